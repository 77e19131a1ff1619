import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDeployment, type Deployment, type RouterProc } from '../../harness/deployment.ts';
import { report } from './report.ts';
import { audit } from './audit.ts';
import { tally, type Outcome } from '../../harness/traffic.ts';

/**
 * The media mirror's disk full, then read-only (a small tmpfs mounted at MEDIA_DIR, filled, then remounted
 * read-only): reads that register images keep answering 200 and are charged as usual; the copies wait, pending,
 * without spending their attempts; once the disk has room or is writable again, the next passes store them, and
 * copies mirrored before stay readable throughout. Mounting needs root (as on our CI machines).
 */

let d: Deployment;
let router: RouterProc;
let media: string;

const mount = (...args: string[]) => execFileSync('mount', args, { stdio: 'pipe' });

beforeAll(async () => {
  d = await startDeployment({ env: { MIRROR_RETRY_MS: '300', SANDBOX_LATENCY_MS: '0' } });
  media = join(d.dir, 'media');
  mkdirSync(media, { recursive: true });
  try {
    mount('-t', 'tmpfs', '-o', 'size=2m', 'tmpfs', media);
  } catch (err) {
    throw new Error(`the mirror disk scenario mounts a tmpfs and needs root: ${(err as Error).message}`, { cause: err });
  }
  router = await d.router();
});
afterAll(async () => {
  try {
    if (media) execFileSync('umount', ['-l', media]);
  } catch {}
  await d?.close();
});

const counts = async () => {
  const rows = await d.services.db.query<{ status: string; n: number; attempts: number }>(
    'SELECT status, count(*)::int AS n, max(attempts)::int AS attempts FROM media_mirror GROUP BY status',
  );
  return Object.fromEntries(rows.map((r) => [r.status, r.n])) as Record<string, number>;
};
async function until(what: string, check: () => Promise<boolean>, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${what} within ${timeoutMs} ms: ${JSON.stringify(await counts())}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe("the media mirror's disk full or read-only", () => {
  it('reads keep working, copies wait without spending attempts, and are stored once the disk is back', async () => {
    const { key, accountId } = await d.key('5');
    const outcomes: Outcome[] = [];
    const read = async (n: number) => {
      const at = Date.now();
      const res = await fetch(`${router.base}/v1/facenet/live/page?page_id=${7000 + n}&source=live`, { headers: { authorization: `Bearer ${key}` } });
      const body = (await res.json()) as { meta?: { cost: string }; error?: { code: string } };
      outcomes.push({
        kind: 'page',
        status: res.status,
        code: body.error?.code,
        requestId: res.headers.get('x-request-id'),
        cost: body.meta?.cost ?? null,
        retryAfter: null,
        at,
      });
    };
    // One copy stored while the disk is fine.
    await read(0);
    await until('the first copy stored', async () => (await counts()).completed === 1);
    const [{ mirror_key }] = await d.services.db.query<{ mirror_key: string }>("SELECT mirror_key FROM media_mirror WHERE status = 'completed'");

    // Full: a file takes every byte left.
    const filler = join(media, 'filler');
    try {
      writeFileSync(filler, Buffer.alloc(4 * 1024 * 1024));
    } catch {}
    for (let n = 1; n <= 5; n++) await read(n);
    await until(
      'copies failing on the full disk',
      async () =>
        (await d.services.db.query<{ n: number }>("SELECT count(*)::int AS n FROM media_mirror WHERE error LIKE '%could not keep the copy%'"))[0].n >= 1,
    );
    expect((await counts()).failed ?? 0).toBe(0);
    expect((await fetch(`${router.base}/media/${mirror_key}`)).status).toBe(200);
    rmSync(filler);
    await until('every copy stored once the disk has room', async () => (await counts()).completed === 6);

    // Read-only: the same.
    mount('-o', 'remount,ro', media);
    for (let n = 6; n <= 8; n++) await read(n);
    await until(
      'copies failing on the read-only disk',
      async () =>
        (
          await d.services.db.query<{ n: number }>(
            "SELECT count(*)::int AS n FROM media_mirror WHERE status = 'pending' AND error LIKE '%could not keep the copy%'",
          )
        )[0].n >= 1,
    );
    expect((await fetch(`${router.base}/media/${mirror_key}`)).status).toBe(200);
    mount('-o', 'remount,rw', media);
    await until('every copy stored once the disk is writable', async () => (await counts()).completed === 9);
    const [{ attempts }] = await d.services.db.query<{ attempts: number }>('SELECT max(attempts)::int AS attempts FROM media_mirror');
    expect(attempts).toBe(1);

    expect(
      outcomes.every((o) => o.status === 200),
      JSON.stringify(tally(outcomes)),
    ).toBe(true);
    await audit(d.services.db, accountId, '5', outcomes);
    report('mirror disk full, then read-only', { reads: tally(outcomes), copies: await counts(), max_attempts: attempts });
  }, 240_000);
});
