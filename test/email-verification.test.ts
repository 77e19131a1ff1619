import { sandboxVerification } from '../subgraphs/intelligence/verification/sandbox.ts';
import { createSocket } from 'node:dgram';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { connect as netConnect, createServer as createTcpServer, isIP, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ManualClock } from '../platform/clock.ts';
import { loadConfig } from '../platform/config.ts';
import { migrate } from '../platform/db/migrate.ts';
import { Db, dropDatabase, ensureDatabase } from '../platform/db/pool.ts';
import { OutboundFetcher } from '../platform/outbound/fetcher.ts';
import { EmailVerifier, verifierSettings, type Connector, type Verification, type VerifierSettings } from '../subgraphs/intelligence/verification/index.ts';
import { startDnsServer, type TestDnsServer } from './helpers/dns-server.ts';
import { uniqueName } from './helpers/env.ts';
import { startSmtpServer, type TestSmtpServer } from './helpers/smtp-server.ts';

/**
 * The email verification engine against a local DNS server, local SMTP servers and a fake vendor, all on loopback.
 * Every connection the verifier opens goes through a connector that records it and refuses anything but loopback, so
 * a test that got the address policy wrong fails instead of sending a packet elsewhere.
 */

let url: string;
let db: Db;
let dns: TestDnsServer;
let smtp: TestSmtpServer;
let vendor: Server;
let vendorUrl: string;
/** The vendor is called through the guarded outbound fetcher; this one allows the fake vendor's address and port. */
let vendorFetcher: OutboundFetcher;
const clock = new ManualClock(Date.parse('2026-11-20T12:00:00Z'));

/** Every SMTP connection attempt, `host:port`. */
const attempts: string[] = [];
const recordingConnector: Connector = (options) => {
  attempts.push(`${options.host}:${options.port}`);
  const loopback = isIP(options.host) === 4 ? options.host.startsWith('127.') : options.host === '::1';
  if (!loopback) throw new Error(`test guard: refused to connect to ${options.host}`);
  return netConnect(options);
};

/** Mailboxes of the strict domains' server: every other address there is unknown (550 5.1.1). */
const MAILBOXES = new Set([
  'alice@ok.test',
  'bob@implicit.test',
  'info@ok.test',
  'noreply@ok.test',
  'carol@gmail.com',
  'dave@mailinator.com',
  'erin@inbox.mailinator.com',
  'frank@ok.test',
]);

const MX: Record<string, { preference: number; exchange: string }[]> = {
  'ok.test': [{ preference: 10, exchange: 'mx.ok.test' }],
  'catchall.test': [{ preference: 10, exchange: 'mx.ok.test' }],
  'grey.test': [{ preference: 10, exchange: 'mx.ok.test' }],
  'hang.test': [{ preference: 10, exchange: 'mx.ok.test' }],
  'policy.test': [{ preference: 10, exchange: 'mx.ok.test' }],
  'sender.test': [{ preference: 10, exchange: 'mx.ok.test' }],
  'picky.test': [{ preference: 10, exchange: 'mx.ok.test' }],
  'sender2.test': [{ preference: 10, exchange: 'mx.ok.test' }],
  'gmail.com': [{ preference: 5, exchange: 'gmail-smtp-in.l.google.com' }],
  'mailinator.com': [{ preference: 10, exchange: 'mx.ok.test' }],
  'inbox.mailinator.com': [{ preference: 10, exchange: 'mx.ok.test' }],
  'nullmx.test': [{ preference: 0, exchange: '.' }],
  'nohost.test': [{ preference: 10, exchange: 'mx.nowhere.test' }],
  'private.test': [
    { preference: 10, exchange: 'mx.private.test' },
    { preference: 20, exchange: 'mx2.private.test' },
  ],
  'loopback2.test': [{ preference: 10, exchange: 'mx.loopback2.test' }],
  // The best MX (lowest preference) has no server; the next one does.
  'fallback.test': [
    { preference: 20, exchange: 'mx-b.fallback.test' },
    { preference: 10, exchange: 'mx-a.fallback.test' },
  ],
  'mxfail.test': [{ preference: 10, exchange: 'mx.servfail.test' }],
};

const A: Record<string, string[]> = {
  'mx.ok.test': ['127.0.0.1'],
  'gmail-smtp-in.l.google.com': ['127.0.0.1'],
  'implicit.test': ['127.0.0.1'],
  'mx.private.test': ['10.0.0.25'],
  'mx2.private.test': ['192.168.1.25'],
  'mx.loopback2.test': ['127.0.0.2'],
  'mx-a.fallback.test': ['127.0.0.3'],
  'mx-b.fallback.test': ['127.0.0.1'],
  'noaddress.test': [],
};
const AAAA: Record<string, string[]> = { 'mx2.private.test': ['fd00::25'] };

