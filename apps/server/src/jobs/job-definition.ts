import type { Job } from 'pg-boss';
import type { z } from 'zod';
import type { AppServices } from '../app-services.ts';

/** A background job: a stable id, a validated payload, and retries and a timeout chosen on purpose. */
export interface JobDefinition<Schema extends z.ZodType = z.ZodType> {
  id: string;
  payload: Schema;
  retryLimit: number;
  expireInSeconds: number;
  /** A job whose worker stops sending heartbeats this long (it died) is retried; at least 10. */
  heartbeatSeconds?: number;
  /** Attempts one worker process runs at once (default 1). */
  concurrency?: number;
  /** At most this many of one company's jobs run at once, across all workers: another company's go first. */
  perCompany?: number;
  run: (payload: z.infer<Schema>, services: AppServices, job: Job<unknown>) => Promise<void>;
}

export function defineJob<Schema extends z.ZodType>(definition: JobDefinition<Schema>): JobDefinition<Schema> {
  return definition;
}
