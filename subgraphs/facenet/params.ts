import type { PageListKind } from './upstream.ts';
import { z } from 'zod';
import { cursorField, decodeCursor as decodeSigned, encodeCursor as encodeSigned } from '../../platform/cursor.ts';
import { InvalidRequest, quote } from '../../platform/errors.ts';
import { identifierUrl } from '../../platform/outbound/url-policy.ts';
import { blockedCursorParam, digitsIdParam, exactlyOneOf, queryParam } from '../../platform/rest/bounds.ts';
import { countryParam as countryParamOf, flagParam, intParam, normalised, sourceParam } from '../../platform/rest/params.ts';

/**
 * Parameter rules of the facenet live operations (contract 4.8, 8), one strict object per operation under the REST
 * names; resolvers apply the same objects to the GraphQL arguments (checkArgs), so both surfaces answer the same 400.
 */

const HOSTS = new Set(['facebook.com', 'www.facebook.com', 'm.facebook.com', 'web.facebook.com']);
const MAX_CURSOR = 8192;

/** An https URL on facebook.com (optional www., m. or web.), uri form, at most 2048 characters. */
export function facenetUrlParam(name: string, shape: string) {
  return normalised(
    (v) => {
      const url = identifierUrl(v, name, `${name} must be a URL like ${shape}, got ${quote(v)}`);
      if (url.protocol !== 'https:' || !HOSTS.has(url.hostname.toLowerCase())) {
        throw new InvalidRequest(`${name} must be an https URL on facebook.com (www., m. or web. allowed) like ${shape}, got ${quote(v)}`);
      }
      return v;
    },
    { format: 'uri', maxLength: 2048, description: `${shape} (https on facebook.com, www., m. or web. allowed)` },
  );
}

const oneOf = <T extends string>(name: string, values: readonly [T, ...T[]]) => z.enum(values, { error: `${name} must be ${values.join(', ')}` });

export const countryParam = countryParamOf({ default: 'US', description: 'Ad Library country: two uppercase letters (default US).' });
export const statusParam = oneOf('status', ['ALL', 'ACTIVE', 'INACTIVE']).optional();
export const mediaTypeParam = oneOf('media_type', ['ALL', 'IMAGE', 'VIDEO', 'MEME', 'IMAGE_AND_MEME', 'NONE']).optional();
const trim = flagParam('trim', 'true returns the compact ad projection (ad_archive_id, page_id, page_name, is_active, start_date, body, snapshot_url).');

/**
 * A cursor as this API hands it out (platform/cursor.ts): signed, bound to the operation and to the arguments that
 * shape its pages (`args`), holding the page it starts and, when the provider pages by cursor (the meta Ad Library
 * provider), the upstream's own `after` cursor.
 */
export function encodeCursor(operation: string, args: Record<string, unknown>, page: number, after?: string | null): string {
  return encodeSigned(`facenet:${operation}`, args, after ? { p: page, a: after } : { p: page });
}

const cursorShape = z.strictObject({ p: cursorField.page.min(2), a: cursorField.text.min(1).optional() });

/** Where a cursor of `operation` with `args` resumes; a 400 for anything a previous page of that read did not emit. */
export function cursorAt(operation: string, args: Record<string, unknown>, cursor: string): { page: number; after?: string } {
  const state = decodeSigned(`facenet:${operation}`, args, cursor, cursorShape);
  return state.a === undefined ? { page: state.p } : { page: state.p, after: state.a };
}

/** The cursor of one paged operation: at most 8192 characters, only what a previous page of it emitted. */
function cursorOf(operation: string) {
  return normalised(
    (v) => {
      if (v.length === 0 || v.length > MAX_CURSOR) throw new InvalidRequest(`cursor must be 1 to ${MAX_CURSOR} characters, from the previous page`);
      return v;
    },
    {
      minLength: 1,
      maxLength: MAX_CURSOR,
      description: `next_cursor of the previous ${operation} page with the same arguments: opaque, bound to that request; never construct one.`,
    },
  ).optional();
}

