import { useEffect, useState } from 'react';
import { useQuery, useSubscription } from 'urql';
import { usePush } from '../../lib/push-client.ts';
import { UpdatedAppealDocument } from '../../wizard/index.ts';
import { AppealAskCalculationDocument } from './strategy-documents.ts';

// The calculation as the progress dialog shows it (spec section 4, 'Calculation progress'), from pushed
// ALGORITHM events and updatedAppeal, with the stored algorithmStatus polled every second in case a push is missed.

export type CalculationStage = 'GATHERING' | 'CREATING' | 'SUMMARY' | 'DONE' | 'ERROR';

export interface CalculationProgress {
  stage: CalculationStage;
  /** 0-100 within the stage. */
  percent: number;
  error: string | null;
}

const ERROR_PREFIX = 'ERROR::';

/** PROGRESS::x-y as a percentage (x of y, at most 100). */
export function progressPercent(status: string): number | null {
  const match = /^PROGRESS::(\d+)-(\d+)$/.exec(status);
  if (!match) return null;
  const total = Number(match[2]);
  return total > 0 ? Math.min(100, Math.floor((Number(match[1]) * 100) / total)) : 0;
}

/** What a stored algorithmStatus says about the calculation. */
export function progressFromStatus(status: string | null | undefined, error?: string | null): CalculationProgress | null {
  if (!status) return null;
  if (status === 'DONE') return { stage: 'DONE', percent: 100, error: null };
  if (status === 'LOADING') return { stage: 'GATHERING', percent: 0, error: null };
  if (status.startsWith(ERROR_PREFIX)) return { stage: 'ERROR', percent: 0, error: error || status.slice(ERROR_PREFIX.length) || null };
  const percent = progressPercent(status);
  return percent === null ? null : { stage: 'CREATING', percent, error: null };
}

const STAGE_ORDER: readonly CalculationStage[] = ['GATHERING', 'CREATING', 'SUMMARY', 'DONE'];

/** Never moves backwards: a late poll must not undo a newer push. */
function later(current: CalculationProgress, next: CalculationProgress | null): CalculationProgress {
  if (!next) return current;
  if (next.stage === 'ERROR' || current.stage === 'ERROR') return next;
  const a = STAGE_ORDER.indexOf(current.stage);
  const b = STAGE_ORDER.indexOf(next.stage);
  if (b > a || (b === a && next.percent >= current.percent)) return next;
  return current;
}

export function useCalculationProgress(appealId: number, isActive: boolean): CalculationProgress {
  const [progress, setProgress] = useState<CalculationProgress>({ stage: 'GATHERING', percent: 0, error: null });
  const [{ data }, refetch] = useQuery({
    query: AppealAskCalculationDocument,
    variables: { appealId },
    pause: !isActive,
    requestPolicy: 'network-only',
  });

  useEffect(() => {
    if (isActive) setProgress({ stage: 'GATHERING', percent: 0, error: null });
  }, [isActive]);

  usePush('ALGORITHM', isActive ? appealId : null, (message) => {
    const stage = message.stage as CalculationStage | undefined;
    if (!stage) return;
    const percent = typeof message.percent === 'number' ? message.percent : 0;
    const error = typeof message.error === 'string' ? message.error : null;
    setProgress((current) => later(current, { stage, percent, error }));
  });

  // updatedAppeal says the calculation finished (or failed): read its status at once.
  const [{ data: updated }] = useSubscription({ query: UpdatedAppealDocument, variables: { id: appealId }, pause: !isActive });
  useEffect(() => {
    if (isActive && updated) refetch({ requestPolicy: 'network-only' });
  }, [isActive, updated, refetch]);

  useEffect(() => {
    if (!isActive) return;
    const timer = setInterval(() => refetch({ requestPolicy: 'network-only' }), 1000);
    return () => clearInterval(timer);
  }, [isActive, refetch]);

  const calculation = data?.getAppealAskCalculation;
  useEffect(() => {
    if (!isActive || !calculation) return;
    setProgress((current) => later(current, progressFromStatus(calculation.algorithmStatus, calculation.algorithmError)));
  }, [isActive, calculation]);

  return progress;
}
