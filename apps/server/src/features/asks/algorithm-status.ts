import type { AppServices } from '../../app-services.ts';
import { withCompany, type Trx } from '../../db/database.ts';
import { recordAlgorithmStatus } from '../appeals/index.ts';

// The calculation's status as the spec names it (section 4, 'Calculation progress'): LOADING while data
// is gathered, PROGRESS::x-y while asks are created (x donors of y), DONE, or ERROR::message. It is kept
// in appeal_statuses.algorithm_status and pushed as ALGORITHM events to the appeal's browsers.

export const ALGORITHM_LOADING = 'LOADING';
export const ALGORITHM_DONE = 'DONE';
export const ALGORITHM_ERROR_PREFIX = 'ERROR::';

/** The stage the progress dialog shows: 'Gathering Data', 'Creating Ask Amounts', 'Generating Summary...'. */
export type AlgorithmStage = 'GATHERING' | 'CREATING' | 'SUMMARY' | 'DONE' | 'ERROR';

export function progressStatus(done: number, total: number): string {
  return `PROGRESS::${done}-${total}`;
}

export interface AlgorithmEvent {
  status: string;
  stage: AlgorithmStage;
  /** 0-100 within the stage. */
  percent: number;
  error?: string;
}

/** Writes algorithm_status (and its error) inside a company transaction, through the appeal's algorithm transition. */
export async function writeAlgorithmStatus(
  trx: Trx,
  companyId: number,
  appealId: number,
  status: string | null,
  error: string | null = null,
): Promise<void> {
  await recordAlgorithmStatus(trx, companyId, appealId, status, error);
}

/** Stores the status and tells the appeal's browsers, in that order, so a refetch after the push sees it. */
export async function reportAlgorithm(
  services: Pick<AppServices, 'db' | 'bus'>,
  companyId: number,
  appealId: number,
  event: AlgorithmEvent,
  options: { store?: boolean } = {},
): Promise<void> {
  if (options.store !== false) {
    await withCompany(services.db, companyId, (trx) =>
      writeAlgorithmStatus(trx, companyId, appealId, event.status, event.stage === 'ERROR' ? (event.error ?? null) : null),
    );
  }
  await publishAlgorithm(services, companyId, appealId, event);
}

export async function publishAlgorithm(
  services: Pick<AppServices, 'bus'>,
  companyId: number,
  appealId: number,
  event: AlgorithmEvent,
): Promise<void> {
  await services.bus.publish({ type: 'ALGORITHM', targetId: String(appealId), companyId, payload: { ...event, appealId } });
}
