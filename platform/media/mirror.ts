import { createHash } from 'node:crypto';
import { Router } from 'express';
import { systemClock, type Clock } from '../clock.ts';
import type { Db } from '../db/pool.ts';
import { log } from '../log.ts';
import type { MirrorStore } from './store.ts';
import type { FetchedBytes, FetchUse } from '../outbound/page.ts';
import { InvalidRequest } from '../errors.ts';

/** Keys whose string values are image URLs in normalised payloads (video URLs are never mirrored). */
const IMAGE_KEYS = new Set(['profile_pic_url', 'banner_url', 'image_url', 'thumb_url', 'avatar_url', 'logo_url', 'cover_url']);
const IMAGE_LIST_KEYS = new Set(['image_urls']);
const MAX_ATTEMPTS = 5;
/** The store could not keep a copy (a full or read-only disk, a bucket away): not the image's fault. */
class StoreFailed extends Error {}
const KEY = /^[0-9a-f]{64}$/;

/**
 * Signed upstream image URLs expire; this keeps permanent copies. Acquisitions register the image URLs of their
 * payloads; a background worker copies them into the mirror store; stored reads swap expired URLs for the copy.
 * The state of every URL lives in PostgreSQL (media_mirror), so the work survives restarts and is shared by every
 * process: workers claim rows with SKIP LOCKED.
 */
/** Fetches an image's bytes (the outbound fetcher, platform/outbound/fetcher.ts). */
export interface ImageSource {
  fetchBytes(url: string, use: FetchUse): Promise<FetchedBytes>;
}

/** The largest image copied. */
const MAX_IMAGE_BYTES = 20 * 1024 * 1024;

export class MediaMirror {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private stopping = false;
  /** This process's passes under way (claiming rows, then copying them), the background worker's included. */
  private readonly passes = new Set<Promise<number>>();

  constructor(
    private readonly db: Db,
    private readonly store: MirrorStore,
    private readonly publicUrl: () => string,
    /** How an image is fetched: the guarded outbound fetcher (image URLs come from upstream payloads, never trusted). */
    private readonly images: ImageSource,
    /** What expiry is decided by (the sandbox media endpoint must read the same clock). */
    private readonly clock: Clock = systemClock,
    /**
     * How long a failed copy waits before it is tried again: this after a store failure (which does not count as
     * an attempt), doubling with each attempt after a failed fetch (MIRROR_RETRY_MS).
     */
    private readonly retryMs = 5_000,
  ) {}

