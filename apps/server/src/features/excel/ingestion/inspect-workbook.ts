import { open, type FileHandle } from 'node:fs/promises';
import { ExcelRefusal } from './excel-refusal.ts';
import { inflateEntry, readZipDirectory, type ZipEntry } from './zip-entries.ts';

export interface InspectionLimits {
  maxFileBytes: number;
  maxUnzippedBytes: number;
  /** How many times an entry may expand (the zip-bomb guard). */
  maxRatio: number;
}

export type WorkbookInspection =
  | { kind: 'xlsx'; firstSheet: { sheetNo: string; name: string }; rowCount: number }
  | { kind: 'xls' }
  | { kind: 'csv'; encoding: 'utf8' | 'utf16le' };

export interface InspectionOptions {
  /** Text is read as CSV (the caller reads CSV and the file's name says .csv); otherwise text must be a workbook saved as text. */
  isCsvText?: boolean;
}

const OLE_SIGNATURE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const ZIP_SIGNATURE = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const UTF16LE_BOM = Buffer.from([0xff, 0xfe]);
const XML_LOOKAHEAD = 4096;

export const NOT_A_WORKBOOK = 'The file is not an Excel workbook. Please upload a .xlsx or .xls file made from the Askwise template.';

/**
 * Decides how to read a file from its bytes (not its name) and refuses what is unsafe before a parser
 * sees it: oversized files, zip bombs, encrypted parts, XML with document type declarations (entities).
 * For .xlsx it also finds the first sheet and counts its rows. A zip is a .xlsx and an OLE file a .xls
 * whatever the name says (a workbook renamed .csv gets the workbook's guards); only text is told apart
 * by the name, as CSV or as a workbook saved as XML or HTML.
 */
export async function inspectWorkbook(path: string, limits: InspectionLimits, options: InspectionOptions = {}): Promise<WorkbookInspection> {
  const file = await open(path, 'r');
  try {
    const { size } = await file.stat();
    if (size > limits.maxFileBytes) throw new ExcelRefusal(`The file is ${mib(size)} MiB; the largest file Askwise accepts is ${mib(limits.maxFileBytes)} MiB.`);
    if (size === 0) throw new ExcelRefusal('The file is empty.');
    const head = Buffer.alloc(Math.min(size, XML_LOOKAHEAD));
    await file.read(head, 0, head.length, 0);
    if (head.subarray(0, 8).equals(OLE_SIGNATURE)) return { kind: 'xls' };
    if (head.subarray(0, 4).equals(ZIP_SIGNATURE)) return await inspectXlsx(file, path, size, limits);
    if (options.isCsvText) return { kind: 'csv', encoding: head.subarray(0, 2).equals(UTF16LE_BOM) ? 'utf16le' : 'utf8' };
    // Excel 2003 XML and HTML tables saved as .xls are text; SheetJS reads both.
    const text = head.toString('utf8').replace(/^\uFEFF/, '').trimStart();
    if (text.startsWith('<') && /<(\?xml|html|table|workbook|!doctype html)/i.test(text.slice(0, 200))) {
      if (/<!ENTITY/i.test(head.toString('utf8'))) throw unsafeXml();
      return { kind: 'xls' };
    }
    throw new ExcelRefusal(NOT_A_WORKBOOK);
  } finally {
    await file.close();
  }
}

function mib(bytes: number): string {
  return (Math.round((bytes / 1024 / 1024) * 10) / 10).toLocaleString('en-US');
}

function unsafeXml(): ExcelRefusal {
  return new ExcelRefusal('The workbook contains an XML document type declaration, which Excel never writes; it was refused for safety.');
}

async function inspectXlsx(file: FileHandle, filePath: string, size: number, limits: InspectionLimits): Promise<WorkbookInspection> {
  const entries = await readZipDirectory(file, size);
  const byName = new Map(entries.map((e) => [e.name, e]));
  if (byName.has('xl/workbook.bin')) throw new ExcelRefusal('Excel binary workbooks (.xlsb) are not supported. Please save the file as .xlsx.');
  if (byName.has('EncryptedPackage')) throw new ExcelRefusal('The workbook is protected with a password. Please remove the password in Excel and upload it again.');
  if (!byName.has('xl/workbook.xml')) throw new ExcelRefusal(NOT_A_WORKBOOK);
  const declared = entries.reduce((sum, e) => sum + e.uncompressedSize, 0);
  if (declared > limits.maxUnzippedBytes) {
    throw new ExcelRefusal(`The workbook is too large once unpacked (${mib(declared)} MiB). Please split it into smaller files.`);
  }

  let unpacked = 0;
  const inflate = async (entry: ZipEntry, onChunk: (chunk: Buffer) => void = () => undefined) => {
    let seen = 0;
    const isXml = /\.(xml|rels)$/i.test(entry.name);
    let start = '';
    unpacked += await inflateEntry(file, filePath, entry, { maxBytes: limits.maxUnzippedBytes - unpacked, maxRatio: limits.maxRatio }, (chunk) => {
      if (isXml && seen < XML_LOOKAHEAD) {
        start += chunk.toString('latin1', 0, Math.min(chunk.length, XML_LOOKAHEAD - seen));
        if (/<!(DOCTYPE|ENTITY)/i.test(start)) throw unsafeXml();
      }
      seen += chunk.length;
      onChunk(chunk);
    });
  };
  const readText = async (entry: ZipEntry | undefined): Promise<string> => {
    if (!entry) return '';
    const chunks: Buffer[] = [];
    await inflate(entry, (chunk) => chunks.push(chunk));
    return Buffer.concat(chunks).toString('utf8');
  };

  const workbookXml = await readText(byName.get('xl/workbook.xml'));
  const relsXml = await readText(byName.get('xl/_rels/workbook.xml.rels'));
  const firstSheet = findFirstSheet(workbookXml, relsXml);
  const sheetEntry = byName.get(`xl/worksheets/sheet${firstSheet.sheetNo}.xml`);
  if (!sheetEntry) throw new ExcelRefusal('The workbook has no readable first sheet. Please save it again from Excel as .xlsx.');

  let rowCount = 0;
  for (const entry of entries) {
    if (entry.name === 'xl/workbook.xml' || entry.name === 'xl/_rels/workbook.xml.rels') continue;
    if (entry === sheetEntry) {
      const counter = new RowTagCounter();
      await inflate(entry, (chunk) => counter.push(chunk));
      rowCount = counter.count;
    } else {
      await inflate(entry);
    }
  }
  return { kind: 'xlsx', firstSheet, rowCount };
}

