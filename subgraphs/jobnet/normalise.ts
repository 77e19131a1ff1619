import type { Row } from '../../platform/ads/records.ts';
import { adRecords } from '../../platform/ads/records.ts';
import type { JobType, RawAdsPage, RawCompany, RawJob, RawJobCounts, RawLocations, RawMemberStats, Seniority, Workplace } from './upstream.ts';

/**
 * The answered shapes of jobnet (README, "jobnet") from the upstream's payloads: snake_case members, lower-case enum
 * values, ISO-8601 times. Runs on every read, stored or live, so a stored payload reads back in the current shape.
 */

export const RAW_SENIORITY: Record<Seniority, string> = {
  internship: 'INTERNSHIP',
  entry: 'ENTRY_LEVEL',
  associate: 'ASSOCIATE',
  mid_senior: 'MID_SENIOR_LEVEL',
  director: 'DIRECTOR',
  executive: 'EXECUTIVE',
};
export const RAW_WORKPLACE: Record<Workplace, string> = { on_site: 'ON_SITE', remote: 'REMOTE', hybrid: 'HYBRID' };
export const RAW_JOB_TYPE: Record<JobType, string> = {
  full_time: 'FULL_TIME',
  part_time: 'PART_TIME',
  contract: 'CONTRACT',
  temporary: 'TEMPORARY',
  internship: 'INTERNSHIP',
  volunteer: 'VOLUNTEER',
  other: 'OTHER',
};
const invert = <T extends string>(map: Record<T, string>) => Object.fromEntries(Object.entries(map).map(([k, v]) => [v, k])) as Record<string, T>;
const SENIORITY_OF = invert(RAW_SENIORITY);
const WORKPLACE_OF = invert(RAW_WORKPLACE);
const JOB_TYPE_OF = invert(RAW_JOB_TYPE);
const COMPANY_TYPE_OF: Record<string, string> = {
  PUBLIC_COMPANY: 'public_company',
  PRIVATELY_HELD: 'privately_held',
  NON_PROFIT: 'nonprofit',
  PARTNERSHIP: 'partnership',
  GOVERNMENT_AGENCY: 'government_agency',
  EDUCATIONAL: 'educational',
  SELF_EMPLOYED: 'self_employed',
};
const LOCATION_TYPE_OF: Record<string, string> = { COUNTRY: 'country', STATE: 'region', METRO: 'metro', CITY: 'city' };

/** The numeric id inside a URN (`urn:li:fsd_company:1441` → `1441`). */
const urnId = (urn: string) => urn.slice(urn.lastIndexOf(':') + 1);
const iso = (ms: number) => new Date(ms).toISOString();
export const companyUrl = (slug: string) => `https://www.linkedin.com/company/${slug}/`;
export const jobUrl = (id: string) => `https://www.linkedin.com/jobs/view/${id}/`;

export interface Company {
  company_id: string;
  slug: string;
  name: string;
  tagline: string | null;
  description: string | null;
  industry: string | null;
  company_type: string | null;
  company_size: string;
  employee_count: number;
  follower_count: number;
  headquarters: { city: string; region: string | null; country: string; postal_code: string | null; location_id: string } | null;
  founded_year: number | null;
  website: string | null;
  specialties: string[];
  logo_url: string | null;
  cover_url: string | null;
  is_verified: boolean;
  url: string;
}

export function normaliseCompany(raw: RawCompany): Company {
  const { start, end } = raw.staffCountRange;
  const hq = raw.headquarter;
  return {
    company_id: urnId(raw.entityUrn),
    slug: raw.universalName,
    name: raw.name,
    tagline: raw.tagline,
    description: raw.description,
    industry: raw.industries[0]?.name ?? null,
    company_type: COMPANY_TYPE_OF[raw.companyType] ?? null,
    company_size: end === null ? `${start}+` : `${start}-${end}`,
    employee_count: raw.staffCount,
    follower_count: raw.followingInfo.followerCount,
    headquarters: hq ? { city: hq.city, region: hq.geographicArea, country: hq.country, postal_code: hq.postalCode, location_id: hq.geoId } : null,
    founded_year: raw.foundedOn?.year ?? null,
    website: raw.companyPageUrl,
    specialties: raw.specialities,
    logo_url: raw.logoUrl,
    cover_url: raw.coverUrl,
    is_verified: raw.verified,
    url: companyUrl(raw.universalName),
  };
}

export interface Job {
  job_id: string;
  title: string;
  company: { company_id: string; slug: string; name: string };
  location: { location_id: string; name: string };
  workplace_type: Workplace | null;
  job_type: JobType | null;
  seniority: Seniority | null;
  function: string;
  posted_at: string;
  applicants: number | null;
  salary: { min: number; max: number; currency: string; period: string } | null;
  easy_apply: boolean;
  url: string;
}

