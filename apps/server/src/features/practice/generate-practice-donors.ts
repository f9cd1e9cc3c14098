import { sql, type RawBuilder } from 'kysely';
import type { Trx } from '../../db/database.ts';
import { insertDonorsFrom, insertGiftsFrom, writeLevels } from '../donors/index.ts';
import {
  CONSTITUENT_CODES,
  FIRST_NAMES,
  LAST_NAMES,
  PLACES,
  PRACTICE_CAMPAIGNS,
  PRACTICE_FUNDS,
  STREETS,
  STREET_SUFFIXES,
  practiceAppeals,
} from './practice-catalog.ts';

// Generates the practice organisation in set-based SQL: every donor and gift comes from a repeatable
// hash of (seed, donor number, ...), so the same seed always gives the same organisation, and a million
// donors take one statement per table rather than a million round trips.

export interface PracticeGeneration {
  companyId: number;
  /** environments.id */
  environmentId: number;
  /** Donors numbered 1..constituents. */
  constituents: number;
  seed: number;
  /** 'YYYY-MM-DD': gifts run from 1 January ten years before up to this day. */
  today: string;
  /** Share of donors who give monthly (they drive the gift count; the bench raises it). */
  monthlyShare: number;
}

/** The first year of the ten-year history and the current year. */
export function practiceYears(today: string) {
  const currentYear = Number(today.slice(0, 4));
  const firstYear = currentYear - 10;
  return { firstYear, currentYear, capitalYears: [currentYear - 6, currentYear - 5, currentYear - 4, currentYear - 3] as const };
}

/** A repeatable number in [0, 1) for a key; each stream number gives an independent draw. */
function draw(g: PracticeGeneration, key: RawBuilder<unknown>, stream: number): RawBuilder<number> {
  return sql<number>`askwise_unit_hash(${key}, ${sql.lit(g.seed * 1000 + stream)})`;
}

function pick(list: RawBuilder<unknown>, length: number, u: RawBuilder<number>): RawBuilder<string> {
  return sql<string>`(${list})[1 + floor(${u} * ${sql.lit(length)})::int]`;
}

export async function insertPracticeHierarchy(trx: Trx, g: PracticeGeneration): Promise<void> {
  const { firstYear, currentYear, capitalYears } = practiceYears(g.today);
  const levels = [
    ['campaigns', PRACTICE_CAMPAIGNS],
    ['appeals', practiceAppeals(firstYear, currentYear, capitalYears)],
    ['funds', PRACTICE_FUNDS],
  ] as const;
  for (const [level, rows] of levels) {
    await writeLevels(trx, g, level, rows.map((row) => ({ externalId: row.externalId, name: row.name, dateAdded: row.dateAdded })));
  }
}

/** Donor k's profile, shared by the constituent row (wealth rating) and the gift plan (capacity). */
function capacityDollars(g: PracticeGeneration, k: RawBuilder<unknown>): RawBuilder<number> {
  const cu = draw(g, k, 12);
  const cv = draw(g, k, 13);
  // Skewed like real files: most donors give under $100, one in a few hundred gives $5,000 or more.
  return sql<number>`(case when ${cu} < 0.35 then 10 + ${cv} * 30
    when ${cu} < 0.70 then 40 + ${cv} * 60
    when ${cu} < 0.88 then 100 + ${cv} * 150
    when ${cu} < 0.96 then 250 + ${cv} * 750
    when ${cu} < 0.99 then 1000 + ${cv} * 4000
    when ${cu} < 0.998 then 5000 + ${cv} * 15000
    else 20000 + ${cv} * 80000 end)`;
}

const hasSpouse = (g: PracticeGeneration, k: RawBuilder<unknown>) => sql<boolean>`(${draw(g, k, 4)} < 0.35)`;

