import { isStepBefore, routeOfStep, sourceOfDataImportSourceId, type AppealStep } from '@askwise/domain/appeal-steps';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useMutation, useQuery } from 'urql';
import { gridRoute, UpdateAppealDocument, useWizardAppeal, type CurrentAppeal } from '../../wizard/index.ts';
import type { AppealSummary } from './summary-sections.tsx';
import { AppealSummaryCountsDocument } from './summary-documents.ts';

/** Where a summary without data sends the user (spec section 2, Summary). */
export function missingDataRoute(appeal: CurrentAppeal, summary: AppealSummary): string {
  const source = sourceOfDataImportSourceId(appeal.dataImportSourceId);
  if (!summary.hasDonors) {
    if (source === 'virtuous') return appeal.audienceId ? `/virtuous/mapping-appeal?appealId=${appeal.id}` : '/virtuous/select-tag';
    if (source === 'excel') return routeOfStep('mapping_appeal', appeal.id, source);
    return appeal.audienceId ? `/mapping-appeal?appealId=${appeal.id}` : '/select-audience';
  }
  return routeOfStep('choose_strategy', appeal.id, source);
}

/**
 * /review-strategy: the appeal and its calculated summary. Opening it makes 'summary' the appeal's step; a
 * summary without asks, or one that cannot be loaded, sends the user back. Null until both have loaded.
 */
export function useSummaryPage() {
  const navigate = useNavigate();
  const { appealId, appeal, source } = useWizardAppeal('review_ask_strategy');
  const [{ data, error }] = useQuery({
    query: AppealSummaryCountsDocument,
    variables: { appealId: appealId ?? 0 },
    pause: appealId === null,
    requestPolicy: 'network-only',
  });
  const [, updateAppeal] = useMutation(UpdateAppealDocument);
  const hasMarkedStep = useRef(false);
  const summary = data?.getAppealSummaryCounts ?? null;

  useEffect(() => {
    if (!appeal || !data) return;
    if (!summary) {
      navigate('/', { replace: true });
      return;
    }
    if (!summary.isCalculated) {
      navigate(missingDataRoute(appeal, summary), { replace: true });
      return;
    }
    // Opening the summary makes it the appeal's step (never moving a later appeal back).
    if (!hasMarkedStep.current && isStepBefore(appeal.step as AppealStep, 'summary')) {
      hasMarkedStep.current = true;
      void updateAppeal({ id: appeal.id, step: 'summary' });
    }
  }, [appeal, data, summary, navigate, updateAppeal]);

  // A summary that cannot be loaded sends the user back a step (spec section 8).
  useEffect(() => {
    if (error && appeal)
      navigate(routeOfStep('choose_strategy', appeal.id, sourceOfDataImportSourceId(appeal.dataImportSourceId)), { replace: true });
  }, [error, appeal, navigate]);

  if (!appeal || !summary?.isCalculated) return null;

  const isVirtuous = source === 'virtuous';
  const handleExport = async () => {
    if (isStepBefore(appeal.step as AppealStep, 'save_export')) await updateAppeal({ id: appeal.id, step: 'save_export' });
    navigate(routeOfStep('save_export', appeal.id, source));
  };

  return {
    appeal,
    source,
    summary,
    isVirtuous,
    /** The review grid with one filter: every figure of the summary opens it. */
    gridOf: (filterType: string) => gridRoute(appeal.id, { filterType, isVirtuous }),
    gridOfGroup: (filterType: string, testGroup: string) => gridRoute(appeal.id, { filterType, isVirtuous, testGroup }),
    handleExport,
    handleBack: () => navigate(routeOfStep('choose_strategy', appeal.id, source)),
    handleLater: () => navigate('/appeal-history'),
    handleReview: () => navigate(gridRoute(appeal.id, { filterType: 'all_constituents', isVirtuous })),
  };
}
