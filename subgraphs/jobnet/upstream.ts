import type { RawAd } from '../../platform/ads/records.ts';

/**
 * The professional network's reads jobnet is built on, with their payloads as the upstream sends them (camelCase,
 * URNs, upper-case enums, epoch milliseconds). Providers return exactly these; they are archived as they are and
 * normalise.ts turns them into the answered shapes (README, "jobnet") on every read, stored or live.
 */

export interface RawGeo {
  geoId: string;
  displayName: string;
}

export interface RawCompany {
  /** `urn:li:fsd_company:<digits>` */
  entityUrn: string;
  /** The company's slug (its page is linkedin.com/company/<universalName>/). */
  universalName: string;
  name: string;
  tagline: string | null;
  description: string | null;
  industries: { name: string }[];
  /** PUBLIC_COMPANY, PRIVATELY_HELD, NON_PROFIT, PARTNERSHIP, GOVERNMENT_AGENCY, EDUCATIONAL, SELF_EMPLOYED */
  companyType: string;
  staffCount: number;
  staffCountRange: { start: number; end: number | null };
  followingInfo: { followerCount: number };
  headquarter: { city: string; geographicArea: string | null; country: string; postalCode: string | null; geoId: string } | null;
  foundedOn: { year: number } | null;
  companyPageUrl: string | null;
  specialities: string[];
  logoUrl: string | null;
  coverUrl: string | null;
  verified: boolean;
}

export interface RawJob {
  jobPostingId: string;
  title: string;
  companyUrn: string;
  companyName: string;
  companyUniversalName: string;
  formattedLocation: string;
  geoId: string;
  /** ON_SITE, REMOTE, HYBRID */
  workplaceType: string;
  /** FULL_TIME, PART_TIME, CONTRACT, TEMPORARY, INTERNSHIP, VOLUNTEER, OTHER */
  employmentStatus: string;
  /** INTERNSHIP, ENTRY_LEVEL, ASSOCIATE, MID_SENIOR_LEVEL, DIRECTOR, EXECUTIVE */
  experienceLevel: string;
  jobFunction: string;
  /** Epoch milliseconds. */
  listedAt: number;
  applies: number | null;
  salary: { min: number; max: number; currencyCode: string; period: 'YEARLY' | 'MONTHLY' | 'HOURLY' } | null;
  easyApply: boolean;
}

/** One page of a job list: its jobs and where it sits in the list (`start` of `total`). */
export interface RawJobsPage {
  elements: RawJob[];
  paging: { start: number; count: number; total: number };
}

/** Open jobs of a company counted by facet. */
export interface RawJobCounts {
  companyUrn: string;
  universalName: string;
  total: number;
  facets: {
    jobFunction: { value: string; count: number }[];
    experienceLevel: { value: string; count: number }[];
    geo: { geoId: string; displayName: string; count: number }[];
  };
}

/** A company's member statistics (its insights): headcount by facet and its history. */
export interface RawMemberStats {
  companyUrn: string;
  universalName: string;
  totalMembers: number;
  /** Epoch milliseconds of the statistics. */
  asOf: number;
  functions: { value: string; count: number }[];
  seniorities: { value: string; count: number }[];
  geos: { geoId: string; displayName: string; count: number }[];
  /** Headcount at the start of each of the last 25 months, oldest first (`YYYY-MM`). */
  headcountHistory: { month: string; count: number }[];
}

export interface RawLocations {
  elements: { geoId: string; displayName: string; /** COUNTRY, STATE, METRO, CITY */ type: string; countryCode: string }[];
}

/** An ad library page: full ad records (platform/ads), and the next page or null. */
export interface RawAdsPage {
  ads: RawAd[];
  next_page: number | null;
}

export interface JobSearch {
  keywords: string | null;
  location_id: string | null;
  date_posted: DatePosted;
  seniority: Seniority[];
  remote: Workplace[];
  job_type: JobType[];
}

export interface AdSearch {
  advertiser: string | null;
  query: string | null;
  country: string | null;
  start_date: string | null;
  end_date: string | null;
}

export const SENIORITIES = ['internship', 'entry', 'associate', 'mid_senior', 'director', 'executive'] as const;
export const WORKPLACES = ['on_site', 'remote', 'hybrid'] as const;
export const JOB_TYPES = ['full_time', 'part_time', 'contract', 'temporary', 'internship', 'volunteer', 'other'] as const;
export const DATES_POSTED = ['any', 'past_24h', 'past_week', 'past_month'] as const;
export type Seniority = (typeof SENIORITIES)[number];
export type Workplace = (typeof WORKPLACES)[number];
export type JobType = (typeof JOB_TYPES)[number];
export type DatePosted = (typeof DATES_POSTED)[number];

export interface JobnetProvider {
  readonly name: string;
  company(slug: string): Promise<RawCompany>;
  jobCounts(slug: string): Promise<RawJobCounts>;
  memberStats(slug: string): Promise<RawMemberStats>;
  /** A company's open jobs, newest first, from `start`. */
  companyJobs(slug: string, start: number, count: number): Promise<RawJobsPage>;
  /** Jobs matching a search, most relevant first, from `start`. */
  searchJobs(search: JobSearch, start: number, count: number): Promise<RawJobsPage>;
  locations(query: string): Promise<RawLocations>;
  /** One page (1 = the first) of the ad library. */
  adLibrary(search: AdSearch, page: number): Promise<RawAdsPage>;
}