function rcpt(address: string): string | null {
  const domain = address.split('@')[1];
  if (domain === 'catchall.test') return '250 2.1.5 OK';
  if (domain === 'grey.test') return '451 4.7.1 Greylisted, try again later';
  if (domain === 'hang.test') return null;
  if (domain === 'policy.test') return '550 5.7.1 Client host blocked';
  if (domain === 'picky.test') return address === 'alice@picky.test' ? '250 2.1.5 OK' : '550 5.7.1 Recipient refused by policy';
  if (domain === 'sender.test') return '550 5.1.8 <verify@probe.test>: Sender address rejected: Domain not found';
  if (domain === 'sender2.test') return '550 5.1.0 <verify@probe.test>: Sender address rejected: User unknown in local recipient table';
  return MAILBOXES.has(address) ? '250 2.1.5 OK' : '550 5.1.1 No such user';
}

const smtpConnections = () => smtp.sessions.length;

function settings(more: Partial<VerifierSettings> = {}): VerifierSettings {
  return {
    dnsServers: [dns.address],
    smtpPort: smtp.port,
    heloName: 'probe.test',
    mailFrom: 'verify@probe.test',
    // Generous for a loaded machine; the tests of timeouts shorten them.
    connectTimeoutMs: 2_000,
    commandTimeoutMs: 2_000,
    // Each test sees a fresh probe unless it asks for the cache.
    cacheSeconds: 0,
    vendor: null,
    allowCidrs: '127.0.0.1/32',
    ...more,
  };
}

const verifier = (more: Partial<VerifierSettings> = {}) => new EmailVerifier(settings(more), db, clock, { connect: recordingConnector });

/** Without checked_at, which moves with the clock. */
function shape(v: Verification): Omit<Verification, 'checked_at'> {
  const { checked_at, ...rest } = v;
  expect(new Date(checked_at).toISOString()).toBe(checked_at);
  return rest;
}

const result = (status: Verification['status'], provider: string, dnsResult: Verification['dns'], more: Partial<Verification> = {}) => ({
  status,
  provider,
  vendor_status: null,
  sub_status: null,
  dns: dnsResult,
  reason: null,
  ...more,
});

// The fake vendor: answers by the address's local part; records each request.
const vendorRequests: { path: string; authorization: string | undefined; body: string }[] = [];
function vendorAnswer(req: IncomingMessage, res: ServerResponse, body: string) {
  const email = (JSON.parse(body) as { email: string }).email;
  const local = email.split('@')[0];
  const json = (status: number, value: unknown, headers: Record<string, string> = {}) => {
    res.writeHead(status, { 'content-type': 'application/json', ...headers });
    res.end(JSON.stringify(value));
  };
  if (local === 'paused') return json(503, { error: 'paused' }, { 'retry-after': '120' });
  if (local === 'broken') return json(500, { error: 'internal' });
  if (local === 'denied') return json(401, { error: 'bad key' });
  if (local === 'garbled') return (res.writeHead(200, { 'content-type': 'application/json' }), res.end('{"status": deliverable'));
  if (local === 'strange') return json(200, { status: 'splendid', sub_status: null });
  if (local === 'moved') return (res.writeHead(302, { location: 'http://127.0.0.1:1/elsewhere' }), res.end());
  if (local === 'slow') return; // never answers
  if (local === 'huge') return json(200, { status: 'valid', sub_status: null, detail: 'x'.repeat(70 * 1024) });
  if (local === 'gone') return json(200, { status: 'invalid', sub_status: 'mailbox_not_found' });
  if (local === 'info') return json(200, { status: 'valid', sub_status: null });
  if (local === 'any') return json(200, { status: 'catch-all', sub_status: null });
  return json(200, { status: 'valid', sub_status: null });
}

beforeAll(async () => {
  const target = new URL(loadConfig().databaseUrl);
  target.pathname = '/' + uniqueName('kb_emailverify');
  url = target.toString();
  await ensureDatabase(url);
  db = new Db(url, 4);
  await migrate(db, [{ module: 'intelligence', dir: new URL('../subgraphs/intelligence/migrations/', import.meta.url) }]);

  dns = await startDnsServer(
    (name, type) => {
      if (name === 'servfail.test' || name === 'mx.servfail.test') return 'SERVFAIL';
      if (name === 'slowdns.test') return 'TIMEOUT';
      if (name === 'refused.test') return 'REFUSED';
      if (type === 'AAAA') return AAAA[name] ?? (name in A || name in MX ? [] : null);
      return A[name] ?? (name in MX || name in AAAA ? [] : null);
    },
    {
      mx: (name) => {
        if (name === 'servfail.test') return 'SERVFAIL';
        if (name === 'slowdns.test') return 'TIMEOUT';
        if (name === 'refused.test') return 'REFUSED';
        if (name in MX) return MX[name];
        return name in A || name in AAAA ? [] : null;
      },
    },
  );
  smtp = await startSmtpServer({ rcpt });
  vendor = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      vendorRequests.push({ path: req.url ?? '', authorization: req.headers.authorization, body });
      vendorAnswer(req, res, body);
    });
  });
  await new Promise<void>((resolve) => vendor.listen(0, '127.0.0.1', resolve));
  vendorUrl = `http://127.0.0.1:${(vendor.address() as AddressInfo).port}`;
  vendorFetcher = new OutboundFetcher({
    ...loadConfig().outbound,
    allowCidrs: '127.0.0.1/32',
    dnsServers: [],
    ports: [(vendor.address() as AddressInfo).port],
  });
});

