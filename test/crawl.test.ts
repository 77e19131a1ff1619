import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../platform/config.ts';
import { crawlServices } from '../subgraphs/crawl/services.ts';
import type { PlatformRuntime } from '../subgraphs/runtime.ts';
import { startDnsServer, type TestDnsServer } from './helpers/dns-server.ts';
import { createTestEnv, type TestEnv } from './helpers/env.ts';
import { fetcherRefusal, REFUSED_URLS } from './helpers/outbound-refusals.ts';

/** POST /v1/crawl/web-scraping-api: the sandbox web, then real fetches of a site on loopback through the guarded fetcher. */

const SCRAPE = '/v1/crawl/web-scraping-api';

const ARTICLE = `<!doctype html>
<html lang="en-GB">
<head>
  <meta charset="utf-8">
  <title>  Field notes:  the harbor lantern </title>
  <meta name="description" content="Notes from the harbor.">
  <link rel="canonical" href="/articles/lantern">
  <link rel="icon" href="/favicon.png">
  <meta property="og:title" content="The harbor lantern">
  <meta property="og:image" content="https://cdn.site.test/lantern.jpg">
  <meta name="twitter:card" content="summary_large_image">
  <style>body { color: red }</style>
  <script>var tracking = "should not appear";</script>
</head>
<body>
  <nav><a href="/">Home</a></nav>
  <article>
    <h1 id="headline">The harbor lantern</h1>
    <p class="byline">By <a href="/authors/ada">Ada</a></p>
    <p>The lantern was lit at <em>dusk</em>.<br>It burned until dawn.</p>
    <ul><li>Oil</li><li>Wick</li></ul>
    <span class="price">£12.50</span>
  </article>
</body>
</html>`;

let env: TestEnv;
let key: string;
let accountId: number;

