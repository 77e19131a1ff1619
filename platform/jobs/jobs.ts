import { createHash, randomUUID } from 'node:crypto';
import { z } from 'zod';
import { cursorField, decodeCursor, encodeCursor } from '../cursor.ts';
import type { KeyMode } from '../accounts/keys.ts';
import type { Db } from '../db/pool.ts';
import type { Wallet } from '../billing/wallet.ts';
import {
  ApiError,
  BillingUnavailable,
  InvalidRequest,
  JobBalanceTooLow,
  JobFinished,
  NotFound,
  PaymentRequired,
  ResultItemTooLarge,
  toApiError,
  UnpaidJobsCapReached,
} from '../errors.ts';
import { recordEvent, type EventKind } from '../events.ts';
import { log } from '../log.ts';
import type { Metrics } from '../metrics.ts';
import { formatDollars, parseDollars, toDecimal, type Units } from '../money.ts';
import type { WalkResult } from '../walk.ts';

/** 3 MiB: the most one results response carries, and the most one output unit may weigh. */
export const RESULT_LIMIT_BYTES = 3 * 1024 * 1024;
// Room for the envelope around the items of a results response.
const ENVELOPE_BYTES = 16 * 1024;

/** An operation jobs can run: a walk over an upstream list, and what its results cost. */
export interface JobOperation {
  /** `asOf` is when the job was submitted: relative inputs (`since=30d`) count from it. */
  run(
    args: Record<string, unknown>,
    control: { deadline: number; stopped: () => Promise<boolean>; asOf: Date; keyMode: KeyMode },
  ): Promise<WalkResult<unknown>>;
  /** Units charged for a completed walk of `items` unique items. */
  cost(items: number): Units;
  /**
   * The least a job of this operation that returns anything is charged (its first block); the balance must cover it
   * when the job is submitted. Default: `cost(1)`.
   */
  minimumCharge?: Units;
  /** How long a job of this operation may walk before stopping with `deadline`. */
  budgetMs: number;
}

type Status = 'queued' | 'running' | 'payment-required' | 'ready' | 'failed';
const STATUSES: readonly Status[] = ['queued', 'running', 'payment-required', 'ready', 'failed'];

interface JobRow {
  batch_id: string;
  account_id: number;
  operation: string;
  args: Record<string, unknown>;
  status: Status;
  error: string | null;
  cost: string;
  item_count: number | null;
  total: number;
  done_count: number;
  failed_count: number;
  result_rows: number | null;
  request_hash: string | null;
  created_at: Date;
  started_at: Date | null;
  finished_at: Date | null;
}

export interface Submission {
  batch_id: string;
  status: Status;
  status_url: string;
  results_url: string;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);
/** How often a running walk reads whether its job was cancelled (see `Jobs.cancelCheck`). */
const CANCEL_CHECK_MS = 1_000;
const chargeId = (batchId: string) => `job:${batchId}`;
const reversalId = (batchId: string) => `job-reversal:${batchId}`;

/**
 * Durable crawl jobs (contract 3.1): records and results in PostgreSQL, every state transition a conditional
 * UPDATE, so a cancel racing a completion resolves one way only. A completed job is charged once, in the same
 * transaction that makes it ready (the ledger's unique request id `job:<id>` makes a retried charge a no-op).
 */
export class Jobs {
  constructor(
    private readonly db: Db,
    private readonly wallet: Wallet,
    private readonly operations: Record<string, JobOperation>,
    private readonly enqueue: (batchId: string) => Promise<void>,
    /** Counts the charges of completed jobs; nothing is counted without it. */
    private readonly metrics?: Metrics,
    options: { maxPaymentRequired?: number } = {},
  ) {
    this.maxPaymentRequired = options.maxPaymentRequired ?? 3;
  }

  /** The most jobs one account may have in payment-required at once (JOB_MAX_PAYMENT_REQUIRED). */
  private readonly maxPaymentRequired: number;

  private minimumCharge(operation: string): Units {
    const op = this.operations[operation];
    return op?.minimumCharge ?? op?.cost(1) ?? 0;
  }

