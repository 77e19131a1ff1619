import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACQUIRE_SIGNATURE_HEADER } from '../platform/acquisition/signature.ts';
import { verifySignedBody } from '../platform/signed-body.ts';
import { AcquisitionWorker } from '../platform/acquisition/worker.ts';
import { loadConfig, type Config } from '../platform/config.ts';
import { createWorker } from '../examples/acquisition-worker/server.ts';
import { normaliseCreator } from '../subgraphs/clipnet/normalise.ts';
import type { RawUserDetail } from '../subgraphs/clipnet/upstream.ts';
import { SandboxMedia } from '../platform/sandbox/sandbox.ts';
import { clipnetProviders } from '../subgraphs/clipnet/services.ts';
import { CLIPNET_WORKER } from '../subgraphs/clipnet/worker.ts';
import { PHOTONET_WORKER } from '../subgraphs/photonet/worker.ts';
import { JOBNET_WORKER } from '../subgraphs/jobnet/worker.ts';
import { NOTENET_WORKER } from '../subgraphs/notenet/worker.ts';
import { FACENET_WORKER } from '../subgraphs/facenet/worker.ts';
import { DM_WORKER } from '../subgraphs/dm/worker.ts';
import type { DmService } from '../subgraphs/dm/dm.ts';
import { photonetServices } from '../subgraphs/photonet/services.ts';
import { facenetServices } from '../subgraphs/facenet/services.ts';
import type { PlatformRuntime } from '../subgraphs/runtime.ts';
import { createTestEnv, type TestEnv } from './helpers/env.ts';

/**
 * Acquisition workers (CLIPNET_PROVIDER=worker, PHOTONET_PROVIDER=worker): a local fake worker on 127.0.0.1 verifies
 * each request's Acquire-Signature and answers what the test sets. Live keys get the worker's payloads normalised
 * exactly as a test key's sandbox payloads (the fake replays what the sandbox answered, read from the archive);
 * get_raw answers the worker's payload; every failure type, a bad status, garbage, an oversized answer, a slow and a
 * hung worker map to their errors, uncharged and unarchived; a missing or short secret refuses to start.
 */

const SECRET = 'acquisition-worker-test-secret-0123456789';
const TIMEOUT_MS = 1500;
const MAX_BYTES = 64 * 1024;

interface Received {
  body: { network: string; operation: string; args: Record<string, unknown>; cursor: string | null };
  signed: boolean;
}

/** Whether a request is one the protocol document declares: its operation, its arguments, a cursor only when it pages. */
function declared(body: Received['body']): boolean {
  const network = [CLIPNET_WORKER, PHOTONET_WORKER, JOBNET_WORKER, NOTENET_WORKER, FACENET_WORKER, DM_WORKER].find((n) => n.network === body.network);
  const op = network?.operations.find((o) => o.name === body.operation);
  if (!op) return false;
  const keys = Object.keys(body.args);
  const types = Object.entries(body.args).every(([k, v]) => typeof v === (op.args.properties[k]?.type === 'integer' ? 'number' : op.args.properties[k]?.type));
  return keys.every((k) => k in op.args.properties) && op.args.required.every((k) => keys.includes(k)) && types && (op.pages || body.cursor === null);
}

type Answer = (req: Received['body'], res: ServerResponse) => void;

let fake: Server;
let fakeBase: string;
let env: TestEnv;
const received: Received[] = [];
/** Requests the protocol document does not declare: none, checked after all. */
const undeclared: Received['body'][] = [];
const hanging: ServerResponse[] = [];
let answer: Answer = (_req, res) => json(res, 404, { error: { type: 'not_found' } });

const json = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};
const replay =
  (raw: unknown): Answer =>
  (_req, res) =>
    json(res, 200, { raw });

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

