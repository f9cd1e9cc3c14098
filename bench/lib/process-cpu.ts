import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

// CPU time of the processes a benchmark starts (the server in Node, the embedded PostgreSQL and its sessions),
// read from /proc (Linux only): on a shared machine, elapsed time alone says little, CPU seconds compare.

/** The fields of /proc/<pid>/stat after the command's closing parenthesis (state is field 0). */
function statFields(pid: number | string): string[] | undefined {
  try {
    return readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ');
  } catch {
    // The process may have ended between the listing and the reading.
    return undefined;
  }
}

/** CPU seconds a process has used so far (user + system: fields 11 and 12, clock ticks of 1/100 s). */
export function cpuSeconds(pid: number): number {
  const fields = statFields(pid);
  return fields ? (Number(fields[11]) + Number(fields[12])) / 100 : NaN;
}

/** CPU seconds of the PostgreSQL server: the postmaster, its live sessions, and the sessions that ended (cutime). */
export function postgresCpuSeconds(dataDir: string): number {
  try {
    const postmaster = Number(readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0]);
    const own = statFields(postmaster);
    if (!own) return NaN;
    let ticks = Number(own[11]) + Number(own[12]) + Number(own[13]) + Number(own[14]);
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      const fields = statFields(entry);
      if (fields && Number(fields[1]) === postmaster) ticks += Number(fields[11]) + Number(fields[12]);
    }
    return ticks / 100;
  } catch {
    return NaN;
  }
}

/** Linux's USER_HZ: the clock ticks per second that /proc/stat and /proc/<pid>/stat count in (`getconf CLK_TCK`). */
export const CLOCK_TICKS_PER_SECOND = 100;

/** One process as /proc/<pid>/stat gives it: its parent and its CPU so far, in clock ticks. */
export interface ProcessCpu {
  readonly pid: number;
  readonly parent: number;
  /** Its own CPU (utime + stime, all its threads, ended ones included) and that of the ended children it waited for (cutime + cstime). */
  readonly ticks: number;
}

/** The text of /proc/<pid>/stat read (the command, in parentheses, may hold spaces and parentheses itself). */
export function parseProcessStat(pid: number, text: string): ProcessCpu | undefined {
  const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
  if (fields.length < 15) return undefined;
  // After the command: state, ppid, ..., utime (field 11 here), stime, cutime, cstime.
  const ticks = Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]);
  return Number.isFinite(ticks) ? { pid, parent: Number(fields[1]), ticks } : undefined;
}

/** Every process on the machine now, from /proc (Linux only; empty elsewhere). */
export function listProcesses(): ProcessCpu[] {
  let names: string[];
  try {
    names = readdirSync('/proc');
  } catch {
    return [];
  }
  const processes: ProcessCpu[] = [];
  for (const name of names) {
    if (!/^\d+$/.test(name)) continue;
    let text: string;
    try {
      text = readFileSync(`/proc/${name}/stat`, 'utf8');
    } catch {
      // The process ended between the listing and the reading.
      continue;
    }
    const parsed = parseProcessStat(Number(name), text);
    if (parsed) processes.push(parsed);
  }
  return processes;
}
