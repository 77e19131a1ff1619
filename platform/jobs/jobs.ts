import { createHash, randomUUID } from 'node:crypto';
import { z } from 'zod';
import { cursorField, decodeCursor, encodeCursor } from '../cursor.ts';
import type { KeyMode } from '../accounts/keys.ts';
import { coalesced } from '../db/coalesce.ts';
import type { Db } from '../db/pool.ts';
import type { Hold, Wallet } from '../billing/wallet.ts';
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
import { eventInsert, eventValues, type EventKind } from '../events.ts';
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
  idempotency_key: string | null;
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

/** A submission waiting for its account's turn (see `Jobs.admitGroup`), and, once admitted, its outcome. */
interface PendingSubmission {
  batchId: string;
  operation: string;
  args: Record<string, unknown>;
  idempotencyKey: string | undefined;
  requestHash: string;
  outcome: Promise<Admitted> | null;
  /** The dispatch of the jobs its group created, when it created one. */
  dispatched?: Promise<void>;
}

/** A submission admitted: the job it created, or the original a repeated Idempotency-Key names (null: read it). */
interface Admitted {
  created: JobRow | null;
  original: JobRow | null;
}

/**
 * The most submissions of one account admitted in one transaction: enough to take a burst in a few turns, few
 * enough that a turn stays short.
 */
