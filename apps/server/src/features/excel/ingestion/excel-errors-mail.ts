import type { AppServices } from '../../../app-services.ts';
import { renderMail } from '../../../platform/mail/mail-layout.ts';
import type { ExcelCellError } from '../../../db/excel-tables.ts';

/** How many problems the e-mail lists; the file row keeps up to a thousand. */
const MAILED_ERRORS = 200;

/**
 * The e-mail the upload dialog promises ('Please check your email for a list of the Error details'):
 * every problem found in the file, sent to whoever uploaded it. Failing to send does not fail the upload.
 */
export async function mailExcelErrors(
  services: Pick<AppServices, 'db' | 'mail' | 'log'>,
  file: { uploadBy: number | null; name: string },
  outcome: { status: string; loaded: number; errors: ExcelCellError[]; errorCount: number },
): Promise<void> {
  if (!file.uploadBy || outcome.errors.length === 0) return;
  try {
    const user = await services.db.selectFrom('users').select(['email', 'firstName']).where('id', '=', file.uploadBy).executeTakeFirst();
    if (!user) return;
    const listed = outcome.errors.slice(0, MAILED_ERRORS).map((e) => e.error);
    const more = outcome.errorCount > listed.length ? [`... and ${(outcome.errorCount - listed.length).toLocaleString('en-US')} more.`] : [];
    const summary =
      outcome.loaded > 0
        ? `Askwise loaded ${outcome.loaded.toLocaleString('en-US')} donors from ${file.name}. The rows below were left out or need a look; fix them in the file and upload it again.`
        : `Askwise could not load any donor from ${file.name}. These are the problems it found:`;
    const { text, html } = renderMail({ paragraphs: [`Hello ${user.firstName ?? ''},`.replace(' ,', ','), summary, ...listed, ...more] });
    await services.mail.send({ to: user.email, subject: `Errors in your Excel file ${file.name}`, text, html });
  } catch (error) {
    services.log.warn({ err: error }, 'The Excel error e-mail could not be sent');
  }
}
