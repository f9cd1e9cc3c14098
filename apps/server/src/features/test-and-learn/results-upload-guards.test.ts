import { randomBytes } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { createReadStream, createWriteStream } from 'node:fs';
import { access, mkdtemp, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompanyWithUser, type CompanyWithUser } from '../../test/factories.ts';
import { useTestApp } from '../../test/test-app.ts';
import { buildAppealWithDonors, generateDonors } from '../asks/asks.testing.ts';
import { writeXlsWithSheetJs, writeXlsxWithExcelJs } from '../excel/excel-test-helpers.ts';
import { minimalXlsxParts, writeZip } from '../excel/zip-test-writer.ts';
import { RESULTS_UPLOAD_PATH } from './results-upload.route.ts';
import { uploadTempPath } from '../../platform/storage/upload-temp-files.ts';
import { uploadResults } from './test-and-learn.testing.ts';

// A results file is read by what it holds, not by its name, through the Excel upload's guards; a CSV is
// streamed; no upload holds up the server's other work (GET /healthz answers within 100 ms throughout on a
// quiet machine, the poller sharing the server's process and so its event loop). Temporary copies left by a killed process
// are swept when the server starts.

const HOUR_MS = 60 * 60 * 1000;
const leftover = path.join(tmpdir(), `askwise-results-${randomBytes(8).toString('hex')}.csv`);
const inUse = uploadTempPath('results', '.csv');
let killedCopy: string;
let folder: string;

// Before the product starts (useTestApp's beforeAll runs after this one): one copy left two hours ago by a
// process that was killed, one of an import under way in another process on the same host.
beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'askwise-guards-test-'));
  await writeFile(leftover, 'Cont. ID,Gift Amount\n');
  const twoHoursAgo = new Date(Date.now() - 2 * HOUR_MS);
  await utimes(leftover, twoHoursAgo, twoHoursAgo);
  await writeFile(inUse, 'Cont. ID,Gift Amount\n');
  // A copy a process was writing a moment ago when it was killed: its pid names no process now.
  const killed = spawnSync(process.execPath, ['-e', `process.stdout.write(String(process.pid) + ' ' + require('node:fs').readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ')[19])`], { encoding: 'utf8' });
  const [pid, ticks] = killed.stdout.split(' ');
  killedCopy = path.join(tmpdir(), `askwise-results-${pid}p${ticks}-${randomBytes(8).toString('hex')}.csv`);
  await writeFile(killedCopy, 'Cont. ID,Gift Amount\n');
});
const world = useTestApp();
let admin: CompanyWithUser;
let smallAppeal: number;
let largeAppeal: number;

/** An appeal whose export mailed `count` ladders to donors K1..Kcount (written directly: an export of 500,000 donors would take minutes). */
async function mailedAppeal(count: number): Promise<number> {
  const { appealId } = await buildAppealWithDonors(world.database.ownerDb, admin.companyId, generateDonors(2), { userId: admin.userId });
  await sql`insert into appeal_mailed_asks (company_id, appeal_id, appeal_constituent_id, constituent_key, test_group, giving_band, appeal_gift_last_year, primary_ask, ask1)
    select ${admin.companyId}, ${appealId}, i, case when i = 123 then '00123' else 'K' || i end, 'A', 1, 0, 2500, 2500
    from generate_series(1, ${count}) as i`.execute(world.database.ownerDb);
  return appealId;
}

beforeAll(async () => {
  admin = await createCompanyWithUser(world.database.ownerDb);
  smallAppeal = await mailedAppeal(300);
  largeAppeal = await mailedAppeal(500_000);
  // The test's own first streamed upload loads and compiles the client's code: paid here, not in a measurement.
  const warmUp = path.join(folder, 'warm-up.csv');
  await writeFile(warmUp, 'Cont. ID,Gift Amount\nK1,5\n');
  expect((await uploadResultsFile(smallAppeal, 'results.csv', warmUp)).status).toBe(200);
}, 60_000);
afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
  await rm(inUse, { force: true });
  await rm(killedCopy, { force: true });
});

/**
 * Runs work while GET /healthz is asked every 20 ms: the slowest answer, how long the work took and the CPU
 * time this process (the server and the test) used meanwhile. On a busy machine every answer waits for a
 * core too, so a hold-up is judged against the work's own length (`heldUp`), and the work's cost in CPU time.
 */
