import type { Db } from '../../db/database.ts';
import type { Logger } from '../../logger.ts';
import type { Mailer, MailMessage } from './mailer.ts';

/** Without SMTP: keeps each message in the mail_outbox table and logs it (the body only outside production). */
export class OutboxMailer implements Mailer {
  constructor(
    private readonly db: Db,
    private readonly log: Logger,
    private readonly isProduction: boolean,
  ) {}

  async send(message: MailMessage): Promise<void> {
    const row = await this.db
      .insertInto('mailOutbox')
      .values({ toAddress: message.to, subject: message.subject, textBody: message.text, htmlBody: message.html })
      .returning('id')
      .executeTakeFirstOrThrow();
    const where = { outboxId: row.id, to: message.to, subject: message.subject };
    if (this.isProduction) this.log.warn(where, 'E-mail kept in the outbox: SMTP_URL is not set');
    else this.log.info({ ...where, text: message.text }, 'E-mail kept in the dev outbox (/dev/outbox)');
  }
}
