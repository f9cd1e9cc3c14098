/** One e-mail with a plain-text part and an HTML part. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** The mail port: features send through it; configuration picks SMTP or the dev outbox. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}
