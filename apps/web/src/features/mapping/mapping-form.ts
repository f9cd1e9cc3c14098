import { defaultSectionDates } from '@askwise/domain/mapping/mapping-dates';
import {
  HIERARCHY_SIZE_LIMIT_TEXT,
  HIERARCHY_TOO_LARGE,
} from '@askwise/domain/mapping/map-appeal-statuses';
import {
  MAPPING_SECTIONS,
  mappingFingerprint,
  parseStoredMapping,
  type MappingSettings,
} from '@askwise/domain/mapping/mapping-settings';

export interface MappingForm {
  settings: MappingSettings;
  includeSoftCredits: boolean;
}

/** A new mapping: nothing selected, each section with its default dates. */
export function newMappingForm(today: string): MappingForm {
  const settings = Object.fromEntries(MAPPING_SECTIONS.map((section) => [section, { items: [], ...defaultSectionDates(section, today) }])) as unknown as MappingSettings;
  return { settings, includeSoftCredits: false };
}

/** The form of a saved appeal: its mapping as stored (open dates stay open). */
export function savedMappingForm(appeal: { mappingSettings?: string | null; includeSoftCredits: number }, today: string): MappingForm {
  if (!appeal.mappingSettings) return { ...newMappingForm(today), includeSoftCredits: appeal.includeSoftCredits === 1 };
  return { settings: parseStoredMapping(appeal.mappingSettings), includeSoftCredits: appeal.includeSoftCredits === 1 };
}

export function isSameMapping(a: MappingForm, b: MappingForm): boolean {
  return mappingFingerprint(a.settings, a.includeSoftCredits) === mappingFingerprint(b.settings, b.includeSoftCredits);
}

/** The spec's hierarchy messages: too large, another error with a message, or none. */
export function hierarchyErrorText(error: string | null | undefined): string {
  if (error?.includes(HIERARCHY_SIZE_LIMIT_TEXT)) return HIERARCHY_TOO_LARGE;
  if (error) return 'Something went wrong, please try again with a different date range';
  return 'Something went wrong';
}
