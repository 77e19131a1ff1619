import type { FieldPrice } from '../../platform/billing/cost-model.ts';
import { defineRoute, type RestRoute, type SampleRequest } from '../../platform/rest/route.ts';
import { walkerRoute, type WalkRequest } from '../../platform/walkers/index.ts';
import { adLibraryArgs, companyArgs, locationsArgs, slugOf } from './params.ts';
import { companyJobsRules, companyJobsWalker, jobSearchRules, jobSearchWalker, searchOf } from './walkers.ts';
import { PRICES } from './prices.ts';

/**
 * jobnet's REST routes (README, "jobnet"): GET /v1/jobnet/live/<suffix>, each with `source`. The payloads answer
 * under the snake_case names of the typed GraphQL fields they select.
 */

const COMPANY = `fragment C on JobnetCompany {
  companyId slug name tagline description industry companyType companySize employeeCount followerCount
  headquarters { city region country postalCode locationId }
  foundedYear website specialties logoUrl coverUrl isVerified url
}`;
const COUNTS = `fragment JC on JobnetJobCounts {
  companyId slug totalOpenJobs byFunction { name count } bySeniority { seniority count } byLocation { locationId name count }
}`;
const STATS = `fragment MS on JobnetMemberStats {
  companyId slug headcount asOf
  byFunction { name count share } bySeniority { seniority count share } byLocation { locationId name count share }
  growth { sixMonths oneYear twoYears history { month headcount } }
}`;
const JOB = `fragment J on JobnetJob {
  jobId title company { companyId slug name } location { locationId name } workplaceType jobType seniority function
  postedAt applicants salary { min max currency period } easyApply url
}`;
const RECENT = `fragment RJ on JobnetRecentJobs { slug totalOpenJobs jobCount jobs { ...J } }`;
const PART = 'status source fetchedAt cost error { code status message retryAfter }';

/** A company read: exactly one of url and slug (sent as the slug they name). */
function companyRoute(
  suffix: string,
  field: string,
  summary: string,
  payload: string,
  fragments: string[],
  notFound: string,
  declared: { price?: FieldPrice; retired: string; sample: SampleRequest },
): RestRoute {
  const name = suffix.replace(/(^|[/_])([a-z])/g, (_, __, c: string) => c.toUpperCase());
  return defineRoute({
    method: 'GET',
    path: `/v1/jobnet/live/${suffix}`,
    operation: `jobnet.live.${suffix.replace(/\//g, '_')}`,
    summary,
    params: companyArgs,
    subgraph: 'jobnet',
    document: /* GraphQL */ `
      query Jobnet${name}($slug: String, $source: SourceMode) {
        read: ${field}(slug: $slug, source: $source) { source fetchedAt ${payload} }
      }
      ${fragments.join('\n')}`,
    variables: (p) => ({ slug: slugOf(p), source: p.source ?? 'auto' }),
    answer: { kind: 'live', at: 'read' },
    notFound,
    ...declared,
  });
}

export const companyRoutes: RestRoute[] = [
  companyRoute(
    'company',
    'jobnetCompany',
    'A company page, by its URL or slug',
    'payload: company { ...C }',
    [COMPANY],
    'No such company, or none stored for exactly these arguments.',
    { price: { price: PRICES.company }, retired: '/v1/live/jobnet/company', sample: { query: { slug: 'parity-robotics' } } },
  ),
  companyRoute(
    'company/job_counts',
    'jobnetCompanyJobCounts',
    "A company's open jobs counted by function, seniority and location",
    'payload: counts { ...JC }',
    [COUNTS],
    'No such company, or none stored for exactly these arguments.',
    {
      price: { price: PRICES.jobCounts },
      retired: '/v1/live/jobnet/company/job_counts',
      sample: { query: { url: 'https://www.linkedin.com/company/parity-robotics/' } },
    },
  ),
  companyRoute(
    'company/member_stats',
    'jobnetCompanyMemberStats',
    "A company's headcount by function, seniority and location, and its growth",
    'payload: stats { ...MS }',
    [STATS],
    'No such company, or none stored for exactly these arguments.',
    { price: { price: PRICES.memberStats }, retired: '/v1/live/jobnet/company/member_stats', sample: { query: { slug: 'parity-robotics' } } },
  ),
  companyRoute(
    'company/dossier',
    'jobnetCompanyDossier',
    "A company's page, job counts, member statistics and recent jobs in one call, each part reported and charged on its own",
    `payload: dossier {
      slug
      page { ${PART} data { ...C } }
      jobCounts { ${PART} data { ...JC } }
      memberStats { ${PART} data { ...MS } }
      recentJobs { ${PART} data { ...RJ } }
    }`,
    [COMPANY, COUNTS, STATS, RECENT, JOB],
    'No such company, or no part of it stored for exactly these arguments.',
    { retired: '/v1/live/jobnet/company/dossier', sample: { query: { slug: 'parity-dossier--err-upstream-stats' } } },
  ),
];

/** GET /v1/jobnet/live/company/jobs: the kit's walker route (the target is the slug url or slug names). */
export const companyJobsRoute = walkerRoute(companyJobsWalker, {
  path: '/v1/jobnet/live/company/jobs',
  subgraph: 'jobnet',
  field: 'jobnetCompanyJobs',
  retired: '/v1/live/jobnet/company/jobs',
  sample: { slug: 'sbx-40-parity', max_pages: '1', page_size: '30' },
  targetArgs: ['slug'],
  rules: () => companyJobsRules,
  summary: "Walks a company's open jobs, newest first",
});

