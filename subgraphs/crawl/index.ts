import { readFileSync } from 'node:fs';
import { parse } from 'graphql';
import type { SubgraphModule } from '../module.ts';
import { resolvers } from './resolvers.ts';
import { crawlWebScrapingApi } from './routes.ts';
import { crawlServices } from './services.ts';

/** The web-scraping API's price (ours; the contract names the path only), charged when the page answers 200. */
const PRICES = { page: '0.001' } as const;

export const crawl: SubgraphModule = {
  name: 'crawl',
  typeDefs: parse(readFileSync(new URL('./schema.graphql', import.meta.url), 'utf8')),
  resolvers,
  services: crawlServices,
  routes: [crawlWebScrapingApi],
  billing: { 'Query.crawlWebPage': { price: PRICES.page } },
  retired: { '/v1/live/crawl/web-scraping-api': '/v1/crawl/web-scraping-api' },
};
