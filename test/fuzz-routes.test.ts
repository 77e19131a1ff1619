import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_CODES } from '../platform/errors.ts';
import { parseDollars } from '../platform/money.ts';
import { registry } from '../subgraphs/registry.ts';
import { createTestEnv, type TestEnv } from './helpers/env.ts';
import { prepareSamples, routeSamples } from './helpers/route-samples.ts';

/**
 * Every REST route, fuzzed from the route table and the API description: missing, empty, repeated, unknown and
 * array parameters, over-long strings, unicode, NUL bytes, injection strings, bad numbers, malformed and oversized
 * bodies, wrong content types and methods, bad path ids, and in every integer or timestamp parameter the values
 * PostgreSQL cannot hold (past int4/int8/safe integers or the documented range; instants outside years 0001 to 9999
 * of UTC, impossible days). Whatever arrives: never a 5xx, always the contract's
 * envelope with a contract code (checked by the test helper against the description), no internal detail in any
 * message, and no charge that is not a 2xx's `meta.cost`. A route added later is fuzzed with no change here.
 * FUZZ_RUNS sets the random cases per route (default 12).
 */

const RUNS = Number(process.env.FUZZ_RUNS ?? 12);
const description = JSON.parse(readFileSync(new URL('../schema/openapi.json', import.meta.url), 'utf8'));

let env: TestEnv;
let key: string;
/** The key sample requests are prepared with (their setup reads are charged to it, not to the fuzzed account). */
let setupKey: string;
let accountId: number;
let startBalance: number;
/** What the 2xx answers said they cost, in units of $0.0001. */
let charged = 0;
const seen = new Map<number, number>();
const samples = routeSamples(() => env);

beforeAll(async () => {
  // No worker: a request that happens to be valid and becomes a job is never run, so every charge is a 2xx's.
  env = await createTestEnv({ jobWorker: false });
  await prepareSamples(env);
  ({ key, accountId } = await env.key({ balance: '100', rateLimit: 1_000_000 }));
  ({ key: setupKey } = await env.key({ balance: '100', rateLimit: 1_000_000 }));
  startBalance = parseDollars(await env.balance(accountId));
});
afterAll(() => env?.close());