afterAll(async () => {
  await vendorFetcher?.close();
  vendor?.closeAllConnections();
  await new Promise<void>((resolve) => (vendor ? vendor.close(() => resolve()) : resolve()));
  await smtp?.close();
  await dns?.close();
  await db?.close();
  await dropDatabase(url);
});

beforeEach(() => {
  attempts.length = 0;
});

describe('SMTP probe', () => {
  it('deliverable: the address accepted and a random one at its domain refused; the dialogue never reaches DATA', async () => {
    const v = await verifier().verify('Alice@OK.test');
    expect(shape(v)).toEqual(result('deliverable', 'smtp', 'mx_present'));
    expect(v.checked_at).toBe(new Date(clock.now()).toISOString());
    const session = smtp.sessions.at(-1)!;
    expect(session.slice(0, 3)).toEqual(['EHLO probe.test', 'MAIL FROM:<verify@probe.test>', 'RCPT TO:<alice@ok.test>']);
    expect(session[3]).toMatch(/^RCPT TO:<[0-9a-f]{20}@ok\.test>$/);
    expect(session.slice(4)).toEqual(['QUIT']);
    expect(attempts).toEqual([`127.0.0.1:${smtp.port}`]);
  });

  it('undeliverable: 550 5.1.1 on the address is mailbox_not_found, and the catch-all question is not asked', async () => {
    const v = await verifier().verify('nobody@ok.test');
    expect(shape(v)).toEqual(result('undeliverable', 'smtp', 'mx_present', { sub_status: 'mailbox_not_found' }));
    expect(smtp.sessions.at(-1)!.filter((c) => c.startsWith('RCPT'))).toEqual(['RCPT TO:<nobody@ok.test>']);
  });

  it('risky: a server that accepts the random address too is catch_all', async () => {
    expect(shape(await verifier().verify('whoever@catchall.test'))).toEqual(result('risky', 'smtp', 'mx_present', { sub_status: 'catch_all' }));
  });

  it('unknown: greylisting (451), a RCPT left unanswered, and a 550 that is about policy (5.7.1), not the mailbox', async () => {
    expect(shape(await verifier().verify('x@grey.test'))).toEqual(result('unknown', 'smtp', 'mx_present', { sub_status: 'greylisted' }));
    const started = Date.now();
    expect(shape(await verifier({ commandTimeoutMs: 400 }).verify('x@hang.test'))).toEqual(result('unknown', 'smtp', 'mx_present', { sub_status: 'timeout' }));
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(shape(await verifier().verify('x@policy.test'))).toEqual(result('unknown', 'smtp', 'mx_present', { sub_status: 'blocked' }));
  });

  it('a RCPT refusal about us is no verdict on a mailbox: our reverse-path (X.1.8, "Sender address rejected") is sender_rejected; policy on the random address leaves catch-all open', async () => {
    expect(shape(await verifier().verify('alice@sender.test'))).toEqual(result('unknown', 'smtp', 'mx_present', { sub_status: 'sender_rejected' }));
    expect(shape(await verifier().verify('alice@sender2.test'))).toEqual(result('unknown', 'smtp', 'mx_present', { sub_status: 'sender_rejected' }));
    // Not kept either: the next check asks again.
    const before = smtp.sessions.length;
    await verifier({ cacheSeconds: 3600 }).verify('bob@sender.test');
    await verifier({ cacheSeconds: 3600 }).verify('bob@sender.test');
    expect(smtp.sessions.length).toBe(before + 2);
    // The address accepted, the random one refused for policy (5.7.1): whether everything is accepted stays open.
    expect(shape(await verifier().verify('alice@picky.test'))).toEqual(result('risky', 'smtp', 'mx_present', { sub_status: 'catch_all_unknown' }));
  });

  it('unknown: a server that never greets (timeout) and one that refuses to talk (554 greeting)', async () => {
    const silent = await startSmtpServer({ greeting: null });
    const refusing = await startSmtpServer({ greeting: '554 5.3.2 not accepting connections\r\n' });
    try {
      expect(shape(await verifier({ smtpPort: silent.port, commandTimeoutMs: 400 }).verify('alice@ok.test'))).toEqual(
        result('unknown', 'smtp', 'mx_present', { sub_status: 'timeout' }),
      );
      expect(shape(await verifier({ smtpPort: refusing.port }).verify('alice@ok.test'))).toEqual(
        result('unknown', 'smtp', 'mx_present', { sub_status: 'connection_rejected' }),
      );
      expect(silent.commands()).toEqual([]);
      expect(refusing.commands()).toEqual([]);
    } finally {
      await silent.close();
      await refusing.close();
    }
  });

  it('a server without ESMTP (EHLO answered 502) is spoken to with HELO', async () => {
    const old = await startSmtpServer({ ehlo: '502 5.5.1 EHLO not supported\r\n', rcpt });
    try {
      expect(shape(await verifier({ smtpPort: old.port }).verify('alice@ok.test'))).toEqual(result('deliverable', 'smtp', 'mx_present'));
      expect(old.sessions[0].slice(0, 3)).toEqual(['EHLO probe.test', 'HELO probe.test', 'MAIL FROM:<verify@probe.test>']);
    } finally {
      await old.close();
    }
  });

  it('unknown with provider none when no mail host accepts a connection', async () => {
    const closed = createTcpServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    expect(shape(await verifier({ smtpPort: port }).verify('alice@ok.test'))).toEqual(
      result('unknown', 'none', 'mx_present', { sub_status: 'connection_failed' }),
    );
    expect(attempts).toEqual([`127.0.0.1:${port}`]);
  });

  it('tries the mail hosts best first, the next one when a connection is refused', async () => {
    const before = smtp.sessions.length;
    const v = await verifier({ allowCidrs: '127.0.0.1/32,127.0.0.3/32' }).verify('frank@fallback.test');
    // frank@fallback.test is not one of the server's mailboxes: what matters is that the second host answered.
    expect(shape(v)).toEqual(result('undeliverable', 'smtp', 'mx_present', { sub_status: 'mailbox_not_found' }));
    expect(attempts).toEqual([`127.0.0.3:${smtp.port}`, `127.0.0.1:${smtp.port}`]);
    expect(smtp.sessions.length).toBe(before + 1);
  });

  it('MAIL FROM:<> when no sender is configured', async () => {
    await verifier({ mailFrom: '', cacheSeconds: 0 }).verify('alice@ok.test');
    expect(smtp.sessions.at(-1)![1]).toBe('MAIL FROM:<>');
  });
});

