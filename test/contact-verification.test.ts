import { createSocket } from 'node:dgram';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ManualClock } from '../platform/clock.ts';
import { loadConfig } from '../platform/config.ts';
import { registry } from '../subgraphs/registry.ts';
import { demoProfile } from '../subgraphs/photonet/demo-corpus.ts';
import { startDnsServer, type TestDnsServer } from './helpers/dns-server.ts';
import { createTestEnv, type TestEnv } from './helpers/env.ts';
import { line } from './helpers/fixtures.ts';

/**
 * How contact discovery verifies the addresses it finds, end to end for a live key: POST /v1/intelligence/contact/fast
 * on library profiles whose biographies hold the addresses, a DNS server on loopback answering (or failing) the mail
 * routes, and a fake verification vendor on loopback reached through the guarded outbound fetcher. For each DNS finding
 * and each vendor answer or failure: the verification object, a 200 that is charged (unverified answers are billable,
 * contract 2.4), and what is kept for the next request (verdicts only, never a failure).
 */

const PRICE_FAST = 0.002;
const VENDOR = 'acmeverify';

/** One address whose domain has an MX (its host on a loopback address the service itself may not connect to). */
const VENDOR_PROFILE = { ...demoProfile(11), username: 'verify.vendor', biography: 'Collabs: hello@mailhost.test ✦ DMs open', external_urls: [] };
/** One address per DNS finding, in this order. */
const DNS_ADDRESSES = [
  'a@mailhost.test',
  'b@implicit.test',
  'c@nullmx.test',
  'd@nx.test',
  'e@nodata.test',
  'f@noaddress-mx.test',
  'g@servfail.test',
  'h@refused.test',
  'i@hang.test',
];
const DNS_PROFILE = { ...demoProfile(12), username: 'verify.dns', biography: `Write to ${DNS_ADDRESSES.join(' or ')}`, external_urls: [] };

let env: TestEnv;
let liveKey: string;
let accountId: number;
let dns: TestDnsServer;
let vendor: Server;
let vendorPort: number;
const clock = new ManualClock(Date.parse('2026-11-28T10:00:00Z'));

/** What the fake vendor does next; each request is recorded. */
let vendorMode = 'valid';
const vendorCalls: { authorization: string | undefined; body: string }[] = [];

function startVendor(): Promise<void> {
  vendor = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      vendorCalls.push({ authorization: req.headers.authorization, body });
      const json = (status: number, value: unknown, headers: Record<string, string> = {}) =>
        res.writeHead(status, { 'content-type': 'application/json', ...headers }).end(JSON.stringify(value));
      switch (vendorMode) {
        case 'paused':
          return json(503, { error: 'paused' }, { 'retry-after': '120' });
        case 'error':
          return json(502, { error: 'upstream' });
        case 'rate_limited':
          return json(429, { error: 'slow down' });
        case 'auth':
          return json(401, { error: 'bad key' });
        case 'garbled':
          return res.writeHead(200, { 'content-type': 'application/json' }).end('{"status": valid');
        case 'slow':
          return; // never answers
        default:
          return json(200, { status: vendorMode, sub_status: vendorMode === 'invalid' ? 'mailbox_not_found' : null });
      }
    });
  });
  return new Promise((resolve) => vendor.listen(0, '127.0.0.1', () => resolve()));
}

/** A UDP port nothing listens on: a resolver that cannot be reached. */
async function stoppedPort(): Promise<number> {
  const socket = createSocket('udp4');
  await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', () => resolve()));
  const { port } = socket.address();
  await new Promise<void>((resolve) => socket.close(() => resolve()));
  return port;
}

/** The environment of a deployment with the vendor (as settings.ts reads it); `more` adds to it. */
const vendorEnv = (more: Record<string, string> = {}) => ({
  ...env.config.env,
  EMAIL_VERIFY_VENDOR: VENDOR,
  EMAIL_VERIFY_VENDOR_URL: `http://127.0.0.1:${vendorPort}`,
  EMAIL_VERIFY_VENDOR_TIMEOUT_MS: '500',
  ...more,
});

