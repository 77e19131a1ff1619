import { randomUUID } from 'node:crypto';
import { isIP } from 'node:net';
import type { Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db/pool.ts';
import { ApiError, InvalidRequest, UpstreamError, quote } from '../../platform/errors.ts';
import type { EventKind } from '../../platform/events.ts';
import { formatDollars, parseDollars, toDecimal } from '../../platform/money.ts';
import type { OutboundFetcher } from '../../platform/outbound/fetcher.ts';
import type { WebhookCreateArgs } from './params.ts';
import type { WebhookSettings } from './settings.ts';
import { signedBodyHeader } from '../../platform/signed-body.ts';
import { newSecret, seal, SIGNATURE_HEADER, unseal } from './signing.ts';

interface EndpointRow {
  endpoint_id: string;
  account_id: number;
  url: string;
  events: EventKind[];
  balance_threshold: string | null;
  secret_sealed: string;
  created_at: Date;
  deleted_at: Date | null;
}

interface DeliveryRow {
  delivery_id: string;
  endpoint_id: string;
  account_id: number;
  event_id: number;
  replay_of: string | null;
  status: string;
  attempt_count: number;
  last_response_code: number | null;
  next_attempt_at: Date | null;
  created_at: Date;
  finished_at: Date | null;
  kind: EventKind;
  payload: Record<string, unknown>;
  event_created_at: Date;
  /** False when the event's account is a test account. */
  livemode: boolean;
}

interface AttemptRow {
  delivery_id: string;
  attempt: number;
  attempted_at: Date;
  duration_ms: number;
  outcome: string;
  response_code: number | null;
  error: string | null;
}

const ENDPOINT_ID = /^whe_[0-9a-f-]{36}$/;
const DELIVERY_ID = /^whd_[0-9a-f-]{36}$/;
const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The event as a receiver gets it (the body that is signed). */
export interface EventBody {
  id: string;
  type: EventKind;
  created_at: string;
  /** false for a test key's events (its jobs, its DM threads, its test credit). */
  livemode: boolean;
  data: Record<string, unknown>;
}

export function eventBody(row: Pick<DeliveryRow, 'event_id' | 'kind' | 'payload' | 'event_created_at' | 'livemode'>): string {
  const body: EventBody = {
    id: `evt_${row.event_id}`,
    type: row.kind,
    created_at: row.event_created_at.toISOString(),
    livemode: row.livemode,
    data: row.payload,
  };
  return JSON.stringify(body);
}

function endpoint(row: EndpointRow) {
  return {
    id: row.endpoint_id,
    url: row.url,
    events: row.events,
    balance_threshold: row.balance_threshold === null ? null : formatDollars(parseDollars(row.balance_threshold)),
    created_at: row.created_at.toISOString(),
  };
}

function delivery(row: DeliveryRow, attempts: AttemptRow[]) {
  return {
    id: row.delivery_id,
    endpoint_id: row.endpoint_id,
    event_id: `evt_${row.event_id}`,
    event_type: row.kind,
    status: row.status,
    attempt_count: row.attempt_count,
    last_response_code: row.last_response_code,
    replay_of: row.replay_of,
    created_at: row.created_at.toISOString(),
    next_attempt_at: iso(row.next_attempt_at),
    finished_at: iso(row.finished_at),
    payload: JSON.parse(eventBody(row)) as EventBody,
    attempts: attempts
      .filter((a) => a.delivery_id === row.delivery_id)
      .map((a) => ({
        attempt: a.attempt,
        attempted_at: a.attempted_at.toISOString(),
        duration_ms: a.duration_ms,
        outcome: a.outcome,
        response_code: a.response_code,
        error: a.error,
      })),
  };
}

export type Endpoint = ReturnType<typeof endpoint>;
export type Delivery = ReturnType<typeof delivery>;

const DELIVERY_SELECT = `SELECT d.*, o.kind, o.payload, o.created_at AS event_created_at, NOT a.test AS livemode
  FROM webhook_deliveries d JOIN event_outbox o ON o.id = d.event_id JOIN accounts a ON a.id = o.account_id`;

/** What one attempt came to: delivered, to be retried (the queue retries it later), or settled without sending. */
export type AttemptOutcome = 'delivered' | 'retry' | 'failed' | 'skipped';

/**
 * Webhook endpoints and their deliveries. Events come from the platform's outbox (written by the core in the
 * transactions that make them); a worker routes them to the endpoints that asked for them (`drain`), and each
 * delivery is attempted through the guarded outbound fetcher, signed, and recorded attempt by attempt.
 */
export class Webhooks {
  constructor(
    private readonly db: Db,
    private readonly outbound: OutboundFetcher,
    private readonly settings: WebhookSettings,
    private readonly clock: Clock,
  ) {}

  /**
   * Refuses a URL whose host does not resolve, or resolves to an address the policy refuses (the same rule as every
   * outbound fetch, checked again at each delivery, so a name that later resolves privately is refused then too).
   * The URL's own rules (scheme, credentials, port, literal address, length) are parameter rules (params.ts).
   */
  private async checkHost(url: string): Promise<void> {
    const host = new URL(url).hostname.replace(/^\[|\]$/g, '');
    try {
      await this.outbound.addressesOf(host);
    } catch (err) {
      if (err instanceof InvalidRequest) throw err;
      if (err instanceof UpstreamError && !isIP(host)) throw new InvalidRequest(`url's host ${quote(host, 60)} does not resolve.`);
      throw err;
    }
  }

  /** Registers an endpoint from checked parameters (params.ts: webhookCreateArgs). */
  async register(accountId: number, input: WebhookCreateArgs) {
    const events = [...new Set(input.events)] as EventKind[];
    let threshold: string | null = null;
    if (input.balance_threshold !== undefined) {
      try {
        threshold = toDecimal(parseDollars(input.balance_threshold));
      } catch {
        throw new InvalidRequest('balance_threshold must be a dollar amount such as 5 or 2.50.');
      }
    }
    if (events.includes('balance.low') && threshold === null) throw new InvalidRequest('balance_threshold is required with the balance.low event.');
    if (!events.includes('balance.low') && threshold !== null)
      throw new InvalidRequest('balance_threshold applies to the balance.low event only; add it to events.');
    const url = input.url;
    await this.checkHost(url);
    const secret = newSecret();
    const id = `whe_${randomUUID()}`;
    const rows = await this.db.tx(async (client) => {
      // One account's registrations are counted one at a time.
      await client.query('SELECT 1 FROM accounts WHERE id = $1 FOR UPDATE', [accountId]);
      const {
        rows: [{ n }],
      } = await client.query<{ n: number }>('SELECT count(*)::int AS n FROM webhook_endpoints WHERE account_id = $1 AND deleted_at IS NULL', [accountId]);
      if (n >= this.settings.endpointsPerAccount) {
        throw new InvalidRequest(`An account may hold ${this.settings.endpointsPerAccount} webhook endpoints; delete one first.`);
      }
      const inserted = await client.query<EndpointRow>(
        `INSERT INTO webhook_endpoints (endpoint_id, account_id, url, events, balance_threshold, secret_sealed)
         VALUES ($1, $2, $3, $4, $5, $6) RETURNING *`,
        [id, accountId, url, events, threshold, seal(this.settings.sealKey, secret)],
      );
      return inserted.rows;
    });
    return { ...endpoint(rows[0]), secret };
  }

  async list(accountId: number): Promise<Endpoint[]> {
    const rows = await this.db.query<EndpointRow>(
      'SELECT * FROM webhook_endpoints WHERE account_id = $1 AND deleted_at IS NULL ORDER BY created_at, endpoint_id',
      [accountId],
    );
    return rows.map(endpoint);
  }

  /** One of the account's endpoints, or null (another account's is not found). */
  async get(accountId: number, id: string): Promise<Endpoint | null> {
    if (!ENDPOINT_ID.test(id)) return null;
    const [row] = await this.db.query<EndpointRow>('SELECT * FROM webhook_endpoints WHERE endpoint_id = $1 AND account_id = $2 AND deleted_at IS NULL', [
      id,
      accountId,
    ]);
    return row ? endpoint(row) : null;
  }

  /** Deletes an endpoint: nothing more is delivered to it (deliveries waiting are cancelled). Null when not found. */
  async remove(accountId: number, id: string): Promise<Endpoint | null> {
    if (!ENDPOINT_ID.test(id)) return null;
    return this.db.tx(async (client) => {
      const { rows } = await client.query<EndpointRow>(
        'UPDATE webhook_endpoints SET deleted_at = now() WHERE endpoint_id = $1 AND account_id = $2 AND deleted_at IS NULL RETURNING *',
        [id, accountId],
      );
      if (!rows[0]) return null;
      await client.query(
        "UPDATE webhook_deliveries SET status = 'cancelled', finished_at = now(), next_attempt_at = NULL WHERE endpoint_id = $1 AND status IN ('pending', 'queued', 'retrying')",
        [id],
      );
      return endpoint(rows[0]);
    });
  }

  /** The endpoint's deliveries, newest first, each with its attempts; null when the endpoint is not the account's. */
  async deliveries(accountId: number, endpointId: string, limit: number): Promise<Delivery[] | null> {
    if (!(await this.get(accountId, endpointId))) return null;
    const rows = await this.db.query<DeliveryRow>(`${DELIVERY_SELECT} WHERE d.endpoint_id = $1 ORDER BY d.created_at DESC, d.delivery_id LIMIT $2`, [
      endpointId,
      limit,
    ]);
    return this.withAttempts(rows);
  }

  async delivery(accountId: number, deliveryId: string): Promise<Delivery | null> {
    if (!DELIVERY_ID.test(deliveryId)) return null;
    const rows = await this.db.query<DeliveryRow>(`${DELIVERY_SELECT} WHERE d.delivery_id = $1 AND d.account_id = $2`, [deliveryId, accountId]);
    return rows[0] ? (await this.withAttempts(rows))[0] : null;
  }

  private async withAttempts(rows: DeliveryRow[]): Promise<Delivery[]> {
    const attempts = rows.length
      ? await this.db.query<AttemptRow>('SELECT * FROM webhook_attempts WHERE delivery_id = ANY($1) ORDER BY delivery_id, attempt', [
          rows.map((r) => r.delivery_id),
        ])
      : [];
    return rows.map((r) => delivery(r, attempts));
  }

  /** Sends a delivery's event again, as a new delivery (same event id, so receivers can tell); null when not found. */
  async replay(accountId: number, deliveryId: string): Promise<Delivery | null> {
    if (!DELIVERY_ID.test(deliveryId)) return null;
    const [original] = await this.db.query<DeliveryRow>(
      `${DELIVERY_SELECT} JOIN webhook_endpoints e ON e.endpoint_id = d.endpoint_id
       WHERE d.delivery_id = $1 AND d.account_id = $2 AND e.deleted_at IS NULL`,
      [deliveryId, accountId],
    );
    if (!original) return null;
    const id = `whd_${randomUUID()}`;
    await this.db.query(`INSERT INTO webhook_deliveries (delivery_id, endpoint_id, account_id, event_id, replay_of) VALUES ($1, $2, $3, $4, $5)`, [
      id,
      original.endpoint_id,
      accountId,
      original.event_id,
      original.replay_of ?? original.delivery_id,
    ]);
    return this.delivery(accountId, id);
  }

  /**
   * Routes new outbox events to the endpoints that asked for them (one delivery per event and endpoint), after
   * reporting balances that crossed an endpoint's threshold. Returns how many deliveries it made.
   */
  async drain(): Promise<number> {
    await this.checkBalances();
    return this.db.tx(async (client) => {
      // One drainer at a time across every worker process.
      const {
        rows: [{ locked }],
      } = await client.query<{ locked: boolean }>('SELECT pg_try_advisory_xact_lock(7204114) AS locked');
      if (!locked) return 0;
      const { rows: events } = await client.query<{ id: number }>(
        `SELECT o.id FROM event_outbox o
         WHERE o.created_at > now() - interval '1 day' AND NOT EXISTS (SELECT 1 FROM webhook_routed r WHERE r.event_id = o.id)
         ORDER BY o.id LIMIT 1000`,
      );
      if (events.length === 0) return 0;
      const ids = events.map((e) => e.id);
      const { rowCount } = await client.query(
        `INSERT INTO webhook_deliveries (delivery_id, endpoint_id, account_id, event_id)
         SELECT 'whd_' || gen_random_uuid(), e.endpoint_id, e.account_id, o.id
         FROM event_outbox o JOIN webhook_endpoints e
           ON e.account_id = o.account_id AND o.kind = ANY(e.events) AND e.deleted_at IS NULL AND e.created_at <= o.created_at
         WHERE o.id = ANY($1) AND (o.kind <> 'balance.low' OR o.payload->>'endpoint_id' = e.endpoint_id)
         ON CONFLICT DO NOTHING`,
        [ids],
      );
      await client.query('INSERT INTO webhook_routed (event_id) SELECT unnest($1::bigint[]) ON CONFLICT DO NOTHING', [ids]);
      return rowCount ?? 0;
    });
  }

  /**
   * balance.low: an endpoint whose threshold the balance is now below is reported once (an outbox event naming it);
   * it is re-armed when the balance is back at or above the threshold (a top-up).
   */
  async checkBalances(): Promise<void> {
    await this.db.query(
      `WITH crossed AS (
         UPDATE webhook_endpoints e SET low_notified = true, low_count = e.low_count + 1
         FROM accounts a
         WHERE a.id = e.account_id AND e.deleted_at IS NULL AND NOT e.low_notified AND e.balance_threshold IS NOT NULL
           AND 'balance.low' = ANY(e.events) AND a.balance < e.balance_threshold
         RETURNING e.endpoint_id, e.account_id, e.low_count, e.balance_threshold, a.balance)
       INSERT INTO event_outbox (account_id, kind, subject, payload)
       SELECT account_id, 'balance.low', 'endpoint:' || endpoint_id || ':' || low_count,
              jsonb_build_object('endpoint_id', endpoint_id, 'balance', '$' || balance::text, 'threshold', '$' || balance_threshold::text)
       FROM crossed
       ON CONFLICT (kind, subject) DO NOTHING`,
    );
    await this.db.query(
      `UPDATE webhook_endpoints e SET low_notified = false FROM accounts a
       WHERE a.id = e.account_id AND e.low_notified AND a.balance >= e.balance_threshold`,
    );
  }

  /** Deliveries waiting to be handed to the queue (new, or replays), marked queued; the caller enqueues them. */
  async takePending(limit = 500): Promise<string[]> {
    const rows = await this.db.query<{ delivery_id: string }>(
      `UPDATE webhook_deliveries SET status = 'queued' WHERE delivery_id IN (
         SELECT delivery_id FROM webhook_deliveries WHERE status = 'pending' ORDER BY created_at LIMIT $1 FOR UPDATE SKIP LOCKED)
       RETURNING delivery_id`,
      [limit],
    );
    return rows.map((r) => r.delivery_id);
  }

  /** Deliveries marked queued whose hand-over to the queue failed: waiting again for the next pass. */
  async unqueue(deliveryIds: string[]): Promise<void> {
    if (deliveryIds.length)
      await this.db.query("UPDATE webhook_deliveries SET status = 'pending' WHERE delivery_id = ANY($1) AND status = 'queued'", [deliveryIds]);
  }

  /**
   * Deliveries still to be attempted whose turn is long past (`staleMs`): their dispatch may be gone from Redis (a
   * Redis restarted empty). The caller dispatches again those the queue does not hold; attempts already made count.
   */
  async overdue(staleMs: number, limit = 100): Promise<{ delivery_id: string; attempt_count: number }[]> {
    return this.db.query(
      `SELECT delivery_id, attempt_count FROM webhook_deliveries
       WHERE status IN ('queued', 'retrying') AND coalesce(next_attempt_at, created_at) < $1 ORDER BY created_at LIMIT $2`,
      [new Date(this.clock.now() - staleMs), limit],
    );
  }

  /**
   * One attempt of a delivery: signed POST through the guarded fetcher, recorded with its status, response code,
   * duration and error. Attempts are counted in the record (from 1), so a dispatch made again goes on counting;
   * `retryInMs(n)` is how long after attempt n the queue tries again. The last attempt fails the delivery.
   */
  async attempt(deliveryId: string, maxAttempts: number, retryInMs: (attempt: number) => number): Promise<AttemptOutcome> {
    const [row] = await this.db.query<DeliveryRow & { url: string; secret_sealed: string; deleted_at: Date | null }>(
      `SELECT d.*, o.kind, o.payload, o.created_at AS event_created_at, NOT a.test AS livemode, e.url, e.secret_sealed, e.deleted_at
       FROM webhook_deliveries d JOIN event_outbox o ON o.id = d.event_id JOIN accounts a ON a.id = o.account_id
       JOIN webhook_endpoints e ON e.endpoint_id = d.endpoint_id
       WHERE d.delivery_id = $1`,
      [deliveryId],
    );
    if (!row || !['queued', 'retrying'].includes(row.status) || row.deleted_at) return 'skipped';
    const attempt = row.attempt_count + 1;
    const body = eventBody(row);
    const timestamp = Math.floor(this.clock.now() / 1000);
    const started = performance.now();
    const attemptedAt = new Date(this.clock.now());
    let code: number | null = null;
    let error: string | null = null;
    try {
      const answer = await this.outbound.fetchBytes(row.url, {
        method: 'POST',
        body,
        accept: ['*/*'],
        maxBytes: 64 * 1024,
        headers: {
          'content-type': 'application/json',
          'webhook-id': row.delivery_id,
          'webhook-event': row.kind,
          [SIGNATURE_HEADER]: signedBodyHeader(unseal(this.settings.sealKey, row.secret_sealed), timestamp, body),
        },
      });
      code = answer.status;
      if (code < 200 || code >= 300) error = `The endpoint answered ${code}.`;
    } catch (err) {
      error = err instanceof ApiError ? err.message : 'The endpoint could not be reached.';
    }
    const ok = error === null;
    const last = !ok && attempt >= maxAttempts;
    const status = ok ? 'delivered' : last ? 'failed' : 'retrying';
    await this.db.tx(async (client) => {
      await client.query(
        `INSERT INTO webhook_attempts (delivery_id, attempt, attempted_at, duration_ms, outcome, response_code, error) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [deliveryId, attempt, attemptedAt, Math.round(performance.now() - started), ok ? 'succeeded' : 'failed', code, error],
      );
      await client.query(
        `UPDATE webhook_deliveries SET status = $2, attempt_count = $3, last_response_code = $4,
           next_attempt_at = $5, finished_at = CASE WHEN $2 IN ('delivered', 'failed') THEN now() END
         WHERE delivery_id = $1 AND status IN ('queued', 'retrying')`,
        [deliveryId, status, attempt, code, status === 'retrying' ? new Date(this.clock.now() + retryInMs(attempt)) : null],
      );
    });
    return ok ? 'delivered' : last ? 'failed' : 'retry';
  }
}