const charges = async (account: number) => (await env.ledgerRows(account)).filter((r) => r.kind === 'charge').map((r) => r.amount);
const liveArchived = async () => Number((await env.services.db.query<{ n: string }>('SELECT count(*) AS n FROM live_archive WHERE NOT test'))[0].n);
async function latestTestRaw(network: string, operation: string): Promise<unknown> {
  const [row] = await env.services.db.query<{ payload: unknown }>(
    'SELECT payload FROM live_archive WHERE network = $1 AND operation = $2 AND test ORDER BY fetched_at DESC LIMIT 1',
    [network, operation],
  );
  return row.payload;
}

function workerEnv(network: string): Record<string, string> {
  const prefix = network.toUpperCase();
  return {
    [`${prefix}_WORKER_URL`]: fakeBase,
    [`${prefix}_WORKER_SECRET`]: SECRET,
    [`${prefix}_WORKER_TIMEOUT_MS`]: String(TIMEOUT_MS),
    [`${prefix}_WORKER_MAX_BYTES`]: String(MAX_BYTES),
  };
}

beforeAll(async () => {
  fake = createServer(async (req, res) => {
    const text = await readBody(req);
    const header = req.headers[ACQUIRE_SIGNATURE_HEADER] as string | undefined;
    const signed = req.method === 'POST' && req.url === '/v1/acquire' && verifySignedBody(SECRET, header, text, Math.floor(Date.now() / 1000));
    const body = JSON.parse(text) as Received['body'];
    received.push({ body, signed });
    if (!declared(body)) undeclared.push(body);
    if (!signed) return json(res, 401, { error: { type: 'upstream_error', message: 'bad signature' } });
    answer(body, res);
  });
  await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
  fakeBase = `http://127.0.0.1:${(fake.address() as AddressInfo).port}`;
  env = await createTestEnv({
    providers: { clipnet: 'worker', photonet: 'worker', jobnet: 'worker', notenet: 'worker', facenet: 'worker', dm: 'worker' },
    env: {
      ...workerEnv('clipnet'),
      ...workerEnv('photonet'),
      ...workerEnv('jobnet'),
      ...workerEnv('notenet'),
      ...workerEnv('facenet'),
      ...workerEnv('dm'),
      DM_IDENTITY_POOL: '3',
      DM_POLL_INTERVAL_MS: '0',
    },
  });
}, 60_000);

afterAll(async () => {
  expect(undeclared).toEqual([]);
  for (const res of hanging.splice(0)) res.destroy();
  await env?.close();
  fake.closeAllConnections();
  await new Promise<void>((resolve) => fake.close(() => resolve()));
});

