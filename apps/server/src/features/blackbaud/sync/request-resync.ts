import { resyncStepsProblem } from '@askwise/domain/blackbaud/resync-steps';
import type { AppServices } from '../../../app-services.ts';
import { startSync } from './start-sync.ts';

export type ItemRequestResult = { statusCode: 200; requestId: number } | { statusCode: 400; error: string };

/**
 * BlackbaudItemRequests: a resync of the steps named (all of BLACKBAUD_RESYNC_STEPS), which reads the
 * whole environment again as a RESYNC does; the environment is locked until it ends.
 */
export async function requestResync(
  services: Pick<AppServices, 'db' | 'jobs' | 'bus'>,
  input: { companyId: number; environmentId: number; steps: readonly string[]; userId: number },
): Promise<ItemRequestResult> {
  const problem = resyncStepsProblem(input.steps);
  if (problem) return { statusCode: 400, error: problem };
  const requestId = await startSync(services, { companyId: input.companyId, environmentId: input.environmentId, type: 'RESYNC', userId: input.userId });
  return { statusCode: 200, requestId };
}
