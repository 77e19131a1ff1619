import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../platform/config.ts';
import { EVENT_KINDS } from '../platform/events.ts';
import { camelCase } from '../platform/names.ts';
import { AddressPolicy } from '../platform/outbound/address-policy.ts';
import { describedWebhook, describeErrors } from './helpers/contract.ts';
import { createTestEnv, type TestEnv } from './helpers/env.ts';
import { importDemo } from './helpers/fixtures.ts';
import { demoProfile } from '../subgraphs/photonet/demo-corpus.ts';
import { waitForJob } from './helpers/jobs.ts';
import type { DmService } from '../subgraphs/dm/dm.ts';

/**
 * Webhooks end to end: endpoints registered through REST and GraphQL, events from job ends, DM replies and low
 * balances, deliveries POSTed to a receiver on loopback (the only address the test service may reach), signed,
 * retried with a small configured backoff, recorded attempt by attempt, replayable.
 */

interface Received {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: string;
  at: number;
}

const RETRY_BASE_MS = 100;
const MAX_ATTEMPTS = 4;

let env: TestEnv;
let receiver: Server;
let port: number;
let downPort: number;
const received: Received[] = [];
/** Statuses to answer per path, in order; 200 once they run out. */
const plans = new Map<string, number[]>();

function receiverServer(): Server {
  return createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const path = req.url ?? '/';
      received.push({ path, headers: req.headers, body: Buffer.concat(chunks).toString('utf8'), at: Date.now() });
      const status = plans.get(path)?.shift() ?? 200;
      res.writeHead(status, { 'content-type': 'text/plain' }).end(status === 200 ? 'ok' : 'not now');
    });
  });
}

async function listenOn(server: Server, at = 0): Promise<number> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(at, '127.0.0.1', () => resolve());
  });
  return (server.address() as AddressInfo).port;
}

beforeAll(async () => {
  receiver = receiverServer();
  port = await listenOn(receiver);
  // A port whose receiver is down at first (brought up mid-test).
  const probe = receiverServer();
  downPort = await listenOn(probe);
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  env = await createTestEnv({
    settleIntervalMs: 300,
    outbound: { ...loadConfig().outbound, allowCidrs: '127.0.0.1/32', dnsServers: ['127.0.0.1:9'], ports: [port, downPort] },
    env: {
      WEBHOOK_RETRY_BASE_MS: String(RETRY_BASE_MS),
      WEBHOOK_MAX_ATTEMPTS: String(MAX_ATTEMPTS),
      WEBHOOK_DRAIN_INTERVAL_MS: '50',
      DM_SANDBOX_REPLY_DELAY_MS: '0',
      DM_IDENTITY_POOL: '5',
    },
  });
});
afterAll(async () => {
  await env?.close();
  await new Promise<void>((resolve) => (receiver ? receiver.close(() => resolve()) : resolve()));
});

async function waitFor<T>(what: string, probe: () => Promise<T | undefined | null | false> | T | undefined | null | false, timeoutMs = 15_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

const json = (body: unknown) => ({ method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

async function register(key: string, path: string, events: string[], extra: Record<string, unknown> = {}, at = port) {
  const res = await env.rest('/v1/webhooks', key, json({ url: `http://127.0.0.1:${at}${path}`, events, ...extra }));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as { id: string; secret: string; url: string; events: string[] };
}

const at = (path: string) => received.filter((r) => r.path === path);

/** What a receiver does with `Webhook-Signature: t=<unix>,v1=<hex>`: recompute the HMAC over `t.body` and compare. */
function receiverVerifies(secret: string, header: string, body: string, toleranceS = 300): boolean {
  const match = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(header);
  if (!match) return false;
  if (Math.abs(Date.now() / 1000 - Number(match[1])) > toleranceS) return false;
  const expected = createHmac('sha256', secret).update(`${match[1]}.${body}`).digest();
  return timingSafeEqual(expected, Buffer.from(match[2], 'hex'));
}

async function deliveries(key: string, endpointId: string) {
  const res = await env.rest(`/v1/webhooks/${endpointId}/deliveries`, key);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.deliveries as any[];
}

const EVENT = `event { id type createdAt livemode data { __typename
  ... on WebhookJobEventData { batchId operation status error cost itemCount statusUrl resultsUrl finishedAt }
  ... on WebhookDmReplyEventData { conversationId sessionId recipient message { messageId direction text state clientToken viaRequestTray sentAt } }
  ... on WebhookBalanceLowEventData { endpointId balance threshold } } }`;

/** A JSON value under GraphQL names, all the way down; instants compared as instants (DateTime writes milliseconds). */
function typed(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(typed);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [camelCase(k), typed(v)]));
  return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}/.test(value) ? Date.parse(value) : value;
}

