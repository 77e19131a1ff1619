import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../platform/config.ts';
import { FIXTURES, fixturePage } from '../subgraphs/linkinbio/fixtures/index.ts';
import { parsePage } from '../platform/linkinbio/index.ts';
import { startDnsServer, type TestDnsServer } from './helpers/dns-server.ts';
import { createTestEnv, type TestEnv } from './helpers/env.ts';
import { linkinbioProviders } from '../subgraphs/linkinbio/services.ts';
import type { PlatformRuntime } from '../subgraphs/runtime.ts';
import { registry } from '../subgraphs/registry.ts';

const NAMED = registry.modules.flatMap((mod) => mod.profilePages ?? []);

/**
 * The link-in-bio `http` provider end to end (live keys' default): each provider's sample page served on loopback under its provider's
 * host name (resolved to 127.0.0.1 by a local DNS server), fetched by the guarded fetcher, parsed, archived, billed.
 */

let env: TestEnv;
let key: string;
let accountId: number;
let site: Server;
let dns: TestDnsServer;
let port: number;
const hosts = new Set(FIXTURES.map((f) => new URL(f.url).hostname));
const served: string[] = [];

beforeAll(async () => {
  site = createServer((req, res) => {
    served.push(`${req.headers.host?.split(':')[0]}${req.url}`);
    const html = fixturePage(new URL(req.url ?? '/', 'http://x').pathname);
    if (html) res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html);
    else res.writeHead(404, { 'content-type': 'text/html' }).end('<title>Not found</title>');
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  port = (site.address() as AddressInfo).port;
  dns = await startDnsServer((name, type) => (type === 'AAAA' ? [] : hosts.has(name) ? ['127.0.0.1'] : name === 'private.example.net' ? ['10.9.8.7'] : null));
  // LINKINBIO_PROVIDER unset: live keys read real pages through the guarded fetcher (http) by default.
  env = await createTestEnv({
    outbound: { ...loadConfig().outbound, allowCidrs: '127.0.0.1/32', dnsServers: [dns.address], ports: [port] },
  });
  ({ key, accountId } = await env.key({ balance: '1', mode: 'live' }));
});
afterAll(async () => {
  await env?.close();
  await new Promise<void>((resolve) => (site ? site.close(() => resolve()) : resolve()));
  await dns?.close();
});

/** A fixture's real URL, reached on the local site: same host and path, http and the site's port. */
const local = (url: string) => url.replace(/^https:\/\/([^/]+)/, `http://$1:${port}`);

describe('link-in-bio pages through the guarded fetcher', () => {
  it.each(FIXTURES.map((f) => [f.name, f] as const))('%s: the page read as its provider, exactly its sample parsed', async (_name, fixture) => {
    const res = await env.rest(`/v1/linkinbio/live/page?url=${encodeURIComponent(local(fixture.url))}&source=live`, key);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.meta).toMatchObject({ cost: '$0.0005', source: 'live' });
    // Relative links resolve against where the page was read, so the sample is parsed at the same URL (the parsers
    // themselves are checked against hand-written answers in linkinbio.test.ts).
    const at = local(fixture.url);
    const html = readFileSync(fixture.file, 'utf8');
    // Accounts on the hosts our networks declare are named by the network (the service reads every module's declarations).
    const expected = parsePage({ url: at, final_url: at, status: 200, content_type: 'text/html', html }, NAMED);
    const page = res.body.data;
    expect(page.provider).toBe(fixture.provider);
    expect(page).toEqual(expected);
    // stored: the archived page answers again without a fetch of the page (the media mirror may still be copying
    // the page's images from the same site meanwhile)
    const pageHits = () => served.filter((s) => s === `${new URL(at).hostname}${new URL(at).pathname}${new URL(at).search}`).length;
    const before = pageHits();
    expect(before).toBeGreaterThan(0);
    const stored = await env.rest(`/v1/linkinbio/live/page?url=${encodeURIComponent(local(fixture.url))}&source=db`, key);
    expect(stored.status).toBe(200);
    expect(stored.body.data).toEqual(page);
    expect(pageHits()).toBe(before);
  });

  it('a page the site does not have is 404; a private address is 400 before any connection; both uncharged', async () => {
    const balance = await env.balance(accountId);
    const before = served.length;
    const missing = await env.rest(`/v1/linkinbio/live/page?url=${encodeURIComponent(`http://linktr.ee:${port}/nobody-here`)}&source=live`, key);
    expect(missing.status).toBe(404);
    const privateSite = await env.rest(`/v1/linkinbio/live/page?url=${encodeURIComponent(`http://private.example.net:${port}/links`)}&source=live`, key);
    expect(privateSite.status).toBe(400);
    expect(privateSite.body.error.message).toContain('a private (RFC 1918) address');
    expect(served.slice(before)).toEqual(['linktr.ee/nobody-here']);
    expect(await env.balance(accountId)).toBe(balance);
  });

  it('a test key on the same deployment reads the sandbox pages: the site is never asked', async () => {
    const { key: test } = await env.key({ balance: '1' });
    const before = served.length;
    const url = local(FIXTURES[0].url);
    const res = await env.rest(`/v1/linkinbio/live/page?url=${encodeURIComponent(url)}&source=live`, test);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(served.length).toBe(before);
    const [row] = await env.services.db.query<{ provider: string; test: boolean }>(
      "SELECT provider, test FROM live_archive WHERE network = 'linkinbio' AND test ORDER BY fetched_at DESC LIMIT 1",
    );
    expect(row).toEqual({ provider: 'sandbox', test: true });
  });

  it('LINKINBIO_PROVIDER=http is the default; sandbox configures no real provider, so live keys answer 503 source_paused', async () => {
    const platform = (providers: Record<string, string>) =>
      ({ config: { ...env.config, providers }, outbound: env.service.runtime.outbound, sandboxMedia: null }) as unknown as PlatformRuntime;
    expect(linkinbioProviders(platform({})).for('live').name).toBe('http');
    expect(linkinbioProviders(platform({})).for('test').name).toBe('sandbox');
    expect(() => linkinbioProviders(platform({ linkinbio: 'browser' }))).toThrow('LINKINBIO_PROVIDER must be http, got "browser"');
    const none = linkinbioProviders(platform({ linkinbio: 'sandbox' }));
    expect(none.real).toBeNull();
    await expect(none.for('live').fetchPage(local(FIXTURES[0].url), { accept: ['text/html'], maxBytes: 1000 })).rejects.toMatchObject({
      status: 503,
      code: 'source_paused',
    });
  });
});
