import { z } from 'zod';
import { MAPPED_GIVING_FIELDS, type MappedGivingKey, type MappedGivingWireName } from '../giving-fields.ts';

// An appeal's mapping (spec section 3, 'Mapping settings'): for each of five sections, the campaign /
// appeal / fund combinations whose gift splits count, and an optional date range.

export const MAPPING_SECTIONS: readonly MappedGivingKey[] = MAPPED_GIVING_FIELDS.map((f) => f.key);
export type MappingSection = MappedGivingKey;

/** The names the sections travel under in MapAppealRequest and read back as appealName in getAppealMapping. */
export const SECTION_WIRE_NAMES = Object.fromEntries(MAPPED_GIVING_FIELDS.map((f) => [f.key, f.mapping.wireName])) as Readonly<
  Record<MappingSection, MappedGivingWireName>
>;
export type SectionWireName = MappedGivingWireName;

/** The section titles: the template headers of the five fields. */
export const SECTION_LABELS = Object.fromEntries(MAPPED_GIVING_FIELDS.map((f) => [f.key, f.header])) as Readonly<Record<MappingSection, string>>;

/** Ids the tree uses for 'none'; they are sent and stored as empty strings. */
const PLACEHOLDER_IDS = new Set(['campaignId', 'appealId', 'fundId']);
const idSchema = z
  .string()
  .max(200)
  .transform((id) => (PLACEHOLDER_IDS.has(id) ? '' : id.trim()));

export const mappingItemSchema = z.object({ campaignId: idSchema, appealId: idSchema, fundId: idSchema });
export type MappingItem = z.infer<typeof mappingItemSchema>;

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})/;

/** 'YYYY-MM-DD' from an ISO date or date-time (its calendar part, never shifted by a time zone), or null. */
export function toCalendarDate(value: string | null | undefined): string | null {
  if (!value) return null;
  const match = CALENDAR_DATE.exec(value.trim());
  if (!match) return null;
  const [, y, m, d] = match;
  const date = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
  if (date.getUTCFullYear() !== Number(y) || date.getUTCMonth() !== Number(m) - 1 || date.getUTCDate() !== Number(d)) return null;
  return `${y}-${m}-${d}`;
}

const dateSchema = z
  .string()
  .nullish()
  .transform((value, ctx) => {
    if (value === null || value === undefined || value.trim() === '') return null;
    const date = toCalendarDate(value);
    if (date === null) ctx.addIssue({ code: 'custom', message: `'${value}' is not a valid date.` });
    return date;
  });

/** Selections are capped so that one request cannot ask the job to match an unbounded list. */
export const MAX_ITEMS_PER_SECTION = 5000;

export const mappingSectionSchema = z.object({
  items: z.array(mappingItemSchema).max(MAX_ITEMS_PER_SECTION, `Select at most ${MAX_ITEMS_PER_SECTION} funds per section.`),
  fromDate: dateSchema,
  toDate: dateSchema,
});
export type MappingSectionSettings = z.infer<typeof mappingSectionSchema>;

type SectionSchemas<K extends string> = Record<K, typeof mappingSectionSchema>;
const sectionSchemas = <K extends string>(names: readonly K[]) =>
  Object.fromEntries(names.map((name) => [name, mappingSectionSchema])) as SectionSchemas<K>;

export const mappingSettingsSchema = z.object(sectionSchemas(MAPPING_SECTIONS));
export type MappingSettings = z.infer<typeof mappingSettingsSchema>;

/** MapAppealRequest's mappingAppeal: the same five sections under their sent names. */
export const wireMappingSchema = z.object(sectionSchemas(MAPPED_GIVING_FIELDS.map((f) => f.mapping.wireName)));
export type WireMapping = z.infer<typeof wireMappingSchema>;

export function emptyMappingSettings(): MappingSettings {
  const empty = (): MappingSectionSettings => ({ items: [], fromDate: null, toDate: null });
  return Object.fromEntries(MAPPING_SECTIONS.map((section) => [section, empty()])) as MappingSettings;
}

export function fromWireMapping(wire: WireMapping): MappingSettings {
  return Object.fromEntries(MAPPING_SECTIONS.map((section) => [section, wire[SECTION_WIRE_NAMES[section]]])) as MappingSettings;
}

export function toWireMapping(settings: MappingSettings): WireMapping {
  return Object.fromEntries(MAPPING_SECTIONS.map((section) => [SECTION_WIRE_NAMES[section], settings[section]])) as WireMapping;
}

/** Reads stored mapping settings; anything unreadable counts as 'nothing mapped'. */
export function parseStoredMapping(stored: unknown): MappingSettings {
  const value = typeof stored === 'string' ? safeJson(stored) : stored;
  const parsed = mappingSettingsSchema.safeParse(value);
  return parsed.success ? parsed.data : emptyMappingSettings();
}

export function itemKey(item: MappingItem): string {
  return `${item.campaignId}\u001f${item.appealId}\u001f${item.fundId}`;
}

export function isSectionMapped(section: MappingSectionSettings): boolean {
  return section.items.length > 0;
}

/** All five sections have at least one selection (otherwise the 'Confirm?' dialog asks first). */
export function isFullyMapped(settings: MappingSettings): boolean {
  return MAPPING_SECTIONS.every((section) => isSectionMapped(settings[section]));
}

/** A canonical text of a mapping and the soft-credit choice: equal texts map to equal rows. */
export function mappingFingerprint(settings: MappingSettings, includeSoftCredits: boolean): string {
  const sections = MAPPING_SECTIONS.map((section) => {
    const { items, fromDate, toDate } = settings[section];
    const keys = [...new Set(items.map(itemKey))].sort();
    return [section, fromDate ?? '', toDate ?? '', keys];
  });
  return JSON.stringify([includeSoftCredits ? 1 : 0, sections]);
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
