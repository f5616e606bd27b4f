import nodemailer from 'nodemailer'
import {HEALTH_MESSAGE_HIDDEN} from '@habitum/content/leads/record'
import {getServerConfig, type MailSettings} from '../config'
import type {ContactRequest} from './store'

/**
 * Tells staff about a newly stored request, when the server has mail settings (SMTP_URL). Spam is
 * kept for staff to look through when they choose, never pushed to them.
 */
export async function notifyStaff(request: ContactRequest): Promise<boolean> {
  const {mail} = getServerConfig().contact
  return mail && request.status !== 'spam' ? notifyByEmail(request, mail) : false
}

/**
 * Tells staff about a stored request by e-mail. Runs after the visitor has their answer: a
 * failed send is retried, then logged with the request id (the request itself is already stored).
 */
async function notifyByEmail(request: ContactRequest, settings: MailSettings): Promise<boolean> {
  const transport = nodemailer.createTransport(settings.smtpUrl)
  const message = {
    from: settings.from,
    to: settings.to,
    replyTo: request.email,
    subject: `Nueva solicitud de contacto: ${request.name}`,
    text: [
      `Nombre: ${request.name}`,
      `E-mail: ${request.email}`,
      `Tipo de organización: ${request.category || '—'}`,
      `Idioma: ${request.language} · Página: ${request.page}`,
      `Recibida: ${request.receivedAt} · Id: ${request._id}`,
      '',
      // Health details stay out of mailboxes: the message is read in the Studio, where it is kept.
      request.containsHealthData ? HEALTH_MESSAGE_HIDDEN : request.message,
    ].join('\n'),
  }
  for (let attempt = 0; ; attempt++) {
    try {
      await transport.sendMail(message)
      return true
    } catch (error) {
      const delay = settings.retryDelaysMs[attempt]
      if (delay === undefined) {
        console.error(`contact ${request._id}: notification e-mail failed after ${attempt + 1} attempts`, error)
        return false
      }
      console.warn(`contact ${request._id}: notification e-mail failed, retrying in ${delay} ms`)
      await new Promise((resolve) => setTimeout(resolve, delay))
    }
  }
}
