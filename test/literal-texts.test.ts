import {
  buildClientSchema,
  getIntrospectionQuery,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  parse,
  parseValue,
  print,
  typeFromAST,
  visit,
  type GraphQLInputType,
  type GraphQLSchema,
  type IntrospectionQuery,
} from 'graphql';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paramsOf, type RestRoute } from '../platform/rest/route.ts';
import { registry } from '../subgraphs/registry.ts';
import { demoProfile } from '../subgraphs/photonet/demo-corpus.ts';
import { createTestEnv, type TestEnv } from './helpers/env.ts';
import { prepareSamples, routeSamples, sampleEnvOverrides, sampleKey } from './helpers/route-samples.ts';

/**
 * Every operation of the registry (the documents the SDK, the persisted operations and REST run) sent with its
 * sample's values written into the text answers and charges exactly what it does with variables; texts the router
 * cannot normalise (invalid values among them) get exactly the answer they got before it normalised anything (a GET
 * request, which is never normalised, is the reference).
 */

const TOKEN = 'metrics-token-0123456789abcdef';
// Blocked operations never answer 200: test/blocked-networks.test.ts covers them.
const ROUTES = registry.operations().filter((route) => route.availability !== 'blocked');
let env: TestEnv;
let schema: GraphQLSchema;

beforeAll(async () => {
  env = await createTestEnv({ settleIntervalMs: 300, jobWorker: false, metricsToken: TOKEN, ...sampleEnvOverrides() });
  await prepareSamples(env);
  const { key } = await env.key({ balance: '1', rateLimit: 100_000 });
  schema = buildClientSchema((await env.graphql(getIntrospectionQuery(), key)).body.data as IntrospectionQuery);
});
afterAll(() => env?.close());

const SAMPLES = routeSamples(() => env);

/** A value written as a GraphQL literal of its type. */
function literal(value: unknown, type: GraphQLInputType): string {
  if (value === null) return 'null';
  if (isNonNullType(type)) return literal(value, type.ofType);
  if (isListType(type)) return Array.isArray(value) ? `[${value.map((item) => literal(item, type.ofType)).join(', ')}]` : literal(value, type.ofType);
  if (isInputObjectType(type)) {
    const fields = type.getFields();
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
    return `{ ${entries.map(([name, v]) => `${name}: ${literal(v, fields[name].type)}`).join(', ')} }`;
  }
  if (isEnumType(type)) return String(value);
  return untyped(value);
}

function untyped(value: unknown): string {
  if (value === null) return 'null';
  if (typeof value === 'string') return JSON.stringify(value);
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return `[${value.map(untyped).join(', ')}]`;
  return `{ ${Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .map(([name, v]) => `${name}: ${untyped(v)}`)
    .join(', ')} }`;
}

/** The document with each variable that has a value written in where it is used, its definition gone. */
function withLiterals(document: string, variables: Record<string, unknown>): string {
  const written = new Map<string, string>();
  const ast = visit(parse(document), {
    VariableDefinition(node) {
      const name = node.variable.name.value;
      if (variables[name] === undefined) return undefined;
      written.set(name, literal(variables[name], typeFromAST(schema, node.type) as GraphQLInputType));
      return null;
    },
  });
  return print(
    visit(ast, {
      Variable(node) {
        const text = written.get(node.name.value);
        return text === undefined ? undefined : parseValue(text);
      },
    }),
  );
}

