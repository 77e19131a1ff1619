import { readFileSync } from 'node:fs';
import { load } from 'cheerio';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../platform/clock.ts';
import type { FetchedPage, PageSource } from '../platform/outbound/page.ts';
import { snakeCase } from '../platform/names.ts';
import { SandboxMedia } from '../platform/sandbox/sandbox.ts';
import { FIXTURES, fixturePage, renderFixture } from '../subgraphs/linkinbio/fixtures/index.ts';
import { providerOf, type LinkinbioPage, type RawPage } from '../platform/linkinbio/page.ts';
import { emailsIn } from '../platform/linkinbio/emails.ts';
import { parseGeneric } from '../platform/linkinbio/generic.ts';
import { parsePage } from '../platform/linkinbio/index.ts';
import { absoluteLink } from '../platform/linkinbio/links.ts';
import { acquirePage } from '../subgraphs/linkinbio/read-page.ts';
import { sandboxModel } from '../platform/linkinbio/sandbox.ts';
import { renderPage } from '../platform/linkinbio/templates/index.ts';
import { registry } from '../subgraphs/registry.ts';
import { createTestEnv, type TestEnv } from './helpers/env.ts';
import { fetcherRefusal, REFUSED_URLS } from './helpers/outbound-refusals.ts';

const PAGE_KEYS = ['url', 'final_url', 'provider', 'handle', 'display_name', 'bio', 'avatar_url', 'links', 'emails', 'socials'];
const raw = (url: string, html: string, finalUrl = url): RawPage => ({ url, final_url: finalUrl, status: 200, content_type: 'text/html', html });
const fixtureRaw = (name: string) => {
  const f = FIXTURES.find((x) => x.name === name)!;
  return raw(f.url, readFileSync(f.file, 'utf8'));
};
const link = (url: string, label: string | null = null) => ({ url, label });
/** Where our networks' profile pages live, as the runtime gathers them from the modules. */
const NAMED = registry.modules.flatMap((mod) => mod.profilePages ?? []);
const parse = (page: RawPage) => parsePage(page, NAMED);