/** Nothing of the machinery behind an answer may show in a message. */
const INTERNAL =
  /\b(select|insert|update|delete)\s.+\b(from|into|set)\b|syntax error|relation "|column "|violates|duplicate key|\.ts:\d+|node_modules|\bat \w+ \(|ECONN|EPIPE|stack|postgres|ioredis|graphql-jit|Cannot read prop|undefined is not|is not a function|\[object Object\]/i;

interface Sent {
  method: string;
  path: string;
  body?: string;
  contentType?: string;
}

async function send(request: Sent): Promise<void> {
  const headers: Record<string, string> = {};
  if (request.contentType) headers['content-type'] = request.contentType;
  // env.rest checks the answer against the API description (status described, envelope, codes, request ids).
  const res = await env.rest(request.path, key, { method: request.method, headers, body: request.body });
  const where = `${request.method} ${request.path.slice(0, 200)}`;
  seen.set(res.status, (seen.get(res.status) ?? 0) + 1);
  // A request that happens to be valid may meet a full sending-identity pool, or a blocked operation (501, which
  // env.rest accepts only where the description gives it): the 5xx of the contract a client's own request can
  // cause, and never charged.
  const expected = (res.status === 503 && res.body?.error?.code === 'dm_sending_paused') || (res.status === 501 && res.body?.error?.code === 'surface_blocked');
  if (!expected) expect(res.status, `${where}: ${JSON.stringify(res.body).slice(0, 300)}`).toBeLessThan(500);
  if (res.status >= 400) {
    expect(API_CODES.has(res.body?.error?.code), `${where}: ${JSON.stringify(res.body)}`).toBe(true);
    expect(res.body.error.message, where).not.toMatch(INTERNAL);
  } else {
    charged += parseDollars(String(res.body.meta.cost).slice(1));
  }
}

/** Values as the client means them (encoded as UTF-8 on the way); lone surrogates arrive as U+FFFD. */
const HOSTILE = [
  '',
  ' ',
  'x'.repeat(10_000),
  '\u0000',
  'a\u0000b',
  "' OR 1=1 --",
  '"; DROP TABLE accounts; --',
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '${jndi:ldap://127.0.0.1/a}',
  '{{7*7}}',
  '💩\u202e\u0301',
  '\ud800',
  '-1',
  '0',
  '1.5',
  '1e309',
  'NaN',
  '0x10',
  '99999999999999999999999',
  'true',
  'null',
  '[]',
  '{}',
  'http://127.0.0.1:1/',
  'javascript:alert(1)',
  '@',
  '%',
];

/** Bytes only a URL can carry: not UTF-8, or an escape that is not one. */
const RAW_QUERY_VALUES = ['%FF%FE', '%ED%A0%80', '%C0%80', '%', '%zz', '%E2%82'];

/** A string as UTF-8 percent-escapes (encodeURIComponent throws on a lone surrogate). */
const enc = (value: string) =>
  [...Buffer.from(value, 'utf8')]
    .map((b) => (/[A-Za-z0-9_.~-]/.test(String.fromCharCode(b)) ? String.fromCharCode(b) : `%${b.toString(16).toUpperCase().padStart(2, '0')}`))
    .join('');

/** Instants PostgreSQL cannot hold as written: year 0, years past 9999 (directly or through an offset), impossible days. */
const BAD_INSTANTS = [
  '0000-01-01',
  '0000-01-01T00:00:00Z',
  '+275760-09-13T00:00:00Z',
  '-000001-01-01T00:00:00Z',
  '9999-12-31T23:59:59-14:00',
  '10000-01-01',
  '2026-02-30',
  '2026-02-30T00:00:00Z',
  '2026-01-01T24:00:00Z',
  '99999d',
];
/** Whole numbers past int4, int8 and the safe integers, and just outside a documented range (added per parameter). */
const BAD_INTEGERS = ['2147483648', '-2147483649', '9007199254740992', '9223372036854775808', '-9223372036854775809', '1e3', '0.2147483648'];

interface Param {
  name: string;
  required: boolean;
  schema?: { type?: string; format?: string; minimum?: number; maximum?: number; description?: string };
}

/** The value classes of a parameter's type that PostgreSQL cannot hold; none for other parameters. */
function storableClasses(param: Param): string[] {
  const schema = param.schema ?? {};
  if (schema.type === 'integer') {
    const edges = [schema.minimum, schema.maximum].filter((n): n is number => typeof n === 'number');
    return [
      ...BAD_INTEGERS,
      ...(typeof schema.minimum === 'number' ? [String(schema.minimum - 1)] : []),
      ...(typeof schema.maximum === 'number' ? [String(schema.maximum + 1)] : []),
      ...edges.map((n) => `${n}.5`),
    ];
  }
  const timeLike =
    schema.format === 'date-time' ||
    schema.format === 'date' ||
    /since|_after$|_before$|_at$|_date$/.test(param.name) ||
    /RFC 3339|YYYY-MM-DD/.test(schema.description ?? '');
  return schema.type === 'string' && timeLike ? BAD_INSTANTS : [];
}

function paramsOf(template: string, method: string): { path: string[]; query: Param[]; body: Param[] } {
  const operation = description.paths[template][method.toLowerCase()];
  const params = (operation.parameters ?? []) as { name: string; in: string; required: boolean; schema?: Param['schema'] }[];
  const schema = operation.requestBody?.content?.['application/json']?.schema;
  const required = new Set<string>(schema?.required ?? []);
  return {
    path: params.filter((p) => p.in === 'path').map((p) => p.name),
    query: params.filter((p) => p.in === 'query').map((p) => ({ name: p.name, required: p.required, schema: p.schema })),
    body: Object.entries((schema?.properties ?? {}) as Record<string, Param['schema']>).map(([name, s]) => ({ name, required: required.has(name), schema: s })),
  };
}

const valueArb = fc.oneof(fc.constantFrom(...HOSTILE), fc.string({ unit: 'grapheme', maxLength: 40 }), fc.integer().map(String));
const queryValueArb = fc.oneof(valueArb.map(enc), fc.constantFrom(...RAW_QUERY_VALUES));

/** One request with one or more hostile parts, in a shape that fits the route's method and parameters. */
function requestArb(template: string, method: string): fc.Arbitrary<Sent> {
  const { path: pathNames, query, body } = paramsOf(template, method);
  const pathArb = fc
    .tuple(
      ...pathNames.map(() =>
        fc.oneof(
          fc.constantFrom('1', 'es_x', '..', '%2F', '%00', 'x'.repeat(300), '-1', '%F0%9F%92%A9'),
          fc.string({ unit: 'grapheme', minLength: 1, maxLength: 20 }).map(encodeURIComponent),
        ),
      ),
    )
    .map((ids) => pathNames.reduce((p, name, i) => p.replace(`{${name}}`, ids[i] || 'x'), template));
  const names = [...query, ...body].map((p) => p.name);
  const nameArb = fc.oneof(
    fc.constantFrom(...(names.length ? names : ['q'])),
    fc.constantFrom('unknown', 'q[]', 'max_id', 'limit', '__proto__', 'constructor'),
  );
  if (method === 'GET') {
    return fc.tuple(pathArb, fc.array(fc.tuple(nameArb, queryValueArb), { maxLength: 5 }), fc.boolean()).map(([path, entries, repeat]) => {
      const pairs = entries.map(([k, v]) => `${k === 'q[]' ? k : enc(k)}=${v}`);
      if (repeat && entries.length) pairs.push(pairs[0]);
      return { method, path: pairs.length ? `${path}?${pairs.join('&')}` : path };
    });
  }
  const bodyArb = fc.oneof(
    fc
      .array(fc.tuple(nameArb, fc.oneof(valueArb, fc.integer(), fc.constantFrom(null, true, [], {})) as fc.Arbitrary<unknown>), { maxLength: 5 })
      .map((entries) => JSON.stringify(Object.fromEntries(entries))),
    fc.constantFrom(
      '{',
      '[]',
      'null',
      '"text"',
      '{"text": 1}',
      '{"to": ["a"], "text": {}}',
      '{"__proto__": {"x": 1}}',
      '{"a":' + '['.repeat(5000) + ']'.repeat(5000) + '}',
    ),
  );
  const typeArb = fc.constantFrom(
    'application/json',
    'application/json; charset=latin1',
    'text/plain',
    'application/x-www-form-urlencoded',
    'multipart/form-data; boundary=x',
    undefined,
  );
  return fc.tuple(pathArb, bodyArb, typeArb).map(([path, body, contentType]) => ({ method, path, body, contentType }));
}

const operations = Object.entries(description.paths as Record<string, Record<string, unknown>>)
  .filter(([template]) => template.startsWith('/v1/'))
  .flatMap(([template, item]) => Object.keys(item).map((method) => ({ template, method: method.toUpperCase() })));

describe('every route, fuzzed', () => {
  it('the description covers every declared route', () => {
    const described = new Set(operations.map((o) => `${o.method} ${o.template}`));
    for (const route of registry.operations()) expect(described, route.path).toContain(`${route.method} ${route.path.replace(/:(\w+)/g, '{$1}')}`);
  });

  for (const { template, method } of operations) {
    it(`${method} ${template}`, async () => {
      await fc.assert(fc.asyncProperty(requestArb(template, method), send), {
        numRuns: RUNS,
        seed: Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31),
        endOnFailure: true,
      });
      // Fixed cases every run: wrong methods, an oversized body, every required parameter missing.
      const path = template.replace(/\{\w+\}/g, '1');
      for (const other of ['PUT', 'DELETE', 'PATCH'].filter((m) => m !== method)) await send({ method: other, path });
      if (method === 'POST') await send({ method, path, body: JSON.stringify({ text: 'x'.repeat(1_100_000) }), contentType: 'application/json' });
      await send({ method, path, ...(method === 'POST' ? { body: '{}', contentType: 'application/json' } : {}) });
      // Values PostgreSQL cannot hold, in every parameter of their type (out-of-range instants and integers): alone,
      // and in the route's valid sample request where it has one, so that they reach as far as a valid request goes.
      const { query, body } = paramsOf(template, method);
      if (![...query, ...body].some((p) => storableClasses(p).length)) return;
      const sample = await samples[`${method} ${template.replace(/\{(\w+)\}/g, ':$1')}`]?.make(setupKey).catch(() => undefined);
      const base = sample ? Object.entries(sample.params).reduce((p, [name, value]) => p.replace(`{${name}}`, encodeURIComponent(value)), template) : path;
      for (const param of query) {
        for (const value of storableClasses(param)) {
          await send({ method, path: `${path}?${enc(param.name)}=${enc(value)}` });
          if (sample) await send({ method, path: `${base}?${new URLSearchParams({ ...sample.query, [param.name]: value })}` });
        }
      }
      for (const param of body) {
        for (const value of storableClasses(param)) {
          const typed = param.schema?.type === 'integer' && Number.isFinite(Number(value)) ? Number(value) : value;
          await send({ method, path, body: JSON.stringify({ [param.name]: typed }), contentType: 'application/json' });
          if (sample) await send({ method, path: base, body: JSON.stringify({ ...sample.body, [param.name]: typed }), contentType: 'application/json' });
        }
      }
    });
  }

  it('charged nothing but what 2xx answers said they cost', async () => {
    await env.service.ledger.drain();
    const moved = startBalance - parseDollars(await env.balance(accountId));
    expect(moved).toBe(charged);
    // The fuzzing reached the rules, not only the key check.
    expect(seen.get(400) ?? 0).toBeGreaterThan(operations.length);
  });
});
