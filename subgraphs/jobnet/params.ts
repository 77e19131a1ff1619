import { z } from 'zod';
import { cursorField, decodeCursor as decodeSigned, encodeCursor as encodeSigned } from '../../platform/cursor.ts';
import { InvalidRequest, quote } from '../../platform/errors.ts';
import { identifierUrl } from '../../platform/outbound/url-policy.ts';
import { digitsIdParam, exactlyOneOf, queryParam } from '../../platform/rest/bounds.ts';
import { across, countryParam as countryParamOf, documented, flagParam, normalised, parsed, sourceParam } from '../../platform/rest/params.ts';
import { DAY_FORM, parseDay } from '../../platform/storable.ts';
import { DATES_POSTED, JOB_TYPES, SENIORITIES, WORKPLACES } from './upstream.ts';

/**
 * Parameter rules of the jobnet operations (README, "jobnet"), one strict object per operation under the REST names;
 * resolvers apply the same objects to the GraphQL arguments (checkArgs), so both surfaces answer the same 400.
 */

const SLUG = /^[A-Za-z0-9][A-Za-z0-9_-]{0,99}$/;
const HOSTS = new Set(['linkedin.com', 'www.linkedin.com', 'm.linkedin.com']);
const MAX_CURSOR = 8192;

function checkSlug(name: string, v: string): string {
  if (!SLUG.test(v)) throw new InvalidRequest(`${name} must be 1 to 100 characters of A-Z a-z 0-9 _ -, starting with a letter or digit, got ${quote(v)}`);
  return v.toLowerCase();
}

/** A company slug (its page is linkedin.com/company/<slug>/), answered lower-case: slugs are case-insensitive. */
export const slugParam = normalised((v) => checkSlug('slug', v), {
  pattern: SLUG.source,
  minLength: 1,
  maxLength: 100,
  description: 'The company slug, as in linkedin.com/company/<slug>/ (case-insensitive).',
});

/** A company page URL, answered as the slug it names: https on linkedin.com (www. or m.), path /company/<slug>[/…]. */
export const companyUrlParam = normalised(
  (v) => {
    const shape = 'https://www.linkedin.com/company/<slug>/';
    const url = identifierUrl(v, 'url', `url must be a company page URL like ${shape}, got ${quote(v)}`);
    if (url.protocol !== 'https:' || !HOSTS.has(url.hostname.toLowerCase()))
      throw new InvalidRequest(`url must be an https URL on linkedin.com (www. or m. allowed) like ${shape}, got ${quote(v)}`);
    const match = /^\/company\/([^/]+)\/?(?:[^/]+\/?)?$/.exec(url.pathname);
    if (!match) throw new InvalidRequest(`url must name a company page like ${shape}, got ${quote(v)}`);
    let slug: string;
    try {
      slug = decodeURIComponent(match[1]);
    } catch {
      throw new InvalidRequest(`url must name a company page like ${shape}, got ${quote(v)}`);
    }
    return checkSlug('The slug in url', slug);
  },
  {
    format: 'uri',
    maxLength: 2048,
    description: 'A company page: https://www.linkedin.com/company/<slug>/ (www. or m. allowed; a tab such as /jobs/ may follow).',
  },
);

/** The company an operation names: exactly one of url and slug, both answered as the slug. */
const companyRef = <T extends Record<string, z.ZodType>>(extra: T) =>
  exactlyOneOf(z.strictObject({ url: companyUrlParam.optional(), slug: slugParam.optional(), ...extra, source: sourceParam }), 'url', 'slug');

/** GET /v1/jobnet/live/company, /company/job_counts, /company/member_stats, /company/dossier */
export const companyArgs = companyRef({});

/** The slug a company reference names. */
export const slugOf = (p: { url?: string; slug?: string }) => (p.url ?? p.slug)!;

/** A list of values from a fixed set: comma-separated (REST) or a list (GraphQL, or a repeated REST parameter). */
function listParam<T extends string>(name: string, values: readonly T[]) {
  return documented(z.union([z.string(), z.array(z.string())]), {
    type: 'string',
    description: `One or more of ${values.join(', ')}, separated by commas.`,
  })
    .transform(
      parsed((v: string | string[]) => {
        const items = (typeof v === 'string' ? v.split(',') : v).map((s) => s.trim());
        if (items.length === 0 || items.some((s) => s === ''))
          throw new InvalidRequest(`${name} must be one or more of ${values.join(', ')}, separated by commas`);
        for (const item of items)
          if (!values.includes(item as T)) throw new InvalidRequest(`${name} must be one or more of ${values.join(', ')}; got ${quote(item)}`);
        return [...new Set(items)].sort((a, b) => values.indexOf(a as T) - values.indexOf(b as T)) as T[];
      }),
    )
    .optional();
}

