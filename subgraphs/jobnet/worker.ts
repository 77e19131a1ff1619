import { argsSchema, type WorkerNetwork } from '../../platform/acquisition/operations.ts';
import type { AcquisitionWorker } from '../../platform/acquisition/worker.ts';
import {
  DATES_POSTED,
  JOB_TYPES,
  SENIORITIES,
  WORKPLACES,
  type AdSearch,
  type JobnetProvider,
  type JobSearch,
  type RawAdsPage,
  type RawCompany,
  type RawJobCounts,
  type RawJobsPage,
  type RawLocations,
  type RawMemberStats,
} from './upstream.ts';

const slug = { type: 'string', description: "The company's public slug (the part of its page URL after /company/)." };
const start = { type: 'integer', minimum: 0, description: 'The offset of the first job to read in the list.' };
const count = { type: 'integer', minimum: 1, description: 'How many jobs to read at most.' };
const nullableString = (description: string) => ({ type: ['string', 'null'], description });
const list = (values: readonly string[], description: string) => ({ type: 'array', items: { type: 'string', enum: [...values] }, description });

/** jobnet's operations as an acquisition worker serves them (JOBNET_PROVIDER=worker). */
export const JOBNET_WORKER: WorkerNetwork = {
  network: 'jobnet',
  description:
    'The professional network, read through its company, jobs and ad library pages. Payloads use its own camelCase keys, URNs, upper-case enums and epoch milliseconds; job lists are read by offset (`start`, `count`).',
  operations: [
    { name: 'company', description: "A company's page.", args: argsSchema({ slug }), pages: false, raw: 'The company record.' },
    { name: 'job_counts', description: "A company's open jobs counted by facet.", args: argsSchema({ slug }), pages: false, raw: 'The job counts record.' },
    {
      name: 'member_stats',
      description: "A company's member statistics: headcount by facet and its history.",
      args: argsSchema({ slug }),
      pages: false,
      raw: 'The member statistics record.',
    },
    {
      name: 'company_jobs',
      description: "A company's open jobs, newest first, from offset `start`.",
      args: argsSchema({ slug, start, count }),
      pages: false,
      raw: 'A jobs page: its jobs and where it sits in the list (start of total).',
    },
    {
      name: 'search_jobs',
      description: 'Jobs matching a search, most relevant first, from offset `start`.',
      args: argsSchema({
        search: {
          type: 'object',
          description: 'What is searched.',
          required: ['keywords', 'location_id', 'date_posted', 'seniority', 'remote', 'job_type'],
          additionalProperties: false,
          properties: {
            keywords: nullableString('Search words, or null.'),
            location_id: nullableString("A location's geo id, or null for anywhere."),
            date_posted: { type: 'string', enum: [...DATES_POSTED], description: 'How recently the job was posted.' },
            seniority: list(SENIORITIES, 'Seniority levels to match; empty for any.'),
            remote: list(WORKPLACES, 'Workplace types to match; empty for any.'),
            job_type: list(JOB_TYPES, 'Job types to match; empty for any.'),
          },
        },
        start,
        count,
      }),
      pages: false,
      raw: 'A jobs page: its jobs and where it sits in the list (start of total).',
    },
    {
      name: 'locations',
      description: 'Locations whose name matches a query.',
      args: argsSchema({ query: { type: 'string', description: 'The start of a place name.' } }),
      pages: false,
      raw: '{elements: [{geoId, displayName, type, countryCode}]}.',
    },
    {
      name: 'ad_library',
      description: "One page of the network's ad library.",
      args: argsSchema({
        search: {
          type: 'object',
          description: 'What is searched; every member may be null.',
          required: ['advertiser', 'query', 'country', 'start_date', 'end_date'],
          additionalProperties: false,
          properties: {
            advertiser: nullableString('The advertiser, or null.'),
            query: nullableString('Search words, or null.'),
            country: nullableString('An ISO country code, or null.'),
            start_date: nullableString('The earliest date shown (YYYY-MM-DD), or null.'),
            end_date: nullableString('The latest date shown (YYYY-MM-DD), or null.'),
          },
        },
        page: { type: 'integer', minimum: 1, description: 'The page, 1 for the first.' },
      }),
      pages: false,
      raw: '{ads: [full ad records], next_page}: next_page is the next page number or null.',
    },
  ],
};

/** jobnet read through an acquisition worker. */
export class JobnetWorkerProvider implements JobnetProvider {
  readonly name = 'worker';

  constructor(private readonly worker: AcquisitionWorker) {}

  private async call<Raw>(operation: string, args: Record<string, unknown>): Promise<Raw> {
    return (await this.worker.acquire<Raw>('jobnet', operation, args, null)).raw;
  }

  company(slug: string) {
    return this.call<RawCompany>('company', { slug });
  }
  jobCounts(slug: string) {
    return this.call<RawJobCounts>('job_counts', { slug });
  }
  memberStats(slug: string) {
    return this.call<RawMemberStats>('member_stats', { slug });
  }
  companyJobs(slug: string, start: number, count: number) {
    return this.call<RawJobsPage>('company_jobs', { slug, start, count });
  }
  searchJobs(search: JobSearch, start: number, count: number) {
    return this.call<RawJobsPage>('search_jobs', { search, start, count });
  }
  locations(query: string) {
    return this.call<RawLocations>('locations', { query });
  }
  adLibrary(search: AdSearch, page: number) {
    return this.call<RawAdsPage>('ad_library', { search, page });
  }
}
