import type { SocialHost } from '../platform/linkinbio/socials.ts';
import { Kind, print, type DocumentNode, type FieldDefinitionNode, type ObjectTypeDefinitionNode } from 'graphql';
import type { z } from 'zod';
import type { ListSize } from '../platform/billing/cost-model.ts';
import { SurfaceBlocked } from '../platform/errors.ts';
import { snakeCase } from '../platform/names.ts';
import { argumentRanges, checkArgs } from '../platform/rest/params.ts';
import { defineRoute, type RestRoute } from '../platform/rest/route.ts';
import { schemaDocument } from './schema-document.ts';
import type { SubgraphModule } from './module.ts';
import { DateTime, JSONScalar } from './scalars.ts';

/**
 * A network whose live surface is blocked upstream (contract 1.4, 3.5): every operation is declared with its full
 * parameter rules, checks them (400 naming the parameter) and then answers 501 `surface_blocked`, never charged, on
 * REST and GraphQL alike. The networks blocked whole share one module (`subgraphs/blocked/`): one declaration file
 * per network calling `blockedNetwork` with its operations, and one `schema.graphql`, since a subgraph and a port
 * each for operations that only ever refuse would cost more than they say.
 *
 * The module's schema.graphql is the one source of its GraphQL surface, read by composition (supergraph.yaml) and
 * by this module alike: each operation's GraphQL arguments, their types and its description (whose first sentence
 * is the REST summary) are read from it, and the REST document is built from them. What the SDL cannot say is
 * declared here: the REST path, the parameter rules and a valid sample. The two are checked against each other
 * when the module loads (every Query field declared, its arguments the rules' parameters by the naming rule, its
 * type the network's read type, the sample valid), so they cannot drift apart unnoticed.
 */
export interface BlockedOperation {
  /** The path after /v1/<network>/live/, e.g. `user/videos`. */
  suffix: string;
  /** Its field on Query in the network's schema.graphql, e.g. `motionnetUserVideos`. */
  field: string;
  /**
   * Its parameter rules under the REST names (a strict object, `source` included); an exactly-one-of pair is stated
   * in the object's description (see `exactlyOneOf`). The same rules check the GraphQL arguments.
   */
  rules: z.ZodObject;
  /** A valid request as REST query parameters: used by the tests and shown in the API description. */
  sample: Record<string, string>;
}

const READ_FIELDS = { payload: 'JSON', source: 'String!', fetchedAt: 'DateTime!' };

const pascal = (words: string) => words.replace(/(^|[/_.-])([a-z0-9])/g, (_, __, c: string) => c.toUpperCase());

/** The first sentence of a description: the REST summary. */
const firstSentence = (text: string) => /^.*?\.(?=\s|$)/s.exec(text)?.[0] ?? text;

/** What a network's blocked operations add to its module: operations and their Query resolvers. */
export interface BlockedOperations {
  operations: RestRoute[];
  resolvers: Record<string, (parent: unknown, args: Record<string, unknown>) => never>;
  /** The ranges of the operations' whole-number arguments, from their rules: refused by the router before the 501. */
  lists: Record<string, ListSize>;
}

/**
 * The blocked operations of `network`, checked against its parsed SDL (`typeDefs`): each operation's Query field
 * returns the network's read type (`<Network>Read`, exactly `payload`, `source` and `fetchedAt`), takes the rules'
 * parameters and `source`, and has a description; each sample passes its rules. A network that also has available
 * operations (its other Query fields) spreads the answer into its own module; a network that has none is declared
 * with `blockedNetwork` and served by `blockedModule`. Its routes run on `subgraph` (the network's own module unless
 * said); `where` names the schema in load errors.
 */
