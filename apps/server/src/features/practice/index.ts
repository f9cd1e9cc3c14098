// Public face of practice: the generated practice environment every new company gets.
export { createPracticeEnvironment, type PracticeOptions, type PracticeSummary } from './create-practice-environment.ts';
export { PRACTICE_ENVIRONMENT_ID } from './practice-catalog.ts';
export { onCompanyCreated } from './practice-environment.job.ts';
