import { storeAdsQuietly } from '../../platform/ads/library.ts';
import type { LiveRead, SourceMode } from '../../platform/live/reader.ts';
import type { SubgraphContext } from '../context.ts';
import { adsPayload, postPayload } from './normalise.ts';
import { cursorAt, encodeCursor } from './params.ts';
import { facenetOf } from './services.ts';
import type { AdFilters, AdsPage, PageListKind, RawAd, Row } from './upstream.ts';

/**
 * The available facenet reads, each through the LiveReader: source modes, the archive of the exact upstream payload.
 * `args` are the REST parameters as given (without source), so `source=db` matches exactly what was asked.
 */
function live<Raw>(
  ctx: SubgraphContext,
  operation: string,
  args: Record<string, unknown>,
  source: SourceMode,
  acquire: () => Promise<Raw>,
  normalise: (raw: Raw) => Row,
  ads = false,
): Promise<LiveRead<Row>> {
  const name = ads ? adsOf(ctx).name : providerOf(ctx).name;
  return ctx.runtime.live.read({ network: 'facenet', operation, args, provider: name, keyMode: ctx.keyMode, acquire, normalise }, source);
}

/** The provider of the caller's mode: the sandbox for a test key, FACENET_PROVIDER's for a live key. */
const providerOf = (ctx: SubgraphContext) => facenetOf(ctx).providers.for(ctx.keyMode);
/** The Ad Library's provider of the caller's mode: the sandbox for a test key, FACENET_ADS_PROVIDER's for a live key. */
const adsOf = (ctx: SubgraphContext) => facenetOf(ctx).ads.for(ctx.keyMode);

/**
 * A read of a page of ads: as `live`, and the ads it acquired (their full form, whatever `trim` asked for) enter the
 * ad library in the same request, after archiving; storing never fails the read (platform/ads/library.ts). A stored
 * (`db`) answer stores nothing again.
 */
function liveAds<Raw extends AdsPage>(
  ctx: SubgraphContext,
  operation: string,
  args: Record<string, unknown>,
  source: SourceMode,
  acquire: () => Promise<Raw>,
  normalise: (raw: Raw) => Row,
): Promise<LiveRead<Row>> {
  let acquired: RawAd[] = [];
  return ctx.runtime.live.read(
    {
      network: 'facenet',
      operation,
      args,
      provider: adsOf(ctx).name,
      keyMode: ctx.keyMode,
      acquire: async () => {
        const raw = await acquire();
        acquired = raw.ads;
        return raw;
      },
      normalise,
      store: (_, fetchedAt) => storeAdsQuietly(ctx.db, 'facenet', acquired, fetchedAt),
    },
    source,
  );
}

/**
 * Where a read resumes, decoded before anything is read or charged; `bound` is what shapes its pages (the read's
 * arguments without the cursor and the projection), which its cursors are bound to.
 */
const adsAtOf = (operation: string, bound: Record<string, unknown>, cursor: string | undefined) =>
  cursor === undefined ? { page: 1 } : cursorAt(operation, bound, cursor);
const pageOf = (operation: string, bound: Record<string, unknown>, cursor: string | undefined) => adsAtOf(operation, bound, cursor).page;

interface AdArgs {
  country?: string;
  status?: 'ALL' | 'ACTIVE' | 'INACTIVE';
  media_type?: string;
  sort_by?: string;
  cursor?: string;
  trim?: boolean;
}

const filtersOf = (p: AdArgs): AdFilters => ({ country: p.country ?? 'US', status: p.status ?? 'ALL', media_type: p.media_type ?? 'ALL' });
/** The arguments a stored read is matched by, defaults made explicit. */
const adArgsOf = (p: AdArgs) => ({ ...filtersOf(p), sort_by: p.sort_by ?? 'relevancy_monthly_grouped', cursor: p.cursor, trim: p.trim ?? false });

export function readCompanyAds(ctx: SubgraphContext, p: AdArgs & { pageId?: string; companyName?: string }, source: SourceMode) {
  const op = 'adlibrary/company/ads';
  const filters = filtersOf(p);
  const { cursor: _c, trim: _t, ...bound } = { pageId: p.pageId, companyName: p.companyName, ...adArgsOf(p) };
  const at = adsAtOf(op, bound, p.cursor);
  return liveAds(
    ctx,
    op,
    { pageId: p.pageId, companyName: p.companyName, ...adArgsOf(p) },
    source,
    () => adsOf(ctx).companyAds({ pageId: p.pageId, companyName: p.companyName }, filters, at),
    (raw) => adsPayload(op, bound, raw, p.trim ?? false, { page_id: raw.page_id, page_name: raw.page_name, ...filters }),
  );
}

export function readSearchAds(ctx: SubgraphContext, p: AdArgs & { query: string; search_type?: string; ad_type?: string }, source: SourceMode) {
  const op = 'adlibrary/search/ads';
  const filters = filtersOf(p);
  const { cursor: _c, trim: _t, ...bound } = { query: p.query, search_type: p.search_type ?? 'keyword_unordered', ad_type: p.ad_type ?? 'all', ...adArgsOf(p) };
  const at = adsAtOf(op, bound, p.cursor);
  return liveAds(
    ctx,
    op,
    { query: p.query, search_type: p.search_type ?? 'keyword_unordered', ad_type: p.ad_type ?? 'all', ...adArgsOf(p) },
    source,
    () => adsOf(ctx).searchAds(p.query, filters, at),
    (raw) => adsPayload(op, bound, raw, p.trim ?? false, { query: p.query, ...filters }),
  );
}

