import type { DocumentNode, GraphQLSchema } from 'graphql';
import { buildSubgraphSchema } from '@apollo/subgraph';
import type { FieldPrice, ListSize } from '../platform/billing/cost-model.ts';

export type { FieldPrice, ListSize };
import type { RestRoute } from '../platform/rest/route.ts';
import type { JobOperation } from '../platform/jobs/jobs.ts';
import type { PlatformRuntime } from './runtime.ts';
import { dm } from './dm/index.ts';
import { meterBillableFields } from './metering.ts';
import { jobs } from './jobs/index.ts';
import { openfeed } from './openfeed/index.ts';
import { photonet } from './photonet/index.ts';

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
  /** The REST operations it serves under /v1, one declaration each; each runs a document on this subgraph. */
  routes?: RestRoute[];
  /** Bounds of list fields as `Type.field`, for the cost estimate. */
  lists?: Record<string, ListSize>;
}

/** Every subgraph of the service. supergraph.yaml must name each of them. */
export const SUBGRAPHS: SubgraphModule[] = [photonet, openfeed, jobs, dm];

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

/** All list bounds across subgraphs: what the router estimates GraphQL operations with. */
export function listSizeTable(): Record<string, ListSize> {
  return Object.assign({}, ...SUBGRAPHS.map((s) => s.lists ?? {}));
}

/** All billable fields across subgraphs: what the router prices GraphQL operations with. */
export function billingTable(): Record<string, FieldPrice> {
  return Object.assign({}, ...SUBGRAPHS.map((s) => s.billing));
}