  /**
   * Creates and enqueues a job; with an Idempotency-Key, a repeat of the same submission returns the original.
   * Every job kind, REST or GraphQL, is submitted here, so here is where unpaid work is bounded: a new job needs a
   * balance that covers its first block and the first block of each of the account's jobs still queued or running,
   * and an account holding `maxPaymentRequired` jobs in payment-required submits no more (402 insufficient_balance
   * either way, before anything is acquired). Submissions of one account queue on a lock, so that jobs submitted at
   * once cannot each count the same balance.
   */
  async submit(accountId: number, operation: string, args: Record<string, unknown>, idempotencyKey?: string): Promise<Submission> {
    if (!this.operations[operation]) throw new Error(`no job operation ${operation}`);
    if (idempotencyKey !== undefined && !/^[\x21-\x7e]{1,255}$/.test(idempotencyKey)) {
      throw new InvalidRequest('Idempotency-Key must be 1 to 255 visible ASCII characters.');
    }
    const requestHash = createHash('sha256')
      .update(JSON.stringify([operation, args]))
      .digest('hex');
    const batchId = `job_${randomUUID()}`;
    const { created, original } = await this.inTurn(accountId, () =>
      this.db.tx(async (client) => {
        await client.query(`SELECT pg_advisory_xact_lock(hashtextextended('jobs:' || $1::text, 0))`, [accountId]);
        if (idempotencyKey !== undefined) {
          const { rows } = await client.query<JobRow>('SELECT * FROM jobs WHERE account_id = $1 AND idempotency_key = $2', [accountId, idempotencyKey]);
          // A repeat is answered whatever the balance: it starts nothing.
          if (rows[0]) return { created: null, original: rows[0] };
        }
        await this.admit(client, accountId, operation);
        const { rows } = await client.query<JobRow>(
          `INSERT INTO jobs (batch_id, account_id, operation, args, status, idempotency_key, request_hash)
         VALUES ($1, $2, $3, $4, 'queued', $5, $6)
         ON CONFLICT (account_id, idempotency_key) DO NOTHING RETURNING *`,
          [batchId, accountId, operation, JSON.stringify(args), idempotencyKey ?? null, requestHash],
        );
        return { created: rows[0] ?? null, original: null };
      }),
    );
    if (created) {
      await this.enqueue(batchId);
      return submission(created);
    }
    // The key was used before (perhaps by a concurrent duplicate): same inputs get the original answer.
    const [found] = original
      ? [original]
      : await this.db.query<JobRow>('SELECT * FROM jobs WHERE account_id = $1 AND idempotency_key = $2', [accountId, idempotencyKey]);
    if (found.request_hash !== requestHash) {
      throw new InvalidRequest('This Idempotency-Key was already used for a different request; use a new key for new inputs.');
    }
    return submission(found);
  }

  /**
   * Runs `fn` after the submissions of this account this process started before it: they would queue on the
   * account's advisory lock anyway, each holding a pooled connection while it waits, and a burst of one account's
   * submissions would then take every connection of the pool from the workers and the other requests. The advisory
   * lock still orders submissions across processes.
   */
  private inTurn<T>(accountId: number, fn: () => Promise<T>): Promise<T> {
    const previous = this.turns.get(accountId) ?? Promise.resolve();
    const mine = previous.then(fn, fn);
    const settled = mine.then(
      () => {},
      () => {},
    );
    this.turns.set(accountId, settled);
    void settled.then(() => {
      if (this.turns.get(accountId) === settled) this.turns.delete(accountId);
    });
    return mine;
  }

  /** The last submission of each account under way in this process (see `inTurn`). */
  private readonly turns = new Map<number, Promise<void>>();

  /** Refuses a new job the account could leave unpaid (see `submit`); runs under the account's submission lock. */
  private async admit(client: { query<R>(text: string, values?: unknown[]): Promise<{ rows: R[] }> }, accountId: number, operation: string): Promise<void> {
    const { rows } = await client.query<{ operation: string; status: Status; n: number }>(
      `SELECT operation, status, count(*)::int AS n FROM jobs
       WHERE account_id = $1 AND status IN ('queued', 'running', 'payment-required') GROUP BY operation, status`,
      [accountId],
    );
    const unpaid = rows.filter((r) => r.status === 'payment-required').reduce((n, r) => n + r.n, 0);
    if (unpaid >= this.maxPaymentRequired) throw new UnpaidJobsCapReached(this.maxPaymentRequired);
    const running = rows.filter((r) => r.status !== 'payment-required');
    const open = running.reduce((units, r) => units + this.minimumCharge(r.operation) * r.n, 0);
    const first = this.minimumCharge(operation);
    const needed = first + open;
    if (needed === 0) return;
    let balance: Units;
    try {
      balance = await this.wallet.spendable(accountId);
    } catch (err) {
      if (err instanceof ApiError) throw err;
      log.error({ err, account_id: accountId }, 'balance could not be read for a job submission');
      throw new BillingUnavailable();
    }
    if (balance < needed) {
      throw new JobBalanceTooLow(
        formatDollars(needed),
        formatDollars(first),
        running.reduce((n, r) => n + r.n, 0),
        formatDollars(balance),
      );
    }
  }

