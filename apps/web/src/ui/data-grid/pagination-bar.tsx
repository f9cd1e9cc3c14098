import { Group, Pagination, Select, Text } from '@mantine/core';

const numberFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

export interface PaginationBarProps {
  total: number;
  page: number;
  pageSize: number;
  pageSizes: readonly number[];
  onPageChange: (page: number) => void;
  onPageSizeChange: (pageSize: number) => void;
}

/** Page-size choice, the range shown out of the total, and the pager. */
export function PaginationBar({ total, page, pageSize, pageSizes, onPageChange, onPageSizeChange }: PaginationBarProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);
  return (
    <Group justify="space-between" wrap="wrap" gap="sm">
      <Group gap="xs">
        <Text size="sm" c="dimmed">
          Rows per page
        </Text>
        <Select
          aria-label="Rows per page"
          w={84}
          size="xs"
          data={pageSizes.map(String)}
          value={String(pageSize)}
          allowDeselect={false}
          onChange={(value) => value && onPageSizeChange(Number(value))}
        />
        <Text size="sm" c="dimmed" data-testid="pagination-range">
          {numberFormat.format(from)}-{numberFormat.format(to)} of {numberFormat.format(total)}
        </Text>
      </Group>
      <Pagination total={pages} value={Math.min(page, pages)} onChange={onPageChange} size="sm" withEdges siblings={1} aria-label="Pages" />
    </Group>
  );
}
