import { adImporter } from '../../platform/ads/importer.ts';
import { JOBNET_WORKER } from './worker.ts';
import type { SubgraphModule } from '../module.ts';
import { walkerJobOperations, walkRanges } from '../../platform/walkers/index.ts';
import { PART_PRICES, PRICES } from './prices.ts';
import { resolvers } from './resolvers.ts';
import { routes } from './routes.ts';
import { jobnetServices, type JobnetServices } from './services.ts';
import { companyJobsWalker, jobSearchWalker, runJobnetWalk, WALKERS } from './walkers.ts';

/**
 * The professional network (contract 1.4; README, "jobnet"): company pages, job counts, member statistics, the
 * company dossier, a company's jobs and job search (walkers on the walker kit), the location resolver and the ad
 * library, each read live with `source`. The v4 paths /v1/live/jobnet/<suffix> answer 410 naming the v5 path.
 */
export const jobnet: SubgraphModule = {
  name: 'jobnet',
  acquisitionWorker: JOBNET_WORKER,
  schema: new URL('./schema.graphql', import.meta.url),
  // Members at `/in/<slug>`, companies at `/company/<slug>`, schools at `/school/<slug>` (and their about and life
  // tabs); posts, articles, jobs and share links are not accounts.
  profilePages: [{ network: 'jobnet', domain: 'linkedin.com', paths: [/^\/(?:in|company|school)\/([A-Za-z0-9_%.-]{2,100})(?:\/(?:about|life))?\/?$/] }],
  resolvers,
  services: jobnetServices,
  // Ad records for `npm run admin -- corpus import` ({"network":"jobnet","type":"ad","data":{...}}), into the ad library.
  importers: { ad: adImporter('jobnet') },
  jobOperations: (services: JobnetServices, platform) =>
    walkerJobOperations(
      WALKERS,
      (walker, request, control) => runJobnetWalk(walker, request, platform.live, services.providers, control),
      platform.config.jobBudgetMs,
    ),
  operations: routes,
  fieldPrices: {
    // The dossier: each part at its operation's price, free when it failed.
    'JobnetDossier.page': { price: PART_PRICES.page, freeWhen: 'failed' },
    'JobnetDossier.jobCounts': { price: PART_PRICES.job_counts, freeWhen: 'failed' },
    'JobnetDossier.memberStats': { price: PART_PRICES.member_stats, freeWhen: 'failed' },
    'JobnetDossier.recentJobs': { price: PART_PRICES.recent_jobs, freeWhen: 'failed' },
    // A company's own reads, selected under it.
    'JobnetCompany.jobCounts': { price: PRICES.jobCounts },
    'JobnetCompany.memberStats': { price: PRICES.memberStats },
    'JobnetCompany.recentJobs': { price: PRICES.jobsBlock },
  },
  lists: {
    'Query.jobnetCompanyJobs': { ranges: walkRanges(companyJobsWalker) },
    'Query.jobnetJobSearch': { ranges: walkRanges(jobSearchWalker) },
    'JobnetRecentJobs.jobs': { assumedSize: 25 },
    'JobnetAdPage.ads': { assumedSize: 10 },
    'JobnetAdPage.adRecords': { assumedSize: 10 },
    'JobnetWalkPage.jobs': { assumedSize: 100 },
    'JobnetAdLibraryRead.advertisers': { assumedSize: 10 },
    'JobnetLocations.locations': { assumedSize: 10 },
    'JobnetCompany.specialties': { assumedSize: 20 },
    'JobnetJobCounts.byFunction': { assumedSize: 30 },
    'JobnetJobCounts.bySeniority': { assumedSize: 6 },
    'JobnetJobCounts.byLocation': { assumedSize: 50 },
    'JobnetMemberStats.byFunction': { assumedSize: 30 },
    'JobnetMemberStats.bySeniority': { assumedSize: 6 },
    'JobnetMemberStats.byLocation': { assumedSize: 50 },
    'JobnetGrowth.history': { assumedSize: 25 },
  },
};
