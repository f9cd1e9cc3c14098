import { sql } from 'kysely';
import type { Trx } from '../../db/database.ts';
import { givingColumnsAs } from '../../db/giving-columns.ts';
import { replaceAppealDonorsFrom } from './appeal-donors.ts';

/**
 * Fills an Excel appeal's rows from its environment's constituents and the giving the file delivered per
 * donor (constituent_imported_giving), replacing any rows it had. Same fields as a mapped appeal; call it
 * inside the company transaction that creates the appeal. Returns the number of rows.
 */
export async function populateAppealFromImportedGiving(trx: Trx, appealId: number): Promise<number> {
  const appeal = await trx.selectFrom('appeals').select(['id', 'companyId', 'environmentId']).where('id', '=', appealId).executeTakeFirst();
  if (!appeal?.environmentId) throw new Error(`Appeal ${appealId} has no environment to take rows from`);
  // A file names no contact, informal name or addressee.
  const rows = sql`
    select c.id, c.external_id, c.lookup_id, c.first_name, c.last_name, c.preferred_name, c.spouse, c.address1, c.city, c.state, c.email, c.zip,
      ${sql.raw(givingColumnsAs((column) => `coalesce(g.${column}, 0)`))}, coalesce(c.wealth_rating_cents, 0), c.custom_field_values,
      null::text, null::text, null::text
    from constituents c
    left join constituent_imported_giving g on g.constituent_id = c.id
    where c.environment_id = ${appeal.environmentId}
    order by c.id`;
  return replaceAppealDonorsFrom(trx, { companyId: appeal.companyId, appealId }, rows);
}
