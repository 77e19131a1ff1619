import {
  getNamedType,
  isEnumType,
  isListType,
  isNonNullType,
  isObjectType,
  isAbstractType,
  isUnionType,
  Kind,
  parse,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLCompositeType,
  type GraphQLOutputType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type SelectionNode,
  type GraphQLNamedType,
  type GraphQLObjectType,
  type GraphQLField,
} from 'graphql';
import { z } from 'zod';
import type { FieldPrice } from '../platform/billing/cost-model.ts';
import { restKey } from '../subgraphs/row-fields.ts';
import { paramDocs } from '../platform/rest/params.ts';
import { paramsOf, type RestRoute, type RouteContext, type SampleRequest } from '../platform/rest/route.ts';
import { snakeCase } from '../platform/names.ts';
import { withRestNames } from './rest-names.ts';
import { exampleOf } from './schema-example.ts';
import type { PushedEvents } from '../subgraphs/module.ts';

/**
 * The OpenAPI 3.1 description of /v1, generated from the route declarations (never written by hand): each route's
 * parameter rules (its zod schema), its answer (its GraphQL selection against the subgraph schema, under the REST
 * names), its price (the billable fields it selects), the errors it can answer, and the retired v4 paths.
 * `npm run openapi` writes it to schema/openapi.json; the service serves the same document at /openapi.json.
 */

type Json = Record<string, unknown>;

/** What the generator needs of a subgraph: its schema and its price table. */
export interface DescribedSubgraph {
  schema: GraphQLSchema;
  billing: Record<string, FieldPrice>;
}

export interface DescribeOptions {
  routes: RestRoute[];
  subgraph(name: string): DescribedSubgraph;
  context: RouteContext;
  /** Retired v4 paths with their v5 replacement (null: deleted). */
  retired: Record<string, string | null>;
  version: string;
  /** Text added to the description of /graphql (its limits). */
  graphqlLimits: string;
  /** The events modules push to registered endpoints (the document's webhooks), with the subgraph that types them. */
  pushes: { subgraph: string; events: PushedEvents }[];
}

const REQUEST_ID = { type: 'string', pattern: '^req_[0-9a-f]{32}$' };
const EXAMPLE_REQUEST_ID = 'req_5f0c6b2e8d7a4e1b9c3f2a6d4e8b1c07';
const DOLLARS = { type: 'string', pattern: '^\\$\\d+\\.\\d{4}$' };

/** The errors every route can answer, by status, beyond those its answer kind and its declaration add. */
const COMMON_ERRORS: Record<number, string[]> = {
  400: ['invalid_request'],
  401: ['invalid_api_key'],
  402: ['insufficient_balance'],
  404: ['not_found'],
  429: ['rate_limit_exceeded'],
  // A request line and headers over Node's 16 kB limit (a very long query).
  431: ['invalid_request'],
  // A subgraph served over HTTP that fails or does not answer in time.
  502: ['upstream_error'],
  503: ['billing_unavailable'],
  504: ['upstream_error'],
};

/** What a request body adds: over the size limit, or not JSON in UTF-8 (or an unsupported Content-Encoding). */
const BODY_ERRORS: Record<number, string[]> = {
  413: ['invalid_request'],
  415: ['invalid_request'],
};

/** What acquiring from an upstream network adds (live reads, walkers). */
const ACQUISITION_ERRORS: Record<number, string[]> = {
  429: ['rate_limited'],
  503: ['source_paused'],
};

/** Statuses /graphql answers besides 200, each in GraphQL's `{errors}` shape with `extensions.code`. */
const GRAPHQL_FAILURES: Record<string, string> = {
  '400':
    'Invalid document, variables or limits, an operationName naming no operation, a subscription, or a persisted query this service cannot run; or every root field refused its arguments. Nothing delivered, nothing charged (invalid_request).',
  '401': 'Missing, malformed or revoked API key (invalid_api_key).',
  '402': 'The balance is lower than the estimated cost (insufficient_balance).',
  '404': 'Every root field answered not_found (a job, thread or record that does not exist); nothing charged.',
  '409': 'Every root field was refused for the state of what it names (job_finished, engage_session_revoked); nothing charged.',
  '413': 'A body over 1 MB (invalid_request).',
  '415': 'The body is not JSON in UTF-8 (invalid_request).',
  '429': 'Over the rate limit (rate_limit_exceeded).',
  '502': 'A subgraph failed (upstream_error).',
  '503': 'Billing could not be confirmed (billing_unavailable).',
  '504': 'A subgraph did not answer in time (upstream_error).',
};

const BLOCKED = 'Blocked upstream: answers 501 surface_blocked once its parameters are valid; never charged.';

const TAGS: Record<string, string> = {
  retired: 'v4 paths retired by v5: each answers 410, naming its replacement when it has one.',
  graphql: 'The federated GraphQL API.',
};

const STATUS_TEXT: Record<number, string> = {
  400: 'A parameter is missing or malformed.',
  401: 'Missing, malformed or revoked API key.',
  402: 'The balance is lower than the price.',
  404: 'Not found.',
  409: 'Conflict with the state of the resource.',
  410: 'Retired path.',
  413: 'Too large: a request body over 1 MB, or a job result unit over 3 MiB.',
  415: 'The body is not JSON in UTF-8, or its Content-Encoding is not supported.',
  429: 'Rate limited; honour Retry-After.',
  431: 'The request line and headers are over 16 kB.',
  501: 'Blocked operation.',
  502: 'Upstream failure.',
  503: 'Temporarily unavailable; honour Retry-After when sent.',
  504: 'Upstream timeout.',
};

