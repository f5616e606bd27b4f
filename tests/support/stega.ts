/** The invisible characters Sanity's stega encoding writes into strings (@vercel/stega's alphabet). */
export const STEGA = /\u200D|[\u200B\u200C\uFEFF\u2060-\u2064\u{E0000}-\u{E007F}]/u
