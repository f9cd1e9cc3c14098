import type pg from 'pg';
import type { AppServices } from '../../app-services.ts';
import { withCompany } from '../../db/database.ts';
import type { ResultsReport } from './results-report.ts';
import { storeCrmResults } from './crm-results.ts';

// An appeal's results read from Virtuous: the gifts Virtuous applied to the Gift Asks the appeal's sends
// wrote (a gift's giftAskId, kept by the tag sync in virtuous_gift_ask_gifts), whole gifts of the donors'
// own (passthrough gifts are soft credits, left out), through the same staging, matching and report as a
// results file. No link to choose: after every Virtuous sync each appeal whose asks were sent there and
// that has at least one such gift reads them again, so an appeal with a file's results keeps them until
// Virtuous has gifts to show.

const FILE_NAME = "the gifts Virtuous applied to this appeal's Gift Asks";

/** Stages the gifts applied to the appeal's Gift Asks; null when the appeal has none (nothing is replaced). */
async function stageGiftAskGifts(client: pg.ClientBase, appealId: number) {
  const result = await client.query(
    `insert into results_staging (constituent_key, cents, gift_date, source_code)
     select coalesce(c.lookup_id, c.external_id), g.amount_cents, g.gift_date, null
     from virtuous_gift_ask_gifts t
     join gifts g on g.environment_id = t.environment_id and g.external_id = t.gift_external_id
     join constituents c on c.id = g.constituent_id
     where not g.is_soft_credit and (t.environment_id, t.gift_ask_id) in (
       select s.environment_id, d.record_id from crm_ask_send_donors d join crm_ask_sends s on s.id = d.send_id
       where s.appeal_id = $1 and s.crm = 'virtuous' and d.record_id is not null)`,
    [appealId],
  );
  const gifts = result.rowCount ?? 0;
  return gifts === 0 ? null : { gifts, fileName: FILE_NAME };
}

/** Reads the appeal's results from its Gift Asks' gifts in place of the last import; null when there are none yet. */
export function readGiftAskResults(pool: pg.Pool, companyId: number, appealId: number, syncedAt: Date | null): Promise<ResultsReport | null> {
  return storeCrmResults(pool, companyId, appealId, syncedAt, (client) => stageGiftAskGifts(client, appealId));
}

/** After a Virtuous sync: every appeal whose asks were sent to the account reads its Gift Asks' gifts again. */
export async function refreshGiftAskResults(services: Pick<AppServices, 'db' | 'pool' | 'log'>, companyId: number, environmentId: number, syncedAt: Date): Promise<void> {
  const sent = await withCompany(services.db, companyId, (trx) =>
    trx.selectFrom('crmAskSends').select('appealId').distinct().where('environmentId', '=', environmentId).where('crm', '=', 'virtuous').execute(),
  );
  for (const { appealId } of sent) {
    await readGiftAskResults(services.pool, companyId, appealId, syncedAt).catch((error: unknown) => services.log.error({ err: error, appealId }, 'Reading the results from Virtuous failed'));
  }
}
