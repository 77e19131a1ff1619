import type { z } from 'zod';
import type { FieldPrice } from '../../platform/billing/cost-model.ts';
import { defineRoute, type RestRoute } from '../../platform/rest/route.ts';
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

/** One available facenet live read: its path suffix, Query field, arguments (REST name, GraphQL name and type). */
interface Operation {
  suffix: string;
  field: string;
  summary: string;
  rules: z.ZodType<Record<string, unknown>>;
  args: [rest: string, graphql: string, type: string][];
  availability?: 'egress-intermittent';
  notFound: string;
  price: FieldPrice;
  /** The v4 path it replaced. */
  retired?: string;
  /** A valid request's query parameters. */
  sample: Record<string, string>;
}

/** facenet prices, in dollars (contract 4.8): Ad Library reads $0.0025, the others a standard read. Blocked ones have none. */
const AD_LIBRARY = { price: '0.0025' };
const STANDARD = { price: '0.0005' };

const pascal = (words: string) => words.replace(/(^|[/_.-])([a-z0-9])/g, (_, __, c: string) => c.toUpperCase());
const SOURCE: [string, string, string] = ['source', 'source', 'SourceMode'];
const AD_FILTERS: [string, string, string][] = [
  ['country', 'country', 'String'],
  ['status', 'status', 'String'],
  ['media_type', 'mediaType', 'String'],
  ['sort_by', 'sortBy', 'String'],
  ['cursor', 'cursor', 'String'],
  ['trim', 'trim', 'Boolean'],
];

/** A facenet live read as a REST route: GET /v1/facenet/live/<suffix>, the payload answered as data. */
function liveRoute(op: Operation): RestRoute<Record<string, unknown>> {
  const args = [...op.args, SOURCE];
  return defineRoute<Record<string, unknown>>({
    method: 'GET',
    path: `/v1/facenet/live/${op.suffix}`,
    operation: `facenet.live.${op.suffix.replace(/\//g, '_')}`,
    summary: op.summary,
    params: op.rules,
    subgraph: 'facenet',
    document: /* GraphQL */ `
      query Facenet${pascal(op.suffix)}(${args.map(([, g, t]) => `$${g}: ${t}`).join(', ')}) {
        read: ${op.field}(${args.map(([, g]) => `${g}: $${g}`).join(', ')}) { payload source fetchedAt }
      }`,
    // Absent parameters stay absent (the resolvers apply the defaults and the rules again).
    variables: (p) => Object.fromEntries(args.map(([r, g]) => [g, p[r]]).filter(([, v]) => v !== undefined)),
    // Each read type's own fields are the payload's members, typed (checked against the payload in the tests).
    answer: { kind: 'live', at: 'read', typedPayload: true },
    notFound: op.notFound,
    price: op.price,
    retired: op.retired,
    sample: { query: op.sample },
    ...(op.availability ? { availability: op.availability } : {}),
  });
}

const asRules = (rules: z.ZodType) => rules as unknown as z.ZodType<Record<string, unknown>>;

