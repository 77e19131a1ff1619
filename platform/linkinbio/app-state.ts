import { record } from './html.ts';
import type { PageBuilder } from './page-builder.ts';

const URL_KEYS = ['url', 'href', 'link'];
const LABEL_KEYS = ['title', 'label', 'text', 'name'];
const TEXT_KEYS = ['title', 'subtitle', 'label', 'text', 'description', 'body', 'content'];
/** What holds pictures and styling, never links of the page. */
const MEDIA_KEYS = new Set(['image', 'images', 'thumbnail', 'icon', 'avatar', 'media', 'cover', 'style', 'theme']);

const hidden = (r: Record<string, unknown>) => r.hidden === true || r.enabled === false || r.visible === false || r.archived === true;

/**
 * Walks a page builder's app state (Beacons blocks, a Stan store's items) depth first, in document order: every
 * object with a URL is a link labelled by its title, label, text or name; text fields are searched for emails;
 * hidden, disabled and archived entries are skipped with everything inside them.
 */
export function collectAppState(b: PageBuilder, value: unknown, depth = 0): void {
  if (depth > 12) return;
  if (Array.isArray(value)) {
    for (const item of value) collectAppState(b, item, depth + 1);
    return;
  }
  const r = record(value);
  if (!r || hidden(r)) return;
  const urlKey = URL_KEYS.find((k) => typeof r[k] === 'string');
  if (urlKey)
    b.link(
      r[urlKey],
      LABEL_KEYS.map((k) => r[k]).find((v) => typeof v === 'string' && v.trim() !== ''),
    );
  for (const key of TEXT_KEYS) b.text(r[key]);
  for (const [key, child] of Object.entries(r))
    if (key !== urlKey && !MEDIA_KEYS.has(key) && typeof child === 'object' && child !== null) collectAppState(b, child, depth + 1);
}