describe('clipnet on an acquisition worker', () => {
  it("a live key gets the worker's payload, normalised exactly as the sandbox's, from a signed request", async () => {
    const test = await env.key();
    const live = await env.key({ mode: 'live' });
    const sandbox = await env.rest('/v1/clipnet/live/user?handle=worker.one', test.key);
    expect(sandbox.status).toBe(200);
    answer = replay(await latestTestRaw('clipnet', 'user'));
    received.length = 0;
    const res = await env.rest('/v1/clipnet/live/user?handle=worker.one', live.key);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual(sandbox.body.data);
    expect(res.body.meta.source).toBe('live');
    expect(received).toEqual([{ body: { network: 'clipnet', operation: 'user', args: { handle: 'worker.one' }, cursor: null }, signed: true }]);
    const [row] = await env.services.db.query<{ provider: string; test: boolean }>(
      "SELECT provider, test FROM live_archive WHERE network = 'clipnet' AND NOT test ORDER BY fetched_at DESC LIMIT 1",
    );
    expect(row).toEqual({ provider: 'worker', test: false });
    expect(await charges(live.accountId)).toHaveLength(1);
  });

  it('a list page passes its cursor in the request, and the next page is read from the payload', async () => {
    const test = await env.key();
    const live = await env.key({ mode: 'live' });
    const path = '/v1/clipnet/live/user/followers?handle=sbx_40_workerlist&page_size=20&max_pages=1';
    const sandbox = await env.rest(path, test.key);
    expect(sandbox.status).toBe(200);
    answer = replay(await latestTestRaw('clipnet', 'user/followers.page'));
    received.length = 0;
    const res = await env.rest(path, live.key);
    expect(res.status).toBe(200);
    expect(res.body.data.items).toEqual(sandbox.body.data.items);
    expect(received.map((r) => r.body)).toEqual([
      { network: 'clipnet', operation: 'followers', args: { handle: 'sbx_40_workerlist', size: 20 }, cursor: null },
    ]);
    const next = await env.rest(
      `/v1/clipnet/live/user/followers?handle=sbx_40_workerlist&page_size=20&max_pages=1&cursor=${res.body.data.next_cursor}`,
      live.key,
    );
    expect(next.status).toBe(200);
    expect(received[1].body.cursor).toEqual(expect.any(String));
    expect(received[1].body.cursor).not.toBeNull();
  });

  const failures: [string, Answer, number, string, string | null][] = [
    ['not_found', (_r, res) => json(res, 404, { error: { type: 'not_found' } }), 404, 'not_found', null],
    ['rate_limited', (_r, res) => json(res, 429, { error: { type: 'rate_limited', retry_after: 17 } }), 429, 'rate_limited', '17'],
    ['challenge', (_r, res) => json(res, 502, { error: { type: 'challenge', message: 'captcha' } }), 502, 'upstream_error', null],
    ['paused', (_r, res) => json(res, 503, { error: { type: 'paused', retry_after: 120 } }), 503, 'source_paused', '120'],
    ['upstream_error', (_r, res) => json(res, 502, { error: { type: 'upstream_error' } }), 502, 'upstream_error', null],
    ['timeout', (_r, res) => json(res, 504, { error: { type: 'timeout' } }), 504, 'upstream_error', null],
    ['an unknown type', (_r, res) => json(res, 500, { error: { type: 'exploded' } }), 502, 'upstream_error', null],
    ['a bad status', (_r, res) => res.writeHead(500).end('oops'), 502, 'upstream_error', null],
    ['a redirect', (_r, res) => res.writeHead(302, { location: 'http://127.0.0.1:9/' }).end(), 502, 'upstream_error', null],
    ['garbage', (_r, res) => res.writeHead(200, { 'content-type': 'application/json' }).end('{"raw": '), 502, 'upstream_error', null],
    ['no raw', (_r, res) => json(res, 200, { cursor: 'x' }), 502, 'upstream_error', null],
    ['a cursor that is not a string', (_r, res) => json(res, 200, { raw: {}, cursor: 5 }), 502, 'upstream_error', null],
    ['an answer over the cap', (_r, res) => json(res, 200, { raw: { pad: 'x'.repeat(MAX_BYTES) } }), 502, 'upstream_error', null],
    ['a payload the normaliser cannot read', (_r, res) => json(res, 200, { raw: { statusCode: 0 } }), 502, 'upstream_error', null],
    [
      'a slow answer past the timeout',
      (_r, res) => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.write('{"raw": ');
        hanging.push(res);
      },
      504,
      'upstream_error',
      null,
    ],
    ['a hung worker', (_r, res) => void hanging.push(res), 504, 'upstream_error', null],
  ];

  it.each(failures)('%s: its status and code, uncharged, nothing archived', async (_name, fail, status, code, retryAfter) => {
    const live = await env.key({ mode: 'live' });
    const archived = await liveArchived();
    answer = fail;
    const res = await env.rest(`/v1/clipnet/live/user?handle=fail.${status}&source=live`, live.key);
    expect(res.status).toBe(status);
    expect(res.body.error.code).toBe(code);
    expect(res.headers.get('retry-after')).toBe(retryAfter);
    expect(await charges(live.accountId)).toEqual([]);
    expect(await liveArchived()).toBe(archived);
  });

  it('a payload the normaliser cannot read answers 502 saying so', async () => {
    const live = await env.key({ mode: 'live' });
    answer = (_r, res) => json(res, 200, { raw: { statusCode: 0, userInfo: null } });
    const res = await env.rest('/v1/clipnet/live/user?handle=odd.shape', live.key);
    expect(res.status).toBe(502);
    expect(res.body.error.message).toBe("The upstream's answer was not in the expected form. Nothing was charged; retry later.");
  });

  it('test keys still read the sandbox, never the worker', async () => {
    const test = await env.key();
    received.length = 0;
    expect((await env.rest('/v1/clipnet/live/user?handle=still.sandbox', test.key)).status).toBe(200);
    expect(received).toEqual([]);
  });
});

