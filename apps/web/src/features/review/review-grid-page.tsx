import { type AskMode, type DonorStatus } from '@askwise/domain';
import { isStepBefore, sourceOfDataImportSourceId, type AppealStep } from '@askwise/domain/appeal-steps';
import { Alert, Button, Center, Group, Loader, Modal, Stack, Text, Title } from '@mantine/core';
import { useCallback, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useMutation, useQuery } from 'urql';
import { ColumnOrderDialog } from '../../ui/data-grid/column-order-dialog.tsx';
import { DataGrid } from '../../ui/data-grid/data-grid.tsx';
import { PaginationBar } from '../../ui/data-grid/pagination-bar.tsx';
import { summaryRoute, UpdateAppealDocument, useCurrentAppeal, WizardFrame } from '../../wizard/index.ts';
import { AppealConstituentsByFilterDocument, CustomBaseAskDocument, UpdateAppealConstituentsDocument } from './grid-documents.ts';
import { orderColumns, reviewGridColumns } from './grid-columns.tsx';
import { GRID_PAGE_SIZES, useGridParams } from './grid-params.ts';
import { GridToolbar } from './grid-toolbar.tsx';
import { asStatus, toReviewRow, type ReviewRow } from './review-row.ts';
import { usePendingChanges } from './use-pending-changes.ts';