async function counts(): Promise<Record<string, number>> {
  const text = await (await fetch(`${env.base}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })).text();
  const found: Record<string, number> = { hit: 0, miss: 0, untouched: 0 };
  for (const [, outcome, value] of text.matchAll(/^kb_graphql_literal_texts\{outcome="(\w+)"\} (\d+)/gm)) found[outcome] = Number(value);
  return found;
}
const hasLiteral = (text: string) => /["\d]/.test(text.replace(/\$\w+/g, ''));

/** A GET of the text: never normalised, so what every text got before normalising. */
async function viaGet(query: string, key: string, variables?: Record<string, unknown>) {
  const params = new URLSearchParams({ query, ...(variables && { variables: JSON.stringify(variables) }) });
  const res = await fetch(`${env.base}/graphql?${params}`, {
    headers: { authorization: `Bearer ${key}`, 'apollo-require-preflight': 'true' },
  });
  return { status: res.status, body: (await res.json()) as any };
}

/**
 * An answer without what differs between two reads of one state: the expiry of signed media URLs (seconds from
 * now), the time of the read (an insight's computedAt, a folder's readAt), the id of a job a read starts.
 */
const stable = (value: unknown): unknown =>
  JSON.parse(
    JSON.stringify(value ?? null)
      .replace(/exp=\d+&sig=\w+/g, 'exp=…')
      .replace(/\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z/g, 'time')
      .replace(/job_[0-9a-f-]{36}/g, 'job_…'),
  );

/** An answer without what differs from one request to the next. */
function comparable(body: any) {
  const { requestId: _, cost, ...extensions } = body.extensions ?? {};
  return { ...body, extensions: { ...extensions, cost: cost && { requested: cost.requested, actual: cost.actual } } };
}

describe('values written into the text, for every operation', () => {
  for (const route of ROUTES) {
    const sample = SAMPLES[sampleKey(route)];
    if (!sample) continue;
    it(`${sampleKey(route)}: the same answer and charge as with variables`, async () => {
      const { key } = await env.key({ balance: '10', rateLimit: 100_000 });
      const variablesOf = async () => {
        const made = await sample.make(key);
        const input = { ...made.params, ...(route.method === 'GET' ? made.query : made.body) };
        return (route as RestRoute).variables(paramsOf(route, { config: env.config, retired: [] }).parse(input), {}) as Record<string, unknown>;
      };
      const variables = await variablesOf();
      // A read answers as the state is: the first read of a live record stores it, and later reads answer from the
      // store. Reads are compared after one that warms it; each write gets a sample of its own.
      const read = route.method === 'GET';
      if (read) await env.graphql(route.document, key, variables);
      const withVariables = await env.graphql(route.document, key, variables);
      const text = withLiterals(route.document, read || sample.stateless ? variables : await variablesOf());
      const before = await counts();
      const written = await env.graphql(text, key);
      const after = await counts();
      expect(written.status, JSON.stringify(written.body)).toBe(withVariables.status);
      expect(written.body.errors).toEqual(withVariables.body.errors);
      if (read) expect(stable(written.body.data)).toEqual(stable(withVariables.body.data));
      else expect(Object.keys(written.body.data ?? {})).toEqual(Object.keys(withVariables.body.data ?? {}));
      expect(written.body.extensions.cost.requested).toBe(withVariables.body.extensions.cost.requested);
      expect(written.body.extensions.cost.actual).toBe(withVariables.body.extensions.cost.actual);
      // Normalised, not sent as it came (a text whose every value is an enum or a boolean has no literal to take).
      if (hasLiteral(text)) {
        expect(after.hit + after.miss - before.hit - before.miss, text).toBe(1);
        expect(after.untouched - before.untouched).toBe(0);
      }
      if (read) {
        // Again, now by the template of its shape, and against the text as it was answered before normalising.
        const again = await env.graphql(text, key);
        const reference = await viaGet(text, key);
        expect(stable(comparable(again.body))).toEqual(stable(comparable(written.body)));
        expect(stable(comparable(again.body))).toEqual(stable(comparable(reference.body)));
      }
    });
  }
});

describe("values written into the text, for every persisted operation (the typed clients' documents)", () => {
  const manifest = JSON.parse(readFileSync(new URL('../schema/persisted-operations.json', import.meta.url), 'utf8')) as {
    operations: { name: string; body: string }[];
  };
  const body = (name: string) => manifest.operations.find((op) => op.name === name)!.body;

  it('answers and charges as with variables, operation after operation', async () => {
    const { key } = await env.key({ balance: '10', rateLimit: 100_000 });
    const both = async (name: string, variables: Record<string, unknown>) => {
      const withVariables = await env.graphql(body(name), key, variables);
      const written = await env.graphql(withLiterals(body(name), variables), key);
      expect(written.status, JSON.stringify(written.body)).toBe(withVariables.status);
      expect(stable(written.body.data)).toEqual(stable(withVariables.body.data));
      expect(written.body.errors).toEqual(withVariables.body.errors);
      expect(written.body.extensions.cost.actual).toBe(withVariables.body.extensions.cost.actual);
      expect(written.body.extensions.cost.requested).toBe(withVariables.body.extensions.cost.requested);
      return written.body.data;
    };
    expect(manifest.operations.map((op) => op.name).sort()).toEqual(['JobResults', 'JobStatus', 'ProfileAcrossNetworks', 'StartUserFeedWalk']);
    await both('ProfileAcrossNetworks', { q: demoProfile(1).username });
    await both('ProfileAcrossNetworks', { q: demoProfile(2).username, posts: 1 });
    const walk = await both('StartUserFeedWalk', { handle: 'sbx_30_literal', maxPages: 2, idempotencyKey: 'literal-walk' });
    await both('JobStatus', { batchId: walk.photonetUserFeed.job.batchId });
    await both('JobResults', { batchId: walk.photonetUserFeed.job.batchId });
  });
});

describe('texts the router leaves as they came', () => {
  const USER = demoProfile(1).username;
  const profile = (q: string, first = '2') => `{ photonetProfile(q: ${q}) { username posts(first: ${first}) { nodes { shortcode } } } }`;
  let key: string;

  beforeAll(async () => {
    ({ key } = await env.key({ balance: '10', rateLimit: 100_000 }));
    // the shape is learnt first, so that the texts below meet its template
    const learnt = await env.graphql(profile(JSON.stringify(USER)), key);
    expect(learnt.body.errors).toBeUndefined();
  });

  const cases: [string, string, RegExp][] = [
    ['an Int beyond 32 bits', profile(JSON.stringify(USER), '2147483648'), /Int cannot represent non 32-bit signed integer value: 2147483648/],
    ['a negative count', profile(JSON.stringify(USER), '-1'), /first/],
    ['a string holding NUL', profile('"a\\u0000b"'), /must not contain a NUL character/],
    ['a number where a string goes', profile('42'), /String cannot represent a non string value: 42/],
    ['a text that does not lex', profile('"unterminated'), /Unterminated string/],
  ];
  for (const [what, text, message] of cases) {
    it(`${what}: exactly the answer it got before`, async () => {
      const posted = await env.graphql(text, key);
      const reference = await viaGet(text, key);
      expect(posted.status).toBe(reference.status);
      expect(posted.body.errors[0].message).toMatch(message);
      expect(comparable(posted.body)).toEqual(comparable(reference.body));
    });
  }

  it('client variables that do not coerce', async () => {
    const text = `query P($n: Int) { photonetProfile(q: ${JSON.stringify(USER)}) { username posts(first: $n) { nodes { shortcode } } } }`;
    expect((await env.graphql(text, key, { n: 1 })).body.errors).toBeUndefined();
    const posted = await env.graphql(text, key, { n: 'x' });
    expect(posted.status).toBe(400);
    expect(posted.body.errors[0].message).toMatch(/Variable "\$n" got invalid value "x"/);
    expect(comparable(posted.body)).toEqual(comparable((await viaGet(text, key, { n: 'x' })).body));
  });
});
