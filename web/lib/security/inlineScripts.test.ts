/** @jest-environment node */
import {createHash} from 'node:crypto'
import {inlineScriptHashes, runnableInlineScripts, scriptHashSource} from './inlineScripts'

describe('the inline scripts a browser runs', () => {
  it('finds scripts without src, in order, as their text is', () => {
    const html =
      '<!DOCTYPE html><html><head><script>self.a=1</script><script src="/x.js" async=""></script></head>' +
      '<body><p>Hola</p><script id="_R_">(self.b=self.b||[]).push(0)</script><SCRIPT>c()</SCRIPT></body></html>'
    expect(runnableInlineScripts(html)).toEqual(['self.a=1', '(self.b=self.b||[]).push(0)', 'c()'])
  })

  it('names module scripts, import maps, speculation rules and JavaScript types; not data blocks', () => {
    const html = [
      '<script type="module">m()</script>',
      '<script type=importmap>{"imports":{}}</script>',
      "<script type='speculationrules'>{}</script>",
      '<script type=" Text/JavaScript ">j()</script>',
      '<script type="">e()</script>',
      '<script language="javascript">l()</script>',
      '<script type="application/ld+json">{"@context":"https://schema.org"}</script>',
      '<script type="application/json">{}</script>',
      '<script type="text/template"><p>x</p></script>',
      '<script language="vbscript">v</script>',
    ].join('')
    expect(runnableInlineScripts(html)).toEqual(['m()', '{"imports":{}}', '{}', 'j()', 'e()', 'l()'])
  })

  it('ends a script at its own end tag only, past the escapes of script data', () => {
    const escaped = 'if(a<b){} document.write("<!--<script>x()</script>-->"); y()'
    const html = `<script>${escaped}</script ><script>z()</script/>`
    expect(runnableInlineScripts(html)).toEqual([escaped, 'z()'])
    // `<!-->` opens and closes at once: the next `</script>` ends the script.
    expect(runnableInlineScripts('<script>a="<!-->";</script><script>b()</script>')).toEqual(['a="<!-->";', 'b()'])
    // `</scripts>` is not its end tag.
    expect(runnableInlineScripts('<script>a="</scripts>"</script>')).toEqual(['a="</scripts>"'])
  })

  it('reads no script in comments, attribute values or text elements', () => {
    const html = [
      '<!-- <script>no()</script> -->',
      '<div title="<script>no()</script>" data-x=\'>\'></div>',
      '<textarea><script>no()</script></textarea>',
      '<title><script>no()</script></title>',
      '<style>a::after{content:"<script>no()</script>"}</style>',
      '<noscript><script>no()</script></noscript>',
      '<p>a < b</p>',
      '<script>yes()</script>',
    ].join('')
    expect(runnableInlineScripts(html)).toEqual(['yes()'])
  })

  it('keeps reading past an unfinished page', () => {
    expect(runnableInlineScripts('<script>a()</script><script>b(')).toEqual(['a()', 'b('])
    expect(runnableInlineScripts('<p><!-- open')).toEqual([])
    expect(runnableInlineScripts('<script src="x')).toEqual([])
  })

  it('hashes the text the parser gives the browser: line breaks as LF, UTF-8', () => {
    const [text] = runnableInlineScripts('<script>a()\r\nb()\rc("ñ")</script>')
    expect(text).toBe('a()\nb()\nc("ñ")')
    const digest = createHash('sha256').update(Buffer.from('a()\nb()\nc("ñ")', 'utf8')).digest('base64')
    expect(scriptHashSource(text!)).toBe(`'sha256-${digest}'`)
  })

  it('names each script once', () => {
    const hashes = inlineScriptHashes('<script>a()</script><script>a()</script><script>b()</script>')
    expect(hashes).toEqual([scriptHashSource('a()'), scriptHashSource('b()')])
  })
})