const SUBMIT_GROUP = 100;

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
    /** Dispatches these jobs (one call for the jobs of a submission group). */
    private readonly enqueue: (batchIds: string[]) => Promise<void>,
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
   * once cannot each count the same balance; those waiting together are admitted together (see `admitGroup`).
   */
  async submit(accountId: number, operation: string, args: Record<string, unknown>, idempotencyKey?: string): Promise<Submission> {
    if (!this.operations[operation]) throw new Error(`no job operation ${operation}`);
    if (idempotencyKey !== undefined && !/^[\x21-\x7e]{1,255}$/.test(idempotencyKey)) {
      throw new InvalidRequest('Idempotency-Key must be 1 to 255 visible ASCII characters.');
    }
    const requestHash = createHash('sha256')
      .update(JSON.stringify([operation, args]))
      .digest('hex');
    const entry: PendingSubmission = { batchId: `job_${randomUUID()}`, operation, args, idempotencyKey, requestHash, outcome: null };
    let waiting = this.waiting.get(accountId);
    if (!waiting) this.waiting.set(accountId, (waiting = []));
    waiting.push(entry);
    // Every submission takes a turn; a turn whose submission an earlier group already admitted has nothing to do.
    const { created, original } = await this.inTurn(accountId, () => entry.outcome ?? this.admitGroup(accountId, entry));
    if (created) {
      await (entry.dispatched ?? this.enqueue([created.batch_id]));
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
   * Admits, in one transaction under the account's advisory lock, every submission of this account waiting in this
   * process (`entry` first, at most SUBMIT_GROUP of them, in the order they arrived), and dispatches the jobs it
   * created in one call. Each is admitted as if alone and in turn: it counts the jobs admitted before it in the group
   * as queued, exactly as it would have counted them committed. Returns `entry`'s outcome; the others find theirs on
   * their own turn. A group that fails as a whole (a statement, not an admission) is tried again one submission at a
   * time, so that one submission's failure stays its own.
   */
  private async admitGroup(accountId: number, entry: PendingSubmission): Promise<Admitted> {
    const waiting = this.waiting.get(accountId) ?? [];
    const at = waiting.indexOf(entry);
    const group = waiting.splice(at < 0 ? 0 : at, SUBMIT_GROUP);
    if (waiting.length === 0 && this.waiting.get(accountId) === waiting) this.waiting.delete(accountId);
    if (!group.includes(entry)) group.unshift(entry);
    try {
      await this.admitTogether(accountId, group);
    } catch (err) {
      if (group.length === 1) throw err;
      for (const one of group) {
        try {
          await this.admitTogether(accountId, [one]);
        } catch (oneErr) {
          one.outcome = Promise.reject(oneErr);
          one.outcome.catch(() => {});
        }
      }
    }
    return entry.outcome!;
  }

  /** One transaction admitting `group` (see `admitGroup`); sets each submission's outcome, or throws for all. */
  private async admitTogether(accountId: number, group: PendingSubmission[]): Promise<void> {
    const outcomes = await this.db.tx(async (client) => {
      await client.query(`SELECT pg_advisory_xact_lock(hashtextextended('jobs:' || $1::text, 0))`, [accountId]);
      const keys = [...new Set(group.flatMap((e) => (e.idempotencyKey === undefined ? [] : [e.idempotencyKey])))];
      const byKey = new Map<string, JobRow | PendingSubmission>();
      if (keys.length > 0) {
        const { rows } = await client.query<JobRow>('SELECT * FROM jobs WHERE account_id = $1 AND idempotency_key = ANY($2)', [accountId, keys]);
        for (const row of rows) byKey.set(row.idempotency_key!, row);
      }
      const admission = await this.admission(client, accountId);
      const result = new Map<PendingSubmission, { error: unknown } | { original: JobRow } | { creates: true }>();
      const creating: PendingSubmission[] = [];
      for (const e of group) {
        const earlier = e.idempotencyKey === undefined ? undefined : byKey.get(e.idempotencyKey);
        // A repeat is answered whatever the balance: it starts nothing.
        if (earlier && 'batch_id' in earlier) {
          result.set(e, { original: earlier });
          continue;
        }
        if (earlier) {
          result.set(e, { creates: true }); // a repeat of a submission created in this group: answered with its row
          continue;
        }
        try {
          await admission.admit(e.operation);
        } catch (err) {
          result.set(e, { error: err });
          continue;
        }
        creating.push(e);
        result.set(e, { creates: true });
        if (e.idempotencyKey !== undefined) byKey.set(e.idempotencyKey, e);
      }
      const created = new Map<string, JobRow>();
      if (creating.length > 0) {
        const { rows } = await client.query<JobRow>(
          `INSERT INTO jobs (batch_id, account_id, operation, args, status, idempotency_key, request_hash)
           SELECT s.batch_id, $1, s.operation, s.args, 'queued', s.idempotency_key, s.request_hash
           FROM json_to_recordset($2::json) AS s(batch_id text, operation text, args jsonb, idempotency_key text, request_hash text)
           ON CONFLICT (account_id, idempotency_key) DO NOTHING RETURNING *`,
          [
            accountId,
            JSON.stringify(
              creating.map((e) => ({
                batch_id: e.batchId,
                operation: e.operation,
                args: e.args,
                idempotency_key: e.idempotencyKey ?? null,
                request_hash: e.requestHash,
              })),
            ),
          ],
        );
        for (const row of rows) created.set(row.batch_id, row);
      }
      return group.map((e): Admitted | { error: unknown } => {
        const r = result.get(e)!;
        if ('error' in r) return r;
        if ('original' in r) return { created: null, original: r.original };
        const own = created.get(e.batchId);
        if (own) return { created: own, original: null };
        // A repeat of a key another submission of this group created: that job is the original.
        const creator = e.idempotencyKey === undefined ? undefined : byKey.get(e.idempotencyKey);
        const row = creator && !('batch_id' in creator) ? created.get(creator.batchId) : undefined;
        return { created: null, original: row && creator !== e ? row : null };
      });
    });
    const fresh = outcomes.flatMap((o) => ('created' in o && o.created ? [o.created.batch_id] : []));
    const dispatched = fresh.length > 0 ? this.enqueue(fresh) : undefined;
    dispatched?.catch(() => {}); // each submission that created a job awaits it, and reports its failure
    group.forEach((e, i) => {
      const o = outcomes[i];
      if ('error' in o) {
        e.outcome = Promise.reject(o.error);
        e.outcome.catch(() => {});
      } else {
        e.outcome = Promise.resolve(o);
        if (o.created) e.dispatched = dispatched;
      }
    });
  }
  /**
   * Runs `fn` after the submissions of this account this process started before it: they would queue on the
   * account's advisory lock anyway, each holding a pooled connection while it waits, and a burst of one account's
   * submissions would then take every connection of the pool from the workers and the other requests. The advisory
   * lock still orders submissions across processes. Each account has its own line, so one account's burst never
   * delays another's submissions; a turn admits at most SUBMIT_GROUP submissions, on one connection.
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

  /** The submissions of each account waiting in this process to be admitted, in the order they arrived. */
  private readonly waiting = new Map<number, PendingSubmission[]>();

  /**
   * What the account holds unfinished, read once under its submission lock, and `admit`, which refuses a new job
   * the account could leave unpaid (see `submit`) and otherwise counts it as queued for the next one. The balance is
   * read once, when a job first needs it (no submission of the group takes from it).
   */
  private async admission(client: { query<R>(text: string, values?: unknown[]): Promise<{ rows: R[] }> }, accountId: number) {
    const { rows } = await client.query<{ operation: string; status: Status; n: number }>(
      `SELECT operation, status, count(*)::int AS n FROM jobs
       WHERE account_id = $1 AND status IN ('queued', 'running', 'payment-required') GROUP BY operation, status`,
      [accountId],
    );
    const unpaid = rows.filter((r) => r.status === 'payment-required').reduce((n, r) => n + r.n, 0);
    const running = rows.filter((r) => r.status !== 'payment-required');
    let open = running.reduce((units, r) => units + this.minimumCharge(r.operation) * r.n, 0);
    let openJobs = running.reduce((n, r) => n + r.n, 0);
    let balance: Promise<Units> | null = null;
    const readBalance = async (): Promise<Units> => {
      try {
        return await this.wallet.spendable(accountId);
      } catch (err) {
        if (err instanceof ApiError) throw err;
        log.error({ err, account_id: accountId }, 'balance could not be read for a job submission');
        throw new BillingUnavailable();
      }
    };
    return {
      admit: async (operation: string): Promise<void> => {
        if (unpaid >= this.maxPaymentRequired) throw new UnpaidJobsCapReached(this.maxPaymentRequired);
        const first = this.minimumCharge(operation);
        const needed = first + open;
        if (needed > 0) {
          balance ??= readBalance();
          // A failed read fails each submission that needed it, as reading it for each would have.
          balance.catch(() => {});
          const spendable = await balance;
          if (spendable < needed) throw new JobBalanceTooLow(formatDollars(needed), formatDollars(first), openJobs, formatDollars(spendable));
        }
        open += first;
        openJobs++;
      },
    };
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

  /**
   * Marks a queued job running (a retried one stays running) and reads it; undefined when it is neither. The jobs a
   * worker starts at once are started by one statement (platform/db/coalesce.ts).
   */
  private readonly start = coalesced<string, (JobRow & { test: boolean }) | undefined>(async (batchIds) => {
    // With each job, its account's mode: a test account's job walks the sandbox (an account's mode never changes, so
    // reading it here is reading it at submission).
    const rows = await this.db.query<JobRow & { test: boolean }>(
      `UPDATE jobs SET status = 'running', started_at = coalesce(started_at, now())
       WHERE batch_id = ANY($1) AND status IN ('queued', 'running')
       RETURNING *, (SELECT test FROM accounts WHERE id = jobs.account_id) AS test`,
      [batchIds],
    );
    const byId = new Map(rows.map((r) => [r.batch_id, r]));
    return batchIds.map((id) => byId.get(id));
  });

  /** Runs a job to its end state. Safe to call again after a crash: finished work is not redone or recharged. */
  async process(batchId: string): Promise<void> {
    const row = await this.start(batchId);
    if (!row) return; // cancelled, or already finished by an earlier attempt
    const operation = this.operations[row.operation];
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
      // The results and the job's record of them are written in the statement that moves the job on from running
      // (ready, charged in the same transaction, or payment-required), and only while it is still running (a job
      // cancelled meanwhile writes nothing): a job never holds results without result_rows, nor result_rows without
      // its results, and none are left from an earlier attempt to delete first.
      const values = [
        batchId,
        encoded.length,
        toDecimal(cost),
        result.pages,
        result.nextCursor,
        result.stopReason,
        JSON.stringify(result.coverage),
        // The items as one JSON array, not a text[]: no array-literal escaping of every quote on the way, and
        // json_array_elements gives each item's text back exactly as JSON.stringify wrote it.
        `[${encoded.join(',')}]`,
      ];
      // The event a ready job reports, but for when it finished (the statement that makes it ready adds that).
      const event = jobEventValues('job.ready', { ...row, status: 'ready', cost: toDecimal(cost), item_count: encoded.length, finished_at: null })[3];
      await this.settle(row, {
        cost,
        write: (client, status) => writeResults(client, status, values),
        complete: async (charge) => (await this.db.query<Completed>(COMPLETE_WITH_RESULTS, [...values, event, charge]))[0],
      });
      return;
    }
    // Its results were written by an earlier attempt, which did not settle: settle only.
    await this.settle(row);
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
   * repeated. With `results` (a walk just finished), the job's results are written in the same transaction, by the
   * statement that makes the transition. Returns the job as it stands afterwards.
   */
  async settle(row: JobRow, results?: PendingResults): Promise<JobRow | null> {
    const cost = results ? results.cost : parseDollars(row.cost);
    let hold: Hold | null;
    try {
      hold = cost === 0 ? null : await this.wallet.take(row.account_id, cost);
    } catch (err) {
      // As when the results were written before the charge was tried: kept (while the job still runs), so the retry
      // only settles. A failed write leaves the job running, and the sweep dispatches it again.
      if (results) await this.db.tx((client) => results.write(client, 'running')).catch(() => {});
      throw err;
    }
    if (cost > 0 && !hold) {
      return this.db
        .tx(async (client) => {
          const [moved] = results
            ? await results.write(client, 'payment-required')
            : (
                await client.query<JobRow>(
                  "UPDATE jobs SET status = 'payment-required' WHERE batch_id = $1 AND status IN ('running', 'payment-required') RETURNING *",
                  [row.batch_id],
                )
              ).rows;
          // Reported once per job however often the charge is retried (the outbox keeps one event per subject).
          if (moved) await jobEvent(client, 'job.payment_required', moved);
          return moved ?? null;
        })
        .catch((err) => {
          if (results) return null; // as a failed results write always was: the job stays running, for the sweep
          throw err;
        });
    }
    let settled: JobRow | null;
    let version: number | null = null;
    try {
      if (results) {
        // One statement (see `completeWithResults`): the results, the transition, the event and the charge.
        const completed = await results.complete(hold !== null);
        if (completed) {
          const { charged_version, ...ready } = completed;
          settled = ready;
          version = charged_version;
          if (hold && version === null) await this.wallet.release(row.account_id, hold, cost); // charged by an earlier attempt
        } else {
          settled = null; // cancelled meanwhile: no charge
        }
      } else
        settled = await this.db.tx(async (client) => {
          const [ready] = (
            await client.query<JobRow>(
              `UPDATE jobs SET status = 'ready', finished_at = now()
             WHERE batch_id = $1 AND status IN ('running', 'payment-required') RETURNING *`,
              [row.batch_id],
            )
          ).rows;
          if (!ready) return null; // cancelled meanwhile: no charge
          if (!hold) {
            await jobEvent(client, 'job.ready', ready);
            return ready;
          }
          // The event, the ledger row and the balance in one statement: the balance moves only when the row is new.
          const charged = await client.query<{ version: number }>(
            `WITH event AS (${eventInsert(6)}),
           charge AS (
             INSERT INTO ledger (account_id, kind, amount, request_id, operation) VALUES ($1, 'charge', $2, $3, $4)
             ON CONFLICT (request_id) DO NOTHING RETURNING account_id
           )
           UPDATE accounts SET balance = balance - $5, version = version + 1 WHERE id = (SELECT account_id FROM charge) RETURNING version`,
            [row.account_id, toDecimal(-cost), chargeId(row.batch_id), ready.operation, toDecimal(cost), ...jobEventValues('job.ready', ready)],
          );
          if (charged.rows[0]) {
            version = charged.rows[0].version;
          } else {
            await this.wallet.release(row.account_id, hold, cost); // charged by an earlier attempt
          }
          return ready;
        });
    } catch (err) {
      if (hold) await this.wallet.release(row.account_id, hold, cost);
      if (results) return null; // as a failed results write always was: the job stays running, for the sweep
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
    if (stranded.length > 0) await this.enqueue(stranded.map((r) => r.batch_id));
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
async function jobEvent(client: { query(text: string, values?: unknown[]): Promise<unknown> }, kind: EventKind, row: JobRow): Promise<void> {
  await client.query(eventInsert(1), jobEventValues(kind, row));
}

/** The event a job's end state reports, as the values of `eventInsert`. */
function jobEventValues(kind: EventKind, row: JobRow): unknown[] {
  const s = statusObject(row);
  return eventValues(row.account_id, kind, row.batch_id, {
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

type Client = { query<R>(text: string, values?: unknown[]): Promise<{ rows: R[] }> };

/** A finished walk's results, to be written by `settle` in the statement that moves the job on from running. */
interface PendingResults {
  cost: Units;
  /** Writes them while the job still runs, keeping it running or making it payment-required. */
  write(client: Client, status: 'running' | 'payment-required'): Promise<JobRow[]>;
  /** Writes them and makes the job ready, charging it its cost when `charge` (see COMPLETE_WITH_RESULTS). */
  complete(charge: boolean): Promise<Completed | undefined>;
}

/** A job made ready by COMPLETE_WITH_RESULTS, and the account version its charge committed at (null: no charge). */
type Completed = JobRow & { charged_version: number | null };

/**
 * One statement, so one transaction without a BEGIN and a COMMIT of its own: a running job's results (the values of
 * `writeResults`, $1 to $8) written, the job made ready, its job.ready event ($9, the payload but for finished_at,
 * which is added here as toISOString writes it: finished_at is kept to the millisecond for that) and, when $10, its
 * charge: the ledger row `job:<id>` and the balance, moved only when the row is new. Nothing is written unless the
 * job is still running (a job cancelled meanwhile is neither completed nor charged).
 */
const COMPLETE_WITH_RESULTS = `WITH job AS (
    UPDATE jobs SET result_rows = $2, item_count = $2, cost = $3, pages = $4, next_cursor = $5, stop_reason = $6,
      coverage = $7, done_count = 1, status = 'ready', finished_at = date_trunc('milliseconds', now())
    WHERE batch_id = $1 AND status = 'running' RETURNING *
  ), written AS (
    INSERT INTO job_results (batch_id, idx, seq, item, bytes)
    SELECT job.batch_id, 0, s.seq - 1, s.item, octet_length(s.item::text)
    FROM job, json_array_elements($8::json) WITH ORDINALITY AS s(item, seq)
  ), event AS (
    INSERT INTO event_outbox (account_id, kind, subject, payload)
    SELECT job.account_id, 'job.ready', job.batch_id,
      $9::jsonb || jsonb_build_object('finished_at', to_char(job.finished_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
    FROM job
    ON CONFLICT (kind, subject) DO NOTHING
  ), charge AS (
    INSERT INTO ledger (account_id, kind, amount, request_id, operation)
    SELECT job.account_id, 'charge', -($3::numeric), 'job:' || job.batch_id, job.operation FROM job WHERE $10::boolean
    ON CONFLICT (request_id) DO NOTHING RETURNING account_id
  ), charged AS (
    UPDATE accounts SET balance = balance - $3::numeric, version = version + 1 WHERE id = (SELECT account_id FROM charge) RETURNING version
  )
  SELECT job.*, (SELECT version FROM charged) AS charged_version FROM job`;

/**
 * One statement: the results and the job's record of them (`values`: see `Jobs.process`), written only while the job
 * is still running, leaving it at `status`.
 */
async function writeResults(client: Client, status: 'running' | 'payment-required', values: unknown[]): Promise<JobRow[]> {
  const { rows } = await client.query<JobRow>(
    `WITH job AS (
       UPDATE jobs SET result_rows = $2, item_count = $2, cost = $3, pages = $4, next_cursor = $5, stop_reason = $6,
         coverage = $7, done_count = 1, status = $9::text
       WHERE batch_id = $1 AND status = 'running' RETURNING *
     ), written AS (
       INSERT INTO job_results (batch_id, idx, seq, item, bytes)
       SELECT job.batch_id, 0, s.seq - 1, s.item, octet_length(s.item::text)
       FROM job, json_array_elements($8::json) WITH ORDINALITY AS s(item, seq)
     )
     SELECT * FROM job`,
    [...values, status],
  );
  return rows;
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
