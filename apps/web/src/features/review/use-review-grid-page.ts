import { type AskMode, type DonorStatus } from '@askwise/domain';
import { isStepBefore, type AppealStep } from '@askwise/domain/appeal-steps';
import { useCallback, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useMutation, useQuery } from 'urql';
import { summaryRoute, UpdateAppealDocument, useWizardAppealOf } from '../../wizard/index.ts';
import { orderColumns, reviewGridColumns } from './grid-columns.tsx';
import { AppealConstituentsByFilterDocument, UpdateAppealConstituentsDocument } from './grid-documents.ts';
import { useGridParams } from './grid-params.ts';
import { toReviewRow, type ReviewRow } from './review-row.ts';
import { useCustomAskPreview } from './use-custom-ask-preview.ts';
import { usePendingChanges } from './use-pending-changes.ts';
import { useAppealTestGroups } from '../test-and-learn/index.ts';

const SOMETHING_WENT_WRONG = 'Something went wrong. Please try again.';

/** The grid's page of donors for the filter, sort, search and paging in its address. */
function useGridPage(params: ReturnType<typeof useGridParams>[0]) {
  const [{ data, fetching, error }] = useQuery({
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
        testGroup: params.testGroup || null,
      },
    },
    pause: params.appealId === null,
    requestPolicy: 'cache-and-network',
  });
  return { page: data?.getAppealConstituentsByFilter ?? null, fetching, loadError: error };
}

/**
 * /grid: the appeal, its page of donors with pending edits, the columns in the appeal's order, and Apply
 * (saving the edits and moving on to the summary). Null until the appeal has loaded.
 */
export function useReviewGridPage() {
  const navigate = useNavigate();
  const [params, setParams] = useGridParams();
  const { appeal, source, refetch: refetchAppeal } = useWizardAppealOf(params.appealId, 'summary');
  const { page, fetching, loadError } = useGridPage(params);
  const testGroups = useAppealTestGroups(params.appealId);
  const [applyState, applyChanges] = useMutation(UpdateAppealConstituentsDocument);
  const [, updateAppeal] = useMutation(UpdateAppealDocument);
  const pending = usePendingChanges();
  const { busyIds, cellErrors, handleCustomAsk } = useCustomAskPreview(page, pending);
  const [isColumnsOpen, setIsColumnsOpen] = useState(false);
  const [isLeaving, setIsLeaving] = useState(false);
  const [applyError, setApplyError] = useState<string | null>(null);

  const askMode = (page?.askMode ?? 'ANNUAL_ONLY') as AskMode;
  const rows = useMemo(() => (page?.rows ?? []).map((row) => toReviewRow(row, pending.changes.get(row.id))), [page, pending.changes]);
  const handleStatusChange = useCallback(
    (row: ReviewRow, status: DonorStatus) => pending.change(row.id, row.rowKey, { status }),
    [pending],
  );
  const columns = useMemo(
    () =>
      orderColumns(
        reviewGridColumns({
          askMode,
          numberOfAsks: page?.numberOfAsks ?? 3,
          isVirtuous: params.isVirtuous,
          hasTestGroups: testGroups.length > 0,
          busyIds,
          errors: cellErrors,
          onStatusChange: handleStatusChange,
          onCustomAsk: (row, value) => void handleCustomAsk(row, value),
        }),
        appeal?.columnOrderSettings,
      ),
    [askMode, page?.numberOfAsks, params.isVirtuous, testGroups.length, busyIds, cellErrors, handleStatusChange, handleCustomAsk, appeal?.columnOrderSettings],
  );

  if (params.appealId === null || !appeal) return null;
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
        setApplyError(response?.error ?? result.error?.graphQLErrors[0]?.message ?? SOMETHING_WENT_WRONG);
        return;
      }
      pending.clear();
    }
    // Apply moves the appeal on to its summary (never back from a later step).
    if (isStepBefore(appeal.step as AppealStep, 'summary')) await updateAppeal({ id: appeal.id, step: 'summary' });
    navigate(toSummary);
  };

  const handleColumnOrder = async (order: string[]) => {
    await updateAppeal({ id: appeal.id, columnOrderSettings: order.join(',') });
    setIsColumnsOpen(false);
    refetchAppeal();
  };

  return {
    appeal,
    source,
    params,
    setParams,
    page,
    rows,
    columns,
    testGroups,
    fetching,
    loadError,
    pending,
    isCalculated: page?.generation !== null && page?.generation !== undefined,
    isApplying: applyState.fetching,
    applyError,
    isColumnsOpen,
    isLeaving,
    handleApply,
    handleDismissApplyError: () => setApplyError(null),
    handleBack: () => (pending.count > 0 ? setIsLeaving(true) : navigate(toSummary)),
    handleDiscard: () => navigate(toSummary),
    handleKeepEditing: () => setIsLeaving(false),
    handleOpenColumns: () => setIsColumnsOpen(true),
    handleCloseColumns: () => setIsColumnsOpen(false),
    handleColumnOrder: (order: string[]) => void handleColumnOrder(order),
  };
}