const id = (name = 'id') => digitsIdParam(name);
const query = queryParam('query');
const companyName = normalised(
  (v) => {
    if (v.trim().length === 0 || v.length > 500) throw new InvalidRequest('companyName must be 1 to 500 characters, not only spaces');
    return v;
  },
  { minLength: 1, maxLength: 500 },
);

/** GET /v1/facenet/live/adlibrary/company/ads */
export const companyAdsArgs = exactlyOneOf(
  z.strictObject({
    pageId: id('pageId').optional(),
    companyName: companyName.optional(),
    country: countryParam,
    status: statusParam,
    media_type: mediaTypeParam,
    sort_by: oneOf('sort_by', ['relevancy_monthly_grouped']).optional(),
    cursor: cursorOf('adlibrary/company/ads'),
    trim,
    source: sourceParam,
  }),
  'pageId',
  'companyName',
);

/** GET /v1/facenet/live/adlibrary/search/ads */
export const searchAdsArgs = z.strictObject({
  query,
  sort_by: oneOf('sort_by', ['relevancy_monthly_grouped']).optional(),
  search_type: oneOf('search_type', ['keyword_unordered']).optional(),
  ad_type: oneOf('ad_type', ['all']).optional(),
  country: countryParam,
  status: statusParam,
  media_type: mediaTypeParam,
  cursor: cursorOf('adlibrary/search/ads'),
  trim,
  source: sourceParam,
});

/** GET /v1/facenet/live/adlibrary/search/companies */
export const searchCompaniesArgs = z.strictObject({ query, country: countryParam, source: sourceParam });

/** GET /v1/facenet/live/event/details */
export const eventArgs = exactlyOneOf(
  z.strictObject({ id: id().optional(), url: facenetUrlParam('url', 'https://www.facebook.com/events/<id>/').optional(), source: sourceParam }),
  'id',
  'url',
);

/** GET /v1/facenet/live/events/search */
export const eventSearchArgs = z.strictObject({ query, cursor: cursorOf('events/search'), source: sourceParam });

/** GET /v1/facenet/live/group/posts */
export const groupPostsArgs = exactlyOneOf(
  z.strictObject({
    url: facenetUrlParam('url', 'https://www.facebook.com/groups/<slug or id>/').optional(),
    group_id: id('group_id').optional(),
    sort_by: oneOf('sort_by', ['TOP_POSTS']).optional(),
    source: sourceParam,
  }),
  'url',
  'group_id',
);

/** GET /v1/facenet/live/post */
export const postArgs = z.strictObject({
  url: facenetUrlParam('url', 'https://www.facebook.com/<page>/posts/<id> (a post, video, photo or reel URL)'),
  get_comments: flagParam('get_comments', 'true adds the initial comments, read in the same session.'),
  get_transcript: flagParam('get_transcript', 'true adds the native transcript when the video has one.'),
  source: sourceParam,
});

/** The blocked operations' rules: checked (400) before the 501. */
export const adArgs = exactlyOneOf(
  z.strictObject({ id: id().optional(), url: facenetUrlParam('url', 'https://www.facebook.com/ads/library/?id=<id>').optional(), trim, source: sourceParam }),
  'id',
  'url',
);
export const adTranscriptArgs = exactlyOneOf(
  z.strictObject({ id: id().optional(), url: facenetUrlParam('url', 'https://www.facebook.com/ads/library/?id=<id>').optional(), source: sourceParam }),
  'id',
  'url',
);
export const eventsArgs = z.strictObject({
  url: facenetUrlParam('url', 'https://www.facebook.com/events/explore/<city>/<id>/ (legacy city URL)'),
  time: oneOf('time', ['today', 'this_week', 'next_week']).optional(),
  cursor: blockedCursorParam('cursor').optional(),
  source: sourceParam,
});
export const marketplaceItemArgs = exactlyOneOf(
  z.strictObject({ id: id().optional(), url: facenetUrlParam('url', 'https://www.facebook.com/marketplace/item/<id>/').optional(), source: sourceParam }),
  'id',
  'url',
);
export const marketplaceLocationArgs = z.strictObject({ query, source: sourceParam });

