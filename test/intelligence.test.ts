import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../platform/config.ts';
import { registry } from '../subgraphs/registry.ts';
import { demoPost, demoProfile } from '../subgraphs/photonet/demo-corpus.ts';
import { startDnsServer, type TestDnsServer } from './helpers/dns-server.ts';
import { createTestEnv, type TestEnv } from './helpers/env.ts';
import { line } from './helpers/fixtures.ts';
import { startSmtpServer, type TestSmtpServer } from './helpers/smtp-server.ts';

/**
 * Profile intelligence end to end: a library profile whose biography and links lead to a link-in-bio page and an
 * official site served on loopback (reached by name through a local DNS server, which also answers MX records that
 * point at a local SMTP server), contact discovery fast and complete, stored contacts, the enrichment bundle, content
 * intelligence, and the one GraphQL query that follows a profile to all of it.
 */

const BASE = demoProfile(3);
const USER = BASE.username;
let env: TestEnv;
let key: string;
/** A live key: contact discovery reads the real web (here sites on loopback) and stores what it finds only for live keys. */
let liveKey: string;
let accountId: number;
let site: Server;
let port: number;
let dns: TestDnsServer;
let smtp: TestSmtpServer;
const served: string[] = [];

const LINKTREE = (p: number) => `<!doctype html><html><head><title>${USER} | Linktree</title></head><body>
<script id="__NEXT_DATA__" type="application/json">${JSON.stringify({
  props: {
    pageProps: {
      account: {
        username: USER,
        pageTitle: 'Studio Nova',
        description: 'Press: press@novastudio.test',
        profilePictureUrl: null,
        socialLinks: [
          { type: 'PHOTONET', url: `https://photonet.example/${USER}/` },
          { type: 'YOUTUBE', url: 'https://www.youtube.com/@novastudio' },
        ],
      },
      links: [
        { title: 'Our site', url: `http://novastudio.test:${p}/`, type: 'CLASSIC' },
        { title: 'Shop', url: `http://novastudio.test:${p}/shop`, type: 'CLASSIC' },
      ],
    },
  },
})}</script></body></html>`;

const HOME = `<!doctype html><html><body><h1>Studio Nova</h1>
<nav><a href="/about">About</a> <a href="/contact">Contact us</a> <a href="/impressum">Impressum</a></nav>
<p>Wholesale: <a href="mailto:sales@novastudio.test">sales@novastudio.test</a></p>
<footer><a href="https://bsky.app/profile/novastudio.test">Follow us</a></footer></body></html>`;
const CONTACT = `<!doctype html><html><body>
<p>Partnerships &amp; sponsorships: <a href="/cdn-cgi/l/email-protection" class="__cf_email__" data-cfemail="${cloudflare('partners@novastudio.test')}">[email&#160;protected]</a></p>
<p>Support: support&#64;novastudio.test</p></body></html>`;
const IMPRESSUM = `<!doctype html><html><body><address>Nova GmbH, info (at) novastudio (dot) test</address></body></html>`;

function cloudflare(email: string): string {
  const key = 0x42;
  return key.toString(16) + [...Buffer.from(email)].map((b) => (b ^ key).toString(16).padStart(2, '0')).join('');
}

async function post(path: string, body: unknown, k = key) {
  return env.rest(path, k, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
}

beforeAll(async () => {
  site = createServer((req, res) => {
    const host = req.headers.host?.split(':')[0];
    served.push(`${host}${req.url}`);
    const html = (body: string) => res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(body);
    if (host === 'linktr.ee' && req.url === `/${USER}`) return html(LINKTREE(port));
    if (host === 'novastudio.test' && req.url === '/') return html(HOME);
    if (host === 'novastudio.test' && req.url === '/contact') return html(CONTACT);
    if (host === 'novastudio.test' && req.url === '/impressum') return html(IMPRESSUM);
    if (host === 'novastudio.test' && req.url === '/about') return html('<p>About us.</p>');
    res.writeHead(404, { 'content-type': 'text/html' }).end('<p>none</p>');
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  port = (site.address() as AddressInfo).port;
  // The mail host accepts the addresses that exist and refuses others: the random catch-all probe is refused.
  const mailboxes = new Set(['partners@novastudio.test', 'press@novastudio.test', 'sales@novastudio.test', 'hello@novastudio.test']);
  smtp = await startSmtpServer({ rcpt: (address) => (mailboxes.has(address) ? '250 2.1.5 OK' : '550 5.1.1 no such user') });
  dns = await startDnsServer(
    (name, type) =>
      type === 'AAAA'
        ? []
        : ['linktr.ee', 'novastudio.test', 'mx.novastudio.test'].includes(name)
          ? ['127.0.0.1']
          : name === 'intranet.test'
            ? ['10.3.2.1']
            : null,
    { mx: (name) => (name === 'novastudio.test' ? [{ preference: 10, exchange: 'mx.novastudio.test' }] : null) },
  );
  env = await createTestEnv({
    outbound: { ...loadConfig().outbound, allowCidrs: '127.0.0.1/32', dnsServers: [dns.address], ports: [port] },
    env: { SMTP_PROBE_PORT: String(smtp.port), SMTP_PROBE_HELO: 'verify.test', SMTP_PROBE_COMMAND_TIMEOUT_MS: '2000' },
  });
  const profile = {
    ...BASE,
    biography: 'Design studio ✦ collabs: hello [at] novastudio [dot] test ✦ shop below',
    external_urls: [`http://linktr.ee:${port}/${USER}`, `http://intranet.test:${port}/admin`],
    is_business_account: true,
  };
  const report = await registry.importCorpus(env.services.db, [line(profile), ...Array.from({ length: 4 }, (_, n) => line(demoPost(3, n).post, 'post'))]);
  if (report.failed) throw new Error(JSON.stringify(report.errors));
  ({ key, accountId } = await env.key({ balance: '5' }));
  ({ key: liveKey } = await env.key({ balance: '5', mode: 'live' }));
});
afterAll(async () => {
  await env?.close();
  await new Promise<void>((resolve) => (site ? site.close(() => resolve()) : resolve()));
  await dns?.close();
  await smtp?.close();
});

describe('contact discovery', () => {
  it('stored contacts are 404 before any run', async () => {
    const res = await env.rest(`/v1/intelligence/contact/stored?network=photonet&q=${USER}`, key);
    expect(res.status).toBe(404);
  });

  it("a test key's addresses are verified by the sandbox rule: no mail host is contacted, nothing is stored", async () => {
    const commands = smtp.commands().length;
    const res = await post('/v1/intelligence/contact/fast', { network: 'photonet', q: `@${USER}` });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.emails.map((e: { email: string; verification: unknown }) => [e.email, e.verification])).toEqual([
      ['hello@novastudio.test', expect.objectContaining({ status: 'deliverable', provider: 'sandbox', dns: 'mx_present', reason: null })],
    ]);
    expect(smtp.commands().length).toBe(commands);
    expect((await env.rest(`/v1/intelligence/contact/stored?network=photonet&q=${USER}`, key)).status).toBe(404);
  });

  it('fast reads the profile itself: an obfuscated address in the biography, classified, verified by SMTP', async () => {
    const res = await post('/v1/intelligence/contact/fast', { network: 'photonet', q: `@${USER}` }, liveKey);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.meta.cost).toBe('$0.0020');
    expect(res.body.data.cached).toBe(false);
    expect(res.body.data.emails).toEqual([
      {
        email: 'hello@novastudio.test',
        category: 'collab',
        contact_relevance: 'recommended',
        reliability: 0.85,
        source_url: `https://photonet.example/${USER}/`,
        source_type: 'official_profile',
        evidence: expect.stringContaining('collabs: hello [at] novastudio'),
        verification: expect.objectContaining({ status: 'deliverable', provider: 'smtp', dns: 'mx_present', reason: null }),
      },
    ]);
    // no page was read
    expect(served).toEqual([]);
  });

  it('complete also reads the link-in-bio page and the official site, skips a private address, and stores the result', async () => {
    const res = await post('/v1/intelligence/contact/complete', { network: 'photonet', q: USER, goal: 'press' }, liveKey);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.meta.cost).toBe('$0.0100');
    const emails = res.body.data.emails as {
      email: string;
      category: string;
      contact_relevance: string;
      source_type: string;
      evidence: string;
      verification: { status: string; sub_status: string | null };
    }[];
    expect(emails.map((e) => e.email)).toEqual([
      'hello@novastudio.test',
      'press@novastudio.test',
      'sales@novastudio.test',
      'partners@novastudio.test',
      'support@novastudio.test',
      'info@novastudio.test',
    ]);
    const by = (email: string) => emails.find((e) => e.email === email)!;
    expect(by('press@novastudio.test')).toMatchObject({ category: 'press', contact_relevance: 'recommended', source_type: 'link_in_bio' });
    expect(by('sales@novastudio.test')).toMatchObject({ category: 'corporate_sales', contact_relevance: 'not_recommended', source_type: 'official_site' });
    expect(by('partners@novastudio.test')).toMatchObject({
      category: 'collab',
      source_type: 'official_site',
      evidence: expect.stringMatching(/^Cloudflare-protected address/),
    });
    expect(by('support@novastudio.test')).toMatchObject({ category: 'support', verification: { status: 'undeliverable' } });
    expect(by('info@novastudio.test').verification.status).toBe('undeliverable');
    expect(res.body.data.social_accounts).toContainEqual({ platform: 'photonet', handle: USER, url: `https://photonet.example/${USER}/` });
    // the private address was never fetched; the site's pages were
    expect(served.some((s) => s.startsWith('intranet.test'))).toBe(false);
    expect(served).toEqual(expect.arrayContaining([`linktr.ee/${USER}`, 'novastudio.test/', 'novastudio.test/contact', 'novastudio.test/impressum']));
    // DATA is never sent to the mail host
    expect(smtp.commands().some((c) => /^DATA/i.test(c))).toBe(false);

    const stored = await env.rest(`/v1/intelligence/contact/stored?network=photonet&q=${USER}&goal=sales`, key);
    expect(stored.status).toBe(200);
    expect(stored.body.meta.cost).toBe('$0.0005');
    expect(stored.body.data.cached).toBe(true);
    expect(stored.body.data.emails.map((e: { email: string }) => e.email)).toEqual(emails.map((e) => e.email));
    // relevance follows the goal asked now
    expect(stored.body.data.emails.find((e: { email: string }) => e.email === 'sales@novastudio.test').contact_relevance).toBe('recommended');

    // The accounts found on the pages are the profile's links, each with where it was found; its own account is not one.
    const linkedQuery = `{ photonetProfile(q: "${USER}") { linkedAccounts { platform handle sourceType sourceUrl evidence foundAt } } }`;
    const linked = await env.graphql(linkedQuery, key);
    expect(linked.body.errors, JSON.stringify(linked.body.errors)).toBeUndefined();
    const links = linked.body.data.photonetProfile.linkedAccounts;
    // What the profile states itself first (its link-in-bio page is an account of its own), then what the pages gave,
    // in the order stored (time found, then network and handle).
    expect(links).toEqual([
      {
        platform: 'linktr.ee',
        handle: USER,
        sourceType: 'official_profile',
        sourceUrl: `https://photonet.example/${USER}/`,
        evidence: 'external link on the profile',
        foundAt: expect.any(String),
      },
      {
        platform: 'openfeed',
        handle: 'novastudio.test',
        sourceType: 'official_site',
        sourceUrl: `http://novastudio.test:${port}/`,
        evidence: 'link on the official site',
        foundAt: expect.any(String),
      },
      {
        platform: 'videonet',
        handle: 'novastudio',
        sourceType: 'link_in_bio',
        sourceUrl: `http://linktr.ee:${port}/${USER}`,
        evidence: 'social link on the link-in-bio page',
        foundAt: expect.any(String),
      },
    ]);
    // A fast run reads only the profile itself: what the pages gave stays linked, each with the time first found; so
    // does a complete run that finds them again.
    expect((await post('/v1/intelligence/contact/fast', { network: 'photonet', q: USER }, liveKey)).status).toBe(200);
    expect((await env.graphql(linkedQuery, key)).body.data.photonetProfile.linkedAccounts).toEqual(links);
    expect((await post('/v1/intelligence/contact/complete', { network: 'photonet', q: USER, goal: 'press' }, liveKey)).status).toBe(200);
    expect((await env.graphql(linkedQuery, key)).body.data.photonetProfile.linkedAccounts).toEqual(links);
  });

  it("a test key's complete discovery reads the sandbox web, never the sites, and stores nothing", async () => {
    const before = await env.rest(`/v1/intelligence/contact/stored?network=photonet&q=${USER}`, key);
    const fetched = served.length;
    const res = await post('/v1/intelligence/contact/complete', { network: 'photonet', q: USER, goal: 'press' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.meta.cost).toBe('$0.0100');
    expect(served.length).toBe(fetched);
    expect(res.body.data.emails.map((e: { email: string }) => e.email)).not.toContain('press@novastudio.test');
    const after = await env.rest(`/v1/intelligence/contact/stored?network=photonet&q=${USER}`, key);
    expect(after.body.data).toEqual(before.body.data);
  });

  it('bad input is 400 naming it and a profile not in the library 404, uncharged', async () => {
    const before = await env.balance(accountId);
    for (const [body, message] of [
      [{ network: 'photonet' }, 'q is required'],
      [{ network: 'nowhere', q: USER }, 'network "nowhere" has no library'],
      [{ network: 'photonet', q: USER, goal: 'spam' }, 'goal must be'],
      [{ network: 'photonet', q: USER, extra: true }, 'Unknown parameter'],
    ] as const) {
      const res = await post('/v1/intelligence/contact/fast', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.message).toContain(message);
    }
    expect((await post('/v1/intelligence/contact/fast', { network: 'photonet', q: 'not_in_library' })).status).toBe(404);
    expect(await env.balance(accountId)).toBe(before);
  });
});

describe('enrichment and content intelligence', () => {
  it('the bundle omits nulls, lists its sources, and is written into the library profile', async () => {
    const res = await env.rest(`/v1/intelligence/enrichment?network=photonet&q=${USER}`, key);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.meta.cost).toBe('$0.0020');
    const bundle = res.body.data;
    expect(bundle.sources).toEqual(['profile', 'posts']);
    expect(Object.values(bundle)).not.toContain(null);
    for (const field of [
      'entity_type',
      'account_role',
      'primary_niche',
      'sub_niches',
      'languages',
      'bio_summary',
      'content_summary',
      'audience_summary',
      'brand_fit_summary',
    ]) {
      expect(bundle, field).toHaveProperty(field);
    }
    const library = await env.rest(`/v1/photonet/profile?q=${USER}`, key);
    expect(library.body.data.enrichment).toMatchObject({
      entity_type: bundle.entity_type,
      primary_niche: bundle.primary_niche,
      enrichment_version: expect.any(String),
    });
    // the library shows every field, null where absent
    expect(Object.keys(library.body.data.enrichment).length).toBeGreaterThanOrEqual(24);
  });

  it('a stored post answers its signals by its stored id', async () => {
    const [{ id }] = await env.services.db.query<{ id: number }>(
      'SELECT p.id FROM photonet_posts p JOIN photonet_profiles o ON o.id = p.owner_id WHERE o.username = $1 ORDER BY p.posted_at DESC LIMIT 1',
      [USER],
    );
    const res = await env.rest(`/v1/intelligence/custom/content?post_id=${id}`, key);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({
      post_id: Number(id),
      sentiment: expect.stringMatching(/^(positive|neutral|negative)$/),
      sponsorship: { is_sponsored: expect.any(Boolean) },
    });
    expect(res.body.meta.cost).toBe('$0.0010');
    expect((await env.rest('/v1/intelligence/custom/content?post_id=999999999', key)).status).toBe(404);
  });
});

describe('the graph', () => {
  it('one query follows a profile to its posts, its stored contacts, the profile its social account names, its enrichment and the conversations held with it, each field at its REST price', async () => {
    const session = await post('/v1/photonet/dm/sessions', {});
    expect(session.status, JSON.stringify(session.body)).toBe(200);
    const sent = await post(`/v1/photonet/dm/sessions/${session.body.data.session_id}/messages`, {
      to: `@${USER}`,
      text: 'Hello from Studio Nova',
      client_token: 'intel-1',
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const res = await env.graphql(
      `{ photonetProfile(q: "${USER}") {
          username
          posts(first: 2) { nodes { shortcode } }
          contacts(goal: collaboration) { cached emails { email contactRelevance verification { status } } socialAccounts { platform handle profile { ... on Profile { username followers } } } }
          enrichmentBundle { primaryNiche sources }
          conversations { recipient messageCount recipientProfile { username } }
        } }`,
      key,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.errors, JSON.stringify(res.body.errors)).toBeUndefined();
    const profile = res.body.data.photonetProfile;
    expect(profile.contacts, JSON.stringify(res.body)).not.toBeNull();
    expect(profile.contacts.cached).toBe(true);
    expect(profile.contacts.emails[0]).toEqual({ email: 'hello@novastudio.test', contactRelevance: 'recommended', verification: { status: 'deliverable' } });
    expect(profile.contacts.socialAccounts).toContainEqual({ platform: 'photonet', handle: USER, profile: { username: USER, followers: BASE.followers } });
    expect(profile.enrichmentBundle.sources).toEqual(['profile', 'posts']);
    expect(profile.conversations).toEqual([{ recipient: USER, messageCount: 1, recipientProfile: { username: USER } }]);
    // profile $0.0005 + one started block of posts $0.0005 + stored contacts $0.0005 + enrichment $0.002 + the
    // conversation list $0.0005, as on REST; following a found account to its library profile is part of the
    // contacts already paid for
    expect(res.body.extensions.cost.actual).toBe('$0.0040');
  });
});

describe('a configured model that fails', () => {
  let modelEnv: TestEnv;
  let model: Server;
  const asked: string[] = [];
  beforeAll(async () => {
    model = createServer((req, res) => {
      asked.push(req.url ?? '');
      res.writeHead(500, { 'content-type': 'application/json' }).end('{"error":"overloaded"}');
    });
    await new Promise<void>((resolve) => model.listen(0, '127.0.0.1', resolve));
    const { port: modelPort } = model.address() as AddressInfo;
    modelEnv = await createTestEnv({
      // The model is called through the guarded outbound fetcher: the fake's loopback address and port are allowed.
      outbound: { ...loadConfig().outbound, allowCidrs: '127.0.0.1/32', dnsServers: ['127.0.0.1:9'], ports: [modelPort] },
      env: { INTELLIGENCE_MODEL_URL: `http://127.0.0.1:${modelPort}`, INTELLIGENCE_MODEL: 'test-model', INTELLIGENCE_MODEL_KEY: 'k' },
    });
    const report = await registry.importCorpus(modelEnv.services.db, [line(BASE)]);
    if (report.failed) throw new Error(JSON.stringify(report.errors));
  });
  afterAll(async () => {
    await modelEnv?.close();
    await new Promise<void>((resolve) => (model ? model.close(() => resolve()) : resolve()));
  });

  it('stores nothing of it and charges nothing: 502, the library enrichment as it was', async () => {
    const { key: k, accountId: account } = await modelEnv.key({ balance: '1' });
    const before = (await modelEnv.rest(`/v1/photonet/profile?q=${USER}`, k)).body.data.enrichment;
    const balance = await modelEnv.balance(account);
    const res = await modelEnv.rest(`/v1/intelligence/enrichment?network=photonet&q=${USER}`, k);
    expect(res.status).toBe(502);
    expect(res.body.error.code).toBe('upstream_error');
    expect(asked).toEqual(['/v1/chat/completions']);
    expect(await modelEnv.balance(account)).toBe(balance);
    expect((await modelEnv.rest(`/v1/photonet/profile?q=${USER}`, k)).body.data.enrichment).toEqual(before);
  });
});
