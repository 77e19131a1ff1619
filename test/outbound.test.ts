import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AddressPolicy, parseCidrs } from '../platform/outbound/address-policy.ts';
import { AnswerTooLarge, OutboundFetcher, OutboundRefused, type OutboundSettings } from '../platform/outbound/fetcher.ts';
import { apiCallFailureIn, ApiCallFailed, apiFetch, callApi } from '../platform/outbound/api-call.ts';
import { UpstreamError, UpstreamTimeout } from '../platform/errors.ts';
import { startDnsServer, type TestDnsServer } from './helpers/dns-server.ts';

/**
 * The guarded outbound fetcher. The address classifier is tested over every range directly; end to end, traffic
 * only ever goes to loopback: refused addresses are refused before any connection is made, which the fake site's
 * request log shows.
 */

describe('the address policy', () => {
  const policy = new AddressPolicy();
  // Every block of the IANA IPv4 and IPv6 special-purpose registries that is not globally reachable, with multicast
  // and site-local, each by its first and last address where the block has room for both.
  const refused: [string, RegExp][] = [
    ['0.0.0.0', /unspecified/],
    ['0.255.255.255', /unspecified/],
    ['::', /unspecified/],
    ['127.0.0.1', /loopback/],
    ['127.255.255.254', /loopback/],
    ['::1', /loopback/],
    ['10.0.0.1', /private/],
    ['10.255.255.255', /private/],
    ['172.16.0.1', /private/],
    ['172.31.255.255', /private/],
    ['192.168.0.0', /private/],
    ['192.168.255.255', /private/],
    ['169.254.169.254', /link-local/],
    ['169.254.0.1', /link-local/],
    ['fe80::1', /link-local/],
    ['febf:ffff::1', /link-local/],
    ['fe80::1%eth0', /link-local/],
    ['100.64.0.1', /carrier-grade NAT/],
    ['100.127.255.255', /carrier-grade NAT/],
    ['224.0.0.1', /multicast/],
    ['239.255.255.250', /multicast/],
    ['ff02::1', /multicast/],
    ['ffff:ffff:ffff:ffff:ffff:ffff:ffff:ffff', /multicast/],
    ['255.255.255.255', /reserved or broadcast/],
    ['240.0.0.1', /reserved or broadcast/],
    ['192.0.0.0', /reserved or broadcast/],
    ['192.0.0.8', /reserved or broadcast/],
    ['192.0.0.9', /reserved or broadcast/],
    ['192.0.0.170', /reserved or broadcast/],
    ['192.0.0.255', /reserved or broadcast/],
    ['192.88.99.1', /reserved or broadcast/],
    ['2001:1::1', /reserved or broadcast/],
    ['2001:3::1', /reserved or broadcast/],
    ['2001:4:112::1', /reserved or broadcast/],
    ['2001:10::1', /reserved or broadcast/],
    ['2001:20::1', /reserved or broadcast/],
    ['2001:30::1', /reserved or broadcast/],
    ['2001:1ff:ffff::1', /reserved or broadcast/],
    ['5f00::1', /reserved or broadcast/],
    ['198.18.0.1', /benchmarking/],
    ['198.19.255.255', /benchmarking/],
    ['2001:2::1', /benchmarking/],
    ['100::1', /discard-only/],
    ['100::ffff:ffff:ffff:ffff', /discard-only/],
    ['100:0:0:1::1', /discard-only/],
    ['192.0.2.10', /documentation/],
    ['198.51.100.1', /documentation/],
    ['203.0.113.255', /documentation/],
    ['2001:db8::1', /documentation/],
    ['3fff::1', /documentation/],
    ['3fff:fff::1', /documentation/],
    ['64:ff9b:1::1', /local-use IPv4\/IPv6 translation/],
    ['64:ff9b:1:ffff::8.8.8.8', /local-use IPv4\/IPv6 translation/],
    ['fc00::1', /unique-local/],
    ['fd12:3456::1', /unique-local/],
    ['fec0::1', /site-local/],
    // IPv6 forms that carry an IPv4 address, each carrying a refused one.
    ['::ffff:127.0.0.1', /IPv4-mapped IPv6 address carrying a loopback address \(127\.0\.0\.1\)/],
    ['::ffff:10.0.0.1', /IPv4-mapped IPv6 address carrying a private/],
    ['::ffff:a9fe:a9fe', /IPv4-mapped IPv6 address carrying a link-local/],
    ['::127.0.0.1', /IPv4-compatible IPv6 address carrying a loopback/],
    ['::a00:1', /IPv4-compatible IPv6 address carrying a private/],
    ['::0.0.0.2', /IPv4-compatible IPv6 address carrying an unspecified/],
    ['::ffff:0:127.0.0.1', /SIIT\) IPv6 address carrying a loopback/],
    ['::ffff:0:a9fe:a9fe', /SIIT\) IPv6 address carrying a link-local/],
    ['64:ff9b::7f00:1', /NAT64 IPv6 address carrying a loopback/],
    ['64:ff9b::169.254.169.254', /NAT64 IPv6 address carrying a link-local/],
    ['2002:a00:1::1', /6to4 IPv6 address carrying a private/],
    ['2002:7f00:1::', /6to4 IPv6 address carrying a loopback/],
    // Teredo: server 65.54.227.120, client 255.255.255.254 (stored inverted) / server 10.0.0.1.
    ['2001:0:4136:e378::1', /Teredo IPv6 address carrying a reserved or broadcast address \(255\.255\.255\.254\)/],
    ['2001:0:a00:1:8000:63bf:f7f7:f7f7', /Teredo IPv6 address carrying a private \(RFC 1918\) address \(10\.0\.0\.1\)/],
  ];
  it.each(refused)('refuses %s', (address, reason) => {
    expect(policy.refusal(address)).toMatch(reason);
  });

  it.each([
    '8.8.8.8',
    '1.1.1.1',
    '172.32.0.1',
    '172.15.255.255',
    '100.128.0.1',
    '100.63.255.255',
    '11.0.0.1',
    '169.255.0.1',
    '198.17.255.255',
    '198.20.0.0',
    '192.0.1.255',
    '192.0.3.0',
    '223.255.255.255',
    '2606:4700:4700::1111',
    '2a00:1450::1',
    '2001:200::1',
    '2003::1',
    '64:ff9b:2::1',
    // Forms that carry a public IPv4 address lead to it.
    '::ffff:8.8.8.8',
    '::8.8.8.8',
    '::ffff:0:8.8.8.8',
    '64:ff9b::808:808',
    '2002:808:808::1',
    '2001:0:4136:e378:8000:63bf:f7f7:f7f7',
  ])('allows the public address %s', (address) => {
    expect(policy.refusal(address)).toBeNull();
  });

  it('does not read non-standard IPv4 spellings as addresses', () => {
    for (const text of ['127.1', '0x7f.0.0.1', '0177.0.0.1', '2130706433', '::ffff:127.1']) expect(policy.refusal(text), text).toBe('not an IP address');
  });

  it('an allowed IPv4 range does not allow the IPv6 forms that carry it', () => {
    const allowing = new AddressPolicy(parseCidrs('127.0.0.1/32'));
    expect(allowing.refusal('127.0.0.1')).toBeNull();
    for (const form of ['::ffff:127.0.0.1', '::127.0.0.1', '::ffff:0:127.0.0.1', '64:ff9b::7f00:1', '2002:7f00:1::1'])
      expect(allowing.refusal(form), form).toMatch(/loopback/);
    expect(new AddressPolicy(parseCidrs('::ffff:127.0.0.1/128')).refusal('::ffff:127.0.0.1')).toBeNull();
  });

  it('allows what OUTBOUND_ALLOW_CIDRS names, and nothing next to it', () => {
    const allowing = new AddressPolicy(parseCidrs('127.0.0.1/32, 10.1.0.0/16,::1/128'));
    expect(allowing.refusal('127.0.0.1')).toBeNull();
    expect(allowing.refusal('127.0.0.2')).toMatch(/loopback/);
    expect(allowing.refusal('10.1.200.3')).toBeNull();
    expect(allowing.refusal('10.2.0.1')).toMatch(/private/);
    expect(allowing.refusal('::1')).toBeNull();
    expect(allowing.refusal('not-an-ip')).toMatch(/not an IP/);
  });

  it('refuses a malformed OUTBOUND_ALLOW_CIDRS at start, naming the entry', () => {
    for (const bad of ['10.0.0.0', '10.0.0.0/33', 'example.com/8', '::1/129', '10.0.0.0/8/1']) expect(() => parseCidrs(bad)).toThrow(/OUTBOUND_ALLOW_CIDRS/);
    expect(parseCidrs('')).toEqual([]);
  });
});

