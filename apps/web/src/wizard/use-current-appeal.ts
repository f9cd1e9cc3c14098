import { stepRedirect, type AppealStep } from '@askwise/domain/appeal-steps';
import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useQuery, useSubscription } from 'urql';
import type { AppealFieldsFragment } from '../graphql/generated/graphql.ts';
import { GetAppealDocument, UpdatedAppealDocument } from './appeal-documents.ts';
import { getWizardState, setCurrentAppeal } from './wizard-state.ts';

export type CurrentAppeal = AppealFieldsFragment;

/** The appealId query parameter as a number, or null when missing or not a positive integer. */
export function useAppealIdParam(): number | null {
  const [params] = useSearchParams();
  const id = Number(params.get('appealId'));
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

export interface UseCurrentAppealOptions {
  /** The step of the page calling; enables the step redirects of spec section 4. */
  pageStep?: AppealStep;
  /** Where to go when the appeal is missing or not the user's company's (default '/'). */
  fallback?: string;
}

/**
 * Loads an appeal of the user's company and makes it current. A missing or foreign appeal sends the
 * user to '/'. When the page was opened from an address (the appeal was not already current), an
 * appeal at an earlier or later step is sent to its stored step's page.
 */
export function useCurrentAppeal(appealId: number | null, options: UseCurrentAppealOptions = {}) {
  const navigate = useNavigate();
  const { pageStep, fallback = '/' } = options;
  const wasCurrent = useRef(appealId !== null && getWizardState().appealId === appealId);
  const [{ data, fetching, stale, error }, refetch] = useQuery({
    query: GetAppealDocument,
    variables: { id: appealId ?? 0 },
    pause: appealId === null,
    requestPolicy: 'cache-and-network',
  });
  // Appeal updates are pushed live (updatedAppeal); the newest pushed version wins over the loaded one.
  const [{ data: pushed }] = useSubscription({ query: UpdatedAppealDocument, variables: { id: appealId ?? 0 }, pause: appealId === null });
  const pushedAppeal = pushed?.updatedAppeal && pushed.updatedAppeal.id === appealId ? pushed.updatedAppeal : null;
  const loadedAppeal = data?.getAppeal ?? null;
  const appeal = pushedAppeal && loadedAppeal && pushedAppeal.updatedAt >= loadedAppeal.updatedAt ? pushedAppeal : loadedAppeal;
  const isLoaded = data !== undefined && !fetching;

  useEffect(() => {
    if (appealId === null) {
      navigate(fallback, { replace: true });
      return;
    }
    if (!isLoaded) return;
    if (!appeal) {
      navigate(fallback, { replace: true });
      return;
    }
    if (!wasCurrent.current && pageStep) {
      wasCurrent.current = true;
      const target = stepRedirect({ pageStep, appeal: { id: appeal.id, step: appeal.step as AppealStep, dataImportSourceId: appeal.dataImportSourceId } });
      if (target) {
        navigate(target, { replace: true });
        return;
      }
    }
    if (getWizardState().appealId !== appeal.id) setCurrentAppeal(appeal);
  }, [appealId, appeal, isLoaded, pageStep, fallback, navigate]);

  return {
    appeal,
    isLoading: appealId !== null && data === undefined && !error,
    /** The appeal as the server has it: a cached copy shown while the query runs again (stale) is not. */
    isFresh: data !== undefined && !stale,
    error,
    refetch: () => refetch({ requestPolicy: 'network-only' }),
  };
}
