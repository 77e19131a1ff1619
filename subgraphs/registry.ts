import type { DocumentNode, GraphQLSchema } from 'graphql';
import { buildSubgraphSchema } from '@apollo/subgraph';
import type { PriceKey } from '../platform/billing/prices.ts';
import { dm } from './dm/index.ts';
import { meterBillableFields } from './metering.ts';
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

/**
 * How many items a list field can hold, for the cost estimate (in the manner of Federation's `@listSize`): the value
 * of `slicingArgument` (a number, or the length of a list argument), else `assumedSize`. With `sizedFields` the field
 * itself is not the list (a connection or page): the bound applies to those of its fields. Lists with no declaration
 * are assumed to hold DEFAULT_LIST_SIZE items (router/cost.ts).
 */
export interface ListSize {
  slicingArgument?: string;
  assumedSize?: number;
  sizedFields?: string[];
}

export interface SubgraphModule {
  name: string;
  typeDefs: DocumentNode;
  resolvers: unknown;
  /** Billable fields as `Type.field`. */
  billing: Record<string, FieldPrice>;
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

/** All list bounds across subgraphs: what the router estimates GraphQL operations with. */
export function listSizeTable(): Record<string, ListSize> {
  return Object.assign({}, ...SUBGRAPHS.map((s) => s.lists ?? {}));
}

/** All billable fields across subgraphs: what the router prices GraphQL operations with. */
export function billingTable(): Record<string, FieldPrice> {
  return Object.assign({}, ...SUBGRAPHS.map((s) => s.billing));
}
