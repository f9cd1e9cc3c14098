import { describe, expect, it } from 'vitest';
import { parseProcessStat } from './process-cpu.ts';
import { conditionsLine, judge, parseMachineCpu, referenceWorkMs, ticksByRoot, verdictText, type RunFigures } from './quiet-run.ts';

// The pure parts of the quiet-run check: reading /proc text, counting process trees, and the judgement.

const PROC_STAT = `cpu  1218928 3867 285337 1023286 8668 0 15741 3118 0 0
cpu0 609464 1933 142668 511643 4334 0 7870 1559 0 0
cpu1 609464 1934 142669 511643 4334 0 7871 1559 0 0
intr 123456 0 0
ctxt 987654
btime 1700000000
processes 4242
procs_running 3
`;

describe('parseMachineCpu', () => {
  it('adds user, nice, system, irq, softirq and steal of all cores, and counts the cores', () => {
    expect(parseMachineCpu(PROC_STAT)).toEqual({ busyTicks: 1218928 + 3867 + 285337 + 0 + 15741 + 3118, cores: 2 });
  });

  it('reads a kernel without the steal column', () => {
    expect(parseMachineCpu('cpu 10 1 5 100 3 2 4\ncpu0 10 1 5 100 3 2 4\n')).toEqual({ busyTicks: 10 + 1 + 5 + 2 + 4, cores: 1 });
  });

  it('refuses text without cpu lines', () => {
    expect(() => parseMachineCpu('intr 1 2 3\n')).toThrow(/cpu/);
  });
});

describe('parseProcessStat', () => {
  it('takes the parent and utime + stime + cutime + cstime after the command, even one holding ") "', () => {
    const text = '4321 (postgres: (writer) x) S 4000 4321 4321 0 -1 4194560 100 0 0 0 250 50 7 3 20 0 1 0 100 1000 10';
    expect(parseProcessStat(4321, text)).toEqual({ pid: 4321, parent: 4000, ticks: 250 + 50 + 7 + 3 });
  });

  it('gives nothing for a truncated line', () => {
    expect(parseProcessStat(1, '1 (init) S 0 1')).toBeUndefined();
  });
});

describe('ticksByRoot', () => {
  // 1 init; 10 the benchmark; 11 its tsx helper; 20 the server (child of 10); 30 its postmaster; 31, 32 backends;
  // 50 someone else's process; 51 its child.
  const processes = [
    { pid: 1, parent: 0, ticks: 1000 },
    { pid: 10, parent: 1, ticks: 100 },
    { pid: 11, parent: 10, ticks: 5 },
    { pid: 20, parent: 10, ticks: 200 },
    { pid: 30, parent: 20, ticks: 300 },
    { pid: 31, parent: 30, ticks: 40 },
    { pid: 32, parent: 30, ticks: 60 },
    { pid: 50, parent: 1, ticks: 7000 },
    { pid: 51, parent: 50, ticks: 700 },
  ];

  it('counts each process once, for its nearest root, and leaves out processes under none', () => {
    const ticks = ticksByRoot(processes, [
      { label: 'benchmark', pid: 10 },
      { label: 'server', pid: 20 },
      { label: 'PostgreSQL', pid: 30 },
    ]);
    expect(Object.fromEntries(ticks)).toEqual({ benchmark: 105, server: 200, PostgreSQL: 400 });
  });

  it('counts a started process with the benchmark when it is not told apart', () => {
    expect(Object.fromEntries(ticksByRoot(processes, [{ label: 'benchmark', pid: 10 }]))).toEqual({ benchmark: 705 });
  });

  it('gives 0 for a root that is not running, and stops on a parent loop', () => {
    const looped = [
      { pid: 60, parent: 61, ticks: 1 },
      { pid: 61, parent: 60, ticks: 1 },
    ];
    expect(Object.fromEntries(ticksByRoot(looped, [{ label: 'gone', pid: 99 }]))).toEqual({ gone: 0 });
  });

  it('adds roots of the same label together', () => {
    const ticks = ticksByRoot(processes, [
      { label: 'web', pid: 20 },
      { label: 'web', pid: 50 },
    ]);
    expect(Object.fromEntries(ticks)).toEqual({ web: 200 + 300 + 40 + 60 + 7000 + 700 });
  });
});

describe('judge', () => {
  // 100 s on 2 cores: 200 CPU seconds in all, a tenth of it 20.
  const quiet: RunFigures = { startLoad: 0.3, wallSeconds: 100, cores: 2, machineCpuSeconds: 120, ours: { benchmark: 40, server: 60 } };

  it('is quiet at a start load of 0.5 or less with others within a tenth of the CPU', () => {
    const judgement = judge(quiet);
    expect(judgement).toMatchObject({ oursCpuSeconds: 100, othersCpuSeconds: 20, capacityCpuSeconds: 200, isQuiet: true });
    expect(judge({ ...quiet, startLoad: 0.5 }).isQuiet).toBe(true);
  });

  it('is busy when the run starts above a load of 0.5', () => {
    expect(judge({ ...quiet, startLoad: 0.51 }).isQuiet).toBe(false);
  });

  it('is busy when others take more than a tenth of the CPU', () => {
    const judgement = judge({ ...quiet, machineCpuSeconds: 120.5 });
    expect(judgement.othersCpuSeconds).toBeCloseTo(20.5);
    expect(judgement.isQuiet).toBe(false);
  });

  it('counts no negative share when ours read a tick above the machine', () => {
    expect(judge({ ...quiet, machineCpuSeconds: 99.9 })).toMatchObject({ othersCpuSeconds: 0, isQuiet: true });
  });
});

describe('verdictText and conditionsLine', () => {
  const figures: RunFigures = {
    startLoad: 1.337,
    wallSeconds: 60,
    cores: 2,
    machineCpuSeconds: 95.25,
    ours: { benchmark: 30, PostgreSQL: 20 },
    commit: 'abc1234',
  };

  it('says met or MISSED, or the benchmark’s own words, on a quiet run', () => {
    const judgement = judge({ ...figures, startLoad: 0.2, machineCpuSeconds: 55 });
    expect(verdictText(judgement, true)).toBe('met');
    expect(verdictText(judgement, false)).toBe('MISSED');
    expect(verdictText(judgement, false, { met: 'ok', missed: 'below the target' })).toBe('below the target');
  });

  it('says not judged on a busy run, with the start load and the others’ CPU seconds', () => {
    expect(verdictText(judge(figures), true)).toBe('not judged: machine busy (load 1.34 at start; others used 45.3 of 120.0 CPU seconds)');
  });

  it('gives the start load, our CPU per process, the others’ and the commit', () => {
    expect(conditionsLine(judge(figures))).toBe(
      'quiet run: no, machine busy; load 1.34 at start (limit 0.5); others used 45.3 of 120.0 CPU seconds ' +
        '(limit 12.0: a tenth of 2 cores x 60.0 s); ours 50.0 CPU seconds (benchmark 30.0, PostgreSQL 20.0); commit abc1234',
    );
  });

  it('gives the machine speed when the reference work was timed', () => {
    expect(conditionsLine(judge({ ...figures, referenceMs: 1234.4 }))).toContain('; machine speed: reference work 1234 ms; commit abc1234');
  });
});

describe('referenceWorkMs', () => {
  it('times the fixed work: a positive number of milliseconds, about the same twice running', () => {
    const first = referenceWorkMs();
    expect(first).toBeGreaterThan(0);
    expect(referenceWorkMs() / first).toBeGreaterThan(0.2);
  });
});
