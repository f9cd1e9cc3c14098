import { z } from 'zod';
import { defineJob } from '../../jobs/job-definition.ts';
import { PUSH_TYPES } from '../../realtime/event-bus.ts';

/**
 * Proves the whole background path works end to end: a worker picks the job up, reads the database
 * and publishes progress that reaches browsers through any web process. CI and operators run it.
 */
export const selfCheckJob = defineJob({
  id: 'system.self-check',
  payload: z.object({
    companyId: z.number().int().positive(),
    targetId: z.string(),
    type: z.enum(PUSH_TYPES),
    steps: z.number().int().min(1).max(10).default(2),
    // Held this long per step, as a real job holds its worker: several self-checks then spread over every worker.
    holdMs: z.number().int().min(0).max(5_000).default(0),
  }),
  retryLimit: 0,
  expireInSeconds: 60,
  run: async ({ companyId, targetId, type, steps, holdMs }, { bus, db }) => {
    for (let done = 1; done <= steps; done++) {
      await db.selectNoFrom((eb) => eb.lit(1).as('one')).execute();
      if (holdMs) await new Promise((resolve) => setTimeout(resolve, holdMs));
      const status = done === steps ? 'DONE' : 'PROGRESS';
      await bus.publish({ type, targetId, companyId, payload: { status, progress: `${done}-${steps}` } });
    }
  },
});