/** The filters of a job search (the walk controls are the walker's). */
export const jobSearchFilters = {
  keywords: queryParam('keywords').optional(),
  location_id: digitsIdParam('location_id').optional(),
  date_posted: z.enum(DATES_POSTED, { error: `date_posted must be ${DATES_POSTED.join(', ')}` }).optional(),
  seniority: listParam('seniority', SENIORITIES),
  remote: listParam('remote', WORKPLACES),
  job_type: listParam('job_type', JOB_TYPES),
};

/** A job search names keywords, a place, or both. */
export const atLeastKeywordsOrPlace = across((p: { keywords?: string; location_id?: string }) => {
  if (p.keywords === undefined && p.location_id === undefined) throw new InvalidRequest('Give keywords, location_id or both.');
});

/** GET /v1/jobnet/live/locations/resolve */
export const locationsArgs = z.strictObject({ query: queryParam('query'), source: sourceParam });

const countryParam = countryParamOf({ description: 'Where the ads ran: two uppercase letters; every country when absent.' });

/** A calendar date, YYYY-MM-DD (UTC). */
function dateParam(name: string, description: string) {
  return normalised(
    (v) => {
      if (!parseDay(v)) throw new InvalidRequest(`${name} must be ${DAY_FORM}, got ${quote(v)}`);
      return v;
    },
    { format: 'date', minLength: 10, maxLength: 10, description },
  ).optional();
}

export const AD_LIBRARY_OPERATION = 'adlibrary/search';

/** An ad library cursor as this API hands it out (platform/cursor.ts): signed, bound to the search, holding its page. */
export function encodeAdsCursor(search: Record<string, unknown>, page: number): string {
  return encodeSigned(`jobnet:${AD_LIBRARY_OPERATION}`, search, { p: page });
}

/** The page an ad library cursor of `search` resumes at; a 400 for anything a previous page of it did not emit. */
export function adsCursorPage(search: Record<string, unknown>, cursor: string): number {
  return decodeSigned(`jobnet:${AD_LIBRARY_OPERATION}`, search, cursor, z.strictObject({ p: cursorField.page.min(2).max(1000) })).p;
}

const adsCursor = normalised(
  (v) => {
    if (v.length === 0 || v.length > MAX_CURSOR) throw new InvalidRequest(`cursor must be 1 to ${MAX_CURSOR} characters, from the previous page`);
    return v;
  },
  {
    minLength: 1,
    maxLength: MAX_CURSOR,
    description: 'next_cursor of the previous ad library page of the same search: opaque, bound to that request; never construct one.',
  },
).optional();

const advertiserParam = normalised(
  (v) => {
    if (v.trim().length === 0 || v.length > 500) throw new InvalidRequest('advertiser must be 1 to 500 characters, not only spaces');
    return v;
  },
  { minLength: 1, maxLength: 500, description: "The advertiser's name." },
);

/** GET /v1/jobnet/live/adlibrary/search */
export const adLibraryArgs = exactlyOneOf(
  z
    .strictObject({
      advertiser: advertiserParam.optional(),
      query: queryParam('query').optional(),
      country: countryParam,
      start_date: dateParam('start_date', 'Ads that ran on or after this day (UTC), YYYY-MM-DD.'),
      end_date: dateParam('end_date', 'Ads that ran on or before this day (UTC), YYYY-MM-DD; not before start_date.'),
      cursor: adsCursor,
      trim: flagParam(
        'trim',
        'true returns the compact ad projection (ad_archive_id, page_id, page_name, is_active, start_date, end_date, media_type, body, snapshot_url).',
      ),
      source: sourceParam,
    })
    .superRefine(
      across((p: { start_date?: string; end_date?: string }) => {
        if (p.start_date && p.end_date && p.start_date > p.end_date)
          throw new InvalidRequest(`end_date (${p.end_date}) is before start_date (${p.start_date}).`);
      }),
    ),
  'advertiser',
  'query',
);
