import type { DocumentNode, GraphQLSchema } from 'graphql';
import { buildSubgraphSchema } from '@apollo/subgraph';
import type { PriceKey } from '../platform/billing/prices.ts';
import { dm } from './dm/index.ts';
import { jobs } from './jobs/index.ts';
import { openfeed } from './openfeed/index.ts';
import { photonet } from './photonet/index.ts';

/**
 * How a GraphQL field is priced: `price` per non-null result (per non-null item for list fields). `listArg` names
 * the argument whose length bounds the items, so the cost can be reserved before execution.
 */
export interface FieldPrice {
  price: PriceKey;
  listArg?: string;
  /**
   * Priced per started block of `size` items: the field's result holds the items under `items`; the argument
   * `limitArg` (default `defaultLimit`) bounds them, and the whole limit is reserved before execution. With `when`,
   * only a call whose argument `arg` equals `equals` returns items (a walk of one page); other calls reserve nothing.
   */
  block?: { size: number; limitArg: string; defaultLimit: number; items: string; when?: { arg: string; equals: unknown } };
  /** A path to a boolean in the field's result that, when true, makes this result free (a deduplicated replay). */
  freeWhen?: string;
}

export interface SubgraphModule {
  name: string;
  typeDefs: DocumentNode;
  resolvers: unknown;
  /** Billable fields as `Type.field`. */
  billing: Record<string, FieldPrice>;
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
    built.set(name, schema);
  }
  return schema;
}

/** All billable fields across subgraphs: what the router prices GraphQL operations with. */
export function billingTable(): Record<string, FieldPrice> {
  return Object.assign({}, ...SUBGRAPHS.map((s) => s.billing));
}
