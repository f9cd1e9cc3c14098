// Environments: choosing the Raiser's Edge NXT environment (wizard step 1).
export { environmentRoutes } from './routes.tsx';
export { ListEnvironmentsDocument } from './environment-documents.ts';
export { usePracticeOnlyEnvironment, type PracticeEnvironment } from './practice-only.ts';
export { EnvironmentLoadingIndicator } from './environment-loading-indicator.tsx';
