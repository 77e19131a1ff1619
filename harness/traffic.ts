import type { Db } from '../platform/db/pool.ts';
import { formatDollars, parseDollars } from '../platform/money.ts';
import { demoProfile } from '../subgraphs/photonet/demo-corpus.ts';

/**
 * Bounded mixed traffic for the fault suite, and the audit that every scenario ends with: what the client saw, that
 * nothing was lost, and that every charge matches exactly one 200 (by its x-request-id) or one ready job (`job:<id>`),
 * with the balance equal to what was put in less those charges.
 *
 * The kinds: REST and GraphQL library reads, a live read, one synchronous walker page, a walk submitted as a job, and
 * DM sends with a client_token (retried with the same token after any failure, as a client must; the audit checks
 * each token was charged at most once, and exactly once when any attempt answered 200).
 */

export interface Outcome {
  kind: string;
  /** 0 when no HTTP answer came (the connection failed or was cut). */
  status: number;
  code?: string;
  requestId: string | null;
  /** meta.cost (REST) or extensions.cost.actual (GraphQL) of a 200, as `$0.0005`. */
  cost: string | null;
  retryAfter: string | null;
  /** A submitted job's id. */
  batchId?: string;
  /** A DM send's client token. */
  token?: string;
  /** When it was sent (epoch ms) and how long its answer took. */
  at: number;
  ms?: number;
}

export type Kind = (base: string, key: string) => Promise<Outcome>;

const USER = demoProfile(2).username;

async function call(kind: string, base: string, path: string, key: string, init: RequestInit = {}): Promise<Outcome & { body: any }> {
  const at = Date.now();
  try {
    const res = await fetch(base + path, {
      ...init,
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json', ...(init.headers as object) },
      signal: AbortSignal.timeout(20_000),
    });
    const text = await res.text();
    let body: any = null;
    try {
      body = JSON.parse(text);
    } catch {}
    const graphql = path === '/graphql';
    return {
      kind,
      status: res.status,
      code: graphql ? body?.errors?.[0]?.extensions?.code : body?.error?.code,
      requestId: res.headers.get('x-request-id'),
      cost: res.status === 200 ? (graphql ? (body?.extensions?.cost?.actual ?? null) : (body?.meta?.cost ?? null)) : null,
      retryAfter: res.headers.get('retry-after'),
      at,
      ms: Date.now() - at,
      body,
    };
  } catch {
    return { kind, status: 0, requestId: null, cost: null, retryAfter: null, at, ms: Date.now() - at, body: null };
  }
}

const strip = ({ body: _, ...o }: Outcome & { body: unknown }): Outcome => o;
let serial = 0;

export const KINDS: Record<string, Kind> = {
  restProfile: async (base, key) => strip(await call('restProfile', base, `/v1/photonet/profile?q=${USER}`, key)),
  graphqlProfile: async (base, key) =>
    strip(
      await call('graphqlProfile', base, '/graphql', key, {
        method: 'POST',
        body: JSON.stringify({ query: `{ photonetProfile(q: "${USER}") { username followers } }` }),
      }),
    ),
  liveRead: async (base, key) => strip(await call('liveRead', base, `/v1/facenet/live/event/details?id=${100000 + (serial++ % 50_000)}&source=live`, key)),
  walkerPage: async (base, key) => strip(await call('walkerPage', base, `/v1/photonet/user_feed?handle=sbx_30_fault${serial++ % 7}&max_pages=1`, key)),
  job: async (base, key) => {
    const o = await call('job', base, `/v1/photonet/user_feed?handle=sbx_36_job${serial++}&max_pages=3`, key);
    return { ...strip(o), batchId: o.status === 202 ? o.body?.data?.batch_id : undefined };
  },
};