export function readSearchCompanies(ctx: SubgraphContext, p: { query: string; country?: string }, source: SourceMode) {
  const country = p.country ?? 'US';
  return live(
    ctx,
    'adlibrary/search/companies',
    { query: p.query, country },
    source,
    () => adsOf(ctx).searchCompanies(p.query, country),
    (companies) => ({
      query: p.query,
      country,
      company_count: companies.length,
      companies,
    }),
    true,
  );
}

export function readEvent(ctx: SubgraphContext, p: { id?: string; url?: string }, source: SourceMode) {
  return live(
    ctx,
    'event/details',
    { id: p.id, url: p.url },
    source,
    () => providerOf(ctx).event(p),
    (event) => ({ event }),
  );
}

export function readEventSearch(ctx: SubgraphContext, p: { query: string; cursor?: string }, source: SourceMode) {
  const op = 'events/search';
  const bound = { query: p.query };
  const page = pageOf(op, bound, p.cursor);
  return live(
    ctx,
    op,
    { query: p.query, cursor: p.cursor },
    source,
    () => providerOf(ctx).searchEvents(p.query, page),
    (raw) => ({
      query: p.query,
      event_count: raw.events.length,
      events: raw.events,
      next_cursor: raw.next_page === null ? null : encodeCursor(op, bound, raw.next_page),
    }),
  );
}

export function readGroupPosts(ctx: SubgraphContext, p: { url?: string; group_id?: string; sort_by?: string }, source: SourceMode) {
  const sortBy = p.sort_by ?? 'TOP_POSTS';
  return live(
    ctx,
    'group/posts',
    { url: p.url, group_id: p.group_id, sort_by: sortBy },
    source,
    () => providerOf(ctx).groupPosts({ url: p.url, groupId: p.group_id }),
    (raw) => ({
      group: raw.group,
      sort_by: sortBy,
      posts: raw.posts,
    }),
  );
}

export function readPost(ctx: SubgraphContext, p: { url: string; get_comments?: boolean; get_transcript?: boolean }, source: SourceMode) {
  const comments = p.get_comments ?? false;
  const transcript = p.get_transcript ?? false;
  return live(
    ctx,
    'post',
    { url: p.url, get_comments: comments, get_transcript: transcript },
    source,
    () => providerOf(ctx).post(p.url, comments, transcript),
    (raw) => postPayload(raw, comments, transcript),
  );
}

type PageRef = { url?: string; page_id?: string };
const pageRefOf = (p: PageRef) => ({ url: p.url, pageId: p.page_id });

export function readPage(ctx: SubgraphContext, p: PageRef, source: SourceMode) {
  return live(
    ctx,
    'page',
    { url: p.url, page_id: p.page_id },
    source,
    () => providerOf(ctx).page(pageRefOf(p)),
    (page) => ({ page }),
  );
}

/** page/posts, page/photos, page/reels, page/events: {page_id, <kind>[], next_cursor}. */
export function readPageList(ctx: SubgraphContext, kind: PageListKind, p: PageRef & { cursor?: string }, source: SourceMode) {
  const op = `page/${kind}`;
  const bound = { url: p.url, page_id: p.page_id };
  const page = pageOf(op, bound, p.cursor);
  return live(
    ctx,
    op,
    { url: p.url, page_id: p.page_id, cursor: p.cursor },
    source,
    () => providerOf(ctx).pageList(kind, pageRefOf(p), page),
    (raw) => ({
      page_id: raw.page_id,
      [kind]: raw.items,
      next_cursor: raw.next_page === null ? null : encodeCursor(op, bound, raw.next_page),
    }),
  );
}

export function readGroupDetails(ctx: SubgraphContext, p: { url?: string; group_id?: string }, source: SourceMode) {
  return live(
    ctx,
    'group/details',
    { url: p.url, group_id: p.group_id },
    source,
    () => providerOf(ctx).groupDetails({ url: p.url, groupId: p.group_id }),
    (group) => ({ group }),
  );
}

/** reel and video: {post} with the group-post members. */
export function readVideoPost(ctx: SubgraphContext, kind: 'reel' | 'video', p: { url: string }, source: SourceMode) {
  return live(
    ctx,
    kind,
    { url: p.url },
    source,
    () => providerOf(ctx).videoPost(kind, p.url),
    (post) => ({ post }),
  );
}

export function readPostComments(ctx: SubgraphContext, p: { url: string; cursor?: string }, source: SourceMode) {
  const op = 'post/comments';
  const bound = { url: p.url };
  const page = pageOf(op, bound, p.cursor);
  return live(
    ctx,
    op,
    { url: p.url, cursor: p.cursor },
    source,
    () => providerOf(ctx).comments(p.url, page),
    (raw) => ({
      url: p.url,
      comment_count: raw.comments.length,
      comments: raw.comments,
      next_cursor: raw.next_page === null ? null : encodeCursor(op, bound, raw.next_page),
    }),
  );
}
