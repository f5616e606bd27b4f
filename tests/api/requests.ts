/** What the endpoint tests send. */
export const VALID = {
  name: 'Ana Pérez',
  email: 'ana@example.com',
  message: 'Quisiera una demostración para nuestra clínica.',
  category: 'institucion',
}

export function post(url: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(`${url}/api/contact`, {
    method: 'POST',
    headers: {'content-type': 'application/json', referer: `${url}/es/`, ...headers},
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
}