describe('DNS', () => {
  it('implicit_mx: no MX, but the domain has an address, which is its mail host', async () => {
    expect(shape(await verifier().verify('bob@implicit.test'))).toEqual(result('deliverable', 'smtp', 'implicit_mx'));
    expect(attempts).toEqual([`127.0.0.1:${smtp.port}`]);
  });

  it('terminal answers are undeliverable by dns and nothing is connected to: no_domain, null_mx, no_route', async () => {
    const before = smtpConnections();
    expect(shape(await verifier().verify('a@nx.test'))).toEqual(result('undeliverable', 'dns', 'no_domain'));
    expect(shape(await verifier().verify('a@nullmx.test'))).toEqual(result('undeliverable', 'dns', 'null_mx'));
    expect(shape(await verifier().verify('a@nohost.test'))).toEqual(result('undeliverable', 'dns', 'no_route', { sub_status: 'mx_unresolved' }));
    // The domain exists, has no MX and no address of its own.
    expect(shape(await verifier().verify('a@noaddress.test'))).toEqual(result('undeliverable', 'dns', 'no_route', { sub_status: 'mx_unresolved' }));
    expect(attempts).toEqual([]);
    expect(smtpConnections()).toBe(before);
  });

  it('dns_error: SERVFAIL, no answer at all, or a mail host whose lookup fails is unknown with provider none', async () => {
    expect(shape(await verifier().verify('a@servfail.test'))).toEqual(result('unknown', 'none', 'dns_error'));
    // The DNS timeout follows the connect timeout.
    expect(shape(await verifier({ connectTimeoutMs: 300 }).verify('a@slowdns.test'))).toEqual(result('unknown', 'none', 'dns_error'));
    expect(shape(await verifier().verify('a@mxfail.test'))).toEqual(result('unknown', 'none', 'dns_error'));
    expect(attempts).toEqual([]);
  });

  it('dns_error, never no_domain: a resolver that cannot be reached, or that refuses the query', async () => {
    const socket = createSocket('udp4');
    await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', () => resolve()));
    const stopped = `127.0.0.1:${socket.address().port}`;
    await new Promise<void>((resolve) => socket.close(() => resolve()));
    // Every kind of domain, the one that does not exist included: without an answer, nothing is known of it.
    for (const email of ['alice@ok.test', 'a@nx.test', 'a@nullmx.test', 'bob@implicit.test']) {
      expect(shape(await verifier({ dnsServers: [stopped] }).verify(email)), email).toEqual(result('unknown', 'none', 'dns_error'));
    }
    expect(shape(await verifier().verify('a@refused.test'))).toEqual(result('unknown', 'none', 'dns_error'));
    expect(attempts).toEqual([]);
  });

  it('dns_error is never kept: the next request asks DNS again', async () => {
    const asked = () => dns.questions.filter((q) => q === 'MX servfail.test').length;
    const before = asked();
    await verifier({ cacheSeconds: 3600 }).verify('kept@servfail.test');
    const once = asked() - before;
    expect(once).toBeGreaterThan(0);
    await verifier({ cacheSeconds: 3600 }).verify('kept@servfail.test');
    expect(asked() - before).toBe(2 * once);
  });

  it('an MX into a private range is no_route, and no connection is even attempted', async () => {
    const before = smtpConnections();
    expect(shape(await verifier().verify('a@private.test'))).toEqual(result('undeliverable', 'dns', 'no_route', { sub_status: 'mx_not_public' }));
    expect(attempts).toEqual([]);
    expect(smtpConnections()).toBe(before);
  });

  it('an MX on a loopback address the policy does not allow is never connected to (a listener there sees nothing)', async () => {
    const watcher = createTcpServer((socket) => socket.destroy());
    await new Promise<void>((resolve) => watcher.listen(smtp.port, '127.0.0.2', resolve));
    let seen = 0;
    watcher.on('connection', () => seen++);
    try {
      expect(shape(await verifier().verify('a@loopback2.test'))).toEqual(result('undeliverable', 'dns', 'no_route', { sub_status: 'mx_not_public' }));
      expect(attempts).toEqual([]);
      expect(seen).toBe(0);
      // The same verifier allowed that address connects to it: the listener was there to see it.
      await verifier({ allowCidrs: '127.0.0.2/32' }).verify('a@loopback2.test');
      expect(seen).toBe(1);
    } finally {
      await new Promise<void>((resolve) => watcher.close(() => resolve()));
    }
  });
});

