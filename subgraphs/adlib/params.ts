import { z } from 'zod';
import { AD_NETWORKS } from '../../platform/ads/library.ts';
import { InvalidRequest, quote } from '../../platform/errors.ts';
import { across, documented, intParam, parsed } from '../../platform/rest/params.ts';
import { parseDay, parseInstant } from '../../platform/storable.ts';
import { parseQuery } from './query.ts';

/** The parameter rules of adlib's operations, under their REST names; GraphQL arguments reach them by checkArgs. */

export const SORTS = ['relevance', 'newest', 'longest_running'] as const;
export type Sort = (typeof SORTS)[number];

const network = z.enum(AD_NETWORKS, { error: `network must be one of ${AD_NETWORKS.join(', ')}` });
const advertiserId = z.string().regex(/^[A-Za-z0-9_.:-]{1,100}$/, 'an advertiser id is 1 to 100 letters, digits, _ . : or -');

function list<T extends z.ZodType>(name: string, item: T, max: number) {
  return z
    .array(item, { error: `${name} must be a list` })
    .min(1, `${name} must name at least one value (leave it out to match any)`)
    .max(max, `${name} names at most ${max} values`);
}

/**
 * A date (YYYY-MM-DD, midnight UTC) or an RFC 3339 timestamp with a timezone, within the years PostgreSQL stores as
 * written (platform/storable.ts); answered as an ISO string.
 */
function instant(name: string) {
  return documented(z.string(), {
    type: 'string',
    description: 'YYYY-MM-DD (midnight UTC) or an RFC 3339 timestamp with a timezone; years 0001 to 9999 in UTC',
  }).transform(
    parsed((v: string) => {
      const at = parseDay(v) ?? parseInstant(v);
      if (!at)
        throw new InvalidRequest(`${name} must be a date (YYYY-MM-DD) or an RFC 3339 timestamp with a timezone, years 0001 to 9999 in UTC, got ${quote(v)}`);
      return at.toISOString();
    }),
  );
}

/** true or false: a JSON boolean (body, GraphQL) or the query string's `true` / `false`. */
function flag(name: string, description: string) {
  return documented(z.union([z.string(), z.boolean()]), { type: 'boolean', default: false, description }).transform(
    parsed((v: string | boolean) => {
      if (typeof v === 'boolean') return v;
      if (v === 'true' || v === 'false') return v === 'true';
      throw new InvalidRequest(`${name} must be true or false, got ${quote(v)}`);
    }),
  );
}

const TRIM =
  'true answers each ad in the compact projection (ad_archive_id, page_id, page_name, is_active, start_date, end_date, media_type, body, snapshot_url)';

const query = documented(z.string({ error: 'query must be a string' }).max(500, 'query is at most 500 characters'), {
  type: 'string',
  maxLength: 500,
  description:
    'Words (each must match, stemmed by the ad\'s language), "phrases in double quotes", word* prefixes, and a minus before any of them to exclude; at most 20 terms, one not excluded. Required unless advertiser_ids is given.',
}).transform(
  parsed((q: string) => {
    if (q.trim() === '') throw new InvalidRequest('query must not be blank.');
    parseQuery(q);
    return q;
  }),
);

/** The filters, sort and paging of a search (POST /v1/adlib/search, and Advertiser.ads without its own network and id). */
const searchShape = {
  query: query.optional(),
  networks: list('networks', network, AD_NETWORKS.length).optional(),
  advertiser_ids: list('advertiser_ids', advertiserId, 100).optional(),
  countries: list(
    'countries',
    z
      .string()
      .regex(/^[A-Za-z]{2}$/, 'a country is two letters (ISO 3166-1 alpha-2)')
      .transform((c) => c.toUpperCase()),
    100,
  ).optional(),
  status: z.enum(['active', 'inactive', 'all'], { error: 'status must be active, inactive or all' }).optional(),
  media_types: list(
    'media_types',
    z
      .string()
      .regex(/^[A-Za-z_]{1,40}$/, 'a media type is letters and _ (IMAGE, VIDEO, MEME, IMAGE_AND_MEME, NONE, UNKNOWN)')
      .transform((m) => m.toUpperCase()),
    20,
  ).optional(),
  platforms: list(
    'platforms',
    z
      .string()
      .regex(/^[A-Za-z_]{1,40}$/, 'a platform is letters and _ (facebook, instagram, messenger, audience_network)')
      .transform((p) => p.toLowerCase()),
    20,
  ).optional(),
  started_after: instant('started_after').optional(),
  started_before: instant('started_before').optional(),
  min_days_running: intParam('min_days_running', 0, 36500).optional(),
  sort: documented(z.enum(SORTS, { error: `sort must be one of ${SORTS.join(', ')}` }), {
    type: 'string',
    enum: [...SORTS],
    default: 'relevance',
    description: 'relevance (ts_rank; newest without a query), newest (start date) or longest_running (run length); ties by network and ad id',
  }).optional(),
  limit: intParam('limit', 1, 100).optional(),
  cursor: documented(z.string().min(1, 'cursor must not be empty').max(8192, 'cursor is at most 8192 characters'), {
    type: 'string',
    minLength: 1,
    maxLength: 8192,
    description:
      "next_cursor of the previous page of the same search (same query, filters and sort). Opaque and signed: never construct or alter one; another search's, or any other value, is a 400",
  }).optional(),
  trim: flag('trim', TRIM).optional(),
};

function searchRules(params: { query?: string; advertiser_ids?: string[]; started_after?: string; started_before?: string }) {
  if (params.query === undefined && params.advertiser_ids === undefined)
    throw new InvalidRequest('query is required unless advertiser_ids names the advertisers to list.');
  if (params.started_after && params.started_before && params.started_after >= params.started_before) {
    throw new InvalidRequest('started_after must be before started_before.');
  }
}

export const searchArgs = z.strictObject(searchShape).superRefine(across(searchRules));
export type SearchArgs = z.infer<typeof searchArgs>;

/** Advertiser.ads: the search filters within one advertiser (its network and id are the entity's). */
const { networks: _n, advertiser_ids: _a, ...advertiserShape } = searchShape;
export const advertiserAdsArgs = z.strictObject(advertiserShape);

export const advertiserArgs = z.strictObject({ network, id: advertiserId });

const folderId = z.string().regex(/^fld_[0-9a-f]{32}$/, 'id must be a folder id (fld_ and 32 hex digits)');

export const folderCreateArgs = z.strictObject({
  name: z.string().trim().min(1, 'name must not be blank').max(200, 'name is at most 200 characters'),
  advertisers: z
    .array(z.strictObject({ network, id: advertiserId }), { error: 'advertisers must be a list of {network, id}' })
    .min(1, 'advertisers must name at least one advertiser')
    .max(100, 'advertisers names at most 100 advertisers'),
});

export const folderListArgs = z.strictObject({});

export const folderNewArgs = z.strictObject({ id: folderId, limit: intParam('limit', 1, 100).optional(), trim: flag('trim', TRIM).optional() });
