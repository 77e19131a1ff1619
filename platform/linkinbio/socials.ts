import type { SocialAccount } from './page.ts';

/**
 * Social accounts recognised by host. Each entry is a registrable domain (what `platform` reports) with where its
 * URLs carry the account: a path pattern whose first group is the handle, a query parameter, or the subdomain. Paths
 * that are not accounts (posts, sharing, search, settings) are reserved words or simply do not match.
 */
export interface SocialHost {
  domain: string;
  /** Other hosts of the same site, read exactly as `domain` is (`fb.com`, `pinterest.fr`). */
  aliases?: string[];
  /** Patterns on the path; group 1 is the handle. */
  paths?: RegExp[];
  /** Pages that name the account in a query parameter (`/profile.php?id=4`): the path, the parameter, the handle's form. */
  queries?: { path: RegExp; param: string; handle: RegExp }[];
  /** The handle is the label left of the domain (`<handle>.example.com`). */
  subdomain?: boolean;
  /** First path segments that are site pages, not accounts. */
  reserved?: string[];
  /** Handles of this form are case-sensitive ids and keep their case; every other handle is compared in lower case. */
  keepCase?: RegExp;
}

/** A host a network module declares its profile pages on (`SubgraphModule.profilePages`): accounts there are named by the network. */
export interface ProfilePages extends SocialHost {
  network: string;
}

/** A path of one segment, the handle (`/maya`, `/@maya`), optionally followed by one of the profile's own tabs (`/maya/media`). */
export const SEGMENT = (chars: string, max: number, tabs: string[] = []) =>
  new RegExp(`^/@?([${chars}]{1,${max}})${tabs.length ? `(?:/(?:${tabs.join('|')}))?` : ''}/?$`);

/**
 * Social hosts no network module declares, their accounts named by the registrable domain. A host a module declares
 * (`profilePages`) is not here: its rules are the module's, and its accounts are named by the network.
 */
const SOCIAL_HOSTS: SocialHost[] = [
  { domain: 'threads.net', paths: [/^\/@([A-Za-z0-9._]{1,30})\/?$/] },
  { domain: 'threads.com', paths: [/^\/@([A-Za-z0-9._]{1,30})\/?$/] },
  {
    domain: 'github.com',
    paths: [SEGMENT('A-Za-z0-9-', 39)],
    reserved: [
      'features',
      'about',
      'pricing',
      'login',
      'join',
      'explore',
      'topics',
      'trending',
      'marketplace',
      'sponsors',
      'orgs',
      'settings',
      'site',
      'security',
      'enterprise',
    ],
  },
  { domain: 't.me', paths: [SEGMENT('A-Za-z0-9_', 32)], reserved: ['share', 'joinchat', 'addstickers', 's'] },
  { domain: 'soundcloud.com', paths: [SEGMENT('a-z0-9_-', 25)], reserved: ['discover', 'search', 'upload', 'stream', 'you', 'pages', 'terms-of-use'] },
  { domain: 'spotify.com', paths: [/^\/(?:artist|user|show)\/([A-Za-z0-9._-]{1,64})\/?$/], keepCase: /^/ },
  { domain: 'medium.com', paths: [/^\/@([A-Za-z0-9._-]{1,50})\/?$/] },
  {
    domain: 'patreon.com',
    paths: [/^\/(?:c\/)?([A-Za-z0-9_]{1,64})\/?$/],
    reserved: ['login', 'signup', 'posts', 'home', 'search', 'explore', 'about', 'product', 'pricing'],
  },
  { domain: 'reddit.com', paths: [/^\/(?:u|user)\/([A-Za-z0-9_-]{3,20})\/?$/] },
  {
    domain: 'vimeo.com',
    // A number alone is a video (`vimeo.com/76979871`).
    paths: [/^\/([A-Za-z_][A-Za-z0-9_]{0,49})\/?$/],
    reserved: ['channels', 'groups', 'search', 'watch', 'upload', 'features', 'log_in', 'join', 'categories'],
  },
  { domain: 'behance.net', paths: [SEGMENT('A-Za-z0-9_-', 50)], reserved: ['gallery', 'search', 'galleries', 'joblist', 'about'] },
  { domain: 'dribbble.com', paths: [SEGMENT('A-Za-z0-9_-', 50)], reserved: ['shots', 'search', 'jobs', 'designers', 'tags', 'session', 'signup'] },
  { domain: 'substack.com', subdomain: true, paths: [/^\/@([A-Za-z0-9_]{1,50})\/?$/] },
  { domain: 'tumblr.com', subdomain: true },
];