function scalar(name: string): Json {
  switch (name) {
    case 'String':
    case 'ID':
      return { type: 'string' };
    case 'Int':
    case 'Long':
      return { type: 'integer' };
    case 'Float':
      return { type: 'number' };
    case 'Boolean':
      return { type: 'boolean' };
    case 'DateTime':
      return { type: 'string', format: 'date-time' };
    default:
      // JSON: the upstream's own payload, described by the contract where it fixes it and open otherwise.
      return {};
  }
}

const nullable = (schema: Json): Json => (Object.keys(schema).length === 0 ? schema : { anyOf: [schema, { type: 'null' }] });

/** The upstream's own JSON of an item or payload, answered with get_raw=true: labelled, and open. */
const RAW: Json = { type: 'object', additionalProperties: true, title: 'Raw', description: "With get_raw=true: the upstream's own JSON, as it answered." };

class SelectionDescriber {
  private readonly fragments: Map<string, FragmentDefinitionNode>;
  constructor(
    private readonly schema: GraphQLSchema,
    document: DocumentNode,
    /** The item schema of each job operation (`jobItemSchemas`), for the items of a job's results. */
    private readonly jobItems: ReadonlyMap<string, Json> = new Map(),
  ) {
    this.fragments = new Map(
      document.definitions.filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION).map((d) => [d.name.value, d]),
    );
  }

  output(type: GraphQLOutputType, selection: SelectionSetNode | undefined): Json {
    if (isNonNullType(type)) return this.nonNull(type.ofType, selection);
    return nullable(this.nonNull(type, selection));
  }

  private nonNull(type: GraphQLOutputType, selection: SelectionSetNode | undefined): Json {
    if (isListType(type)) return { type: 'array', items: this.output(type.ofType, selection) };
    const named = getNamedType(type);
    if (isEnumType(named)) return { type: 'string', enum: named.getValues().map((v) => v.value) };
    if (isObjectType(named) || isAbstractType(named)) return this.object(named, selection!);
    return scalar(named.name);
  }

  /** The object a selection set answers: each selected field under its response name (alias or name). */
  object(parent: GraphQLCompositeType, selection: SelectionSetNode): Json {
    const properties: Record<string, Json> = {};
    const required = new Set<string>();
    this.collect(parent, selection, properties, required, true);
    const described = { type: 'object', properties, required: [...required], additionalProperties: false };
    return parent.name === 'JobResult' ? this.jobResult(described) : described;
  }

  /**
   * A job's result with its operation and items selected: one of the job operations, each with its items typed (or
   * the upstream's own, for a job submitted with get_raw).
   */
  private jobResult(described: Json & { properties: Record<string, Json> }): Json {
    const { operation, items, args } = described.properties;
    if (!operation || !items || this.jobItems.size === 0) return described;
    // The arguments as stored: each by its REST name, a text, a number, true or false, or null when not given.
    const properties = args
      ? { ...described.properties, args: { ...args, type: 'object', additionalProperties: { type: ['string', 'number', 'boolean', 'null'] } } }
      : described.properties;
    return {
      oneOf: [...this.jobItems].map(([name, item]) => ({
        ...described,
        properties: { ...properties, operation: { ...operation, const: name }, items: { ...items, type: 'array', items: { anyOf: [item, RAW] } } },
      })),
    };
  }

  private collect(parent: GraphQLCompositeType, selection: SelectionSetNode, properties: Record<string, Json>, required: Set<string>, always: boolean) {
    for (const node of selection.selections) {
      if (node.kind === Kind.FIELD) {
        const name = node.alias?.value ?? node.name.value;
        if (node.name.value === '__typename') properties[name] = { type: 'string' };
        else {
          const field = 'getFields' in parent ? parent.getFields()[node.name.value] : undefined;
          if (!field) throw new Error(`${parent.name}.${node.name.value} is not in the subgraph schema`);
          const described = restShape(parent, field) ?? this.output(field.type, node.selectionSet);
          if (field.description) described.description = field.description;
          properties[name] = described;
        }
        if (always) required.add(name);
      } else {
        const fragment = node.kind === Kind.FRAGMENT_SPREAD ? this.fragments.get(node.name.value)! : node;
        const on = fragment.typeCondition?.name.value;
        const narrowed = on ? (this.schema.getType(on) as GraphQLCompositeType) : parent;
        // A fragment on the parent's own type always applies; one on a narrower type only sometimes.
        this.collect(narrowed, fragment.selectionSet, properties, required, always && narrowed === parent);
      }
    }
  }
}

/** The fields of a live read that carry it rather than describe its payload. */
const LIVE_READ_FIELDS = new Set(['payload', 'source', 'fetchedAt']);

/**
 * The JSON Schema of everything a GraphQL object type answers, every field under its REST (snake_case) name, objects
 * open to members added later. Fields that lead elsewhere in the graph (entities, with @key) and fields that need
 * arguments are not part of a payload and are left out.
 */
function typeSchema(type: GraphQLOutputType, seen: readonly string[]): Json {
  if (isNonNullType(type)) return typeSchemaNonNull(type.ofType, seen);
  return nullable(typeSchemaNonNull(type, seen));
}

function typeSchemaNonNull(type: GraphQLOutputType, seen: readonly string[]): Json {
  if (isListType(type)) return { type: 'array', items: typeSchema(type.ofType, seen) };
  const named = getNamedType(type);
  if (isEnumType(named)) return { type: 'string', enum: named.getValues().map((v) => v.value) };
  // A union is one of its members (an interface stays open).
  if (isUnionType(named)) return { anyOf: named.getTypes().map((member) => typeSchemaNonNull(member, seen)) };
  if (isAbstractType(named)) return {};
  // A payload keeps a figure as the network gives it; some networks give decimals as digit strings.
  if (named.name === 'Float') return { anyOf: [{ type: 'number' }, { type: 'string', pattern: '^\\d+(\\.\\d+)?$' }] };
  if (!isObjectType(named)) return scalar(named.name);
  // A type met again inside itself (a thread's replies) is the same schema, named once and referred to.
  if (seen.includes(named.name)) return referTo(named);
  if (seen.length > 6) return { type: 'object' };
  return objectSchema(named, [...seen, named.name], new Set());
}

