import { useCallback, useState } from 'react';
import { useMutation } from 'urql';
import { CustomBaseAskDocument } from './grid-documents.ts';
import { asStatus, type ReviewRow } from './review-row.ts';
import type { PendingChanges } from './use-pending-changes.ts';

interface GridSettings {
  strategyId?: string | null;
  numberOfAsks?: number | null;
  askMode?: string | null;
}

const without = <T>(items: ReadonlySet<T>, item: T) => {
  const next = new Set(items);
  next.delete(item);
  return next;
};

/**
 * A custom base ask typed in the grid: the server works out its ladder (UpdateAppealUsingCustomBaseAskValue),
 * which becomes a pending change of the row; the row is busy meanwhile and shows the server's refusal.
 */
export function useCustomAskPreview(page: GridSettings | null, pending: PendingChanges) {
  const [, previewCustomAsk] = useMutation(CustomBaseAskDocument);
  const [busyIds, setBusyIds] = useState<ReadonlySet<string>>(new Set());
  const [cellErrors, setCellErrors] = useState<ReadonlyMap<string, string>>(new Map());

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
      setBusyIds((ids) => without(ids, row.id));
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

  return { busyIds, cellErrors, handleCustomAsk };
}