  private async owned(accountId: number, batchId: string): Promise<JobRow> {
    const [row] = /^job_[0-9a-f-]{36}$/.test(batchId)
      ? await this.db.query<JobRow>('SELECT * FROM jobs WHERE batch_id = $1 AND account_id = $2', [batchId, accountId])
      : [];
    if (!row) throw new NotFound('No such job.');
    return row;
  }

  async status(accountId: number, batchId: string) {
    return statusObject(await this.owned(accountId, batchId));
  }

  /** Cancels a job that has not finished: failed/cancelled, never charged, no results; the same answer on repeat. */
  async cancel(accountId: number, batchId: string) {
    const row = await this.owned(accountId, batchId);
    if (row.status === 'failed' && row.error === 'cancelled') return cancelObject(row);
    const [cancelled] = await this.db.tx(async (client) => {
      const { rows } = await client.query<JobRow>(
        `UPDATE jobs SET status = 'failed', error = 'cancelled', finished_at = now()
         WHERE batch_id = $1 AND status IN ('queued', 'running', 'payment-required') RETURNING *`,
        [batchId],
      );
      if (rows[0]) {
        await client.query('DELETE FROM job_results WHERE batch_id = $1', [batchId]);
        await jobEvent(client, 'job.failed', rows[0]);
      }
      return rows;
    });
    if (!cancelled) {
      const now = await this.owned(accountId, batchId);
      if (now.status === 'failed' && now.error === 'cancelled') return cancelObject(now);
      throw new JobFinished();
    }
    return cancelObject(cancelled);
  }

  /** A page of results, at most 3 MiB; `cursor` is the previous page's next_cursor. */
  async results(accountId: number, batchId: string, cursor: string | null) {
    let row = await this.owned(accountId, batchId);
    // Before settling: a cursor this job did not give out is a 400 that charges nothing.
    const from = decodeResultsCursor(batchId, cursor);
    if (row.status === 'payment-required') {
      row = (await this.settle(row)) ?? row;
      if (row.status === 'payment-required') throw new PaymentRequired(formatDollars(parseDollars(row.cost)));
    }
    if (row.status === 'failed' && row.error === 'result_item_too_large') throw new ResultItemTooLarge();
    if (row.status !== 'ready') return { batch_id: batchId, results: [], next_cursor: null, complete: row.status === 'failed' };

    const [{ n }] = await this.db.query<{ n: number }>('SELECT count(*)::int AS n FROM job_results WHERE batch_id = $1', [batchId]);
    if (n !== row.result_rows) {
      await this.reverse(row);
      return { batch_id: batchId, results: [], next_cursor: null, complete: true };
    }
    const rows = await this.db.query<{ idx: number; seq: number; item: unknown; bytes: number }>(
      `SELECT idx, seq, item, bytes FROM job_results WHERE batch_id = $1 AND (idx, seq) >= ($2, $3) ORDER BY idx, seq LIMIT 5000`,
      [batchId, from.idx, from.seq],
    );
    const results: { index: number; operation: string; args: unknown; status: string; items: unknown[] }[] = [];
    let budget = RESULT_LIMIT_BYTES - ENVELOPE_BYTES;
    let next: { idx: number; seq: number } | null = null;
    let added = 0;
    for (const r of rows) {
      // Every page carries at least one item, so paging always advances.
      if (r.bytes > budget && added > 0) {
        next = { idx: r.idx, seq: r.seq };
        break;
      }
      added++;
      budget -= r.bytes + 1;
      let target = results[results.length - 1];
      if (!target || target.index !== r.idx) {
        target = { index: r.idx, operation: row.operation, args: row.args, status: 'done', items: [] };
        results.push(target);
      }
      target.items.push(r.item);
    }
    if (!next && rows.length === 5000) {
      const last = rows[rows.length - 1];
      next = { idx: last.idx, seq: last.seq + 1 };
    }
    // A target with no items still appears once, on the first page.
    if (results.length === 0 && !cursor) results.push({ index: 0, operation: row.operation, args: row.args, status: 'done', items: [] });
    return { batch_id: batchId, results, next_cursor: next ? encodeResultsCursor(batchId, next) : null, complete: next === null };
  }