async function fast(base: string, username: string) {
  const res = await fetch(`${base}/v1/intelligence/contact/fast`, {
    method: 'POST',
    headers: { authorization: `Bearer ${liveKey}`, 'content-type': 'application/json' },
    body: JSON.stringify({ network: 'photonet', q: username }),
  });
  return { status: res.status, body: (await res.json()) as any };
}

type Shown = { email: string; verification: Record<string, unknown> };

/** One discovery at `base`: its status, each address's verification (without checked_at) and what it cost. */
async function discover(base: string, username: string) {
  const before = Number(await env.balance(accountId));
  const res = await fast(base, username);
  const charged = Number((before - Number(await env.balance(accountId))).toFixed(6));
  const verifications: [string, Record<string, unknown>][] =
    res.status === 200 ? (res.body.data.emails as Shown[]).map(({ email, verification: { checked_at, ...v } }) => [email, v]) : [];
  return { status: res.status, body: res.body, charged, verifications };
}

/** What is kept for the next request, per address. */
async function kept(): Promise<Record<string, string>> {
  const rows = await env.services.db.query<{ email: string; status: string }>('SELECT email, status FROM intelligence_email_checks ORDER BY email');
  return Object.fromEntries(rows.map((r) => [r.email, r.status]));
}

const v = (status: string, provider: string, dnsResult: string, more: Record<string, unknown> = {}) => ({
  status,
  provider,
  vendor_status: null,
  sub_status: null,
  dns: dnsResult,
  reason: null,
  ...more,
});

beforeAll(async () => {
  await startVendor();
  vendorPort = (vendor.address() as AddressInfo).port;
  const MX: Record<string, { preference: number; exchange: string }[]> = {
    'mailhost.test': [{ preference: 10, exchange: 'mx.mailhost.test' }],
    'nullmx.test': [{ preference: 0, exchange: '.' }],
    'noaddress-mx.test': [{ preference: 10, exchange: 'mx.nowhere.test' }],
  };
  // Addresses: the mail hosts sit on 127.0.0.2, which this deployment may not connect to (it allows 127.0.0.1, the vendor's).
  const A: Record<string, string[]> = { 'mx.mailhost.test': ['127.0.0.2'], 'implicit.test': ['127.0.0.2'], 'nodata.test': [] };
  const failure = (name: string) => (name === 'servfail.test' ? 'SERVFAIL' : name === 'refused.test' ? 'REFUSED' : name === 'hang.test' ? 'TIMEOUT' : null);
  dns = await startDnsServer((name, type) => failure(name) ?? (type === 'A' ? (A[name] ?? (name in MX ? [] : null)) : name in A || name in MX ? [] : null), {
    mx: (name) => failure(name) ?? MX[name] ?? (name in A ? [] : null),
  });
  env = await createTestEnv(
    {
      outbound: { ...loadConfig().outbound, allowCidrs: '127.0.0.1/32', dnsServers: [dns.address], ports: [vendorPort] },
      // The vendor is configured, its key is not. DNS queries are bounded by the connect timeout.
      env: {
        EMAIL_VERIFY_VENDOR: VENDOR,
        EMAIL_VERIFY_VENDOR_URL: `http://127.0.0.1:${vendorPort}`,
        EMAIL_VERIFY_VENDOR_TIMEOUT_MS: '500',
        SMTP_PROBE_CONNECT_TIMEOUT_MS: '300',
      },
    },
    { clock },
  );
  const report = await registry.importCorpus(env.services.db, [line(VENDOR_PROFILE), line(DNS_PROFILE)]);
  if (report.failed) throw new Error(JSON.stringify(report.errors));
  ({ key: liveKey, accountId } = await env.key({ balance: '5', mode: 'live' }));
});

afterAll(async () => {
  await env?.close();
  vendor?.closeAllConnections();
  await new Promise<void>((resolve) => (vendor ? vendor.close(() => resolve()) : resolve()));
  await dns?.close();
});

