// The appeal wizard's kernel, shared by every wizard page: the current appeal and the wizard's client
// state, the appeal's GraphQL documents, the step pages' addresses, the process sidebar frame and the one
// loading guard. The step rules themselves are pure and live in @askwise/domain/appeal-steps.
export {
  CreateAppealDocument,
  GetAppealDocument,
  GetAppealStatusDocument,
  UpdateAppealDocument,
  UpdateAppealStatusDocument,
  UpdatedAppealDocument,
} from './appeal-documents.ts';
export { DataImportSourcesDocument, useDataImportSourceIds, type DataImportSourceIds } from './data-import-sources.ts';
export { useAppealIdParam, useCurrentAppeal, type CurrentAppeal, type UseCurrentAppealOptions } from './use-current-appeal.ts';
export {
  clearCurrentAppeal,
  getWizardState,
  selectAudience,
  selectEnvironment,
  setCurrentAppeal,
  useWizardState,
  type SelectedAudience,
  type SelectedEnvironment,
  type WizardState,
} from './wizard-state.ts';
export { appealCard, WizardFrame, type WizardFrameProps } from './wizard-frame.tsx';
export { useWizardAppeal, useWizardAppealOf, WizardLoader, type WizardAppeal } from './wizard-page.tsx';
export { gridRoute, summaryRoute } from './wizard-routes.ts';
