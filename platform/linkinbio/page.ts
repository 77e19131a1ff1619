/**
 * The link-in-bio network's two shapes: the raw page a page source answered (archived exactly, contract 1.3) and the
 * normalised page every read answers, parsed from the raw page on every read so parser fixes reach stored pages.
 */

/** What is archived for one read: the page as its source returned it. */
export interface RawPage {
  /** The URL asked for. */
  url: string;
  /** The URL that answered, after redirects; providers are detected and relative links resolved against it. */
  final_url: string;
  status: number;
  content_type: string;
  html: string;
}

export const PROVIDERS = ['linktree', 'beacons', 'stan', 'carrd', 'generic'] as const;
export type Provider = (typeof PROVIDERS)[number];

export interface PageLink {
  /** Absolute: http(s) or mailto. */
  url: string;
  label: string | null;
}

export interface SocialAccount {
  /**
   * Our network's name where the account is one of its profiles (a host its module declares: `photonet`, `videonet`),
   * else the registrable domain of its host (`github.com`).
   */
  platform: string;
  handle: string;
  url: string;
}

/** The normalised page (the REST answer's `data`; GraphQL `LinkinbioPage` by the naming rule). */
export interface LinkinbioPage {
  url: string;
  final_url: string;
  provider: Provider;
  /** The page's handle or slug on its provider (null on generic pages). */
  handle: string | null;
  display_name: string | null;
  bio: string | null;
  avatar_url: string | null;
  /** Every outbound link, absolute, deduplicated, in page order. */
  links: PageLink[];
  /** Lower case, deduplicated: from mailto links, plain text and `name [at] domain [dot] com` forms. */
  emails: string[];
  socials: SocialAccount[];
}

/** The host of a URL, lower case, without a leading `www.`. */
export function bareHost(url: URL): string {
  return url.hostname.toLowerCase().replace(/^www\./, '');
}

/** Which provider serves a page, by its host: linktr.ee, beacons.ai, stan.store, carrd.co and *.carrd.co, else generic. */
export function providerOf(url: URL): Provider {
  const host = bareHost(url);
  if (host === 'linktr.ee') return 'linktree';
  if (host === 'beacons.ai') return 'beacons';
  if (host === 'stan.store') return 'stan';
  if (host === 'carrd.co' || host.endsWith('.carrd.co')) return 'carrd';
  return 'generic';
}

/** The site name of a `<name>.carrd.co` page, or null. */
export function carrdSite(url: URL): string | null {
  const host = bareHost(url);
  return host.endsWith('.carrd.co') ? host.slice(0, -'.carrd.co'.length) : null;
}

/**
 * The page's handle or slug as its URL names it: the subdomain of a carrd.co site, else the first path segment
 * (decoded; '' when there is none). Sandbox failure inputs are read from it.
 */
export function slugOf(url: URL): string {
  const site = carrdSite(url);
  if (site !== null) return site;
  const first = url.pathname.split('/').find((s) => s !== '') ?? '';
  try {
    return decodeURIComponent(first);
  } catch {
    return first;
  }
}