  /** Runs a job to its end state. Safe to call again after a crash: finished work is not redone or recharged. */
  async process(batchId: string): Promise<void> {
    // A test account's job walks the sandbox (its mode never changes, so reading it here is reading it at submission).
    const [row] = await this.db.query<JobRow & { test: boolean }>(
      `UPDATE jobs SET status = 'running', started_at = coalesce(started_at, now())
       WHERE batch_id = $1 AND status IN ('queued', 'running')
       RETURNING *, (SELECT test FROM accounts WHERE id = jobs.account_id) AS test`,
      [batchId],
    );
    if (!row) return; // cancelled, or already finished by an earlier attempt
    const operation = this.operations[row.operation];
    let current: JobRow | undefined = row;
    if (row.result_rows === null) {
      let result: WalkResult<unknown>;
      try {
        result = await operation.run(row.args, {
          deadline: Date.now() + operation.budgetMs,
          stopped: this.cancelCheck(batchId),
          asOf: row.created_at,
          keyMode: row.test ? 'test' : 'live',
        });
      } catch (err) {
        const api = toApiError(err);
        await this.finishFailed(batchId, api.code);
        log.warn({ batch_id: batchId, code: api.code }, 'job failed');
        return;
      }
      const encoded = result.items.map((item) => JSON.stringify(item));
      if (encoded.some((text) => Buffer.byteLength(text) > RESULT_LIMIT_BYTES)) {
        await this.finishFailed(batchId, 'result_item_too_large');
        return;
      }
      const cost = operation.cost(result.items.length);
      // One statement: the results and the job's record of them are written together only while the job is still
      // running (a job cancelled meanwhile writes nothing), so a job never holds results without result_rows, nor
      // result_rows without its results, and none are left from an earlier attempt to delete first.
      [current] = await this.db
        .query<JobRow>(
          `WITH job AS (
             UPDATE jobs SET result_rows = $2, item_count = $2, cost = $3, pages = $4, next_cursor = $5, stop_reason = $6,
               coverage = $7, done_count = 1
             WHERE batch_id = $1 AND status = 'running' RETURNING *
           ), written AS (
             INSERT INTO job_results (batch_id, idx, seq, item, bytes)
             SELECT job.batch_id, 0, s.seq - 1, s.item, octet_length(s.item::text)
             FROM job, json_array_elements($8::json) WITH ORDINALITY AS s(item, seq)
           )
           SELECT * FROM job`,
          // The items as one JSON array, not a text[]: no array-literal escaping of every quote on the way, and
          // json_array_elements gives each item's text back exactly as JSON.stringify wrote it.
          [
            batchId,
            encoded.length,
            toDecimal(cost),
            result.pages,
            result.nextCursor,
            result.stopReason,
            JSON.stringify(result.coverage),
            `[${encoded.join(',')}]`,
          ],
        )
        // As a failed write always was: the job stays running, and the sweep dispatches it again.
        .catch(() => []);
    }
    if (current?.status === 'running') await this.settle(current);
  }

  /**
   * The walk's "stopped" check between pages: whether the job was cancelled, read at most once per
   * CANCEL_CHECK_MS rather than before every page. A cancel reaches the walk a little later (within that interval),
   * never its results or its charge: both are written only while the job is still running.
   */
  private cancelCheck(batchId: string): () => Promise<boolean> {
    let checkedAt = Date.now();
    return async () => {
      if (Date.now() - checkedAt < CANCEL_CHECK_MS) return false;
      checkedAt = Date.now();
      return !(await this.isRunning(batchId));
    };
  }

  private async isRunning(batchId: string): Promise<boolean> {
    const [row] = await this.db.query<{ status: string }>('SELECT status FROM jobs WHERE batch_id = $1', [batchId]);
    return row?.status === 'running';
  }

  private async finishFailed(batchId: string, error: string): Promise<void> {
    await this.db.tx(async (client) => {
      const { rows } = await client.query<JobRow>(
        "UPDATE jobs SET status = 'failed', error = $2, finished_at = now(), failed_count = 1 WHERE batch_id = $1 AND status = 'running' RETURNING *",
        [batchId, error],
      );
      if (rows[0]) {
        await client.query('DELETE FROM job_results WHERE batch_id = $1', [batchId]);
        await jobEvent(client, 'job.failed', rows[0]);
      }
    });
  }