describe('photonet on an acquisition worker', () => {
  it("wrappers: normalised as the sandbox's, and get_raw answers the worker's payload", async () => {
    const test = await env.key();
    const live = await env.key({ mode: 'live' });
    const sandbox = await env.rest('/v1/photonet/web_profile_info?handle=wkr.profile', test.key);
    expect(sandbox.status).toBe(200);
    const raw = await latestTestRaw('photonet', 'web_profile_info');
    answer = replay(raw);
    received.length = 0;
    const res = await env.rest('/v1/photonet/web_profile_info?handle=wkr.profile', live.key);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual(sandbox.body.data);
    const rawRead = await env.rest('/v1/photonet/web_profile_info?handle=wkr.profile&get_raw=true&cached=live', live.key);
    expect(rawRead.status).toBe(200);
    expect(rawRead.body.data).toEqual(raw);
    expect(received.map((r) => [r.body.operation, r.body.args, r.signed])).toEqual([
      ['web_profile', { handle: 'wkr.profile' }, true],
      ['web_profile', { handle: 'wkr.profile' }, true],
    ]);
  });

  it('signed-in wrappers carry the lent account', async () => {
    const test = await env.key();
    const live = await env.key({ mode: 'live' });
    const sandbox = await env.rest('/v1/photonet/about?handle=wkr.about', test.key);
    expect(sandbox.status).toBe(200);
    answer = replay(await latestTestRaw('photonet', 'about'));
    received.length = 0;
    const res = await env.rest('/v1/photonet/about?handle=wkr.about', live.key);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual(sandbox.body.data);
    expect(received.map((r) => r.body)).toEqual([
      { network: 'photonet', operation: 'about', args: { handle: 'wkr.about', account: expect.stringMatching(/^sbx_signed_in_\d+$/) }, cursor: null },
    ]);
  });

  it('signed-in list pages carry the lent account and the cursor, normalised as the sandbox pages', async () => {
    const test = await env.key();
    const live = await env.key({ mode: 'live' });
    const path = '/v1/photonet/followers?handle=sbx_5_wkrlist&max_pages=1';
    const sandbox = await env.rest(path, test.key);
    expect(sandbox.status).toBe(200);
    answer = replay(await latestTestRaw('photonet', 'followers.page'));
    received.length = 0;
    const res = await env.rest(path, live.key);
    expect(res.status).toBe(200);
    expect(res.body.data.items).toEqual(sandbox.body.data.items);
    expect(received.map((r) => r.body)).toEqual([
      {
        network: 'photonet',
        operation: 'followers_page',
        args: { handle: 'sbx_5_wkrlist', account: expect.stringMatching(/^sbx_signed_in_\d+$/), page_size: 50 },
        cursor: null,
      },
    ]);
  });

  it('a failure of a list page is uncharged and unarchived', async () => {
    const live = await env.key({ mode: 'live' });
    const archived = await liveArchived();
    answer = (_r, res) => json(res, 429, { error: { type: 'rate_limited', retry_after: 9 } });
    const res = await env.rest('/v1/photonet/user_feed?handle=wkr.feed&max_pages=1', live.key);
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBe('9');
    expect(await charges(live.accountId)).toEqual([]);
    expect(await liveArchived()).toBe(archived);
  });
});

