import { seeded } from '../random.ts';
import type { MediaSigner } from '../sandbox/sandbox.ts';
import { bareHost, providerOf, slugOf, type Provider } from './page.ts';
import { hexFrom } from './templates/html.ts';
import { renderPage, type ModelLink, type ModelSocial, type PageModel } from './templates/index.ts';

/**
 * The sandbox's link-in-bio pages, shared by every sandbox that serves them (the link-in-bio API's page source and
 * the sandbox web that contact discovery and web scraping read for test keys): the same URL gives the same page
 * wherever it is read.
 */

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
/**
 * The owner's accounts on the hosts of the networks this service reads (every page links them, under the page's
 * handle), then other networks a page may link.
 */
const NETWORK_SOCIALS: { kind: string; href: (handle: string) => string }[] = [
  { kind: 'photos', href: (h) => `https://www.instagram.com/${h}/` },
  { kind: 'clips', href: (h) => `https://www.tiktok.com/@${h}` },
  { kind: 'videos', href: (h) => `https://www.youtube.com/@${h}` },
  { kind: 'skies', href: (h) => `https://bsky.app/profile/${h.replace(/[._]/g, '-')}.bsky.social` },
];
const OTHER_SOCIALS: { kind: string; href: (handle: string) => string }[] = [
  { kind: 'posts', href: (h) => `https://x.com/${h}` },
  { kind: 'notes', href: (h) => `https://www.threads.net/@${h}` },
  { kind: 'pins', href: (h) => `https://www.pinterest.com/${h}/` },
  { kind: 'code', href: (h) => `https://github.com/${h.replace(/_/g, '-')}` },
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
 * The owner's own domain for a page's slug: its letters and digits under the reserved `.example` top-level domain
 * (`ana.fit12` → `anafit12.example`), where the sandbox web serves an official site with contact pages.
 */
export function sandboxDomain(slug: string): string {
  return `${
    slug
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '')
      .slice(0, 40) || 'creator'
  }.example`;
}

/**
 * The page a sandbox URL stands for, derived from it alone: the same URL always gives the same owner, bio, links and
 * accounts, with the trickiness of real pages (a tracking redirect around a duplicate link, a mailto with a subject,
 * an obfuscated email, a hidden link, a link without a title, missing fields, relative product links on stores).
 * Every page links its owner's accounts on instagram.com, tiktok.com, youtube.com and bsky.app under the page's
 * handle, links pages of its owner's site (`<slug letters and digits>.example`), and gives at least one address there.
 */
export function sandboxModel(url: URL, media: MediaSigner): PageModel {
  const provider = providerOf(url);
  const slug = sandboxSlug(url);
  const r = seeded(`linkinbio:${bareHost(url)}${url.pathname}`);
  const pick = <T>(list: readonly T[]) => list[Math.floor(r() * list.length)];
  const chance = (p: number) => r() < p;
  const domain = sandboxDomain(slug);
  const handle = (max: number, chars: RegExp) => {
    const h = slug.toLowerCase().replace(chars, '_').slice(0, max);
    return h.length >= 3 ? h : `${h}_sbx`.slice(0, max);
  };

  const socials: ModelSocial[] = NETWORK_SOCIALS.map((s) => ({ kind: s.kind, href: s.href(handle(30, /[^a-z0-9._]/g)) }));
  const start = Math.floor(r() * OTHER_SOCIALS.length);
  const count = Math.floor(r() * 3);
  for (let i = 0; i < count; i++) {
    const s = OTHER_SOCIALS[(start + i) % OTHER_SOCIALS.length];
    socials.push({ kind: s.kind, href: s.href(handle(15, /[^a-z0-9_]/g)) });
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

  const [site, tld] = domain.split('.');
  const bio = chance(0.85) ? pick(BIOS) + (chance(0.4) ? ` · Bookings: bookings [at] ${site} [dot] ${tld}` : '') : undefined;
  // Linktree pages have no text block.
  const note = provider !== 'linktree' && chance(0.5) ? `For partnerships write to team@${domain}.` : undefined;
  const model: PageModel = {
    url: url.href,
    handle: slug,
    name: chance(0.85) ? `${pick(FIRST)} ${pick(LAST)}` : undefined,
    bio,
    avatar: chance(0.85) ? media.url(`linkinbio/avatar/${hexFrom(`${bareHost(url)}${url.pathname}`, 16)}.jpg`) : undefined,
    socials,
    links,
    note,
  };
  const hasAddress = !!note || !!bio?.includes('[at]') || [...socials, ...links].some((l) => l.href?.startsWith('mailto:'));
  if (!hasAddress) socials.push({ kind: 'email', href: `mailto:collabs@${domain}` });
  return model;
}

const NOT_FOUND_PAGE = '<!DOCTYPE html><html><head><title>Page not found</title></head><body><h1>Sorry, this page isn’t available.</h1></body></html>';

/**
 * A link-in-bio URL's sandbox page as its provider serves it (status and HTML): rendered by the provider's template
 * from sandboxModel; a provider's root (linktr.ee/ with no handle) answers HTTP 404, as a page would. The caller
 * applies the failure rule to sandboxSlug first.
 */
export function sandboxLinkinbioPage(url: URL, media: MediaSigner): { status: number; html: string } {
  if (sandboxSlug(url) === '') return { status: 404, html: NOT_FOUND_PAGE };
  return { status: 200, html: renderPage(providerOf(url), sandboxModel(url, media)) };
}
