import type { Db } from '../../db/database.ts';
import type { Logger } from '../../logger.ts';
import type { Mailer, MailMessage } from './mailer.ts';

/**
 * Without SMTP: keeps each message in the mail_outbox table and logs that it did. Subjects and bodies carry
 * sign-in and recovery codes and invitation links, so they reach the log only in development.
 */
export class OutboxMailer implements Mailer {
  constructor(
    private readonly db: Db,
    private readonly log: Logger,
    private readonly isDevelopment: boolean,
  ) {}

  async send(message: MailMessage): Promise<void> {
    const row = await this.db
      .insertInto('mailOutbox')
      .values({ toAddress: message.to, subject: message.subject, textBody: message.text, htmlBody: message.html })
      .returning('id')
      .executeTakeFirstOrThrow();
    const where = { outboxId: row.id, to: message.to };
    if (this.isDevelopment) this.log.info({ ...where, subject: message.subject, text: message.text }, 'E-mail kept in the dev outbox (/dev/outbox)');
    else this.log.warn(where, 'E-mail kept in the outbox: SMTP_URL is not set');
  }
}