export async function insertPracticeConstituents(trx: Trx, g: PracticeGeneration, fromKey: number, toKey: number): Promise<void> {
  const k = sql`k`;
  const first = sql`fn`;
  const last = sql`ln`;
  const { currentYear } = practiceYears(g.today);
  await insertDonorsFrom(trx, g, sql`
    select k::text, 'LK' || lpad(k::text, 7, '0'), fn, ln,
      case when ${draw(g, k, 3)} < 0.15 then fn end,
      case when ${hasSpouse(g, k)} then ${pick(sql`${FIRST_NAMES}::text[]`, FIRST_NAMES.length, draw(g, k, 5))} || ' ' || ln end,
      (100 + floor(${draw(g, k, 6)} * 9800))::int || ' ' || ${pick(sql`${STREETS}::text[]`, STREETS.length, draw(g, k, 7))} || ' '
        || ${pick(sql`${STREET_SUFFIXES}::text[]`, STREET_SUFFIXES.length, draw(g, k, 8))},
      (${sql`${PLACES.map((p) => p[0])}::text[]`})[place], (${sql`${PLACES.map((p) => p[1])}::text[]`})[place],
      (${sql`${PLACES.map((p) => p[2])}::text[]`})[place] || lpad(floor(${draw(g, k, 10)} * 100)::int::text, 2, '0'),
      case when ${draw(g, k, 9)} < 0.7 then lower(${first} || '.' || replace(${last}, ' ', '') || k) || '@example.org' end,
      case when ${draw(g, k, 20)} < 0.2
        then (round(${capacityDollars(g, k)} * (40 + ${draw(g, k, 21)} * 360) / 1000) * 1000 * 100)::bigint end,
      jsonb_build_array(
        jsonb_build_object('category', 'Constituent Code', 'value', ${pick(sql`${CONSTITUENT_CODES}::text[]`, CONSTITUENT_CODES.length, draw(g, k, 22))}),
        jsonb_build_object('category', 'Member Since', 'value', (${currentYear - 25} + floor(${draw(g, k, 23)} * 25))::int::text))
    from generate_series(${fromKey}::int, ${toKey}::int) as k
    cross join lateral (select
      ${pick(sql`${FIRST_NAMES}::text[]`, FIRST_NAMES.length, draw(g, k, 1))} as fn,
      ${pick(sql`${LAST_NAMES}::text[]`, LAST_NAMES.length, draw(g, k, 2))} as ln,
      1 + floor(${draw(g, k, 11)} * ${sql.lit(PLACES.length)})::int as place) as person
  `);
}

interface GiftKind {
  no: number;
  campaign: string | null;
  /** A yearly appeal ('{y}' is the year) or a standing one. */
  appeal: string | null;
  fund: string;
  /** A quarter of this kind's gifts go to this fund instead. */
  altFund: string | null;
  probability: number;
  factor: number;
  minDollars: number;
  /** Day window: first month/day and number of days after it; or a fixed day per year. */
  window: { month: number; day: number; days: number } | 'gala' | 'golf';
  giftType: string | null;
}

const KINDS: GiftKind[] = [
  { no: 1, campaign: 'CMP-ANNUAL', appeal: 'APL-SPRING-{y}', fund: 'FND-UNRESTRICTED', altFund: 'FND-SCHOLARSHIPS', probability: 0.4, factor: 0.8, minDollars: 10, window: { month: 3, day: 15, days: 108 }, giftType: null },
  { no: 2, campaign: 'CMP-ANNUAL', appeal: 'APL-YEAREND-{y}', fund: 'FND-UNRESTRICTED', altFund: 'FND-PROGRAMS', probability: 0.55, factor: 1, minDollars: 10, window: { month: 11, day: 1, days: 61 }, giftType: null },
  { no: 3, campaign: 'CMP-EVENTS', appeal: 'APL-GALA-{y}', fund: 'FND-EVENTS', altFund: null, probability: 0.06, factor: 2, minDollars: 150, window: 'gala', giftType: 'Credit Card' },
  { no: 4, campaign: 'CMP-EVENTS', appeal: 'APL-GOLF-{y}', fund: 'FND-EVENTS', altFund: null, probability: 0.04, factor: 2.5, minDollars: 250, window: 'golf', giftType: 'Credit Card' },
  { no: 5, campaign: null, appeal: 'APL-MEMORIAL', fund: 'FND-ENDOWMENT', altFund: null, probability: 0.015, factor: 0.5, minDollars: 10, window: { month: 1, day: 1, days: 365 }, giftType: 'Check' },
  { no: 6, campaign: 'CMP-ANNUAL', appeal: null, fund: 'FND-UNRESTRICTED', altFund: null, probability: 0.05, factor: 0.7, minDollars: 5, window: { month: 1, day: 1, days: 365 }, giftType: null },
  { no: 7, campaign: null, appeal: 'APL-MATCHING', fund: 'FND-UNRESTRICTED', altFund: null, probability: 0.01, factor: 1, minDollars: 25, window: { month: 1, day: 1, days: 365 }, giftType: 'Check' },
];

