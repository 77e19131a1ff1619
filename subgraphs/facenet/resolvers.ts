import { checkArgs } from '../../platform/rest/params.ts';
import type { SubgraphContext } from '../context.ts';
import { rowFields } from '../row-fields.ts';
import { DateTime, JSONScalar } from '../scalars.ts';
import { blocked } from './blocked.ts';
import {
  companyAdsArgs,
  eventArgs,
  eventSearchArgs,
  groupDetailsArgs,
  groupPostsArgs,
  pageArgs,
  PAGE_LIST_ARGS,
  postArgs,
  postCommentsArgs,
  reelArgs,
  searchAdsArgs,
  searchCompaniesArgs,
  videoArgs,
} from './params.ts';
import {
  readCompanyAds,
  readEvent,
  readEventSearch,
  readGroupDetails,
  readGroupPosts,
  readPage,
  readPageList,
  readPost,
  readPostComments,
  readSearchAds,
  readSearchCompanies,
  readVideoPost,
} from './read.ts';
import { typeDefs } from './schema.ts';
import type { PageListKind } from './upstream.ts';

type Row = Record<string, unknown>;

function pageList(kind: PageListKind) {
  return async (_: unknown, args: Record<string, unknown>, ctx: SubgraphContext) => {
    const p = checkArgs(PAGE_LIST_ARGS[kind], args);
    return answered(await readPageList(ctx, kind, p, p.source ?? 'auto'));
  };
}

/** checkArgs for company ads, whose REST names pageId and companyName are camelCase themselves (contract 4.8). */
const checkCompanyAds = (args: Record<string, unknown>) => checkArgs(companyAdsArgs, args, { keep: ['pageId', 'companyName'] });

/**
 * A live read as GraphQL answers it: its payload (the REST `data`), how it was answered and when it was acquired, with
 * the payload's members beside them for the typed fields (read by the naming rule, `rowFields`).
 */
const answered = (r: { payload: unknown; source: string; fetchedAt: Date }) => ({
  ...(r.payload as Record<string, unknown>),
  payload: r.payload,
  source: r.source,
  fetchedAt: r.fetchedAt,
});

/** The facenet page an ad, a company or a page belongs to, as the shared Advertiser entity. */
const advertiserOf = (pageId: unknown, name: unknown) => ({ network: 'facenet', advertiserId: String(pageId), name: typeof name === 'string' ? name : null });

/** A `{lower_bound, upper_bound}` range as the network gives it (numbers or digit strings); null when it is none. */
function range(value: unknown): { lowerBound: number | null; upperBound: number | null } | null {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  const bound = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : typeof v === 'string' && /^\d+(\.\d+)?$/.test(v) ? Number(v) : null);
  const r = value as { lower_bound?: unknown; upper_bound?: unknown };
  return { lowerBound: bound(r.lower_bound), upperBound: bound(r.upper_bound) };
}

/** Typed fields of every payload type, read from its snake_case members. */
const ROW_TYPES = [
  'FacenetAdsRead',
  'FacenetCompaniesRead',
  'FacenetEventRead',
  'FacenetEventSearchRead',
  'FacenetGroupPostsRead',
  'FacenetPostRead',
  'FacenetPageRead',
  'FacenetPagePostsRead',
  'FacenetPagePhotosRead',
  'FacenetPageReelsRead',
  'FacenetPageEventsRead',
  'FacenetGroupRead',
  'FacenetVideoPostRead',
  'FacenetCommentsRead',
  'FacenetAd',
  'FacenetCompany',
  'FacenetEvent',
  'FacenetGroup',
  'FacenetPost',
  'FacenetComment',
  'FacenetPhoto',
  'FacenetPage',
] as const;
// fetchedAt is the read's own field, not a payload member.
const rows = Object.fromEntries(ROW_TYPES.map((t) => [t, (({ fetchedAt: _, ...fields }) => fields)(rowFields(typeDefs, t))])) as Record<
  (typeof ROW_TYPES)[number],
  Record<string, (row: Record<string, unknown>) => unknown>
>;

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
  ...rows,
  FacenetAdsRead: { ...rows.FacenetAdsRead, advertisers: (read: { payload: unknown }) => advertisersIn(read.payload) },
  FacenetCompaniesRead: { ...rows.FacenetCompaniesRead, advertisers: (read: { payload: unknown }) => advertisersIn(read.payload) },
  FacenetAd: {
    ...rows.FacenetAd,
    impressions: (ad: Row) => range(ad.impressions),
    spend: (ad: Row) => range(ad.spend),
    estimatedAudienceSize: (ad: Row) => range(ad.estimated_audience_size),
    advertiser: (ad: Row) => advertiserOf(ad.page_id, ad.page_name),
  },
  FacenetCompany: { ...rows.FacenetCompany, advertiser: (c: Row) => advertiserOf(c.page_id, c.name) },
  FacenetPage: { ...rows.FacenetPage, advertiser: (p: Row) => advertiserOf(p.page_id, p.name) },
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
