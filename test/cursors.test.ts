import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paramsOf, type RestRoute } from '../platform/rest/route.ts';
import { registry } from '../subgraphs/registry.ts';
import { createTestEnv, type TestEnv } from './helpers/env.ts';
import { demoProfile } from '../subgraphs/photonet/demo-corpus.ts';
import { prepareSamples, routeSamples, sampleEnvOverrides, type Sample } from './helpers/route-samples.ts';

/**
 * Cursors are opaque and unforgeable (platform/cursor.ts), on every operation that takes one: each route whose
 * description has a string `cursor` (query or body) is sent, on REST and on GraphQL (the route's own operation), a
 * forged cursor (base64 JSON such as the service once emitted), an altered one (a valid cursor with one character
 * changed: of the same operation when its sample page emits one) and another operation's valid cursor. Each is a
 * 400 invalid_request that moves no ledger. Blocked operations refuse every cursor: none was ever given out. A
 * route added later with a cursor is covered with no change here.
 */

const description = JSON.parse(readFileSync(new URL('../schema/openapi.json', import.meta.url), 'utf8'));

/** Routes with a string cursor, from the API description (an integer position is not a cursor). */
function takesCursor(route: RestRoute): boolean {
  const op = description.paths[route.path.replace(/:(\w+)/g, '{$1}')]?.[route.method.toLowerCase()];
  if (!op) return false;
  if ((op.parameters ?? []).some((p: { name: string; schema?: { type?: string } }) => p.name === 'cursor' && p.schema?.type === 'string')) return true;
  const body = op.requestBody?.content?.['application/json']?.schema;
  return body?.properties?.cursor?.type === 'string';
}

const ROUTES = registry.operations().filter(takesCursor);

let env: TestEnv;
let key: string;
let accountId: number;
/** Valid cursors of two operations, from their answers. */
let feedCursor: string;
let followersCursor: string;

beforeAll(async () => {
  env = await createTestEnv({ jobWorker: false, ...sampleEnvOverrides() });
  await prepareSamples(env);
  ({ key, accountId } = await env.key({ balance: '100', rateLimit: 1_000_000 }));
  const feed = await env.rest('/v1/photonet/user_feed?handle=sbx_60_cursors&max_pages=1&page_size=20', key);
  const followers = await env.rest('/v1/photonet/followers?handle=sbx_200_cursors&max_pages=1', key);
  feedCursor = feed.body.data.next_cursor;
  followersCursor = followers.body.data.next_cursor;
});
afterAll(() => env?.close());

const SAMPLES = routeSamples(() => env);
const routeKey = (route: RestRoute) => `${route.method} ${route.path}`;

async function sampleOf(route: RestRoute): Promise<Sample> {
  const sample = SAMPLES[routeKey(route)];
  expect(sample, `${routeKey(route)} has no sample in test/helpers/route-samples.ts`).toBeDefined();
  return sample.make(key);
}

const inputOf = (route: RestRoute, sample: Sample): Record<string, unknown> => ({ ...(route.method === 'GET' ? sample.query : sample.body) });

function rest(route: RestRoute, sample: Sample, input: Record<string, unknown>) {
  const path = route.path.replace(/:(\w+)/g, (_, name) => encodeURIComponent(sample.params[name]));
  if (route.method === 'GET') return env.rest(`${path}?${new URLSearchParams(input as Record<string, string>)}`, key);
  return env.rest(path, key, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(input) });
}

/** The route's own operation on /graphql: the sample's variables, with `cursor` as given (never checked here). */
function graphql(route: RestRoute, sample: Sample, input: Record<string, unknown>, cursor: string) {
  expect(route.document).toMatch(/\$cursor\b/);
  const variables = route.variables(paramsOf(route, { config: env.config, retired: [] }).parse({ ...sample.params, ...input }), {});
  return env.graphql(route.document, key, { ...variables, cursor });
}

/** The cursor a first page answered, wherever the operation puts it. */
function emitted(body: any): string | null {
  const data = body?.data;
  const found = data?.next_cursor ?? data?.cursor ?? data?.page?.next_cursor ?? null;
  return typeof found === 'string' ? found : null;
}

/** A valid cursor with one character changed (still base64url). */
const altered = (cursor: string) => {
  const i = Math.floor(cursor.length / 2);
  return cursor.slice(0, i) + (cursor[i] === 'A' ? 'B' : 'A') + cursor.slice(i + 1);
};

const forged = Buffer.from(
  JSON.stringify({ o: 'page/posts', p: 1000000000, op: 'user_feed', target: 'x', c: 'o20', t: '2026-01-01T00:00:00Z', id: '1' }),
).toString('base64url');

