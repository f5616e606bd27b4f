import {randomUUID} from 'node:crypto'
import {link, mkdir, open, rename, rm, unlink} from 'node:fs/promises'
import path from 'node:path'

export type AtomicWriteOptions = {
  /**
   * false: never replace a file already under that name (the write then leaves it as it is and
   * resolves false): two writers of the same name keep the first one's file. Default true.
   */
  overwrite?: boolean
  /** The file's permissions (default 0o644; 0o600 for personal data). */
  mode?: number
}

const TEMPORARY_SUFFIX = '.tmp'

/** Whether a name in a folder is a temporary file of writeFileAtomically (one a crash may leave). */
export const isTemporaryFileName = (name: string) => name.startsWith('.') && name.endsWith(TEMPORARY_SUFFIX)

/**
 * Writes a file so that a reader, or the file after a crash, sees the old version or the new one
 * whole, never a mix: written under a temporary name in the same folder and flushed to disk, then
 * put in place (placeTemporaryFile). Resolves whether the file was written (false only with
 * `overwrite: false`, when the name was taken).
 */
export async function writeFileAtomically(
  file: string,
  data: string | Uint8Array,
  {overwrite = true, mode = 0o644}: AtomicWriteOptions = {},
): Promise<boolean> {
  const folder = path.dirname(file)
  await mkdir(folder, {recursive: true})
  const temporary = path.join(folder, `.${path.basename(file)}.${randomUUID()}${TEMPORARY_SUFFIX}`)
  try {
    const handle = await open(temporary, 'wx', mode)
    try {
      await handle.writeFile(data)
      await handle.sync()
    } finally {
      await handle.close()
    }
  } catch (error) {
    await rm(temporary, {force: true})
    throw error
  }
  return placeTemporaryFile(temporary, file, {overwrite})
}

/**
 * Puts a temporary file already flushed to disk in place under `file`, which happens whole or not
 * at all: renamed over the old file, or with `overwrite: false` linked to the name (which never
 * replaces a file) and then removed; the folder is flushed so the new name survives a power cut.
 * Resolves false when `overwrite` is false and the name was taken (the temporary file is removed).
 */
export async function placeTemporaryFile(
  temporary: string,
  file: string,
  {overwrite = true}: Pick<AtomicWriteOptions, 'overwrite'> = {},
): Promise<boolean> {
  let placed = true
  try {
    if (overwrite) await rename(temporary, file)
    else placed = await linkUnlessTaken(temporary, file)
  } catch (error) {
    await rm(temporary, {force: true})
    throw error
  }
  if (!overwrite) await unlink(temporary)
  await syncFolder(path.dirname(file))
  return placed
}

async function linkUnlessTaken(temporary: string, file: string): Promise<boolean> {
  try {
    await link(temporary, file)
    return true
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false
    throw error
  }
}

/** Flushes a folder's list of names to disk: a file just added or removed stays so after a power cut. */
export async function syncFolder(folder: string) {
  const directory = await open(folder, 'r')
  try {
    await directory.sync()
  } finally {
    await directory.close()
  }
}