describe('the outbound fetcher, against a site on loopback', () => {
  let site: Server;
  let port: number;
  let dns: TestDnsServer;
  const requests: string[] = [];

  const settings = (more: Partial<OutboundSettings> = {}): OutboundSettings => ({
    allowCidrs: '127.0.0.1/32',
    dnsServers: [dns.address],
    ports: [port],
    connectTimeoutMs: 2_000,
    timeoutMs: 2_000,
    maxBytes: 64 * 1024,
    userAgent: 'test-fetcher',
    ...more,
  });
  const fetchers: OutboundFetcher[] = [];
  const fetcher = (more: Partial<OutboundSettings> = {}) => {
    const made = new OutboundFetcher(settings(more));
    fetchers.push(made);
    return made;
  };
  const HTML = { accept: ['text/html'] };

  beforeAll(async () => {
    site = createServer((req, res) => {
      requests.push(`${req.headers.host} ${req.url}`);
      const path = req.url ?? '/';
      const html = (body: string, headers: Record<string, string> = {}) =>
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', ...headers }).end(body);
      if (path === '/page') return html(`<title>Page</title><p>ua=${req.headers['user-agent']}</p>`);
      if (path === '/to-page') return res.writeHead(302, { location: '/page' }).end();
      if (path === '/to-private') return res.writeHead(301, { location: 'http://10.0.0.7/admin' }).end();
      if (path === '/to-metadata') return res.writeHead(307, { location: 'http://169.254.169.254/latest/meta-data/' }).end();
      if (path === '/to-private-name') return res.writeHead(302, { location: `http://private.test:${port}/` }).end();
      if (path === '/to-file') return res.writeHead(302, { location: 'file:///etc/passwd' }).end();
      if (path.startsWith('/loop')) return res.writeHead(302, { location: `/loop${Number(path.slice(5) || 0) + 1}` }).end();
      if (path === '/big') return html('x'.repeat(100 * 1024));
      if (path === '/big-declared') return res.writeHead(200, { 'content-type': 'text/html', 'content-length': String(10 * 1024 * 1024) }).end('tiny');
      if (path === '/bomb') return html(gzipSync(Buffer.alloc(10 * 1024 * 1024, 'a')) as unknown as string, { 'content-encoding': 'gzip' });
      if (path === '/gzip') return html(gzipSync('<title>Zipped</title>') as unknown as string, { 'content-encoding': 'gzip' });
      if (path === '/latin1') return res.writeHead(200, { 'content-type': 'text/html; charset=iso-8859-1' }).end(Buffer.from([0x63, 0x61, 0x66, 0xe9]));
      if (path === '/pdf') return res.writeHead(200, { 'content-type': 'application/pdf' }).end('%PDF');
      if (path === '/missing') return res.writeHead(404, { 'content-type': 'text/html' }).end('<title>Not here</title>');
      if (path === '/hang') return; // never answers
      if (path === '/api' && req.method === 'POST') {
        let body = '';
        req.on('data', (chunk) => (body += chunk));
        return req.on('end', () =>
          res
            .writeHead(429, { 'content-type': 'application/json', 'retry-after': '7' })
            .end(JSON.stringify({ got: JSON.parse(body), auth: req.headers.authorization ?? null, type: req.headers['content-type'] })),
        );
      }
      if (path === '/api-moved') return res.writeHead(302, { location: '/page' }).end();
      if (path === '/api-text') return res.writeHead(200, { 'content-type': 'text/plain' }).end('not json');
      res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
    port = (site.address() as AddressInfo).port;
    dns = await startDnsServer((name, type, times) => {
      if (type === 'AAAA') return name === 'v6private.test' ? ['fd00::1'] : [];
      if (name === 'site.test') return ['127.0.0.1'];
      if (name === 'private.test') return ['10.0.0.5'];
      if (name === 'metadata.test') return ['169.254.169.254'];
      if (name === 'mixed.test') return ['127.0.0.1', '10.0.0.5'];
      if (name === 'rebind.test') return times === 1 ? ['127.0.0.1'] : ['10.0.0.5'];
      if (name === 'v6private.test') return [];
      return null;
    });
  });
  afterAll(async () => {
    await Promise.all(fetchers.map((f) => f.close()));
    await new Promise<void>((resolve) => (site ? site.close(() => resolve()) : resolve()));
    await dns?.close();
  });

  const refusedWith = async (promise: Promise<unknown>, message: RegExp) => {
    const before = requests.length;
    const err = await promise.then(
      () => null,
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(OutboundRefused);
    expect((err as OutboundRefused).status).toBe(400);
    expect((err as Error).message).toMatch(message);
    // Refused before any connection: the site saw nothing more.
    expect(requests.length).toBe(before);
  };

  it('fetches a page by a name the DNS server resolves to an allowed address, with its User-Agent', async () => {
    const page = await fetcher().fetchPage(`http://site.test:${port}/page`, HTML);
    expect(page).toMatchObject({ status: 200, contentType: 'text/html', finalUrl: `http://site.test:${port}/page`, redirects: [] });
    expect(page.text).toContain('ua=test-fetcher');
    expect(dns.questions).toContain('A site.test');
  });

  it('refuses literal addresses of every refused class before connecting', async () => {
    const strict = fetcher({ allowCidrs: '' });
    await refusedWith(strict.fetchPage(`http://127.0.0.1:${port}/page`, HTML), /loopback/);
    await refusedWith(strict.fetchPage(`http://[::1]:${port}/page`, HTML), /loopback/);
    await refusedWith(strict.fetchPage(`http://[::ffff:127.0.0.1]:${port}/page`, HTML), /IPv4-mapped|loopback/);
    // The IPv6 forms that carry loopback, refused even where loopback itself is allowed.
    for (const host of ['::127.0.0.1', '::ffff:0:127.0.0.1', '::ffff:127.0.0.1', '64:ff9b::127.0.0.1', '2002:7f00:1::1']) {
      await refusedWith(fetcher().fetchPage(`http://[${host}]:${port}/page`, HTML), /carrying a loopback address/);
    }
    await refusedWith(fetcher({ ports: [80, port] }).fetchPage('http://169.254.169.254/latest/meta-data/', HTML), /link-local/);
    await refusedWith(fetcher({ ports: [80] }).fetchPage('http://10.0.0.1/', HTML), /private/);
    await refusedWith(fetcher({ ports: [80] }).fetchPage('http://100.64.1.1/', HTML), /carrier-grade/);
    await refusedWith(fetcher({ ports: [80] }).fetchPage('http://0.0.0.0/', HTML), /unspecified/);
    await refusedWith(fetcher({ ports: [80] }).fetchPage('http://[fd00::1]/', HTML), /unique-local/);
  });

  it('refuses names that resolve to refused addresses, even one of several, before connecting', async () => {
    await refusedWith(fetcher().fetchPage(`http://private.test:${port}/`, HTML), /private\.test.*private \(RFC 1918\)/);
    await refusedWith(fetcher().fetchPage(`http://metadata.test:${port}/`, HTML), /link-local/);
    await refusedWith(fetcher().fetchPage(`http://mixed.test:${port}/page`, HTML), /private/);
    await refusedWith(fetcher().fetchPage(`http://v6private.test:${port}/page`, HTML), /unique-local/);
  });

  it('checks every redirect again: into a private range, the metadata address, a name resolving privately, another scheme', async () => {
    const f = fetcher();
    await expect(f.fetchPage(`http://site.test:${port}/to-private`, HTML)).rejects.toThrow(/redirect names a private/);
    await expect(f.fetchPage(`http://site.test:${port}/to-metadata`, HTML)).rejects.toThrow(/redirect names .*(port|link-local)/);
    await expect(f.fetchPage(`http://site.test:${port}/to-private-name`, HTML)).rejects.toThrow(/private\.test.*private/);
    await expect(f.fetchPage(`http://site.test:${port}/to-file`, HTML)).rejects.toThrow(/redirect must be http or https/);
    // and an allowed redirect is followed and reported
    const followed = await f.fetchPage(`http://site.test:${port}/to-page`, HTML);
    expect(followed).toMatchObject({
      status: 200,
      finalUrl: `http://site.test:${port}/page`,
      redirects: [{ url: `http://site.test:${port}/to-page`, status: 302 }],
    });
  });

  it('connects to the address it checked: a name that resolves differently on its second lookup gains nothing', async () => {
    const before = dns.questions.filter((q) => q === 'A rebind.test').length;
    const page = await fetcher().fetchPage(`http://rebind.test:${port}/page`, HTML);
    expect(page.status).toBe(200);
    // one lookup for the check and the connection together: no second answer was ever used
    expect(dns.questions.filter((q) => q === 'A rebind.test').length - before).toBe(1);
    // the next connection looks up again, gets the private answer, and is refused before connecting
    await refusedWith(fetcher().fetchPage(`http://rebind.test:${port}/page`, HTML), /private/);
  });

  it('refuses other schemes, credentials and ports outside the list', async () => {
    await refusedWith(fetcher().fetchPage('ftp://site.test/x', HTML), /must be http or https/);
    await refusedWith(fetcher().fetchPage('file:///etc/passwd', HTML), /must be http or https/);
    await refusedWith(fetcher().fetchPage(`http://user:pw@site.test:${port}/page`, HTML), /credentials/);
    await refusedWith(fetcher().fetchPage('http://site.test:6379/', HTML), /port 6379/);
    await refusedWith(fetcher().fetchPage('not a url', HTML), /not a URL/);
  });

  it('bounds redirects, size, media type and time; answers other statuses as they are', async () => {
    await expect(fetcher().fetchPage(`http://site.test:${port}/loop`, HTML)).rejects.toThrow(/more than 5 times/);
    const tooBig = await fetcher()
      .fetchPage(`http://site.test:${port}/big`, HTML)
      .catch((e: unknown) => e);
    expect(tooBig).toBeInstanceOf(UpstreamError);
    expect((tooBig as Error).message).toMatch(/65536-byte limit/);
    await expect(fetcher().fetchPage(`http://site.test:${port}/big-declared`, HTML)).rejects.toThrow(/byte limit/);
    await expect(fetcher().fetchPage(`http://site.test:${port}/bomb`, HTML)).rejects.toThrow(/byte limit/);
    await expect(fetcher().fetchPage(`http://site.test:${port}/pdf`, HTML)).rejects.toThrow(/application\/pdf/);
    const hung = await fetcher({ timeoutMs: 300 })
      .fetchPage(`http://site.test:${port}/hang`, HTML)
      .catch((e: unknown) => e);
    expect(hung).toBeInstanceOf(UpstreamTimeout);
    expect((await fetcher().fetchPage(`http://site.test:${port}/missing`, HTML)).status).toBe(404);
    await expect(fetcher().fetchPage(`http://nowhere.test:${port}/`, HTML)).rejects.toThrow(/does not resolve/);
  });

  it('decompresses and decodes by the charset the page gives', async () => {
    expect((await fetcher().fetchPage(`http://site.test:${port}/gzip`, HTML)).text).toBe('<title>Zipped</title>');
    expect((await fetcher().fetchPage(`http://site.test:${port}/latin1`, HTML)).text).toBe('café');
  });

  it("an API call: its own deadline and cap in place of the settings, redirects answered not followed, the answer's headers", async () => {
    const api = (path: string, more: Partial<Parameters<typeof callApi>[1]> = {}, f = fetcher()) =>
      callApi(f, {
        method: 'POST',
        url: `http://site.test:${port}${path}`,
        json: { q: 1 },
        headers: { authorization: 'Bearer k' },
        timeoutMs: 2_000,
        maxBytes: 1024,
        ...more,
      });
    const answer = await api('/api');
    expect(answer.status).toBe(429);
    expect(answer.headers['retry-after']).toBe('7');
    expect(answer.json).toEqual({ got: { q: 1 }, auth: 'Bearer k', type: 'application/json' });
    // A redirect is the answer, whatever the method: the key goes to the configured URL only.
    const before = requests.length;
    expect((await api('/api-moved', { method: 'GET', json: undefined })).status).toBe(302);
    expect(requests.slice(before)).toEqual([`site.test:${port} /api-moved`]);
    expect((await api('/api-moved')).status).toBe(302);
    // Any media type is read; a body that is not JSON is the client's to judge.
    expect(await api('/api-text', { method: 'GET', json: undefined })).toMatchObject({ status: 200, text: 'not json', json: undefined });
    // The call's deadline in place of OUTBOUND_TIMEOUT_MS, and its cap.
    const started = performance.now();
    const hung = await api('/hang', { method: 'GET', json: undefined, timeoutMs: 200 }, fetcher({ timeoutMs: 60_000 })).catch((e: unknown) => e);
    expect(hung).toMatchObject({ kind: 'timeout' });
    expect(performance.now() - started).toBeLessThan(5_000);
    const big = await api('/big', { method: 'GET', json: undefined }).catch((e: unknown) => e);
    expect(big).toBeInstanceOf(ApiCallFailed);
    expect(big).toMatchObject({ kind: 'too_large' });
    await expect(fetcher().fetchPage(`http://site.test:${port}/big`, { ...HTML, maxBytes: 1024 })).rejects.toBeInstanceOf(AnswerTooLarge);
    // A configured URL the policy refuses is a failure to reach it, never the caller's 400.
    const refused = await api('/api', {}, fetcher({ allowCidrs: '' })).catch((e: unknown) => e);
    expect(refused).toMatchObject({ kind: 'unreachable' });
  });

  it('an API call in the shape of fetch, for a client library: the same fetcher, deadline and cap', async () => {
    const f = apiFetch(fetcher(), { timeoutMs: 2_000, maxBytes: 1024 });
    const posted = await f(`http://site.test:${port}/api`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"q":2}' });
    expect(posted.status).toBe(429);
    expect(posted.headers.get('retry-after')).toBe('7');
    expect(await posted.json()).toEqual({ got: { q: 2 }, auth: null, type: 'application/json' });
    // Decoded once: the Response reads the plain body, whatever encoding it travelled in.
    expect(await (await f(`http://site.test:${port}/gzip`)).text()).toBe('<title>Zipped</title>');
    // Redirects are the answer unless the client follows them (a public API without a key).
    expect((await f(`http://site.test:${port}/to-page`)).status).toBe(302);
    const followed = apiFetch(fetcher(), { timeoutMs: 2_000, maxBytes: 1024, redirects: 'follow' });
    expect(await (await followed(`http://site.test:${port}/to-page`)).text()).toMatch(/<title>Page<\/title>/);
    // Failures are ApiCallFailed, found again through a library's wrapping error.
    const hung = await apiFetch(fetcher(), { timeoutMs: 200, maxBytes: 1024 })(`http://site.test:${port}/hang`).catch((e: unknown) => e);
    expect(apiCallFailureIn(new Error('wrapped', { cause: hung }))).toMatchObject({ kind: 'timeout' });
    expect(await f(`http://site.test:${port}/big`).catch((e: unknown) => e)).toMatchObject({ kind: 'too_large' });
    const before = requests.length;
    expect(
      await apiFetch(fetcher({ allowCidrs: '' }), { timeoutMs: 2_000, maxBytes: 1024 })(`http://site.test:${port}/api`).catch((e: unknown) => e),
    ).toMatchObject({ kind: 'unreachable' });
    expect(requests.length).toBe(before);
  });

  it("the internal scope (the deployment's own services): no address, port or DNS policy, every other bound kept", async () => {
    const internal = new OutboundFetcher(settings({ allowCidrs: '', ports: [], dnsServers: ['127.0.0.1:9'] }), { scope: 'internal' });
    fetchers.push(internal);
    expect((await internal.fetchPage(`http://127.0.0.1:${port}/page`, HTML)).text).toMatch(/ua=test-fetcher/);
    // Names resolve by the system resolver.
    expect((await internal.fetchPage(`http://localhost:${port}/page`, HTML)).status).toBe(200);
    await expect(internal.fetchPage(`http://127.0.0.1:${port}/big`, HTML)).rejects.toBeInstanceOf(AnswerTooLarge);
    await expect(internal.fetchPage(`file:///etc/passwd`, HTML)).rejects.toThrow(/http or https/);
    const hung = await callApi(internal, { method: 'GET', url: `http://127.0.0.1:${port}/hang`, timeoutMs: 200, maxBytes: 1024 }).catch((e: unknown) => e);
    expect(hung).toMatchObject({ kind: 'timeout' });
    // A refused connection keeps the socket's code among its causes, for the log.
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const closedPort = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const refused = await callApi(internal, { method: 'GET', url: `http://127.0.0.1:${closedPort}/`, timeoutMs: 2_000, maxBytes: 1024 }).catch(
      (e: unknown) => e,
    );
    expect(refused).toMatchObject({ kind: 'unreachable', cause: { cause: { code: 'ECONNREFUSED' } } });
  });
});
