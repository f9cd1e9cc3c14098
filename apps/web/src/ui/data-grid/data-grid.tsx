import { Box, Center, Loader, Text, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconArrowsSort } from '@tabler/icons-react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useRef, type CSSProperties, type ReactNode } from 'react';
import classes from './data-grid.module.css';

export interface DataGridColumn<Row> {
  id: string;
  header: string;
  /** What the column holds, shown as the header's tooltip. */
  description?: string;
  width: number;
  /** The sort key the server understands; absent for columns that cannot be sorted. */
  sortKey?: string;
  align?: 'left' | 'right' | 'center';
  cell: (row: Row) => ReactNode;
}

export interface DataGridSort {
  orderBy: string;
  direction: 'asc' | 'desc';
}

export interface DataGridProps<Row> {
  rows: readonly Row[];
  columns: readonly DataGridColumn<Row>[];
  getRowId: (row: Row) => string;
  sort?: DataGridSort;
  onSortChange?: (sort: DataGridSort) => void;
  /** Height of the scrolling body; rows outside it are not rendered. */
  height: number | string;
  rowHeight?: number;
  isLoading?: boolean;
  emptyText?: string;
  /** Extra attributes per row (data-* for styling and tests). */
  rowAttributes?: (row: Row) => Record<string, string | undefined>;
  label: string;
}

/**
 * A server-sorted grid with a sticky header whose rows are virtualised: a page of 200 wide rows scrolls
 * smoothly because only the visible ones are in the DOM.
 */
export function DataGrid<Row>({
  rows,
  columns,
  getRowId,
  sort,
  onSortChange,
  height,
  rowHeight = 44,
  isLoading,
  emptyText = 'No rows',
  rowAttributes,
  label,
}: DataGridProps<Row>) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan: 8,
  });
  const template = columns.map((column) => `${column.width}px`).join(' ');
  const totalWidth = columns.reduce((sum, column) => sum + column.width, 0);
  const cellStyle = (column: DataGridColumn<Row>): CSSProperties => ({
    justifyContent: column.align === 'right' ? 'flex-end' : column.align === 'center' ? 'center' : 'flex-start',
    textAlign: column.align ?? 'left',
  });

  const handleSort = (column: DataGridColumn<Row>) => {
    if (!column.sortKey || !onSortChange) return;
    const isCurrent = sort?.orderBy === column.sortKey;
    onSortChange({ orderBy: column.sortKey, direction: isCurrent && sort?.direction === 'asc' ? 'desc' : 'asc' });
  };

  return (
    <Box
      ref={scrollRef}
      className={classes.scroller}
      style={{ height }}
      role="grid"
      aria-label={label}
      aria-rowcount={rows.length + 1}
      aria-busy={isLoading || undefined}
    >
      <div className={classes.header} style={{ gridTemplateColumns: template, width: totalWidth }} role="row" aria-rowindex={1}>
        {columns.map((column) => {
          const isSorted = sort?.orderBy === column.sortKey;
          const direction = isSorted ? sort?.direction : undefined;
          return (
            <div
              key={column.id}
              className={classes.headerCell}
              style={cellStyle(column)}
              role="columnheader"
              title={column.description ? `${column.header}: ${column.description}` : column.header}
              aria-sort={direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : undefined}
            >
              {column.sortKey && onSortChange ? (
                <UnstyledButton className={classes.sortButton} onClick={() => handleSort(column)} aria-label={`Sort by ${column.header}`}>
                  <span>{column.header}</span>
                  {direction === 'asc' ? (
                    <IconArrowUp size={14} />
                  ) : direction === 'desc' ? (
                    <IconArrowDown size={14} />
                  ) : (
                    <IconArrowsSort size={14} opacity={0.4} />
                  )}
                </UnstyledButton>
              ) : (
                <span>{column.header}</span>
              )}
            </div>
          );
        })}
      </div>
      {rows.length === 0 ? (
        <Center h={160} w={totalWidth} style={{ maxWidth: '100%' }}>
          {isLoading ? <Loader size="sm" /> : <Text c="dimmed">{emptyText}</Text>}
        </Center>
      ) : (
        <div style={{ height: virtualizer.getTotalSize(), width: totalWidth, position: 'relative', opacity: isLoading ? 0.6 : 1 }}>
          {virtualizer.getVirtualItems().map((item) => {
            const row = rows[item.index]!;
            return (
              <div
                key={getRowId(row)}
                className={classes.row}
                role="row"
                aria-rowindex={item.index + 2}
                data-index={item.index}
                style={{ gridTemplateColumns: template, height: rowHeight, transform: `translateY(${item.start}px)` }}
                {...rowAttributes?.(row)}
              >
                {columns.map((column) => (
                  <div key={column.id} className={classes.cell} style={cellStyle(column)} role="gridcell" data-column={column.id}>
                    {column.cell(row)}
                  </div>
                ))}
              </div>
            );
          })}
        </div>
      )}
    </Box>
  );
}
