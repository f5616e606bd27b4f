import {act, render, screen, waitFor} from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import {INITIAL_HEALTH_VOCABULARY} from '@habitum/content/leads/healthVocabulary'
import {getDictionary} from '@/lib/i18n/dictionary'
import {record} from '@/lib/metrics/client/queue'
import ContactForm, {type ContactFormProps} from './ContactForm.client'
import type {Language} from '@/lib/i18n/languages'

// What the form tells the site's metrics (web/lib/metrics/client/formFunnel.ts), read from the queue it records into.
jest.mock('@/lib/metrics/client/queue', () => ({record: jest.fn()}))
const recorded = () => (record as jest.Mock).mock.calls.map(([event]) => event)

const categories = [
  {value: 'laboratorio', label: 'Laboratorio'},
  {value: 'prepaga', label: 'Prepaga'},
]

/** The privacy policy's revision in force when the page was made, as the server gives it. */
const PRIVACY = {
  revision: {key: 'rev-2023', inForce: '2023-07-01'},
  href: '/legal/privacy-policy/2023-07-01',
  language: 'es',
} as const
const NOTICE_VERSION = 'abcdef0123456789'
/** The notice the server draws and hands to the form. */
const NOTICE = <p data-testid="notice">Habitum S.A.S. guarda estos datos 24 meses.</p>

function renderForm(lang: Language = 'es', privacy: ContactFormProps['privacy'] = PRIVACY) {
  return render(
    // In its section, as on the page: the heading is what the form brings into view after sending.
    <section aria-labelledby="contactus-heading">
      <h2 id="contactus-heading">Contáctenos</h2>
      <ContactForm
        lang={lang}
        dictionary={getDictionary(lang).form}
        opensInNewTab={getDictionary(lang).opensInNewTab}
        supportEmail="soporte@habitum.example"
        categories={categories}
        endpoint="/api/contact"
        apiKey="public-key"
        privacy={privacy}
        noticeVersion={NOTICE_VERSION}
        health={INITIAL_HEALTH_VOCABULARY}
        notice={NOTICE}
      />
    </section>,
  )
}

/** jsdom lays nothing out and cannot scroll: what the form asks to bring into view. */
const scrolledIntoView = jest.fn()
Element.prototype.scrollIntoView = function (this: Element, options?: boolean | ScrollIntoViewOptions) {
  scrolledIntoView(this, options)
}

const consentBox = () => screen.getByRole('checkbox', {name: /Acepto la Política de privacidad/})

async function fillValid() {
  await userEvent.type(screen.getByLabelText('Nombre'), 'Ana Pérez')
  await userEvent.type(screen.getByLabelText('E-mail'), 'ana@example.com')
  await userEvent.selectOptions(screen.getByLabelText(/Tipo de organización/), 'prepaga')
  await userEvent.type(screen.getByLabelText('Consulta'), 'Quisiera una demo.')
  await userEvent.click(consentBox())
}

/** A fetch answer whose body must never be read (the request's answer is judged by its status only). */
function answer(status: number) {
  return {ok: status >= 200 && status < 300, status, json: jest.fn(), text: jest.fn()}
}

/** The endpoint's answer when the privacy policy changed while the visitor wrote: its body names the revision in force. */
function revisionChanged(inForce: {id: string; date: string}) {
  return {
    ok: false,
    status: 400,
    json: jest.fn(async () => ({error: 'privacy_revision_not_in_force', field: 'privacyRevision', inForce})),
  }
}

/** The requests the form posts; the form token it asks for first is answered apart (formTokens.test.ts). */
const fetchMock = jest.fn()
const FORM_TOKEN = '1759320000000.signature-the-server-made'
beforeEach(() => {
  ;(record as jest.Mock).mockClear()
  scrolledIntoView.mockClear()
  fetchMock.mockReset()
  sessionStorage.clear()
  global.fetch = jest.fn((url: string, init?: RequestInit) =>
    url.endsWith('/form-token')
      ? Promise.resolve({ok: true, json: async () => ({token: FORM_TOKEN})})
      : fetchMock(url, init),
  ) as jest.Mock
})

