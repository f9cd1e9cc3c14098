import { setTimeout as sleep } from 'node:timers/promises';
import { buffer } from 'node:stream/consumers';
import * as XLSX from '@e965/xlsx';
import { describe, expect, it } from 'vitest';
import { XlsxStreamWriter, type XlsxCellValue, type XlsxColumn } from './xlsx-stream-writer.ts';
import { XlsxWorkerWriter } from './xlsx-worker-writer.ts';

const COLUMNS: XlsxColumn[] = [
  { header: 'Cont. ID', kind: 'text' },
  { header: 'First Name', kind: 'text' },
  { header: 'Ask 1', kind: 'cents' },
  { header: 'Gifts', kind: 'integer' },
  { header: 'Export Date', kind: 'date' },
  { header: '$5K or above', kind: 'boolean' },
  { header: 'Any', kind: 'value' },
];

const rowOf = (i: number): XlsxCellValue[] => [
  `C${i}`,
  i % 7 === 0 ? '=HYPERLINK("x")' : `Ann & <${i}>`,
  i * 101,
  i % 5 === 0 ? null : i,
  new Date(Date.UTC(2026, 2, 1 + (i % 28))),
  i % 2 === 0,
  i % 3 === 0 ? new Date(Date.UTC(2024, 4, 1, 13, 45, 30)) : 'text',
];

/** Writes rows with a writer while its output is read; the file's bytes. */
async function written(writer: XlsxWorkerWriter | XlsxStreamWriter, rows: number): Promise<Buffer> {
  const file = buffer(writer.output);
  for (let i = 1; i <= rows; i++) await writer.addRow(rowOf(i));
  await writer.finish();
  return file;
}

/** Every entry of a ZIP archive by name, inflated (the archives' timestamps aside). */
function entries(file: Buffer): Record<string, string> {
  const archive = XLSX.CFB.read(file, { type: 'buffer' }) as { FileIndex: Array<{ type: number; name: string; content: Uint8Array }> };
  return Object.fromEntries(archive.FileIndex.filter((entry) => entry.type === 2).map((entry) => [entry.name, Buffer.from(entry.content).toString('utf8')]));
}

describe('XlsxWorkerWriter', () => {
  it('writes, on a worker thread, the workbook the in-thread writer writes, over several batches and sheets', async () => {
    const options = { sheetName: 'Primary List', compressionLevel: 3, maxRowsPerSheet: 2500 };
    const onWorker = new XlsxWorkerWriter(COLUMNS.map((column) => ({ ...column, value: () => 'functions stay behind' })), options);
    const inThread = new XlsxStreamWriter(COLUMNS, options);
    const [fromWorker, fromThread] = await Promise.all([written(onWorker, 5200), written(inThread, 5200)]);
    expect(onWorker.rows).toBe(5200);
    expect(entries(fromWorker)).toEqual(entries(fromThread));
    const workbook = XLSX.read(fromWorker, { type: 'buffer' });
    expect(workbook.SheetNames).toEqual(['Primary List', 'Primary List (2)', 'Primary List (3)']);
    expect(XLSX.utils.sheet_to_json(workbook.Sheets['Primary List (3)']!)).toHaveLength(200);
  });

  it('stops taking rows while nobody reads the file, and goes on once it is read', async () => {
    const writer = new XlsxWorkerWriter(COLUMNS);
    let added = 0;
    const adding = (async () => {
      for (; added < 200_000; added++) await writer.addRow(rowOf(added));
    })();
    await sleep(1500);
    const stalledAt = added;
    await sleep(500);
    // Held: a few batches and the output's buffer (1 MiB of deflated file), never the whole file.
    expect(added).toBe(stalledAt);
    expect(added).toBeLessThan(100_000);
    const file = buffer(writer.output);
    await adding;
    await writer.finish();
    expect((await file).length).toBeGreaterThan(1_000_000);
  });

  it('fails the file when the worker fails mid-file: the rows, the end and the output see the error', async () => {
    const writer = new XlsxWorkerWriter(COLUMNS);
    const file = buffer(writer.output);
    file.catch(() => undefined);
    const adding = (async () => {
      for (let i = 1; i <= 5000; i++) await writer.addRow(rowOf(i));
      // A cell no column kind can write (outside XlsxCellValue): the worker throws on it, after 5,000 rows.
      await writer.addRow([...rowOf(0).slice(0, 6), 10n as unknown as XlsxCellValue]);
      await writer.finish();
    })();
    await expect(adding).rejects.toThrow();
    await expect(file).rejects.toThrow();
    await expect(writer.addRow(rowOf(1))).rejects.toThrow();
  });

  it('aborts: the reader of the output sees the reason', async () => {
    const writer = new XlsxWorkerWriter(COLUMNS);
    const file = buffer(writer.output);
    for (let i = 1; i <= 1500; i++) await writer.addRow(rowOf(i));
    writer.abort(new Error('the export failed'));
    await expect(file).rejects.toThrow('the export failed');
    await expect(writer.finish()).rejects.toThrow('the export failed');
  });
});
