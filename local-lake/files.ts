import {randomUUID} from 'node:crypto'
import {mkdir, open, rename, rm} from 'node:fs/promises'
import path from 'node:path'

/**
 * Replaces a file so that a reader, or the file after a crash, is the old version or the new one,
 * never a mix: written under a temporary name in the same folder, flushed, renamed over the old
 * one (atomic), and the folder flushed so the rename itself survives a power cut.
 */
export async function replaceFile(file: string, data: string | Uint8Array) {
  const folder = path.dirname(file)
  await mkdir(folder, {recursive: true})
  const temporary = path.join(folder, `.${path.basename(file)}.${randomUUID()}.tmp`)
  try {
    const handle = await open(temporary, 'wx', 0o644)
    try {
      await handle.writeFile(data)
      await handle.sync()
    } finally {
      await handle.close()
    }
    await rename(temporary, file)
  } catch (error) {
    await rm(temporary, {force: true})
    throw error
  }
  const directory = await open(folder, 'r')
  try {
    await directory.sync()
  } finally {
    await directory.close()
  }
}
