import {cpSync, mkdtempSync, readFileSync, writeFileSync} from 'node:fs'
import {tmpdir} from 'node:os'
import path from 'node:path'

/**
 * A legal change announced in advance (docs/architecture.md, "Legal changes announced"), for the
 * tests of what happens before and after the day: the terms of use get a revision in force from
 * COMING, one paragraph (ADDED) longer than the one in force since IN_FORCE. The bundled content
 * announces nothing.
 */
export const COMING = '2031-01-01'
export const IN_FORCE = '2024-05-23'
export const ADDED = 'Desde esta versión, los datos de actividad se conservan doce meses.'
/** What every page carries while a change is announced (components/LegalNotices.tsx). */
export const NOTICE_MARK = 'data-legal-notice='

/** A copy of content/ in a new temporary folder, whose terms of use have the revision dated COMING. */
export function contentWithComingRevision(): string {
  const directory = mkdtempSync(path.join(tmpdir(), 'habitum-legal-notice-'))
  cpSync(path.resolve('content'), directory, {recursive: true})
  const file = path.join(directory, 'data.ndjson')
  const lines = readFileSync(file, 'utf8')
    .split('\n')
    .map((line) => {
      if (!line.includes('"_id":"legal-terms-of-use"')) return line
      const document = JSON.parse(line)
      const current = document.revisions.find((revision: {inForce: string}) => revision.inForce === IN_FORCE)
      const paragraph = {
        _type: 'block',
        _key: 'coming-paragraph',
        style: 'normal',
        markDefs: [],
        children: [{_type: 'span', _key: 'coming-span', text: ADDED, marks: []}],
      }
      document.revisions.push({
        ...current,
        _key: 'coming-revision',
        inForce: COMING,
        lastUpdated: '2030-12-01',
        summary: {_type: 'localeText', es: 'Plazo de conservación de los datos de actividad.'},
        body: {...current.body, es: [...current.body.es.slice(0, 2), paragraph, ...current.body.es.slice(2)]},
      })
      return JSON.stringify(document)
    })
  writeFileSync(file, lines.join('\n'))
  return directory
}
