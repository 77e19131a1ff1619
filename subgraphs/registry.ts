import type { GraphQLSchema } from 'graphql';
import { buildSubgraphSchema } from '@apollo/subgraph';
import type { FieldPrice, ListSize } from '../platform/billing/cost-model.ts';
import type { SubgraphModule } from './module.ts';

export type { FieldPrice, ListSize, SubgraphModule };
import type { RestRoute } from '../platform/rest/route.ts';
import { importLines, type Importers, type ImportReport } from '../platform/corpus/import.ts';
import type { Db } from '../platform/db/pool.ts';
import type { ModuleMigrations } from '../platform/db/migrate.ts';
import type { AdminCommand } from '../platform/admin/commands.ts';
import { adlib } from './adlib/index.ts';
import { blocked } from './blocked/index.ts';
import { clipnet } from './clipnet/index.ts';
import { crawl } from './crawl/index.ts';
import { intelligence } from './intelligence/index.ts';
import { dm } from './dm/index.ts';
import { facenet } from './facenet/index.ts';
import { meterBillableFields } from './metering.ts';
import { jobnet } from './jobnet/index.ts';
import { jobs } from './jobs/index.ts';
import { linkinbio } from './linkinbio/index.ts';
import { notenet } from './notenet/index.ts';
import { openfeed } from './openfeed/index.ts';
import { photonet } from './photonet/index.ts';
import { videonet } from './videonet/index.ts';
import { webhooks } from './webhooks/index.ts';

/** Every subgraph of the service. supergraph.yaml must name each of them. */
export const SUBGRAPHS: SubgraphModule[] = [
  photonet,
  openfeed,
  jobs,
  dm,
  linkinbio,
  crawl,
  intelligence,
  jobnet,
  notenet,
  facenet,
  clipnet,
  videonet,
  adlib,
  webhooks,
  // The six networks blocked upstream (contract 1.4): their live operations, which answer 501 surface_blocked.
  blocked,
];

export function subgraphModule(name: string): SubgraphModule {
  const found = SUBGRAPHS.find((s) => s.name === name);
  if (!found) throw new Error(`supergraph.yaml names subgraph ${JSON.stringify(name)}, which does not exist`);
  return found;
}

const built = new Map<string, GraphQLSchema>();

export function subgraphSchema(name: string): GraphQLSchema {
  let schema = built.get(name);
  if (!schema) {
    const mod = subgraphModule(name);
    schema = buildSubgraphSchema({ typeDefs: mod.typeDefs, resolvers: mod.resolvers } as Parameters<typeof buildSubgraphSchema>[0]);
    meterBillableFields(schema, mod.billing);
    built.set(name, schema);
  }
  return schema;
}

/** Every REST operation of /v1: each module's routes, in registry order. The adapter serves exactly this list. */
export function restRoutes(): RestRoute[] {
  return SUBGRAPHS.flatMap((s) => s.routes ?? []);
}

/** What `corpus import` understands: every module's importers under its network name. */
export function corpusImporters(): Importers {
  return Object.fromEntries(SUBGRAPHS.filter((s) => s.importers).map((s) => [s.name, s.importers!]));
}

/** Imports NDJSON corpus lines with every module's importers. */
export function importCorpus(db: Db, lines: AsyncIterable<string> | Iterable<string>): Promise<ImportReport> {
  return importLines(db, lines, corpusImporters());
}

/** The admin commands every module adds. */
export function adminCommands(): Record<string, AdminCommand> {
  return Object.assign({}, ...SUBGRAPHS.map((s) => s.admin ?? {}));
}

/** Every module's own migrations, in registry order (what `connectServices` applies after the platform's). */
export function moduleMigrations(): ModuleMigrations[] {
  return SUBGRAPHS.flatMap((s) => (s.migrations ? [{ module: s.name, dir: s.migrations }] : []));
}

/** Every module's retired v4 paths. */
export function retiredV4Paths(): Record<string, string>[] {
  return SUBGRAPHS.flatMap((s) => (s.retired ? [s.retired] : []));
}

/** All list bounds across subgraphs: what the router estimates GraphQL operations with. */
export function listSizeTable(): Record<string, ListSize> {
  return Object.assign({}, ...SUBGRAPHS.map((s) => s.lists ?? {}));
}

/** All billable fields across subgraphs: what the router prices GraphQL operations with. */
export function billingTable(): Record<string, FieldPrice> {
  return Object.assign({}, ...SUBGRAPHS.map((s) => s.billing));
}
