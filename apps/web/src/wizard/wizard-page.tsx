import { sourceOfDataImportSourceId, type AppealSource, type AppealStep } from '@askwise/domain/appeal-steps';
import { Center, Loader } from '@mantine/core';
import { useAppealIdParam, useCurrentAppeal, type CurrentAppeal } from './use-current-appeal.ts';
import { appealCard, WizardFrame, type WizardFrameProps } from './wizard-frame.tsx';
import { useWizardState } from './wizard-state.ts';

/**
 * The one loading guard of wizard pages: shown until the page's hook has everything it needs. Given the
 * page's appeal and step, when that appeal is the current one (just named or chosen) and its source is
 * known, the page's frame (sidebar and source card) shows at once around it, instead of a blank frame.
 */
export function WizardLoader({ appealId, step }: { appealId?: number | null; step?: WizardFrameProps['step'] } = {}) {
  const wizard = useWizardState();
  const loader = (
    <Center h={300}>
      <Loader />
    </Center>
  );
  if (!step || appealId == null || wizard.appealId !== appealId || !wizard.source) return loader;
  return (
    <WizardFrame source={wizard.source} step={step} card={appealCard({ organizationName: wizard.environment?.name, audienceName: wizard.audience?.name, audienceTotal: wizard.audience?.total })}>
      {loader}
    </WizardFrame>
  );
}

export interface WizardAppeal {
  /** The appealId of the address, or null (the page then sends the user away). */
  appealId: number | null;
  /** The current appeal once loaded; null while loading or when it is being sent away. */
  appeal: CurrentAppeal | null;
  /** The appeal's source (Raiser's Edge NXT, Excel or Virtuous); Raiser's Edge NXT until it has loaded. */
  source: AppealSource;
  /** The appeal as the server has it (not a cached copy being fetched again). */
  isFresh: boolean;
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
  const { appeal, isLoading, isFresh, refetch } = useCurrentAppeal(appealId, { pageStep });
  return {
    appealId,
    appeal: isLoading ? null : appeal,
    source: sourceOfDataImportSourceId(appeal?.dataImportSourceId),
    isFresh,
    refetch,
  };
}
