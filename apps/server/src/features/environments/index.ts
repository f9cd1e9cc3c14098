// Public face of environments: a company's donor databases (the spec's Blackbaud organizations).
export { isPracticeEnvironment, listDonorDatabaseEnvironments, type EnvironmentRow } from './list-environments.ts';
