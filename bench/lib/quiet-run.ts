import { spawnSync, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CLOCK_TICKS_PER_SECOND, listProcesses, type ProcessCpu } from './process-cpu.ts';

// Quiet measurements: a benchmark's figures are judged against its targets only when the machine was quiet.
// At the start: the 1-minute load average, the machine's CPU time (/proc/stat, all cores) and the time.
// When a target is judged: the CPU seconds of every process the benchmark started (its own process and its
// children, the server, PostgreSQL and its backends: whole process trees from /proc) and the machine's CPU
// since the start. A run that started above a load of 0.5, or in which other processes took more than a
// tenth of the machine's CPU, is 'not judged: machine busy' instead of met or MISSED (bench/README.md).
// Linux only: elsewhere there is no /proc and every run is judged busy.

/** The 1-minute load average above which a run is not judged. */
export const LOAD_LIMIT = 0.5;
/** The share of the machine's CPU (all cores, over the run) that other processes may take. */
export const OTHERS_SHARE_LIMIT = 0.1;

export interface MachineCpu {
  /** CPU time of all cores so far, in clock ticks: user + nice + system + irq + softirq + steal. */
  readonly busyTicks: number;
  readonly cores: number;
}

/** The text of /proc/stat read: the 'cpu' line (all cores) and the number of 'cpuN' lines. */
export function parseMachineCpu(procStat: string): MachineCpu {
  let busyTicks = NaN;
  let cores = 0;
  for (const line of procStat.split('\n')) {
    const [name, ...values] = line.trim().split(/\s+/);
    if (name === 'cpu') {
      // user nice system idle iowait irq softirq steal guest guest_nice (guest time is already in user and nice).
      const [user = NaN, nice = NaN, system = NaN, , , irq = 0, softirq = 0, steal = 0] = values.map(Number);
      busyTicks = user + nice + system + irq + softirq + steal;
    } else if (name && /^cpu\d+$/.test(name)) {
      cores++;
    }
  }
  if (!Number.isFinite(busyTicks) || cores === 0) throw new Error('Not the text of /proc/stat: no cpu lines');
  return { busyTicks, cores };
}

export interface Root {
  readonly label: string;
  readonly pid: number;
}

/**
 * CPU ticks of each root's process tree: every process is counted once, for the nearest root among itself and
 * its ancestors (a postmaster tracked on its own is not counted again in the server that started it); processes
 * under no root are left out. A process's ticks hold the ended children it waited for (PostgreSQL's ended
 * backends are in the postmaster's), so the trees' totals lose nothing that ended inside them.
 */
export function ticksByRoot(processes: readonly ProcessCpu[], roots: readonly Root[]): Map<string, number> {
  const byPid = new Map(processes.map((p) => [p.pid, p]));
  const rootLabels = new Map<number, string>();
  for (const root of roots) if (!rootLabels.has(root.pid)) rootLabels.set(root.pid, root.label);
  const labelOf = new Map<number, string | null>();
  const find = (pid: number): string | null => {
    const walked: number[] = [];
    let label: string | null = null;
    for (let current = pid, hops = 0; current > 0 && hops < 256; hops++) {
      const known = labelOf.get(current);
      if (known !== undefined) {
        label = known;
        break;
      }
      walked.push(current);
      const rootLabel = rootLabels.get(current);
      if (rootLabel !== undefined) {
        label = rootLabel;
        break;
      }
      current = byPid.get(current)?.parent ?? 0;
    }
    for (const walkedPid of walked) labelOf.set(walkedPid, label);
    return label;
  };
  const ticks = new Map<string, number>(roots.map((root) => [root.label, 0]));
  for (const p of processes) {
    const label = find(p.pid);
    if (label !== null) ticks.set(label, (ticks.get(label) ?? 0) + p.ticks);
  }
  return ticks;
}

/** What a judgement is made of, measured from the start of the run until now. */
export interface RunFigures {
  /** The 1-minute load average when the run started. */
  readonly startLoad: number;
  readonly wallSeconds: number;
  readonly cores: number;
  /** CPU seconds the whole machine used during the run (all cores). */
  readonly machineCpuSeconds: number;
  /** CPU seconds of our processes during the run, per process (with the children counted with it). */
  readonly ours: Readonly<Record<string, number>>;
  /** The commit measured (git rev-parse --short HEAD, noting uncommitted changes), when known. */
  readonly commit?: string;
  /** Milliseconds the fixed reference work took on one core at the start (referenceWorkMs): the machine's speed. */
  readonly referenceMs?: number;
}