  /**
   * Charges a completed job once and makes it ready, or leaves it payment-required when the balance cannot cover it.
   * The charge and the transition commit together; a charge already in the ledger (a retry after a crash) is not
   * repeated. Returns the job as it stands afterwards.
   */
  async settle(row: JobRow): Promise<JobRow | null> {
    const cost = parseDollars(row.cost);
    const hold = cost === 0 ? null : await this.wallet.take(row.account_id, cost);
    if (cost > 0 && !hold) {
      return this.db.tx(async (client) => {
        const { rows } = await client.query<JobRow>(
          "UPDATE jobs SET status = 'payment-required' WHERE batch_id = $1 AND status IN ('running', 'payment-required') RETURNING *",
          [row.batch_id],
        );
        // Reported once per job however often the charge is retried (the outbox keeps one event per subject).
        if (rows[0]) await jobEvent(client, 'job.payment_required', rows[0]);
        return rows[0] ?? null;
      });
    }
    let settled: JobRow | null;
    let version: number | null = null;
    try {
      settled = await this.db.tx(async (client) => {
        const { rows } = await client.query<JobRow>(
          `UPDATE jobs SET status = 'ready', finished_at = now()
           WHERE batch_id = $1 AND status IN ('running', 'payment-required') RETURNING *`,
          [row.batch_id],
        );
        if (!rows[0]) return null; // cancelled meanwhile: no charge
        await jobEvent(client, 'job.ready', rows[0]);
        if (hold) {
          // The ledger row and the balance in one statement: the balance moves only when the row is new.
          const charged = await client.query<{ version: number }>(
            `WITH charge AS (
               INSERT INTO ledger (account_id, kind, amount, request_id, operation) VALUES ($1, 'charge', $2, $3, $4)
               ON CONFLICT (request_id) DO NOTHING RETURNING account_id
             )
             UPDATE accounts SET balance = balance - $5, version = version + 1 WHERE id = (SELECT account_id FROM charge) RETURNING version`,
            [row.account_id, toDecimal(-cost), chargeId(row.batch_id), row.operation, toDecimal(cost)],
          );
          if (charged.rows[0]) {
            version = charged.rows[0].version;
          } else {
            await this.wallet.release(row.account_id, hold, cost); // charged by an earlier attempt
          }
        }
        return rows[0];
      });
    } catch (err) {
      if (hold) await this.wallet.release(row.account_id, hold, cost);
      throw err;
    }
    if (!settled && hold) await this.wallet.release(row.account_id, hold, cost);
    if (version !== null) this.metrics?.charge('job', cost);
    // Charged in full: the figure only needs telling if Redis may have loaded it again meanwhile (see Wallet.release).
    if (settled && hold && version !== null && this.wallet.reconnectedSince(hold)) {
      await this.wallet.release(row.account_id, hold, 0, { units: cost, version });
    }
    return settled;
  }

  /** How many jobs are in each state, every state listed (for the kb_jobs gauge; one scan of the jobs table). */
  async countByStatus(): Promise<Record<Status, number>> {
    const rows = await this.db.query<{ status: Status; n: number }>('SELECT status, count(*)::int AS n FROM jobs GROUP BY status');
    const counts = Object.fromEntries(STATUSES.map((status) => [status, 0])) as Record<Status, number>;
    for (const { status, n } of rows) counts[status] = n;
    return counts;
  }

  /** Retries the charge of every payment-required job (run every few seconds, so a top-up unlocks results quickly). */
  async settlePending(): Promise<number> {
    const due = await this.db.query<JobRow>("SELECT * FROM jobs WHERE status = 'payment-required' ORDER BY created_at LIMIT 500");
    let settled = 0;
    for (const row of due) if ((await this.settle(row))?.status === 'ready') settled++;
    return settled;
  }

