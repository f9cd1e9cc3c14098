import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import type { Logger } from '../../logger.ts';
import type { Mailer } from './mailer.ts';
import { OutboxMailer } from './outbox-mailer.ts';
import { SmtpMailer } from './smtp-mailer.ts';

/** SMTP when SMTP_URL is set, otherwise the dev outbox. */
export function createMailer(config: Config, db: Db, log: Logger): Mailer {
  return config.SMTP_URL ? new SmtpMailer(config.SMTP_URL, config.MAIL_FROM) : new OutboxMailer(db, log, config.NODE_ENV === 'development');
}