/**
 * The object types referred to by `$ref` while `describeApi` runs (those that contain themselves), each described once
 * under components.schemas by its GraphQL name. Null outside `describeApi`.
 */
let referred: Map<string, GraphQLObjectType[]> | null = null;

/** A reference to the schema of `type` in components.schemas (described when the document is complete). */
function referTo(type: GraphQLObjectType): Json {
  if (!referred) throw new Error(`${type.name} contains itself: its schema can only be referred to while describeApi runs`);
  const known = referred.get(type.name) ?? [];
  if (!known.includes(type)) referred.set(type.name, [...known, type]);
  return { $ref: `#/components/schemas/${type.name}` };
}

/**
 * The schemas of the referred types, by name: each is its type's schema with every place it contains itself a
 * reference again (describing one may refer to others, described in turn). Two subgraphs may each have a type of
 * the same name (each builds its own schema); they must describe the same value.
 */
function referredSchemas(): Record<string, Json> {
  const schemas: Record<string, Json> = {};
  const described = new Set<GraphQLObjectType>();
  for (let pending = [...referred!.values()].flat(); pending.length > 0; pending = [...referred!.values()].flat().filter((t) => !described.has(t))) {
    for (const type of pending) {
      described.add(type);
      const schema = objectSchema(type, [type.name], new Set());
      if (schemas[type.name] && JSON.stringify(schemas[type.name]) !== JSON.stringify(schema))
        throw new Error(`Two subgraphs have a type ${type.name} that contains itself, with different shapes: rename one`);
      schemas[type.name] = schema;
    }
  }
  return Object.fromEntries(Object.entries(schemas).sort(([a], [b]) => a.localeCompare(b)));
}

function objectSchema(type: GraphQLObjectType, seen: readonly string[], skip: ReadonlySet<string>): Json {
  const properties: Record<string, Json> = {};
  const required: string[] = [];
  for (const field of Object.values(type.getFields())) {
    if (skip.has(field.name) || field.args.some((a) => isNonNullType(a.type) && a.defaultValue === undefined)) continue;
    const target = getNamedType(field.type);
    if (isObjectType(target) && target.astNode?.directives?.some((d) => d.name.value === 'key') && target !== type) continue;
    // A JSON field deprecated for a typed one is described by that one (under the same REST name).
    if (getNamedType(field.type).name === 'JSON' && field.deprecationReason) continue;
    const name = restName(field);
    const described = restShape(type, field) ?? typeSchema(field.type, seen);
    if (field.description) described.description = field.description;
    properties[name] = described;
    if (isNonNullType(field.type)) required.push(name);
  }
  return { type: 'object', properties, required, additionalProperties: true };
}

/** A field's member name in a REST payload (row-fields.ts `restKey`). */
const restName = (field: GraphQLField<unknown, unknown>) => (field.astNode ? restKey(field.astNode) : snakeCase(field.name));

/**
 * The schema of a JSON field marked `@restShape`: a value with the shape of its sibling `field` (under REST names), or,
 * with no field named, of every other field of its type (`@restShape` on the document a type answers whole). A JSON
 * field marked `@restMap(values:)` is a map whose member names the data chooses, each value of that scalar type.
 * Null for any other field.
 */
function restShape(parent: GraphQLCompositeType, field: GraphQLField<unknown, unknown>): Json | null {
  const map = restMap(parent, field);
  if (map) return map;
  const directive = field.astNode?.directives?.find((d) => d.name.value === 'restShape');
  if (!directive || !isObjectType(parent)) return null;
  const of = directive.arguments?.find((a) => a.name.value === 'field')?.value;
  let shape: Json;
  if (of?.kind === Kind.STRING) {
    const sibling = parent.getFields()[of.value];
    if (!sibling) throw new Error(`${parent.name} has no field ${of.value} to type ${field.name} from`);
    shape = typeSchemaNonNull(isNonNullType(sibling.type) ? sibling.type.ofType : sibling.type, [parent.name]);
  } else shape = objectSchema(parent, [parent.name], new Set([field.name]));
  return isNonNullType(field.type) ? shape : nullable(shape);
}

/** The scalars a `@restMap` value can name (not JSON: a map of open values would type nothing). */
const MAP_VALUES = new Set(['String', 'ID', 'Int', 'Long', 'Float', 'Boolean', 'DateTime']);

/**
 * The schema of a JSON field marked `@restMap(values: "String!")`: an object whose member names the data chooses (a
 * page's meta properties, the caller's selector names), each value of the scalar type given, null allowed when the
 * type is not non-null. Null for a field without the directive.
 */
function restMap(parent: GraphQLCompositeType, field: GraphQLField<unknown, unknown>): Json | null {
  const directive = field.astNode?.directives?.find((d) => d.name.value === 'restMap');
  const values = directive?.arguments?.find((a) => a.name.value === 'values')?.value;
  if (!directive) return null;
  const [, name, required] = (values?.kind === Kind.STRING && /^(\w+)(!?)$/.exec(values.value)) || [];
  if (!name || !MAP_VALUES.has(name))
    throw new Error(`${parent.name}.${field.name}: @restMap values must name a scalar (${[...MAP_VALUES].join(', ')}), with ! when never null`);
  const value = scalar(name);
  // One type list (["string", "null"]) rather than anyOf: what the value is stays in `type`.
  const map = { type: 'object', additionalProperties: required ? value : { ...value, type: [value.type, 'null'] } };
  return isNonNullType(field.type) ? map : nullable(map);
}

