import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readBack, withTempFolder } from './cli-test-helpers.ts';
import type { OutputColumn, SheetCell, SheetRow } from './sheet-cell.ts';
import { openXlsxReader } from './xlsx-reader.ts';
import { createXlsxWriter } from './xlsx-writer.ts';

const COLUMNS: OutputColumn[] = [
  { header: 'Text', kind: 'text' },
  { header: 'Number', kind: 'text' },
  { header: 'Amount', kind: 'amount' },
  { header: 'Other', kind: 'text' },
];
const DAY = new Date(Date.UTC(2024, 4, 1));
const MOMENT = new Date(Date.UTC(2024, 4, 1, 13, 45, 30));
const ROWS: SheetCell[][] = [
  ['=SUM(A1:A9)', 1234.5, 38_000, DAY],
  ['  spaced  ', -7, 417, MOMENT],
  ['<b>Tom & Jerry</b>', 0, null, true],
  ['bell\u0007 and emoji 🎁', null, 5, false],
  ['', null, null, null],
];

describe('.xlsx writer', () => {
  it('writes text, numbers, money, dates and booleans that SheetJS and exceljs read back as they were', async () => {
    await withTempFolder(async (folder) => {
      const file = path.join(folder, 'cells.xlsx');
      const writer = await createXlsxWriter(file, COLUMNS);
      for (const row of ROWS) writer.writeRow(row);
      await writer.drain();
      await writer.close();

      const back = await readBack(file);
      expect(back.headers).toEqual(['Text', 'Number', 'Amount', 'Other']);
      const [first, second, third, fourth] = back.rows;
      expect(first![0]).toMatchObject({ t: 's', v: '=SUM(A1:A9)' });
      expect(first![0]!.f).toBeUndefined();
      expect(first![1]).toMatchObject({ t: 'n', v: 1234.5 });
      expect(first![2]).toMatchObject({ t: 'n', v: 380, z: '"$"#,##0.00' });
      expect(first![3]).toMatchObject({ t: 'n', z: 'yyyy-mm-dd' });
      expect(second![0]!.v).toBe('  spaced  ');
      expect(second![3]).toMatchObject({ z: 'yyyy-mm-dd hh:mm:ss' });
      expect(third![0]!.v).toBe('<b>Tom & Jerry</b>');
      expect(third![2]!.t).toBe('z');
      expect(third![3]).toMatchObject({ t: 'b', v: true });
      expect(fourth![0]!.v).toBe('bell and emoji 🎁');

      const rows: SheetRow[] = [];
      for await (const batch of (await openXlsxReader(file)).rowBatches()) for (const row of batch) rows.push(row);
      expect(rows.map((row) => row.rowNumber)).toEqual([1, 2, 3, 4, 5, 6]);
      expect(rows[5]!.cells).toEqual([]);
      expect(rows[1]!.cells).toEqual(['=SUM(A1:A9)', 1234.5, 380, DAY]);
      expect(rows[2]!.cells).toEqual(['  spaced  ', -7, 4.17, MOMENT]);
      expect(rows[3]!.cells).toEqual(['<b>Tom & Jerry</b>', 0, null, true]);
    });
  });
});
