import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../platform/config.ts';
import { demoProfile } from '../subgraphs/photonet/demo-corpus.ts';
import { createTestEnv, type TestEnv } from './helpers/env.ts';
import { importDemo } from './helpers/fixtures.ts';

let env: TestEnv;
const USER = demoProfile(3).username;
const PROFILE = `/v1/photonet/profile?q=${USER}`;
const OTHER_ORIGIN = 'https://app.example.com';
const GRAPHIQL_JS = readFileSync(join(dirname(createRequire(import.meta.url).resolve('graphiql/package.json')), 'graphiql.min.js'));

beforeAll(async () => {
  env = await createTestEnv();
  await importDemo(env.services.db, 10);
});
afterAll(() => env?.close());

interface Raw {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** One request through node:http, which (unlike fetch) shows the body as sent: compressed, with its Content-Encoding. */
function raw(base: string, path: string, headers: Record<string, string> = {}, method = 'GET', body?: string): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = request(base + path, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

const list = (value: string | string[] | undefined) =>
  String(value ?? '')
    .split(',')
    .map((v) => v.trim().toLowerCase())
    .filter(Boolean);

describe('CORS', () => {
  it('answers a preflight 204 with the allowed methods and headers, without a key, a charge or a rate-limit count', async () => {
    const { key, accountId } = await env.key({ rateLimit: 3 });
    for (const path of [PROFILE, '/graphql', '/v1/jobs/whatever', '/anything']) {
      const preflight = await raw(
        env.base,
        path,
        {
          origin: OTHER_ORIGIN,
          'access-control-request-method': path === '/graphql' ? 'POST' : 'GET',
          'access-control-request-headers': 'authorization, content-type, idempotency-key',
        },
        'OPTIONS',
      );
      expect(preflight.status, path).toBe(204);
      expect(preflight.body.length).toBe(0);
      expect(preflight.headers['access-control-allow-origin']).toBe('*');
      expect(list(preflight.headers['access-control-allow-methods'])).toEqual(expect.arrayContaining(['get', 'post']));
      expect(list(preflight.headers['access-control-allow-headers'])).toEqual(expect.arrayContaining(['authorization', 'content-type', 'idempotency-key']));
      expect(preflight.headers['access-control-allow-credentials']).toBeUndefined();
      expect(Number(preflight.headers['access-control-max-age'])).toBeGreaterThan(0);
      expect(preflight.headers['www-authenticate']).toBeUndefined();
    }
    // Even one carrying a key (browsers never send it on a preflight, but nothing may charge it if one does).
    for (let i = 0; i < 4; i++) {
      const preflight = await raw(
        env.base,
        PROFILE,
        { origin: OTHER_ORIGIN, 'access-control-request-method': 'GET', authorization: `Bearer ${key}` },
        'OPTIONS',
      );
      expect(preflight.status).toBe(204);
      expect(preflight.headers['x-ratelimit-remaining']).toBeUndefined();
    }
    expect(await env.balance(accountId)).toBe('10.0000');
    expect(await env.ledgerRows(accountId)).toEqual([expect.objectContaining({ kind: 'topup' })]);
    // After those preflights, four of them carrying the key, the first real request still finds its whole budget of 3.
    const first = await env.rest(PROFILE, key, { headers: { origin: OTHER_ORIGIN } });
    expect(first.status).toBe(200);
    expect(first.headers.get('x-ratelimit-remaining')).toBe('2');
  });

  it('a cross-origin answer allows the origin and exposes the request id, rate-limit and Retry-After headers', async () => {
    const { key } = await env.key();
    const res = await raw(env.base, PROFILE, { origin: OTHER_ORIGIN, authorization: `Bearer ${key}` });
    expect(res.status).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(list(res.headers['access-control-expose-headers'])).toEqual(
      expect.arrayContaining(['x-request-id', 'x-ratelimit-limit', 'x-ratelimit-remaining', 'x-ratelimit-reset', 'retry-after']),
    );
    expect(res.headers['x-ratelimit-remaining']).toBeDefined();
    // Errors too: a browser must be able to read a 401's envelope and request id.
    const refused = await raw(env.base, PROFILE, { origin: OTHER_ORIGIN });
    expect(refused.status).toBe(401);
    expect(refused.headers['access-control-allow-origin']).toBe('*');
  });

  it('CORS_ORIGINS restricts: a listed origin is allowed by name, another gets no allow header', async () => {
    const other = await env.router({ corsOrigins: loadConfig({ CORS_ORIGINS: 'https://App.Example.com/, http://localhost:3000' }).corsOrigins });
    const { key } = await env.key();
    const listed = await raw(other.base, PROFILE, { origin: OTHER_ORIGIN, authorization: `Bearer ${key}` });
    expect(listed.status).toBe(200);
    expect(listed.headers['access-control-allow-origin']).toBe(OTHER_ORIGIN);
    expect(list(listed.headers.vary)).toContain('origin');
    const unlisted = await raw(other.base, PROFILE, { origin: 'https://evil.example.net', authorization: `Bearer ${key}` });
    expect(unlisted.status).toBe(200);
    expect(unlisted.headers['access-control-allow-origin']).toBeUndefined();
    const preflight = await raw(other.base, PROFILE, { origin: 'https://evil.example.net', 'access-control-request-method': 'GET' }, 'OPTIONS');
    expect(preflight.status).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('CORS_ORIGINS is * by default, else exact origins; anything else refuses to start', () => {
    expect(loadConfig({}).corsOrigins).toBe('*');
    expect(loadConfig({ CORS_ORIGINS: 'https://a.example, *' }).corsOrigins).toBe('*');
    expect(loadConfig({ CORS_ORIGINS: 'https://A.example:8443,http://localhost:3000/' }).corsOrigins).toEqual([
      'https://a.example:8443',
      'http://localhost:3000',
    ]);
    for (const bad of ['a.example', 'https://a.example/app', 'ftp://a.example', 'https://a.example?x=1']) {
      expect(() => loadConfig({ CORS_ORIGINS: bad }), bad).toThrow(/CORS_ORIGINS must be \* or comma-separated origins/);
    }
  });
});

describe('compression', () => {
  it('gzips and brotli-compresses a large JSON answer when asked, and leaves it alone when not', async () => {
    const { key } = await env.key();
    const path = PROFILE;
    const plain = await raw(env.base, path, { authorization: `Bearer ${key}` });
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);
    // Sent as it is to a client that accepts no encoding, yet marked as varying by it, so a shared cache keeps the
    // representations apart.
    expect(list(plain.headers.vary)).toContain('accept-encoding');
    const data = JSON.parse(plain.body.toString()).data;

    const gzipped = await raw(env.base, path, { authorization: `Bearer ${key}`, 'accept-encoding': 'gzip' });
    expect(gzipped.status).toBe(200);
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(list(gzipped.headers.vary)).toContain('accept-encoding');
    expect(gzipped.body.length).toBeLessThan(plain.body.length);
    expect(JSON.parse(gunzipSync(gzipped.body).toString()).data).toEqual(data);

    const brotli = await raw(env.base, path, { authorization: `Bearer ${key}`, 'accept-encoding': 'br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(brotli.body).toString()).data).toEqual(data);
  });

  it('leaves answers under 1 kB uncompressed', async () => {
    const small = await raw(env.base, PROFILE, { 'accept-encoding': 'gzip' });
    expect(small.status).toBe(401);
    expect(small.body.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(small.body.toString()).error.code).toBe('invalid_api_key');
  });

  it('compresses a GraphQL answer', async () => {
    const { key } = await env.key();
    const users = Array.from({ length: 10 }, (_, i) => demoProfile(i).username);
    const query = `{ photonetProfiles(q: ${JSON.stringify(users)}) { username fullName biography followers following } }`;
    const res = await raw(
      env.base,
      '/graphql',
      { authorization: `Bearer ${key}`, 'content-type': 'application/json', 'accept-encoding': 'gzip' },
      'POST',
      JSON.stringify({ query }),
    );
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(res.body).toString()).data.photonetProfiles.map((p: { username: string }) => p.username)).toEqual(users);
  });

  it('serves the GraphiQL bundle compressed, byte for byte the package file once decompressed', async () => {
    const gz = await raw(env.base, '/graphiql/assets/graphiql.js', { 'accept-encoding': 'gzip, deflate' });
    expect(gz.status).toBe(200);
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers['content-type']).toMatch(/javascript/);
    expect(gz.body.length).toBeLessThan(GRAPHIQL_JS.length / 2);
    expect(gunzipSync(gz.body).equals(GRAPHIQL_JS)).toBe(true);

    const br = await raw(env.base, '/graphiql/assets/graphiql.js', { 'accept-encoding': 'br, gzip' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.body).equals(GRAPHIQL_JS)).toBe(true);

    const identity = await raw(env.base, '/graphiql/assets/graphiql.js');
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(Number(identity.headers['content-length'])).toBe(GRAPHIQL_JS.length);
    expect(identity.body.equals(GRAPHIQL_JS)).toBe(true);

    const page = await raw(env.base, '/graphql', { accept: 'text/html', 'accept-encoding': 'gzip' });
    expect(page.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(page.body).toString()).toContain('/graphiql/assets/graphiql.js');
  });
});

describe('ETag and caching', () => {
  it('GraphiQL assets carry a strong ETag per encoding and Cache-Control, and answer 304 to If-None-Match', async () => {
    const first = await raw(env.base, '/graphiql/assets/graphiql.css');
    expect(first.status).toBe(200);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[^"]+"$/); // strong: no W/ prefix
    expect(first.headers['cache-control']).toMatch(/max-age=86400/);

    const again = await raw(env.base, '/graphiql/assets/graphiql.css', { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers.etag).toBe(etag);

    const stale = await raw(env.base, '/graphiql/assets/graphiql.css', { 'if-none-match': '"something-else"' });
    expect(stale.status).toBe(200);
    expect(stale.body.length).toBe(first.body.length);

    // The gzip representation is another one: its own ETag, and the identity's does not validate it.
    const gz = await raw(env.base, '/graphiql/assets/graphiql.css', { 'accept-encoding': 'gzip', 'if-none-match': etag });
    expect(gz.status).toBe(200);
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers.etag).not.toBe(etag);
    expect(list(gz.headers.vary)).toContain('accept-encoding');
    const gzAgain = await raw(env.base, '/graphiql/assets/graphiql.css', { 'accept-encoding': 'gzip', 'if-none-match': String(gz.headers.etag) });
    expect(gzAgain.status).toBe(304);
  });

  it("every REST answer, success or refusal, says no cache may keep it (billed per call, the caller's own)", async () => {
    const { key } = await env.key();
    const auth = { authorization: `Bearer ${key}` };
    for (const [path, headers, status] of [
      [PROFILE, auth, 200],
      ['/v1/photonet/profile?q=never_crawled', auth, 404],
      ['/v1/photonet/profile?q=', auth, 400],
      [PROFILE, {}, 401],
      ['/v1/no/such/operation', auth, 404],
    ] as const) {
      const res = await raw(env.base, path, headers);
      expect(res.status, path).toBe(status);
      expect(res.headers['cache-control'], path).toBe('no-store');
    }
  });

  it('API answers carry no ETag', async () => {
    const { key } = await env.key();
    const rest = await raw(env.base, PROFILE, { authorization: `Bearer ${key}` });
    expect(rest.status).toBe(200);
    expect(rest.headers.etag).toBeUndefined();
    const gql = await env.graphql(`{ photonetProfile(q: "${USER}") { username } }`, key);
    expect(gql.status).toBe(200);
    expect(gql.headers.get('etag')).toBeNull();
  });
});

describe('WWW-Authenticate', () => {
  it('every 401 challenges with Bearer, on REST and GraphQL', async () => {
    const rest = await env.rest(PROFILE, undefined, { headers: { authorization: 'Basic abc' } });
    expect(rest.status).toBe(401);
    expect(rest.headers.get('www-authenticate')).toBe('Bearer');

    const gql = await env.graphql(`{ photonetProfile(q: "${USER}") { username } }`);
    expect(gql.status).toBe(401);
    expect(gql.body.errors[0].extensions.code).toBe('invalid_api_key');
    expect(gql.headers.get('www-authenticate')).toBe('Bearer');

    // A revoked key found out after the document failed to parse (Apollo answers, not our error handler).
    const { key } = await env.key();
    expect((await env.graphql('{ __typename }', key)).status).toBe(200);
    await env.service.accounts.revokeKey(key);
    const unparsable = await env.graphql('{ photonetProfile(', key);
    expect(unparsable.status).toBe(401);
    expect(unparsable.headers.get('www-authenticate')).toBe('Bearer');
    const revokedRest = await env.rest(PROFILE, key);
    expect(revokedRest.status).toBe(401);
    expect(revokedRest.headers.get('www-authenticate')).toBe('Bearer');
  });

  it('other refusals do not challenge', async () => {
    const { key } = await env.key({ balance: '0' });
    const poor = await env.rest(PROFILE, key);
    expect(poor.status).toBe(402);
    expect(poor.headers.get('www-authenticate')).toBeNull();
  });
});

describe('unknown paths', () => {
  for (const [method, path] of [
    ['GET', '/nope'],
    ['POST', '/nope/deeper?x=1'],
    ['GET', '/v1/nope'],
    ['GET', '/graphiql/assets/missing.js'],
  ] as const) {
    it(`${method} ${path} answers a JSON 404 in the error envelope`, async () => {
      const res = await env.rest(path, undefined, { method, headers: { accept: 'text/html' } });
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      expect(res.body).toEqual({ error: { code: 'not_found', message: expect.any(String), request_id: res.headers.get('x-request-id') } });
      expect(res.body.error.message).toContain(path.split('?')[0]);
    });
  }
});
