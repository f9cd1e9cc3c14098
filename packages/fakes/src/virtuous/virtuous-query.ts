// Virtuous Query bodies: groups of conditions (ANDed within a group, groups ORed), each checked against the
// entity's QueryOptions as the real API does per organisation, evaluated to an ordered list of ids.
import type { VirtuousDataset } from './virtuous-dataset.ts';

export interface QueryCondition {
  parameter: string;
  operator: string;
  value?: string;
  secondaryValue?: string;
  values?: string[];
}

export interface QueryBody {
  groups?: Array<{ conditions?: QueryCondition[] }>;
  sortBy?: string;
  descending?: boolean;
}

export class VirtuousBadRequest extends Error {}

const DATE_OPERATORS = ['Is', 'Is After', 'Is Before', 'Between', 'OnOrAfter', 'OnOrBefore'];
const ID_OPERATORS = ['Is', 'Is Any Of'];

export const QUERY_OPTIONS = {
  Contact: [
    { parameter: 'Tag', type: 'Tag', operators: ['Is'] },
    { parameter: 'Last Modified Date', type: 'DateTime', operators: DATE_OPERATORS },
    { parameter: 'Contact Id', type: 'Int', operators: ID_OPERATORS },
  ],
  Gift: [
    { parameter: 'Contact Tag', type: 'Tag', operators: ['Is'] },
    { parameter: 'Last Modified Date', type: 'DateTime', operators: DATE_OPERATORS },
    { parameter: 'Gift Date', type: 'DateTime', operators: DATE_OPERATORS },
    { parameter: 'Contact Id', type: 'Int', operators: ID_OPERATORS },
  ],
} as const;

export type QueryEntity = keyof typeof QUERY_OPTIONS;

/** GET /api/{Entity}/QueryOptions */
export function queryOptionsView(entity: QueryEntity) {
  return {
    options: QUERY_OPTIONS[entity].map((o) => ({
      parameter: o.parameter,
      type: o.type,
      operatorOptions: o.operators.map((operator) => ({ operator, multipleValuesAllowed: operator === 'Is Any Of', valueRequired: true })),
      valueOptions: [],
    })),
  };
}

function dateTest(c: QueryCondition): (ms: number) => boolean {
  const a = Date.parse(c.value ?? '');
  const b = Date.parse(c.secondaryValue ?? '');
  if (Number.isNaN(a) || (c.operator === 'Between' && Number.isNaN(b))) throw new VirtuousBadRequest(`The value for '${c.parameter}' is not a valid date.`);
  switch (c.operator) {
    case 'Is After':
      return (ms) => ms > a;
    case 'OnOrAfter':
      return (ms) => ms >= a;
    case 'Is Before':
      return (ms) => ms < a;
    case 'OnOrBefore':
      return (ms) => ms <= a;
    case 'Between':
      return (ms) => ms >= a && ms <= b;
    default:
      return (ms) => ms >= a && ms < a + 86_400_000;
  }
}

type Test = (id: number) => boolean;

function conditionTest(entity: QueryEntity, d: VirtuousDataset, c: QueryCondition): Test {
  const option = QUERY_OPTIONS[entity].find((o) => o.parameter === c.parameter);
  if (!option) throw new VirtuousBadRequest(`'${c.parameter}' is not a valid query parameter.`);
  if (!(option.operators as readonly string[]).includes(c.operator)) throw new VirtuousBadRequest(`'${c.operator}' is not a valid operator for '${c.parameter}'.`);
  const contactOf = entity === 'Gift' ? (id: number) => d.contactOfGift(id) : (id: number) => id;
  if (option.type === 'Tag') {
    const tag = d.tags.find((t) => t.tagName === c.value && !d.deletedTags.has(t.id));
    if (!tag) throw new VirtuousBadRequest(`The tag '${c.value}' was not found.`);
    return (id) => d.hasTag(contactOf(id), tag.id);
  }
  if (option.type === 'Int') {
    const ids = new Set((c.values?.length ? c.values : [c.value ?? '']).map(Number));
    return (id) => ids.has(contactOf(id));
  }
  const test = dateTest(c);
  if (c.parameter === 'Gift Date') return (id) => test(Date.parse(`${d.gift(id)?.giftDate ?? ''}Z`));
  return (id) => test(d.modifiedMs(entity === 'Gift' ? 'gift' : 'contact', id));
}

/** Ids matching the body, ascending (the fake sorts by Id only). */
export function evaluateQuery(entity: QueryEntity, d: VirtuousDataset, body: QueryBody): Int32Array {
  const groups = (body.groups ?? []).filter((g) => (g.conditions ?? []).length > 0).map((g) => g.conditions!.map((c) => conditionTest(entity, d, c)));
  const limit = entity === 'Gift' ? d.giftIdLimit : d.contactCount;
  const matches: number[] = [];
  for (let id = 1; id <= limit; id++) {
    if (entity === 'Gift' && d.deletedGifts.has(id)) continue;
    if (groups.length === 0 || groups.some((tests) => tests.every((test) => test(id)))) matches.push(id);
  }
  const ids = Int32Array.from(matches);
  return body.descending ? ids.reverse() : ids;
}
