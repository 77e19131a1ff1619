import { createHash } from 'node:crypto';

/** Escaping and deterministic identifiers for the page templates. */

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' };

/** Text or an attribute value, escaped for HTML. */
export const esc = (value: string | undefined | null): string => (value ?? '').replace(/[&<>"']/g, (c) => ENTITIES[c]);

/** JSON for a `<script type="application/json">`, with `<`, `>` and `&` escaped as Next.js does. */
export const scriptJson = (value: unknown): string =>
  JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

/** A number derived from a seed (ids, build ids, versions): the same seed gives the same number. */
export function idFrom(seed: string, digits = 8): number {
  return Number.parseInt(createHash('sha256').update(seed).digest('hex').slice(0, 12), 16) % 10 ** digits;
}

/** Hex derived from a seed. */
export const hexFrom = (seed: string, length = 8): string => createHash('sha256').update(seed).digest('hex').slice(0, length);

/** A word's first letter in upper case (`photos` → `Photos`). */
export const capitalised = (word: string): string => word.charAt(0).toUpperCase() + word.slice(1);

/** An avatar URL made absolute against the page, for meta tags. */
export function absolute(src: string | undefined, page: string): string | undefined {
  if (src === undefined) return undefined;
  try {
    return new URL(src, page).href;
  } catch {
    return src;
  }
}