export interface Judgement extends RunFigures {
  readonly oursCpuSeconds: number;
  /** The machine's CPU seconds during the run that none of our processes used. */
  readonly othersCpuSeconds: number;
  /** All the CPU seconds the machine had during the run: wall seconds times cores. */
  readonly capacityCpuSeconds: number;
  readonly isQuiet: boolean;
}

/** Quiet: the run started at a load of 0.5 or less, and others used no more than a tenth of the machine's CPU. */
export function judge(figures: RunFigures): Judgement {
  const oursCpuSeconds = Object.values(figures.ours).reduce((sum, seconds) => sum + seconds, 0);
  // Ticks are read a moment apart: a difference below zero is rounding, not a negative share.
  const othersCpuSeconds = Math.max(0, figures.machineCpuSeconds - oursCpuSeconds);
  const capacityCpuSeconds = figures.wallSeconds * figures.cores;
  const isQuiet = figures.startLoad <= LOAD_LIMIT && othersCpuSeconds <= OTHERS_SHARE_LIMIT * capacityCpuSeconds;
  return { ...figures, oursCpuSeconds, othersCpuSeconds, capacityCpuSeconds, isQuiet };
}

/** The words a benchmark printed for a target met or missed before runs were judged ('met' / 'MISSED', 'ok' / ...). */
export interface VerdictWords {
  readonly met: string;
  readonly missed: string;
}

const MET_OR_MISSED: VerdictWords = { met: 'met', missed: 'MISSED' };
const seconds = (value: number) => value.toFixed(1);

/** 'met' or 'MISSED' (or the benchmark's own words) on a quiet run; 'not judged: machine busy (...)' on a busy one. */
export function verdictText(judgement: Judgement, isMet: boolean, words: VerdictWords = MET_OR_MISSED): string {
  if (judgement.isQuiet) return isMet ? words.met : words.missed;
  return (
    `not judged: machine busy (load ${judgement.startLoad.toFixed(2)} at start; ` +
    `others used ${seconds(judgement.othersCpuSeconds)} of ${seconds(judgement.capacityCpuSeconds)} CPU seconds)`
  );
}

/** The line that goes with every judged report: start load, our CPU per process, others' CPU, quiet or not. */
export function conditionsLine(judgement: Judgement): string {
  const ours = Object.entries(judgement.ours)
    .map(([label, cpu]) => `${label} ${seconds(cpu)}`)
    .join(', ');
  return (
    `quiet run: ${judgement.isQuiet ? 'yes' : 'no, machine busy'}; load ${judgement.startLoad.toFixed(2)} at start (limit ${LOAD_LIMIT}); ` +
    `others used ${seconds(judgement.othersCpuSeconds)} of ${seconds(judgement.capacityCpuSeconds)} CPU seconds ` +
    `(limit ${seconds(OTHERS_SHARE_LIMIT * judgement.capacityCpuSeconds)}: a tenth of ${judgement.cores} cores x ${seconds(judgement.wallSeconds)} s); ` +
    `ours ${seconds(judgement.oursCpuSeconds)} CPU seconds (${ours})` +
    (judgement.referenceMs !== undefined ? `; machine speed: reference work ${Math.round(judgement.referenceMs)} ms` : '') +
    (judgement.commit ? `; commit ${judgement.commit}` : '')
  );
}

export interface Verdict {
  /** What goes where the benchmark printed met / MISSED. */
  readonly text: string;
  /** A target missed on a quiet run: only then does the benchmark fail for its figures. */
  readonly isMissed: boolean;
  readonly judgement: Judgement;
  /** conditionsLine(judgement): print it with the verdict and write it into the report. */
  readonly conditions: string;
}

/**
 * A fixed piece of integer work on one core, in milliseconds (the best of three, so that a moment's interruption
 * does not count). The same loop, fifteen times as long, took 7.1 to 8.9 s on one machine within one evening,
 * quiet each time: the machine's speed drifts by a quarter, and every figure with it. Printed with each report,
 * it tells a change in the product from a change in the machine; judged comparisons stay paired (bench/README.md).
 */
export function referenceWorkMs(): number {
  let best = Infinity;
  for (let round = 0; round < 3; round++) {
    const started = performance.now();
    let value = 0;
    for (let i = 0; i < 20_000_000; i++) value = (value + i * i) % 1_000_003;
    best = Math.min(best, performance.now() - started);
    if (value < 0) throw new Error('unreachable: keeps the loop from being optimised away');
  }
  return best;
}

const REPOSITORY = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

