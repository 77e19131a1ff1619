import { InvalidRequest, quote } from '../../platform/errors.ts';
import { identifierUrl } from '../../platform/outbound/url-policy.ts';
import type { PostRef } from './posts.ts';

const POST_URL = /^\/(?:p|reel|reels|tv)\/([A-Za-z0-9_-]{5,40})\/?$/;
/** A post's shortcode. */
export const SHORTCODE = /^[A-Za-z0-9_-]{5,40}$/;

/** The shortcode of a post, reel or tv URL (`https://<host>/p/<shortcode>/`); a 400 naming `param` otherwise. */
export function shortcodeFromUrl(raw: string, param: string): string {
  const shape = `${param} URL must be a post, reel or tv URL like https://<host>/p/<shortcode>/, got ${quote(raw)}`;
  const match = POST_URL.exec(identifierUrl(raw, param, shape).pathname);
  if (!match) throw new InvalidRequest(shape);
  return match[1];
}

/** `q` for a post: a shortcode, a post/reel/tv URL, or (where allowed) a numeric post id (stored id or media id). */
export function postQuery(raw: string, allowNumeric: boolean, param = 'q'): PostRef {
  const text = raw.trim();
  if (allowNumeric && /^\d{1,40}$/.test(text)) {
    return Number(text) <= Number.MAX_SAFE_INTEGER && text.length < 16 ? { id: Number(text) } : { igPostId: text };
  }
  if (/^https?:\/\//i.test(text)) return { shortcode: shortcodeFromUrl(text, param) };
  if (!SHORTCODE.test(text)) {
    throw new InvalidRequest(`${param} must be a shortcode or a post, reel or tv URL${allowNumeric ? ', or a numeric post id' : ''}, got ${quote(raw)}`);
  }
  return { shortcode: text };
}