/**
 * A delivery's typed event read through GraphQL: the body it sent (`payload`, what REST answers), member for member,
 * its data typed by the event's kind. Answers the event.
 */
async function typedEvent(key: string, deliveryId: string, dataType: string) {
  const res = await env.graphql(`{ webhookDelivery(id: "${deliveryId}") { payload ${EVENT} } }`, key);
  expect(res.body.errors, JSON.stringify(res.body.errors)).toBeUndefined();
  const { payload, event } = res.body.data.webhookDelivery;
  const { __typename, ...data } = event.data;
  expect(__typename).toBe(dataType);
  expect(typed({ ...event, data })).toEqual(typed(payload));
  return { ...event, data };
}

async function submitJob(key: string, query: string): Promise<string> {
  const res = await env.rest(`/v1/photonet/user_feed?${query}`, key);
  expect(res.status, JSON.stringify(res.body)).toBe(202);
  return res.body.data.batch_id;
}

describe('registering endpoints', () => {
  it('answers the secret once; lists never show it; it is stored sealed; registering and listing are free', async () => {
    const { key, accountId } = await env.key({ balance: '1' });
    const created = await register(key, '/reg', ['job.ready', 'job.failed']);
    expect(created.secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    expect(created.id).toMatch(/^whe_/);
    const list = await env.rest('/v1/webhooks', key);
    expect(list.status).toBe(200);
    expect(list.body.meta.cost).toBe('$0.0000');
    expect(list.body.data.endpoints).toEqual([
      { id: created.id, url: created.url, events: ['job.ready', 'job.failed'], balance_threshold: null, created_at: expect.any(String) },
    ]);
    expect(JSON.stringify(list.body)).not.toContain(created.secret);
    const one = await env.rest(`/v1/webhooks/${created.id}`, key);
    expect(JSON.stringify(one.body)).not.toContain('secret');
    const [row] = await env.services.db.query<{ secret_sealed: string }>('SELECT secret_sealed FROM webhook_endpoints WHERE endpoint_id = $1', [created.id]);
    expect(row.secret_sealed).not.toContain(created.secret.slice(6, 20));
    expect(await env.balance(accountId)).toBe('1.0000');
    expect((await env.ledgerRows(accountId)).filter((r) => r.kind === 'charge')).toEqual([]);
  });

  it('through GraphQL: typed endpoints, the secret only on creation', async () => {
    const { key } = await env.key();
    const created = await env.graphql(
      `mutation { createWebhookEndpoint(url: "http://127.0.0.1:${port}/gql", events: ["dm.reply_received"]) { id secret events } }`,
      key,
    );
    expect(created.body.errors).toBeUndefined();
    expect(created.body.data.createWebhookEndpoint.secret).toMatch(/^whsec_/);
    const listed = await env.graphql('{ webhookEndpoints { id url events deliveries { id } } }', key);
    expect(listed.body.data.webhookEndpoints).toEqual([
      { id: created.body.data.createWebhookEndpoint.id, url: `http://127.0.0.1:${port}/gql`, events: ['dm.reply_received'], deliveries: [] },
    ]);
  });

  it('refuses bad input with 400 and no charge: unknown events, balance.low without a threshold, a port not allowed, not http', async () => {
    const { key, accountId } = await env.key({ balance: '1' });
    const cases: Record<string, unknown>[] = [
      { url: `http://127.0.0.1:${port}/x`, events: ['job.exploded'] },
      { url: `http://127.0.0.1:${port}/x`, events: [] },
      { url: `http://127.0.0.1:${port}/x` },
      { url: `http://127.0.0.1:${port}/x`, events: ['balance.low'] },
      { url: `http://127.0.0.1:${port}/x`, events: ['job.ready'], balance_threshold: '5' },
      { url: `http://127.0.0.1:${port}/x`, events: ['balance.low'], balance_threshold: 'lots' },
      { url: 'http://127.0.0.1:1/x', events: ['job.ready'] },
      { url: `ftp://127.0.0.1:${port}/x`, events: ['job.ready'] },
      { url: `http://user:pw@127.0.0.1:${port}/x`, events: ['job.ready'] },
      { url: 'not a url', events: ['job.ready'] },
    ];
    for (const body of cases) {
      const res = await env.rest('/v1/webhooks', key, json(body));
      expect(res.status, JSON.stringify([body, res.body])).toBe(400);
      expect(res.body.error.code).toBe('invalid_request');
    }
    expect(await env.balance(accountId)).toBe('1.0000');
  });

  it('messages say what is wrong: a url over 2048 characters names the length, more than 10 events the cap, on both surfaces', async () => {
    const { key } = await env.key();
    const long = `http://127.0.0.1:${port}/${'a'.repeat(2100)}`;
    const cases: [Record<string, unknown>, string][] = [
      [{ url: long, events: ['job.ready'] }, `url must be at most 2048 characters, got ${long.length}.`],
      [{ url: `http://127.0.0.1:${port}/x`, events: Array(11).fill('job.ready') }, 'events takes at most 10 entries, got 11.'],
      [
        { url: `http://127.0.0.1:${port}/x`, events: [] },
        'events must name at least one of job.ready, job.failed, job.payment_required, dm.reply_received, balance.low.',
      ],
      [{ events: ['job.ready'] }, 'url is required.'],
    ];
    for (const [body, message] of cases) {
      const res = await env.rest('/v1/webhooks', key, json(body));
      expect(res.status).toBe(400);
      expect(res.body.error.message).toBe(message);
      if (body.url === undefined) continue;
      const gql = await env.graphql('mutation($url: String!, $events: [String!]!) { createWebhookEndpoint(url: $url, events: $events) { id } }', key, body);
      expect(gql.body.errors[0].message).toBe(message);
    }
  });
});

describe('private addresses', () => {
  it('the classifier refuses private, link-local, loopback and mapped addresses and passes public ones', () => {
    const policy = new AddressPolicy();
    for (const address of [
      '10.1.2.3',
      '172.16.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '127.0.0.1',
      'fe80::1',
      'fc00::1',
      '::1',
      '::ffff:10.0.0.1',
      '100.64.0.1',
    ]) {
      expect(policy.refusal(address), address).not.toBeNull();
    }
    for (const address of ['8.8.8.8', '1.1.1.1', '2606:4700:4700::1111']) expect(policy.refusal(address), address).toBeNull();
  });

  it('a registration naming a private or link-local address is refused before anything is sent', async () => {
    const { key } = await env.key();
    for (const host of [
      '10.0.0.5',
      '169.254.169.254',
      '192.168.0.10',
      '[fe80::1]',
      '[::ffff:127.0.0.1]',
      '[::127.0.0.1]',
      '[::ffff:0:127.0.0.1]',
      '[::7f00:1]',
      '[64:ff9b::7f00:1]',
    ]) {
      const res = await env.rest('/v1/webhooks', key, json({ url: `http://${host}:${port}/hook`, events: ['job.ready'] }));
      expect(res.status, host).toBe(400);
      expect(res.body.error.message).toMatch(/public addresses only/);
    }
    // Loopback is allowed here (127.0.0.1/32), the IPv6 forms that carry it are not; GraphQL applies the same rule.
    for (const url of ['https://[::127.0.0.1]/', `http://[::ffff:0:127.0.0.1]:${port}/hook`]) {
      const res = await env.rest('/v1/webhooks', key, json({ url, events: ['job.ready'] }));
      expect(res.status, url).toBe(400);
      expect(res.body.error.message).toMatch(/carrying a loopback address \(127\.0\.0\.1\); this service fetches public addresses only/);
      const gql = await env.graphql('mutation($url: String!) { createWebhookEndpoint(url: $url, events: ["job.ready"]) { id } }', key, { url });
      expect(gql.body.errors[0].message).toBe(res.body.error.message);
      expect(gql.body.errors[0].extensions).toMatchObject({ code: 'invalid_request', status: 400 });
    }
    expect((await env.rest('/v1/webhooks', key)).body.data.endpoints).toEqual([]);
  });
});

describe('owner checks', () => {
  it("another account's endpoint and deliveries are not found, and it cannot delete or replay them", async () => {
    const owner = await env.key();
    const other = await env.key();
    const created = await register(owner.key, '/owned', ['job.ready']);
    expect((await env.rest(`/v1/webhooks/${created.id}`, other.key)).status).toBe(404);
    expect((await env.rest(`/v1/webhooks/${created.id}/deliveries`, other.key)).status).toBe(404);
    expect((await env.rest(`/v1/webhooks/${created.id}/delete`, other.key, json({}))).status).toBe(404);
    expect((await env.rest('/v1/webhooks', other.key)).body.data.endpoints).toEqual([]);
    const id = await submitJob(owner.key, 'handle=sbx_12_owned&max_pages=2');
    await waitForJob(env, owner.key, id, ['ready']);
    const d = await waitFor('the owner delivery', async () => (await deliveries(owner.key, created.id)).find((x) => x.status === 'delivered'));
    expect((await env.rest(`/v1/webhooks/deliveries/${d.id}/replay`, other.key, json({}))).status).toBe(404);
    const gql = await env.graphql(`{ webhookEndpoint(id: "${created.id}") { id } webhookDelivery(id: "${d.id}") { id } }`, other.key);
    expect(gql.body.data).toEqual({ webhookEndpoint: null, webhookDelivery: null });
    expect((await env.rest(`/v1/webhooks/${created.id}`, owner.key)).status).toBe(200);
  });
});

describe('events', () => {
  it('job.ready: signed so that a receiver verifies it, with the job in the body', async () => {
    const { key } = await env.key({ balance: '10' });
    const created = await register(key, '/ready', ['job.ready']);
    const id = await submitJob(key, 'handle=sbx_12_ready&max_pages=2');
    await waitForJob(env, key, id, ['ready']);
    const [got] = await waitFor('the job.ready delivery', () => (at('/ready').length ? at('/ready') : null));
    expect(got.headers['content-type']).toBe('application/json');
    expect(got.headers['webhook-event']).toBe('job.ready');
    const signature = String(got.headers['webhook-signature']);
    expect(receiverVerifies(created.secret, signature, got.body)).toBe(true);
    // Any change to the body, the timestamp or the secret breaks it.
    expect(receiverVerifies(created.secret, signature, got.body.replace('job.ready', 'job.failed'))).toBe(false);
    expect(receiverVerifies('whsec_other', signature, got.body)).toBe(false);
    const t = Number(/t=(\d+)/.exec(signature)![1]);
    expect(receiverVerifies(created.secret, signature.replace(`t=${t}`, `t=${t + 1}`), got.body)).toBe(false);
    const event = JSON.parse(got.body);
    expect(event).toMatchObject({
      id: expect.stringMatching(/^evt_\d+$/),
      type: 'job.ready',
      // A test key's job: its events say so.
      livemode: false,
      data: { batch_id: id, status: 'ready', cost: '$0.0005', results_url: `/v1/jobs/${id}/results` },
    });
    const d = await waitFor('the record', async () => (await deliveries(key, created.id)).find((x) => x.status === 'delivered'));
    expect(got.headers['webhook-id']).toBe(d.id);
    expect(d).toMatchObject({ event_id: event.id, event_type: 'job.ready', attempt_count: 1, last_response_code: 200, payload: event });
    expect(d.attempts).toEqual([
      { attempt: 1, attempted_at: expect.any(String), duration_ms: expect.any(Number), outcome: 'succeeded', response_code: 200, error: null },
    ]);
    const typedEv = await typedEvent(key, d.id, 'WebhookJobEventData');
    expect(typedEv.data).toMatchObject({ batchId: id, operation: 'photonet.user_feed', status: 'ready', itemCount: expect.any(Number), error: null });
  });

  it('job.failed and job.payment_required, each once, only to endpoints that asked for them', async () => {
    const { key } = await env.key({ balance: '10' });
    const failedHook = await register(key, '/failed', ['job.failed']);
    await register(key, '/unpaid-elsewhere', ['job.ready']);
    const failed = await submitJob(key, 'handle=err-huge_acct&max_pages=2&page_size=3');
    await waitForJob(env, key, failed, ['failed']);
    const [got] = await waitFor('job.failed', () => (at('/failed').length ? at('/failed') : null));
    expect(JSON.parse(got.body)).toMatchObject({
      type: 'job.failed',
      data: { batch_id: failed, status: 'failed', error: 'result_item_too_large', cost: '$0.0000' },
    });
    const failedDelivery = await waitFor('the job.failed record', async () => (await deliveries(key, failedHook.id))[0]);
    expect((await typedEvent(key, failedDelivery.id, 'WebhookJobEventData')).data).toMatchObject({ status: 'failed', itemCount: null });

    // Enough for the first block a submission needs; the job returns two.
    const poor = await env.key({ balance: '0.0005' });
    await register(poor.key, '/unpaid', ['job.payment_required']);
    const unpaid = await submitJob(poor.key, 'handle=sbx_24_unpaidhook&max_pages=2');
    await waitForJob(env, poor.key, unpaid, ['payment-required']);
    const [due] = await waitFor('job.payment_required', () => (at('/unpaid').length ? at('/unpaid') : null));
    expect(JSON.parse(due.body)).toMatchObject({ type: 'job.payment_required', data: { batch_id: unpaid, status: 'payment-required', cost: '$0.0010' } });
    // The sweeper retries the charge every 300 ms: the event is still sent once.
    await new Promise((r) => setTimeout(r, 800));
    expect(at('/unpaid')).toHaveLength(1);
    expect(at('/unpaid-elsewhere')).toHaveLength(0);
  });

  it('dm.reply_received: one delivery per reply recorded by a refresh, none for a refresh that finds nothing new', async () => {
    const { key } = await env.key({ balance: '10' });
    const dmHook = await register(key, '/dm', ['dm.reply_received']);
    const session = await env.rest('/v1/photonet/dm/sessions', key, json({}));
    const sent = await env.rest(`/v1/photonet/dm/sessions/${session.body.data.session_id}/messages`, key, json({ to: 'sbx_replies_3_hook', text: 'Collab?' }));
    const conversation = sent.body.data.conversation_id;
    const refreshed = await env.rest(`/v1/photonet/dm/conversations/${conversation}/refresh`, key, json({}));
    expect(refreshed.body.data.new_messages).toHaveLength(3);
    const got = await waitFor('three replies', () => (at('/dm').length >= 3 ? at('/dm') : null));
    const events = got.map((r) => JSON.parse(r.body));
    expect(events.every((e) => e.type === 'dm.reply_received' && e.data.conversation_id === conversation && e.data.recipient === 'sbx_replies_3_hook')).toBe(
      true,
    );
    expect(new Set(events.map((e) => e.data.message.message_id))).toEqual(
      new Set(refreshed.body.data.new_messages.map((m: { message_id: number }) => m.message_id)),
    );
    const [reply] = await deliveries(key, dmHook.id);
    expect((await typedEvent(key, reply.id, 'WebhookDmReplyEventData')).data).toMatchObject({
      conversationId: conversation,
      message: { direction: 'inbound' },
    });
    await env.rest(`/v1/photonet/dm/conversations/${conversation}/refresh`, key, json({}));
    await new Promise((r) => setTimeout(r, 300));
    expect(at('/dm')).toHaveLength(3);
  });

  it('dm.reply_received from the background poll of open threads, without a refresh', async () => {
    const { key } = await env.key({ balance: '10' });
    await register(key, '/dm-poll', ['dm.reply_received']);
    const session = await env.rest('/v1/photonet/dm/sessions', key, json({}));
    const sent = await env.rest(`/v1/photonet/dm/sessions/${session.body.data.session_id}/messages`, key, json({ to: 'sbx_replies_2_poll', text: 'Hi?' }));
    expect(sent.status).toBe(200);
    // What the poller runs every DM_POLL_INTERVAL_MS (off in this test service, so the refresh test sees its replies).
    const dm = env.service.runtime.modules.dm as DmService;
    expect(await dm.pollOpenThreads()).toBeGreaterThanOrEqual(2);
    const got = await waitFor('two replies', () => (at('/dm-poll').length >= 2 ? at('/dm-poll') : null));
    expect(got.map((r) => JSON.parse(r.body).data.conversation_id)).toEqual([sent.body.data.conversation_id, sent.body.data.conversation_id]);
  });

  it("a live key's events say livemode: true (a library read's charge takes it below its threshold)", async () => {
    await importDemo(env.services.db, 1);
    const { key } = await env.key({ balance: '1', mode: 'live' });
    await register(key, '/low-live', ['balance.low'], { balance_threshold: '0.9999' });
    const read = await env.rest(`/v1/photonet/profile?q=${demoProfile(0).username}`, key);
    expect(read.status).toBe(200);
    const [got] = await waitFor('balance.low', () => (at('/low-live').length ? at('/low-live') : null));
    expect(JSON.parse(got.body)).toMatchObject({ type: 'balance.low', livemode: true });
  });

  it('balance.low: sent once when a charge takes the balance below the threshold, again only after a top-up re-arms it', async () => {
    const { key, accountId } = await env.key({ balance: '1' });
    const created = await register(key, '/low', ['balance.low'], { balance_threshold: '0.9993' });
    expect(created).toMatchObject({ events: ['balance.low'] });
    const first = await submitJob(key, 'handle=sbx_12_low&max_pages=2');
    await waitForJob(env, key, first, ['ready']); // $0.0005: 0.9995, still above
    await new Promise((r) => setTimeout(r, 300));
    expect(at('/low')).toHaveLength(0);
    const second = await submitJob(key, 'handle=sbx_12_lower&max_pages=2');
    await waitForJob(env, key, second, ['ready']); // 0.9990: below
    const [got] = await waitFor('balance.low', () => (at('/low').length ? at('/low') : null));
    expect(JSON.parse(got.body)).toMatchObject({ type: 'balance.low', data: { endpoint_id: created.id, balance: '$0.9990', threshold: '$0.9993' } });
    const [low] = await deliveries(key, created.id);
    expect((await typedEvent(key, low.id, 'WebhookBalanceLowEventData')).data).toEqual({ endpointId: created.id, balance: '$0.9990', threshold: '$0.9993' });
    const third = await submitJob(key, 'handle=sbx_12_lowest&max_pages=2');
    await waitForJob(env, key, third, ['ready']);
    await new Promise((r) => setTimeout(r, 300));
    expect(at('/low')).toHaveLength(1);
    await env.service.accounts.topup(accountId, 10_000);
    await new Promise((r) => setTimeout(r, 300));
    const fourth = await submitJob(key, 'handle=sbx_12_again&max_pages=2');
    await waitForJob(env, key, fourth, ['ready']); // 1.9980 → still above; nothing
    await new Promise((r) => setTimeout(r, 300));
    expect(at('/low')).toHaveLength(1);
  });

  it('every body delivered so far matches the API description of its event, and every kind of event was delivered', () => {
    const kinds = new Set<string>();
    for (const r of received) {
      const body = JSON.parse(r.body) as { type: string };
      const validate = describedWebhook(body.type);
      expect(validate, `${body.type} is not described`).not.toBeNull();
      expect(validate!(body), `${body.type}: ${validate!.errors ? describeErrors(validate!) : ''}`).toBe(true);
      expect(r.headers['webhook-signature']).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
      expect(r.headers['webhook-event']).toBe(body.type);
      expect(r.headers['webhook-id']).toMatch(/^whd_[0-9a-f-]{36}$/);
      kinds.add(body.type);
    }
    expect([...kinds].sort()).toEqual(Object.keys(EVENT_KINDS).sort());
  });
});

describe('retries, a receiver down then up, replay', () => {
  it('failed attempts are retried with exponential backoff, each recorded, until one succeeds', async () => {
    const { key } = await env.key({ balance: '10' });
    plans.set('/flaky', [503, 500]);
    const created = await register(key, '/flaky', ['job.ready']);
    const id = await submitJob(key, 'handle=sbx_12_flaky&max_pages=2');
    await waitForJob(env, key, id, ['ready']);
    const d = await waitFor('delivered after retries', async () => (await deliveries(key, created.id)).find((x) => x.status === 'delivered'));
    expect(d.attempts.map((a: { outcome: string; response_code: number }) => [a.outcome, a.response_code])).toEqual([
      ['failed', 503],
      ['failed', 500],
      ['succeeded', 200],
    ]);
    expect(d.attempts[0].error).toBe('The endpoint answered 503.');
    const times = at('/flaky').map((r) => r.at);
    expect(times).toHaveLength(3);
    // BullMQ waits at least base × 2^(n−1) between attempts.
    expect(times[1] - times[0]).toBeGreaterThanOrEqual(RETRY_BASE_MS - 5);
    expect(times[2] - times[1]).toBeGreaterThanOrEqual(2 * RETRY_BASE_MS - 5);
    // Every attempt carries the same event, each freshly signed.
    const bodies = at('/flaky').map((r) => r.body);
    expect(new Set(bodies).size).toBe(1);
    for (const r of at('/flaky')) expect(receiverVerifies(created.secret, String(r.headers['webhook-signature']), r.body)).toBe(true);
  });

  it('a receiver that is down is retried and gets the event once it is up', async () => {
    const { key } = await env.key({ balance: '10' });
    const created = await register(key, '/down', ['job.ready'], {}, downPort);
    const id = await submitJob(key, 'handle=sbx_12_down&max_pages=2');
    await waitForJob(env, key, id, ['ready']);
    const first = await waitFor('a failed attempt', async () => (await deliveries(key, created.id)).find((x) => x.attempt_count >= 1));
    expect(first.attempts[0]).toMatchObject({ outcome: 'failed', response_code: null, error: expect.any(String) });
    const back = receiverServer();
    await listenOn(back, downPort);
    try {
      const d = await waitFor('delivered once up', async () => (await deliveries(key, created.id)).find((x) => x.status === 'delivered'));
      expect(d.attempts.at(-1)).toMatchObject({ outcome: 'succeeded', response_code: 200 });
      expect(d.attempt_count).toBeGreaterThanOrEqual(2);
      expect(at('/down').length).toBeGreaterThanOrEqual(1);
    } finally {
      await new Promise<void>((resolve) => back.close(() => resolve()));
    }
  });

  it('a delivery that used up its attempts is failed; a replay sends the same event again as a new delivery', async () => {
    const { key } = await env.key({ balance: '10' });
    plans.set('/gone', Array(MAX_ATTEMPTS).fill(503));
    const created = await register(key, '/gone', ['job.ready']);
    const id = await submitJob(key, 'handle=sbx_12_gone&max_pages=2');
    await waitForJob(env, key, id, ['ready']);
    const failed = await waitFor('failed for good', async () => (await deliveries(key, created.id)).find((x) => x.status === 'failed'));
    expect(failed.attempts).toHaveLength(MAX_ATTEMPTS);
    expect(failed.next_attempt_at).toBeNull();
    const replay = await env.rest(`/v1/webhooks/deliveries/${failed.id}/replay`, key, json({}));
    expect(replay.status, JSON.stringify(replay.body)).toBe(200);
    expect(replay.body.meta.cost).toBe('$0.0000');
    expect(replay.body.data).toMatchObject({ replay_of: failed.id, event_id: failed.event_id, status: 'pending', attempts: [] });
    const again = await waitFor('the replay delivered', async () =>
      (await deliveries(key, created.id)).find((x) => x.id === replay.body.data.id && x.status === 'delivered'),
    );
    expect(again.attempts).toHaveLength(1);
    const last = at('/gone').at(-1)!;
    expect(JSON.parse(last.body).id).toBe(failed.event_id);
    expect(last.headers['webhook-id']).toBe(again.id);
  });

  /** A job.ready event's data, as a job that finished records it. */
  const LOST_JOB = {
    batch_id: 'job_00000000-0000-4000-8000-00000000105e',
    operation: 'photonet.user_feed',
    status: 'ready',
    error: null,
    cost: '$0.0005',
    item_count: 12,
    status_url: '/v1/jobs/job_00000000-0000-4000-8000-00000000105e',
    results_url: '/v1/jobs/job_00000000-0000-4000-8000-00000000105e/results',
    finished_at: '2026-01-01T00:00:00.000Z',
  };

  it('a delivery whose dispatch was lost from Redis is dispatched again, attempts already made counted', async () => {
    const { key, accountId } = await env.key();
    const created = await register(key, '/lost', ['job.ready']);
    const db = env.services.db;
    // As if Redis restarted empty: recorded as queued with one failed attempt an hour ago, nothing in BullMQ.
    // The event and its routed mark in one statement: the service's outbox pass never sees it unrouted (it would
    // make the delivery itself first).
    const [{ id: eventId }] = await db.query<{ id: number }>(
      `WITH event AS (INSERT INTO event_outbox (account_id, kind, subject, payload) VALUES ($1, 'job.ready', 'lost-dispatch', $2) RETURNING id),
            routed AS (INSERT INTO webhook_routed (event_id) SELECT id FROM event)
       SELECT id FROM event`,
      [accountId, JSON.stringify(LOST_JOB)],
    );
    await db.query(
      `INSERT INTO webhook_deliveries (delivery_id, endpoint_id, account_id, event_id, status, attempt_count, next_attempt_at, created_at)
       VALUES ('whd_00000000-0000-4000-8000-00000000105e', $1, $2, $3, 'retrying', 1, now() - interval '1 hour', now() - interval '1 hour')`,
      [created.id, accountId, eventId],
    );
    const d = await waitFor('delivered after the dispatch was made again', async () =>
      (await deliveries(key, created.id)).find((x) => x.status === 'delivered'),
    );
    expect(d).toMatchObject({ id: 'whd_00000000-0000-4000-8000-00000000105e', attempt_count: 2 });
    expect(d.attempts.map((a: { attempt: number }) => a.attempt)).toEqual([2]);
  });

  it('a deleted endpoint gets nothing more', async () => {
    const { key } = await env.key({ balance: '10' });
    const created = await register(key, '/deleted', ['job.ready']);
    const del = await env.rest(`/v1/webhooks/${created.id}/delete`, key, json({}));
    expect(del.status).toBe(200);
    expect((await env.rest(`/v1/webhooks/${created.id}`, key)).status).toBe(404);
    const id = await submitJob(key, 'handle=sbx_12_deleted&max_pages=2');
    await waitForJob(env, key, id, ['ready']);
    await new Promise((r) => setTimeout(r, 300));
    expect(at('/deleted')).toHaveLength(0);
  });
});