/** Opens a DM session for the key (free), for `dmSends`. */
export async function openDmSession(base: string, key: string): Promise<string> {
  const res = await fetch(`${base}/v1/photonet/dm/sessions`, {
    method: 'POST',
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    body: '{}',
  });
  if (res.status !== 200) throw new Error(`DM session not opened: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { data: { session_id: string } }).data.session_id;
}

/** A DM send kind on a session of this account; a failed token is sent again (same token) on the next turn. */
export function dmSends(base: () => string, key: string, session: string): Kind & { retry: string[] } {
  const retry: string[] = [];
  const kind = (async (_base: string, k: string) => {
    const token = retry.shift() ?? `tok-${serial++}`;
    const o = await call('dmSend', base(), `/v1/photonet/dm/sessions/${session}/messages`, k ?? key, {
      method: 'POST',
      body: JSON.stringify({ to: `fault_target_${token}`, text: 'Hello from the fault suite', client_token: token }),
    });
    if (o.status !== 200) retry.push(token);
    return { ...strip(o), token };
  }) as Kind & { retry: string[] };
  kind.retry = retry;
  return kind;
}

export interface TrafficOptions {
  /** The router base URL each request goes to (read per request, so a scenario can switch routers). */
  base: () => string;
  key: string;
  kinds: Kind[];
  /** Requests in flight at once. */
  concurrency: number;
  /** Stops sending after this many requests or this long, whichever comes first. */
  total: number;
  maxMs: number;
  /** Called before request n is sent (n from 0): where a scenario injects its fault. */
  onRequest?: (n: number) => void;
  /** Keeps sending until this is true (bounded by maxMs), e.g. until a restarted part is back. */
  until?: () => boolean;
}

export async function drive(options: TrafficOptions): Promise<Outcome[]> {
  const outcomes: Outcome[] = [];
  const deadline = Date.now() + options.maxMs;
  let sent = 0;
  const worker = async () => {
    while ((sent < options.total || (options.until && !options.until())) && Date.now() < deadline) {
      const n = sent++;
      options.onRequest?.(n);
      outcomes.push(await options.kinds[n % options.kinds.length](options.base(), options.key));
    }
  };
  await Promise.all(Array.from({ length: options.concurrency }, worker));
  return outcomes;
}

/** Waits for every submitted job to finish (ready or failed), by its status in PostgreSQL. */
export async function settleJobs(db: Db, batchIds: string[], timeoutMs: number): Promise<Map<string, string>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const rows = await db.query<{ batch_id: string; status: string }>('SELECT batch_id, status FROM jobs WHERE batch_id = ANY($1)', [batchIds]);
    const states = new Map(rows.map((r) => [r.batch_id, r.status]));
    if (batchIds.every((id) => ['ready', 'failed', 'payment-required'].includes(states.get(id) ?? ''))) return states;
    if (Date.now() > deadline) throw new Error(`jobs not finished within ${timeoutMs} ms: ${JSON.stringify(Object.fromEntries(states))}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

export interface AuditOptions {
  /** Charges whose answer the client never received are allowed (a router killed mid-request): at most once each. */
  lostAnswers?: boolean;
}

/**
 * The audit: every ledger charge of the account is one 200 answer's request id (its amount that answer's cost) or
 * one ready job; every charged 200 has its one ledger row; every DM token is charged at most once; the balance is
 * what was put in less the charges. Returns what does not hold (empty when all is well) and the charges.
 */
export async function auditCharges(
  db: Db,
  accountId: number,
  initial: string,
  outcomes: Outcome[],
  options: AuditOptions = {},
): Promise<{ problems: string[]; charges: number; spent: number }> {
  const problems: string[] = [];
  const jobs = outcomes.filter((o) => o.batchId).map((o) => o.batchId!);
  const states = jobs.length ? await settleJobs(db, jobs, 60_000) : new Map<string, string>();
  // A DM send is charged by itself, with its dispatch intent, as `dm-send:<request id>:…` (reversed as `…:reversal`
  // when the network definitely did not take it): counted as its request's charge.
  const rows = (
    await db.query<{ request_id: string; amount: string }>(
      `SELECT request_id, amount FROM ledger l WHERE account_id = $1 AND kind = 'charge'
         AND NOT EXISTS (SELECT 1 FROM ledger r WHERE r.request_id = l.request_id || ':reversal')`,
      [accountId],
    )
  ).map((r) => (r.request_id.startsWith('dm-send:') ? { ...r, request_id: r.request_id.split(':')[1], dm: true } : { ...r, dm: false }));
  const byRequest = new Map<string, string[]>();
  for (const r of rows) byRequest.set(r.request_id, [...(byRequest.get(r.request_id) ?? []), r.amount]);

  for (const [id, amounts] of byRequest) if (amounts.length > 1) problems.push(`${id} charged ${amounts.length} times`);
  const charged200 = outcomes.filter((o) => o.status === 200 && o.cost && parseDollars(o.cost.slice(1)) > 0);
  for (const o of charged200) {
    const amounts = byRequest.get(o.requestId!);
    if (!amounts || amounts.length !== 1 || amounts[0] !== `-${o.cost!.slice(1)}`)
      problems.push(`${o.kind} ${o.requestId} answered 200 at ${o.cost}, ledger ${JSON.stringify(amounts ?? [])}`);
  }
  const answered = new Set(charged200.map((o) => o.requestId!));
  const readyJobs = new Set(jobs.filter((id) => states.get(id) === 'ready').map((id) => `job:${id}`));
  for (const id of readyJobs) if (!byRequest.has(id)) problems.push(`ready job ${id} not charged`);
  // A DM send that failed after its charge (its message may have reached the network: the database or the network
  // went away mid-dispatch) stays charged; that attempt's token is charged once all the same (checked below).
  const dmAttempts = new Set(outcomes.filter((o) => o.kind === 'dmSend' && o.requestId).map((o) => o.requestId!));
  const unexplained = rows.filter((r) => !answered.has(r.request_id) && !readyJobs.has(r.request_id) && !(r.dm && dmAttempts.has(r.request_id)));
  // A charge whose answer was lost (a router killed mid-request) must belong to a request that saw no answer.
  const allowed = options.lostAnswers ? outcomes.filter((o) => o.status === 0).length : 0;
  if (unexplained.length > allowed)
    problems.push(`${unexplained.length} charges without a 200 or a ready job (allowed ${allowed}): ${JSON.stringify(unexplained.slice(0, 5))}`);

  // DM tokens: charged at most once each.
  const tokens = new Map<string, Outcome[]>();
  for (const o of outcomes.filter((o) => o.kind === 'dmSend')) tokens.set(o.token!, [...(tokens.get(o.token!) ?? []), o]);
  for (const [token, attempts] of tokens) {
    const charged = attempts.filter((o) => o.requestId && byRequest.has(o.requestId)).length;
    if (charged > 1) problems.push(`DM token ${token} charged ${charged} times`);
  }

  // Charges are negative amounts; a reversal (a charged job whose results were lost) gives its charge back.
  const ledger = await db.query<{ amount: string }>("SELECT amount FROM ledger WHERE account_id = $1 AND kind <> 'topup'", [accountId]);
  const spent = -ledger.reduce((sum, r) => sum + (r.amount.startsWith('-') ? -parseDollars(r.amount.slice(1)) : parseDollars(r.amount)), 0);
  const [{ balance }] = await db.query<{ balance: string }>('SELECT balance FROM accounts WHERE id = $1', [accountId]);
  const expected = formatDollars(parseDollars(initial) - spent).slice(1);
  if (balance !== expected) problems.push(`balance ${balance}, expected ${expected}`);
  return { problems, charges: rows.length, spent };
}

/** Status counts, for assertion messages and reports. */
export function tally(outcomes: Outcome[]): Record<string, number> {
  const t: Record<string, number> = {};
  for (const o of outcomes) {
    const k = `${o.status}${o.code ? ` ${o.code}` : ''}`;
    t[k] = (t[k] ?? 0) + 1;
  }
  return t;
}

/** The slowest answer among these outcomes, in ms (what a client waited at worst). */
export const slowest = (outcomes: Outcome[]) => Math.max(0, ...outcomes.map((o) => o.ms ?? 0));
