/** The Content Lake API version every client of this project speaks. */
export const API_VERSION = '2025-06-01'
