import {createHash, timingSafeEqual} from 'node:crypto'

/**
 * Whether two secrets (keys, signatures) are equal, in a time that says nothing about where they
 * differ: both are hashed first, which also makes their lengths equal.
 */
export function secretsMatch(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest()
  return timingSafeEqual(digest(given), digest(expected))
}
