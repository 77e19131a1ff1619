import type { SubgraphModule } from '../module.ts';
import { resolvers } from './resolvers.ts';
import { crawlWebScrapingApi } from './routes.ts';
import { crawlServices } from './services.ts';

/** The web-scraping API: one page read through the outbound guard, priced in its declaration (routes.ts). */
export const crawl: SubgraphModule = {
  name: 'crawl',
  schema: new URL('./schema.graphql', import.meta.url),
  resolvers,
  services: crawlServices,
  operations: [crawlWebScrapingApi],
};
