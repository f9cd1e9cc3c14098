import { GIVING_FIELDS } from '@askwise/domain/giving-fields';
import type { Selectable } from 'kysely';
import type { AppealConstituentsTable } from '../../db/donor-tables.ts';
import type { XlsxCellKind } from '../../platform/xlsx/index.ts';

/** EFT_M mandatory (always exported), EFT_S suggested (checked by default), EFT_O optional. */
export type ExportFieldCode = 'EFT_M' | 'EFT_S' | 'EFT_O';

/** A donor field the user may put in the export files (spec section 3, 'Export field'). */
export interface ExportField {
  id: string;
  code: ExportFieldCode;
  name: string;
  isDefaultChecked: boolean;
}

/** The donor values an export row is built from: an appeal_constituents row without its keys, amounts in cents. */
export type ExportDonor = Omit<Selectable<AppealConstituentsTable>, 'id' | 'companyId' | 'appealId' | 'constituentId' | 'customFieldValues'>;

export interface DonorFieldColumn extends ExportField {
  kind: XlsxCellKind;
  /** The review grid's key for this column (appeals.column_order_settings). */
  gridKey: string;
  value: (donor: ExportDonor, context: { exportedAt: Date }) => string | number | Date | null;
}

type Source = 'blackbaud' | 'excel' | 'virtuous';

const field = (
  id: string,
  code: ExportFieldCode,
  name: string,
  kind: XlsxCellKind,
  value: DonorFieldColumn['value'],
  gridKey = id,
): DonorFieldColumn => ({ id, code, name, isDefaultChecked: code !== 'EFT_O', kind, value, gridKey });

/** A gift of 0 is no gift (the donor tables store an empty cell as 0): its cell stays blank, as in the uploaded file. */
const gift = (cents: number): number | null => (cents === 0 ? null : cents);

/** The id staff know and their imports match on: Raiser's Edge NXT's lookup id, else the source's own id. */
const ID = field('constituentId', 'EFT_M', 'Cont. ID', 'text', (d) => d.lookupId ?? d.externalId);
const PERSON_NAMES = [
  field('firstName', 'EFT_M', 'First Name', 'text', (d) => d.firstName),
  field('lastName', 'EFT_M', 'Last Name', 'text', (d) => d.lastName),
];
// The second system's contacts have a contact name and an informal name instead of first and last names.
const CONTACT_NAMES = [
  field('contactName', 'EFT_M', 'Contact Name', 'text', (d) => d.contactName),
  field('informalName', 'EFT_M', 'Informal Name', 'text', (d) => d.informalName),
];

const SUGGESTED = [
  field('preferredName', 'EFT_S', 'Preferred Name', 'text', (d) => d.preferredName),
  field('address1', 'EFT_S', 'Address1', 'text', (d) => d.address1),
  field('city', 'EFT_S', 'City', 'text', (d) => d.city),
  field('state', 'EFT_S', 'State', 'text', (d) => d.state),
  field('zipCode', 'EFT_S', 'Zip', 'text', (d) => d.zipCode),
  field('preferredEmail', 'EFT_S', 'Preferred Email', 'text', (d) => d.email),
];

/** The giving fields of giving-fields.ts, optional, titled by their template header. */
const GIVING_EXPORT_FIELDS = GIVING_FIELDS.map(({ key, header, kind }) =>
  kind === 'count' ? field(key, 'EFT_O', header, 'integer', (d) => d[key]) : field(key, 'EFT_O', header, 'cents', (d) => gift(d[key])),
);

const OPTIONAL = [
  field('lookupId', 'EFT_O', 'Lookup ID', 'text', (d) => d.lookupId, 'blackbaudLookupId'),
  field('spouse', 'EFT_O', 'Spouse', 'text', (d) => d.spouse),
  ...GIVING_EXPORT_FIELDS,
  field('minSuggestedAskWR', 'EFT_O', 'Wealth Rating - Minimum Suggested Ask', 'cents', (d) => gift(d.minSuggestedAskWr)),
  field('exportDate', 'EFT_O', 'Export Date', 'date', (_d, c) => c.exportedAt),
];

const VIRTUOUS_SUGGESTED = [field('addressee', 'EFT_S', 'Addressee', 'text', (d) => d.addressee), ...SUGGESTED.filter((f) => f.id !== 'preferredName')];

/** Every donor field of a source's exports, mandatory first. */
export function donorFieldsOf(source: Source): DonorFieldColumn[] {
  if (source === 'virtuous') return [ID, ...CONTACT_NAMES, ...VIRTUOUS_SUGGESTED, ...OPTIONAL.filter((f) => f.id !== 'lookupId')];
  return [ID, ...PERSON_NAMES, ...SUGGESTED, ...OPTIONAL];
}

/** The ladder in words for the letter body (highest ask first), written beside the asks (export-columns.ts). */
export const MERGE_TEXT_FIELD: ExportField = { id: 'mergeText', code: 'EFT_O', name: 'Merge Text', isDefaultChecked: false };

/** The catalogue as the API shows it (getAppealExportFields): the donor fields, then the merge text. */
export function exportFieldsOf(source: Source): ExportField[] {
  return [...donorFieldsOf(source).map(({ id, code, name, isDefaultChecked }) => ({ id, code, name, isDefaultChecked })), MERGE_TEXT_FIELD];
}

/**
 * The donor columns of an export: mandatory fields always, then the chosen ones. With nothing chosen
 * yet (extraFieldsSettings empty) the suggested fields are taken, as the page pre-checks them.
 */
export function chosenDonorFields(source: Source, extraFieldsSettings: string | null): DonorFieldColumn[] {
  const chosen = extraFieldsSettings === null ? null : new Set(splitSettingsList(extraFieldsSettings));
  return donorFieldsOf(source).filter((f) => f.code === 'EFT_M' || (chosen ? chosen.has(f.id) : f.isDefaultChecked));
}

/** Comma lists of settings; custom field names are URI-encoded so that a comma inside a name survives. */
export function splitSettingsList(text: string | null | undefined): string[] {
  if (!text) return [];
  return text
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)
    .map((item) => {
      try {
        return decodeURIComponent(item);
      } catch {
        return item;
      }
    });
}

export function joinSettingsList(items: readonly string[]): string {
  return items.map((item) => encodeURIComponent(item)).join(',');
}