/** /grid: review every donor's asks, filter, sort and search them, change lists and asks, then Apply. */
export function ReviewGridPage() {
  const navigate = useNavigate();
  const [params, setParams] = useGridParams();
  const { appeal, isLoading: isAppealLoading, refetch: refetchAppeal } = useCurrentAppeal(params.appealId, { pageStep: 'summary' });
  const [{ data, fetching, error: loadError }] = useQuery({
    query: AppealConstituentsByFilterDocument,
    variables: {
      input: {
        appealId: params.appealId ?? 0,
        filterType: params.filterType,
        orderBy: params.orderBy,
        orderDirection: params.orderDirection,
        pageNumber: params.pageNumber,
        pageSize: params.pageSize,
        searchText: params.searchText || null,
      },
    },
    pause: params.appealId === null,
    requestPolicy: 'cache-and-network',
  });
  const [, previewCustomAsk] = useMutation(CustomBaseAskDocument);
  const [applyState, applyChanges] = useMutation(UpdateAppealConstituentsDocument);
  const [, updateAppeal] = useMutation(UpdateAppealDocument);
  const pending = usePendingChanges();
  const [busyIds, setBusyIds] = useState<ReadonlySet<string>>(new Set());
  const [cellErrors, setCellErrors] = useState<ReadonlyMap<string, string>>(new Map());
  const [isColumnsOpen, setIsColumnsOpen] = useState(false);
  const [isLeaving, setIsLeaving] = useState(false);
  const [applyError, setApplyError] = useState<string | null>(null);

  const page = data?.getAppealConstituentsByFilter ?? null;
  const askMode = (page?.askMode ?? 'ANNUAL_ONLY') as AskMode;
  const rows = useMemo(() => (page?.rows ?? []).map((row) => toReviewRow(row, pending.changes.get(row.id))), [page, pending.changes]);

  const handleStatusChange = useCallback(
    (row: ReviewRow, status: DonorStatus) => pending.change(row.id, row.rowKey, { status }),
    [pending],
  );

  const handleCustomAsk = useCallback(
    async (row: ReviewRow, value: string) => {
      setBusyIds((ids) => new Set(ids).add(row.id));
      setCellErrors((errors) => {
        const next = new Map(errors);
        next.delete(row.id);
        return next;
      });
      const result = await previewCustomAsk({
        appealConstituentId: row.id,
        customBaseAskValue: value,
        rowKey: row.rowKey,
        strategyId: page?.strategyId ?? null,
        askGenSettings: JSON.stringify({ askNumber: page?.numberOfAsks, askAnnual: page?.askMode }),
      });
      setBusyIds((ids) => {
        const next = new Set(ids);
        next.delete(row.id);
        return next;
      });
      const preview = result.data?.UpdateAppealUsingCustomBaseAskValue;
      if (result.error || !preview || preview.statusCode !== 200) {
        const message = preview?.error ?? result.error?.graphQLErrors[0]?.message ?? 'Something went wrong. Please try again.';
        setCellErrors((errors) => new Map(errors).set(row.id, message));
        return;
      }
      pending.change(row.id, row.rowKey, {
        customBaseAsk: value,
        preview: {
          askString: preview.askString ?? null,
          anualAsks: [preview.anualAsk1, preview.anualAsk2, preview.anualAsk3, preview.anualAsk4, preview.anualAsk5].map(
            (ask) => ask ?? null,
          ),
          monthlyAsks: [preview.monthlyAsk1, preview.monthlyAsk2, preview.monthlyAsk3, preview.monthlyAsk4, preview.monthlyAsk5].map(
            (ask) => ask ?? null,
          ),
          baseAsk: preview.baseAsk ?? null,
          primaryAsk: preview.primaryAsk ?? null,
          isSpicy: preview.isSpicy,
          fiveKOrAbove: preview.fiveKOrAbove,
          oneKMoreLastYear: preview.oneKMoreLastYear,
          threeXAppealGift: preview.threeXAppealGift,
          askLogs: preview.askLogs,
          status: asStatus(preview.status ?? row.status),
        },
      });
    },
    [page, pending, previewCustomAsk],
  );

  const columns = useMemo(
    () =>
      orderColumns(
        reviewGridColumns({
          askMode,
          numberOfAsks: page?.numberOfAsks ?? 3,
          isVirtuous: params.isVirtuous,
          busyIds,
          errors: cellErrors,
          onStatusChange: handleStatusChange,
          onCustomAsk: (row, value) => void handleCustomAsk(row, value),
        }),
        appeal?.columnOrderSettings,
      ),
    [askMode, page?.numberOfAsks, params.isVirtuous, busyIds, cellErrors, handleStatusChange, handleCustomAsk, appeal?.columnOrderSettings],
  );

  if (params.appealId === null || isAppealLoading || !appeal) {
    return (
      <Center h={300}>
        <Loader />
      </Center>
    );
  }
  const source = sourceOfDataImportSourceId(appeal.dataImportSourceId);
  const toSummary = summaryRoute(appeal.id, params.isVirtuous);

  const handleApply = async () => {
    setApplyError(null);
    if (pending.count > 0) {
      const items = [...pending.changes.values()].map((change) => ({
        id: change.id,
        rowKey: change.rowKey,
        status: change.status ?? null,
        customBaseAsk: change.customBaseAsk ?? null,
        askString: change.preview?.askString ?? null,
      }));
      const result = await applyChanges({ body: { appealId: appeal.id, items } });
      const response = result.data?.UpdateAppealConstituents;
      if (result.error || !response || response.statusCode !== 200) {
        setApplyError(response?.error ?? result.error?.graphQLErrors[0]?.message ?? 'Something went wrong. Please try again.');
        return;
      }
      pending.clear();
    }
    // Apply moves the appeal on to its summary (never back from a later step).
    if (isStepBefore(appeal.step as AppealStep, 'summary')) await updateAppeal({ id: appeal.id, step: 'summary' });
    navigate(toSummary);
  };

  const handleBack = () => {
    if (pending.count > 0) setIsLeaving(true);
    else navigate(toSummary);
  };

  const handleColumnOrder = async (order: string[]) => {
    await updateAppeal({ id: appeal.id, columnOrderSettings: order.join(',') });
    setIsColumnsOpen(false);
    refetchAppeal();
  };

  const isCalculated = page?.generation !== null && page?.generation !== undefined;
  return (
    <WizardFrame
      source={source}
      step="review_ask_strategy"
      card={{ organizationName: appeal.organizationName, audienceName: appeal.audienceName, audienceTotal: appeal.audienceTotal }}
    >
      <Stack gap="sm">
        <div>
          <Title order={2}>Review and Edit Ask Strategy</Title>
          <Text c="dimmed">
            {appeal.name}: check the flagged asks, set a custom ask where you know better, and move donors between the lists. Nothing is
            saved until you Apply.
          </Text>
        </div>
        {loadError && <Alert color="red">{loadError.graphQLErrors[0]?.message ?? 'The asks could not be loaded.'}</Alert>}
        {page && !isCalculated && (
          <Alert color="yellow" title="No asks yet">
            This appeal&apos;s asks have not been calculated. Choose a strategy and calculate them first.
          </Alert>
        )}
        {applyError && (
          <Alert color="red" title="Your changes were not saved" withCloseButton onClose={() => setApplyError(null)}>
            {applyError}
          </Alert>
        )}
        <GridToolbar
          filterType={params.filterType}
          filters={page?.uniqueValues ?? []}
          searchText={params.searchText}
          pendingCount={pending.count}
          canUndo={pending.canUndo}
          onFilterChange={(filterType) => setParams({ filterType, pageNumber: 1 })}
          onSearch={(searchText) => setParams({ searchText, pageNumber: 1 })}
          onUndo={pending.undo}
          onReviewColumns={() => setIsColumnsOpen(true)}
        />
        <DataGrid
          label="Donors and their asks"
          rows={rows}
          columns={columns}
          getRowId={(row) => row.id}
          sort={{ orderBy: page?.orderBy ?? params.orderBy ?? 'firstName', direction: params.orderDirection }}
          onSortChange={(sort) => setParams({ orderBy: sort.orderBy, orderDirection: sort.direction, pageNumber: 1 })}
          height="max(320px, calc(100vh - 400px))"
          isLoading={fetching}
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
          <Button variant="default" onClick={handleBack}>
            Back to Summary
          </Button>
          <Button onClick={handleApply} loading={applyState.fetching} disabled={!isCalculated}>
            Apply
          </Button>
        </Group>
      </Stack>
      <ColumnOrderDialog
        opened={isColumnsOpen}
        columns={columns.map((column) => ({ id: column.id, label: column.header }))}
        onClose={() => setIsColumnsOpen(false)}
        onApply={(order) => void handleColumnOrder(order)}
      />
      <Modal opened={isLeaving} onClose={() => setIsLeaving(false)} title="Leave without saving?" size={450}>
        <Text size="sm">
          You have {pending.count} unsaved {pending.count === 1 ? 'change' : 'changes'}. Apply saves them; leaving now discards them.
        </Text>
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={() => setIsLeaving(false)}>
            Keep editing
          </Button>
          <Button color="red" onClick={() => navigate(toSummary)}>
            Discard changes
          </Button>
        </Group>
      </Modal>
    </WizardFrame>
  );
}
