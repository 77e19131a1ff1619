import { bareHost, type SocialAccount } from './page.ts';

/**
 * Social accounts recognised by host. Each entry is a registrable domain (what `platform` reports) with where its
 * URLs carry the account: a path pattern whose first group is the handle, or the subdomain. Paths that are not
 * accounts (posts, sharing, search, settings) are reserved words or simply do not match.
 */
interface SocialHost {
  domain: string;
  /** Patterns on the path; group 1 is the handle. */
  paths?: RegExp[];
  /** The handle is the label left of the domain (`<handle>.example.com`). */
  subdomain?: boolean;
  /** First path segments that are site pages, not accounts. */
  reserved?: string[];
}

const SEGMENT = (chars: string, max: number) => new RegExp(`^/@?([${chars}]{1,${max}})/?$`);

const SOCIAL_HOSTS: SocialHost[] = [
  {
    domain: 'instagram.com',
    paths: [SEGMENT('A-Za-z0-9._', 30)],
    reserved: ['p', 'reel', 'reels', 'tv', 'explore', 'stories', 'accounts', 'direct', 'about', 'legal', 'developer'],
  },
  { domain: 'tiktok.com', paths: [/^\/@([A-Za-z0-9._]{2,24})\/?$/] },
  {
    domain: 'youtube.com',
    paths: [
      /^\/@([A-Za-z0-9._-]{3,30})\/?(?:featured|videos|shorts|streams)?\/?$/,
      /^\/(?:c|user)\/([A-Za-z0-9._-]{1,100})\/?$/,
      /^\/channel\/(UC[A-Za-z0-9_-]{22})\/?$/,
    ],
  },
  {
    domain: 'x.com',
    paths: [SEGMENT('A-Za-z0-9_', 15)],
    reserved: ['home', 'intent', 'share', 'search', 'explore', 'i', 'hashtag', 'login', 'signup', 'settings', 'messages', 'notifications', 'tos', 'privacy'],
  },
  {
    domain: 'twitter.com',
    paths: [SEGMENT('A-Za-z0-9_', 15)],
    reserved: ['home', 'intent', 'share', 'search', 'explore', 'i', 'hashtag', 'login', 'signup', 'settings', 'messages', 'notifications', 'tos', 'privacy'],
  },
  {
    domain: 'facebook.com',
    paths: [SEGMENT('A-Za-z0-9.', 50)],
    reserved: [
      'sharer',
      'sharer.php',
      'share',
      'share.php',
      'dialog',
      'plugins',
      'login',
      'login.php',
      'home.php',
      'watch',
      'events',
      'groups',
      'marketplace',
      'help',
      'policies',
      'privacy',
      'profile.php',
      'l.php',
    ],
  },
  { domain: 'threads.net', paths: [/^\/@([A-Za-z0-9._]{1,30})\/?$/] },
  { domain: 'threads.com', paths: [/^\/@([A-Za-z0-9._]{1,30})\/?$/] },
  { domain: 'linkedin.com', paths: [/^\/(?:in|company|school)\/([A-Za-z0-9_%-]{2,100})\/?$/] },
  { domain: 'pinterest.com', paths: [SEGMENT('A-Za-z0-9_', 30)], reserved: ['pin', 'search', 'ideas', 'today', 'login', 'business', 'settings'] },
  { domain: 'snapchat.com', paths: [/^\/add\/([A-Za-z0-9._-]{3,15})\/?$/, /^\/@([A-Za-z0-9._-]{3,15})\/?$/] },
  { domain: 'twitch.tv', paths: [SEGMENT('A-Za-z0-9_', 25)], reserved: ['directory', 'videos', 'search', 'settings', 'downloads', 'p', 'login', 'signup'] },
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
  { domain: 'spotify.com', paths: [/^\/(?:artist|user|show)\/([A-Za-z0-9._-]{1,64})\/?$/] },
  { domain: 'bsky.app', paths: [/^\/profile\/([A-Za-z0-9.:-]{3,253})\/?$/] },
  { domain: 'medium.com', paths: [/^\/@([A-Za-z0-9._-]{1,50})\/?$/] },
  {
    domain: 'patreon.com',
    paths: [/^\/(?:c\/)?([A-Za-z0-9_]{1,64})\/?$/],
    reserved: ['login', 'signup', 'posts', 'home', 'search', 'explore', 'about', 'product', 'pricing'],
  },
  { domain: 'reddit.com', paths: [/^\/(?:u|user)\/([A-Za-z0-9_-]{3,20})\/?$/] },
  {
    domain: 'vimeo.com',
    paths: [SEGMENT('A-Za-z0-9_', 50)],
    reserved: ['channels', 'groups', 'search', 'watch', 'upload', 'features', 'log_in', 'join', 'categories'],
  },
  { domain: 'behance.net', paths: [SEGMENT('A-Za-z0-9_-', 50)], reserved: ['gallery', 'search', 'galleries', 'joblist', 'about'] },
  { domain: 'dribbble.com', paths: [SEGMENT('A-Za-z0-9_-', 50)], reserved: ['shots', 'search', 'jobs', 'designers', 'tags', 'session', 'signup'] },
  { domain: 'substack.com', subdomain: true, paths: [/^\/@([A-Za-z0-9_]{1,50})\/?$/] },
  { domain: 'tumblr.com', subdomain: true },
];

const matchDomain = (host: string, domain: string) => host === domain || host.endsWith(`.${domain}`);

/** The social account a link points to, if its host is a known social host and its path names an account. */
export function socialAccount(link: string): SocialAccount | null {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const host = bareHost(url).replace(/^(?:m|mobile|web|open)\./, '');
  const social = SOCIAL_HOSTS.find((s) => matchDomain(host, s.domain));
  if (!social) return null;
  let handle: string | undefined;
  if (social.subdomain && host !== social.domain) {
    const label = host.slice(0, -social.domain.length - 1);
    if (/^[a-z0-9-]{1,63}$/.test(label) && label !== 'www') handle = label;
  }
  if (handle === undefined) {
    for (const pattern of social.paths ?? []) {
      const match = pattern.exec(url.pathname);
      if (match) {
        handle = match[1];
        break;
      }
    }
  }
  if (handle === undefined || social.reserved?.includes(handle.toLowerCase())) return null;
  try {
    handle = decodeURIComponent(handle);
  } catch {}
  return { platform: social.domain, handle, url: url.href };
}
