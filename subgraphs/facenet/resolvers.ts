import { snakeCase } from '../../platform/names.ts';
import { checkArgs, paramError } from '../../platform/rest/params.ts';
import type { SubgraphContext } from '../context.ts';
import { DateTime, JSONScalar } from '../scalars.ts';
import { blocked } from './blocked.ts';
import { companyAdsArgs, eventArgs, eventSearchArgs, groupDetailsArgs, groupPostsArgs, pageArgs, pageListArgs, postArgs, postCommentsArgs, reelArgs, searchAdsArgs, searchCompaniesArgs, videoArgs } from './params.ts';
import { readCompanyAds, readEvent, readEventSearch, readGroupDetails, readGroupPosts, readPage, readPageList, readPost, readPostComments, readSearchAds, readSearchCompanies, readVideoPost } from './read.ts';
import type { PageListKind } from './upstream.ts';

const PAGE_LISTS = Object.fromEntries((['posts', 'photos', 'reels', 'events'] as const).map((k) => [k, pageListArgs(`page/${k}`)])) as Record<PageListKind, ReturnType<typeof pageListArgs>>;

function pageList(kind: PageListKind) {
  return async (_: unknown, args: Record<string, unknown>, ctx: SubgraphContext) => {
    const p = checkArgs(PAGE_LISTS[kind], args);
    return answered(await readPageList(ctx, kind, p, p.source ?? 'auto'));
  };
}

/**
 * checkArgs for company ads, whose REST names pageId and companyName are camelCase themselves (contract 4.8): they
 * keep their name, the others reach the rules by the naming rule.
 */
function checkCompanyAds(args: Record<string, unknown>) {
  const input = Object.fromEntries(
    Object.entries(args).filter(([, v]) => v !== null && v !== undefined).map(([k, v]) => [k === 'pageId' || k === 'companyName' ? k : snakeCase(k), v]),
  );
  const result = companyAdsArgs.safeParse(input);
  if (!result.success) throw paramError(result.error, input);
  return result.data;
}

/** A live read as GraphQL answers it: its payload (the REST `data`), how it was answered and when it was acquired. */
const answered = (r: { payload: unknown; source: string; fetchedAt: Date }) => ({ payload: r.payload, source: r.source, fetchedAt: r.fetchedAt });

/** The advertisers a payload names: its ads' pages, then the companies it found, each once, first mention first. */
export function advertisersIn(payload: unknown): { network: 'facenet'; advertiserId: string; name: string | null }[] {
  const found = new Map<string, string | null>();
  const add = (id: unknown, name: unknown) => {
    if ((typeof id === 'string' || typeof id === 'number') && /^\d{1,40}$/.test(String(id))) {
      const key = String(id);
      if (!found.has(key) || found.get(key) === null) found.set(key, typeof name === 'string' ? name : null);
    }
  };
  const p = (payload ?? {}) as { ads?: { page_id?: unknown; page_name?: unknown }[]; companies?: { page_id?: unknown; name?: unknown }[] };
  for (const ad of Array.isArray(p.ads) ? p.ads : []) add(ad?.page_id, ad?.page_name);
  for (const company of Array.isArray(p.companies) ? p.companies : []) add(company?.page_id, company?.name);
  return [...found].map(([advertiserId, name]) => ({ network: 'facenet', advertiserId, name }));
}

export const resolvers = {
  DateTime,
  JSON: JSONScalar,
  FacenetRead: {
    advertisers: (read: { payload: unknown }) => advertisersIn(read.payload),
  },
  Advertiser: {
    // What this subgraph knows of an advertiser is what the ads named; a reference by key alone answers its key.
    __resolveReference: (ref: { network: string; advertiserId: string; name?: string | null }) =>
      ref.network === 'facenet' ? { network: ref.network, advertiserId: ref.advertiserId, name: ref.name ?? null } : null,
  },
  Query: {
    async facenetCompanyAds(_: unknown, args: Record<string, unknown>, ctx: SubgraphContext) {
      const p = checkCompanyAds(args);
      return answered(await readCompanyAds(ctx, p, p.source ?? 'auto'));
    },
    async facenetSearchAds(_: unknown, args: Record<string, unknown>, ctx: SubgraphContext) {
      const p = checkArgs(searchAdsArgs, args);
      return answered(await readSearchAds(ctx, p, p.source ?? 'auto'));
    },
    async facenetSearchCompanies(_: unknown, args: Record<string, unknown>, ctx: SubgraphContext) {
      const p = checkArgs(searchCompaniesArgs, args);
      return answered(await readSearchCompanies(ctx, p, p.source ?? 'auto'));
    },
    async facenetEvent(_: unknown, args: Record<string, unknown>, ctx: SubgraphContext) {
      const p = checkArgs(eventArgs, args);
      return answered(await readEvent(ctx, p, p.source ?? 'auto'));
    },
    async facenetEventSearch(_: unknown, args: Record<string, unknown>, ctx: SubgraphContext) {
      const p = checkArgs(eventSearchArgs, args);
      return answered(await readEventSearch(ctx, p, p.source ?? 'auto'));
    },
    async facenetGroupPosts(_: unknown, args: Record<string, unknown>, ctx: SubgraphContext) {
      const p = checkArgs(groupPostsArgs, args);
      return answered(await readGroupPosts(ctx, p, p.source ?? 'auto'));
    },
    async facenetPost(_: unknown, args: Record<string, unknown>, ctx: SubgraphContext) {
      const p = checkArgs(postArgs, args);
      return answered(await readPost(ctx, p, p.source ?? 'auto'));
    },
    async facenetPage(_: unknown, args: Record<string, unknown>, ctx: SubgraphContext) {
      const p = checkArgs(pageArgs, args);
      return answered(await readPage(ctx, p, p.source ?? 'auto'));
    },
    facenetPagePosts: pageList('posts'),
    facenetPagePhotos: pageList('photos'),
    facenetPageReels: pageList('reels'),
    facenetPageEvents: pageList('events'),
    async facenetGroupDetails(_: unknown, args: Record<string, unknown>, ctx: SubgraphContext) {
      const p = checkArgs(groupDetailsArgs, args);
      return answered(await readGroupDetails(ctx, p, p.source ?? 'auto'));
    },
    async facenetReel(_: unknown, args: Record<string, unknown>, ctx: SubgraphContext) {
      const p = checkArgs(reelArgs, args);
      return answered(await readVideoPost(ctx, 'reel', p, p.source ?? 'auto'));
    },
    async facenetVideo(_: unknown, args: Record<string, unknown>, ctx: SubgraphContext) {
      const p = checkArgs(videoArgs, args);
      return answered(await readVideoPost(ctx, 'video', p, p.source ?? 'auto'));
    },
    async facenetPostComments(_: unknown, args: Record<string, unknown>, ctx: SubgraphContext) {
      const p = checkArgs(postCommentsArgs, args);
      return answered(await readPostComments(ctx, p, p.source ?? 'auto'));
    },
    ...blocked.resolvers,
  },
};