export function normaliseJob(raw: RawJob): Job {
  return {
    job_id: raw.jobPostingId,
    title: raw.title,
    company: { company_id: urnId(raw.companyUrn), slug: raw.companyUniversalName, name: raw.companyName },
    location: { location_id: raw.geoId, name: raw.formattedLocation },
    workplace_type: WORKPLACE_OF[raw.workplaceType] ?? null,
    job_type: JOB_TYPE_OF[raw.employmentStatus] ?? null,
    seniority: SENIORITY_OF[raw.experienceLevel] ?? null,
    function: raw.jobFunction,
    posted_at: iso(raw.listedAt),
    applicants: raw.applies,
    salary: raw.salary ? { min: raw.salary.min, max: raw.salary.max, currency: raw.salary.currencyCode, period: raw.salary.period.toLowerCase() } : null,
    easy_apply: raw.easyApply,
    url: jobUrl(raw.jobPostingId),
  };
}

export interface JobCounts {
  company_id: string;
  slug: string;
  total_open_jobs: number;
  by_function: { name: string; count: number }[];
  by_seniority: { seniority: Seniority | null; count: number }[];
  by_location: { location_id: string; name: string; count: number }[];
}

export function normaliseJobCounts(raw: RawJobCounts): JobCounts {
  return {
    company_id: urnId(raw.companyUrn),
    slug: raw.universalName,
    total_open_jobs: raw.total,
    by_function: raw.facets.jobFunction.map((f) => ({ name: f.value, count: f.count })),
    by_seniority: raw.facets.experienceLevel.map((f) => ({ seniority: SENIORITY_OF[f.value] ?? null, count: f.count })),
    by_location: raw.facets.geo.map((f) => ({ location_id: f.geoId, name: f.displayName, count: f.count })),
  };
}

export interface MemberStats {
  company_id: string;
  slug: string;
  headcount: number;
  as_of: string;
  by_function: { name: string; count: number; share: number }[];
  by_seniority: { seniority: Seniority | null; count: number; share: number }[];
  by_location: { location_id: string; name: string; count: number; share: number }[];
  growth: { six_months: number | null; one_year: number | null; two_years: number | null; history: { month: string; headcount: number }[] };
}

/** A share of the total, a fraction with four decimals. */
const shareOf = (count: number, total: number) => (total > 0 ? Math.round((count / total) * 10_000) / 10_000 : 0);

/** Growth over the last `months` months in percent with one decimal; null when the history does not reach back. */
function growthOver(history: { count: number }[], months: number): number | null {
  const now = history.at(-1);
  const then = history.at(-1 - months);
  if (!now || !then || then.count === 0) return null;
  return Math.round(((now.count - then.count) / then.count) * 1000) / 10;
}

export function normaliseMemberStats(raw: RawMemberStats): MemberStats {
  const total = raw.totalMembers;
  return {
    company_id: urnId(raw.companyUrn),
    slug: raw.universalName,
    headcount: total,
    as_of: iso(raw.asOf),
    by_function: raw.functions.map((f) => ({ name: f.value, count: f.count, share: shareOf(f.count, total) })),
    by_seniority: raw.seniorities.map((f) => ({ seniority: SENIORITY_OF[f.value] ?? null, count: f.count, share: shareOf(f.count, total) })),
    by_location: raw.geos.map((g) => ({ location_id: g.geoId, name: g.displayName, count: g.count, share: shareOf(g.count, total) })),
    growth: {
      six_months: growthOver(raw.headcountHistory, 6),
      one_year: growthOver(raw.headcountHistory, 12),
      two_years: growthOver(raw.headcountHistory, 24),
      history: raw.headcountHistory.map((h) => ({ month: h.month, headcount: h.count })),
    },
  };
}

export interface Locations {
  query: string;
  location_count: number;
  locations: { location_id: string; name: string; type: string; country_code: string }[];
}

export function normaliseLocations(query: string, raw: RawLocations): Locations {
  const locations = raw.elements.map((e) => ({
    location_id: e.geoId,
    name: e.displayName,
    type: LOCATION_TYPE_OF[e.type] ?? e.type.toLowerCase(),
    country_code: e.countryCode,
  }));
  return { query, location_count: locations.length, locations };
}

/** An ad library page: its search, the ads in the form asked for, and the cursor of the next page. */
export function normaliseAds(raw: RawAdsPage, trim: boolean, head: Row, nextCursor: (page: number) => string): Row {
  const ads = adRecords(raw.ads, trim);
  return { ...head, ad_count: ads.length, ads, next_cursor: raw.next_page === null ? null : nextCursor(raw.next_page) };
}

/** The advertisers a page of ads names, each once, first mention first (the shared Advertiser entity). */
export function advertisersIn(ads: { page_id?: unknown; page_name?: unknown }[]): { network: 'jobnet'; advertiserId: string; name: string | null }[] {
  const found = new Map<string, string | null>();
  for (const ad of ads) {
    if (typeof ad.page_id !== 'string' || !/^\d{1,40}$/.test(ad.page_id)) continue;
    if (!found.has(ad.page_id) || found.get(ad.page_id) === null) found.set(ad.page_id, typeof ad.page_name === 'string' ? ad.page_name : null);
  }
  return [...found].map(([advertiserId, name]) => ({ network: 'jobnet', advertiserId, name }));
}