/**
 * The payload of a live read typed from its read type: the read's own fields but those that carry it (`payload`,
 * `source`, `fetchedAt`), or the type of its field named by `shape`. Null when the read has no typed field beside its payload (the payload stays open).
 */
function typedPayload(schema: GraphQLSchema, document: DocumentNode, at: string, shape: true | string): Json | null {
  const operation = document.definitions.find((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION)!;
  let type: GraphQLOutputType = operation.operation === 'mutation' ? schema.getMutationType()! : schema.getQueryType()!;
  let selection: SelectionSetNode | undefined = operation.selectionSet;
  for (const key of at.split('.')) {
    const node: SelectionNode | undefined = selection?.selections.find((n) => n.kind === Kind.FIELD && (n.alias?.value ?? n.name.value) === key);
    const parent: GraphQLNamedType = getNamedType(type);
    if (!node || node.kind !== Kind.FIELD || !isObjectType(parent)) return null;
    type = parent.getFields()[node.name.value].type;
    selection = node.selectionSet;
  }
  const read = getNamedType(type);
  if (!isObjectType(read)) return null;
  if (typeof shape === 'string') {
    const field = read.getFields()[shape];
    if (!field) throw new Error(`${read.name} has no field ${shape} to type its payload from`);
    return typeSchemaNonNull(isNonNullType(field.type) ? field.type.ofType : field.type, [read.name]);
  }
  const described = objectSchema(read, [read.name], LIVE_READ_FIELDS);
  return Object.keys(described.properties as Json).length > 0 ? described : null;
}

/** The value at a dotted path of an object schema (where a route's answer sits in its document's result). */
function schemaAt(schema: Json, path: string): Json {
  let at = schema;
  for (const key of path.split('.')) {
    const object = (at.anyOf as Json[] | undefined)?.[0] ?? at;
    at = (object.properties as Record<string, Json>)[key];
    if (!at) throw new Error(`no ${key} in the selection (path ${path})`);
  }
  return at;
}

/** A 200 answer is never null (null is a 404). */
const present = (schema: Json): Json => (schema.anyOf as Json[] | undefined)?.[0] ?? schema;

/** The billable fields a document selects, with their prices (`Type.field` keys of the subgraph's table). */
function billableFields(schema: GraphQLSchema, document: DocumentNode, billing: Record<string, FieldPrice>): { field: string; price: FieldPrice }[] {
  const found: { field: string; price: FieldPrice }[] = [];
  const fragments = new Map(document.definitions.filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION).map((d) => [d.name.value, d]));
  const walk = (parent: GraphQLCompositeType, selection: SelectionSetNode) => {
    for (const node of selection.selections) {
      if (node.kind === Kind.FIELD) {
        const field = 'getFields' in parent ? parent.getFields()[node.name.value] : undefined;
        if (!field) continue;
        const key = `${parent.name}.${field.name}`;
        if (billing[key] && !found.some((f) => f.field === key)) found.push({ field: key, price: billing[key] });
        if (node.selectionSet) walk(getNamedType(field.type) as GraphQLCompositeType, node.selectionSet);
      } else {
        const fragment = node.kind === Kind.FRAGMENT_SPREAD ? fragments.get(node.name.value)! : node;
        const on = fragment.typeCondition?.name.value;
        walk(on ? (schema.getType(on) as GraphQLCompositeType) : parent, fragment.selectionSet);
      }
    }
  };
  const operation = document.definitions.find((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION)!;
  walk(operation.operation === 'mutation' ? schema.getMutationType()! : schema.getQueryType()!, operation.selectionSet);
  return found;
}

function priceText(p: FieldPrice): string {
  if (p.block) {
    const walk = p.block.when
      ? ` (a walk of one page; any other walk is a durable job, free to submit and charged like this when it completes; a submission needs a balance that covers its first block and those of the account's jobs still queued or running, and an account may hold at most JOB_MAX_PAYMENT_REQUIRED (default 3) jobs in payment-required: past either, 402 insufficient_balance before anything is acquired)`
      : '';
    const batch = p.block.batch ? `; a batch (${p.block.batch.arg}) per started block of each target's page` : '';
    return `$${p.price} per started block of ${p.block.size} items returned${walk}${batch}`;
  }
  if (p.listArg) return `$${p.price} per item found`;
  if (p.selfCharged) {
    return `$${p.price} per send, charged as it is handed to the network: reversed when the network was unreachable (503 upstream_unavailable), kept when it may have gone out (502 after an ambiguous failure, or an interrupted send); a deduplicated replay is $0.00`;
  }
  if (p.freeWhen) return `$${p.price} per result; free when it is a deduplicated replay`;
  return `$${p.price} per result; nothing when not found`;
}

/** Parameter rules as JSON Schema: the documentation a rule registered (paramDocs) wins over the generated shape. */
function paramsSchema(rules: z.ZodType): Json {
  const json = z.toJSONSchema(rules, {
    io: 'input',
    unrepresentable: 'any',
    override(ctx) {
      const doc = paramDocs.get(ctx.zodSchema);
      if (!doc) return;
      for (const key of Object.keys(ctx.jsonSchema)) delete (ctx.jsonSchema as Json)[key];
      Object.assign(ctx.jsonSchema, doc);
    },
  }) as Json;
  delete json.$schema;
  return json;
}

/** A query or path value as its parameter's schema types it (a sample sends every value as a string). */
function parameterValue(value: string, schema: Json): unknown {
  const branches = [schema, ...(((schema.anyOf ?? schema.oneOf) as Json[] | undefined) ?? [])];
  const types = new Set(branches.flatMap((b) => (Array.isArray(b.type) ? (b.type as string[]) : typeof b.type === 'string' ? [b.type] : [])));
  if (types.has('string') || types.size === 0) return value;
  if ((types.has('integer') || types.has('number')) && value.trim() !== '' && Number.isFinite(Number(value))) return Number(value);
  if (types.has('boolean') && (value === 'true' || value === 'false')) return value === 'true';
  if (types.has('array')) {
    const items = (branches.find((b) => b.type === 'array')?.items ?? {}) as Json;
    return value.split(',').map((v) => parameterValue(v, items));
  }
  return value;
}

/**
 * Gives each 200 and 202 answer an example made from its schema (rest/schema-example.ts): the envelope with a `data`
 * of the described shape, and a `meta` whose cost is what one result of the operation costs (a submitted job: $0).
 */
function addResponseExamples(document: Json): void {
  for (const item of Object.values(document.paths as Record<string, Record<string, Json>>)) {
    for (const operation of Object.values(item)) {
      const responses = operation.responses as Record<string, { content?: Record<string, Json> }>;
      const prices = Array.isArray(operation['x-price']) ? (operation['x-price'] as { amount: string }[]) : [];
      for (const status of ['200', '202']) {
        const media = responses[status]?.content?.['application/json'];
        if (!media || 'example' in media) continue;
        // A record's platform or network is the one the operation reads (its tag: photonet, openfeed…).
        const network = (operation.tags as string[])[0];
        const example = exampleOf(media.schema, { root: document, names: { platform: network, network } });
        const meta = (example as { meta?: Json }).meta;
        if (meta && typeof meta === 'object') {
          const cost = status === '202' ? 0 : prices.reduce((sum, p) => sum + Number(p.amount.slice(1)), 0);
          meta.cost = `$${cost.toFixed(4)}`;
          if ('balance' in meta) meta.balance = '$25.0000';
          if ('request_id' in meta) meta.request_id = EXAMPLE_REQUEST_ID;
        }
        media.example = example;
      }
    }
  }
}

/** What a 503 of an acquisition also means (test keys never meet it: they read the sandbox). */
const NO_PROVIDER =
  ' source_paused also answers a live key on a network for which this deployment configures no real provider: without Retry-After, its message names the setting; nothing is charged.';

function errorResponse(status: number, codes: string[]): Json {
  const headers: Json = { 'X-Request-Id': { $ref: '#/components/headers/X-Request-Id' } };
  if (status === 429 || status === 503) headers['Retry-After'] = { $ref: '#/components/headers/Retry-After' };
  if (status === 401) headers['WWW-Authenticate'] = { description: 'Bearer', schema: { type: 'string' } };
  return {
    description: `${STATUS_TEXT[status] ?? 'Error.'} Codes: ${codes.join(', ')}.${codes.includes('source_paused') ? NO_PROVIDER : ''}`,
    headers,
    content: {
      'application/json': {
        schema: {
          allOf: [{ $ref: '#/components/schemas/ErrorEnvelope' }, { properties: { error: { properties: { code: { type: 'string', enum: codes } } } } }],
        },
      },
    },
  };
}

function successResponse(description: string, data: Json, live: boolean): Json {
  return {
    description,
    headers: {
      'X-Request-Id': { $ref: '#/components/headers/X-Request-Id' },
      'X-RateLimit-Limit': { $ref: '#/components/headers/X-RateLimit-Limit' },
      'X-RateLimit-Remaining': { $ref: '#/components/headers/X-RateLimit-Remaining' },
      'X-RateLimit-Reset': { $ref: '#/components/headers/X-RateLimit-Reset' },
    },
    content: {
      'application/json': {
        schema: {
          type: 'object',
          required: ['data', 'meta'],
          additionalProperties: false,
          properties: { data, meta: { $ref: live ? '#/components/schemas/LiveMeta' : '#/components/schemas/Meta' } },
        },
      },
    },
  };
}

const mergeErrors = (...tables: Record<number, string[]>[]): Record<number, string[]> => {
  const merged: Record<number, string[]> = {};
  for (const table of tables)
    for (const [status, codes] of Object.entries(table)) merged[Number(status)] = [...new Set([...(merged[Number(status)] ?? []), ...codes])];
  return merged;
};

/** A walk page's schema with its open `coverage` typed as the graph's WalkCoverage (under REST names). */
function withTypedCoverage(page: Json, coverage: Json | undefined): Json {
  const open = (page.properties as Record<string, Json> | undefined)?.coverage;
  if (!coverage || !open || open.type !== undefined || open.anyOf || open.$ref) return page;
  return { ...page, properties: { ...(page.properties as Record<string, Json>), coverage: { ...coverage, description: open.description } } };
}

/** A walk page's schema with its open `items` typed as `item` (or the upstream's own, with get_raw). */
function withTypedItems(page: Json, item: Json | undefined): Json {
  const items = (page.properties as Record<string, Json> | undefined)?.items;
  if (!item || items?.type !== 'array' || Object.keys((items.items as Json) ?? {}).length > 0) return page;
  return { ...page, properties: { ...(page.properties as Record<string, Json>), items: { ...items, items: { anyOf: [item, RAW] } } } };
}

/**
 * The item schema of every job operation a route submits (`jobItems` of its answer): the type of the `JobResult`
 * field its network types that job's items with, under REST names.
 */
function jobItemSchemas(options: DescribeOptions): Map<string, Json> {
  const schemas = new Map<string, Json>();
  for (const route of options.routes) {
    if (route.answer.kind !== 'page-or-job' || !route.answer.jobItems) continue;
    const { operation, field } = route.answer.jobItems;
    const result = options.subgraph(route.subgraph).schema.getType('JobResult');
    const typed = isObjectType(result) ? result.getFields()[field] : undefined;
    if (!typed) throw new Error(`${route.operation}: the ${route.subgraph} subgraph has no JobResult.${field} to type the items of ${operation} jobs`);
    schemas.set(operation, typeSchemaNonNull(getNamedType(typed.type), ['JobResult']));
  }
  return schemas;
}

function describeRoute(
  route: RestRoute,
  options: DescribeOptions & { errorRef: ErrorRef; jobItems: ReadonlyMap<string, Json> },
): { path: string; method: string; operation: Json } {
  const { schema, billing } = options.subgraph(route.subgraph);
  const parsed = parse(route.document, { noLocation: true });
  const document = route.fieldNames === 'as-selected' ? parsed : withRestNames(parsed);
  const operation = document.definitions.find((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION)!;
  const root = operation.operation === 'mutation' ? schema.getMutationType()! : schema.getQueryType()!;
  const result = new SelectionDescriber(schema, document, options.jobItems).object(root, operation.selectionSet);

  const pathParams = [...route.path.matchAll(/:(\w+)/g)].map((m) => m[1]);
  const params = paramsSchema(paramsOf(route, options.context));
  const properties = (params.properties ?? {}) as Record<string, Json>;
  const required = new Set((params.required ?? []) as string[]);
  // A fixed sample (one that needs no earlier call) is the request's example; one made after earlier calls is not.
  const sample: SampleRequest | undefined = typeof route.sample === 'object' ? route.sample : undefined;
  const example = (value: string | undefined, schema: Json) => (value === undefined ? {} : { example: parameterValue(value, schema) });
  const parameters: Json[] = pathParams.map((name) => {
    const schema = properties[name] ?? { type: 'string' };
    return { name, in: 'path', required: true, schema, ...example(sample?.params?.[name], schema) };
  });
  let requestBody: Json | undefined;
  const others = Object.keys(properties).filter((name) => !pathParams.includes(name));
  if (route.method === 'GET') {
    for (const name of others) {
      const { description, deprecated, ...rule } = properties[name];
      parameters.push({
        name,
        in: 'query',
        required: required.has(name),
        ...(description ? { description } : {}),
        ...(deprecated ? { deprecated: true } : {}),
        schema: rule,
        ...example(sample?.query?.[name], rule),
      });
    }
  } else {
    requestBody = {
      required: others.some((name) => required.has(name)),
      content: {
        'application/json': {
          schema: {
            type: 'object',
            properties: Object.fromEntries(others.map((name) => [name, properties[name]])),
            required: others.filter((name) => required.has(name)),
            additionalProperties: false,
          },
          ...(sample?.body ? { example: sample.body } : {}),
        },
      },
    };
  }
  const variables = operation.variableDefinitions?.map((v) => v.variable.name.value) ?? [];
  if (variables.includes('idempotencyKey')) {
    parameters.push({
      name: 'Idempotency-Key',
      in: 'header',
      required: false,
      description: 'The same key with the same request answers the same job instead of starting another.',
      schema: { type: 'string', maxLength: 200 },
    });
  }

  const responses: Json = {};
  const answer = route.answer;
  if (answer.kind === 'record') {
    const data = present(schemaAt(result, answer.at));
    const wrapped = answer.wrap ? { type: 'object', properties: { [answer.wrap]: data }, required: [answer.wrap], additionalProperties: false } : data;
    responses['200'] = successResponse('The record.', wrapped, false);
  } else if (answer.kind === 'live') {
    const read = present(schemaAt(result, answer.at));
    let payload = { ...((read.properties as Record<string, Json>).payload ?? {}) };
    // A payload the subgraph answers as JSON is described by the typed fields of its read (what GraphQL answers
    // beside it), under their REST names: the same values, typed.
    if (answer.typedPayload && !payload.type && !payload.anyOf) {
      const typed = typedPayload(schema, document, answer.at, answer.typedPayload);
      // get_raw=true answers the upstream's own JSON instead: labelled, and open.
      if (typed && 'get_raw' in properties) payload = { anyOf: [typed, RAW] };
      else if (typed) payload = typed;
    }
    payload.description = 'The payload, normalised as the contract gives it; fields beyond those it fixes may be added.';
    responses['200'] = successResponse('The live read; meta.source says whether it came from the store (db) or upstream (live).', payload, true);
  } else {
    // A page's items are the items its jobs store: typed alike (or the upstream's own, with get_raw).
    const item = answer.jobItems ? options.jobItems.get(answer.jobItems.operation) : undefined;
    // Each network names its own (WalkCoverage, JobnetWalkCoverage…), all of one shape.
    const coverageType = Object.values(schema.getTypeMap()).find((type) => isObjectType(type) && /WalkCoverage$/.test(type.name));
    const coverage = coverageType && isObjectType(coverageType) ? typeSchemaNonNull(coverageType, []) : undefined;
    const typedPage = (page: Json) => withTypedCoverage(withTypedItems(page, item), coverage);
    const page = typedPage(present(schemaAt(result, answer.page)));
    if (answer.batch) {
      const batch = present(schemaAt(result, answer.batch));
      const pages = (batch.properties as Record<string, Json> | undefined)?.results;
      if (pages?.items) pages.items = typedPage(pages.items as Json);
      responses['200'] = successResponse(
        'One page, answered now (max_pages=1); or, for a batch of targets, one page of each.',
        { oneOf: [page, batch] },
        false,
      );
    } else responses['200'] = successResponse('One page, answered now (max_pages=1).', page, false);
    responses['202'] = successResponse(
      'Accepted as a durable job: poll status_url, read results_url when ready.',
      present(schemaAt(result, answer.job)),
      false,
    );
  }
  const acquires = answer.kind !== 'record';
  const blockedRoute = route.availability === 'blocked';
  // A blocked operation never answers data, reserves nothing (so no 402) and reaches no upstream.
  const common = blockedRoute ? Object.fromEntries(Object.entries(COMMON_ERRORS).filter(([status]) => status !== '402' && status !== '404')) : COMMON_ERRORS;
  if (blockedRoute) delete responses['200'];
  const errors = mergeErrors(common, acquires && !blockedRoute ? ACQUISITION_ERRORS : {}, route.method === 'POST' ? BODY_ERRORS : {}, route.errors ?? {});
  for (const status of Object.keys(errors)
    .map(Number)
    .sort((a, b) => a - b))
    responses[String(status)] = options.errorRef(status, errors[status]);

  const prices = billableFields(schema, parsed, billing);
  const priceLines = prices.length ? prices.map((p) => `${priceText(p.price)} (${p.field})`) : ['Free'];
  const notes = typeof params.description === 'string' ? [`Parameters: ${params.description}`] : [];
  const availability = route.availability ?? 'available';
  // Contract 3.5: a blocked operation answers 501 once its parameters are valid, and its cost is shown as unavailable.
  const blocked = availability === 'blocked';
  const priceNotes = blocked ? [BLOCKED, 'Price: unavailable.'] : [`Price: ${priceLines.join('; ')}.`];
  return {
    path: route.path.replace(/:(\w+)/g, '{$1}'),
    method: route.method.toLowerCase(),
    operation: {
      operationId: route.operation,
      summary: route.summary,
      description: [...notes, ...priceNotes, `Availability: ${availability}.`].join('\n\n'),
      tags: [route.path.split('/')[2]],
      ...(parameters.length ? { parameters } : {}),
      ...(requestBody ? { requestBody } : {}),
      responses,
      'x-price': blocked
        ? 'unavailable'
        : prices.map((p) => ({
            field: p.field,
            amount: `$${p.price.price}`,
            ...(p.price.block ? { per_block: p.price.block.size } : {}),
            ...(p.price.listArg ? { per: 'item' } : {}),
          })),
      'x-availability': availability,
    },
  };
}

/** An error response shared by every operation that answers it: a reference into components.responses. */
type ErrorRef = (status: number, codes: string[]) => Json;

/** The OpenAPI document of the routes given (see the top of this module); types that contain themselves are named schemas. */
export function describeApi(options: DescribeOptions): Json {
  referred = new Map();
  try {
    return describeDocument(options);
  } finally {
    referred = null;
  }
}

function describeDocument(options: DescribeOptions): Json {
  const paths: Record<string, Json> = {};
  const errorResponses: Record<string, Json> = {};
  const errorRef: ErrorRef = (status, codes) => {
    const name = `Error${status}` + codes.map((c) => c.replace(/(^|_)(\w)/g, (_, __, ch: string) => ch.toUpperCase())).join('Or');
    errorResponses[name] ??= errorResponse(status, codes);
    return { $ref: `#/components/responses/${name}` };
  };
  const jobItems = jobItemSchemas(options);
  for (const route of options.routes) {
    const { path, method, operation } = describeRoute(route, { ...options, errorRef, jobItems });
    paths[path] = { ...(paths[path] ?? {}), [method]: operation };
  }
  for (const [v4, v5] of Object.entries(options.retired).sort(([a], [b]) => a.localeCompare(b))) {
    paths[v4] = {
      get: {
        operationId: `retired${v4.replace(/[^A-Za-z0-9]+(.)?/g, (_, c: string | undefined) => (c ? c.toUpperCase() : ''))}`,
        summary: 'Retired v4 path',
        description: v5 ? `Retired by v5: answers 410 naming ${v5}.` : 'Retired by v5 with no replacement: answers 410.',
        deprecated: true,
        tags: ['retired'],
        security: [],
        responses: { '410': errorRef(410, ['gone']), '431': errorRef(431, ['invalid_request']) },
        'x-availability': 'available',
      },
    };
  }
  paths['/graphql'] = {
    post: {
      operationId: 'graphql',
      summary: 'The GraphQL API (the federated graph)',
      description: `Every REST operation has a GraphQL twin at the same price; one query can follow a profile to its posts, comments and conversations. Answers GraphQL's \`{data, errors}\`; errors carry \`extensions.code\` from the same closed set as REST. ${options.graphqlLimits}`,
      tags: ['graphql'],
      requestBody: {
        required: true,
        content: {
          'application/json': {
            schema: {
              type: 'object',
              required: ['query'],
              properties: { query: { type: 'string' }, variables: { type: 'object' }, operationName: { type: 'string' } },
            },
            example: {
              query: 'query Profile($q: String!) { photonetProfile(q: $q) { username followers } }',
              variables: { q: 'demo_creator' },
            },
          },
        },
      },
      responses: {
        '200': {
          description: 'A GraphQL result (`data`, and `errors` for fields that failed).',
          content: {
            'application/json': {
              schema: { $ref: '#/components/schemas/GraphQLResult' },
              example: { data: { photonetProfile: { username: 'demo_creator', followers: 1250 } }, extensions: { requestId: EXAMPLE_REQUEST_ID } },
            },
          },
        },
        ...Object.fromEntries(
          Object.entries(GRAPHQL_FAILURES).map(([status, text]) => [
            status,
            { description: text, content: { 'application/json': { schema: { $ref: '#/components/schemas/GraphQLResult' } } } },
          ]),
        ),
      },
    },
  };

  const webhooks = describePushes(options);
  const types = referredSchemas();
  const document: Json = {
    openapi: '3.1.0',
    info: {
      title: 'Social Data API',
      version: options.version,
      description:
        'Library reads from a tracked corpus, live reads from upstream networks, durable crawl jobs and DM outreach. Every answer is `{data, meta}` or `{error}`; prices are in dollars with four decimals. Generated from the route declarations.',
      license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
    },
    servers: [{ url: '/' }],
    security: [{ bearer: [] }],
    tags: [...new Set(Object.values(paths).flatMap((p) => Object.values(p as Record<string, Json>).flatMap((o) => o.tags as string[])))]
      .sort()
      .map((name) => ({ name, description: TAGS[name] ?? `Operations under /v1/${name}.` })),
    paths,
    webhooks,
    components: {
      responses: Object.fromEntries(Object.entries(errorResponses).sort(([a], [b]) => a.localeCompare(b))),
      securitySchemes: {
        bearer: {
          type: 'http',
          scheme: 'bearer',
          description: 'An API key: kb_live_ (live: real providers, money) or kb_test_ (test: the sandbox, test credit) followed by 32 hexadecimal characters.',
        },
      },
      headers: {
        'X-Request-Id': { description: 'The request id (also meta.request_id or error.request_id).', schema: REQUEST_ID },
        'X-RateLimit-Limit': { description: 'Requests per minute allowed for the key.', schema: { type: 'string' } },
        'X-RateLimit-Remaining': { description: 'Requests left in the current window.', schema: { type: 'string' } },
        'X-RateLimit-Reset': { description: 'Seconds until the window resets.', schema: { type: 'string' } },
        'Retry-After': { description: 'Seconds to wait before retrying.', schema: { type: 'string' } },
      },
      schemas: {
        ErrorEnvelope: {
          description: 'Every REST error: code from the closed set of the contract (section 7).',
          type: 'object',
          required: ['error'],
          additionalProperties: false,
          properties: {
            error: {
              type: 'object',
              required: ['code', 'message', 'request_id'],
              additionalProperties: false,
              properties: { code: { type: 'string' }, message: { type: 'string' }, request_id: REQUEST_ID },
            },
          },
        },
        GraphQLResult: {
          type: 'object',
          properties: {
            data: { anyOf: [{ type: 'object' }, { type: 'null' }] },
            errors: {
              type: 'array',
              items: {
                type: 'object',
                required: ['message'],
                properties: { message: { type: 'string' }, path: { type: 'array' }, extensions: { type: 'object', properties: { code: { type: 'string' } } } },
              },
            },
            extensions: { type: 'object' },
          },
        },
        Meta: {
          type: 'object',
          required: ['cost', 'request_id'],
          additionalProperties: false,
          properties: { cost: DOLLARS, balance: DOLLARS, request_id: REQUEST_ID },
        },
        LiveMeta: {
          type: 'object',
          required: ['cost', 'request_id', 'source', 'fetched_at'],
          additionalProperties: false,
          properties: {
            cost: DOLLARS,
            balance: DOLLARS,
            request_id: REQUEST_ID,
            source: { type: 'string', enum: ['db', 'live'] },
            fetched_at: { type: 'string', format: 'date-time' },
          },
        },
      },
    },
  };
  const schemas = (document.components as { schemas: Json }).schemas;
  for (const [name, schema] of Object.entries(types)) {
    if (schemas[name]) throw new Error(`The GraphQL type ${name} is named like a schema of the envelope: rename it`);
    schemas[name] = schema;
  }
  addResponseExamples(document);
  for (const item of Object.values(webhooks)) {
    const media = item.post.requestBody.content['application/json'] as Json;
    media.example = exampleOf(media.schema, { root: document, names: {} });
  }
  return document;
}

/**
 * The webhooks: for each event a module pushes, the POST a registered endpoint receives, its body typed from the
 * module's GraphQL types (the body type with its `type` fixed to the event and its data of the event's own type) and
 * its signature header. Any 2xx answer ends the delivery; anything else is retried.
 */
type Webhook = { post: Json & { requestBody: { required: boolean; content: Record<string, Json> } } };

function describePushes(options: DescribeOptions): Record<string, Webhook> {
  const webhooks: Record<string, Webhook> = {};
  for (const { subgraph, events } of options.pushes) {
    const schema = options.subgraph(subgraph).schema;
    const objectType = (name: string) => {
      const type = schema.getType(name);
      if (!isObjectType(type)) throw new Error(`${subgraph} pushes events typed ${name}, which is not an object type of its schema`);
      return type;
    };
    const body = objectType(events.bodyType);
    const data = body.getFields()[events.dataField];
    if (!data) throw new Error(`${events.bodyType} has no field ${events.dataField} for its events' data`);
    const dataName = restName(data);
    for (const [kind, event] of Object.entries(events.events)) {
      const described = objectSchema(body, [body.name], new Set()) as Json & { properties: Record<string, Json> };
      described.properties.type = { ...described.properties.type, const: kind };
      described.properties[dataName] = { ...objectSchema(objectType(event.dataType), [body.name, event.dataType], new Set()), description: data.description };
      webhooks[kind] = {
        post: {
          operationId: `webhook${kind.replace(/(^|[._])(\w)/g, (_, __, ch: string) => ch.toUpperCase())}`,
          summary: `The ${kind} event, sent to the endpoints registered for it`,
          description: `${event.summary} Sent as a POST of this body to every endpoint of the account registered for ${kind}, signed; any 2xx answer ends the delivery, anything else (or no answer in time) is retried with backoff, each attempt recorded in the endpoint's deliveries.`,
          tags: ['webhooks'],
          security: [],
          parameters: events.headers.map((h) => ({
            name: h.name,
            in: 'header',
            required: true,
            description: h.description,
            schema: h.pattern ? { type: 'string', pattern: h.pattern } : { type: 'string' },
          })),
          requestBody: { required: true, content: { 'application/json': { schema: described } } },
          responses: { '200': { description: 'Received. Any 2xx status ends the delivery; the body is not read.' } },
        },
      };
    }
  }
  return webhooks;
}
