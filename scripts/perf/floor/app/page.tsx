/** One heading and a paragraph: the least an App Router page can be. */
export default function Page() {
  return (
    <main>
      <h1>Hábitos que duran</h1>
      <p>Una página de Next.js sin nada más: el suelo con el que npm run perf compara cada página del sitio.</p>
    </main>
  )
}
