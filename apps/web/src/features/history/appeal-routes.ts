import { continueRouteOf, isAppealStep, routeOfStep, sourceOfDataImportSourceId } from '@askwise/domain/appeal-steps';

export interface AppealRouteInput {
  id: number;
  step: string;
  dataImportSourceId: number;
}

/** Continue Appeal: the stored step's page; null before the mapping and for an Excel appeal at its mapping. */
export function continueRoute(appeal: AppealRouteInput): string | null {
  if (!isAppealStep(appeal.step)) return null;
  return continueRouteOf(appeal.step, appeal.id, sourceOfDataImportSourceId(appeal.dataImportSourceId));
}

/**
 * Edit reopens the appeal where its settings start: the giving-history mapping for the donor database and
 * the second system (its page offers 'Cancel Changes' for existing appeals), the number of asks for Excel.
 */
export function editRoute(appeal: AppealRouteInput): string {
  const source = sourceOfDataImportSourceId(appeal.dataImportSourceId);
  return routeOfStep(source === 'excel' ? 'number_of_asks' : 'mapping_appeal', appeal.id, source);
}

/** Where a duplicate opens: its number of asks. */
export function duplicateRoute(appeal: { id: number; dataImportSourceId: number }): string {
  return routeOfStep('number_of_asks', appeal.id, sourceOfDataImportSourceId(appeal.dataImportSourceId));
}

/** 'Export Again' for completed appeals, 'Continue Appeal' for every other step. */
export function primaryActionLabel(step: string): 'Export Again' | 'Continue Appeal' {
  return step === 'completed' ? 'Export Again' : 'Continue Appeal';
}