/** What each parser reads from its sample page: written out by hand from the page, not from the parser. */
const EXPECTED: Record<string, LinkinbioPage> = {
  linktree: {
    url: 'https://linktr.ee/maya.bakes',
    final_url: 'https://linktr.ee/maya.bakes',
    provider: 'linktree',
    handle: 'maya.bakes',
    display_name: 'Maya Chen',
    bio: 'Sourdough, slow mornings & small-batch bakes 🍞 Collabs: maya [at] mayabakes [dot] com',
    avatar_url: 'https://ugc.production.linktr.ee/7f3c2a1e-4b5d-4e8f-9a0b-1c2d3e4f5a6b_maya.jpeg',
    links: [
      // social icons sit above the links (socialLinksPosition TOP)
      link('https://www.instagram.com/maya.bakes/'),
      link('https://www.tiktok.com/@maya.bakes'),
      link('https://www.youtube.com/@mayabakes'),
      link('mailto:hello@mayabakes.com'),
      link('https://mayabakes.com/course?utm_source=linktree', 'Sourdough starter course'),
      // the HEADER is not a link; the tracking redirect is unwrapped
      link('https://shop.mayabakes.com/products/bread-kit', 'Bread kit'),
      link('https://shop.mayabakes.com/products/banneton', 'Banneton set'),
      link('mailto:Hello@MayaBakes.com?subject=Hello%20Maya', 'Email me'),
      // "Starter course (again!)" is the first link again; the hidden link is not on the page
      link('https://www.youtube.com/watch?v=k3QxY7pLm2A', 'Latest video'),
      link('https://mayabakes.com/blog'),
      link('https://open.spotify.com/show/4rOoJ6Egrf8K2IrywzwOMk', 'Podcast'),
    ],
    emails: ['maya@mayabakes.com', 'hello@mayabakes.com'],
    socials: [
      // accounts on our networks' hosts are named by the network, others by their host's domain
      { platform: 'photonet', handle: 'maya.bakes', url: 'https://www.instagram.com/maya.bakes/' },
      { platform: 'clipnet', handle: 'maya.bakes', url: 'https://www.tiktok.com/@maya.bakes' },
      { platform: 'videonet', handle: 'mayabakes', url: 'https://www.youtube.com/@mayabakes' },
      { platform: 'spotify.com', handle: '4rOoJ6Egrf8K2IrywzwOMk', url: 'https://open.spotify.com/show/4rOoJ6Egrf8K2IrywzwOMk' },
    ],
  },
  beacons: {
    url: 'https://beacons.ai/jordan.fit',
    final_url: 'https://beacons.ai/jordan.fit',
    provider: 'beacons',
    handle: 'jordan.fit',
    display_name: 'Jordan Reyes',
    bio: 'Strength coach · home workouts that actually fit your day',
    avatar_url: 'https://cdn.beacons.ai/user_content/jordan.fit/profile_3f9c2e.jpeg',
    links: [
      link('https://instagram.com/jordan.fit'),
      link('https://www.tiktok.com/@jordanfit'),
      link('https://x.com/jordan_fit'),
      link('mailto:Coach.Jordan@Example.com'),
      link('https://jordanfit.example.com/program', '12-week strength program'),
      // the hidden guide is skipped; the relative store link resolves against the page
      link('https://beacons.ai/jordan.fit/store/meal-plan', 'Meal plan (PDF)'),
      link('https://beacons.ai/jordan.fit/coaching', '1:1 coaching'),
      // the program again, wrapped in a tracking redirect: one link
      link('https://open.spotify.com/playlist/37i9dQZF1DX76Wlfdnj7AP', 'Gym playlist'),
    ],
    emails: ['coach.jordan@example.com', 'partnerships@jordanfit.com'],
    socials: [
      { platform: 'photonet', handle: 'jordan.fit', url: 'https://instagram.com/jordan.fit' },
      { platform: 'clipnet', handle: 'jordanfit', url: 'https://www.tiktok.com/@jordanfit' },
      { platform: 'chirpnet', handle: 'jordan_fit', url: 'https://x.com/jordan_fit' },
    ],
  },
  stan: {
    url: 'https://stan.store/samcreates',
    final_url: 'https://stan.store/samcreates',
    provider: 'stan',
    handle: 'samcreates',
    display_name: 'Sam Okafor',
    bio: null,
    avatar_url: 'https://assets.stan.store/avatars/samcreates-8d1f0c.jpg',
    links: [
      link('https://www.instagram.com/samcreates'),
      link('https://youtube.com/c/SamCreatesStudio'),
      link('https://www.pinterest.com/samcreates/'),
      link('https://stan.store/samcreates/p/lightroom-presets', 'Lightroom preset pack'),
      link('https://stan.store/samcreates/p/color-grading-course', 'Mini course: color grading'),
      link('https://kit.co/samcreates/editing-gear', 'My editing gear'),
      link('https://calendly.com/samcreates/30min', 'Book a call'),
      link('mailto:sam@samcreates.studio', 'Email'),
    ],
    emails: ['sam@samcreates.studio', 'orders@samcreates.studio'],
    socials: [
      { platform: 'photonet', handle: 'samcreates', url: 'https://www.instagram.com/samcreates' },
      // a channel name is compared in lower case (only `UC…` channel ids keep their case)
      { platform: 'videonet', handle: 'samcreatesstudio', url: 'https://youtube.com/c/SamCreatesStudio' },
      { platform: 'pinnet', handle: 'samcreates', url: 'https://www.pinterest.com/samcreates/' },
    ],
  },
  carrd: {
    url: 'https://lena.carrd.co/',
    final_url: 'https://lena.carrd.co/',
    provider: 'carrd',
    handle: 'lena',
    display_name: 'Lena Marsh',
    bio: 'Illustrator & comic artist. Commissions open!',
    avatar_url: 'https://lena.carrd.co/assets/images/image01.jpg?v=8c2d4a1f',
    links: [
      link('https://instagram.com/lenamarsh.art', 'Photos'),
      link('https://twitter.com/lenamarsh', 'Posts'),
      link('https://bsky.app/profile/lenamarsh.bsky.social', 'Skies'),
      link('mailto:commissions@lenamarsh.art', 'Email'),
      link('https://lenamarsh.art/', 'Portfolio'),
      link('https://lenamarsh.example.com/shop', 'Shop prints'),
      link('https://webcomics.example.org/tidewater', "Read 'Tidewater'"),
      link('https://ko-fi.com/lenamarsh', 'Tip jar'),
      // "Portfolio (again)", the in-page #contact and #home buttons and the builder's badge are not owner's links
    ],
    emails: ['commissions@lenamarsh.art', 'lena@lenamarsh.art'],
    socials: [
      { platform: 'photonet', handle: 'lenamarsh.art', url: 'https://instagram.com/lenamarsh.art' },
      { platform: 'chirpnet', handle: 'lenamarsh', url: 'https://twitter.com/lenamarsh' },
      { platform: 'openfeed', handle: 'lenamarsh.bsky.social', url: 'https://bsky.app/profile/lenamarsh.bsky.social' },
    ],
  },
  generic: {
    url: 'https://nadia.example.net/links/',
    final_url: 'https://nadia.example.net/links/',
    provider: 'generic',
    handle: null,
    display_name: 'Nadia Okonkwo',
    bio: 'Product designer in Lisbon. Writing about design systems.',
    avatar_url: 'https://nadia.example.net/img/nadia-portrait.jpg',
    links: [
      link('https://nadia.example.net/', 'Nadia Okonkwo'),
      link('https://nadia.example.net/work/', 'Work'),
      // the link to this very page and #contact are not outbound; icon links are labelled by aria-label
      link('https://www.linkedin.com/in/nadia-okonkwo/', 'Work'),
      link('https://github.com/nadiao', 'Code'),
      link('https://nadia.substack.com/', 'Newsletter'),
      link('https://mastodon.social/@nadia', 'Toots'),
      link('https://courses.example.com/design-systems?ref=nadia', 'Design systems course'),
      link('https://slides.example.com/nadia/tokens-at-scale', 'Slides: tokens at scale'),
      // the wrapped course link is the course again; tel: and javascript: are not links
      link('https://nadia.example.net/links/files/nadia-cv.pdf', 'Résumé (PDF)'),
      link('mailto:nadia@example.net?subject=Chat&body=Hi%20Nadia', 'Book a chat'),
    ],
    emails: ['nadia@example.net', 'talks@nadia.design'],
    socials: [
      { platform: 'jobnet', handle: 'nadia-okonkwo', url: 'https://www.linkedin.com/in/nadia-okonkwo/' },
      { platform: 'github.com', handle: 'nadiao', url: 'https://github.com/nadiao' },
      { platform: 'substack.com', handle: 'nadia', url: 'https://nadia.substack.com/' },
    ],
  },
};