describe('a check step that fails outright', () => {
  it('is unknown (provider none, check_failed), never an error for the caller, and is not kept', async () => {
    const failing: Connector = (options) => {
      attempts.push(`${options.host}:${options.port}`);
      throw Object.assign(new Error('too many open files'), { code: 'EMFILE' });
    };
    const v = new EmailVerifier(settings({ cacheSeconds: 3600 }), db, clock, { connect: failing });
    expect(shape(await v.verify('alice@ok.test'))).toEqual(result('unknown', 'none', 'mx_present', { sub_status: 'check_failed' }));
    expect(shape(await v.verify('alice@ok.test'))).toEqual(result('unknown', 'none', 'mx_present', { sub_status: 'check_failed' }));
    expect(attempts).toEqual([`127.0.0.1:${smtp.port}`, `127.0.0.1:${smtp.port}`]);
  });
});

describe('what kind of address', () => {
  it('role accounts and disposable domains are risky where they would be deliverable; webmail is only noted', async () => {
    expect(shape(await verifier().verify('info@ok.test'))).toEqual(result('risky', 'smtp', 'mx_present', { sub_status: 'role_account' }));
    expect(shape(await verifier().verify('noreply@ok.test'))).toEqual(result('risky', 'smtp', 'mx_present', { sub_status: 'role_account' }));
    expect(shape(await verifier().verify('dave@mailinator.com'))).toEqual(result('risky', 'smtp', 'mx_present', { sub_status: 'disposable' }));
    // A subdomain of a listed disposable domain is disposable too.
    expect(shape(await verifier().verify('erin@inbox.mailinator.com'))).toEqual(result('risky', 'smtp', 'mx_present', { sub_status: 'disposable' }));
    expect(shape(await verifier().verify('carol@gmail.com'))).toEqual(result('deliverable', 'smtp', 'mx_present', { sub_status: 'webmail' }));
    // A role address the server refuses stays undeliverable.
    expect(shape(await verifier().verify('support@ok.test'))).toEqual(result('undeliverable', 'smtp', 'mx_present', { sub_status: 'mailbox_not_found' }));
    // Every one of these went to the loopback server only.
    expect(new Set(attempts)).toEqual(new Set([`127.0.0.1:${smtp.port}`]));
  });

  it('malformed addresses are undeliverable without a probe, and nothing of them reaches an SMTP command', async () => {
    const before = smtp.commands().length;
    for (const bad of [
      'not an email',
      'a@b@ok.test',
      'x@[127.0.0.1]',
      'x@127.0.0.1',
      'alice@ok.test\r\nDATA',
      'a..b@ok.test',
      '@ok.test',
      'a@-ok.test',
      'a@ok',
    ]) {
      const v = await verifier().verify(bad);
      expect(v.status, bad).toBe('undeliverable');
      expect(v.provider, bad).toBe('none');
      expect(v.sub_status, bad).toBe('invalid_syntax');
    }
    // A well-formed domain is still looked up, so dns tells the truth about it.
    expect((await verifier().verify('a b@ok.test')).dns).toBe('no_domain');
    expect((await verifier().verify('a..b@ok.test')).dns).toBe('mx_present');
    expect(attempts).toEqual([]);
    expect(smtp.commands().length).toBe(before);
  });
});

