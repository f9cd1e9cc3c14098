// SKY API collection paging: `{ count, next_link, value }`, limit/offset in id order, or last_modified with
// an opaque sort_token (stable while records change between calls, as the real token is).

export const SKY_DEFAULT_LIMIT = 500;
export const SKY_MAX_LIMIT = 5000;

export interface SkyCollection<T> {
  count: number;
  next_link?: string;
  value: T[];
}

/** One kind of record addressed by numeric id: base records 1..baseCount plus changed or added ones. */
export interface IdSpace<T extends SkyRecord> {
  idLimit: number;
  get(id: number): T | undefined;
  /** Sorted ascending. */
  deletedIds(): number[];
  /** Changed or added ids in (date_modified, id) order. */
  changedIds(): number[];
  isChanged(id: number): boolean;
  baseModifiedMs(id: number): number;
}

export class SkyBadRequest extends Error {}

export interface SkyRecord {
  id: string;
  date_modified: string;
}

export function readLimit(params: URLSearchParams): number {
  const raw = params.get('limit');
  if (raw === null) return SKY_DEFAULT_LIMIT;
  const limit = Number(raw);
  if (!Number.isInteger(limit) || limit < 0 || limit > SKY_MAX_LIMIT) throw new SkyBadRequest(`The value '${raw}' is not valid for limit. It must be between 0 and ${SKY_MAX_LIMIT}.`);
  return limit;
}

function readOffset(params: URLSearchParams): number {
  const raw = params.get('offset');
  if (raw === null) return 0;
  const offset = Number(raw);
  if (!Number.isInteger(offset) || offset < 0) throw new SkyBadRequest(`The value '${raw}' is not valid for offset.`);
  return offset;
}

function nextLinkWith(selfUrl: URL, changes: Record<string, string>): string {
  const next = new URL(selfUrl);
  for (const [key, value] of Object.entries(changes)) next.searchParams.set(key, value);
  return next.toString();
}

/** Pages a space in id order with limit and offset, skipping deleted ids without reading records. */
export function pageById<T extends SkyRecord>(space: IdSpace<T>, params: URLSearchParams, selfUrl: URL): SkyCollection<T> {
  const limit = readLimit(params);
  const offset = readOffset(params);
  const deleted = space.deletedIds();
  const count = space.idLimit - deleted.length;
  let id = offset + 1;
  for (const d of deleted) {
    if (d <= id) id += 1;
    else break;
  }
  const value: T[] = [];
  for (; id <= space.idLimit && value.length < limit; id++) {
    const record = space.get(id);
    if (record) value.push(record);
  }
  const nextOffset = offset + limit;
  return { count, value, ...(limit > 0 && nextOffset < count ? { next_link: nextLinkWith(selfUrl, { offset: String(nextOffset), limit: String(limit) }) } : {}) };
}

/** Pages the members of a list (numeric ids ascending) with limit and offset. */
export function pageMembers<T>(members: readonly number[], get: (id: number) => T | undefined, params: URLSearchParams, selfUrl: URL): SkyCollection<T> {
  const limit = readLimit(params);
  const offset = readOffset(params);
  const present = members.filter((id) => get(id) !== undefined);
  const value = present.slice(offset, offset + limit).map((id) => get(id)!);
  const nextOffset = offset + limit;
  return { count: present.length, value, ...(limit > 0 && nextOffset < present.length ? { next_link: nextLinkWith(selfUrl, { offset: String(nextOffset), limit: String(limit) }) } : {}) };
}

interface Cursor {
  m: string;
  id: number;
}

function encodeToken(cursor: Cursor): string {
  return Buffer.from(JSON.stringify(cursor)).toString('base64url');
}

function decodeToken(token: string): Cursor {
  try {
    const cursor = JSON.parse(Buffer.from(token, 'base64url').toString('utf8')) as Cursor;
    if (typeof cursor.m === 'string' && Number.isInteger(cursor.id)) return cursor;
  } catch {
    // fall through to the error below
  }
  throw new SkyBadRequest('The sort_token is not valid.');
}

const after = (m: string, id: number, cursor: Cursor | null) => cursor === null || m > cursor.m || (m === cursor.m && id > cursor.id);

/**
 * Pages records modified at or after last_modified in (date_modified, id) order. Base records carry
 * date_modified = base time + id, so their order is id order and they all come before changed ones.
 */
export function pageByModified<T extends SkyRecord>(space: IdSpace<T>, params: URLSearchParams, selfUrl: URL): SkyCollection<T> {
  if (params.has('sort')) throw new SkyBadRequest('sort and last_modified/sort_token cannot be combined.');
  const limit = readLimit(params);
  const since = Date.parse(params.get('last_modified') ?? '');
  if (Number.isNaN(since)) throw new SkyBadRequest(`The value '${params.get('last_modified')}' is not valid for last_modified.`);
  const token = params.get('sort_token');
  const cursor = token ? decodeToken(token) : null;
  const deleted = new Set(space.deletedIds());
  const isBaseOut = (id: number) => deleted.has(id) || space.isChanged(id);
  const firstBaseId = Math.max(1, since - space.baseModifiedMs(0));
  const isBaseCursor = cursor !== null && Date.parse(cursor.m) === space.baseModifiedMs(cursor.id);
  const value: T[] = [];
  let count = Math.max(0, space.idLimit - firstBaseId + 1);
  for (const id of new Set([...deleted, ...space.changedIds()])) if (id >= firstBaseId && id <= space.idLimit) count -= 1;
  // Base records first (id order), unless the cursor is already past them.
  if (cursor === null || isBaseCursor) {
    for (let id = Math.max(firstBaseId, isBaseCursor ? cursor.id + 1 : 1); id <= space.idLimit && value.length < limit; id++) {
      if (isBaseOut(id)) continue;
      const record = space.get(id);
      if (record) value.push(record);
    }
  }
  for (const id of space.changedIds()) {
    const record = space.get(id);
    if (!record || Date.parse(record.date_modified) < since) continue;
    count += 1;
    if (value.length < limit && after(record.date_modified, id, isBaseCursor ? null : cursor)) value.push(record);
  }
  const last = value.at(-1);
  const isFull = limit > 0 && value.length === limit;
  return {
    count,
    value,
    ...(isFull && last ? { next_link: nextLinkWith(selfUrl, { limit: String(limit), last_modified: params.get('last_modified')!, sort_token: encodeToken({ m: last.date_modified, id: Number(last.id) }) }) } : {}),
  };
}