beforeEach(async () => {
  vendorMode = 'valid';
  vendorCalls.length = 0;
  await env.services.db.query('DELETE FROM intelligence_email_checks');
});

describe('a vendor configured without its key', () => {
  it('an address whose domain has an MX is unverified, key_missing (not undeliverable), charged, and not kept', async () => {
    const found = await discover(env.base, VENDOR_PROFILE.username);
    expect(found.status, JSON.stringify(found.body)).toBe(200);
    expect(found.verifications).toEqual([['hello@mailhost.test', v('unverified', VENDOR, 'mx_present', { reason: 'key_missing' })]]);
    expect(found.charged).toBe(PRICE_FAST);
    expect(vendorCalls).toEqual([]);
    expect(await kept()).toEqual({});
  });

  it('DNS decides first: each finding of the mail route, the infrastructure failures unknown and never a verdict', async () => {
    const found = await discover(env.base, DNS_PROFILE.username);
    expect(found.status, JSON.stringify(found.body)).toBe(200);
    expect(Object.fromEntries(found.verifications)).toEqual({
      'a@mailhost.test': v('unverified', VENDOR, 'mx_present', { reason: 'key_missing' }),
      'b@implicit.test': v('unverified', VENDOR, 'implicit_mx', { reason: 'key_missing' }),
      'c@nullmx.test': v('undeliverable', 'dns', 'null_mx'),
      'd@nx.test': v('undeliverable', 'dns', 'no_domain'),
      'e@nodata.test': v('undeliverable', 'dns', 'no_route', { sub_status: 'mx_unresolved' }),
      'f@noaddress-mx.test': v('undeliverable', 'dns', 'no_route', { sub_status: 'mx_unresolved' }),
      'g@servfail.test': v('unknown', 'none', 'dns_error'),
      'h@refused.test': v('unknown', 'none', 'dns_error'),
      'i@hang.test': v('unknown', 'none', 'dns_error'),
    });
    expect(found.charged).toBe(PRICE_FAST);
    expect(vendorCalls).toEqual([]);
    // Only what DNS answered for certain is kept.
    expect(await kept()).toEqual({
      'c@nullmx.test': 'undeliverable',
      'd@nx.test': 'undeliverable',
      'e@nodata.test': 'undeliverable',
      'f@noaddress-mx.test': 'undeliverable',
    });
  });

  it('a resolver that cannot be reached is dns_error for every address: unknown, provider none, nothing kept', async () => {
    const unreachable = await env.router({ outbound: { ...env.config.outbound, dnsServers: [`127.0.0.1:${await stoppedPort()}`] } });
    try {
      const found = await discover(unreachable.base, DNS_PROFILE.username);
      expect(found.status, JSON.stringify(found.body)).toBe(200);
      expect(found.verifications).toEqual(DNS_ADDRESSES.map((email) => [email, v('unknown', 'none', 'dns_error')]));
      expect(found.charged).toBe(PRICE_FAST);
      expect(await kept()).toEqual({});
    } finally {
      await unreachable.close();
    }
  });
});

