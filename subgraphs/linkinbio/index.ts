import type { SubgraphModule } from '../module.ts';
import { resolvers } from './resolvers.ts';
import { linkinbioLivePage } from './routes.ts';
import { linkinbioServices } from './services.ts';

/** Link-in-bio pages (contract 1.4): Linktree, Beacons, Stan, Carrd and any other page, read live. */
export const linkinbio: SubgraphModule = {
  name: 'linkinbio',
  schema: new URL('./schema.graphql', import.meta.url),
  resolvers,
  services: linkinbioServices,
  operations: [linkinbioLivePage],
};