const scrape = (body: unknown, k = key, at?: TestEnv) =>
  (at ?? env).rest(SCRAPE, k, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

describe('the sandbox web (test keys)', () => {
  beforeAll(async () => {
    env = await createTestEnv();
    ({ key, accountId } = await env.key({ balance: '1' }));
  });
  afterAll(() => env?.close());

  it('answers any URL with a deterministic page in each format, charged $0.001 each', async () => {
    const html = await scrape({ url: 'https://shop.example.com/items/42' });
    expect(html.status).toBe(200);
    expect(html.body.meta.cost).toBe('$0.0010');
    expect(html.body.data).toMatchObject({
      url: 'https://shop.example.com/items/42',
      final_url: 'https://shop.example.com/items/42',
      status: 200,
      redirects: [],
      content_type: 'text/html',
      format: 'html',
    });
    expect(html.body.data.content).toContain('<h1 class="product-name">');
    expect((await scrape({ url: 'https://shop.example.com/items/42' })).body.data.content).toBe(html.body.data.content);

    const text = await scrape({ url: 'https://shop.example.com/items/42', format: 'text', selectors: { name: 'h1', price: '.price', absent: '.nope' } });
    expect(text.body.data.content).not.toMatch(/<|analytics/);
    expect(text.body.data.extracted).toEqual({ name: html.body.data.title.split(' · ')[0], price: expect.stringMatching(/^\$\d+\.\d\d$/), absent: null });
    expect((await scrape({ url: 'https://shop.example.com/items/42', format: 'markdown' })).body.data.content).toMatch(/^# /m);
    const meta = await scrape({ url: 'https://shop.example.com/items/42', format: 'metadata' });
    expect(meta.body.data.content).toBeNull();
    expect(meta.body.data.metadata).toMatchObject({
      canonical_url: 'https://shop.example.com/items/42',
      language: 'en',
      open_graph: { type: 'product' },
      twitter: { card: 'summary' },
    });
    expect(await env.balance(accountId)).toBe('0.9950');
  });

  it('GraphQL answers the same page at the same price', async () => {
    const res = await env.graphql(
      `{ crawlWebPage(url: "https://shop.example.com/items/42", format: text, selectors: [{ name: "price", selector: ".price" }]) { title content extracted } }`,
      key,
    );
    const rest = await scrape({ url: 'https://shop.example.com/items/42', format: 'text', selectors: { price: '.price' } });
    expect(res.body.data.crawlWebPage).toEqual({ title: rest.body.data.title, content: rest.body.data.content, extracted: rest.body.data.extracted });
    expect(res.body.extensions.cost.actual).toBe(rest.body.meta.cost);
  });

  it('refuses what the real fetcher refuses, with its message, before the sandbox answers, uncharged, on both surfaces', async () => {
    const before = await env.balance(accountId);
    for (const url of REFUSED_URLS) {
      const res = await scrape({ url });
      expect(res.status, url).toBe(400);
      expect(res.body.error.code).toBe('invalid_request');
      expect(res.body.error.message, url).toBe(await fetcherRefusal(env.config.outbound, url));
      const gql = await env.graphql('query($url: String!) { crawlWebPage(url: $url) { title } }', key, { url });
      expect(gql.body.errors[0].message, url).toBe(res.body.error.message);
      expect(gql.body.errors[0].extensions).toMatchObject({ code: 'invalid_request', status: 400 });
    }
    expect(await env.balance(accountId)).toBe(before);
  });

  it("link-in-bio hosts answer the provider's page; every site answers contact, about and imprint pages its pages link", async () => {
    const linktree = await scrape({ url: 'https://linktr.ee/maya.sandbox' });
    expect(linktree.status).toBe(200);
    expect(linktree.body.data.content).toContain('<script id="__NEXT_DATA__" type="application/json">');
    expect(linktree.body.data.content).toContain('https://www.instagram.com/maya.sandbox/');
    const product = await scrape({ url: 'https://mayasandbox.example/' });
    expect(product.body.data.content).toContain('<h1 class="product-name">');
    for (const path of ['/contact', '/about', '/impressum']) expect(product.body.data.content).toContain(`href="${path}"`);
    const contact = await scrape({ url: 'https://mayasandbox.example/contact' });
    expect(contact.body.data.content).toMatch(/<a href="mailto:(partnerships|collabs|brands)@mayasandbox\.example\?subject=[^"]+">/);
    expect(contact.body.data.content).toMatch(/data-cfemail="[0-9a-f]+"/);
    expect((await scrape({ url: 'https://mayasandbox.example/contact' })).body.data.content).toBe(contact.body.data.content);
    expect((await scrape({ url: 'https://mayasandbox.example/impressum', format: 'text' })).body.data.content).toContain('E-Mail: info@mayasandbox.example');
    // A link-in-bio page's handle is its sandbox identifier.
    for (const [url, status] of [
      ['https://linktr.ee/err-timeout.maya', 504],
      ['https://beacons.ai/err-notfound_maya', 404],
      ['https://err-upstream.carrd.co/', 502],
    ] as const)
      expect((await scrape({ url })).status, url).toBe(status);
  });

  it('magic hosts fail by the sandbox rule, uncharged', async () => {
    const before = await env.balance(accountId);
    for (const [host, status, code] of [
      ['err-upstream.example.com', 502, 'upstream_error'],
      ['err-timeout.example.com', 504, 'upstream_error'],
      ['err-ratelimited.example.com', 429, 'rate_limited'],
      ['err-paused.example.com', 503, 'source_paused'],
      ['err-notfound.example.com', 404, 'not_found'],
    ] as const) {
      const res = await scrape({ url: `https://${host}/` });
      expect(res.status, host).toBe(status);
      expect(res.body.error.code).toBe(code);
    }
    expect(await env.balance(accountId)).toBe(before);
  });

  it('refuses bad bodies with 400 naming the problem, render=true with 501, all uncharged', async () => {
    const before = await env.balance(accountId);
    for (const [body, message] of [
      [{}, 'url is required'],
      [{ url: 'ftp://example.com/' }, 'url must be http or https'],
      [{ url: 'not a url' }, 'url is not a URL'],
      [{ url: `https://example.com/${'a'.repeat(2048)}` }, 'url must be at most 2048 characters, got 2068.'],
      [{ url: 'https://example.com/', format: 'pdf' }, 'format must be html, text, markdown or metadata'],
      [{ url: 'https://example.com/', selectors: { 'bad name': 'h1' } }, 'a name must be 1 to 64'],
      [{ url: 'https://example.com/', selectors: { a: 'h1[' } }, 'is not a CSS selector'],
      [{ url: 'https://example.com/', selectors: Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`s${i}`, 'p'])) }, 'at most 20'],
      [{ url: 'https://example.com/', headers: { cookie: 'a=b' } }, 'headers may set accept-language and referer only'],
      [{ url: 'https://example.com/', headers: { referer: 'a\r\nX: y' } }, 'on one line'],
      [{ url: 'https://example.com/', render: 'yes' }, 'render must be true or false'],
      [{ url: 'https://example.com/', extra: 1 }, 'Unknown parameter'],
    ] as const) {
      const res = await scrape(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.message).toContain(message);
    }
    const rendered = await scrape({ url: 'https://example.com/', render: true });
    expect(rendered.status).toBe(501);
    expect(rendered.body.error.code).toBe('surface_blocked');
    expect(await env.balance(accountId)).toBe(before);
  });
});