describe('the vendor with its key', () => {
  let keyed: { base: string; close(): Promise<void> };
  beforeAll(async () => {
    keyed = await env.router({ env: vendorEnv({ EMAIL_VERIFY_VENDOR_KEY: 'vk_live_123', EMAIL_VERIFY_VENDOR_MAX_PER_MINUTE: '0' }) });
  });
  afterAll(() => keyed?.close());

  const one = async (base = keyed.base) => {
    const found = await discover(base, VENDOR_PROFILE.username);
    expect(found.status, JSON.stringify(found.body)).toBe(200);
    expect(found.charged).toBe(PRICE_FAST);
    return found.verifications[0][1];
  };

  it("answers are mapped to statuses, the vendor's word kept; verdicts are kept, unknown is asked again", async () => {
    for (const [mode, expected, keeps] of [
      ['valid', v('deliverable', VENDOR, 'mx_present', { vendor_status: 'valid' }), 'deliverable'],
      ['invalid', v('undeliverable', VENDOR, 'mx_present', { vendor_status: 'invalid', sub_status: 'mailbox_not_found' }), 'undeliverable'],
      ['catch-all', v('risky', VENDOR, 'mx_present', { vendor_status: 'catch-all', sub_status: 'catch_all' }), 'risky'],
      ['unknown', v('unknown', VENDOR, 'mx_present', { vendor_status: 'unknown' }), null],
    ] as const) {
      await env.services.db.query('DELETE FROM intelligence_email_checks');
      vendorMode = mode;
      vendorCalls.length = 0;
      expect(await one(), mode).toEqual(expected);
      expect(vendorCalls, mode).toEqual([{ authorization: 'Bearer vk_live_123', body: '{"email":"hello@mailhost.test"}' }]);
      expect(await kept(), mode).toEqual(keeps ? { 'hello@mailhost.test': keeps } : {});
      // The next request: a kept verdict is served without asking the vendor again; unknown is asked again.
      await one();
      expect(vendorCalls.length, mode).toBe(keeps ? 1 : 2);
    }
  });

  it('each vendor failure is unverified with its vendor_ class: a 200 to the client, charged, nothing kept', async () => {
    for (const [mode, reason] of [
      ['error', 'vendor_error'],
      ['rate_limited', 'vendor_rate_limited'],
      ['auth', 'vendor_auth'],
      ['garbled', 'vendor_bad_answer'],
      ['splendid', 'vendor_bad_answer'],
      ['slow', 'vendor_timeout'],
    ] as const) {
      vendorMode = mode;
      vendorCalls.length = 0;
      expect(await one(), mode).toEqual(v('unverified', VENDOR, 'mx_present', { reason }));
      expect(vendorCalls.length, mode).toBe(1);
      expect(await kept(), mode).toEqual({});
    }
    // Once the vendor answers again, so does the verification: nothing of the failures was kept.
    vendorMode = 'valid';
    expect((await one()).status).toBe('deliverable');
  });

  it('vendor_paused: a 503 pauses calls for Retry-After seconds by the clock; paused answers are charged, not kept', async () => {
    const pausing = await env.router({ env: vendorEnv({ EMAIL_VERIFY_VENDOR_KEY: 'vk_live_123', EMAIL_VERIFY_VENDOR_MAX_PER_MINUTE: '0' }) });
    try {
      vendorMode = 'paused';
      expect(await one(pausing.base)).toEqual(v('unverified', VENDOR, 'mx_present', { reason: 'vendor_paused' }));
      vendorMode = 'valid';
      expect(await one(pausing.base)).toEqual(v('unverified', VENDOR, 'mx_present', { reason: 'vendor_paused' }));
      expect(vendorCalls.length).toBe(1);
      expect(await kept()).toEqual({});
      clock.advance(120_000);
      expect((await one(pausing.base)).status).toBe('deliverable');
      expect(vendorCalls.length).toBe(2);
    } finally {
      await pausing.close();
    }
  });

  it('overflow: past EMAIL_VERIFY_VENDOR_MAX_PER_MINUTE calls in a clock minute, unverified without a call, charged, not kept', async () => {
    const bounded = await env.router({
      env: vendorEnv({ EMAIL_VERIFY_VENDOR: 'boundedverify', EMAIL_VERIFY_VENDOR_KEY: 'vk_live_123', EMAIL_VERIFY_VENDOR_MAX_PER_MINUTE: '1' }),
    });
    try {
      vendorMode = 'unknown'; // not kept, so the next request asks again
      expect(await one(bounded.base)).toEqual(v('unknown', 'boundedverify', 'mx_present', { vendor_status: 'unknown' }));
      expect(await one(bounded.base)).toEqual(v('unverified', 'boundedverify', 'mx_present', { reason: 'overflow' }));
      expect(vendorCalls.length).toBe(1);
      expect(await kept()).toEqual({});
      clock.advance(60_000);
      expect((await one(bounded.base)).status).toBe('unknown');
      expect(vendorCalls.length).toBe(2);
    } finally {
      await bounded.close();
    }
  });
});
