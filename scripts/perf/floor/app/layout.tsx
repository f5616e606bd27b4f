import type {Metadata} from 'next'
import type {ReactNode} from 'react'

export const metadata: Metadata = {
  title: 'Floor',
  description: 'A bare Next.js page: what the framework alone costs, measured beside the site.',
}

export default function RootLayout({children}: {children: ReactNode}) {
  return (
    <html lang="es">
      <body>{children}</body>
    </html>
  )
}