describe('every cursor is opaque, signed and bound to its request', () => {
  it('the routes taking a cursor are found in the description (REST and GraphQL alike)', () => {
    expect(ROUTES.length).toBeGreaterThan(30);
    expect(ROUTES.map(routeKey)).toEqual(
      expect.arrayContaining(['GET /v1/facenet/live/page/posts', 'POST /v1/adlib/search', 'GET /v1/jobs/:job_id/results', 'GET /v1/clipnet/videos']),
    );
  });

  for (const route of ROUTES) {
    it(`${routeKey(route)}: a forged, altered or foreign cursor is 400 invalid_request, uncharged, on REST and GraphQL`, async () => {
      const sample = await sampleOf(route);
      const input = inputOf(route, sample);
      let own: string | null = null;
      if (route.availability !== 'blocked') own = emitted((await rest(route, sample, input)).body);
      const foreign = route.path.endsWith('/user_feed') ? followersCursor : feedCursor;
      const bad: [string, string][] = [
        ['forged', forged],
        [own ? 'altered (its own)' : 'altered (another)', altered(own ?? foreign)],
        ['foreign', foreign],
      ];
      for (const [what, cursor] of bad) {
        const before = await env.balance(accountId);
        const viaRest = await rest(route, sample, { ...input, cursor });
        expect(viaRest.status, `${what} REST: ${JSON.stringify(viaRest.body)}`).toBe(400);
        expect(viaRest.body.error.code, what).toBe('invalid_request');
        expect(viaRest.body.error.message, what).toMatch(/cursor/);
        const viaGraphql = await graphql(route, sample, input, cursor);
        expect(viaGraphql.body.errors?.[0]?.extensions?.code, `${what} GraphQL: ${JSON.stringify(viaGraphql.body)}`).toBe('invalid_request');
        expect(await env.balance(accountId), `${what}: no ledger movement`).toBe(before);
      }
    });
  }
});

describe('cursors the service once emitted, or that name what no page could', () => {
  const old = (text: string) => Buffer.from(text).toString('base64url');

  it('a walker cursor of the old format with a broken inner offset is a 400, not page 1 again, charged', async () => {
    const before = await env.balance(accountId);
    const broken = old(JSON.stringify({ op: 'user_feed', target: 'sbx_60_cursors', c: 'oXYZ' }));
    const res = await env.rest(`/v1/photonet/user_feed?handle=sbx_60_cursors&max_pages=1&cursor=${broken}`, key);
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.body.error.code).toBe('invalid_request');
    expect(await env.balance(accountId)).toBe(before);
  });

  it('a job-results cursor out of int4 range or past the last target is a 400, never a 500 nor an empty page', async () => {
    const job = await env.rest('/v1/photonet/user_feed?handle=sbx_30_cursorjob', key);
    expect(job.status, JSON.stringify(job.body)).toBe(202);
    const id = job.body.data.batch_id;
    for (const cursor of [old('0.2147483648'), old('5.0'), old('99999999999999999999.0')]) {
      const before = await env.balance(accountId);
      const res = await env.rest(`/v1/jobs/${id}/results?cursor=${cursor}`, key);
      expect(res.status, `${cursor}: ${JSON.stringify(res.body)}`).toBe(400);
      expect(res.body.error.code).toBe('invalid_request');
      const viaGraphql = await env.graphql('query($id: String!, $c: String) { job(batchId: $id) { results(cursor: $c) { complete } } }', key, {
        id,
        c: cursor,
      });
      expect(viaGraphql.body.errors?.[0]?.extensions?.code, JSON.stringify(viaGraphql.body)).toBe('invalid_request');
      expect(await env.balance(accountId)).toBe(before);
    }
  });

  it('a clipnet library cursor holding a time PostgreSQL cannot store is a 400', async () => {
    expect((await env.rest('/v1/clipnet/live/user/videos?handle=sbx_45_library', key)).status).toBe(200);
    for (const t of ['0000-01-01T00:00:00Z', '+275760-09-13T00:00:00Z', 'not a time']) {
      const cursor = old(JSON.stringify({ h: 'sbx_45_library', t, id: '1' }));
      const res = await env.rest(`/v1/clipnet/videos?handle=sbx_45_library&cursor=${cursor}`, key);
      expect(res.status, `${t}: ${JSON.stringify(res.body)}`).toBe(400);
      expect(res.body.error.code).toBe('invalid_request');
    }
  });
});

describe('cursors of GraphQL fields below the root', () => {
  it("a profile's posts connection takes only an endCursor it gave out for that profile", async () => {
    const [a, b] = [demoProfile(1).username, demoProfile(2).username];
    const query = `query($q: String!, $after: String) { photonetProfile(q: $q) { posts(first: 2, after: $after) { nodes { shortcode } pageInfo { endCursor } } } }`;
    const first = await env.graphql(query, key, { q: a });
    const own: string = first.body.data.photonetProfile.posts.pageInfo.endCursor;
    expect(own).toBeTruthy();
    expect((await env.graphql(query, key, { q: a, after: own })).body.errors).toBeUndefined();
    const other = (await env.graphql(query, key, { q: b })).body.data.photonetProfile.posts.pageInfo.endCursor;
    const forgedKeyset = Buffer.from(JSON.stringify({ t: '2026-01-01T00:00:00.000Z', id: 1 })).toString('base64url');
    // (What a parent nulled by its child's argument error costs is the cost rules' concern, not the cursor's.)
    for (const after of [forgedKeyset, altered(own), other, 'garbage']) {
      const res = await env.graphql(query, key, { q: a, after });
      expect(res.body.errors?.[0]?.extensions?.code, `${after}: ${JSON.stringify(res.body)}`).toBe('invalid_request');
    }
  });
});
