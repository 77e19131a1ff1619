import type { PhotonetListUpstream } from '../upstream.ts';
import type { RawUserPosts } from './payloads.ts';

/** The upstream feed's page size: user_posts reads pages of at most this many posts. */
const NATIVE_PAGE = 12;

/**
 * user_posts' acquisition: the account's feed pages from `maxId` until `limit` posts are in hand, the feed ends, the
 * upstream repeats a cursor or a page brings no post not seen before. Each page is asked for exactly the posts still
 * wanted, so the last page's next_max_id continues right after the last post answered. The pages are kept exactly as
 * the upstream returned them (what the archive holds and get_raw answers).
 */
export async function scanUserPosts(feed: PhotonetListUpstream, handle: string, maxId: string | null, limit: number, asOf: number): Promise<RawUserPosts> {
  const pages: RawUserPosts['pages'] = [];
  const seen = new Set<string>();
  const cursors = new Set<string>(maxId === null ? [] : [maxId]);
  let cursor = maxId;
  let collected = 0;
  while (collected < limit) {
    const page = await feed.feedPage(handle, cursor, Math.min(NATIVE_PAGE, limit - collected), asOf);
    pages.push(page);
    const fresh = page.items.filter((item) => !seen.has(item.pk) && seen.add(item.pk)).length;
    collected += fresh;
    if (!page.more_available || page.next_max_id === null || fresh === 0 || cursors.has(page.next_max_id)) break;
    cursors.add(page.next_max_id);
    cursor = page.next_max_id;
  }
  return { pages };
}