function coordinate(name: string, bound: number) {
  return normalised(
    (v) => {
      const n = Number(v);
      if (v.length === 0 || v.length > 32 || !/^-?\d+(\.\d+)?$/.test(v) || !(Math.abs(n) <= bound)) {
        throw new InvalidRequest(`${name} must be a number from -${bound} to ${bound}, at most 32 characters, got ${quote(v)}`);
      }
      return v;
    },
    { minLength: 1, maxLength: 32, description: `${name}: -${bound} to ${bound}.` },
  );
}
const BIG = 2_147_483_647;
export const marketplaceSearchArgs = z.strictObject({
  query: normalised(
    (v) => {
      if (v.trim().length === 0 || v.length > 32) throw new InvalidRequest('query must be 1 to 32 characters, not only spaces');
      return v;
    },
    { minLength: 1, maxLength: 32 },
  ),
  lat: coordinate('lat', 90),
  lng: coordinate('lng', 180),
  radius_km: intParam('radius_km', 1, BIG).optional(),
  min_price: intParam('min_price', 0, BIG).optional(),
  max_price: intParam('max_price', 0, BIG).optional(),
  count: intParam('count', 1, BIG).optional(),
  sort_by: oneOf('sort_by', ['suggested', 'distance_ascend', 'creation_time_descend', 'price_ascend', 'price_descend']).optional(),
  delivery_method: oneOf('delivery_method', ['all', 'local_pickup', 'shipping']).optional(),
  condition: oneOf('condition', ['new', 'used_like_new', 'used_good', 'used_fair']).optional(),
  date_listed: oneOf('date_listed', ['all', '1', '7', '30', 'last_24_hours', 'last_7_days', 'last_30_days']).optional(),
  availability: oneOf('availability', ['available', 'sold', 'all']).optional(),
  cursor: blockedCursorParam('cursor').optional(),
  source: sourceParam,
});

/** The other nine operations of the network's 22 (their parameters are this API's design; README, "facenet"). */
const pageRef = (extra: Record<string, z.ZodType> = {}) =>
  exactlyOneOf(
    z.strictObject({
      url: facenetUrlParam('url', 'https://www.facebook.com/<page name or id>').optional(),
      page_id: id('page_id').optional(),
      ...extra,
      source: sourceParam,
    }),
    'url',
    'page_id',
  );

/** GET /v1/facenet/live/page */
export const pageArgs = pageRef();
/** GET /v1/facenet/live/page/posts, page/photos, page/reels and page/events: one page of the list. */
const pageListArgs = (operation: string) => pageRef({ cursor: cursorOf(operation) });

/** The rules of each page list (page/posts, page/photos…), one object each, for the route and the resolver alike. */
export const PAGE_LIST_ARGS = Object.fromEntries((['posts', 'photos', 'reels', 'events'] as const).map((k) => [k, pageListArgs(`page/${k}`)])) as Record<
  PageListKind,
  ReturnType<typeof pageListArgs>
>;
/** GET /v1/facenet/live/group/details */
export const groupDetailsArgs = exactlyOneOf(
  z.strictObject({
    url: facenetUrlParam('url', 'https://www.facebook.com/groups/<slug or id>/').optional(),
    group_id: id('group_id').optional(),
    source: sourceParam,
  }),
  'url',
  'group_id',
);
/** GET /v1/facenet/live/reel and video */
export const reelArgs = z.strictObject({ url: facenetUrlParam('url', 'https://www.facebook.com/reel/<id>'), source: sourceParam });
export const videoArgs = z.strictObject({ url: facenetUrlParam('url', 'https://www.facebook.com/watch/?v=<id>'), source: sourceParam });
/** GET /v1/facenet/live/post/comments */
export const postCommentsArgs = z.strictObject({
  url: facenetUrlParam('url', 'https://www.facebook.com/<page>/posts/<id>'),
  cursor: cursorOf('post/comments'),
  source: sourceParam,
});
