import { selfCheckJob } from '../features/system/self-check.job.ts';
import { duplicateAppealJob } from '../features/history/duplicate-appeal.job.ts';
import { purgeDeletedAppealJob } from '../features/history/purge-deleted-appeal.job.ts';
import { exportAppealJob } from '../features/exports/export-appeal.job.ts';
import { ingestExcelFileJob } from '../features/excel/ingestion/ingest-excel-file.job.ts';
import { calculateAppealAsksJob } from '../features/asks/calculate-appeal-asks.job.ts';
import { mapAppealJob } from '../features/mapping/map-appeal.job.ts';
import { practiceEnvironmentJob } from '../features/practice/practice-environment.job.ts';
import { processAudienceJob, syncEnvironmentJob } from '../features/blackbaud/index.ts';
import { virtuousTagSyncJob } from '../features/virtuous/index.ts';
import { sendCrmAsksJob } from '../features/crm-asks/send-crm-asks.job.ts';
import type { JobDefinition } from './job-definition.ts';

/** Every background job; features append theirs. */
export const ALL_JOBS: JobDefinition[] = [selfCheckJob as JobDefinition, duplicateAppealJob as JobDefinition, purgeDeletedAppealJob as JobDefinition, exportAppealJob as JobDefinition, ingestExcelFileJob as JobDefinition, calculateAppealAsksJob as JobDefinition, mapAppealJob as JobDefinition, practiceEnvironmentJob as JobDefinition, syncEnvironmentJob as JobDefinition, processAudienceJob as JobDefinition, virtuousTagSyncJob as JobDefinition, sendCrmAsksJob as JobDefinition];