/** Link-in-bio pages, accounts of their own (`linktr.ee/maya`): a page linking to another one names that account. */
const LINK_IN_BIO_HOSTS: SocialHost[] = [
  { domain: 'linktr.ee', paths: [SEGMENT('A-Za-z0-9._-', 60)], reserved: ['s', 'admin', 'login', 'register', 'help', 'blog', 'marketplace', 'discover'] },
  { domain: 'beacons.ai', paths: [SEGMENT('A-Za-z0-9._-', 60)], reserved: ['i', 'login', 'signup', 'pricing', 'blog', 'admin', 'terms', 'privacy'] },
  { domain: 'stan.store', paths: [SEGMENT('A-Za-z0-9._-', 60)], reserved: ['login', 'signup', 'blog', 'affiliates', 'terms', 'privacy'] },
  { domain: 'lnk.bio', paths: [SEGMENT('A-Za-z0-9._-', 60)], reserved: ['login', 'signup', 'blog', 'pricing', 'help'] },
  { domain: 'bio.link', paths: [SEGMENT('A-Za-z0-9._-', 60)], reserved: ['login', 'signup', 'blog', 'pricing', 'help'] },
  { domain: 'bio.site', paths: [SEGMENT('A-Za-z0-9._-', 60)], reserved: ['login', 'signup', 'blog'] },
  { domain: 'campsite.bio', paths: [SEGMENT('A-Za-z0-9._-', 60)], reserved: ['login', 'signup', 'blog', 'pricing'] },
  { domain: 'carrd.co', subdomain: true },
];

/** Subdomains that are the same site: www, mobile and app hosts, and language or country ones (`de.`, `es-la.`). */
const SAME_SITE = /^(?:www|m|mobile|web|open|[a-z]{2}(?:-[a-z]{2,4})?)$/;

interface Site {
  host: SocialHost;
  platform: string;
}

/** The site of a host and, on a site whose accounts are subdomains, the subdomain. */
function siteOf(hostname: string, sites: readonly Site[]): { site: Site; label?: string } | null {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  for (const site of sites) {
    for (const name of [site.host.domain, ...(site.host.aliases ?? [])]) {
      if (host === name) return { site };
      if (!host.endsWith(`.${name}`)) continue;
      const prefix = host.slice(0, -name.length - 1);
      if (site.host.subdomain) return { site, label: prefix.replace(/^www\./, '') };
      if (SAME_SITE.test(prefix)) return { site };
    }
  }
  return null;
}

const TABLE_SITES: readonly Site[] = [...SOCIAL_HOSTS, ...LINK_IN_BIO_HOSTS].map((host) => ({ host, platform: host.domain }));

/** The sites every URL is read against: those the networks declare first (they decide their hosts), then the tables'. */
function sitesOf(named: readonly ProfilePages[]): readonly Site[] {
  return [...named.map((host) => ({ host, platform: host.network })), ...TABLE_SITES];
}

/**
 * The account a URL names, with its handle in canonical form: `platform` is the network whose module declares the
 * host among its profile pages (`named`: the runtime's `profilePages`, every module's declarations), else the
 * registrable domain of a known social or link-in-bio host; the hosts the modules declare are known only through
 * `named`. The one reading of accounts: contact discovery's, a directory's and a link-in-bio page's `socials`. Only a
 * profile page is an account: a post, reel, video, share or intent link, a search, hashtag, explore, settings or login
 * page is not. The handle loses its `@`, the URL's query and fragment, and its case (unless the host's ids are
 * case-sensitive); `www.`, `m.` and language subdomains are the same site.
 */
export function accountAt(link: string, named: readonly ProfilePages[]): SocialAccount | null {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const found = siteOf(url.hostname, sitesOf(named));
  if (!found) return null;
  const { host } = found.site;
  let handle: string | undefined;
  let fromQuery = false;
  if (found.label !== undefined) {
    // `<handle>.site.com` is the account's home; its other paths are posts.
    if (/^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/.test(found.label) && /^\/?$/.test(url.pathname)) handle = found.label;
    else return null;
  }
  for (const query of handle === undefined ? (host.queries ?? []) : []) {
    const value = url.searchParams.get(query.param);
    if (query.path.test(url.pathname) && value !== null && query.handle.test(value)) {
      handle = value;
      fromQuery = true;
      break;
    }
  }
  for (const pattern of handle === undefined ? (host.paths ?? []) : []) {
    const match = pattern.exec(url.pathname);
    if (match) {
      handle = match[1];
      break;
    }
  }
  if (handle === undefined || host.reserved?.includes(handle.toLowerCase())) return null;
  try {
    handle = decodeURIComponent(handle);
  } catch {}
  handle = handle.replace(/^@/, '');
  if (!host.keepCase?.test(handle)) handle = handle.toLowerCase();
  url.hash = '';
  if (!fromQuery) url.search = '';
  return { platform: found.site.platform, handle, url: url.href };
}

/** URLs as a biography writes them, with or without a scheme (`youtube.com/@maya`, `https://x.com/maya`). */
const URL_IN_TEXT =
  /(?<![\w@./:-])(?:https?:\/\/)?(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,24}(?::\d{1,5})?(?:[/?#][A-Za-z0-9\-._~:/?#@!$&*+,;=%]*)?/gi;

/** The URLs written in free text, in order, each with a scheme; trailing punctuation is the sentence's, not the URL's. */
export function urlsInText(text: string | null | undefined): string[] {
  if (!text) return [];
  const urls: string[] = [];
  for (const [written] of text.matchAll(URL_IN_TEXT)) {
    const trimmed = written.replace(/[.,;:!?*]+$/, '');
    urls.push(/^https?:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`);
  }
  return urls;
}