describe('the http provider (live keys, by default), against a site on loopback reached by name', () => {
  let site: Server;
  let dns: TestDnsServer;
  let port: number;
  const hits: string[] = [];

  beforeAll(async () => {
    site = createServer((req, res) => {
      hits.push(`${req.url} al=${req.headers['accept-language'] ?? ''}`);
      if (req.url === '/articles/lantern') return res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(ARTICLE);
      if (req.url === '/old') return res.writeHead(301, { location: '/articles/lantern' }).end();
      if (req.url === '/gone') return res.writeHead(404, { 'content-type': 'text/html' }).end('<title>Not found</title>');
      if (req.url === '/broken') return res.writeHead(500, { 'content-type': 'text/html' }).end('oops');
      if (req.url === '/huge') return res.writeHead(200, { 'content-type': 'text/html' }).end('x'.repeat(300_000));
      if (req.url === '/slow') return; // never answers
      if (req.url === '/to-private') return res.writeHead(302, { location: 'http://10.20.30.40/' }).end();
      res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
    port = (site.address() as AddressInfo).port;
    dns = await startDnsServer((name, type) =>
      type === 'AAAA' ? [] : name === 'site.test' ? ['127.0.0.1'] : name === 'intranet.test' ? ['192.168.1.20'] : null,
    );
    // CRAWL_PROVIDER unset: live keys read through the real fetcher (http) by default.
    env = await createTestEnv({
      outbound: { ...loadConfig().outbound, allowCidrs: '127.0.0.1/32', dnsServers: [dns.address], ports: [port], timeoutMs: 600, maxBytes: 200_000 },
    });
    ({ key, accountId } = await env.key({ balance: '1', mode: 'live' }));
  });
  afterAll(async () => {
    await env?.close();
    await new Promise<void>((resolve) => (site ? site.close(() => resolve()) : resolve()));
    await dns?.close();
  });

  const at = (path: string) => `http://site.test:${port}${path}`;

  it('reads the page in every format, follows redirects and reports them, sends the allowed headers', async () => {
    const html = await scrape({ url: at('/old'), headers: { 'Accept-Language': 'en-GB' } });
    expect(html.status).toBe(200);
    expect(html.body.data).toMatchObject({
      final_url: at('/articles/lantern'),
      status: 200,
      redirects: [{ url: at('/old'), status: 301 }],
      title: 'Field notes: the harbor lantern',
      content: ARTICLE,
    });
    expect(hits).toContain('/articles/lantern al=en-GB');

    const text = await scrape({ url: at('/articles/lantern'), format: 'text' });
    expect(text.body.data.content).toBe(
      ['Home', 'The harbor lantern', 'By Ada', 'The lantern was lit at dusk.', 'It burned until dawn.', 'Oil', 'Wick', '£12.50'].join('\n'),
    );

    const md = await scrape({ url: at('/articles/lantern'), format: 'markdown' });
    expect(md.body.data.content).toContain('# The harbor lantern');
    expect(md.body.data.content).toContain(`[Ada](${at('/authors/ada')})`);
    expect(md.body.data.content).toMatch(/-\s+Oil/);
    expect(md.body.data.content).not.toContain('tracking');

    const meta = await scrape({ url: at('/articles/lantern'), format: 'metadata', selectors: { headline: '#headline', price: 'article .price' } });
    expect(meta.body.data.metadata).toEqual({
      title: 'Field notes: the harbor lantern',
      description: 'Notes from the harbor.',
      canonical_url: at('/articles/lantern'),
      language: 'en-GB',
      open_graph: { title: 'The harbor lantern', image: 'https://cdn.site.test/lantern.jpg' },
      twitter: { card: 'summary_large_image' },
      icons: [at('/favicon.png')],
    });
    expect(meta.body.data.extracted).toEqual({ headline: 'The harbor lantern', price: '£12.50' });
  });

  it('a site answering 4xx or 5xx, too big a page and too slow a site are 502/504, uncharged', async () => {
    const before = await env.balance(accountId);
    for (const [path, status, message] of [
      ['/gone', 502, 'answered 404'],
      ['/broken', 502, 'answered 500'],
      ['/huge', 502, 'byte limit'],
      ['/slow', 504, 'did not answer in time'],
    ] as const) {
      const res = await scrape({ url: at(path) });
      expect(res.status, path).toBe(status);
      expect(res.body.error).toMatchObject({ code: 'upstream_error' });
      expect(res.body.error.message).toContain(message);
    }
    expect(await env.balance(accountId)).toBe(before);
  });

  it('private targets are 400 naming why, before any connection, uncharged', async () => {
    const before = { balance: await env.balance(accountId), hits: hits.length };
    for (const [url, reason] of [
      [`http://127.0.0.2:${port}/`, 'a loopback address'],
      [`http://intranet.test:${port}/`, 'a private (RFC 1918) address'],
      ['http://169.254.169.254/latest/meta-data/', 'a link-local address'],
      [at('/to-private'), 'a redirect names a private'],
      [`http://site.test:${port + 1 === 65536 ? 1 : port + 1}/`, 'port'],
    ] as const) {
      const res = await scrape({ url });
      expect(res.status, url).toBe(400);
      expect(res.body.error.message).toContain(reason);
    }
    expect(await env.balance(accountId)).toBe(before.balance);
    // only the redirecting page was asked for
    expect(hits.slice(before.hits)).toEqual(['/to-private al=']);
  });

  it('a test key on the same deployment reads the sandbox web: the site is never asked', async () => {
    const { key: test } = await env.key({ balance: '1' });
    const before = hits.length;
    const res = await scrape({ url: at('/articles/lantern') }, test);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.title).not.toBe('Field notes: the harbor lantern');
    expect(hits.length).toBe(before);
  });

  it('CRAWL_PROVIDER=http is the default; sandbox configures no real provider, so live keys answer 503 source_paused', async () => {
    const platform = (providers: Record<string, string>) =>
      ({ config: { ...env.config, providers }, outbound: env.service.runtime.outbound }) as unknown as PlatformRuntime;
    expect(crawlServices(platform({})).providers.for('live').name).toBe('http');
    expect(crawlServices(platform({ crawl: 'http' })).providers.for('live').name).toBe('http');
    expect(crawlServices(platform({})).providers.for('test').name).toBe('sandbox');
    expect(() => crawlServices(platform({ crawl: 'chrome' }))).toThrow('CRAWL_PROVIDER must be http, got "chrome"');
    const none = crawlServices(platform({ crawl: 'sandbox' })).providers;
    expect(none.real).toBeNull();
    await expect(none.for('live').fetchPage(at('/articles/lantern'), { accept: ['text/html'], maxBytes: 1000 })).rejects.toMatchObject({
      status: 503,
      code: 'source_paused',
    });
  });
});
