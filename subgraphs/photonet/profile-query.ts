import { z } from 'zod';
import { normalised } from '../../platform/rest/params.ts';
import { InvalidRequest, quote } from '../../platform/errors.ts';

const USERNAME = /^[a-z0-9._]{1,30}$/;
// First path segments that name a page of the network rather than an account.
const NOT_ACCOUNTS = new Set(['p', 'reel', 'reels', 'tv', 'stories', 'explore', 'accounts', 'direct']);

/**
 * Normalises what clients send as `q` for a profile: `name`, `@name` or a profile URL such as
 * `https://photonet.example/name/`, to the stored lowercase username. Anything else is a 400 naming `param`.
 */
export function normaliseProfileQuery(raw: string, param = 'q'): string {
  const text = raw.trim();
  let candidate = text;
  if (/^https?:\/\//i.test(text)) {
    let url: URL;
    try {
      url = new URL(text);
    } catch {
      throw new InvalidRequest(`${param} is not a valid URL: ${quote(raw)}`);
    }
    const segments = url.pathname.split('/').filter(Boolean);
    if (segments.length !== 1 || NOT_ACCOUNTS.has(segments[0].toLowerCase())) {
      throw new InvalidRequest(`${param} URL must be a profile URL like https://<host>/<username>/, got ${quote(raw)}`);
    }
    try {
      candidate = decodeURIComponent(segments[0]);
    } catch {
      throw new InvalidRequest(`${param} URL holds a bad % escape: ${quote(raw)}`);
    }
  } else if (text.startsWith('@')) {
    candidate = text.slice(1);
  }
  const username = candidate.toLowerCase();
  if (!USERNAME.test(username)) {
    throw new InvalidRequest(`${param} must be a username, @handle or profile URL (usernames are 1-30 letters, digits, . or _), got ${quote(raw)}`);
  }
  return username;
}

/** The library profile read's rules (GET /v1/photonet/profile and Query.photonetProfile): q, normalised to a username. */
export const profileArgs = z.strictObject({ q: normalised((v) => normaliseProfileQuery(v, 'q'), { description: 'A username, @handle or profile URL.' }) });
