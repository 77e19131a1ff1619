import { bareHost } from './page.ts';

/**
 * Tracking redirect wrappers that carry their destination in a query parameter, by host (and path where the host
 * serves other pages too). A wrapped link is reported as its destination.
 */
const WRAPPERS: { host: string; path?: string; params: string[] }[] = [
  { host: 'l.linktr.ee', params: ['url', 'u'] },
  { host: 'l.instagram.com', params: ['u'] },
  { host: 'l.facebook.com', path: '/l.php', params: ['u'] },
  { host: 'lm.facebook.com', path: '/l.php', params: ['u'] },
  { host: 'l.threads.net', params: ['u'] },
  { host: 'google.com', path: '/url', params: ['q', 'url'] },
  { host: 'out.reddit.com', params: ['url'] },
];

const httpUrl = (value: string | null): URL | null => {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
};

/** The destination of a tracking redirect wrapper (unwrapped repeatedly), or the URL itself. */
export function unwrapRedirect(url: URL): URL {
  let current = url;
  for (let depth = 0; depth < 3; depth++) {
    const host = bareHost(current);
    const wrapper = WRAPPERS.find((w) => w.host === host && (w.path === undefined || current.pathname === w.path));
    const inner = wrapper ? wrapper.params.map((p) => httpUrl(current.searchParams.get(p))).find((u) => u !== null) : null;
    if (!inner) return current;
    current = inner;
  }
  return current;
}

/**
 * A link as a page carries it (absolute, relative to `base`, protocol-relative, wrapped in a tracking redirect),
 * as the absolute URL it leads to; null for what is not an outbound link: in-page anchors, javascript:, tel: and
 * other schemes, a mailto: without an address, and hrefs that are not URLs.
 */
export function absoluteLink(href: string | null | undefined, base: string): string | null {
  const raw = href?.trim();
  if (!raw || raw.startsWith('#')) return null;
  let url: URL;
  try {
    url = new URL(raw, base);
  } catch {
    return null;
  }
  if (url.protocol === 'mailto:') return mailtoAddress(url.href) === null ? null : url.href;
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  return unwrapRedirect(url).href;
}

/** The address of a mailto: link (the first one, without its query), or null. */
export function mailtoAddress(link: string): string | null {
  if (!link.startsWith('mailto:')) return null;
  let address = link.slice('mailto:'.length).split('?')[0].split(',')[0];
  try {
    address = decodeURIComponent(address);
  } catch {}
  return address.trim() || null;
}
