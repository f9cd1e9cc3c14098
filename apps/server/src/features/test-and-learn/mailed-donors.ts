import { sql } from 'kysely';
import type { Trx } from '../../db/database.ts';

// The ladders as mailed, per donor, for a feature that acts on what each donor was sent (sending the asks back
// to the CRM): a typed read of appeal_mailed_asks with the donor's CRM id and name.

export interface MailedDonor {
  appealConstituentId: number;
  /** The donor's id in its CRM (Raiser's Edge NXT's system record id, Virtuous's contact id); null for none. */
  externalId: string | null;
  name: string | null;
  /** The test group's letter ('-' without a test) and source code. */
  testGroup: string;
  sourceCode: string | null;
  /** The mailed asks in cents, ask 1 first (the k-th annual ask, else the k-th monthly ask). */
  asks: number[];
}

/** Every donor the appeal's last export mailed, in id order; empty before an export. */
export async function readMailedDonors(trx: Trx, appealId: number): Promise<MailedDonor[]> {
  const { rows } = await sql<{ id: string; externalId: string | null; name: string | null; testGroup: string; sourceCode: string | null; asks: string[] }>`
    select m.appeal_constituent_id as id, ac.external_id as "externalId",
      coalesce(nullif(ac.contact_name, ''), nullif(trim(concat_ws(' ', ac.first_name, ac.last_name)), '')) as name,
      m.test_group as "testGroup", m.source_code as "sourceCode",
      array_remove(array[m.ask1, m.ask2, m.ask3, m.ask4, m.ask5], null)::text[] as asks
    from appeal_mailed_asks m join appeal_constituents ac on ac.id = m.appeal_constituent_id and ac.appeal_id = m.appeal_id
    where m.appeal_id = ${appealId}
    order by m.appeal_constituent_id`.execute(trx);
  return rows.map((row) => ({ ...row, appealConstituentId: Number(row.id), asks: row.asks.map(Number) }));
}
