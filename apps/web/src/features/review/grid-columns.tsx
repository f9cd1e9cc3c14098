import type { AskMode, DonorStatus } from '@askwise/domain';
import { Text } from '@mantine/core';
import type { DataGridColumn } from '../../ui/data-grid/data-grid.tsx';
import { AskCell, AskLogCell, CustomAskCell, FlagsCell, StatusCell } from './grid-cells.tsx';
import { formatDecimalDollars, type ReviewRow } from './review-row.ts';

export interface GridColumnOptions {
  askMode: AskMode;
  numberOfAsks: number;
  isVirtuous: boolean;
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

const GIFT_COLUMNS: Array<[keyof ReviewRow, string, string?]> = [
  ['appealGiftLastYear', 'Appeal Gift Last Year', 'appealGiftLastYear'],
  ['appealGiftTwoYearsAgo', 'Appeal Gift 2 Years Ago'],
  ['appealGiftThreeYearsAgo', 'Appeal Gift 3 Years Ago'],
  ['campaignGift', 'Campaign Gift'],
  ['specialEventGift', 'Special Event Gift'],
  ['greatestGift', 'Greatest Gift'],
  ['lifetimeGiving', 'Lifetime Giving'],
  ['minSuggestedAskWR', 'Wealth Rating'],
];

/** Every column of the review grid, in its default order; the ask columns follow the ask mode. */
export function reviewGridColumns(options: GridColumnOptions): Column[] {
  const { askMode, numberOfAsks, isVirtuous } = options;
  const names: Column[] = isVirtuous
    ? [
        { id: 'contactName', header: 'Contact Name', width: 180, sortKey: 'contactName', cell: (row) => text(row.contactName) },
        { id: 'informalName', header: 'Informal Name', width: 140, cell: (row) => text(row.informalName) },
      ]
    : [
        { id: 'firstName', header: 'First Name', width: 130, sortKey: 'firstName', cell: (row) => text(row.firstName) },
        { id: 'lastName', header: 'Last Name', width: 140, sortKey: 'lastName', cell: (row) => text(row.lastName) },
      ];
  const gifts: Column[] = GIFT_COLUMNS.map(([field, header, sortKey]) => ({
    id: field,
    header,
    width: 130,
    align: 'right',
    sortKey,
    cell: (row) => money(row[field] as string | null),
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
      const header = askMode === 'MONTHLY_ONLY' ? `Monthly ${k}` : `Installment ${k}`;
      asks.push({
        id: key,
        header,
        width: 105,
        align: 'right',
        sortKey: key,
        cell: (row) => <AskCell row={row} value={row[key]} isPrimary={!hasAnnual && k === 1} />,
      });
    }
  }
  const [lastYearGift, ...otherGifts] = gifts;
  // What a reviewer judges an ask by comes first: who, last year's gift, the base, the asks, the list.
  return [
    { id: 'constituentId', header: 'Cont. ID', width: 110, sortKey: 'constituentId', cell: (row) => text(row.constituentId) },
    ...names,
    lastYearGift!,
    { id: 'baseAsk', header: 'Base Ask', width: 105, align: 'right', sortKey: 'baseAsk', cell: (row) => money(row.baseAsk) },
    {
      id: 'customBaseAsk',
      header: 'Custom Ask',
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
      width: 190,
      sortKey: 'status',
      cell: (row) => <StatusCell row={row} onChange={(status) => options.onStatusChange(row, status)} />,
    },
    { id: 'flags', header: 'Flags', width: 70, cell: (row) => <FlagsCell row={row} /> },
    { id: 'askLogs', header: 'Ask Log', width: 80, align: 'center', cell: (row) => <AskLogCell row={row} /> },
    { id: 'askString', header: 'Ask String', width: 260, sortKey: 'askString', cell: (row) => text(row.askString) },
    ...otherGifts,
    { id: 'lifetimeGifts', header: '# Gifts', width: 80, align: 'right', cell: (row) => text(String(row.lifetimeGifts)) },
    { id: 'zipCode', header: 'Zip', width: 80, cell: (row) => text(row.zipCode) },
  ];
}

/** The columns in the saved order (columnOrderSettings, a comma list); columns not in it keep their place at the end. */
export function orderColumns<C extends { id: string }>(columns: readonly C[], saved: string | null | undefined): C[] {
  if (!saved) return [...columns];
  const order = saved.split(',').map((id) => id.trim());
  const known = order.flatMap((id) => columns.filter((column) => column.id === id));
  return [...known, ...columns.filter((column) => !order.includes(column.id))];
}
