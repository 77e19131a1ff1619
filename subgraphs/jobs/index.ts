import { readFileSync } from 'node:fs';
import { parse } from 'graphql';
import type { SubgraphModule } from '../module.ts';
import { resolvers } from './resolvers.ts';
import { jobCancel, jobResults, jobStatus } from './routes.ts';

/** Crawl jobs: status, results and cancellation. All free; a job is charged once when it completes. */
export const jobs: SubgraphModule = {
  name: 'jobs',
  typeDefs: parse(readFileSync(new URL('./schema.graphql', import.meta.url), 'utf8')),
  resolvers,
  routes: [jobStatus, jobResults, jobCancel],
  billing: {},
};