describe('ContactForm', () => {
  it('offers the empty choice first, then the categories, and a 7-row message box', () => {
    renderForm()
    const options = screen.getAllByRole('option').map((option) => option.textContent)
    expect(options).toEqual(['Elija una opción...', 'Laboratorio', 'Prepaga'])
    expect(screen.getByLabelText('Consulta')).toHaveAttribute('rows', '7')
  })

  it('shows each rule’s message under its field, announced and tied to the field', async () => {
    renderForm()
    await userEvent.click(screen.getByRole('button', {name: 'Enviar'}))
    const name = screen.getByLabelText('Nombre')
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'))
    expect(name).toHaveAccessibleDescription('Complete campo')
    expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription('Complete campo')
    expect(screen.getByLabelText('Consulta')).toHaveAccessibleDescription('Escriba su consulta')
    expect(consentBox()).toHaveAccessibleDescription('Marque la casilla para enviar')
    await userEvent.type(name, 'x'.repeat(51))
    await userEvent.type(screen.getByLabelText('E-mail'), 'ana@example')
    await userEvent.tab()
    await waitFor(() => expect(name).toHaveAccessibleDescription('Máximo 50 caracteres'))
    expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription('Mail no es correcto')
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('speaks English on /en', async () => {
    renderForm('en')
    await userEvent.click(screen.getByRole('button', {name: 'Send'}))
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Please fill in this field'))
    expect(screen.getByLabelText('Your question')).toHaveAccessibleDescription('Please write your question')
    const consent = screen.getByRole('checkbox', {name: /I accept the Privacy Policy/})
    expect(consent).toHaveAccessibleDescription('Tick the box to send')
  })

  it('asks for consent with an unticked box, its label linking to the policy in force in a new tab, and sends nothing without it', async () => {
    renderForm()
    expect(consentBox()).not.toBeChecked()
    const policy = screen.getByRole('link', {name: /Política de privacidad/})
    expect(policy).toHaveAttribute('href', '/legal/privacy-policy/2023-07-01')
    expect(policy).toHaveAttribute('target', '_blank')
    expect(policy).toHaveAccessibleName('Política de privacidad (se abre en una pestaña nueva)')
    expect(policy).not.toHaveAttribute('hreflang')
    await userEvent.type(screen.getByLabelText('Nombre'), 'Ana Pérez')
    await userEvent.type(screen.getByLabelText('E-mail'), 'ana@example.com')
    await userEvent.type(screen.getByLabelText('Consulta'), 'Quisiera una demo.')
    await userEvent.click(screen.getByRole('button', {name: 'Enviar'}))
    await waitFor(() => expect(consentBox()).toHaveAttribute('aria-invalid', 'true'))
    expect(fetchMock).not.toHaveBeenCalled()
    // The keyboard ticks it as well as the pointer.
    consentBox().focus()
    await userEvent.keyboard(' ')
    expect(consentBox()).toBeChecked()
    await waitFor(() => expect(consentBox()).toHaveAttribute('aria-invalid', 'false'))
  })

  it('on an English page whose policy is in Spanish only, its link says so, in words and in hreflang', () => {
    renderForm('en')
    const policy = screen.getByRole('link', {name: /Privacy Policy/})
    expect(policy).toHaveAttribute('hreflang', 'es')
    expect(policy).toHaveAccessibleName('Privacy Policy (in Spanish) (opens in a new tab)')
    expect(screen.getByRole('checkbox', {name: /I accept the Privacy Policy \(in Spanish\)/})).not.toBeChecked()
  })

  it('on an English page whose policy has its English, its link says nothing more', () => {
    renderForm('en', {...PRIVACY, href: '/en/legal/privacy-policy/2023-07-01', language: 'en'})
    const policy = screen.getByRole('link', {name: /Privacy Policy/})
    expect(policy).not.toHaveAttribute('hreflang')
    expect(policy).toHaveAccessibleName('Privacy Policy (opens in a new tab)')
  })

  it('shows the notice the server drew after the fields and before the consent box and «Enviar»', () => {
    renderForm()
    const notice = screen.getByTestId('notice')
    const follows = (a: Element, b: Element) => Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING)
    expect(notice.closest('form')).not.toBeNull()
    expect(follows(screen.getByLabelText('Consulta'), notice)).toBe(true)
    expect(follows(notice, consentBox())).toBe(true)
    expect(follows(notice, screen.getByRole('button', {name: 'Enviar'}))).toBe(true)
  })

  it('notes, as the visitor types, a message that looks like it holds health details, and sends it all the same', async () => {
    fetchMock.mockResolvedValue(answer(201))
    renderForm()
    await fillValid()
    const message = screen.getByLabelText('Consulta')
    const note = 'Parece que su mensaje incluye datos de salud. No los necesitamos para responderle: puede quitarlos.'
    expect(screen.queryByText(note)).not.toBeInTheDocument()
    await userEvent.type(message, ' Tengo diabetes tipo 2.')
    expect(screen.getByText(note)).toBeInTheDocument()
    expect(message).toHaveAccessibleDescription(note)
    await userEvent.clear(message)
    await userEvent.type(message, 'Quisiera una demo para mi clínica.')
    expect(screen.queryByText(note)).not.toBeInTheDocument()
    await userEvent.type(message, ' Estoy embarazada.')
    expect(screen.getByText(note)).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', {name: 'Enviar'}))
    await screen.findByRole('status')
    expect(JSON.parse(fetchMock.mock.calls[0][1].body).message).toBe(
      'Quisiera una demo para mi clínica. Estoy embarazada.',
    )
  })

  it('when the policy changed while the visitor wrote, asks to accept the one in force, keeping what was typed', async () => {
    fetchMock
      .mockResolvedValueOnce(revisionChanged({id: 'rev-2026', date: '2026-12-01'}))
      .mockResolvedValue(answer(201))
    renderForm()
    await fillValid()
    await userEvent.click(screen.getByRole('button', {name: 'Enviar'}))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'La Política de privacidad cambió mientras escribía: revísela y vuelva a aceptarla para enviar.',
    )
    expect(consentBox()).not.toBeChecked()
    expect(screen.getByRole('link', {name: /Política de privacidad/})).toHaveAttribute(
      'href',
      '/legal/privacy-policy/2026-12-01',
    )
    expect(screen.getByLabelText('Consulta')).toHaveValue('Quisiera una demo.')
    await userEvent.click(consentBox())
    await userEvent.click(screen.getByRole('button', {name: 'Enviar'}))
    await screen.findByRole('status')
    expect(JSON.parse(fetchMock.mock.calls[1][1].body)).toMatchObject({consent: true, privacyRevision: 'rev-2026'})
  })

  it('posts JSON with the key header, shows «Enviando...» while waiting, then the success message', async () => {
    let respond!: (response: ReturnType<typeof answer>) => void
    fetchMock.mockReturnValue(new Promise((resolve) => (respond = resolve)))
    renderForm()
    await fillValid()
    await userEvent.click(screen.getByRole('button', {name: 'Enviar'}))
    const button = await screen.findByRole('button', {name: 'Enviando...'})
    expect(button).toBeDisabled()
    expect(fetchMock).toHaveBeenCalledTimes(1)
    const [url, init] = fetchMock.mock.calls[0]
    expect(url).toBe('/api/contact')
    expect(init.method).toBe('POST')
    expect(init.headers).toEqual({
      'Content-Type': 'application/json',
      'x-api-key': 'public-key',
      'Idempotency-Key': expect.stringMatching(/^[0-9a-f]{32}$/),
    })
    expect(JSON.parse(init.body)).toEqual({
      name: 'Ana Pérez',
      email: 'ana@example.com',
      message: 'Quisiera una demo.',
      category: 'prepaga',
      consent: true,
      privacyRevision: 'rev-2023',
      noticeVersion: NOTICE_VERSION,
      formToken: FORM_TOKEN,
    })
    const noContent = answer(204)
    respond(noContent)
    expect(
      await screen.findByText('¡Excelente! Tu mensaje ha sido recibido. Nos pondremos en contacto contigo en breve.'),
    ).toHaveFocus()
    // The message alone (no notice, nothing held), and the section's heading brought into view above it.
    expect(screen.queryByRole('button', {name: 'Enviar'})).not.toBeInTheDocument()
    expect(screen.queryByTestId('notice')).not.toBeInTheDocument()
    expect(scrolledIntoView).toHaveBeenCalledWith(screen.getByRole('heading', {name: 'Contáctenos'}), {block: 'start'})
    expect(noContent.json).not.toHaveBeenCalled()
    expect(noContent.text).not.toHaveBeenCalled()
  })

  it('sends where the visit came from, as its first page recorded it', async () => {
    sessionStorage.setItem(
      'habitum:visit',
      JSON.stringify({utmSource: 'newsletter', referrerOrigin: 'https://news.example'}),
    )
    fetchMock.mockResolvedValue(answer(201))
    renderForm()
    await fillValid()
    await userEvent.click(screen.getByRole('button', {name: 'Enviar'}))
    await screen.findByRole('status')
    expect(JSON.parse(fetchMock.mock.calls[0][1].body)).toMatchObject({
      formToken: FORM_TOKEN,
      utmSource: 'newsletter',
      referrerOrigin: 'https://news.example',
    })
  })

  it('on a non-ok answer offers the retry, which brings back the form with what was typed', async () => {
    fetchMock.mockResolvedValue(answer(503))
    renderForm()
    await fillValid()
    await userEvent.click(screen.getByRole('button', {name: 'Enviar'}))
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent(
      'Hubo un problema al enviar tu mensaje. Por favor, inténtalo de nuevo o escribe directamente a soporte@habitum.example',
    )
    expect(screen.getByRole('link', {name: 'soporte@habitum.example'})).toHaveAttribute(
      'href',
      'mailto:soporte@habitum.example',
    )
    await userEvent.click(screen.getByRole('button', {name: 'inténtalo de nuevo'}))
    expect(screen.getByLabelText('Nombre')).toHaveValue('Ana Pérez')
    expect(screen.getByLabelText('Consulta')).toHaveValue('Quisiera una demo.')
    expect(screen.getByLabelText(/Tipo de organización/)).toHaveValue('prepaga')
  })

  it('sends a retry of the same message with the same Idempotency-Key, and a changed message with a new one', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {})
    const keys = () => fetchMock.mock.calls.map(([, init]) => init.headers['Idempotency-Key'])
    fetchMock.mockResolvedValue(answer(503))
    renderForm()
    await fillValid()
    await userEvent.click(screen.getByRole('button', {name: 'Enviar'}))
    await userEvent.click(await screen.findByRole('button', {name: 'inténtalo de nuevo'}))
    // A network error keeps the form: sending again is a retry too.
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'))
    await userEvent.click(screen.getByRole('button', {name: 'Enviar'}))
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2))
    await userEvent.click(await screen.findByRole('button', {name: 'Enviar'}))
    await userEvent.click(await screen.findByRole('button', {name: 'inténtalo de nuevo'}))
    expect(keys()).toHaveLength(3)
    expect(new Set(keys()).size).toBe(1)

    await userEvent.type(screen.getByLabelText('Consulta'), ' Somos 40 médicos.')
    await userEvent.click(screen.getByRole('button', {name: 'Enviar'}))
    await screen.findByRole('button', {name: 'inténtalo de nuevo'})
    expect(keys()).toHaveLength(4)
    expect(keys()[3]).not.toBe(keys()[0])
  }, 20_000)

  it('on a network error only logs: the form stays, with no message', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => {})
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'))
    renderForm()
    await fillValid()
    await userEvent.click(screen.getByRole('button', {name: 'Enviar'}))
    await waitFor(() => expect(log).toHaveBeenCalled())
    expect(await screen.findByRole('button', {name: 'Enviar'})).toBeEnabled()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    expect(screen.queryByRole('status')).not.toBeInTheDocument()
    expect(screen.getByLabelText('Nombre')).toHaveValue('Ana Pérez')
  })

  describe('its funnel, for the site’s metrics', () => {
    /** A viewport the form is in: each element observed comes into view at once. */
    function formInView() {
      const original = window.IntersectionObserver
      class Intersecting {
        constructor(private readonly callback: IntersectionObserverCallback) {}
        observe(target: Element) {
          queueMicrotask(() =>
            this.callback([{isIntersecting: true, target} as IntersectionObserverEntry], this as never),
          )
        }
        unobserve() {}
        disconnect() {}
      }
      Object.assign(window, {IntersectionObserver: Intersecting})
      return () => Object.assign(window, {IntersectionObserver: original})
    }

    it('seen, touched once, each try with the fields whose errors it shows (their names only), then sent', async () => {
      const restore = formInView()
      fetchMock.mockResolvedValue(answer(201))
      renderForm()
      await waitFor(() => expect(recorded()).toEqual([{kind: 'funnel', step: 'seen'}]))
      await userEvent.click(screen.getByLabelText('Nombre'))
      await userEvent.type(screen.getByLabelText('Nombre'), 'A')
      await userEvent.clear(screen.getByLabelText('Nombre'))
      await userEvent.click(screen.getByRole('button', {name: 'Enviar'}))
      await waitFor(() => expect(screen.getByLabelText('Nombre')).toHaveAttribute('aria-invalid', 'true'))
      await waitFor(() => expect(recorded()).toHaveLength(7))
      expect(recorded()).toEqual([
        {kind: 'funnel', step: 'seen'},
        {kind: 'funnel', step: 'touched'},
        {kind: 'funnel', step: 'tried'},
        // The category is optional: no error.
        {kind: 'fieldError', field: 'name'},
        {kind: 'fieldError', field: 'email'},
        {kind: 'fieldError', field: 'message'},
        {kind: 'fieldError', field: 'consent'},
      ])
      await fillValid()
      await userEvent.click(screen.getByRole('button', {name: 'Enviar'}))
      await screen.findByRole('status')
      expect(recorded().slice(7)).toEqual([
        {kind: 'funnel', step: 'tried'},
        {kind: 'funnel', step: 'sent'},
      ])
      restore()
    })

    it('a try is seen (the observer may not have said so yet); the button is not a field; errors count at each try', async () => {
      renderForm()
      await userEvent.click(screen.getByRole('button', {name: 'Enviar'}))
      await waitFor(() => expect(recorded()).toHaveLength(6))
      await userEvent.type(screen.getByLabelText('Nombre'), 'Ana')
      await userEvent.click(screen.getByRole('button', {name: 'Enviar'}))
      await waitFor(() => expect(recorded()).toHaveLength(11))
      expect(recorded()).toEqual([
        {kind: 'funnel', step: 'seen'},
        {kind: 'funnel', step: 'tried'},
        {kind: 'fieldError', field: 'name'},
        {kind: 'fieldError', field: 'email'},
        {kind: 'fieldError', field: 'message'},
        {kind: 'fieldError', field: 'consent'},
        {kind: 'funnel', step: 'touched'},
        {kind: 'funnel', step: 'tried'},
        {kind: 'fieldError', field: 'email'},
        {kind: 'fieldError', field: 'message'},
        {kind: 'fieldError', field: 'consent'},
      ])
    })

    it('a try that fails and a retry that goes through: sent, never failed', async () => {
      fetchMock.mockResolvedValueOnce(answer(503)).mockResolvedValueOnce(answer(201))
      const form = renderForm()
      await fillValid()
      await userEvent.click(screen.getByRole('button', {name: 'Enviar'}))
      await userEvent.click(await screen.findByRole('button', {name: 'inténtalo de nuevo'}))
      await userEvent.click(screen.getByRole('button', {name: 'Enviar'}))
      await screen.findByRole('status')
      window.dispatchEvent(new Event('pagehide'))
      form.unmount()
      const steps = recorded().flatMap((event) => (event.kind === 'funnel' ? [event.step] : []))
      expect(steps).toEqual(['seen', 'touched', 'tried', 'tried', 'sent'])
    })

    it('failed once, when the visitor leaves the form unsent after a failed try', async () => {
      jest.spyOn(console, 'error').mockImplementation(() => {})
      fetchMock.mockRejectedValue(new TypeError('Failed to fetch'))
      const form = renderForm()
      await fillValid()
      await userEvent.click(screen.getByRole('button', {name: 'Enviar'}))
      await waitFor(() => expect(fetchMock).toHaveBeenCalled())
      await screen.findByRole('button', {name: 'Enviar'})
      expect(recorded()).not.toContainEqual({kind: 'funnel', step: 'failed'})
      act(() => {
        window.dispatchEvent(new Event('pagehide'))
      })
      form.unmount()
      expect(recorded().filter((event) => event.step === 'failed')).toEqual([{kind: 'funnel', step: 'failed'}])

      // Leaving by an in-site navigation (the form goes away) after the server refused it counts too.
      ;(record as jest.Mock).mockClear()
      fetchMock.mockResolvedValue(answer(503))
      const other = renderForm()
      await fillValid()
      await userEvent.click(screen.getByRole('button', {name: 'Enviar'}))
      await screen.findByRole('alert')
      other.unmount()
      expect(recorded().filter((event) => event.step === 'failed')).toHaveLength(1)
    })
  })
})
