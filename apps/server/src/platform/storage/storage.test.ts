import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { startFakeS3, type FakeS3 } from '@askwise/fakes/s3/fake-s3-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp } from '../../test/test-app.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { FileNotFoundError, FileTooLargeError, type FileStorage } from './file-storage.ts';
import { LocalFileStorage } from './local-storage.ts';
import { S3Error, S3FileStorage } from './s3-storage.ts';

let folder: string;
let fakeS3: FakeS3;
beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'askwise-storage-'));
  fakeS3 = await startFakeS3({ buckets: ['askwise-files'] });
});
afterAll(async () => {
  await fakeS3?.stop();
  await rm(folder, { recursive: true, force: true });
});

const s3 = () =>
  new S3FileStorage({ endpoint: fakeS3.url, bucket: 'askwise-files', forcePathStyle: true, ...fakeS3.credentials });

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const drivers: Array<[string, () => FileStorage]> = [
  ['local folder', () => new LocalFileStorage(path.join(folder, 'files'))],
  ['S3 (fake server)', s3],
];

describe.each(drivers)('file storage: %s', (_name, make) => {
  const key = 'excel-environments/7/Donors (2024) été_1718000000000.xlsx';

  it('puts a buffer and a stream, reads them back, reports size and type, removes them', async () => {
    const storage = make();
    const body = Buffer.from('PK\u0003\u0004 not really a workbook');
    expect(await storage.put(key, body, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')).toEqual({
      size: body.length,
      contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    });
    expect(await readAll(await storage.get(key))).toEqual(body);
    expect(await storage.head(key)).toEqual({ size: body.length, contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });

    const streamed = Readable.from([Buffer.alloc(70_000, 1), Buffer.alloc(30_000, 2)]);
    expect((await storage.put('exports/a/b.csv', streamed, 'text/csv')).size).toBe(100_000);
    expect((await readAll(await storage.get('exports/a/b.csv'))).subarray(69_999, 70_001)).toEqual(Buffer.from([1, 2]));

    await storage.remove(key);
    await storage.remove(key);
    expect(await storage.head(key)).toBeNull();
    await expect(storage.get(key)).rejects.toBeInstanceOf(FileNotFoundError);
  });

  it('refuses a stream longer than maxBytes and keeps nothing', async () => {
    const storage = make();
    const tooLong = Readable.from([Buffer.alloc(600), Buffer.alloc(600)]);
    await expect(storage.put('uploads/too-long.bin', tooLong, 'application/octet-stream', { maxBytes: 1000 })).rejects.toBeInstanceOf(FileTooLargeError);
    expect(await storage.head('uploads/too-long.bin')).toBeNull();
  });

  it('refuses keys that could escape the store', async () => {
    const storage = make();
    for (const bad of ['../etc/passwd', 'a/../../b', '/abs', 'a//b', '.meta/x', 'a\\b']) {
      await expect(storage.put(bad, Buffer.from('x'), 'text/plain')).rejects.toThrow(/Invalid storage key/);
    }
  });
});

describe('S3 client against the fake S3 server', () => {
  it('talks HTTP to the configured endpoint, path-style by default and virtual-hosted when asked', async () => {
    const storage = s3();
    await storage.put('exports/9/path style.xlsx', Buffer.from('x'), 'text/plain');
    expect(fakeS3.requests.at(-1)).toEqual({ method: 'PUT', path: '/askwise-files/exports/9/path%20style.xlsx' });
    expect(fakeS3.buckets.get('askwise-files')!.get('exports/9/path style.xlsx')!.body.toString()).toBe('x');

    const hosted = new S3FileStorage({ endpoint: 'https://s3.eu-west-1.example.test', bucket: 'askwise-files', forcePathStyle: false, ...fakeS3.credentials });
    const link = new URL(await hosted.signedUrl('exports/9/a.xlsx', 60));
    expect(link.host).toBe('askwise-files.s3.eu-west-1.example.test');
    expect(link.pathname).toBe('/exports/9/a.xlsx');
    expect(link.searchParams.get('X-Amz-Expires')).toBe('60');
  });

  it('signs every request: a wrong secret is refused with SignatureDoesNotMatch', async () => {
    const wrong = new S3FileStorage({ endpoint: fakeS3.url, bucket: 'askwise-files', forcePathStyle: true, ...fakeS3.credentials, secretAccessKey: 'not-the-secret' });
    await expect(wrong.put('x/y.txt', Buffer.from('x'), 'text/plain')).rejects.toMatchObject({ code: 'SignatureDoesNotMatch', status: 403 });
    await expect(wrong.put('x/y.txt', Buffer.from('x'), 'text/plain')).rejects.toBeInstanceOf(S3Error);
  });

  it('presigned GET links download until they expire, and name the download', async () => {
    const storage = s3();
    await storage.put('exports/1/ready to export.xlsx', Buffer.from('export body'), 'application/octet-stream');
    const link = await storage.signedUrl('exports/1/ready to export.xlsx', 60, { downloadName: 'Ready to export – Spring.xlsx' });
    const response = await fetch(link);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('export body');
    expect(response.headers.get('content-disposition')).toContain("filename*=UTF-8''Ready%20to%20export%20%E2%80%93%20Spring.xlsx");

    const tampered = link.replace('exports/1/', 'exports/2/');
    expect((await fetch(tampered)).status).toBe(403);

    const expired = await storage.signedUrl('exports/1/ready to export.xlsx', 1);
    await new Promise((resolve) => setTimeout(resolve, 2100));
    const late = await fetch(expired);
    expect(late.status).toBe(403);
    expect(await late.text()).toContain('Request has expired');
  });
});

describe('local signed download links through the HTTP server', () => {
  let database: TestDatabase;
  let app: Awaited<ReturnType<typeof startTestApp>>;
  beforeAll(async () => {
    database = await createTestDatabase();
    app = await startTestApp(database, { DATA_DIR: path.join(folder, 'app-data') });
  });
  afterAll(async () => {
    await app?.stop();
    await database?.drop();
  });

  it('serves a signed link before expiry and refuses tampered or expired links', async () => {
    const { storage } = app.services;
    expect(storage.driver).toBe('local');
    await storage.put('exports/5/handle manually.xlsx', Buffer.from('manual list'), 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const link = await storage.signedUrl('exports/5/handle manually.xlsx', 60, { downloadName: 'Handle manually.xlsx' });
    expect(link).toMatch(/^\/files\/download\/exports\/5\/handle%20manually\.xlsx\?expires=\d+&name=/);

    const ok = await fetch(app.url + link);
    expect(ok.status).toBe(200);
    expect(await ok.text()).toBe('manual list');
    expect(ok.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(ok.headers.get('content-disposition')).toContain('filename="Handle manually.xlsx"');

    const otherName = link.replace('name=Handle', 'name=Other');
    expect((await fetch(app.url + otherName)).status).toBe(403);
    const longer = link.replace(/expires=(\d+)/, (_m, n: string) => `expires=${Number(n) + 3600}`);
    expect((await fetch(app.url + longer)).status).toBe(403);
    const otherFile = link.replace('handle%20manually', 'secret');
    expect((await fetch(app.url + otherFile)).status).toBe(403);

    const shortLived = await storage.signedUrl('exports/5/handle manually.xlsx', 1);
    await new Promise((resolve) => setTimeout(resolve, 2100));
    const expired = await fetch(app.url + shortLived);
    expect(expired.status).toBe(403);
    expect(await expired.text()).toBe('This download link has expired.');
  });
});
