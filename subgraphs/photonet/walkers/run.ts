import { NotFound } from '../../../platform/errors.ts';
import type { LiveReader } from '../../../platform/live/reader.ts';
import { parseSince, walk, type WalkResult, type WalkSource } from '../../../platform/walk.ts';
import type { SignedInPool } from '../account-pool.ts';
import { SOURCE_OF } from '../cache-mode.ts';
import { decodeCursor, encodeCursor, WALKERS, type WalkBatch, type WalkerName, type WalkRequest } from './operations.ts';
import { normaliseAccount, normaliseComment, normalisePost } from './normalise.ts';
import type { RawComment, RawFeedItem, RawPage, RawUser, SandboxPhotonetUpstream } from './sandbox.ts';

/** What a walk reads through: the live reader (archive and cache), the upstream, and the signed-in account pool. */
export interface WalkDeps {
  live: LiveReader;
  upstream: SandboxPhotonetUpstream;
  provider: string;
  pool: SignedInPool;
}

export interface WalkControl {
  asOf: Date;
  deadline: number;
  stopped?: () => Promise<boolean>;
  /**
   * A durable job's pages wait for a signed-in account until this aborts (the job's deadline); without it a page
   * that finds none free answers 503 source_paused.
   */
  waitForAccount?: AbortSignal;
}

type RawListPage = RawPage<unknown> & { rank_token?: string };

/** How each walker reads one page upstream, and what kind of item it lists. */
const PAGES: Record<WalkerName, { kind: 'post' | 'comment' | 'account'; read(up: SandboxPhotonetUpstream, target: string, cursor: string | null, size: number, asOf: number): Promise<RawListPage> }> = {
  user_feed: { kind: 'post', read: (up, t, c, n, asOf) => up.feedPage(t, c, n, asOf) },
  usertags_feed: { kind: 'post', read: (up, t, c, n, asOf) => up.usertagsPage(t, c, n, asOf) },
  post_comments: { kind: 'comment', read: (up, t, c, n, asOf) => up.commentsPage(t, c, n, asOf) },
  popular_search_media: { kind: 'post', read: (up, t, c, n, asOf) => up.searchMediaPage(t, c, n, asOf) },
  loggedout_timeline: { kind: 'post', read: (up, t, c, n, asOf) => up.loggedoutTimelinePage(t, c, n, asOf) },
  followers: { kind: 'account', read: (up, t, c, n) => up.followersPage(t, c, n) },
  following: { kind: 'account', read: (up, t, c, n) => up.followingPage(t, c, n) },
};


interface Item {
  key: string;
  at: Date | null;
  value: unknown;
}

function item(kind: 'post' | 'comment' | 'account', entry: unknown, raw: boolean): Item {
  if (kind === 'post') {
    const post = entry as RawFeedItem;
    return { key: post.pk, at: new Date(post.taken_at * 1000), value: raw ? post : normalisePost(post) };
  }
  if (kind === 'comment') {
    const comment = entry as RawComment;
    return { key: comment.pk, at: new Date(comment.created_at * 1000), value: raw ? comment : normaliseComment(comment) };
  }
  const user = entry as RawUser;
  return { key: user.pk, at: null, value: raw ? user : normaliseAccount(user) };
}

/**
 * Runs a validated walk: each page is a live read (archived, cached per `cached`), the walk decides where to stop.
 * A signed-in walker acquires each page on an account borrowed from the pool (a stored page needs none). A `limit`
 * becomes pages: ceil(limit / page_size) at most, the last asking only for the items still wanted.
 */
export function runWalk(name: WalkerName, request: WalkRequest, deps: WalkDeps, control: WalkControl): Promise<WalkResult<unknown>> {
  const asOf = control.asOf.getTime();
  const { kind, read } = PAGES[name];
  const signedIn = WALKERS[name].signedIn;
  let rankToken: string | undefined = request.cursor ? decodeCursor(name, request.target, request.cursor).rt : undefined;
  let asked = 0;

  const source: WalkSource<Item> = {
    key: (item) => item.key,
    time: kind === 'account' ? undefined : (item) => item.at!,
    async fetchPage(cursor) {
      const native = cursor ? decodeCursor(name, request.target, cursor).c : null;
      const size = request.limit === null ? request.page_size : Math.min(request.page_size, request.limit - asked);
      asked += size;
      const acquire = () => read(deps.upstream, request.target, native, size, asOf);
      const page = await deps.live
        .read(
          {
            network: 'photonet',
            operation: `${name}.page`,
            args: { target: request.target, cursor: native, page_size: size, raw: request.get_raw },
            provider: deps.provider,
            acquire: (): Promise<RawListPage> => (signedIn ? deps.pool.use(name, acquire, { wait: control.waitForAccount }) : acquire()),
            normalise: (raw) => ({ items: raw.items.map((entry) => item(kind, entry, request.get_raw)), next: raw.next_max_id, rankToken: raw.rank_token }),
          },
          SOURCE_OF[request.cached],
        )
        .catch((err) => {
          if (err instanceof NotFound && request.cached === 'cache_only') {
            throw new NotFound('cached=cache_only and this page was never acquired; use cached=auto or live.');
          }
          throw err;
        });
      rankToken = page.payload.rankToken ?? rankToken;
      const next = page.payload.next;
      return {
        items: page.payload.items,
        nextCursor: next === null ? null : encodeCursor({ op: name, target: request.target, c: next, ...(rankToken ? { rt: rankToken } : {}) }),
      };
    },
  };

  const limitPages = request.limit === null ? null : Math.ceil(request.limit / request.page_size);
  const maxPages = request.max_pages === null ? limitPages : limitPages === null ? request.max_pages : Math.min(request.max_pages, limitPages);
  return walk(source, {
    maxPages,
    // Upstream times have whole seconds: compare at that precision, so `since` is inclusive of the boundary second.
    since: request.since ? new Date(Math.floor(parseSince(request.since, asOf).getTime() / 1000) * 1000) : null,
    cursor: request.cursor,
    deadline: control.deadline,
    stopped: control.stopped,
  }).then((result) => ({ ...result, items: (result.items as Item[]).map((i) => i.value) }));
}

/** One handle's page of a batch. */
export interface BatchPage extends WalkResult<unknown> {
  handle: string;
}

/**
 * Runs a batch: one page of each handle, one after another (each borrowing a signed-in account only for its own
 * page, so a batch never holds more than one). The first handle that fails fails the batch, uncharged; the pages
 * read before it stay stored, so the same batch again with cached=auto reads them without acquiring them twice.
 */
export async function runBatch(name: WalkerName, batch: WalkBatch, deps: WalkDeps, control: WalkControl): Promise<BatchPage[]> {
  const pages: BatchPage[] = [];
  for (const handle of batch.handles) pages.push({ handle, ...(await runWalk(name, { ...batch.page, target: handle }, deps, control)) });
  return pages;
}
