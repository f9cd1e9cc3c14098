import type { AppealStatusChanges } from './appeal-status.ts';

// What a person may do to an appeal's statuses by hand (updateAppealStatus). Askwise's own processes write
// the statuses as their work goes (appeal-status-transitions.ts) and decide DONE and the lock; a person may
// only clear a finished or failed process's status and its error, and unlock an appeal that no process holds
// (one left locked by a failure). Values outside the spec's are refused with their name.

export interface CurrentStatuses {
  mapAppealStatus: string | null;
  algorithmStatus: string | null;
  exportExcelStatus: string | null;
}

const PROCESSES = [
  { field: 'mapAppealStatus', error: 'mapAppealError', name: 'mapping', spec: /^(START|LOADING|DROPDOWNS-DONE|LASTGIFT-DONE|TOTALLAST-DONE|GREATEST-DONE|TOTALCOUNT-DONE|DONE|ERROR::.*)$/s },
  { field: 'algorithmStatus', error: 'algorithmError', name: 'calculation', spec: /^(LOADING|PROGRESS::\d+-\d+|DONE|ERROR::.*)$/s },
  { field: 'exportExcelStatus', error: 'exportExcelError', name: 'export', spec: /^(PROGRESS|DONE|ERROR::.*)$/s },
] as const;

const isFinished = (status: string | null) => status === null || status === 'DONE' || status.startsWith('ERROR::');

/** The processes still at work on the appeal, by name. */
export function processesAtWork(current: CurrentStatuses): string[] {
  return PROCESSES.filter((p) => !isFinished(current[p.field])).map((p) => p.name);
}

/** Why a change by hand is refused, or null when it is allowed. */
export function refusalOfStatusChange(current: CurrentStatuses, changes: AppealStatusChanges): string | null {
  for (const process of PROCESSES) {
    const value = changes[process.field];
    if (value !== undefined && value !== null) {
      if (!process.spec.test(value)) return `'${value}' is not a valid ${process.field}.`;
      return `The ${process.name}'s status is set by Askwise as the work goes; it can only be cleared.`;
    }
    const error = changes[process.error];
    if (error !== undefined && error !== null) return `The ${process.name}'s error is written by Askwise; it can only be cleared.`;
    if (value === null && !isFinished(current[process.field])) return `The ${process.name} is in progress: its status can be cleared once it finishes.`;
  }
  if (changes.isLocked === true) return 'Askwise locks an appeal while it works on it; an appeal cannot be locked by hand.';
  const atWork = processesAtWork(current);
  if (changes.isLocked === false && atWork.length) return `The appeal cannot be unlocked while its ${atWork.join(' and ')} is in progress.`;
  return null;
}
