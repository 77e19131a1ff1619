/** The parts of a company dossier (dossier.ts), each priced as its own operation. */
export type PartName = 'page' | 'job_counts' | 'member_stats' | 'recent_jobs';

/**
 * jobnet prices, in dollars: each read a standard $0.0005 except member statistics ($0.0010, the network's insights)
 * and the ad library ($0.0025, as every ad library); the walkers $0.0005 per started block of 25 jobs (walkers.ts).
 */
export const PRICES = {
  company: '0.0005',
  jobCounts: '0.0005',
  memberStats: '0.0010',
  locations: '0.0005',
  adLibrary: '0.0025',
  jobsBlock: '0.0005',
} as const;

/** The dossier's parts, each at its own operation's price (recent_jobs: one page of 25 company jobs, one block). */
export const PART_PRICES: Record<PartName, string> = {
  page: PRICES.company,
  job_counts: PRICES.jobCounts,
  member_stats: PRICES.memberStats,
  recent_jobs: PRICES.jobsBlock,
};
