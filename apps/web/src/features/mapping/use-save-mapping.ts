import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useMutation } from 'urql';
import { isStepBefore, type AppealStep } from '@askwise/domain/appeal-steps';
import { MAP_APPEAL_REQUEST_ERROR } from '@askwise/domain/mapping/map-appeal-statuses';
import { toWireMapping } from '@askwise/domain/mapping/mapping-settings';
import { CreateAppealDocument, type CurrentAppeal, setCurrentAppeal, UpdateAppealDocument, useDataImportSourceIds } from '../../wizard/index.ts';
import { MapAppealRequestDocument } from './mapping-documents.ts';
import { isSameMapping, type MappingForm } from './mapping-form.ts';

export type SaveIntent = 'next' | 'later';

interface SaveMappingContext {
  appeal: CurrentAppeal | null;
  form: MappingForm;
  savedForm: MappingForm;
  hasPendingError: boolean;
  environmentId: number;
  audienceId: number;
}

const TIMEOUT_ERROR = 'Something went wrong, please try again';

/**
 * Saving the mapping page (spec section 4): an appeal is created (named) when new; the mapping request is
 * made only when the mapping, the soft-credit choice or a pending error changed; then navigation, or the
 * progress dialog while the map-appeal job runs.
 */
export function useSaveMapping(context: SaveMappingContext) {
  const navigate = useNavigate();
  const [, createAppeal] = useMutation(CreateAppealDocument);
  const [, updateAppeal] = useMutation(UpdateAppealDocument);
  const [, mapAppeal] = useMutation(MapAppealRequestDocument);
  const sourceIds = useDataImportSourceIds();
  const [isSaving, setIsSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [mappingAppeal, setMappingAppeal] = useState<{ id: number; step: string } | null>(null);

  const goOn = async (appeal: { id: number; step: string }, intent: SaveIntent) => {
    if (intent === 'later') return navigate('/appeal-history');
    if (isStepBefore(appeal.step as AppealStep, 'number_of_asks')) {
      const result = await updateAppeal({ id: appeal.id, step: 'number_of_asks' });
      if (result.error) throw new Error(MAP_APPEAL_REQUEST_ERROR);
    }
    navigate(`/number-ask?appealId=${appeal.id}`);
  };

  const save = async (intent: SaveIntent, name: string) => {
    const { appeal, form, savedForm, hasPendingError, environmentId, audienceId } = context;
    setIsSaving(true);
    setError(null);
    try {
      let current: { id: number; step: string; includeSoftCredits: number } | null = appeal;
      if (!current) {
        if (sourceIds === null) throw new Error(MAP_APPEAL_REQUEST_ERROR);
        const created = await createAppeal({
          audienceId,
          blackbaudOrganizationId: environmentId,
          name,
          dataImportSourceId: sourceIds.blackbaud,
          step: 'mapping_appeal',
          includeSoftCredits: form.includeSoftCredits ? 1 : 0,
        });
        if (!created.data) throw new Error(created.error?.graphQLErrors[0]?.message ?? MAP_APPEAL_REQUEST_ERROR);
        setCurrentAppeal(created.data.createAppeal);
        current = created.data.createAppeal;
      } else if ((current.includeSoftCredits === 1) !== form.includeSoftCredits) {
        const updated = await updateAppeal({ id: current.id, includeSoftCredits: form.includeSoftCredits ? 1 : 0 });
        if (updated.error) throw new Error(MAP_APPEAL_REQUEST_ERROR);
      }
      if (appeal && !hasPendingError && isSameMapping(form, savedForm)) return await goOn(current, intent);
      const result = await mapAppeal({ appealId: current.id, mappingAppeal: toWireMapping(form.settings), updateMapAppeal: appeal !== null });
      if (result.error) throw new Error(result.error.message.toLowerCase().includes('timed out') ? TIMEOUT_ERROR : MAP_APPEAL_REQUEST_ERROR);
      if (result.data?.MapAppealRequest.statusCode !== 200) throw new Error(MAP_APPEAL_REQUEST_ERROR);
      if (result.data.MapAppealRequest.isSkipped || intent === 'later') return await goOn(current, intent);
      setMappingAppeal({ id: current.id, step: current.step });
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setIsSaving(false);
    }
  };

  return {
    save,
    isSaving,
    error,
    setError,
    /** The appeal whose mapping job the progress dialog follows. */
    mappingAppeal,
    followMapping: setMappingAppeal,
    finishMapping: async () => {
      if (!mappingAppeal) return;
      setMappingAppeal(null);
      try {
        await goOn(mappingAppeal, 'next');
      } catch (failure) {
        setError((failure as Error).message);
      }
    },
  };
}
