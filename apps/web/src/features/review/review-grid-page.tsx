import { Alert, Button, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { ColumnOrderDialog } from '../../ui/data-grid/column-order-dialog.tsx';
import { DataGrid } from '../../ui/data-grid/data-grid.tsx';
import { PaginationBar } from '../../ui/data-grid/pagination-bar.tsx';
import { countFormat } from '../../ui/format.ts';
import { appealCard, WizardFrame, WizardLoader } from '../../wizard/index.ts';
import { GRID_PAGE_SIZES } from './grid-params.ts';
import { GridToolbar } from './grid-toolbar.tsx';
import { useReviewGridPage } from './use-review-grid-page.ts';

/** /grid: review every donor's asks, filter, sort and search them, change lists and asks, then Apply. */
export function ReviewGridPage() {
  const grid = useReviewGridPage();
  if (!grid) return <WizardLoader />;
  const { appeal, source, params, setParams, page, rows, columns, pending, isCalculated, applyError } = grid;
  return (
    <WizardFrame source={source} step="review_ask_strategy" card={appealCard(appeal)}>
      <Stack gap="sm">
        <div>
          <Title order={2}>Review and Edit Ask Strategy</Title>
          <Text c="dimmed">
            {appeal.name}: check the flagged asks, set a custom ask where you know better, and move donors between the lists. Nothing is
            saved until you Apply.
          </Text>
        </div>
        {grid.loadError && <Alert color="red">{grid.loadError.graphQLErrors[0]?.message ?? 'The asks could not be loaded.'}</Alert>}
        {page && !isCalculated && (
          <Alert color="yellow" title="No asks yet">
            This appeal&apos;s asks have not been calculated. Choose a strategy and calculate them first.
          </Alert>
        )}
        {applyError && (
          <Alert color="red" title="Your changes were not saved" withCloseButton onClose={grid.handleDismissApplyError}>
            {applyError}
          </Alert>
        )}
        <GridToolbar
          filterType={params.filterType}
          testGroups={grid.testGroups}
          testGroup={params.testGroup}
          onTestGroupChange={(testGroup) => setParams({ testGroup, pageNumber: 1 })}
          filters={page?.uniqueValues ?? []}
          searchText={params.searchText}
          pendingCount={pending.count}
          canUndo={pending.canUndo}
          onFilterChange={(filterType) => setParams({ filterType, pageNumber: 1 })}
          onSearch={(searchText) => setParams({ searchText, pageNumber: 1 })}
          onUndo={pending.undo}
          onReviewColumns={grid.handleOpenColumns}
        />
        <DataGrid
          label="Donors and their asks"
          rows={rows}
          columns={columns}
          getRowId={(row) => row.id}
          sort={{ orderBy: page?.orderBy ?? params.orderBy ?? 'firstName', direction: params.orderDirection }}
          onSortChange={(sort) => setParams({ orderBy: sort.orderBy, orderDirection: sort.direction, pageNumber: 1 })}
          height="max(320px, calc(100vh - 400px))"
          isLoading={grid.fetching}
          emptyText={params.searchText ? 'No donor matches this search.' : 'No donors in this list.'}
          rowAttributes={(row) => ({
            'data-pending': row.isPending ? 'true' : undefined,
            'data-status': row.status,
            'data-row-id': row.id,
          })}
        />
        <PaginationBar
          total={page?.pagination.total ?? 0}
          page={params.pageNumber}
          pageSize={params.pageSize}
          pageSizes={GRID_PAGE_SIZES}
          onPageChange={(pageNumber) => setParams({ pageNumber })}
          onPageSizeChange={(pageSize) => setParams({ pageSize, pageNumber: 1 })}
        />
        <Group justify="space-between">
          <Button variant="default" onClick={grid.handleBack}>
            Back to Summary
          </Button>
          <Button onClick={grid.handleApply} loading={grid.isApplying} disabled={!isCalculated}>
            Apply
          </Button>
        </Group>
      </Stack>
      <ColumnOrderDialog
        opened={grid.isColumnsOpen}
        columns={columns.map((column) => ({ id: column.id, label: column.header }))}
        onClose={grid.handleCloseColumns}
        onApply={grid.handleColumnOrder}
      />
      <Modal opened={grid.isLeaving} onClose={grid.handleKeepEditing} title="Leave without saving?" size={450}>
        <Text size="sm">
          You have {countFormat.format(pending.count)} unsaved {pending.count === 1 ? 'change' : 'changes'}. Apply saves them; leaving now discards them.
        </Text>
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={grid.handleKeepEditing}>
            Keep editing
          </Button>
          <Button color="red" onClick={grid.handleDiscard}>
            Discard changes
          </Button>
        </Group>
      </Modal>
    </WizardFrame>
  );
}
