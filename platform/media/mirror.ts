import { createHash } from 'node:crypto';
import { Queue, Worker, type Job } from 'bullmq';
import { Redis } from 'ioredis';
import { Router } from 'express';
import { systemClock, type Clock } from '../clock.ts';
import type { Db } from '../db/pool.ts';
import { log } from '../log.ts';
import { logBurst } from '../log-burst.ts';
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

/** The BullMQ queue that carries "copy media_mirror row N" to a mirror worker. */
export const MIRROR_QUEUE = 'media-mirror';
/** A copy is tried again at most this often by BullMQ; whether it is final is PostgreSQL's (MAX_ATTEMPTS) to say. */
const QUEUE_ATTEMPTS = 100;

/** Where the mirror's work is dispatched: BullMQ on the service's Redis. */
export interface MirrorDispatch {
  redisUrl: string;
  redisPrefix: string;
  /** Copies run at once per process. */
  concurrency?: number;
}

/**
 * Signed upstream image URLs expire; this keeps permanent copies. Acquisitions register the image URLs of their
 * payloads; a background worker copies them into the mirror store; stored reads swap expired URLs for the copy.
 * The state of every URL lives in PostgreSQL (media_mirror: pending, copying, completed, failed, its attempts and
 * when it may be tried again), so it survives restarts and every process reads it. The work is dispatched on BullMQ
 * (the `media-mirror` queue, one job per row, the one queue engine jobs use too): a registered URL is a job, any
 * mirror worker of any process takes it, and a copy that failed for a passing reason is retried by BullMQ after
 * its backoff (MIRROR_RETRY_MS, doubling per failed fetch; a store failure waits MIRROR_RETRY_MS without spending an
 * attempt). Rows whose dispatch was lost (Redis emptied) are dispatched again by a periodic sweep. `drain()` copies
 * what is due directly, claiming rows with SKIP LOCKED like a worker does, for callers that need the work done now.
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
  private connection: Redis | null = null;
  private queue: Queue | null = null;
  private worker: Worker | null = null;
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
    /** BullMQ dispatch; without it (a mirror built for one test) `start()` sweeps with drain passes instead. */
    private readonly dispatch: MirrorDispatch | null = null,
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
    const ids = await registerForMirror(this.db, urls);
    if (ids.length === 0) return;
    // Not awaited: a read never waits on the queue (Redis away, the sweep queues the rows later).
    if (this.dispatch) void this.enqueue(ids).catch((err) => logBurst('error', { err }, 'media copies could not be queued; the sweep queues them'));
    else this.kick();
  }

  /** One BullMQ job per row; a row with a job waiting, delayed or running is not queued twice (same job id). */
  private async enqueue(ids: number[], delay = 0): Promise<void> {
    const queue = this.ensureQueue();
    await queue.addBulk(
      ids.map((id) => ({
        name: 'copy',
        data: { id },
        opts: { jobId: `m${id}`, delay, attempts: QUEUE_ATTEMPTS, backoff: { type: 'mirror' }, removeOnComplete: true, removeOnFail: true },
      })),
    );
  }

  private ensureQueue(): Queue {
    if (!this.queue) {
      // BullMQ wants its own connection: no ioredis key prefix (it prefixes itself), unlimited retries for blocking calls.
      // The queue's commands fail at once while Redis is away (the sweep queues again); the worker's wait.
      this.connection = new Redis(this.dispatch!.redisUrl, { maxRetriesPerRequest: 1, enableOfflineQueue: false });
      this.connection.on('error', () => {});
      this.queue = new Queue(MIRROR_QUEUE, { connection: this.connection, prefix: `${this.dispatch!.redisPrefix}bull` });
      this.queue.on('error', (err) => logBurst('error', { err }, 'media mirror queue error'));
    }
    return this.queue;
  }

  /**
   * A BullMQ job: claims its row (unless another process has it, or it is settled) and copies it. A copy that failed
   * for a passing reason throws, so that BullMQ tries it again after the backoff the row now waits (retry_at).
   */
  private async runJob(job: Job<{ id: number }>): Promise<void> {
    const [row] = await this.db.query<{ id: number; url: string; attempts: number }>(
      `UPDATE media_mirror SET status = 'copying', attempts = attempts + 1, claimed_at = now()
       WHERE id = (SELECT id FROM media_mirror WHERE id = $1
                   AND ((status = 'pending' AND (retry_at IS NULL OR retry_at <= now() + interval '1 second'))
                        OR (status = 'copying' AND claimed_at < now() - interval '2 minutes'))
                   FOR UPDATE SKIP LOCKED)
       RETURNING id, url, attempts`,
      [job.data.id],
    );
    if (!row) return;
    const outcome = await this.copy(row);
    if (outcome.retryInMs !== null) throw new RetryLater(outcome.retryInMs);
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

  /** Copies one claimed row; says when it is to be tried again (null: settled, completed or failed for good). */
  private async copy(row: { id: number; url: string; attempts: number }): Promise<{ retryInMs: number | null }> {
    try {
      if (this.isExpired(row.url)) throw new Error('expired before it could be copied');
      const image = await this.images.fetchBytes(row.url, { accept: ['image/*'], maxBytes: MAX_IMAGE_BYTES }).catch((err: Error) => {
        // A refused address or a media type other than an image will not get better.
        throw new Error(
          err instanceof InvalidRequest ? `refused: ${err.message}` : /does not read/.test(err.message) ? `not an image: ${err.message}` : err.message,
        );
      });
      if (image.status < 200 || image.status >= 300) throw new Error(`upstream answered ${image.status}`);
      const { bytes, contentType } = image;
      const key = createHash('sha256').update(bytes).digest('hex');
      await this.store.put(key, bytes, contentType).catch((err: Error) => {
        throw new StoreFailed(`the mirror store could not keep the copy: ${err.message}`);
      });
      await this.db.query("UPDATE media_mirror SET status = 'completed', mirror_key = $2, content_type = $3, copied_at = now(), error = NULL WHERE id = $1", [
        row.id,
        key,
        contentType,
      ]);
      return { retryInMs: null };
    } catch (err) {
      const message = (err as Error).message;
      if (err instanceof StoreFailed) {
        // Our store's failure, not the image's: the attempt is given back, and the copy waits before its next try.
        await this.db.query(
          "UPDATE media_mirror SET status = 'pending', attempts = attempts - 1, error = $2, retry_at = now() + make_interval(secs => $3::double precision / 1000) WHERE id = $1",
          [row.id, message, this.retryMs],
        );
        log.warn({ url_id: row.id, err: message }, 'media copy could not be stored; retried later');
        return { retryInMs: this.retryMs };
      }
      // Expired or refused URLs will not get better; transient failures are retried by a later pass, later each time.
      const final = row.attempts >= MAX_ATTEMPTS || /expired|not an image|refused|answered 4\d\d/.test(message);
      const wait = this.retryMs * 2 ** Math.max(0, row.attempts - 1);
      await this.db.query(
        'UPDATE media_mirror SET status = $2, error = $3, retry_at = now() + make_interval(secs => $4::double precision / 1000) WHERE id = $1',
        [row.id, final ? 'failed' : 'pending', message, wait],
      );
      log.warn({ url_id: row.id, err: message }, 'media copy failed');
      return { retryInMs: final ? null : wait };
    }
  }

  /**
   * Processes until nothing is pending, or until the mirror is stopped (what is left stays queued in PostgreSQL), then
   * waits for the other passes this process has under way: rows the background worker claimed (or is claiming: SKIP
   * LOCKED skips them here) are not pending but not copied yet, and a caller (a test) expects every image it queued
   * to be settled when this resolves.
   */
  async drain(): Promise<void> {
    while (!this.stopping && (await this.workOnce(50)) > 0) {
      // each pass works up to 50 items; the loop ends when one finds none
    }
    await Promise.allSettled([...this.passes]);
  }

  /**
   * Starts this process's mirror worker: a BullMQ worker on the media-mirror queue, and a sweep every `intervalMs`
   * that queues again the due rows whose dispatch was lost. Without BullMQ dispatch, the sweep copies them itself.
   */
  start(intervalMs = 5_000): void {
    this.stopping = false;
    if (this.dispatch) {
      this.ensureQueue();
      this.worker = new Worker(
        MIRROR_QUEUE,
        (job: Job<{ id: number }>) => {
          // Counted from the start, claim included: drain() waits for it (its own claim skips the row it locks).
          const run = this.runJob(job);
          const pass = run.then(
            () => 1,
            () => 1,
          );
          this.passes.add(pass);
          void pass.finally(() => this.passes.delete(pass));
          return run;
        },
        {
          connection: this.connection!.duplicate({ maxRetriesPerRequest: null, enableOfflineQueue: true }),
          prefix: `${this.dispatch.redisPrefix}bull`,
          concurrency: this.dispatch.concurrency ?? 10,
          settings: { backoffStrategy: (_attempts: number, _type?: string, err?: Error) => (err instanceof RetryLater ? err.delayMs : this.retryMs) },
        },
      );
      this.worker.on('error', (err) => logBurst('error', { err }, 'media mirror worker error'));
    }
    this.timer = setInterval(() => this.kick(), intervalMs);
    this.timer.unref();
    this.kick();
  }

  private kick(): void {
    if (!this.timer || this.running) return;
    this.running = (this.dispatch ? this.sweep() : this.drain())
      .catch((err) => log.error({ err }, 'media mirror pass failed'))
      .finally(() => {
        this.running = null;
      });
  }

  /** Queues the rows that are due (or whose copier died) and have no live job: their dispatch was lost. */
  private async sweep(): Promise<void> {
    const due = await this.db.query<{ id: number }>(
      `SELECT id FROM media_mirror
       WHERE (status = 'pending' AND (retry_at IS NULL OR retry_at <= now())) OR (status = 'copying' AND claimed_at < now() - interval '2 minutes')
       ORDER BY id LIMIT 1000`,
    );
    if (due.length) await this.enqueue(due.map((r) => r.id));
  }

  async stop(): Promise<void> {
    this.stopping = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    if (this.running) await settlesWithin(this.running, STOP_WAIT_MS);
    // Bounded: a worker whose Redis went away may never finish closing. A copy cut short stays `copying` in
    // PostgreSQL and is taken up again by the sweep once its claim is two minutes old.
    const worker = this.worker;
    const queue = this.queue;
    this.worker = null;
    this.queue = null;
    if (worker && !(await settlesWithin(worker.close(), STOP_WAIT_MS))) void worker.disconnect().catch(() => {});
    if (queue && !(await settlesWithin(queue.close(), STOP_WAIT_MS))) void queue.disconnect().catch(() => {});
    this.connection?.disconnect();
    this.connection = null;
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

/** Records image URLs for copying. Returns the ids of the rows it added (URLs already recorded are left as they are). */
export async function registerForMirror(db: Db, urls: string[]): Promise<number[]> {
  const unique = [...new Set(urls)].filter((u) => /^https?:\/\//.test(u));
  if (unique.length === 0) return [];
  const rows = await db.query<{ id: number }>('INSERT INTO media_mirror (url) SELECT unnest($1::text[]) ON CONFLICT (url) DO NOTHING RETURNING id', [unique]);
  return rows.map((r) => Number(r.id));
}

/** How long stop() waits for the BullMQ worker and queue to close before cutting their connections. */
const STOP_WAIT_MS = 5_000;

/** Whether `promise` settled within `ms`. */
async function settlesWithin(promise: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  const settled = await Promise.race([
    promise.then(
      () => true,
      () => true,
    ),
    timeout,
  ]);
  clearTimeout(timer);
  return settled;
}

/** A copy to be tried again after `delayMs` (the wait its row records in retry_at): BullMQ's backoff reads it. */
class RetryLater extends Error {
  constructor(readonly delayMs: number) {
    super(`media copy retried in ${delayMs} ms`);
  }
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
