import nodemailer, { type Transporter } from 'nodemailer';
import type { Mailer, MailMessage } from './mailer.ts';

/** Sends through an SMTP server (SMTP_URL), or through any nodemailer transport given. */
export class SmtpMailer implements Mailer {
  private readonly transport: Transporter;

  constructor(
    transportOrUrl: Transporter | string,
    private readonly from: string,
  ) {
    this.transport = typeof transportOrUrl === 'string' ? nodemailer.createTransport(transportOrUrl) : transportOrUrl;
  }

  async send(message: MailMessage): Promise<void> {
    await this.transport.sendMail({ from: this.from, to: message.to, subject: message.subject, text: message.text, html: message.html });
  }
}