describe('jobnet, notenet and facenet on an acquisition worker', () => {
  it("facenet outside the Ad Library: a page normalised as the sandbox's; the Ad Library stays unconfigured", async () => {
    const test = await env.key();
    const live = await env.key({ mode: 'live' });
    const path = '/v1/facenet/live/page?url=https://www.facebook.com/workerbakery';
    const sandbox = await env.rest(path, test.key);
    expect(sandbox.status).toBe(200);
    answer = replay(await latestTestRaw('facenet', 'page'));
    received.length = 0;
    const res = await env.rest(path, live.key);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual(sandbox.body.data);
    expect(received.map((r) => r.body)).toEqual([
      { network: 'facenet', operation: 'page', args: { url: 'https://www.facebook.com/workerbakery' }, cursor: null },
    ]);
    const ads = await env.rest('/v1/facenet/live/adlibrary/search/ads?query=bread', live.key);
    expect(ads.status).toBe(503);
    expect(ads.body.error.message).toContain('FACENET_ADS_PROVIDER');
  });

  it("jobnet: a live key gets the worker's company, normalised as the sandbox's", async () => {
    const test = await env.key();
    const live = await env.key({ mode: 'live' });
    const sandbox = await env.rest('/v1/jobnet/live/company?slug=worker-co', test.key);
    expect(sandbox.status).toBe(200);
    answer = replay(await latestTestRaw('jobnet', 'company'));
    received.length = 0;
    const res = await env.rest('/v1/jobnet/live/company?slug=worker-co', live.key);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual(sandbox.body.data);
    expect(received.map((r) => r.body)).toEqual([{ network: 'jobnet', operation: 'company', args: { slug: 'worker-co' }, cursor: null }]);
  });

  it("notenet: a note normalised as the sandbox's, and a paused worker is this network's pipeline_paused", async () => {
    const test = await env.key();
    const live = await env.key({ mode: 'live' });
    const id = '65a1b2c3d4e5f60718293a4b';
    const sandbox = await env.rest(`/v1/notenet/live/note?note_id=${id}`, test.key);
    expect(sandbox.status).toBe(200);
    answer = replay(await latestTestRaw('notenet', 'note'));
    const res = await env.rest(`/v1/notenet/live/note?note_id=${id}`, live.key);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual(sandbox.body.data);
    answer = (_r, r) => json(r, 503, { error: { type: 'paused', retry_after: 45 } });
    const paused = await env.rest(`/v1/notenet/live/note?note_id=${id}&source=live`, live.key);
    expect(paused.status).toBe(503);
    expect(paused.body.error.code).toBe('pipeline_paused');
    expect(paused.headers.get('retry-after')).toBe('45');
    expect(await charges(live.accountId)).toHaveLength(1);
  });
});

