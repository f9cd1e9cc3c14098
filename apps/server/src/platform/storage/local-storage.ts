import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { link, mkdir, open, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { ByteCounter } from './byte-limit.ts';
import { assertValidKey, FileNotFoundError, type FileStorage, type PutOptions, type SignedUrlOptions, type StoredObject } from './file-storage.ts';

export const LOCAL_DOWNLOAD_PATH = '/files/download/';

/**
 * Objects as files under one folder (DATA_DIR/files), each with a small metadata file beside it in
 * `.meta/`. Signed links point at this server's download route and carry an HMAC of key and expiry.
 */
export class LocalFileStorage implements FileStorage {
  readonly driver = 'local';
  private secret: Promise<Buffer> | null = null;

  constructor(
    readonly root: string,
    private readonly options: { signingSecret?: string; publicUrl?: string } = {},
  ) {}

  async put(key: string, body: Readable | Buffer, contentType: string, options: PutOptions = {}): Promise<StoredObject> {
    const file = this.pathOf(key);
    await mkdir(path.dirname(file), { recursive: true });
    // Written under a temporary name and renamed: a reader never sees half a file.
    const partial = `${file}.${randomBytes(6).toString('hex')}.partial`;
    const counter = new ByteCounter(options.maxBytes);
    try {
      await pipeline(Buffer.isBuffer(body) ? Readable.from([body]) : body, counter, createWriteStream(partial));
      const stored = { size: counter.bytes, contentType };
      await mkdir(path.dirname(this.metaOf(key)), { recursive: true });
      await writeFile(this.metaOf(key), JSON.stringify(stored));
      await rename(partial, file);
      return stored;
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
  }

  async get(key: string): Promise<Readable> {
    const file = this.pathOf(key);
    // Opening first turns a missing file into FileNotFoundError instead of a stream error later.
    const handle = await open(file, 'r').catch((error: NodeJS.ErrnoException) => {
      throw error.code === 'ENOENT' ? new FileNotFoundError(key) : error;
    });
    return createReadStream('', { fd: handle });
  }

  async head(key: string): Promise<StoredObject | null> {
    const info = await stat(this.pathOf(key)).catch(() => null);
    if (!info?.isFile()) return null;
    const meta: Partial<StoredObject> = await readFile(this.metaOf(key), 'utf8').then((text) => JSON.parse(text) as Partial<StoredObject>, () => ({}));
    return { size: info.size, contentType: meta.contentType ?? 'application/octet-stream' };
  }

  async remove(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
    await rm(this.metaOf(key), { force: true });
    // A process that died while writing the object left its temporary file beside it.
    const file = this.pathOf(key);
    const unfinished = (await readdir(path.dirname(file)).catch(() => [] as string[])).filter(
      (name) => name.startsWith(`${path.basename(file)}.`) && name.endsWith('.partial'),
    );
    await Promise.all(unfinished.map((name) => rm(path.join(path.dirname(file), name), { force: true })));
  }

  async signedUrl(key: string, ttlSeconds: number, options: SignedUrlOptions = {}): Promise<string> {
    assertValidKey(key);
    const expires = Math.floor(Date.now() / 1000) + Math.max(1, Math.floor(ttlSeconds));
    const name = options.downloadName ?? path.posix.basename(key);
    const signature = await this.sign(key, expires, name);
    const query = new URLSearchParams({ expires: String(expires), name, signature });
    const link = `${LOCAL_DOWNLOAD_PATH}${key.split('/').map(encodeURIComponent).join('/')}?${query}`;
    return this.options.publicUrl ? new URL(link, this.options.publicUrl).toString() : link;
  }

  /** Checks a signed link's parts; the reason says what is wrong, for the response. */
  async verify(key: string, expires: string | null, name: string | null, signature: string | null): Promise<{ ok: true } | { ok: false; reason: string }> {
    if (!expires || name === null || !signature || !/^\d{1,12}$/.test(expires)) return { ok: false, reason: 'This download link is not valid.' };
    try {
      assertValidKey(key);
    } catch {
      return { ok: false, reason: 'This download link is not valid.' };
    }
    const expected = Buffer.from(await this.sign(key, Number(expires), name), 'hex');
    const given = Buffer.from(signature, 'hex');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'This download link is not valid.' };
    if (Number(expires) < Date.now() / 1000) return { ok: false, reason: 'This download link has expired.' };
    return { ok: true };
  }

  private async sign(key: string, expires: number, name: string): Promise<string> {
    const secret = await this.signingSecret();
    return createHmac('sha256', secret).update(`${key}\n${expires}\n${name}`).digest('hex');
  }

  /** FILE_SIGNING_SECRET, or a random secret kept in the folder so that every process sharing it agrees. */
  private signingSecret(): Promise<Buffer> {
    this.secret ??= (async () => {
      if (this.options.signingSecret) return Buffer.from(this.options.signingSecret);
      const file = path.join(this.root, '.signing-secret');
      await mkdir(this.root, { recursive: true });
      // Written aside and hard-linked into place: two processes starting at once end up with one secret.
      const candidate = `${file}.${randomBytes(6).toString('hex')}`;
      await writeFile(candidate, randomBytes(32).toString('hex'), { mode: 0o600 });
      try {
        await link(candidate, file);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      } finally {
        await rm(candidate, { force: true });
      }
      return Buffer.from((await readFile(file, 'utf8')).trim());
    })();
    return this.secret;
  }

  private pathOf(key: string): string {
    assertValidKey(key);
    return path.join(this.root, ...key.split('/'));
  }

  private metaOf(key: string): string {
    assertValidKey(key);
    return path.join(this.root, '.meta', ...key.split('/')) + '.json';
  }
}