type IdsByExternalId = Map<string, number>;

async function hierarchyIds(trx: Trx, g: PracticeGeneration) {
  const read = async (table: 'fundraisingCampaigns' | 'fundraisingAppeals' | 'fundraisingFunds'): Promise<IdsByExternalId> => {
    const rows = await trx.selectFrom(table).select(['id', 'externalId']).where('environmentId', '=', g.environmentId).execute();
    return new Map(rows.map((r) => [r.externalId, r.id]));
  };
  const [campaigns, appeals, funds] = await Promise.all([read('fundraisingCampaigns'), read('fundraisingAppeals'), read('fundraisingFunds')]);
  const idOf = (ids: IdsByExternalId, externalId: string | null): number | null => {
    if (externalId === null) return null;
    const id = ids.get(externalId);
    if (id === undefined) throw new Error(`The practice hierarchy has no ${externalId}`);
    return id;
  };
  return { campaign: (e: string | null) => idOf(campaigns, e), appeal: (e: string | null) => idOf(appeals, e), fund: (e: string | null) => idOf(funds, e) };
}

/** The gift kinds with their campaign, fund and (per year) appeal ids resolved once. */
function kindRows(g: PracticeGeneration, ids: Awaited<ReturnType<typeof hierarchyIds>>): RawBuilder<unknown> {
  const { firstYear, currentYear } = practiceYears(g.today);
  const rows = KINDS.map((kind) => {
    const window = typeof kind.window === 'string' ? { month: 1, day: 1, days: 0 } : kind.window;
    const years = Array.from({ length: currentYear - firstYear + 1 }, (_, i) => firstYear + i);
    const appealIds = kind.appeal?.includes('{y}') ? years.map((y) => ids.appeal(kind.appeal!.replace('{y}', String(y)))) : years.map(() => ids.appeal(kind.appeal));
    const int = (value: number | null) => sql`${sql.lit(value)}::int`;
    return sql`(${sql.lit(kind.no)}, ${int(ids.campaign(kind.campaign))}, ${sql.lit(`{${appealIds.map((id) => id ?? 'NULL').join(',')}}`)}::int[],
      ${int(ids.fund(kind.fund))}, ${int(ids.fund(kind.altFund))}, ${sql.lit(kind.probability)}::float8, ${sql.lit(kind.factor)}::float8,
      ${sql.lit(kind.minDollars)}::float8, ${sql.lit(typeof kind.window === 'string' ? kind.window : 'range')}::text,
      ${sql.lit(window.month)}, ${sql.lit(window.day)}, ${sql.lit(window.days)}, ${sql.lit(kind.giftType)}::text)`;
  });
  return sql`(values ${sql.join(rows)}) as kind(no, campaign_id, appeal_ids, fund_id, alt_fund_id, probability, factor, min_dollars,
    window_kind, w_month, w_day, w_days, gift_type)`;
}

/**
 * Plans and writes the gifts (with splits and soft credits) of donors fromKey..toKey. Each donor has a
 * segment (non-donor 15%, monthly giver, annual donor), a giving window (lapsed and new donors) and a
 * capacity; each year of the window offers the appeals and events with their own chances.
 */