async function whileHealthPolled<T>(
  work: () => Promise<T>,
): Promise<{ result: T; slowestHealthMs: number; polls: number; elapsedMs: number; cpuMs: number }> {
  let isDone = false;
  let slowestHealthMs = 0;
  let polls = 0;
  const poller = (async () => {
    while (!isDone) {
      const asked = performance.now();
      const response = await fetch(`${world.app.url}/healthz`);
      await response.arrayBuffer();
      slowestHealthMs = Math.max(slowestHealthMs, performance.now() - asked);
      polls++;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  const started = performance.now();
  const cpuAtStart = process.cpuUsage();
  try {
    const result = await work();
    const cpu = process.cpuUsage(cpuAtStart);
    return { result, slowestHealthMs, polls, elapsedMs: performance.now() - started, cpuMs: (cpu.user + cpu.system) / 1000 };
  } finally {
    isDone = true;
    await poller;
  }
}

/**
 * The longest answer to /healthz that still means "the server was not held up": 100 ms on a quiet machine;
 * on a loaded one, a quarter of the work's time. Work done on the server's own thread holds every answer
 * for the whole of it (the .xls of the last case, read there, held one for about half of its upload).
 */
function heldUpLimitMs(elapsedMs: number): number {
  return Math.max(100, elapsedMs / 4);
}

/** A CSV results file of `rows` gifts, written to disk in pieces. */
async function writeResultsCsv(rows: number, line: (index: number) => string): Promise<string> {
  const file = path.join(folder, `results-${rows}.csv`);
  const out = createWriteStream(file);
  out.write('Cont. ID,Gift Amount,Gift Date\n');
  let piece = '';
  for (let i = 1; i <= rows; i++) {
    piece += line(i);
    if (piece.length > 1 << 20) {
      if (!out.write(piece)) await once(out, 'drain');
      piece = '';
    }
  }
  out.end(piece);
  await finished(out);
  return file;
}

/** Posts a results file streamed from disk, as a browser sends one (no copy of it held by the test: its process is the server's). */
async function uploadResultsFile(appealId: number, fileName: string, file: string) {
  const response = await fetch(`${world.app.url}${RESULTS_UPLOAD_PATH}?appealId=${appealId}&fileName=${encodeURIComponent(fileName)}`, {
    method: 'POST',
    headers: { 'x-askwise-csrf': '1', cookie: admin.cookie, 'content-type': 'application/octet-stream' },
    body: Readable.toWeb(createReadStream(file)) as ReadableStream<Uint8Array>,
    duplex: 'half',
  } as RequestInit);
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** A .xlsx whose sheet holds 2,000,000 one-gift rows: about 110 MiB unpacked from a zip of about 120 KB. */
function zipBomb(): Buffer {
  const row = '<row><c t="inlineStr"><is><t>K1</t></is></c><c><v>5</v></c></row>';
  const header = '<row><c t="inlineStr"><is><t>Cont. ID</t></is></c><c t="inlineStr"><is><t>Gift Amount</t></is></c></row>';
  const sheetXml = `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${header}${row.repeat(2_000_000)}</sheetData></worksheet>`;
  return writeZip(minimalXlsxParts([], { sheetXml }));
}

describe('a results file is read by its content, with the upload guards, without holding up the server', () => {
  it('a zip bomb named .csv (or .xls) is refused as a zip bomb in a fraction of what reading it would cost, the server answering throughout', async () => {
    const bomb = zipBomb();
    expect(bomb.length).toBeLessThan(1024 * 1024);
    for (const name of ['results.csv', 'results.xls']) {
      const { result, slowestHealthMs, polls, elapsedMs, cpuMs } = await whileHealthPolled(() =>
        uploadResults(world.app.url, admin.cookie, smallAppeal, name, bomb),
      );
      expect(result.status).toBe(422);
      expect(result.body.error).toMatch(/expands far beyond its size \(a "zip bomb"\); it was refused for safety/);
      // The refusal costs this process 0.6 to 0.8 s of CPU time on a quiet machine (1.4 s beside two busy
      // processes); reading the 2,000,000 rows would cost well over ten. Wall-clock time is only stretched by load.
      expect(cpuMs).toBeLessThan(2500);
      expect(elapsedMs).toBeLessThan(10_000);
      expect(polls).toBeGreaterThan(0);
      expect(slowestHealthMs).toBeLessThan(heldUpLimitMs(elapsedMs));
    }
  });

  it('a genuine .xlsx named .csv is imported as the workbook it is', async () => {
    const workbook = await writeXlsxWithExcelJs([
      ['Cont. ID', 'Gift Amount'],
      ['K1', 25],
      ['K2', '$10.50'],
      ['K3', 0],
    ]);
    const { status, body } = await uploadResults(world.app.url, admin.cookie, smallAppeal, 'results.csv', workbook);
    expect(status).toBe(200);
    expect(body).toMatchObject({ rowCount: 3, giftCount: 2, matchedDonors: 2, errorCount: 0 });
  });

  it('a CSV as spreadsheets save it: a byte order mark, CRLF, quoted commas and line breaks, ids with leading zeros kept', async () => {
    const csv = '\uFEFFCont. ID,Gift Amount,Source Code\r\n00123,"$1,250.00","SPRING, A"\r\nK7,12,"two\r\nlines"\r\nK8,"12x",\r\n';
    const { status, body } = await uploadResults(world.app.url, admin.cookie, smallAppeal, 'results.csv', csv);
    expect(status).toBe(200);
    expect(body).toMatchObject({ rowCount: 3, giftCount: 2, matchedDonors: 2, unmatchedGifts: 0, errorCount: 1 });
    expect(body.errors).toEqual([{ id: 'B4', error: 'Row 4, column "Gift Amount" (B4): "12x" is not an amount of money' }]);
  });

  it('a CSV far longer than the mailing is refused quickly with the reason, the server answering throughout', async () => {
    const csv = await writeResultsCsv(1_000_000, (i) => `K${i},${i % 50 === 0 ? '25.00' : '0'},2026-03-01\n`);
    const { result, slowestHealthMs, elapsedMs, cpuMs } = await whileHealthPolled(() => uploadResultsFile(smallAppeal, 'results.csv', csv));
    expect(result.status).toBe(422);
    expect(result.body.error).toBe(
      "The results file has more than 10,300 rows; this appeal was mailed to 300 donors, and Askwise reads at most 10,300 rows for it (twice the mailing, or 10,000 more than it). Please check that the file holds this appeal's results.",
    );
    expect(cpuMs).toBeLessThan(5000);
    expect(slowestHealthMs).toBeLessThan(heldUpLimitMs(elapsedMs));
  });

  it('a CSV of 1,000,000 rows for an appeal mailed to 500,000 donors is streamed, the server answering throughout', async () => {
    const csv = await writeResultsCsv(1_000_000, (i) => `K${i},${i % 50 === 0 ? '25.00' : '0'},2026-03-01\n`);
    expect((await stat(csv)).size).toBeGreaterThan(20_000_000);
    const { result, slowestHealthMs, polls, elapsedMs } = await whileHealthPolled(() => uploadResultsFile(largeAppeal, 'results.csv', csv));
    expect(result.status, JSON.stringify(result.body)).toBe(200);
    expect(result.body).toMatchObject({
      rowCount: 1_000_000,
      giftCount: 20_000,
      matchedDonors: 10_000,
      unmatchedGifts: 10_000,
      errorCount: 0,
    });
    expect(polls).toBeGreaterThan(10);
    expect(slowestHealthMs).toBeLessThan(heldUpLimitMs(elapsedMs));
  });

  it('a .xls is read in a worker thread, the server answering throughout', async () => {
    // 20,000 rows: SheetJS takes seconds to write a .xls, and reading this one held the server up for about half a second.
    const rows: Array<Array<string | number>> = [['Cont. ID', 'Gift Amount', 'Gift Date']];
    for (let i = 1; i <= 20_000; i++) rows.push([`K${i}`, i % 50 === 0 ? 25 : 0, '2026-03-01']);
    const file = path.join(folder, 'results.xls');
    await writeFile(file, writeXlsWithSheetJs(rows));
    const { result, slowestHealthMs, polls, elapsedMs } = await whileHealthPolled(() => uploadResultsFile(largeAppeal, 'results.xls', file));
    expect(result.status, JSON.stringify(result.body)).toBe(200);
    expect(result.body).toMatchObject({ rowCount: 20_000, giftCount: 400, matchedDonors: 400, errorCount: 0 });
    expect(polls).toBeGreaterThan(5);
    expect(slowestHealthMs).toBeLessThan(heldUpLimitMs(elapsedMs));
  });
});

describe('temporary copies of uploads', () => {
  it('the copies of killed processes are removed when the server starts, at once; a copy of a live process is left to its import', async () => {
    await expect(access(leftover)).rejects.toThrow();
    await expect(access(killedCopy)).rejects.toThrow();
    await expect(access(inUse)).resolves.toBeUndefined();
  });
});
