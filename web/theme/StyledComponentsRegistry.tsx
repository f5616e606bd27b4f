'use client'

import {useServerInsertedHTML} from 'next/navigation'
import {useState, type ReactNode} from 'react'
import {ServerStyleSheet, StyleSheetManager} from 'styled-components'

/**
 * Collects the styles of client components while the server renders and writes them into the
 * HTML, so the first paint is styled (no flash of unstyled content).
 */
export function StyledComponentsRegistry({children}: {children: ReactNode}) {
  const [sheet] = useState(() => new ServerStyleSheet())

  useServerInsertedHTML(() => {
    const styles = sheet.getStyleElement()
    sheet.instance.clearTag()
    return <>{styles}</>
  })

  if (typeof window !== 'undefined') return <>{children}</>
  return <StyleSheetManager sheet={sheet.instance}>{children}</StyleSheetManager>
}