  /** The periodic pass: settle payment-required jobs, and re-send dispatches that never reached the queue. */
  async sweep(dispatch?: { redispatchLost(batchIds: string[]): Promise<string[]> }, runningStaleMs = 60_000): Promise<void> {
    await this.settlePending();
    const stranded = await this.db.query<{ batch_id: string }>(
      "SELECT batch_id FROM jobs WHERE status = 'queued' AND created_at < now() - interval '30 seconds' LIMIT 500",
    );
    for (const { batch_id } of stranded) await this.enqueue(batch_id);
    if (!dispatch) return;
    // Running for longer than a worker's lock could hold it without renewal: its dispatch may be gone from Redis.
    const running = await this.db.query<{ batch_id: string }>(
      "SELECT batch_id FROM jobs WHERE status = 'running' AND started_at < now() - make_interval(secs => $1::double precision / 1000) LIMIT 500",
      [runningStaleMs],
    );
    if (running.length === 0) return;
    const again = await dispatch.redispatchLost(running.map((r) => r.batch_id));
    if (again.length) log.warn({ batch_ids: again }, 'running jobs whose dispatch was lost dispatched again');
  }

  /** The retained results of a charged job are gone: fail it and give the charge back, exactly once. */
  private async reverse(row: JobRow): Promise<void> {
    const cost = parseDollars(row.cost);
    try {
      const reversed = await this.db.tx(async (client) => {
        const { rowCount } = await client.query(
          "UPDATE jobs SET status = 'failed', error = 'result_snapshot_missing' WHERE batch_id = $1 AND status = 'ready'",
          [row.batch_id],
        );
        if (!rowCount || cost === 0) return false;
        const inserted = await client.query(
          `INSERT INTO ledger (account_id, kind, amount, request_id, operation) VALUES ($1, 'reversal', $2, $3, $4)
           ON CONFLICT (request_id) DO NOTHING`,
          [row.account_id, toDecimal(cost), reversalId(row.batch_id), row.operation],
        );
        if (!inserted.rowCount) return false;
        await client.query('UPDATE accounts SET balance = balance + $2, version = version + 1 WHERE id = $1', [row.account_id, toDecimal(cost)]);
        return true;
      });
      if (reversed) await this.wallet.credit(row.account_id, cost);
    } catch (err) {
      log.error({ err, batch_id: row.batch_id }, 'charge reversal failed');
      throw new BillingUnavailable();
    }
  }
}

/** Reports a job's end state to the event outbox, in the transaction that made it. */
function jobEvent(client: { query(text: string, values?: unknown[]): Promise<unknown> }, kind: EventKind, row: JobRow): Promise<void> {
  const s = statusObject(row);
  return recordEvent(client, row.account_id, kind, row.batch_id, {
    batch_id: s.batch_id,
    operation: row.operation,
    status: s.status,
    error: s.error,
    cost: s.cost,
    item_count: s.item_count,
    status_url: s.status_url,
    results_url: s.results_url,
    finished_at: s.finished_at,
  });
}

function submission(row: JobRow): Submission {
  return { batch_id: row.batch_id, status: row.status, status_url: `/v1/jobs/${row.batch_id}`, results_url: `/v1/jobs/${row.batch_id}/results` };
}

function statusObject(row: JobRow) {
  return {
    ...submission(row),
    // A failed job is never charged, whatever it would have cost.
    cost: formatDollars(row.status === 'failed' ? 0 : parseDollars(row.cost)),
    item_count: row.status === 'ready' || row.status === 'payment-required' ? row.item_count : null,
    error: row.error,
    total: row.total,
    done_count: row.done_count,
    failed_count: row.failed_count,
    created_at: iso(row.created_at),
    started_at: iso(row.started_at),
    finished_at: iso(row.finished_at),
  };
}

function cancelObject(row: JobRow) {
  const s = statusObject(row);
  return { batch_id: s.batch_id, status: s.status, status_url: s.status_url, results_url: s.results_url, cost: s.cost, item_count: s.item_count };
}

/**
 * The result download cursor: the (target, item) a page starts at, signed and bound to the job (platform/cursor.ts),
 * so it only ever names a row this job holds; both are int4 columns.
 */
function encodeResultsCursor(batchId: string, at: { idx: number; seq: number }): string {
  return encodeCursor('jobs:results', { batchId }, { i: at.idx, s: at.seq });
}

const resultsCursor = z.strictObject({ i: cursorField.int4, s: cursorField.int4 });

function decodeResultsCursor(batchId: string, cursor: string | null): { idx: number; seq: number } {
  if (!cursor) return { idx: 0, seq: 0 };
  const { i, s } = decodeCursor('jobs:results', { batchId }, cursor, resultsCursor);
  return { idx: i, seq: s };
}
