import { sql, type RawBuilder } from 'kysely';
import { calendarYearRange, effectiveRange } from '@askwise/domain/mapping/mapping-dates';
import { MAPPED_GIVING_FIELDS } from '@askwise/domain/giving-fields';
import type { MappingSettings } from '@askwise/domain/mapping/mapping-settings';
import { givingColumnsAs } from '../../db/giving-columns.ts';
import type { Trx } from '../../db/database.ts';
import { replaceAppealDonorsFrom } from '../appeals/index.ts';
import { SECTION_BITS, type MappedCombo } from './mapped-combos.ts';

// The set-based heart of mapping: one pass over the environment's gift splits, grouped by donor, gives
// every figure an appeal constituent needs; appeals writes the appeal's rows from a second query over it.

export interface AppealGivingInput {
  companyId: number;
  appealId: number;
  environmentId: number;
  audienceId: number;
  includeSoftCredits: boolean;
  settings: MappingSettings;
  combos: readonly MappedCombo[];
  /** 'YYYY-MM-DD': decides last year and the 10-year limit. */
  today: string;
  /** About how many donors the audience has: sizes the grouping's memory. */
  expectedDonors?: number;
  /** The audience is every constituent of the environment: no membership filter is needed. */
  isWholeEnvironment?: boolean;
}

/** True when the audience holds every constituent of its environment (its members are a subset of them). */
export async function isWholeEnvironmentAudience(trx: Trx, environmentId: number, audienceId: number): Promise<boolean> {
  const counts = await sql<{ members: number; constituents: number }>`
    select (select count(*) from audience_members where audience_id = ${audienceId})::int as members,
      (select count(*) from constituents where environment_id = ${environmentId})::int as constituents`.execute(trx);
  const row = counts.rows[0];
  return !!row && row.members > 0 && row.members === row.constituents;
}

/** Memory for grouping: about 500 bytes per donor (hash_mem_multiplier doubles it), 64 MB to 1 GB. */
export function groupingMemoryMb(donors: number): number {
  return Math.min(1024, Math.max(64, Math.ceil((donors * 500) / 1024 / 1024)));
}

/** One bigint per campaign / appeal / fund combination (internal ids, 0 for none), so the join hashes one key. */
const comboKey = (campaign: RawBuilder<unknown>, appeal: RawBuilder<unknown>, fund: RawBuilder<unknown>) =>
  sql`((${campaign})::bigint * 4398046511104 + (${appeal})::bigint * 2097152 + (${fund})::bigint)`;
const COMBO_ID_LIMIT = 2097152; // 2^21: ids below this pack into the key without overlap

/** The last gift is kept as (days since 1970) * 2^40 + amount, so that max() finds the latest gift (the largest of its day). */
const LAST_GIFT_SHIFT = 1099511627776; // 2^40

const GIVING_TABLE = sql.raw('appeal_giving_pass');

function dateRangeCondition(from: string | null, to: string | null): RawBuilder<unknown> {
  const parts: RawBuilder<unknown>[] = [];
  if (from) parts.push(sql`s.gift_date >= ${from}::date`);
  if (to) parts.push(sql`s.gift_date <= ${to}::date`);
  return parts.length ? sql.join(parts, sql` and `) : sql`true`;
}

function combosRelation(combos: readonly MappedCombo[]): RawBuilder<unknown> {
  const rows = combos.map((c) => sql`(${comboKey(sql.lit(c.campaignId), sql.lit(c.appealId), sql.lit(c.fundId))}, ${sql.lit(c.flags)})`);
  return sql`(values ${sql.join(rows)}) as m(combo_key, flags)`;
}

/**
 * Sums every audience member's giving in one grouped pass into a temporary table (dropped at commit).
 * Soft credits count only when the appeal includes them: for the five sections and for every other figure.
 */
