import { ScrollArea, Table, Text } from '@mantine/core';
import { formatMoney, parseMoney } from '@askwise/domain';
import { GIVING_FIELDS } from '@askwise/domain/giving-fields';
import type { ExcelRowsQuery } from '../../graphql/generated/graphql.ts';

export type ExcelRowItem = ExcelRowsQuery['listExcelDetailByOrganizationId'][number];

type Column = { header: string; value: (row: ExcelRowItem) => string; isNumber?: boolean };

/** Decimal dollars from the server ('1234.50') shown as '$1,234.50'; blank stays blank. */
function money(value: string | null | undefined): string {
  if (value === null || value === undefined) return '';
  const parsed = parseMoney(value);
  return parsed.ok ? formatMoney(parsed.cents) : value;
}

const text = (value: string | null | undefined) => value ?? '';

const count = (value: number | null | undefined) => (value === null || value === undefined ? '' : value.toLocaleString('en-US'));

/** The giving columns of giving-fields.ts, titled by their template header. */
const GIVING_COLUMNS: readonly Column[] = GIVING_FIELDS.map(({ key, header, kind }) => ({
  header,
  value: (r) => (kind === 'count' ? count(r[key] as number | null | undefined) : money(r[key] as string | null | undefined)),
  isNumber: true,
}));

/** The file-detail columns in spec order. */
export const EXCEL_ROW_COLUMNS: readonly Column[] = [
  { header: 'Cont. ID', value: (r) => r.externalIdentifier },
  { header: 'First Name', value: (r) => text(r.firstName) },
  { header: 'Last Name', value: (r) => text(r.lastName) },
  ...GIVING_COLUMNS,
  { header: 'Wealth Rating - Minimum Suggested Ask', value: (r) => money(r.minSuggestedAskW), isNumber: true },
  { header: 'Spouse', value: (r) => text(r.spouse) },
  { header: 'Address1', value: (r) => text(r.Address1) },
  { header: 'City', value: (r) => text(r.city) },
  { header: 'State', value: (r) => text(r.state) },
  { header: 'Zip', value: (r) => text(r.zip) },
  { header: 'Preferred Email', value: (r) => text(r.preferredEmail) },
  { header: 'Preferred Name', value: (r) => text(r.preferredName) },
];

/** The rows of a file with a header that stays in view while scrolling; custom columns follow the standard ones. */
export function ExcelRowsTable({ rows, customColumns }: { rows: readonly ExcelRowItem[]; customColumns: readonly string[] }) {
  return (
    // Keyboard users scroll the records too: the scrolling region takes the focus (WCAG 2.1.1).
    <ScrollArea h="calc(100vh - 430px)" mih={300} type="auto" viewportProps={{ tabIndex: 0, role: 'region', 'aria-label': 'Constituent records, scrollable' }}>
      <Table stickyHeader striped highlightOnHover withColumnBorders fz="sm" aria-label="Constituent records" style={{ whiteSpace: 'nowrap' }}>
        <Table.Thead>
          <Table.Tr>
            {EXCEL_ROW_COLUMNS.map((column) => (
              <Table.Th key={column.header} ta={column.isNumber ? 'right' : undefined}>
                {column.header}
              </Table.Th>
            ))}
            {customColumns.map((name) => (
              <Table.Th key={`custom:${name}`}>{name}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id}>
              {EXCEL_ROW_COLUMNS.map((column) => (
                <Table.Td key={column.header} ta={column.isNumber ? 'right' : undefined}>
                  {column.value(row)}
                </Table.Td>
              ))}
              {customColumns.map((name) => (
                <Table.Td key={`custom:${name}`}>{row.customFieldValues.find((v) => v.category === name)?.value ?? ''}</Table.Td>
              ))}
            </Table.Tr>
          ))}
          {rows.length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={EXCEL_ROW_COLUMNS.length + customColumns.length}>
                <Text c="dimmed" ta="center" py="lg">
                  No constituent matches your search.
                </Text>
              </Table.Td>
            </Table.Tr>
          )}
        </Table.Tbody>
      </Table>
    </ScrollArea>
  );
}