/** The seven available operations of contract 4.8 (the Ad Library reads egress-intermittent), then the other nine of the 22. */
export const liveRoutes: RestRoute[] = [
  liveRoute({
    suffix: 'adlibrary/company/ads',
    sample: { pageId: '104958162837', trim: 'true' },
    price: AD_LIBRARY,
    retired: '/v1/live/facenet/adlibrary/company/ads',
    field: 'facenetCompanyAds',
    summary: "One page of an advertiser's Ad Library ads, by page id or company name",
    rules: asRules(companyAdsArgs),
    args: [['pageId', 'pageId', 'String'], ['companyName', 'companyName', 'String'], ...AD_FILTERS],
    availability: 'egress-intermittent',
    notFound: 'No stored page for exactly these arguments, or no such advertiser.',
  }),
  liveRoute({
    suffix: 'adlibrary/search/ads',
    sample: { query: 'parity running shoes', country: 'GB' },
    price: AD_LIBRARY,
    retired: '/v1/live/facenet/adlibrary/search/ads',
    field: 'facenetSearchAds',
    summary: 'One page of Ad Library ads matching a query',
    rules: asRules(searchAdsArgs),
    args: [['query', 'query', 'String!'], ['search_type', 'searchType', 'String'], ['ad_type', 'adType', 'String'], ...AD_FILTERS],
    availability: 'egress-intermittent',
    notFound: 'No stored page for exactly these arguments.',
  }),
  liveRoute({
    suffix: 'adlibrary/search/companies',
    sample: { query: 'parity coffee' },
    price: AD_LIBRARY,
    retired: '/v1/live/facenet/adlibrary/search/companies',
    field: 'facenetSearchCompanies',
    summary: 'Ad Library advertisers matching a query',
    rules: asRules(searchCompaniesArgs),
    args: [
      ['query', 'query', 'String!'],
      ['country', 'country', 'String'],
    ],
    availability: 'egress-intermittent',
    notFound: 'No stored answer for exactly these arguments.',
  }),
  liveRoute({
    suffix: 'event/details',
    sample: { id: '1234509876' },
    price: STANDARD,
    retired: '/v1/live/facenet/event/details',
    field: 'facenetEvent',
    summary: 'A public event, by id or permalink',
    rules: asRules(eventArgs),
    args: [
      ['id', 'id', 'String'],
      ['url', 'url', 'String'],
    ],
    notFound: 'No such event, or none stored for exactly these arguments.',
  }),
  liveRoute({
    suffix: 'events/search',
    sample: { query: 'parity jazz' },
    price: STANDARD,
    retired: '/v1/live/facenet/events/search',
    field: 'facenetEventSearch',
    summary: 'One page of public events matching a query',
    rules: asRules(eventSearchArgs),
    args: [
      ['query', 'query', 'String!'],
      ['cursor', 'cursor', 'String'],
    ],
    notFound: 'No stored page for exactly these arguments.',
  }),
  liveRoute({
    suffix: 'group/posts',
    sample: { group_id: '555000111' },
    price: STANDARD,
    retired: '/v1/live/facenet/group/posts',
    field: 'facenetGroupPosts',
    summary: 'A public group and its top posts, by URL or group id',
    rules: asRules(groupPostsArgs),
    args: [
      ['url', 'url', 'String'],
      ['group_id', 'groupId', 'String'],
      ['sort_by', 'sortBy', 'String'],
    ],
    notFound: 'No such group, or none stored for exactly these arguments.',
  }),
  liveRoute({
    suffix: 'post',
    sample: { url: 'https://www.facebook.com/parity/posts/778899', get_comments: 'true' },
    price: STANDARD,
    retired: '/v1/live/facenet/post',
    field: 'facenetPost',
    summary: 'A post, video, photo or reel by URL, with its comments and transcript on request',
    rules: asRules(postArgs),
    args: [
      ['url', 'url', 'String!'],
      ['get_comments', 'getComments', 'Boolean'],
      ['get_transcript', 'getTranscript', 'Boolean'],
    ],
    notFound: 'No such post, or none stored for exactly these arguments.',
  }),
  liveRoute({
    suffix: 'page',
    sample: { url: 'https://www.facebook.com/paritypage' },
    price: STANDARD,
    field: 'facenetPage',
    summary: 'A public page, by URL or page id',
    rules: asRules(pageArgs),
    args: [
      ['url', 'url', 'String'],
      ['page_id', 'pageId', 'String'],
    ],
    notFound: 'No such page, or none stored for exactly these arguments.',
  }),
  ...(['posts', 'photos', 'reels', 'events'] as const).map((kind) =>
    liveRoute({
      suffix: `page/${kind}`,
      price: STANDARD,
      sample: { page_id: '31337' },
      field: `facenetPage${kind[0].toUpperCase()}${kind.slice(1)}`,
      summary: `One page of a public page's ${kind}, by URL or page id`,
      rules: asRules(PAGE_LIST_ARGS[kind]),
      args: [
        ['url', 'url', 'String'],
        ['page_id', 'pageId', 'String'],
        ['cursor', 'cursor', 'String'],
      ],
      notFound: 'No such page, or none stored for exactly these arguments.',
    }),
  ),
  liveRoute({
    suffix: 'group/details',
    sample: { group_id: '555000111' },
    price: STANDARD,
    field: 'facenetGroupDetails',
    summary: "A public group's details, by URL or group id",
    rules: asRules(groupDetailsArgs),
    args: [
      ['url', 'url', 'String'],
      ['group_id', 'groupId', 'String'],
    ],
    notFound: 'No such group, or none stored for exactly these arguments.',
  }),
  liveRoute({
    suffix: 'reel',
    sample: { url: 'https://www.facebook.com/reel/4242' },
    price: STANDARD,
    field: 'facenetReel',
    summary: 'A reel by URL',
    rules: asRules(reelArgs),
    args: [['url', 'url', 'String!']],
    notFound: 'No such reel, or none stored for exactly these arguments.',
  }),
  liveRoute({
    suffix: 'video',
    sample: { url: 'https://www.facebook.com/watch/?v=4343' },
    price: STANDARD,
    field: 'facenetVideo',
    summary: 'A video by URL',
    rules: asRules(videoArgs),
    args: [['url', 'url', 'String!']],
    notFound: 'No such video, or none stored for exactly these arguments.',
  }),
  liveRoute({
    suffix: 'post/comments',
    sample: { url: 'https://www.facebook.com/parity/posts/778899' },
    price: STANDARD,
    field: 'facenetPostComments',
    summary: "One page of a post's comments, by its URL",
    rules: asRules(postCommentsArgs),
    args: [
      ['url', 'url', 'String!'],
      ['cursor', 'cursor', 'String'],
    ],
    notFound: 'No such post, or none stored for exactly these arguments.',
  }),
];
