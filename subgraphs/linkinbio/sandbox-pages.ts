import type { FetchedPage, FetchUse, PageSource } from '../../platform/outbound/page.ts';
import { seeded } from '../../platform/random.ts';
import { MAGIC_FAILURES, magicFailure, sleep, type MediaSigner } from '../../platform/sandbox/sandbox.ts';
import { bareHost, providerOf, slugOf, type Provider } from '../../platform/linkinbio/page.ts';
import { hexFrom } from './templates/html.ts';
import { renderPage, type ModelLink, type ModelSocial, type PageModel } from './templates/index.ts';

const FIRST = ['Maya', 'Jordan', 'Sam', 'Lena', 'Nadia', 'Theo', 'Priya', 'Kai', 'Zoe', 'Omar', 'Ines', 'Ravi', 'Elena', 'Noah', 'Aiko', 'Luca'];
const LAST = ['Chen', 'Reyes', 'Okafor', 'Marsh', 'Okonkwo', 'Brandt', 'Sharma', 'Nakamura', 'Haddad', 'Silva', 'Kowalski', 'Dubois', 'Adeyemi', 'Lindqvist'];
const BIOS = [
  'Sourdough, slow mornings & small-batch bakes',
  'Strength coach · home workouts that fit your day',
  'Illustrator & comic artist. Commissions open!',
  'Product designer writing about design systems',
  'Travel photographer chasing golden hour',
  'Plant mom, tiny apartment jungle, weekly care tips',
  'Indie musician · new EP out now',
  'Budget recipes for busy weeknights',
];
const LINKS = [
  ['Free starter guide', 'guide'],
  ['My online course', 'course'],
  ['Shop my favourites', 'shop'],
  ['Latest blog post', 'blog/latest'],
  ['Book a 1:1 call', 'book'],
  ['Newsletter', 'newsletter'],
  ['Podcast episodes', 'podcast'],
  ['Presets & templates', 'templates'],
] as const;
const SOCIALS: { kind: string; href: (handle: string) => string }[] = [
  { kind: 'photos', href: (h) => `https://www.instagram.com/${h}/` },
  { kind: 'clips', href: (h) => `https://www.tiktok.com/@${h}` },
  { kind: 'videos', href: (h) => `https://www.youtube.com/@${h}` },
  { kind: 'posts', href: (h) => `https://x.com/${h}` },
  { kind: 'notes', href: (h) => `https://www.threads.net/@${h}` },
  { kind: 'pins', href: (h) => `https://www.pinterest.com/${h}/` },
  { kind: 'code', href: (h) => `https://github.com/${h}` },
];
/** A tracking redirect each provider's pages typically carry around a link. */
const wrap = (provider: Provider, target: string) =>
  provider === 'linktree'
    ? `https://l.linktr.ee/?url=${encodeURIComponent(target)}&linkId=${target.length}`
    : `https://l.instagram.com/?u=${encodeURIComponent(target)}&e=AT0sbx`;

/** The identifier sandbox failure inputs are read from: the slug, or for a generic page without a path its host's first label. */
export function sandboxSlug(url: URL): string {
  const slug = slugOf(url);
  return slug !== '' || providerOf(url) !== 'generic' ? slug : bareHost(url).split('.')[0];
}

/**
 * The page a sandbox URL stands for, derived from it alone: the same URL always gives the same owner, bio, links and
 * accounts, with the trickiness of real pages (a tracking redirect around a duplicate link, a mailto with a subject,
 * an obfuscated email, a hidden link, a link without a title, missing fields, relative product links on stores).
 */