describe('cache', () => {
  it('serves a definitive result per lower-cased address until cacheSeconds have passed on the clock', async () => {
    const clock = new ManualClock(Date.parse('2026-11-21T08:00:00Z'));
    const cached = new EmailVerifier(settings({ cacheSeconds: 600 }), db, clock, { connect: recordingConnector });
    const before = smtp.sessions.length;
    const first = await cached.verify('frank@ok.test');
    expect(first.status).toBe('deliverable');
    expect(smtp.sessions.length).toBe(before + 1);

    clock.advance(599_000);
    const again = await cached.verify('FRANK@ok.TEST');
    expect(again).toEqual(first); // checked_at included: the snapshot of the first check
    expect(smtp.sessions.length).toBe(before + 1);

    clock.advance(1_000);
    const fresh = await cached.verify('frank@ok.test');
    expect(fresh.checked_at).toBe('2026-11-21T08:10:00.000Z');
    expect(smtp.sessions.length).toBe(before + 2);
  });

  it('does not keep unknown results: greylisting is asked again', async () => {
    const before = smtp.sessions.length;
    await verifier({ cacheSeconds: 3600 }).verify('again@grey.test');
    await verifier({ cacheSeconds: 3600 }).verify('again@grey.test');
    expect(smtp.sessions.length).toBe(before + 2);
  });

  it('concurrent checks of one address share one probe', async () => {
    const v = verifier({ cacheSeconds: 0 });
    const before = smtp.sessions.length;
    const [a, b] = await Promise.all([v.verify('alice@ok.test'), v.verify('ALICE@ok.test')]);
    expect(a).toEqual(b);
    expect(smtp.sessions.length).toBe(before + 1);
  });
});

