import {randomBytes} from 'node:crypto'
import {readFile} from 'node:fs/promises'
import path from 'node:path'
import {writeFileAtomically} from '@habitum/content/files'

/** Where a server without CONTACT_FORM_SECRET keeps the one it made: `<dataDir>/form-token-secret`. */
export const SECRET_FILE = 'form-token-secret'
/** As long as CONTACT_FORM_SECRET must be (web/lib/config.ts): an HMAC key too short can be guessed offline from a token. */
export const SECRET_MIN_LENGTH = 32

/**
 * The secret that signs form tokens when no CONTACT_FORM_SECRET is set: made once, at random, and
 * kept in DATA_DIR (readable by the server's user only), so that a restart does not turn the tokens
 * of forms open in visitors' tabs into forgeries. Two processes starting together write at most
 * one file (`overwrite: false`), and both read back the one that won.
 */
export async function loadFormTokenSecret(dataDir: string): Promise<string> {
  const file = path.join(dataDir, SECRET_FILE)
  const kept = await readSecret(file)
  if (kept !== undefined) return kept
  await writeFileAtomically(file, `${randomBytes(32).toString('base64url')}\n`, {overwrite: false, mode: 0o600})
  const written = await readSecret(file)
  if (written === undefined) throw new Error(`${file} vanished as it was written`)
  return written
}

async function readSecret(file: string): Promise<string | undefined> {
  let text: string
  try {
    text = await readFile(file, 'utf8')
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined
    throw error
  }
  const secret = text.trim()
  if (secret.length < SECRET_MIN_LENGTH) {
    throw new Error(
      `${file} holds no secret of ${SECRET_MIN_LENGTH} characters or more: remove it and one is made anew`,
    )
  }
  return secret
}