function currentCommit(): string | undefined {
  const git = (...args: string[]) => spawnSync('git', ['--no-optional-locks', ...args], { cwd: REPOSITORY, encoding: 'utf8' });
  const head = git('rev-parse', '--short', 'HEAD');
  if (head.status !== 0) return undefined;
  const changes = git('status', '--porcelain', '--untracked-files=no');
  return `${head.stdout.trim()}${changes.status === 0 && changes.stdout.trim() ? ' with uncommitted changes' : ''}`;
}

function readMachineCpu(): MachineCpu | undefined {
  try {
    return parseMachineCpu(readFileSync('/proc/stat', 'utf8'));
  } catch {
    return undefined;
  }
}

function postmasterPid(dataDir: string): number | undefined {
  try {
    const pid = Number(readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0]);
    return pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

/** A benchmark run, from its start: tell it the processes the benchmark starts, and ask it for verdicts. */
export class QuietRun {
  // run-all reads the load just before it starts the benchmark's process: read here, after the imports were
  // compiled, it counted the benchmark's own start-up (the Excel benchmark judged itself busy at 0.82).
  private readonly startLoad = Number.isFinite(Number.parseFloat(process.env.BENCH_START_LOAD ?? '')) ? Number.parseFloat(process.env.BENCH_START_LOAD!) : os.loadavg()[0]!;
  private readonly startMachine = readMachineCpu();
  private readonly startProcesses = listProcesses();
  private readonly started = performance.now();
  private readonly commit = currentCommit();
  private readonly referenceMs = referenceWorkMs();
  private readonly roots: Array<{ label: string; pid: () => number | undefined }> = [{ label: 'benchmark', pid: () => process.pid }];

  /**
   * A process the benchmark started (a server, a worker), counted with every process under it. Judge while it
   * runs: once it has ended, its CPU counts with the process that waited for it (the benchmark's, for its children).
   */
  track(label: string, child: ChildProcess | number | undefined): void {
    const pid = typeof child === 'object' ? child.pid : child;
    this.roots.push({ label, pid: () => pid });
  }

  /** An embedded PostgreSQL with its data in `{dataDir}/postgres`: the postmaster (its pid file read each time) and its backends. */
  trackPostgres(dataDir: string, label = 'PostgreSQL'): void {
    this.roots.push({ label, pid: () => postmasterPid(dataDir) });
  }

  /** The run so far, judged. */
  judge(): Judgement {
    const processes = listProcesses();
    const machine = readMachineCpu();
    const wallSeconds = (performance.now() - this.started) / 1000;
    // A pid counts only while it is this process or one under it: a stale postmaster.pid naming someone
    // else's process now counts nothing.
    const parents = new Map(processes.map((p) => [p.pid, p.parent]));
    const isOurs = (pid: number) => {
      for (let current = pid, hops = 0; current > 0 && hops < 256; current = parents.get(current) ?? 0, hops++) {
        if (current === process.pid) return true;
      }
      return false;
    };
    const roots = this.roots.flatMap((root) => {
      const pid = root.pid();
      return pid !== undefined && isOurs(pid) ? [{ label: root.label, pid }] : [];
    });
    const before = ticksByRoot(this.startProcesses, roots);
    const now = ticksByRoot(processes, roots);
    const ours: Record<string, number> = {};
    for (const { label } of this.roots) ours[label] = ((now.get(label) ?? 0) - (before.get(label) ?? 0)) / CLOCK_TICKS_PER_SECOND;
    // Without /proc the machine's CPU is unknown: counted as all of it, so the run is judged busy.
    const machineCpuSeconds =
      machine && this.startMachine
        ? (machine.busyTicks - this.startMachine.busyTicks) / CLOCK_TICKS_PER_SECOND
        : wallSeconds * os.cpus().length;
    const cores = machine?.cores ?? os.cpus().length;
    return judge({
      startLoad: this.startLoad,
      wallSeconds,
      cores,
      machineCpuSeconds,
      ours,
      ...(this.commit ? { commit: this.commit } : {}),
      referenceMs: this.referenceMs,
    });
  }

  /** The verdict on a target, judged now: met / MISSED (or the given words) when quiet, 'not judged: machine busy (...)' when not. */
  verdict(isMet: boolean, words?: VerdictWords): Verdict {
    const judgement = this.judge();
    return {
      text: verdictText(judgement, isMet, words),
      isMissed: judgement.isQuiet && !isMet,
      judgement,
      conditions: conditionsLine(judgement),
    };
  }
}

/** Call first thing in a benchmark's run.ts, before it builds, seeds or starts anything. */
export function startQuietRun(): QuietRun {
  return new QuietRun();
}