describe('vendor', () => {
  const withVendor = (more: Partial<NonNullable<VerifierSettings['vendor']>> = {}, clockOf = clock, outbound = vendorFetcher) =>
    new EmailVerifier(
      settings({ cacheSeconds: 0, vendor: { name: 'acmeverify', url: vendorUrl, key: 'vk_test_123', maxPerMinute: 0, timeoutMs: 2_000, ...more } }),
      db,
      clockOf,
      { connect: recordingConnector, outbound },
    );

  it('is asked instead of the SMTP probe, after DNS, with its key, and its own status word is kept', async () => {
    const before = vendorRequests.length;
    expect(shape(await withVendor().verify('alice@ok.test'))).toEqual(result('deliverable', 'acmeverify', 'mx_present', { vendor_status: 'valid' }));
    expect(vendorRequests.slice(before)).toEqual([{ path: '/verify', authorization: 'Bearer vk_test_123', body: '{"email":"alice@ok.test"}' }]);
    expect(attempts).toEqual([]);
    expect(shape(await withVendor().verify('gone@ok.test'))).toEqual(
      result('undeliverable', 'acmeverify', 'mx_present', { vendor_status: 'invalid', sub_status: 'mailbox_not_found' }),
    );
    expect(shape(await withVendor().verify('any@ok.test'))).toEqual(
      result('risky', 'acmeverify', 'mx_present', { vendor_status: 'catch-all', sub_status: 'catch_all' }),
    );
    // Role accounts are risky whoever said deliverable.
    expect(shape(await withVendor().verify('info@ok.test'))).toEqual(
      result('risky', 'acmeverify', 'mx_present', { vendor_status: 'valid', sub_status: 'role_account' }),
    );
  });

  it('judges domains whose mail hosts the service itself may not connect to: the policy guards only our connections', async () => {
    const before = vendorRequests.length;
    expect(shape(await withVendor().verify('a@private.test'))).toEqual(result('deliverable', 'acmeverify', 'mx_present', { vendor_status: 'valid' }));
    expect(shape(await withVendor({ key: null }).verify('a@loopback2.test'))).toEqual(
      result('unverified', 'acmeverify', 'mx_present', { reason: 'key_missing' }),
    );
    expect(vendorRequests.length).toBe(before + 1);
    expect(attempts).toEqual([]);
  });

  it('is not asked when DNS has decided', async () => {
    const before = vendorRequests.length;
    expect(shape(await withVendor().verify('a@nx.test'))).toEqual(result('undeliverable', 'dns', 'no_domain'));
    expect(vendorRequests.length).toBe(before);
  });

  it('unverified, key_missing: no key, no call', async () => {
    const before = vendorRequests.length;
    expect(shape(await withVendor({ key: null }).verify('alice@ok.test'))).toEqual(result('unverified', 'acmeverify', 'mx_present', { reason: 'key_missing' }));
    expect(vendorRequests.length).toBe(before);
  });

  it('unverified, vendor_paused: a 503 pauses calls for Retry-After by the clock', async () => {
    const pausedClock = new ManualClock(Date.parse('2026-11-21T09:00:00Z'));
    const v = withVendor({}, pausedClock);
    const before = vendorRequests.length;
    expect(shape(await v.verify('paused@ok.test'))).toEqual(result('unverified', 'acmeverify', 'mx_present', { reason: 'vendor_paused' }));
    expect(shape(await v.verify('alice@ok.test'))).toEqual(result('unverified', 'acmeverify', 'mx_present', { reason: 'vendor_paused' }));
    expect(vendorRequests.length).toBe(before + 1);
    pausedClock.advance(120_000);
    expect((await v.verify('alice@ok.test')).status).toBe('deliverable');
    expect(vendorRequests.length).toBe(before + 2);
  });

  it('unverified, overflow: past the per-minute bound, until the next clock minute', async () => {
    const minuteClock = new ManualClock(Date.parse('2026-11-21T10:00:00Z'));
    const v = withVendor({ maxPerMinute: 2, name: 'boundedverify' }, minuteClock);
    const before = vendorRequests.length;
    expect((await v.verify('alice@ok.test')).status).toBe('deliverable');
    expect((await v.verify('alice@ok.test')).status).toBe('deliverable');
    const over = await v.verify('alice@ok.test');
    expect(shape(over)).toEqual(result('unverified', 'boundedverify', 'mx_present', { reason: 'overflow' }));
    expect(vendorRequests.length).toBe(before + 2);
    // The bound is kept in PostgreSQL: another verifier (another process) shares it.
    expect((await withVendor({ maxPerMinute: 2, name: 'boundedverify' }, minuteClock).verify('alice@ok.test')).reason).toBe('overflow');
    minuteClock.advance(60_000);
    expect((await v.verify('alice@ok.test')).status).toBe('deliverable');
    const rows = await db.query<{ minute: number }>("SELECT minute FROM intelligence_vendor_calls WHERE vendor = 'boundedverify'");
    expect(rows.map((r) => r.minute)).toEqual([Math.floor(minuteClock.now() / 60_000)]);
  });

  it('unverified, vendor_<class>: an error status, no answer in time, an answer that is not the protocol, a refused key', async () => {
    const unverifiedBy = async (email: string) => {
      const v = await withVendor().verify(email);
      expect(v.status, email).toBe('unverified');
      expect(v.provider, email).toBe('acmeverify');
      return v.reason;
    };
    expect(await unverifiedBy('broken@ok.test')).toBe('vendor_error');
    const slow = await withVendor({ timeoutMs: 400 }).verify('slow@ok.test');
    expect([slow.status, slow.reason]).toEqual(['unverified', 'vendor_timeout']);
    expect(await unverifiedBy('garbled@ok.test')).toBe('vendor_bad_answer');
    expect(await unverifiedBy('strange@ok.test')).toBe('vendor_bad_answer');
    expect(await unverifiedBy('moved@ok.test')).toBe('vendor_bad_answer');
    expect(await unverifiedBy('denied@ok.test')).toBe('vendor_auth');
    // The redirect was not followed.
    expect(vendorRequests.filter((r) => r.path !== '/verify')).toEqual([]);
    // An answer over 64 KiB is not read on: the fetcher's cap.
    expect(await unverifiedBy('huge@ok.test')).toBe('vendor_bad_answer');
  });

  it('is called through the outbound fetcher: a vendor on an address its policy refuses is vendor_error, never connected to', async () => {
    const refusing = new OutboundFetcher({ ...loadConfig().outbound, allowCidrs: '', dnsServers: [], ports: [Number(new URL(vendorUrl).port)] });
    try {
      const before = vendorRequests.length;
      const v = await withVendor({}, clock, refusing).verify('alice@ok.test');
      expect([v.status, v.provider, v.reason]).toEqual(['unverified', 'acmeverify', 'vendor_error']);
      expect(vendorRequests.length).toBe(before);
    } finally {
      await refusing.close();
    }
  });
});