describe('linkinbio parsers', () => {
  it('the fixture files are what the templates render from their models, and a path serves each', () => {
    for (const f of FIXTURES) {
      expect(readFileSync(f.file, 'utf8'), `${f.name}.html is stale: npx tsx subgraphs/linkinbio/fixtures/write.ts`).toBe(renderFixture(f.name));
      expect(fixturePage(f.path)).toBe(readFileSync(f.file, 'utf8'));
      expect(providerOf(new URL(f.url))).toBe(f.provider);
    }
    expect(new Set(FIXTURES.map((f) => f.path)).size).toBe(FIXTURES.length);
    expect(fixturePage('/no-such-page')).toBeNull();
    for (const f of FIXTURES) expect(Buffer.byteLength(readFileSync(f.file))).toBeLessThan(12_000);
  });

  it.each(FIXTURES.map((f) => f.name))('%s: exactly the page', (name) => {
    const page = parse(fixtureRaw(name));
    expect(Object.keys(page)).toEqual(PAGE_KEYS);
    expect(page).toEqual(EXPECTED[name]);
  });

  it('relative links resolve against the final URL after redirects', () => {
    const moved = fixtureRaw('stan');
    const page = parse({ ...moved, url: 'https://stan.store/SamCreates', final_url: 'https://stan.store/samcreates?ref=bio' });
    expect(page.url).toBe('https://stan.store/SamCreates');
    expect(page.links.map((l) => l.url)).toContain('https://stan.store/samcreates/p/lightroom-presets');
  });

  it("a provider's page without its app state is read as a generic page, still that provider's", () => {
    const page = parse(raw('https://linktr.ee/nadia', fixtureRaw('generic').html));
    expect(page).toMatchObject({ provider: 'linktree', handle: 'nadia', display_name: 'Nadia Okonkwo' });
    expect(page.links.map((l) => l.url)).toContain('https://courses.example.com/design-systems?ref=nadia');
    // broken JSON is no app state either
    const broken = fixtureRaw('beacons').html.replace('"props":', '"props":,');
    expect(parse(raw('https://beacons.ai/jordan.fit', broken))).toMatchObject({
      provider: 'beacons',
      handle: 'jordan.fit',
      display_name: 'Jordan Reyes | Beacons',
    });
  });

  it('a generic page honours <base href> and reads missing fields as null', () => {
    const html = '<html><head><base href="/shop/"></head><body><a href="item">Item</a><a href="https://a.example/"> </a><a href="mailto:">x</a></body></html>';
    const page = parseGeneric(load(html), raw('https://b.example/x/y', html), NAMED);
    expect(page).toEqual({
      url: 'https://b.example/x/y',
      final_url: 'https://b.example/x/y',
      provider: 'generic',
      handle: null,
      display_name: null,
      bio: null,
      avatar_url: null,
      links: [link('https://b.example/shop/item', 'Item'), link('https://a.example/')],
      emails: [],
      socials: [],
    });
  });

  it('emails: plain, mailto and written-out forms; files and prose are not addresses', () => {
    expect(emailsIn('maya [at] mayabakes [dot] com, x (at) y (dot) co (dot) uk, A.B+c {at} d-e [dot] io')).toEqual([
      'maya@mayabakes.com',
      'x@y.co.uk',
      'a.b+c@d-e.io',
    ]);
    expect(emailsIn('ORDERS AT SHOP DOT STUDIO and ping me @ home, hello @ x.com')).toEqual(['orders@shop.studio', 'hello@x.com']);
    expect(emailsIn('logo@2x.png meet at the park dot com <h2>Contact</h2>a@b')).toEqual([]);
    expect(emailsIn('Mail: First.Last@Example.COM.')).toEqual(['first.last@example.com']);
  });

  it('links: relative, protocol-relative, tracking redirects unwrapped, non-links dropped', () => {
    const base = 'https://p.example/a/b';
    expect(absoluteLink('c?d=1#e', base)).toBe('https://p.example/a/c?d=1#e');
    expect(absoluteLink('//q.example/x', base)).toBe('https://q.example/x');
    expect(absoluteLink('https://l.linktr.ee/?url=https%3A%2F%2Fl.instagram.com%2F%3Fu%3Dhttps%253A%252F%252Fz.example%252F', base)).toBe('https://z.example/');
    expect(absoluteLink('https://www.google.com/url?q=https://z.example/p&sa=D', base)).toBe('https://z.example/p');
    expect(absoluteLink('https://l.linktr.ee/?url=javascript:alert(1)', base)).toBe('https://l.linktr.ee/?url=javascript:alert(1)');
    for (const href of ['#top', 'javascript:void(0)', 'tel:+1555', 'data:text/html,x', 'http://[bad', '', '   ', 'mailto:', 'mailto:?subject=x'])
      expect(absoluteLink(href, base), href).toBeNull();
  });

  it("socials: accounts on our networks' hosts named by the network, others by their domain; posts, sharing and site pages are not accounts", () => {
    const hrefs = [
      'https://m.facebook.com/Some.Page',
      'https://www.facebook.com/profile.php?id=100012345678901&sk=about',
      'https://www.linkedin.com/company/acme-co/about/',
      'https://www.snapchat.com/add/kai.s',
      'https://www.youtube.com/channel/UCabcdefghijklmnopqrstuv/videos',
      'https://x.com/Kai_S/media',
      'https://www.reddit.com/user/some_one/',
      'https://github.com/Kai-S?tab=repositories',
      // another link-in-bio page is an account of its own, as contact discovery reads it
      'https://linktr.ee/kai.s',
      // not accounts
      'https://www.instagram.com/p/Cx1abc/',
      'https://x.com/intent/tweet?text=hi',
      'https://www.facebook.com/sharer/sharer.php?u=x',
      'https://www.youtube.com/watch?v=abc',
      'https://youtu.be/abc',
      'https://www.tiktok.com/@someone/video/123',
      'https://www.pinterest.com/pin/123/',
      'https://github.com/features',
      'https://instagram.com.evil.example/kai',
      'https://unknown.example/someone',
      'mailto:a@b.co',
    ];
    const html = `<html><body>${hrefs.map((href) => `<a href="${href}">x</a>`).join('')}</body></html>`;
    expect(parse(raw('https://kai.example/', html)).socials).toEqual([
      { platform: 'facenet', handle: 'some.page', url: 'https://m.facebook.com/Some.Page' },
      { platform: 'facenet', handle: '100012345678901', url: 'https://www.facebook.com/profile.php?id=100012345678901&sk=about' },
      { platform: 'jobnet', handle: 'acme-co', url: 'https://www.linkedin.com/company/acme-co/about/' },
      { platform: 'blinknet', handle: 'kai.s', url: 'https://www.snapchat.com/add/kai.s' },
      { platform: 'videonet', handle: 'UCabcdefghijklmnopqrstuv', url: 'https://www.youtube.com/channel/UCabcdefghijklmnopqrstuv/videos' },
      { platform: 'chirpnet', handle: 'kai_s', url: 'https://x.com/Kai_S/media' },
      { platform: 'reddit.com', handle: 'some_one', url: 'https://www.reddit.com/user/some_one/' },
      // the query and fragment are not the account's
      { platform: 'github.com', handle: 'kai-s', url: 'https://github.com/Kai-S' },
      { platform: 'linktr.ee', handle: 'kai.s', url: 'https://linktr.ee/kai.s' },
    ]);
  });

  it('every sandbox page parses back to what it was made from, for each provider', () => {
    const media = new SandboxMedia(() => 'http://127.0.0.1:1', 'secret', 3600, new ManualClock(Date.UTC(2026, 10, 1)));
    const urls = ['https://linktr.ee/%s', 'https://beacons.ai/%s', 'https://stan.store/%s', 'https://%s.carrd.co/', 'https://%s.example.org/links'];
    let checked = 0;
    for (const template of urls) {
      for (let i = 0; i < 25; i++) {
        const url = new URL(template.replace('%s', `creator${i}`));
        const model = sandboxModel(url, media);
        const page = parse(raw(url.href, renderPage(providerOf(url), model)));
        const where = url.href;
        expect(page.provider, where).toBe(providerOf(url));
        if (model.name) expect(page.display_name, where).toBe(model.name);
        expect(page.bio, where).toBe(model.bio ?? null);
        expect(page.avatar_url, where).toBe(model.avatar ?? null);
        const urlsFound = page.links.map((l) => l.url);
        expect(new Set(urlsFound).size, where).toBe(urlsFound.length);
        const shown = model.links.filter((l) => !l.header && !l.hidden && l.href).map((l) => absoluteLink(l.href, url.href));
        expect(urlsFound, where).toEqual(expect.arrayContaining([...shown, ...model.socials.map((s) => absoluteLink(s.href, url.href))]));
        for (const hidden of model.links.filter((l) => l.hidden)) expect(urlsFound, where).not.toContain(absoluteLink(hidden.href, url.href));
        expect(
          urlsFound.some((u) => /^https:\/\/l\.(linktr\.ee|instagram\.com)\//.test(u)),
          where,
        ).toBe(false);
        const mailto = [...model.socials, ...model.links].filter((l) => l.href?.startsWith('mailto:')).map((l) => l.href!.slice(7).split('?')[0]);
        expect(page.emails, where).toEqual(expect.arrayContaining(mailto));
        if (model.bio?.includes('[at]'))
          expect(
            page.emails.some((e) => e.startsWith('bookings@')),
            where,
          ).toBe(true);
        // Linktree pages have no text block to hold the note.
        if (model.note && page.provider !== 'linktree')
          expect(
            page.emails.some((e) => e.startsWith('team@')),
            where,
          ).toBe(true);
        expect(page.socials.length, where).toBe(model.socials.filter((s) => !s.href.startsWith('mailto:')).length);
        // Every page gives an address and links its owner's accounts on the hosts of the networks we read.
        expect(page.emails.length, where).toBeGreaterThan(0);
        expect(
          page.socials.map((s) => new URL(s.url).hostname.replace(/^www\./, '')),
          where,
        ).toEqual(expect.arrayContaining(['instagram.com', 'tiktok.com', 'youtube.com', 'bsky.app']));
        expect(
          page.socials.map((s) => s.platform),
          where,
        ).toEqual(expect.arrayContaining(['photonet', 'clipnet', 'videonet', 'openfeed']));
        checked++;
      }
    }
    expect(checked).toBe(125);
  });

  it('hostile pages: deep nesting is refused, huge pages are read in bounded time and answer bounded lists', () => {
    const deep = (n: number) =>
      `<html><body><div id="main"><h1>Name</h1>${'<span class="label">'.repeat(n)}<a href="https://z.example/">a@b.co</a>${'</span>'.repeat(n)}</div></body></html>`;
    for (const url of ['https://x.example/', 'https://a.carrd.co/', 'https://linktr.ee/a']) {
      expect(() => parse(raw(url, deep(60_000))), url).toThrow(expect.objectContaining({ status: 502, code: 'upstream_error' }));
      expect(parse(raw(url, deep(200))).links, url).toEqual([link('https://z.example/', 'a@b.co')]);
      const wide = `<html><body><div id="main">${Array.from({ length: 16_000 }, (_, i) => `<a href="https://w${i}.example/">u${i}@d${i}.com</a><a href="https://x.com/h${i}">x</a>`).join('')}</div></body></html>`;
      const started = Date.now();
      const page = parse(raw(url, wide));
      expect(Date.now() - started, url).toBeLessThan(10_000);
      expect([page.links.length, page.emails.length, page.socials.length], url).toEqual([500, 100, 100]);
    }
    const started = Date.now();
    for (const text of [' '.repeat(2_000_000) + 'x', 'a'.repeat(2_000_000), 'a@'.repeat(1_000_000), '[at] '.repeat(400_000), 'a-'.repeat(1_000_000) + '@'])
      expect(emailsIn(text)).toEqual([]);
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it('a page source answering 404 or 410 is not_found, any other non-2xx upstream_error', async () => {
    const answering = (status: number): PageSource => ({
      fetchPage: async (url): Promise<FetchedPage> => ({
        url,
        finalUrl: `${url}?moved`,
        status,
        redirects: [],
        contentType: 'text/html',
        text: '<html></html>',
        fetchedAt: new Date(),
      }),
    });
    await expect(acquirePage(answering(404), 'https://linktr.ee/x')).rejects.toMatchObject({ status: 404, code: 'not_found' });
    await expect(acquirePage(answering(410), 'https://linktr.ee/x')).rejects.toMatchObject({ status: 404, code: 'not_found' });
    for (const status of [301, 403, 429, 500, 503])
      await expect(acquirePage(answering(status), 'https://linktr.ee/x')).rejects.toMatchObject({ status: 502, code: 'upstream_error' });
    expect(await acquirePage(answering(203), 'https://linktr.ee/x')).toEqual({
      url: 'https://linktr.ee/x',
      final_url: 'https://linktr.ee/x?moved',
      status: 203,
      content_type: 'text/html',
      html: '<html></html>',
    });
  });
});

describe('GET /v1/linkinbio/live/page through the sandbox provider', () => {
  let env: TestEnv;
  let key: string;
  let accountId: number;

  beforeAll(async () => {
    env = await createTestEnv();
    ({ key, accountId } = await env.key({ balance: '5', rateLimit: 10_000 }));
  });
  afterAll(() => env?.close());

  const QUERY = `query($url: String!, $source: SourceMode) {
    linkinbioPage(url: $url, source: $source) {
      source fetchedAt
      page { url finalUrl provider handle displayName bio avatarUrl links { url label } emails socials { platform handle url } }
    }
  }`;
  const rest = (url: string, source?: string) => env.rest(`/v1/linkinbio/live/page?url=${encodeURIComponent(url)}${source ? `&source=${source}` : ''}`, key);
  const archived = async (url: string) =>
    (await env.services.db.query<{ n: number }>("SELECT count(*)::int AS n FROM live_archive WHERE network = 'linkinbio' AND args->>'url' = $1", [url]))[0].n;
  /** The GraphQL page under REST names (links and socials have one-word fields). */
  const restNamed = (page: Record<string, unknown>) => Object.fromEntries(Object.entries(page).map(([k, v]) => [snakeCase(k), v]));

  it('a live read: the page, its source and time, one standard read charged, the exact page archived', async () => {
    const url = 'https://linktr.ee/maya.sbx';
    const before = await env.balance(accountId);
    expect((await rest(url, 'db')).body.error.code).toBe('not_found');

    const live = await rest(url, 'live');
    expect(live.status, JSON.stringify(live.body)).toBe(200);
    expect(Object.keys(live.body.meta)).toEqual(['cost', 'balance', 'request_id', 'source', 'fetched_at']);
    expect(live.body.meta).toMatchObject({ cost: '$0.0005', source: 'live' });
    const page = live.body.data;
    expect(Object.keys(page)).toEqual(PAGE_KEYS);
    expect(page).toMatchObject({ url, final_url: url, provider: 'linktree', handle: 'maya.sbx' });
    expect(page.links.length).toBeGreaterThan(3);
    for (const l of page.links) expect(l.url).toMatch(/^(https?:\/\/|mailto:)/);
    // the owner's accounts on our networks' hosts, named by the network as contact discovery names them
    expect(page.socials.map((s: { platform: string }) => s.platform)).toEqual(expect.arrayContaining(['photonet', 'clipnet', 'videonet', 'openfeed']));
    expect(page.avatar_url === null || page.avatar_url.startsWith(`${env.base}/sandbox/media/linkinbio/avatar/`)).toBe(true);
    expect(await env.balance(accountId)).toBe((Number(before) - 0.0005).toFixed(4));

    // archived exactly as the source returned it
    const [row] = await env.services.db.query<{ provider: string; operation: string; args: unknown; payload: RawPage; fetched_at: Date }>(
      "SELECT provider, operation, args, payload, fetched_at FROM live_archive WHERE network = 'linkinbio'",
    );
    expect(row).toMatchObject({ provider: 'sandbox', operation: 'page', args: { url } });
    expect(Object.keys(row.payload).sort()).toEqual(['content_type', 'final_url', 'html', 'status', 'url']);
    expect(row.payload).toMatchObject({ url, final_url: url, status: 200, content_type: 'text/html' });
    expect(row.payload.html).toContain('<script id="__NEXT_DATA__" type="application/json">');
    expect(row.fetched_at.toISOString()).toBe(live.body.meta.fetched_at);

    // stored: db and auto answer the archived page with its acquisition time, charged as a read
    for (const source of ['db', 'auto', undefined]) {
      const stored = await rest(url, source);
      expect(stored.status).toBe(200);
      expect(stored.body.meta).toMatchObject({ cost: '$0.0005', source: 'db', fetched_at: live.body.meta.fetched_at });
      expect(stored.body.data).toEqual(page);
    }
    expect(await archived(url)).toBe(1);
  });

  it('REST and GraphQL answer the same page at the same price', async () => {
    const url = 'https://beacons.ai/jordan.sbx';
    const viaRest = await rest(url);
    expect(viaRest.status).toBe(200);
    expect(viaRest.body.meta.source).toBe('live');
    const viaGraphql = await env.graphql(QUERY, key, { url, source: 'db' });
    expect(viaGraphql.status, JSON.stringify(viaGraphql.body)).toBe(200);
    const read = viaGraphql.body.data.linkinbioPage;
    expect(read).toMatchObject({ source: 'db', fetchedAt: viaRest.body.meta.fetched_at });
    expect(restNamed(read.page)).toEqual(viaRest.body.data);
    expect(viaGraphql.body.extensions.cost.actual).toBe(viaRest.body.meta.cost);

    const live = await env.graphql(QUERY, key, { url: 'https://stan.store/sam.sbx' });
    expect(live.body.data.linkinbioPage).toMatchObject({ source: 'live', page: { provider: 'stan', handle: 'sam.sbx' } });
    expect(live.body.extensions.cost.actual).toBe('$0.0005');
  });

  it('every provider by host, the url normalised (no #fragment) before it is looked up', async () => {
    const cases: [string, string, string | null][] = [
      ['https://linktr.ee/a.sbx', 'linktree', 'a.sbx'],
      ['https://www.beacons.ai/b.sbx', 'beacons', 'b.sbx'],
      ['https://stan.store/c.sbx', 'stan', 'c.sbx'],
      ['https://dsbx.carrd.co/', 'carrd', 'dsbx'],
      ['https://e.example.org/links', 'generic', null],
    ];
    for (const [url, provider, handle] of cases) {
      const res = await rest(url);
      expect(res.status, url).toBe(200);
      expect(res.body.data, url).toMatchObject({ provider, handle });
    }
    const fragment = await rest('HTTPS://LINKTR.EE/a.sbx#links');
    expect(fragment.body.meta.source).toBe('db');
    expect(fragment.body.data.url).toBe('https://linktr.ee/a.sbx');
  });

  it('the stored page is parsed again on every read', async () => {
    const url = 'https://stan.store/reparse.sbx';
    const first = await rest(url);
    const name = first.body.data.display_name as string;
    expect(name).not.toBe('reparse.sbx');
    await env.services.db.query(
      "UPDATE live_archive SET payload = jsonb_set(payload::jsonb, '{html}', to_jsonb(replace(payload->>'html', $2::text, 'Renamed Owner')))::json WHERE network = 'linkinbio' AND args->>'url' = $1",
      [url, name],
    );
    const again = await rest(url, 'db');
    expect(again.body.data.display_name).toBe('Renamed Owner');
  });

  const failures: [string, number, string, string | null][] = [
    ['https://linktr.ee/err-upstream', 502, 'upstream_error', null],
    ['https://beacons.ai/err-timeout_x', 504, 'upstream_error', null],
    ['https://stan.store/err-ratelimited', 429, 'rate_limited', '30'],
    ['https://err-paused.carrd.co/', 503, 'source_paused', '120'],
    ['https://err-notfound.example.org/', 404, 'not_found', null],
    ['https://linktr.ee/', 404, 'not_found', null],
  ];
  it.each(failures)('%s answers %i %s on both surfaces, uncharged, nothing archived', async (url, status, code, retryAfter) => {
    const before = await env.balance(accountId);
    const res = await rest(url, 'live');
    expect(res.status, JSON.stringify(res.body)).toBe(status);
    expect(res.body.error.code).toBe(code);
    expect(res.headers.get('retry-after')).toBe(retryAfter);
    const gql = await env.graphql(QUERY, key, { url, source: 'live' });
    expect(gql.body.errors[0].extensions).toMatchObject({ code, status, ...(retryAfter ? { retryAfter: Number(retryAfter) } : {}) });
    expect(gql.body.data?.linkinbioPage ?? null).toBeNull();
    expect(await env.balance(accountId)).toBe(before);
    expect(await archived(new URL(url).href)).toBe(0);
  });

  it('a bad url is a 400 naming it, the same on GraphQL, uncharged', async () => {
    const before = await env.balance(accountId);
    const missing = await env.rest('/v1/linkinbio/live/page', key);
    expect(missing.status).toBe(400);
    expect(missing.body.error.message).toBe('url is required.');
    const bad: [string, RegExp][] = [
      ['linktr.ee/maya', /^url is not a URL/],
      ['ftp://linktr.ee/maya', /^url must be http or https/],
      ['https://user:secret@linktr.ee/maya', /^url must not carry credentials/],
      [`https://linktr.ee/${'a'.repeat(2048)}`, /^url must be at most 2048 characters/],
      ['https://linktr.ee/ma%zzya', /^url holds a bad % escape/],
    ];
    for (const [url, message] of bad) {
      const res = await rest(url);
      expect(res.status, url).toBe(400);
      expect(res.body.error.code).toBe('invalid_request');
      expect(res.body.error.message, url).toMatch(message);
      const gql = await env.graphql(QUERY, key, { url });
      expect(gql.body.errors[0].message).toBe(res.body.error.message);
      expect(gql.body.errors[0].extensions).toMatchObject({ code: 'invalid_request', status: 400 });
    }
    expect((await rest('https://linktr.ee/x', 'sometimes')).body.error.message).toMatch(/source must be auto, db or live/);
    expect(await env.balance(accountId)).toBe(before);
  });

  it('refuses what the real fetcher refuses, with its message, before the sandbox answers, uncharged, on both surfaces', async () => {
    const before = await env.balance(accountId);
    for (const url of REFUSED_URLS) {
      const res = await rest(url);
      expect(res.status, url).toBe(400);
      expect(res.body.error.code).toBe('invalid_request');
      expect(res.body.error.message, url).toBe(await fetcherRefusal(env.config.outbound, url));
      const gql = await env.graphql(QUERY, key, { url });
      expect(gql.body.errors[0].message, url).toBe(res.body.error.message);
      expect(gql.body.errors[0].extensions).toMatchObject({ code: 'invalid_request', status: 400 });
    }
    expect(await archived('http://127.0.0.1:22/')).toBe(0);
    expect(await env.balance(accountId)).toBe(before);
  });

  it('the v4 path is gone, naming the v5 one', async () => {
    const res = await env.rest('/v1/live/linkinbio/page?url=https://linktr.ee/x', key);
    expect(res.status).toBe(410);
    expect(res.body.error.message).toContain('/v1/linkinbio/live/page');
  });
});
