// Public face of mapping: an appeal's donors and giving (appeal_constituents) from its audience's gifts.
export { requestMapAppeal, type MapAppealRequestInput, type MapAppealRequestResult } from './map-appeal-request.ts';
export { getAppealMapping, type AppealMappingRow } from './appeal-mapping.ts';
export { getAppealDropdowns } from './appeal-dropdowns.ts';
// Used by the benchmarks (bench/), which map an appeal without the job queue.
export { runMapAppeal } from './map-appeal.job.ts';