export async function insertPracticeGifts(trx: Trx, g: PracticeGeneration, fromKey: number, toKey: number): Promise<{ gifts: number }> {
  const { firstYear, currentYear, capitalYears } = practiceYears(g.today);
  const ids = await hierarchyIds(trx, g);
  const k = sql`c.external_id::int`;
  const giftKey = sql`(d.k::bigint * 100000 + (y.y - 2000) * 100 + kind.no)`;
  const monthKey = sql`(d.k::bigint * 100000 + (y.y - 2000) * 100 + 20 + m.m)`;
  const capKey = sql`(d.k::bigint * 100000 + (y.y - 2000) * 100 + 90)`;
  const sequence = await sql<{ name: string }>`select pg_get_serial_sequence('gifts', 'id') as name`.execute(trx);
  const giftSequence = sql.lit(sequence.rows[0]!.name);
  const monthlyEnd = 0.15 + g.monthlyShare;
  const lit = (value: number | null) => sql`${sql.lit(value)}::int`;
  const [programs, scholarships] = [ids.fund('FND-PROGRAMS'), ids.fund('FND-SCHOLARSHIPS')];

  await sql`create temp table practice_gift_plan (
      gift_id bigint, constituent_id bigint, k int, plan_key bigint, gift_date date, amount_cents bigint,
      gift_type text, campaign_id int, appeal_id int, fund_id int, alt_fund_id int) on commit drop`.execute(trx);
  await sql`
    insert into practice_gift_plan (gift_id, constituent_id, k, plan_key, gift_date, amount_cents, gift_type, campaign_id, appeal_id, fund_id, alt_fund_id)
    with donors as materialized (
      select c.id as constituent_id, ${k} as k,
        ${draw(g, k, 30)} as segment,
        ${capacityDollars(g, k)} as capacity,
        ${draw(g, k, 31)} < 0.15 as is_new,
        ${draw(g, k, 32)} < 0.25 as is_lapsed,
        ${draw(g, k, 33)} as start_u, ${draw(g, k, 34)} as length_u
      from constituents c
      where c.environment_id = ${g.environmentId} and ${k} between ${fromKey}::int and ${toKey}::int
    ), d as materialized (
      select *, case when segment < 0.15 then 'none' when segment < ${sql.lit(monthlyEnd)} then 'monthly' else 'annual' end as kind_of_donor,
        case when is_new then ${currentYear} - floor(start_u * 2)::int else ${firstYear} + floor(start_u * 8)::int end as start_year
      from donors
    ), windows as materialized (
      select *, case when is_lapsed and not is_new then greatest(start_year, least(${currentYear - 2}, start_year + floor(length_u * 6)::int))
        else ${currentYear} end as end_year
      from d where kind_of_donor <> 'none'
    ), planned as (
      select d.constituent_id, d.k, ${giftKey} as plan_key,
        case kind.window_kind
          when 'gala' then make_date(y.y, 5, 10 + y.y % 7)
          when 'golf' then make_date(y.y, 9, 8 + y.y % 7)
          else least(make_date(y.y, kind.w_month, kind.w_day) + floor(${draw(g, giftKey, 35)} * kind.w_days)::int, make_date(y.y, 12, 31))
        end as gift_date,
        askwise_nice_cents(greatest(kind.min_dollars, d.capacity * kind.factor * (0.8 + ${draw(g, giftKey, 36)} * 0.45))) as amount_cents,
        coalesce(kind.gift_type, (array['Cash', 'Check', 'Credit Card', 'Check', 'Credit Card', 'Stock/Property'])[1 + floor(${draw(g, giftKey, 37)} * 6)::int]) as gift_type,
        kind.campaign_id,
        coalesce(kind.appeal_ids[y.y - ${firstYear} + 1], kind.appeal_ids[1]) as appeal_id,
        case when kind.alt_fund_id is not null and ${draw(g, giftKey, 38)} < 0.25 then kind.alt_fund_id else kind.fund_id end as fund_id,
        case when ${draw(g, giftKey, 39)} < 0.04 then case when kind.fund_id = ${lit(programs)} then ${lit(scholarships)} else ${lit(programs)} end end as alt_fund_id
      from windows d
      cross join lateral generate_series(d.start_year, d.end_year) as y(y)
      cross join ${kindRows(g, ids)}
      where ${draw(g, giftKey, 40)} < kind.probability * case when d.kind_of_donor = 'monthly' then 0.3 else 1 end
        * case when kind.no in (3, 4) and d.capacity >= 250 then 3 else 1 end
      union all
      select d.constituent_id, d.k, ${monthKey}, make_date(y.y, m.m, 1 + d.k % 28),
        askwise_nice_cents(greatest(10, least(250, d.capacity / 6))), 'Recurring Gift',
        ${lit(ids.campaign('CMP-ANNUAL'))}, ${lit(ids.appeal('APL-MONTHLY'))}, ${lit(ids.fund('FND-UNRESTRICTED'))}, null::int
      from windows d
      cross join lateral generate_series(d.start_year, d.end_year) as y(y)
      cross join generate_series(1, 12) as m(m)
      where d.kind_of_donor = 'monthly' and ${draw(g, monthKey, 41)} < 0.93
      union all
      select d.constituent_id, d.k, ${capKey}, make_date(y.y, 1, 1) + floor(${draw(g, capKey, 42)} * 365)::int,
        askwise_nice_cents(greatest(500, d.capacity * 8 * (0.7 + ${draw(g, capKey, 43)} * 0.6))), 'Pledge Payment', ${lit(ids.campaign('CMP-CAPITAL'))},
        case when y.y < ${capitalYears[2]} then ${lit(ids.appeal('APL-CAPITAL-LEAD'))} else ${lit(ids.appeal('APL-CAPITAL-COMMUNITY'))} end,
        ${lit(ids.fund('FND-BUILDING'))}, null::int
      from windows d
      cross join lateral generate_series(greatest(d.start_year, ${capitalYears[0]}), least(d.end_year, ${capitalYears[3]})) as y(y)
      where ${draw(g, capKey, 44)} < case when d.capacity >= 250 then 0.3 else 0.02 end
    )
    select nextval(${giftSequence}::regclass), p.constituent_id, p.k, p.plan_key, p.gift_date, p.amount_cents, p.gift_type,
      p.campaign_id, p.appeal_id, p.fund_id, p.alt_fund_id
    from planned p
    where p.gift_date <= ${g.today}::date
  `.execute(trx);

  // A quarter of the gifts of donors with a spouse are soft-credited to the household partner (the
  // neighbouring donor number), as their own rows.
  await sql`
    insert into practice_gift_plan (gift_id, constituent_id, k, plan_key, gift_date, amount_cents, gift_type, campaign_id, appeal_id, fund_id, alt_fund_id)
    select nextval(${giftSequence}::regclass), partner.id, -1, p.plan_key, p.gift_date, p.amount_cents, 'Soft Credit', p.campaign_id, p.appeal_id, p.fund_id, p.alt_fund_id
    from practice_gift_plan p
    join constituents partner on partner.environment_id = ${g.environmentId}
      and partner.external_id = (case when p.k % 2 = 1 then p.k + 1 else p.k - 1 end)::text
    where p.k > 0 and ${hasSpouse(g, sql`p.k`)} and ${draw(g, sql`p.plan_key`, 45)} < 0.25
  `.execute(trx);

  await insertGiftsFrom(trx, g, {
    gifts: sql`select gift_id, constituent_id, 'G' || gift_id, gift_date, amount_cents, gift_type, k < 0 from practice_gift_plan`,
    // A few gifts are split 60/40 across two funds; each split repeats its gift's amount and donor.
    splits: sql`
      select gift_id, constituent_id, gift_date, k < 0,
        case when alt_fund_id is null then amount_cents else round(amount_cents * 0.6)::bigint end,
        campaign_id, appeal_id, fund_id, amount_cents, true
      from practice_gift_plan
      union all
      select gift_id, constituent_id, gift_date, k < 0,
        amount_cents - round(amount_cents * 0.6)::bigint, campaign_id, appeal_id, alt_fund_id, amount_cents, false
      from practice_gift_plan where alt_fund_id is not null`,
  });
  const count = await sql<{ n: number }>`select count(*)::int as n from practice_gift_plan`.execute(trx);
  await sql`drop table practice_gift_plan`.execute(trx);
  return { gifts: count.rows[0]?.n ?? 0 };
}
