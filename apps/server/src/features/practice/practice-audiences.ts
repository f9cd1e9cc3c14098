import { sql, type RawBuilder } from 'kysely';
import type { Trx } from '../../db/database.ts';
import { addAudienceMembersFrom, createAudience, memberCount, updateAudience } from '../donors/index.ts';
import { practiceYears, type PracticeGeneration } from './generate-practice-donors.ts';

interface PracticeAudience {
  externalId: string;
  name: string;
  /** Members: a select of constituent ids of the environment; null for a list never synced. */
  members: RawBuilder<unknown> | null;
}

function practiceAudiences(g: PracticeGeneration): PracticeAudience[] {
  const { currentYear } = practiceYears(g.today);
  const env = g.environmentId;
  const hardGifts = sql`gifts gi where gi.environment_id = ${env} and not gi.is_soft_credit`;
  return [
    { externalId: 'AUD-ALL', name: 'All Constituents', members: sql`select id from constituents where environment_id = ${env}` },
    {
      externalId: 'AUD-ACTIVE',
      name: 'Active Donors - Last 3 Years',
      members: sql`select distinct gi.constituent_id from ${hardGifts} and gi.gift_date >= ${`${currentYear - 3}-01-01`}::date`,
    },
    {
      externalId: 'AUD-LAPSED',
      name: 'Lapsed Donors',
      members: sql`select gi.constituent_id from ${hardGifts} group by gi.constituent_id having max(gi.gift_date) < ${`${currentYear - 1}-01-01`}::date`,
    },
    {
      externalId: 'AUD-MAJOR',
      name: 'Major Gift Prospects',
      members: sql`select id from constituents where environment_id = ${env} and wealth_rating_cents >= 25000000
        union select gi.constituent_id from ${hardGifts} and gi.amount_cents >= 100000`,
    },
    {
      externalId: 'AUD-GALA',
      name: 'Spring Gala Guests',
      members: sql`select distinct s.constituent_id from gift_splits s join fundraising_appeals a on a.id = s.appeal_id
        where s.environment_id = ${env} and a.external_id like 'APL-GALA-%'`,
    },
    { externalId: 'AUD-YEAREND-NEW', name: `Year-End Mailing ${currentYear}`, members: null },
  ];
}

/** The practice audience lists, with members; the last one has never been synced. */
export async function insertPracticeAudiences(trx: Trx, g: PracticeGeneration): Promise<number> {
  const audiences = practiceAudiences(g);
  for (const audience of audiences) {
    const audienceId = await createAudience(trx, {
      companyId: g.companyId,
      environmentId: g.environmentId,
      externalId: audience.externalId,
      name: audience.name,
      status: audience.members ? 'ACTIVE' : 'NEW',
      lastLinkedToConstituentsOn: audience.members ? new Date() : null,
      executionStatus: audience.members ? 'DONE' : null,
      executionCompletedAt: audience.members ? new Date() : null,
    });
    if (!audience.members) continue;
    await addAudienceMembersFrom(trx, { companyId: g.companyId, environmentId: g.environmentId, audienceId }, audience.members);
    const members = memberCount(audienceId);
    await updateAudience(trx, audienceId, { total: members, processedConstituentsCount: members, totalConstituentsCount: members });
  }
  return audiences.length;
}
