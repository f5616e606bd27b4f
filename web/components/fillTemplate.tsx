import {Fragment, type ReactNode} from 'react'

/** A dictionary sentence with its {placeholders} filled by text or elements (dates in <time>, links). */
export function fillTemplate(template: string, values: Record<string, ReactNode>): ReactNode[] {
  return template
    .split(/(\{\w+\})/)
    .map((piece, index) => (
      <Fragment key={index}>{piece.match(/^\{\w+\}$/) ? values[piece.slice(1, -1)] : piece}</Fragment>
    ))
}
