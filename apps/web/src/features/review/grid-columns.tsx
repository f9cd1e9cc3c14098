import type { AskMode, DonorStatus } from '@askwise/domain';
import { APPEAL_GIFT, GIVING_FIELDS } from '@askwise/domain/giving-fields';
import { Text } from '@mantine/core';
import type { DataGridColumn } from '../../ui/data-grid/data-grid.tsx';
import { AskCell, AskLogCell, CustomAskCell, FlagsCell, StatusCell } from './grid-cells.tsx';
import { formatDecimalDollars, type ReviewRow } from './review-row.ts';

export interface GridColumnOptions {
  askMode: AskMode;
  numberOfAsks: number;
  isVirtuous: boolean;
  /** The appeal has an A/B test: a Test Group column follows the id. */
  hasTestGroups: boolean;
  busyIds: ReadonlySet<string>;
  errors: ReadonlyMap<string, string>;
  onStatusChange: (row: ReviewRow, status: DonorStatus) => void;
  onCustomAsk: (row: ReviewRow, value: string) => void;
}

type Column = DataGridColumn<ReviewRow>;

const text = (value: string | null | undefined) => (
  <Text size="sm" truncate>
    {value ?? ''}
  </Text>
);
const money = (value: string | null | undefined) => <Text size="sm">{formatDecimalDollars(value)}</Text>;
/** A gift of 0 is no gift (an empty cell of the file): blank, as the file detail shows it, never '$0'. */
const gift = (value: string | null | undefined) => money(value !== null && value !== undefined && Number(value) === 0 ? null : value);

/** The giving columns (giving-fields.ts: those with a grid tip, titled by their label), then the wealth rating. */
const GIFT_COLUMNS: Array<[keyof ReviewRow, string, string, string?]> = [
  ...GIVING_FIELDS.flatMap((f): Array<[keyof ReviewRow, string, string, string?]> =>
    'gridDescription' in f ? [[f.key, f.label, f.gridDescription, f.key === APPEAL_GIFT.lastYear ? f.key : undefined]] : [],
  ),
  ['minSuggestedAskWR', 'Wealth Rating', 'Wealth rating: the minimum suggested ask'],
];

const ASK_MODE_NAMES = { ANNUAL_MONTHLY_6: 6, ANNUAL_MONTHLY_10: 10, ANNUAL_MONTHLY_12: 12 } as const;