/**
 * GET /v1/jobnet/live/jobs/search: the kit's walker route with the search's filters sent as the field's own
 * arguments (the kit's route sends a target as one string; a search is several).
 */
const searchBase = walkerRoute(jobSearchWalker, {
  path: '/v1/jobnet/live/jobs/search',
  subgraph: 'jobnet',
  field: 'jobnetJobSearch',
  retired: '/v1/live/jobnet/jobs/search',
  sample: { keywords: 'parity engineer', location_id: '90000084', seniority: 'entry,mid_senior', max_pages: '1', page_size: '60' },
  targetArgs: [],
  rules: () => jobSearchRules,
  summary: 'Walks the jobs a search finds (keywords and/or a place, with filters), most relevant first',
});
export const jobSearchRoute: RestRoute = {
  ...searchBase,
  document: /* GraphQL */ `
    query JobnetJobSearch(
      $keywords: String
      $locationId: String
      $datePosted: String
      $seniority: [String!]
      $remote: [String!]
      $jobType: [String!]
      $maxPages: Int
      $cursor: String
      $pageSize: Int
      $source: SourceMode
      $getRaw: Boolean
      $idempotencyKey: String
    ) {
      walk: jobnetJobSearch(
        keywords: $keywords
        locationId: $locationId
        datePosted: $datePosted
        seniority: $seniority
        remote: $remote
        jobType: $jobType
        maxPages: $maxPages
        cursor: $cursor
        pageSize: $pageSize
        source: $source
        getRaw: $getRaw
        idempotencyKey: $idempotencyKey
      ) {
        page {
          items
          pages
          nextCursor
          stopReason
          coverage
        }
        job {
          batchId
          status
          statusUrl
          resultsUrl
        }
      }
    }
  `,
  variables: (w: WalkRequest, request) => {
    const search = searchOf(w.target);
    const list = (values: string[]) => (values.length ? values : undefined);
    return {
      keywords: search.keywords ?? undefined,
      locationId: search.location_id ?? undefined,
      datePosted: search.date_posted,
      seniority: list(search.seniority),
      remote: list(search.remote),
      jobType: list(search.job_type),
      // No page cap is null in the request; -1 says the same to the resolver.
      maxPages: w.max_pages ?? -1,
      cursor: w.cursor ?? undefined,
      pageSize: w.page_size,
      source: w.mode,
      getRaw: w.get_raw,
      idempotencyKey: request.idempotencyKey,
    };
  },
};

/** GET /v1/jobnet/live/locations/resolve */
export const locationsRoute = defineRoute({
  method: 'GET',
  path: '/v1/jobnet/live/locations/resolve',
  operation: 'jobnet.live.locations_resolve',
  price: { price: PRICES.locations },
  retired: '/v1/live/jobnet/locations/resolve',
  sample: { query: { query: 'san' } },
  summary: 'Places matching a query, with the location ids job search takes',
  params: locationsArgs,
  subgraph: 'jobnet',
  document: /* GraphQL */ `
    query JobnetLocations($query: String!, $source: SourceMode) {
      read: jobnetLocations(query: $query, source: $source) {
        source
        fetchedAt
        payload: result {
          query
          locationCount
          locations {
            locationId
            name
            type
            countryCode
          }
        }
      }
    }
  `,
  variables: (p) => ({ query: p.query, source: p.source ?? 'auto' }),
  answer: { kind: 'live', at: 'read' },
  notFound: 'No stored answer for exactly these arguments.',
});

/** GET /v1/jobnet/live/adlibrary/search */
export const adLibraryRoute = defineRoute({
  method: 'GET',
  path: '/v1/jobnet/live/adlibrary/search',
  operation: 'jobnet.live.adlibrary_search',
  price: { price: PRICES.adLibrary },
  retired: '/v1/live/jobnet/adlibrary/search',
  sample: { query: { advertiser: 'Parity Robotics', country: 'US', trim: 'true' } },
  summary: "One page of the network's ad library, by advertiser or keywords",
  params: adLibraryArgs,
  subgraph: 'jobnet',
  document: /* GraphQL */ `
    query JobnetAdLibrarySearch(
      $advertiser: String
      $query: String
      $country: String
      $startDate: String
      $endDate: String
      $cursor: String
      $trim: Boolean
      $source: SourceMode
    ) {
      read: jobnetAdLibrarySearch(
        advertiser: $advertiser
        query: $query
        country: $country
        startDate: $startDate
        endDate: $endDate
        cursor: $cursor
        trim: $trim
        source: $source
      ) {
        source
        fetchedAt
        payload: page {
          advertiser
          query
          country
          startDate
          endDate
          adCount
          ads
          nextCursor
        }
      }
    }
  `,
  variables: (p) =>
    Object.fromEntries(
      Object.entries({
        advertiser: p.advertiser,
        query: p.query,
        country: p.country,
        startDate: p.start_date,
        endDate: p.end_date,
        cursor: p.cursor,
        trim: p.trim,
        source: p.source ?? 'auto',
      }).filter(([, v]) => v !== undefined),
    ),
  answer: { kind: 'live', at: 'read' },
  notFound: 'No stored page for exactly these arguments.',
  availability: 'egress-intermittent',
});

export const routes: RestRoute[] = [...companyRoutes, companyJobsRoute, jobSearchRoute, locationsRoute, adLibraryRoute];
