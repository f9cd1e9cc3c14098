import { z } from 'zod';
import type { AppServices } from '../../app-services.ts';
import { defineJob } from '../../jobs/job-definition.ts';
import { createPracticeEnvironment, ensurePracticeEnvironmentRow } from './create-practice-environment.ts';

/** Generates a new company's practice environment in the background, so that sign-up is not kept waiting. */
export const practiceEnvironmentJob = defineJob({
  id: 'practice.generate-environment',
  payload: z.object({ companyId: z.number().int().positive(), seed: z.number().int().optional(), constituents: z.number().int().positive().max(2_000_000).optional() }),
  retryLimit: 2,
  expireInSeconds: 30 * 60,
  // Companies signing up together each get theirs without waiting for the other's.
  concurrency: 2,
  perCompany: 1,
  run: async ({ companyId, seed, constituents }, services) => {
    await createPracticeEnvironment(services.db, companyId, { seed, constituents, bus: services.bus });
  },
});

/**
 * Every new company gets the practice environment: its row shows at once (locked, CREATE_JOBS) and a
 * worker fills it. Called by onboarding after a company is created.
 */
export async function onCompanyCreated(services: Pick<AppServices, 'db' | 'jobs'>, companyId: number, options: { constituents?: number } = {}): Promise<void> {
  await ensurePracticeEnvironmentRow(services.db, companyId);
  await services.jobs.send(practiceEnvironmentJob, { companyId, ...options });
}