const decodeXml = (text: string) =>
  text.replace(/&(lt|gt|quot|apos|amp);/g, (_m, name: string) => ({ lt: '<', gt: '>', quot: '"', apos: "'", amp: '&' })[name] ?? '');

function attribute(element: string, pattern: RegExp): string | undefined {
  const match = pattern.exec(element);
  return match ? decodeXml(match[1] ?? '') : undefined;
}

/** The first sheet in workbook order (not zip order) and the sheetN.xml part that holds it. */
export function findFirstSheet(workbookXml: string, relsXml: string): { sheetNo: string; name: string } {
  const sheet = /<(?:\w+:)?sheet\s[^>]*>/.exec(workbookXml)?.[0];
  const relationId = sheet && attribute(sheet, /\s(?:\w+:)?id="([^"]*)"/);
  const name = (sheet && attribute(sheet, /\sname="([^"]*)"/)) ?? 'Sheet1';
  if (relationId) {
    for (const relation of relsXml.match(/<(?:\w+:)?Relationship\s[^>]*>/g) ?? []) {
      if (attribute(relation, /\sId="([^"]*)"/) !== relationId) continue;
      const target = attribute(relation, /\sTarget="([^"]*)"/) ?? '';
      const sheetNo = /(?:^|\/)worksheets\/sheet(\d+)\.xml$/.exec(target)?.[1];
      if (sheetNo) return { sheetNo, name };
    }
  }
  throw new ExcelRefusal('The workbook has no readable first sheet. Please save it again from Excel as .xlsx.');
}

const ROW_TAG = Buffer.from('<row', 'latin1');
/** Bytes at the end of a chunk that may start a row tag finished in the next one ('<row' and the byte after it). */
const SEAM_BYTES = ROW_TAG.length;

/**
 * Counts <row> elements in streamed sheet XML, including ones split across chunks. Each chunk is searched
 * where it lies; only its last bytes are carried to the next, joined to that one's first (a copy of every
 * chunk made this pass cost three times the inflating).
 */
export class RowTagCounter {
  count = 0;
  private carry = Buffer.alloc(0);

  push(chunk: Buffer): void {
    if (chunk.length < 2 * SEAM_BYTES) {
      const data = Buffer.concat([this.carry, chunk]);
      const scannedTo = this.countIn(data, 0, data.length);
      this.carry = Buffer.from(data.subarray(Math.max(scannedTo, data.length - SEAM_BYTES)));
      return;
    }
    if (this.carry.length) {
      // Tags starting in the carried bytes: joined to this chunk's first bytes, they are whole.
      this.countIn(Buffer.concat([this.carry, chunk.subarray(0, SEAM_BYTES)]), 0, this.carry.length);
    }
    this.countIn(chunk, 0, chunk.length - SEAM_BYTES);
    // A tag cannot overlap a counted one ('<' is not in 'row' nor a delimiter): the carry never counts twice.
    this.carry = Buffer.from(chunk.subarray(chunk.length - SEAM_BYTES));
  }

  /** Counts tags starting before `startsBefore` whose following byte is in `data`; returns the end of the last one. */
  private countIn(data: Buffer, from: number, startsBefore: number): number {
    let scannedTo = from;
    for (let at = data.indexOf(ROW_TAG, from); at >= 0 && at < startsBefore && at + SEAM_BYTES < data.length; at = data.indexOf(ROW_TAG, at + SEAM_BYTES)) {
      const next = data[at + SEAM_BYTES];
      if (next === 0x20 || next === 0x3e || next === 0x2f || next === 0x09 || next === 0x0a || next === 0x0d) this.count++;
      scannedTo = at + SEAM_BYTES;
    }
    return scannedTo;
  }
}
