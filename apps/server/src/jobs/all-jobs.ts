import { selfCheckJob } from '../features/system/self-check.job.ts';
import type { JobDefinition } from './job-definition.ts';

/** Every background job; features append theirs. */
export const ALL_JOBS: JobDefinition[] = [selfCheckJob as JobDefinition];
