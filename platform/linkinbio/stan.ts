import type { CheerioAPI } from 'cheerio';
import type { LinkinbioPage, RawPage } from './page.ts';
import { collectAppState } from './app-state.ts';
import { record, str } from './html.ts';
import { clean, PageBuilder } from './page-builder.ts';
import type { ProfilePages } from './socials.ts';

/** The store state among a page's JSON scripts: the first object (searched breadth first) with a `user` record. */
function storeState($: CheerioAPI): Record<string, unknown> | undefined {
  for (const el of $('script[type="application/json"]').toArray()) {
    let json: unknown;
    try {
      json = JSON.parse($(el).text());
    } catch {
      continue;
    }
    const queue: unknown[] = [json];
    for (let seen = 0; queue.length > 0 && seen < 200; seen++) {
      const r = record(queue.shift());
      if (!r) continue;
      if (record(r.user)) return r;
      queue.push(...Object.values(r).filter((v) => record(v)));
    }
  }
  return undefined;
}

/**
 * A Stan store page: its store state as JSON in a script (`store` with `user` {name, username, bio, avatar}, the
 * user's `socials`, and `products` in page order, each a link or a product with a title and a URL, often relative to
 * the store; an `about` text). Null when the page holds no such data (the caller reads it as a generic page).
 */
export function parseStan($: CheerioAPI, page: RawPage, named: readonly ProfilePages[]): LinkinbioPage | null {
  const store = storeState($);
  const user = record(store?.user);
  if (!store || !user) return null;
  const b = new PageBuilder(page, named);
  const bio = clean(str(user, 'bio', 'description'));
  b.text(bio);
  collectAppState(b, user.socials ?? store.socials);
  collectAppState(b, store.links);
  collectAppState(b, store.products);
  b.text(store.about);
  const handle = clean(str(user, 'username') ?? str(store, 'username'));
  return b.build({
    provider: 'stan',
    handle,
    display_name: clean(str(user, 'name', 'displayName', 'display_name')) ?? handle,
    bio,
    avatar_url: b.image(str(user, 'avatar', 'avatarUrl', 'image')),
  });
}