  /** The image URLs found in a normalised payload. */
  static imageUrls(payload: unknown): string[] {
    const found: string[] = [];
    walk(payload, (key, value) => {
      if (IMAGE_KEYS.has(key) && typeof value === 'string') found.push(value);
      if (IMAGE_LIST_KEYS.has(key) && Array.isArray(value)) for (const v of value) if (typeof v === 'string') found.push(v);
    });
    return found.filter((u) => /^https?:\/\//.test(u));
  }

  async register(urls: string[]): Promise<void> {
    if (await registerForMirror(this.db, urls)) this.kick();
  }

  /** Whether a signed URL has expired by this mirror's clock. */
  isExpired(url: string): boolean {
    return isExpired(url, this.clock.now());
  }

  /** Replaces every expired image URL in `payload` that has a mirrored copy with the copy's permanent URL. */
  async swapExpired(payload: unknown, now = this.clock.now()): Promise<void> {
    const expired = MediaMirror.imageUrls(payload).filter((u) => isExpired(u, now));
    if (expired.length === 0) return;
    const rows = await this.db.query<{ url: string; mirror_key: string }>(
      "SELECT url, mirror_key FROM media_mirror WHERE url = ANY($1) AND status = 'completed'",
      [expired],
    );
    const copies = new Map(rows.map((r) => [r.url, `${this.publicUrl()}/media/${r.mirror_key}`]));
    walk(payload, (key, value, holder) => {
      if (IMAGE_KEYS.has(key) && typeof value === 'string' && copies.has(value)) holder[key] = copies.get(value);
      if (IMAGE_LIST_KEYS.has(key) && Array.isArray(value)) holder[key] = value.map((v) => copies.get(v) ?? v);
    });
  }

  /** Images waiting to be copied (pending) and being copied (copying), in every process (the kb_media_mirror_backlog gauge). */
  async backlog(): Promise<Record<'pending' | 'copying', number>> {
    const rows = await this.db.query<{ status: 'pending' | 'copying'; n: number }>(
      "SELECT status, count(*)::int AS n FROM media_mirror WHERE status IN ('pending', 'copying') GROUP BY status",
    );
    const counts = { pending: 0, copying: 0 };
    for (const { status, n } of rows) counts[status] = n;
    return counts;
  }

  /** Copies up to `limit` pending images; returns how many rows it handled. */
  workOnce(limit = 10): Promise<number> {
    const pass = this.pass(limit);
    this.passes.add(pass);
    return pass.finally(() => this.passes.delete(pass));
  }

  private async pass(limit: number): Promise<number> {
    const claimed = await this.db.query<{ id: number; url: string; attempts: number }>(
      `UPDATE media_mirror SET status = 'copying', attempts = attempts + 1, claimed_at = now()
       WHERE id IN (
         SELECT id FROM media_mirror
         WHERE (status = 'pending' AND (retry_at IS NULL OR retry_at <= now())) OR (status = 'copying' AND claimed_at < now() - interval '2 minutes')
         ORDER BY id LIMIT $1 FOR UPDATE SKIP LOCKED)
       RETURNING id, url, attempts`,
      [limit],
    );
    await Promise.all(claimed.map((row) => this.copy(row)));
    return claimed.length;
  }

  private async copy(row: { id: number; url: string; attempts: number }): Promise<void> {
    try {
      if (this.isExpired(row.url)) throw new Error('expired before it could be copied');
      const image = await this.images.fetchBytes(row.url, { accept: ['image/*'], maxBytes: MAX_IMAGE_BYTES }).catch((err: Error) => {
        // A refused address or a media type other than an image will not get better.
        throw new Error(err instanceof InvalidRequest ? `refused: ${err.message}` : /does not read/.test(err.message) ? `not an image: ${err.message}` : err.message);
      });
      if (image.status < 200 || image.status >= 300) throw new Error(`upstream answered ${image.status}`);
      const { bytes, contentType } = image;
      const key = createHash('sha256').update(bytes).digest('hex');
      await this.store.put(key, bytes, contentType).catch((err: Error) => {
        throw new StoreFailed(`the mirror store could not keep the copy: ${err.message}`);
      });
      await this.db.query(
        "UPDATE media_mirror SET status = 'completed', mirror_key = $2, content_type = $3, copied_at = now(), error = NULL WHERE id = $1",
        [row.id, key, contentType],
      );
    } catch (err) {
      const message = (err as Error).message;
      if (err instanceof StoreFailed) {
        // Our store's failure, not the image's: the attempt is given back, and the copy waits before its next try.
        await this.db.query(
          "UPDATE media_mirror SET status = 'pending', attempts = attempts - 1, error = $2, retry_at = now() + make_interval(secs => $3::double precision / 1000) WHERE id = $1",
          [row.id, message, this.retryMs],
        );
        log.warn({ url_id: row.id, err: message }, 'media copy could not be stored; retried later');
        return;
      }
      // Expired or refused URLs will not get better; transient failures are retried by a later pass, later each time.
      const final = row.attempts >= MAX_ATTEMPTS || /expired|not an image|refused|answered 4\d\d/.test(message);
      await this.db.query(
        'UPDATE media_mirror SET status = $2, error = $3, retry_at = now() + make_interval(secs => $4::double precision / 1000) WHERE id = $1',
        [row.id, final ? 'failed' : 'pending', message, this.retryMs * 2 ** Math.max(0, row.attempts - 1)],
      );
      log.warn({ url_id: row.id, err: message }, 'media copy failed');
    }
  }

  /**
   * Processes until nothing is pending, or until the mirror is stopped (what is left stays queued in PostgreSQL), then
   * waits for the other passes this process has under way: rows the background worker claimed (or is claiming: SKIP
   * LOCKED skips them here) are not pending but not copied yet, and a caller (a test) expects every image it queued
   * to be settled when this resolves.
   */
  async drain(): Promise<void> {
    while (!this.stopping && (await this.workOnce(50)) > 0) {}
    await Promise.allSettled([...this.passes]);
  }

  /** Starts the background worker: runs when media is registered, and every few seconds for leftovers. */
  start(intervalMs = 5_000): void {
    this.stopping = false;
    this.timer = setInterval(() => this.kick(), intervalMs);
    this.timer.unref();
    this.kick();
  }

  private kick(): void {
    if (!this.timer || this.running) return;
    this.running = this.drain()
      .catch((err) => log.error({ err }, 'media mirror pass failed'))
      .finally(() => {
        this.running = null;
      });
  }

  async stop(): Promise<void> {
    this.stopping = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }

  /** GET /media/<key>: permanent URLs of mirrored copies, no key needed (they are public images). */
  router(): Router {
    const router = Router();
    router.get('/media/:key', async (req, res, next) => {
      try {
        const key = String(req.params.key);
        const object = KEY.test(key) ? await this.store.get(key) : null;
        if (!object) {
          res.status(404).json({ error: { code: 'not_found', message: 'No mirrored media with this key.', request_id: res.locals.requestId } });
          return;
        }
        res.type(object.contentType).set('Cache-Control', 'public, max-age=31536000, immutable').send(object.bytes);
      } catch (err) {
        next(err);
      }
    });
    return router;
  }
}

/** Queues image URLs for copying (any process's worker picks them up). Returns whether there were any. */
export async function registerForMirror(db: Db, urls: string[]): Promise<boolean> {
  const unique = [...new Set(urls)].filter((u) => /^https?:\/\//.test(u));
  if (unique.length === 0) return false;
  await db.query('INSERT INTO media_mirror (url) SELECT unnest($1::text[]) ON CONFLICT (url) DO NOTHING', [unique]);
  return true;
}

/** Whether a signed URL has passed its expiry: `exp=<unix seconds>` or `oe=<hex unix seconds>`. Unsigned URLs never expire. */
export function isExpired(url: string, now = Date.now()): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  const exp = parsed.searchParams.get('exp');
  const oe = parsed.searchParams.get('oe');
  const seconds = exp !== null ? Number(exp) : oe !== null ? parseInt(oe, 16) : NaN;
  return Number.isFinite(seconds) && seconds * 1000 <= now;
}

function walk(value: unknown, visit: (key: string, value: unknown, holder: Record<string, unknown>) => void): void {
  if (Array.isArray(value)) {
    for (const item of value) walk(item, visit);
  } else if (value && typeof value === 'object') {
    const holder = value as Record<string, unknown>;
    for (const [key, child] of Object.entries(holder)) {
      visit(key, child, holder);
      walk(child, visit);
    }
  }
}
