import type { ExportLayout, PresetColumn } from './export-preset-fields.ts';

/** A preset as the export page lists it: a saved one (id: its row) or a ready-made one (id 'ready:...'). */
export interface ExportPreset extends ExportLayout {
  id: string;
  name: string;
  isReadyMade: boolean;
}

const columns = (...pairs: Array<[string, string]>): PresetColumn[] => pairs.map(([field, header]) => ({ field, header }));
const numbered = (prefix: string, header: string): Array<[string, string]> => [1, 2, 3, 4, 5].map((k) => [`${prefix}${k}`, `${header}${k}`]);

// Shipped for every company, the same for all: used as they are, never changed or deleted. Headers without
// spaces, as word processors name merge fields after them.
export const READY_MADE_PRESETS: readonly ExportPreset[] = [
  {
    id: 'ready:mail-merge',
    name: 'Mail merge (word processor)',
    isReadyMade: true,
    fileFormat: 'xlsx',
    mergeTextOrder: 'highest_first',
    columns: columns(
      ['constituentId', 'DonorID'],
      ['preferredName', 'Salutation'],
      ['firstName', 'FirstName'],
      ['lastName', 'LastName'],
      ['address1', 'Address'],
      ['city', 'City'],
      ['state', 'State'],
      ['zipCode', 'Zip'],
      ['mergeText', 'AskText'],
      ['ask1', 'Ask1'],
      ['ask2', 'Ask2'],
      ['ask3', 'Ask3'],
      ['keyCode', 'KeyCode'],
    ),
  },
  {
    id: 'ready:mail-house',
    name: 'Mail house (generic)',
    isReadyMade: true,
    fileFormat: 'csv',
    mergeTextOrder: 'highest_first',
    columns: columns(
      ['sequenceNumber', 'SeqNo'],
      ['keyCode', 'KeyCode'],
      ['constituentId', 'DonorID'],
      ['firstName', 'FirstName'],
      ['lastName', 'LastName'],
      ['address1', 'Address1'],
      ['city', 'City'],
      ['state', 'State'],
      ['zipCode', 'Zip'],
      ...numbered('ask', 'Ask'),
      ...numbered('installment', 'Monthly'),
      ['writeIn', 'WriteIn'],
    ),
  },
];

export function findReadyMadePreset(id: string): ExportPreset | undefined {
  return READY_MADE_PRESETS.find((preset) => preset.id === id);
}