describe('settings', () => {
  const config = (env: Record<string, string>) => loadConfig({ ...env });

  it('reads SMTP_PROBE_*, EMAIL_VERIFY_* and the outbound DNS servers and allowed ranges', () => {
    const s = verifierSettings(config({ OUTBOUND_DNS_SERVERS: '127.0.0.1:5300', OUTBOUND_ALLOW_CIDRS: '127.0.0.1/32', PUBLIC_URL: 'https://api.example.com' }));
    expect(s).toEqual({
      dnsServers: ['127.0.0.1:5300'],
      smtpPort: 25,
      heloName: 'api.example.com',
      mailFrom: '',
      connectTimeoutMs: 5_000,
      commandTimeoutMs: 10_000,
      cacheSeconds: 7 * 24 * 3600,
      vendor: null,
      allowCidrs: '127.0.0.1/32',
    });
    const v = verifierSettings(
      config({
        SMTP_PROBE_PORT: '2525',
        SMTP_PROBE_HELO: 'probe.example.com',
        SMTP_PROBE_MAIL_FROM: 'verify@example.com',
        EMAIL_VERIFY_CACHE_SECONDS: '60',
        EMAIL_VERIFY_VENDOR: 'acmeverify',
        EMAIL_VERIFY_VENDOR_URL: 'https://api.acmeverify.example/v1/',
        EMAIL_VERIFY_VENDOR_KEY: 'k',
        EMAIL_VERIFY_VENDOR_MAX_PER_MINUTE: '30',
      }),
    );
    expect(v).toMatchObject({ smtpPort: 2525, heloName: 'probe.example.com', mailFrom: 'verify@example.com', cacheSeconds: 60 });
    expect(v.vendor).toEqual({ name: 'acmeverify', url: 'https://api.acmeverify.example/v1', key: 'k', maxPerMinute: 30, timeoutMs: 10_000 });
    expect(verifierSettings(config({ EMAIL_VERIFY_VENDOR: 'acmeverify', EMAIL_VERIFY_VENDOR_URL: 'https://a.example' })).vendor?.key).toBeNull();
  });

  it('refuses values that would be written into an SMTP command or name no vendor URL', () => {
    expect(() => verifierSettings(config({ SMTP_PROBE_HELO: 'probe.test\r\nDATA' }))).toThrow(/SMTP_PROBE_HELO/);
    expect(() => verifierSettings(config({ SMTP_PROBE_MAIL_FROM: 'a@b.test> DATA' }))).toThrow(/SMTP_PROBE_MAIL_FROM/);
    expect(() => verifierSettings(config({ SMTP_PROBE_PORT: '70000' }))).toThrow(/SMTP_PROBE_PORT/);
    expect(() => verifierSettings(config({ EMAIL_VERIFY_VENDOR: 'acmeverify' }))).toThrow(/EMAIL_VERIFY_VENDOR_URL/);
    expect(() => verifierSettings(config({ EMAIL_VERIFY_VENDOR: 'smtp', EMAIL_VERIFY_VENDOR_URL: 'https://a.example' }))).toThrow(/EMAIL_VERIFY_VENDOR/);
  });
});

describe('never DATA', () => {
  // Last in the file: every conversation of every test above, the catch-all and role probes included.
  it('no conversation of this file reached DATA, and each one ended with QUIT or was cut by the verifier', () => {
    expect(smtp.sessions.length).toBeGreaterThan(15);
    expect(smtp.commands().filter((c) => /^DATA\b/i.test(c))).toEqual([]);
    for (const session of smtp.sessions) expect(['QUIT', 'RCPT']).toContain(session.at(-1)!.slice(0, 4));
  });
});

describe("test keys' verification (the sandbox rule)", () => {
  const NOW = new Date('2026-11-28T03:00:00Z');
  const judged = (email: string) => {
    const v = sandboxVerification(email, NOW);
    return [v.status, v.sub_status, v.provider];
  };
  it('judges by the mailbox, the same way every time, and never by a network', () => {
    expect(judged('hello@novastudio.test')).toEqual(['deliverable', null, 'sandbox']);
    expect(judged('err-notfound.ana@novastudio.test')).toEqual(['undeliverable', 'mailbox_not_found', 'sandbox']);
    expect(judged('err-timeout@novastudio.test')).toEqual(['unknown', 'timeout', 'sandbox']);
    expect(judged('info@novastudio.test')).toEqual(['risky', 'role_account', 'sandbox']);
    expect(judged('not an address')).toEqual(['undeliverable', 'invalid_syntax', 'none']);
    expect(sandboxVerification('hello@novastudio.test', NOW)).toEqual(sandboxVerification('hello@novastudio.test', NOW));
    expect(sandboxVerification('hello@novastudio.test', NOW).checked_at).toBe('2026-11-28T03:00:00.000Z');
  });
});
