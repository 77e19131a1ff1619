import type { DocumentNode, GraphQLSchema } from 'graphql';
import { buildSubgraphSchema } from '@apollo/subgraph';
import type { FieldPrice, ListSize } from '../platform/billing/cost-model.ts';

export type { FieldPrice, ListSize };
import type { RestRoute } from '../platform/rest/route.ts';
import type { JobOperation } from '../platform/jobs/jobs.ts';
import { importLines, type Importer, type Importers, type ImportReport } from '../platform/corpus/import.ts';
import type { Db } from '../platform/db/pool.ts';
import type { ModuleMigrations } from '../platform/db/migrate.ts';
import type { ProfileDirectory } from '../platform/profile-directory.ts';
import type { AdminCommand } from '../platform/admin/commands.ts';
import type { PlatformRuntime } from './runtime.ts';
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

/** A module's background loop (webhooks' delivery worker). */
export interface BackgroundWork {
  start(): void;
  stop(): Promise<void>;
}

export interface SubgraphModule {
  name: string;
  typeDefs: DocumentNode;
  resolvers: unknown;
  /** Billable fields as `Type.field`. */
  billing: Record<string, FieldPrice>;
  /** Makes what its resolvers share across requests (its providers and services), once per process. */
  services?(platform: PlatformRuntime): unknown;
  /** The durable job operations it runs, by operation name, given its services. */
  jobOperations?(services: any, platform: PlatformRuntime): Record<string, JobOperation>;
  /**
   * Background work it runs in processes that run jobs (JOB_WORKER, `npm run worker`), given its services: started
   * once the process serves, stopped before it exits.
   */
  background?(services: any, platform: PlatformRuntime): BackgroundWork;
  /** The record types `corpus import` accepts for this network (`{"network": name, "type": …}`), by type. */
  importers?: Record<string, Importer<any>>;
  /** Commands it adds to `npm run admin` (such as `dm release`), by command name. */
  admin?: Record<string, AdminCommand>;
  /** The demo corpus `npm start` loads on an empty library. */
  demo?: {
    /** Whether its part of the library holds anything yet (only an empty library is seeded). */
    loaded(db: Db): Promise<boolean>;
    /** NDJSON corpus lines, imported batch after batch (a batch may refer to records of an earlier one). */
    batches(): Iterable<Iterable<string>>;
    /** What was loaded, for the start banner. */
    summary: string;
    /** A REST path and a GraphQL query that answer from the demo corpus (start banner, GraphiQL's first query). */
    example: { rest: string; graphql: string };
  };
  /** Its v4 live paths (/v1/live/…) that v5 retired, each with the path that replaced it (answered 410 naming it). */
  retired?: Record<string, string>;
  /** The REST operations it serves under /v1, one declaration each; each runs a document on this subgraph. */
  routes?: RestRoute[];
  /** Bounds of list fields as `Type.field`, for the cost estimate. */
  lists?: Record<string, ListSize>;
  /** Its library as other modules may read it (profiles and posts for analysis and contact discovery). */
  directory?(platform: PlatformRuntime): ProfileDirectory;
  /** Its own migrations: a folder of versioned SQL files, applied after the platform's (`new URL('./migrations/', import.meta.url)`). */
  migrations?: URL;
}

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
