import type { SubgraphModule } from '../module.ts';
import { resolvers } from './resolvers.ts';
import { linkinbioLivePage } from './routes.ts';
import { typeDefs } from './schema.ts';
import { linkinbioServices } from './services.ts';

/** linkinbio prices, in dollars: a page read (live or stored) is a standard read. */
const PRICES = { page: '0.0005' } as const;

/** Link-in-bio pages (contract 1.4): Linktree, Beacons, Stan, Carrd and any other page, read live. */
export const linkinbio: SubgraphModule = {
  name: 'linkinbio',
  typeDefs,
  resolvers,
  services: linkinbioServices,
  retired: { '/v1/live/linkinbio/page': '/v1/linkinbio/live/page' },
  routes: [linkinbioLivePage],
  billing: { 'Query.linkinbioPage': { price: PRICES.page } },
};
