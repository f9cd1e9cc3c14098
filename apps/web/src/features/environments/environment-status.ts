// How an environment's sync status reads on the environment list (spec: 'Environment selection').

export const STALE_AFTER_MS = 5 * 60 * 1000;

export interface EnvironmentStatusInput {
  status: string;
  isLocked: number;
  lastStatusUpdate: string;
  errorMessage?: string | null;
}

/** ORCHESTRATING shows as SYNCING; an error shows the part of its message after '::'. */
export function statusLabel(status: string): string {
  if (status === 'ORCHESTRATING') return 'SYNCING';
  return status;
}

export function errorText(message: string | null | undefined): string | null {
  if (!message) return null;
  const at = message.indexOf('::');
  return at >= 0 ? message.slice(at + 2) : message;
}

/** A row not updated for 5 minutes while not DONE is stale. */
export function isStale(environment: EnvironmentStatusInput, now: number): boolean {
  return environment.status !== 'DONE' && now - new Date(environment.lastStatusUpdate).getTime() > STALE_AFTER_MS;
}

/** Only a DONE, unlocked environment can be chosen. */
export function isSelectable(environment: EnvironmentStatusInput): boolean {
  return environment.status === 'DONE' && environment.isLocked === 0;
}

export const SYNC_REQUIRED = 'SYNC Required';

/**
 * The Ingestion Mode column: the mode of the environment's syncs (SYNC or RESYNC) once one has completed;
 * 'SYNC Required' before (a new environment whose first sync runs or failed has no usable data yet).
 */
export function ingestionModeLabel(environment: { ingestionType?: string | null; ingestionCompletionDate?: string | null }): string {
  return environment.ingestionCompletionDate && environment.ingestionType ? environment.ingestionType : SYNC_REQUIRED;
}
