import type { SubgraphModule } from '../module.ts';
import { resolvers } from './resolvers.ts';
import { jobCancel, jobResults, jobStatus } from './routes.ts';

/** Crawl jobs: status, results and cancellation. All free; a job is charged once when it completes. */
export const jobs: SubgraphModule = {
  name: 'jobs',
  schema: new URL('./schema.graphql', import.meta.url),
  resolvers,
  operations: [jobStatus, jobResults, jobCancel],
  lists: {
    // A job walks one target: a page of its results holds that target's items.
    'JobResults.results': { assumedSize: 1 },
    // A job's arguments: a walk's handful of parameters.
    'JobResult.arguments': { assumedSize: 10 },
  },
};