export async function computeAppealGiving(trx: Trx, input: AppealGivingInput): Promise<void> {
  // 32-bit amounts sum with a cheap 64-bit running total; any larger split (index lookup) keeps 64-bit sums.
  const outsized = await sql<{ found: boolean }>`select exists (select 1 from gift_splits where environment_id = ${input.environmentId}
    and (amount_cents > 2147483647 or amount_cents < -2147483648)) as found`.execute(trx);
  const amount = outsized.rows[0]?.found ? sql`s.amount_cents` : sql`s.amount_cents::int`;
  // Each section's sum is named after its giving column (giving-fields.ts).
  const sums = MAPPED_GIVING_FIELDS.map(({ key: section, column: name }) => {
    const range = effectiveRange(input.settings[section], input.today);
    const bit = SECTION_BITS[section];
    const column = sql.raw(name);
    const isSelected = input.combos.some((c) => (c.flags & bit) !== 0);
    if (!isSelected) return sql`0::bigint as ${column}`;
    return sql`coalesce(sum(${amount}) filter (where m.flags & ${sql.lit(bit)} <> 0 and ${dateRangeCondition(range.fromDate, range.toDate)}), 0)::bigint as ${column}`;
  });
  const lastYear = calendarYearRange(input.today, 1);
  const isPackable = input.combos.every((c) => Math.max(c.campaignId, c.appealId, c.fundId) < COMBO_ID_LIMIT);
  const join = !input.combos.length
    ? sql``
    : isPackable
      ? sql`left join ${combosRelation(input.combos)}
          on ${comboKey(sql`coalesce(s.campaign_id, 0)`, sql`coalesce(s.appeal_id, 0)`, sql`coalesce(s.fund_id, 0)`)} = m.combo_key`
      : sql`left join (values ${sql.join(input.combos.map((c) => sql`(${sql.lit(c.campaignId)}, ${sql.lit(c.appealId)}, ${sql.lit(c.fundId)}, ${sql.lit(c.flags)})`))})
          as m(campaign_id, appeal_id, fund_id, flags)
          on coalesce(s.campaign_id, 0) = m.campaign_id and coalesce(s.appeal_id, 0) = m.appeal_id and coalesce(s.fund_id, 0) = m.fund_id`;
  const softCredits = input.includeSoftCredits ? sql`true` : sql`not s.is_soft_credit`;
  // One pass in memory rather than spilling batches to disk for large audiences.
  await sql`select set_config('work_mem', ${`${groupingMemoryMb(input.expectedDonors ?? 0)}MB`}, true)`.execute(trx);
  await sql`
    create temp table ${GIVING_TABLE} on commit drop as
    select s.constituent_id,
      ${sql.join(sums)},
      max((s.gift_date - date '1970-01-01')::bigint * ${sql.lit(LAST_GIFT_SHIFT)} + s.gift_amount_cents) filter (where s.is_first_split) as last_gift_key,
      max(s.gift_amount_cents) as greatest_gift,
      sum(${amount})::bigint as lifetime_giving,
      count(*) filter (where s.is_first_split)::int as lifetime_gifts,
      coalesce(sum(${amount}) filter (where ${dateRangeCondition(lastYear.fromDate, lastYear.toDate)}), 0)::bigint as total_gift_last_year
    from gift_splits s
    ${join}
    where s.environment_id = ${input.environmentId} and ${softCredits}
      ${input.isWholeEnvironment ? sql`` : sql`and s.constituent_id in (select am.constituent_id from audience_members am where am.audience_id = ${input.audienceId})`}
    group by s.constituent_id
  `.execute(trx);
  // A temporary table is never analysed by autovacuum; the join that writes the appeal's rows is planned next.
  await sql`analyze ${GIVING_TABLE}`.execute(trx);
}

/** Replaces the appeal's rows with one row per audience member (donors without gifts get zeros). */
export async function writeAppealConstituents(
  trx: Trx,
  input: Pick<AppealGivingInput, 'companyId' | 'appealId' | 'audienceId' | 'environmentId' | 'isWholeEnvironment'>,
): Promise<number> {
  const isMember = input.isWholeEnvironment
    ? sql`c.environment_id = ${input.environmentId}`
    : sql`c.id in (select am.constituent_id from audience_members am where am.audience_id = ${input.audienceId})`;
  const rows = sql`
    select c.id, c.external_id, c.lookup_id, c.first_name, c.last_name, c.preferred_name, c.spouse, c.address1, c.city, c.state, c.email, c.zip,
      ${sql.raw(givingColumnsAs((column) => (column === 'last_gift' ? `coalesce(g.last_gift_key % ${LAST_GIFT_SHIFT}, 0)` : `coalesce(g.${column}, 0)`)))},
      coalesce(c.wealth_rating_cents, 0), c.custom_field_values, c.contact_name, c.informal_name, c.addressee
    from constituents c
    left join ${GIVING_TABLE} g on g.constituent_id = c.id
    where ${isMember}`;
  const donors = await replaceAppealDonorsFrom(trx, { companyId: input.companyId, appealId: input.appealId }, rows);
  await sql`drop table if exists ${GIVING_TABLE}`.execute(trx);
  return donors;
}
