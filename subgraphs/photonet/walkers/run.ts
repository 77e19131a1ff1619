import type { LiveReader } from '../../../platform/live/reader.ts';
import type { WalkResult } from '../../../platform/walk.ts';
import {
  readLivePage,
  runBatch as kitRunBatch,
  runWalk as kitRunWalk,
  type WalkControl as KitWalkControl,
  type WalkItem,
  type WalkPages,
} from '../../../platform/walkers/index.ts';
import type { SignedInAccount, SignedInPool } from '../account-pool.ts';
import { WALKERS, type WalkBatch, type WalkerName, type WalkRequest } from './operations.ts';
import { normaliseAccount, normaliseComment, normalisePost } from './normalise.ts';
import type { RawComment, RawFeedItem, RawPage, RawUser } from './payloads.ts';
import type { NetworkProviders } from '../../../platform/live/providers.ts';
import type { PhotonetListUpstream } from '../upstream.ts';

/** What a walk reads through: the live reader (archive and cache), the upstream, and the signed-in account pool. */
export interface WalkDeps {
  live: LiveReader;
  /** The list upstreams; the walk's mode (`control.keyMode`) picks one. */
  providers: NetworkProviders<PhotonetListUpstream>;
  pool: SignedInPool;
}

export interface WalkControl extends KitWalkControl {
  /**
   * A durable job's pages wait for a signed-in account until this aborts (the job's deadline); without it a page
   * that finds none free answers 503 source_paused.
   */
  waitForAccount?: AbortSignal;
}

type RawListPage = RawPage<unknown> & { rank_token?: string };

/** How each walker reads one page upstream, and what kind of item it lists. */
const PAGES: Record<
  WalkerName,
  {
    kind: 'post' | 'comment' | 'account';
    read(up: PhotonetListUpstream, target: string, cursor: string | null, size: number, asOf: number, viewer?: SignedInAccount): Promise<RawListPage>;
  }
> = {
  user_feed: { kind: 'post', read: (up, t, c, n, asOf) => up.feedPage(t, c, n, asOf) },
  usertags_feed: { kind: 'post', read: (up, t, c, n, asOf, viewer) => up.usertagsPage(t, c, n, asOf, viewer) },
  post_comments: { kind: 'comment', read: (up, t, c, n, asOf) => up.commentsPage(t, c, n, asOf) },
  popular_search_media: { kind: 'post', read: (up, t, c, n, asOf) => up.searchMediaPage(t, c, n, asOf) },
  loggedout_timeline: { kind: 'post', read: (up, t, c, n, asOf) => up.loggedoutTimelinePage(t, c, n, asOf) },
  followers: { kind: 'account', read: (up, t, c, n, _asOf, viewer) => up.followersPage(t, c, n, viewer) },
  following: { kind: 'account', read: (up, t, c, n, _asOf, viewer) => up.followingPage(t, c, n, viewer) },
};

function item(kind: 'post' | 'comment' | 'account', entry: unknown, raw: boolean): WalkItem {
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
 * A walker's pages: each a live read (archived, cached per `cached`). A signed-in walker acquires each page on an
 * account borrowed from the pool (a stored page needs none). followers and following carry the upstream's rank
 * token in the cursor (`rt`).
 */
function pagesOf(name: WalkerName, request: Omit<WalkRequest, 'target'>, target: string, deps: WalkDeps, control: WalkControl): WalkPages {
  const asOf = control.asOf.getTime();
  const { kind, read } = PAGES[name];
  const walker = WALKERS[name];
  const upstream = deps.providers.for(control.keyMode);
  return {
    timed: kind !== 'account',
    async read({ cursor, size }) {
      const acquire = (viewer?: SignedInAccount) => read(upstream, target, cursor, size, asOf, viewer);
      const page = await readLivePage(deps.live, walker, request, {
        network: 'photonet',
        operation: `${name}.page`,
        args: { target, cursor, page_size: size, raw: request.get_raw },
        provider: upstream.name,
        keyMode: control.keyMode,
        acquire: (): Promise<RawListPage> =>
          walker.signedIn ? deps.pool.use(name, (account) => acquire(account), { wait: control.waitForAccount }) : acquire(),
        normalise: (raw) => ({ items: raw.items.map((entry) => item(kind, entry, request.get_raw)), next: raw.next_max_id, rankToken: raw.rank_token }),
      });
      return { items: page.items, next: page.next, carry: { rt: page.rankToken } };
    },
  };
}

/** Runs a validated walk on the kit's run loop (see platform/walkers/run.ts for `since`, `limit` and cursors). */
export function runWalk(name: WalkerName, request: WalkRequest, deps: WalkDeps, control: WalkControl): Promise<WalkResult<unknown>> {
  return kitRunWalk(WALKERS[name], request, pagesOf(name, request, request.target, deps, control), control);
}

/** One handle's page of a batch. */
export interface BatchPage extends WalkResult<unknown> {
  target: string;
}

/**
 * Runs a batch: one page of each handle, one after another (each borrowing a signed-in account only for its own
 * page, so a batch never holds more than one). The first handle that fails fails the batch, uncharged; the pages
 * read before it stay stored, so the same batch again with cached=auto reads them without acquiring them twice.
 */
export function runBatch(name: WalkerName, batch: WalkBatch, deps: WalkDeps, control: WalkControl): Promise<BatchPage[]> {
  return kitRunBatch(WALKERS[name], batch, (target) => pagesOf(name, batch.page, target, deps, control), control);
}