describe('DM on an acquisition worker', () => {
  const post = (path: string, key: string, body: unknown = {}) =>
    env.rest(path, key, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  /** The send charges that stand: each one not reversed. */
  const sendCharges = async (account: number) => {
    const rows = await env.ledgerRows(account);
    const reversed = new Set(rows.filter((r) => r.kind === 'reversal').map((r) => r.request_id));
    return rows.filter((r) => r.kind === 'charge' && r.amount === '-0.0200' && !reversed.has(`${r.request_id}:reversal`)).length;
  };

  it('sends carry the client_token, at most once; a typed failure reverses the charge; timeout and garbage count as possibly sent', async () => {
    const live = await env.key({ mode: 'live' });
    const session = (await post('/v1/photonet/dm/sessions', live.key)).body.data.session_id as string;
    const send = (to: string, token: string) => post(`/v1/photonet/dm/sessions/${session}/messages`, live.key, { to, text: 'Hello', client_token: token });

    answer = (_r, res) => json(res, 200, { raw: { upstream_id: 'w-1', state: 'sent' } });
    received.length = 0;
    const sent = await send('dm_target', 'tok-1');
    expect(sent.status).toBe(200);
    expect(sent.body.data.sent).toMatchObject({ state: 'sent', deduplicated: false, client_token: 'tok-1' });
    expect(received.map((r) => [r.body.operation, r.body.args, r.signed])).toEqual([
      ['send', { sender: expect.any(String), recipient: 'dm_target', text: 'Hello', client_token: 'tok-1' }, true],
    ]);
    expect((await send('dm_target', 'tok-1')).body.data.sent.deduplicated).toBe(true);
    expect(received).toHaveLength(1);
    expect(await sendCharges(live.accountId)).toBe(1);

    answer = (_r, res) => json(res, 429, { error: { type: 'rate_limited', retry_after: 5 } });
    const limited = await send('dm_target', 'tok-2');
    expect([limited.status, limited.body.error.code]).toEqual([503, 'upstream_unavailable']);
    expect(await sendCharges(live.accountId)).toBe(1);

    for (const [token, fail] of [
      ['tok-3', (_r: unknown, res: ServerResponse) => json(res, 504, { error: { type: 'timeout' } })],
      ['tok-4', (_r: unknown, res: ServerResponse) => json(res, 200, { raw: { state: 'sent' } })],
    ] as const) {
      answer = fail;
      const ambiguous = await send('dm_target', token);
      expect([ambiguous.status, ambiguous.body.error.code]).toEqual([502, 'upstream_error']);
      const retried = await send('dm_target', token);
      expect(retried.body.data.sent).toMatchObject({ deduplicated: true, state: 'delivery_unknown' });
    }
    expect(await sendCharges(live.accountId)).toBe(3);
    await (env.service.runtime.modules.dm as DmService).release(session);
  });

  it('a refresh polls the worker and records the replies it answers', async () => {
    const live = await env.key({ mode: 'live' });
    const session = (await post('/v1/photonet/dm/sessions', live.key)).body.data.session_id as string;
    answer = (_r, res) => json(res, 200, { raw: { upstream_id: 'w-2', state: 'sent' } });
    const sent = await post(`/v1/photonet/dm/sessions/${session}/messages`, live.key, { to: 'dm_replier', text: 'Hi', client_token: 'tok-p' });
    const conversation = sent.body.data.conversation_id as number;
    const at = new Date(Date.now() + 1000).toISOString();
    answer = (req, res) =>
      req.operation === 'poll'
        ? json(res, 200, { raw: { messages: [{ upstream_id: 'r-1', text: 'Hello back', sent_at: at, via_request_tray: true }] } })
        : json(res, 404, { error: { type: 'not_found' } });
    received.length = 0;
    const refreshed = await post(`/v1/photonet/dm/conversations/${conversation}/refresh`, live.key);
    expect(refreshed.status).toBe(200);
    expect(received.map((r) => [r.body.operation, Object.keys(r.body.args)])).toEqual([['poll', ['sender', 'recipient', 'since']]]);
    const thread = await env.rest(`/v1/photonet/dm/conversations/${conversation}`, live.key);
    expect(thread.body.data.messages.map((m: { text: string }) => m.text)).toEqual(['Hi', 'Hello back']);
    answer = (_r, res) => res.writeHead(200, { 'content-type': 'application/json' }).end('{"raw": {"messages": 5}}');
    expect((await post(`/v1/photonet/dm/conversations/${conversation}/refresh`, live.key)).status).toBe(503);
    await (env.service.runtime.modules.dm as DmService).release(session);
  });
});

describe('worker settings', () => {
  const media = new SandboxMedia(() => 'http://127.0.0.1:9', 'secret', 60);
  const config = (env: Record<string, string>): Config => {
    const base = loadConfig({});
    return { ...base, providers: { clipnet: 'worker', photonet: 'worker' }, env: { ...base.env, ...env } };
  };

  it('refuses to start without a secret, with a short one, or without a URL', () => {
    expect(() => clipnetProviders(config({ CLIPNET_WORKER_URL: 'http://127.0.0.1:9' }), media)).toThrow(
      'CLIPNET_WORKER_SECRET must be the shared secret of the acquisition worker, at least 32 characters without spaces, when CLIPNET_PROVIDER=worker (it is unset)',
    );
    expect(() => clipnetProviders(config({ CLIPNET_WORKER_URL: 'http://127.0.0.1:9', CLIPNET_WORKER_SECRET: 'short' }), media)).toThrow(
      /CLIPNET_WORKER_SECRET .* \(it has 5 characters\)/,
    );
    expect(() => clipnetProviders(config({ CLIPNET_WORKER_SECRET: SECRET }), media)).toThrow(
      'CLIPNET_WORKER_URL must be the acquisition worker\'s http(s) base URL when CLIPNET_PROVIDER=worker, got ""',
    );
    const platform = { config: config({ PHOTONET_WORKER_URL: 'http://127.0.0.1:9' }), sandboxMedia: media } as PlatformRuntime;
    expect(() => photonetServices(platform)).toThrow(/PHOTONET_WORKER_SECRET must be .* when PHOTONET_PROVIDER=worker/);
  });

  it("FACENET_ADS_PROVIDER=worker gives the Ad Library facenet's worker too", () => {
    const base = config({ FACENET_ADS_PROVIDER: 'worker', FACENET_WORKER_URL: 'http://127.0.0.1:9', FACENET_WORKER_SECRET: SECRET });
    const services = facenetServices({ config: { ...base, providers: {} }, sandboxMedia: media } as PlatformRuntime);
    expect([services.ads.live, services.ads.for('live').name, services.providers.live]).toEqual([true, 'worker', false]);
  });

  it('starts with both', () => {
    expect(clipnetProviders(config({ CLIPNET_WORKER_URL: 'http://127.0.0.1:9', CLIPNET_WORKER_SECRET: SECRET }), media).live).toBe(true);
  });
});

describe('the reference worker (examples/acquisition-worker)', () => {
  let worker: Server;
  let url: string;
  const recordings = fileURLToPath(new URL('../examples/acquisition-worker/recordings/', import.meta.url));
  const client = (secret = SECRET) => {
    const base = loadConfig({});
    return AcquisitionWorker.fromConfig({ ...base, env: { ...base.env, CLIPNET_WORKER_URL: url, CLIPNET_WORKER_SECRET: secret } }, 'clipnet');
  };

  beforeAll(async () => {
    worker = createWorker({ secret: SECRET, recordings });
    await new Promise<void>((resolve) => worker.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(worker.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    worker.closeAllConnections();
    await new Promise<void>((resolve) => worker.close(() => resolve()));
  });

  it('answers its recordings, which the normalisers read, and not_found for anything else', async () => {
    const recorded = JSON.parse(readFileSync(`${recordings}/clipnet.user.reference.creator.json`, 'utf8'));
    const got = await client().acquire<RawUserDetail>('clipnet', 'user', { handle: 'reference.creator' }, null);
    expect(got.raw).toEqual(recorded.raw);
    expect(normaliseCreator(got.raw.userInfo.user, got.raw.userInfo.stats).handle).toBe('reference.creator');
    await expect(client().acquire('clipnet', 'user', { handle: 'never.recorded' }, null)).rejects.toMatchObject({ status: 404, code: 'not_found' });
  });

  it('a worker nobody listens for: 502, and the call knows the request never reached it', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const base = loadConfig({});
    const nobody = AcquisitionWorker.fromConfig({ ...base, env: { ...base.env, DM_WORKER_URL: `http://127.0.0.1:${port}`, DM_WORKER_SECRET: SECRET } }, 'dm');
    const outcome = await nobody.call('dm', 'send', { sender: 'a', recipient: 'b', text: 'c', client_token: 'd' });
    expect(outcome).toMatchObject({ kind: 'no_answer', neverSent: true, error: { status: 502, code: 'upstream_error' } });
  });

  it('refuses a request signed with another secret', async () => {
    await expect(
      client('another-secret-of-the-right-length-0123456789').acquire('clipnet', 'user', { handle: 'reference.creator' }, null),
    ).rejects.toMatchObject({ status: 502, code: 'upstream_error' });
  });
});
