import { sourceOfDataImportSourceId, type AppealSource, type AppealStep } from '@askwise/domain/appeal-steps';
import { Center, Loader } from '@mantine/core';
import { useAppealIdParam, useCurrentAppeal, type CurrentAppeal } from './use-current-appeal.ts';

/** The one loading guard of wizard pages: shown until the page's hook has everything it needs. */
export function WizardLoader() {
  return (
    <Center h={300}>
      <Loader />
    </Center>
  );
}

export interface WizardAppeal {
  /** The appealId of the address, or null (the page then sends the user away). */
  appealId: number | null;
  /** The current appeal once loaded; null while loading or when it is being sent away. */
  appeal: CurrentAppeal | null;
  /** The appeal's source (Raiser's Edge NXT, Excel or Virtuous); Raiser's Edge NXT until it has loaded. */
  source: AppealSource;
  refetch: () => void;
}

/**
 * The appeal of a wizard page opened as /page?appealId={id}: loaded, made current, and sent to its
 * stored step's page when opened from an address (spec section 4).
 */
export function useWizardAppeal(pageStep: AppealStep): WizardAppeal {
  const appealId = useAppealIdParam();
  return useWizardAppealOf(appealId, pageStep);
}

/** useWizardAppeal for pages that read the appealId from their own address parameters. */
export function useWizardAppealOf(appealId: number | null, pageStep: AppealStep): WizardAppeal {
  const { appeal, isLoading, refetch } = useCurrentAppeal(appealId, { pageStep });
  return {
    appealId,
    appeal: isLoading ? null : appeal,
    source: sourceOfDataImportSourceId(appeal?.dataImportSourceId),
    refetch,
  };
}