export function sandboxModel(url: URL, media: MediaSigner): PageModel {
  const provider = providerOf(url);
  const slug = sandboxSlug(url);
  const r = seeded(`linkinbio:${bareHost(url)}${url.pathname}`);
  const pick = <T>(list: readonly T[]) => list[Math.floor(r() * list.length)];
  const chance = (p: number) => r() < p;
  const site =
    slug
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 40) || 'creator';
  const domain = `${site}.example.com`;
  const social = (() => {
    const h = slug
      .toLowerCase()
      .replace(/[^a-z0-9_]/g, '_')
      .slice(0, 15);
    return h.length >= 3 ? h : `${h}_sbx`.slice(0, 15);
  })();

  const socials: ModelSocial[] = [];
  const start = Math.floor(r() * SOCIALS.length);
  const count = 2 + Math.floor(r() * 3);
  for (let i = 0; i < count; i++) {
    const s = SOCIALS[(start + i) % SOCIALS.length];
    socials.push({ kind: s.kind, href: s.href(social) });
  }
  if (chance(0.5)) socials.push({ kind: 'email', href: `mailto:hello@${domain}` });

  const links: ModelLink[] = [];
  const first = Math.floor(r() * LINKS.length);
  const own = (i: number): ModelLink => {
    const [label, path] = LINKS[(first + i) % LINKS.length];
    return { label, href: `https://${domain}/${path}` };
  };
  links.push(own(0), own(1));
  if (chance(0.5)) links.push({ header: true, label: pick(['Shop', 'Work with me', 'Free stuff', 'Listen']) });
  const product =
    (provider === 'stan' ? `/${slug}/p/` : provider === 'beacons' ? `/${slug}/store/` : `https://${domain}/products/`) +
    pick(['ebook', 'presets', 'guide', 'course']);
  links.push({ label: pick(['E-book', 'Preset pack', 'Mini course', 'Printable planner']), href: product, price: pick(['9', '19.00', '24', '49.00']) });
  if (chance(0.6)) links.push({ label: 'Same link, tracked', href: wrap(provider, own(0).href!) });
  if (chance(0.5)) links.push({ label: 'Email me', href: `mailto:hello@${domain}?subject=${encodeURIComponent('Hi from your page')}` });
  if (chance(0.3)) links.push({ label: 'Old giveaway', href: `https://${domain}/giveaway-2024`, hidden: true });
  links.push(chance(0.25) ? { href: own(2).href } : own(2));

  const bio = chance(0.85) ? pick(BIOS) + (chance(0.4) ? ` · Bookings: bookings [at] ${site}.example [dot] com` : '') : undefined;
  return {
    url: url.href,
    handle: slug,
    name: chance(0.85) ? `${pick(FIRST)} ${pick(LAST)}` : undefined,
    bio,
    avatar: chance(0.85) ? media.url(`linkinbio/avatar/${hexFrom(`${bareHost(url)}${url.pathname}`, 16)}.jpg`) : undefined,
    socials,
    links,
    note: chance(0.5) ? `For partnerships write to team@${domain}.` : undefined,
  };
}

const NOT_FOUND_PAGE = '<!DOCTYPE html><html><head><title>Page not found</title></head><body><h1>Sorry, this page isn’t available.</h1></body></html>';

/**
 * The sandbox page source: deterministic pages for any http(s) URL, rendered by the provider's template after a
 * simulated latency. The slug (first path segment; a carrd.co site's name; a generic page's host label when it has
 * no path) picks a failure: err-upstream 502, err-timeout 504, err-ratelimited 429, err-paused 503, err-notfound 404.
 * A provider's root (linktr.ee/ with no handle) answers HTTP 404, as a page would.
 */
export class SandboxPageSource implements PageSource {
  constructor(
    private readonly media: MediaSigner,
    private readonly latencyMs: number,
  ) {}

  async fetchPage(address: string, _use: FetchUse): Promise<FetchedPage> {
    if (this.latencyMs > 0) await sleep(this.latencyMs);
    const url = new URL(address);
    const failure = magicFailure(sandboxSlug(url));
    if (failure) throw MAGIC_FAILURES[failure]();
    const provider = providerOf(url);
    const missing = sandboxSlug(url) === '';
    return {
      url: address,
      finalUrl: url.href,
      status: missing ? 404 : 200,
      redirects: [],
      contentType: 'text/html',
      text: missing ? NOT_FOUND_PAGE : renderPage(provider, sandboxModel(url, this.media)),
      fetchedAt: new Date(),
    };
  }
}
