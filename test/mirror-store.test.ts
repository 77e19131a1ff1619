import { mkdtempSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
// @ts-expect-error s3rver ships no types
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../platform/clock.ts';
import { LocalDirStore, S3Store, type MirrorStore } from '../platform/media/store.ts';
import { createTestEnv, type TestEnv } from './helpers/env.ts';

/** A local S3-compatible server (s3rver): the S3 store is tested against the real protocol, with SigV4. */
let s3: { close(): Promise<void> };
let endpoint: string;
const s3Options = () => ({
  bucket: 'mirror',
  prefix: 'media/',
  endpoint,
  region: 'us-east-1',
  forcePathStyle: true,
  accessKeyId: 'S3RVER',
  secretAccessKey: 'S3RVER',
});

beforeAll(async () => {
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory: mkdtempSync(join(tmpdir(), 'kb-s3-')),
    configureBuckets: [{ name: 'mirror' }],
  });
  const { address, port } = await server.run();
  endpoint = `http://${address}:${port}`;
  s3 = server;
});
afterAll(() => s3?.close());

describe.each([
  ['local directory', () => new LocalDirStore(mkdtempSync(join(tmpdir(), 'kb-media-')))],
  ['S3-compatible', () => new S3Store(s3Options())],
] as [string, () => MirrorStore][])('%s mirror store', (_name, make) => {
  it('keeps bytes and content type, and answers null for a missing key', async () => {
    const store = make();
    const bytes = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>');
    await store.put('a'.repeat(64), bytes, 'image/svg+xml');
    expect(await store.get('a'.repeat(64))).toEqual({ bytes, contentType: 'image/svg+xml' });
    expect(await store.get('b'.repeat(64))).toBeNull();
  });
});

describe('mirror on an S3-compatible store', () => {
  let env: TestEnv;
  const clock = new ManualClock();
  beforeAll(async () => {
    env = await createTestEnv({ sandboxMediaTtlSeconds: 1, mediaS3: s3Options() }, { clock });
  });
  afterAll(() => env?.close());

  it('serves the copy of an expired image from the bucket', async () => {
    const { key } = await env.key();
    const live = await env.rest('/v1/openfeed/live/profile?handle=bucket-user.sandbox.test&source=live', key);
    expect(live.status).toBe(200);
    await env.service.runtime.mirror.drain();
    clock.advance(2_000); // past the 1 s TTL
    const stored = await env.rest('/v1/openfeed/live/profile?handle=bucket-user.sandbox.test&source=db', key);
    const url = stored.body.data.profile.profile_pic_url as string;
    expect(url).toMatch(/\/media\/[0-9a-f]{64}$/);
    const copy = await fetch(url);
    expect(copy.status).toBe(200);
    expect(await copy.text()).toContain('<svg');
  });
});

describe('the mirror reaches images only through the guarded fetcher', () => {
  let guarded: TestEnv;
  let site: Server;
  const hits: string[] = [];
  beforeAll(async () => {
    site = createServer((req, res) => {
      hits.push(req.url ?? '');
      res.writeHead(200, { 'content-type': 'image/png' }).end(Buffer.from([0x89, 0x50, 0x4e, 0x47]));
    });
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
    guarded = await createTestEnv();
  });
  afterAll(async () => {
    await guarded?.close();
    await new Promise<void>((resolve) => (site ? site.close(() => resolve()) : resolve()));
  });

  it('an image URL an upstream payload names in a refused range is never requested, and fails for good', async () => {
    const { port } = site.address() as AddressInfo;
    const urls = [`http://127.0.0.1:${port}/avatar.png`, 'http://169.254.169.254/latest/meta-data/iam.png', 'http://10.1.2.3/a.png'];
    await guarded.service.runtime.mirror.register(urls);
    await guarded.service.runtime.mirror.drain();
    const rows = await guarded.services.db.query<{ url: string; status: string; error: string }>('SELECT url, status, error FROM media_mirror ORDER BY url');
    expect(rows.map((r) => r.status)).toEqual(['failed', 'failed', 'failed']);
    for (const row of rows) expect(row.error).toMatch(/^refused: .*(loopback|link-local|private)/);
    expect(hits).toEqual([]);
  });
});

describe('a mirror store that fails (a full or read-only disk)', () => {
  let env: TestEnv;
  let site: Server;
  beforeAll(async () => {
    site = createServer((_req, res) => res.writeHead(200, { 'content-type': 'image/png' }).end(Buffer.from([0x89, 0x50, 0x4e, 0x47, 1])));
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
    const { port } = site.address() as AddressInfo;
    env = await createTestEnv({
      outbound: { ...(await import('../platform/config.ts')).loadConfig().outbound, dnsServers: ['127.0.0.1:9'], ports: [port], allowCidrs: '127.0.0.1/32' },
    });
  });
  afterAll(async () => {
    await env?.close();
    await new Promise<void>((resolve) => (site ? site.close(() => resolve()) : resolve()));
  });

  it('keeps the copy pending without spending an attempt, waits before trying again, and stores it once the store is back', async () => {
    const { port } = site.address() as AddressInfo;
    const url = `http://127.0.0.1:${port}/full-disk.png`;
    const { MediaMirror } = await import('../platform/media/mirror.ts');
    let failing = true;
    const kept = new Map<string, Buffer>();
    const store: MirrorStore = {
      async put(key, bytes) {
        if (failing) throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
        kept.set(key, bytes);
      },
      async get(key) {
        const bytes = kept.get(key);
        return bytes ? { bytes, contentType: 'image/png' } : null;
      },
    };
    const mirror = new MediaMirror(env.services.db, store, () => env.base, env.service.runtime.outbound, undefined, 60_000);
    await mirror.register([url]);
    for (let i = 0; i < 6; i++) await mirror.drain();
    const row = async () =>
      (
        await env.services.db.query<{ status: string; attempts: number; error: string; waits: boolean }>(
          'SELECT status, attempts, error, retry_at > now() AS waits FROM media_mirror WHERE url = $1',
          [url],
        )
      )[0];
    // Six passes later it is still pending, no attempt spent, waiting its turn (not retried in a tight loop).
    expect(await row()).toMatchObject({ status: 'pending', attempts: 0, waits: true });
    expect((await row()).error).toMatch(/could not keep the copy: ENOSPC/);
    failing = false;
    await mirror.drain();
    expect((await row()).status).toBe('pending');
    // Its time comes (as if a minute passed): copied.
    await env.services.db.query('UPDATE media_mirror SET retry_at = now() WHERE url = $1', [url]);
    await mirror.drain();
    expect(await row()).toMatchObject({ status: 'completed', attempts: 1 });
    expect(kept.size).toBe(1);
  });
});