export function blockedOperations(
  network: string,
  typeDefs: DocumentNode,
  operations: BlockedOperation[],
  where = network,
  subgraph = network,
): BlockedOperations {
  const fail = (message: string): never => {
    throw new Error(`blocked network ${where}: ${message}`);
  };
  const objects = new Map(
    typeDefs.definitions.filter((d): d is ObjectTypeDefinitionNode => d.kind === Kind.OBJECT_TYPE_DEFINITION).map((d) => [d.name.value, d]),
  );
  const readType = `${pascal(network)}Read`;
  const read = objects.get(readType) ?? fail(`no type ${readType}`);
  const readFields = Object.fromEntries((read.fields ?? []).map((f) => [f.name.value, print(f.type)]));
  // The route documents select payload, source and fetchedAt: the read type must have them as declared (a module
  // whose reads also answer other fields, facenet's advertisers say, may add them).
  const missing = Object.entries(READ_FIELDS).filter(([name, type]) => readFields[name] !== type);
  if (missing.length) fail(`${readType} must have ${JSON.stringify(READ_FIELDS)}, got ${JSON.stringify(readFields)}`);

  const queryFields = new Map((objects.get('Query')?.fields ?? []).map((f) => [f.name.value, f]));
  const routes: RestRoute[] = [];
  const resolvers: BlockedOperations['resolvers'] = {};

  for (const op of operations) {
    const field: FieldDefinitionNode = queryFields.get(op.field) ?? fail(`no Query.${op.field} for ${op.suffix}`);
    if (!/^[a-z0-9_]+(\/[a-z0-9_]+)*$/.test(op.suffix)) fail(`suffix ${JSON.stringify(op.suffix)} must be lowercase path words`);
    if (print(field.type) !== readType) fail(`Query.${op.field} must return ${readType}`);
    const description = field.description?.value ?? fail(`Query.${op.field} needs a description`);
    const args = (field.arguments ?? []).map((a) => ({ name: a.name.value, type: print(a.type) }));
    const argNames = args.map((a) => snakeCase(a.name)).sort();
    const ruleNames = Object.keys(op.rules.shape).sort();
    if (JSON.stringify(argNames) !== JSON.stringify(ruleNames))
      fail(`Query.${op.field} takes ${argNames.join(', ')} but its rules name ${ruleNames.join(', ')}`);
    if (!args.some((a) => a.name === 'source' && a.type === 'SourceMode')) fail(`Query.${op.field} needs source: SourceMode, like every live read`);
    const path = `/v1/${network}/live/${op.suffix}`;
    const sampled = op.rules.safeParse(op.sample);
    if (!sampled.success) fail(`the sample of ${path} breaks its rules: ${sampled.error.issues[0]?.message}`);

    const example = `A valid request: GET ${path}?${new URLSearchParams(op.sample)} (answered 501 while blocked).`;
    const rules = op.rules.meta({ description: [op.rules.description, example].filter(Boolean).join(' ') });
    const route = defineRoute<Record<string, unknown>>({
      method: 'GET',
      path,
      operation: `${network}.live.${op.suffix.replace(/\//g, '_')}`,
      summary: firstSentence(description),
      params: rules as unknown as z.ZodType<Record<string, unknown>>,
      subgraph,
      document: /* GraphQL */ `
        query ${pascal(network)}${pascal(op.suffix)}(${args.map((a) => `$${a.name}: ${a.type}`).join(', ')}) {
          read: ${op.field}(${args.map((a) => `${a.name}: $${a.name}`).join(', ')}) { payload source fetchedAt }
        }`,
      // Absent parameters stay absent, so the field's own defaults (source: auto) apply.
      variables: (p) => Object.fromEntries(args.map((a) => [a.name, p[snakeCase(a.name)]]).filter(([, v]) => v !== undefined)),
      answer: { kind: 'live', at: 'read' },
      notFound: 'Not found.',
      errors: { 501: ['surface_blocked'] },
      availability: 'blocked',
      retired: `/v1/live/${network}/${op.suffix}`,
      sample: { query: op.sample },
    });
    routes.push(route);
    resolvers[op.field] = (_parent, graphqlArgs) => {
      checkArgs(op.rules, graphqlArgs);
      throw new SurfaceBlocked(`${network} ${op.suffix}`);
    };
  }
  const lists: Record<string, ListSize> = {};
  for (const op of operations) {
    const ranges = argumentRanges(op.rules);
    if (Object.keys(ranges).length) lists[`Query.${op.field}`] = { ranges };
  }
  return { operations: routes, resolvers, lists };
}

/** A network blocked whole: its name (hence its paths and `<Network>Read` type) and every operation it has. */
export interface BlockedNetwork {
  network: string;
  operations: BlockedOperation[];
  /** Where its profile pages live (the module's `profilePages`, named by this network). */
  profilePages: SocialHost[];
}

/** Declares a network blocked whole, for `blockedModule` to serve. */
export function blockedNetwork(network: string, operations: BlockedOperation[], profilePages: SocialHost[] = []): BlockedNetwork {
  return { network, operations, profilePages };
}

/**
 * One subgraph `name` serving every network of `networks` from one schema file: each network's operations checked
 * against it as `blockedOperations` does, and every Query field of the schema declared by exactly one of them.
 */
export function blockedModule(name: string, schemaFile: URL, networks: BlockedNetwork[]): SubgraphModule {
  const typeDefs = schemaDocument(schemaFile);
  const where = `${name} (${schemaFile.pathname})`;
  const fail = (message: string): never => {
    throw new Error(`blocked module ${where}: ${message}`);
  };
  const names = networks.map((n) => n.network);
  if (new Set(names).size !== names.length) fail(`a network is declared twice: ${names.join(', ')}`);
  const declared = new Set<string>();
  for (const { operations } of networks) {
    for (const op of operations) {
      if (declared.has(op.field)) fail(`Query.${op.field} is declared twice`);
      declared.add(op.field);
    }
  }
  const query = typeDefs.definitions.find((d): d is ObjectTypeDefinitionNode => d.kind === Kind.OBJECT_TYPE_DEFINITION && d.name.value === 'Query');
  for (const field of query?.fields ?? []) {
    if (!declared.has(field.name.value)) fail(`Query.${field.name.value} is not declared as an operation`);
  }
  const parts = networks.map(({ network, operations }) => blockedOperations(network, typeDefs, operations, `${network} in ${where}`, name));

  // Nothing is billable while blocked: nothing is reserved (a key with no balance still gets the 501), nothing charged.
  return {
    name,
    schema: schemaFile,
    resolvers: { DateTime, JSON: JSONScalar, Query: Object.assign({}, ...parts.map((p) => p.resolvers)) },
    operations: parts.flatMap((p) => p.operations),
    lists: Object.assign({}, ...parts.map((p) => p.lists)),
    profilePages: networks.flatMap(({ network, profilePages }) => profilePages.map((host) => ({ ...host, network }))),
  };
}