/** Every column of the review grid, in its default order; the ask columns follow the ask mode. */
export function reviewGridColumns(options: GridColumnOptions): Column[] {
  const { askMode, numberOfAsks, isVirtuous } = options;
  const names: Column[] = isVirtuous
    ? [
        { id: 'contactName', header: 'Contact Name', description: "The contact's name", width: 180, sortKey: 'contactName', cell: (row) => text(row.contactName) },
        { id: 'informalName', header: 'Informal Name', description: 'How the contact is addressed informally', width: 140, cell: (row) => text(row.informalName) },
      ]
    : [
        { id: 'firstName', header: 'First Name', description: "The donor's first name", width: 130, sortKey: 'firstName', cell: (row) => text(row.firstName) },
        { id: 'lastName', header: 'Last Name', description: "The donor's last name", width: 140, sortKey: 'lastName', cell: (row) => text(row.lastName) },
      ];
  const gifts: Column[] = GIFT_COLUMNS.map(([field, header, description, sortKey]) => ({
    id: field,
    header,
    description,
    width: 130,
    align: 'right',
    sortKey,
    cell: (row) => gift(row[field] as string | null),
  }));
  const hasAnnual = askMode !== 'MONTHLY_ONLY';
  const hasMonthly = askMode !== 'ANNUAL_ONLY';
  const asks: Column[] = [];
  for (let k = 1; k <= numberOfAsks; k++) {
    if (hasAnnual) {
      const key = `anualAsk${k}` as 'anualAsk1' | 'anualAsk2' | 'anualAsk3' | 'anualAsk4' | 'anualAsk5';
      asks.push({
        id: key,
        header: `Ask ${k}`,
        description: k === 1 ? 'The first annual ask: the base ask, rounded' : `Annual ask ${k} of the ladder`,
        width: 95,
        align: 'right',
        sortKey: key,
        cell: (row) => <AskCell row={row} value={row[key]} isPrimary={k === 1} />,
      });
    }
  }
  for (let k = 1; k <= numberOfAsks; k++) {
    if (hasMonthly) {
      const key = `monthlyAsk${k}` as 'monthlyAsk1' | 'monthlyAsk2' | 'monthlyAsk3' | 'monthlyAsk4' | 'monthlyAsk5';
      const isMonthlyOnly = askMode === 'MONTHLY_ONLY';
      const header = isMonthlyOnly ? `Monthly ${k}` : `Installment ${k}`;
      const months = isMonthlyOnly ? 12 : ASK_MODE_NAMES[askMode as keyof typeof ASK_MODE_NAMES];
      asks.push({
        id: key,
        header,
        description: isMonthlyOnly ? `Monthly ask ${k} of the ladder` : `Ask ${k} paid in ${months} monthly installments: each installment`,
        // Wide enough for 'INSTALLMENT 5' and its sort mark on one line.
        width: 150,
        align: 'right',
        sortKey: key,
        cell: (row) => <AskCell row={row} value={row[key]} isPrimary={!hasAnnual && k === 1} />,
      });
    }
  }
  const [lastYearGift, ...otherGifts] = gifts;
  // What a reviewer judges an ask by comes first: who, last year's gift, the base, the asks, the list.
  return [
    { id: 'constituentId', header: 'Cont. ID', description: "The donor's id in your donor database or file", width: 110, sortKey: 'constituentId', cell: (row) => text(row.constituentId) },
    ...(options.hasTestGroups
      ? [{ id: 'testGroup', header: 'Test Group', description: "The donor's group in the appeal's A/B test", width: 100, cell: (row: ReviewRow) => text(row.testGroup) }]
      : []),
    ...names,
    lastYearGift!,
    { id: 'baseAsk', header: 'Base Ask', description: 'The amount the ladder is built from (see the ask log)', width: 105, align: 'right', sortKey: 'baseAsk', cell: (row) => money(row.baseAsk) },
    {
      id: 'customBaseAsk',
      header: 'Custom Ask',
      description: "Your own base ask for the donor, instead of the strategy's; Enter works the ladder out again",
      width: 130,
      sortKey: 'customBaseAsk',
      cell: (row) => (
        <CustomAskCell
          row={row}
          isBusy={options.busyIds.has(row.id)}
          error={options.errors.get(row.id)}
          onApply={(value) => options.onCustomAsk(row, value)}
        />
      ),
    },
    ...asks,
    {
      id: 'status',
      header: 'Status',
      description: 'The list the donor is on: Primary List, Secondary List or Exclude From Export',
      width: 190,
      sortKey: 'status',
      cell: (row) => <StatusCell row={row} onChange={(status) => options.onStatusChange(row, status)} />,
    },
    { id: 'flags', header: 'Flags', description: 'Why the first ask is flagged for review', width: 70, cell: (row) => <FlagsCell row={row} /> },
    { id: 'askLogs', header: 'Ask Log', description: 'How the ladder was worked out, line by line', width: 80, align: 'center', cell: (row) => <AskLogCell row={row} /> },
    { id: 'askString', header: 'Ask String', description: 'The asks as the reply card reads them', width: 260, sortKey: 'askString', cell: (row) => text(row.askString) },
    ...otherGifts,
    {
      id: 'lifetimeGifts',
      header: 'Lifetime Gifts',
      description: 'How many gifts the donor has made',
      width: 100,
      align: 'right',
      cell: (row) => text(String(row.lifetimeGifts)),
    },
    { id: 'zipCode', header: 'Zip', description: "The donor's zip code", width: 80, cell: (row) => text(row.zipCode) },
  ];
}

/** The columns in the saved order (columnOrderSettings, a comma list); columns not in it keep their place at the end. */
export function orderColumns<C extends { id: string }>(columns: readonly C[], saved: string | null | undefined): C[] {
  if (!saved) return [...columns];
  const order = saved.split(',').map((id) => id.trim());
  const known = order.flatMap((id) => columns.filter((column) => column.id === id));
  return [...known, ...columns.filter((column) => !order.includes(column.id))];
}
