import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reservedKeyPath } from '../platform/rest/reserved-keys.ts';
import { registry } from '../subgraphs/registry.ts';
import { createTestEnv, type TestEnv } from './helpers/env.ts';

/**
 * What every request goes through before an operation runs: a /v1 path no operation answers still counts against
 * its key, a body is one JSON object, reserved keys are unknown parameters at any depth, an Idempotency-Key compares
 * the validated request, and one Authorization header is all a request may carry.
 */

let env: TestEnv;
let key: string;
let accountId: number;

beforeAll(async () => {
  env = await createTestEnv({ unauthenticatedRateLimit: 0 });
  ({ key, accountId } = await env.key({ balance: '5', rateLimit: 1_000 }));
});
afterAll(() => env?.close());

const charges = async (account = accountId) => {
  await env.service.ledger.drain();
  return (await env.ledgerRows(account)).filter((r) => r.kind === 'charge').length;
};

function expectInvalid(res: { status: number; body: any }, message: RegExp) {
  expect(res.status, JSON.stringify(res.body)).toBe(400);
  expect(res.body.error.code).toBe('invalid_request');
  expect(res.body.error.message).toMatch(message);
}

/** A request sent with several Authorization headers (fetch would join them into one). */
function withTwoAuthorizations(path: string, values: string[], body?: string): Promise<{ status: number; body: any }> {
  const { hostname, port } = new URL(env.base);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: hostname,
        port,
        path,
        method: body === undefined ? 'GET' : 'POST',
        // Raw header pairs: each value goes out as a header line of its own.
        headers: [
          'host',
          `${hostname}:${port}`,
          ...values.flatMap((v) => ['authorization', v]),
          ...(body === undefined ? [] : ['content-type', 'application/json']),
        ],
      },
      (res) => {
        let text = '';
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode!, body: text ? JSON.parse(text) : null }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

describe('a /v1 path no operation answers', () => {
  it('asked with a key, carries X-RateLimit-* and counts against the limit; the same without a key is a plain 404', async () => {
    const limited = await env.key({ balance: '1', rateLimit: 3 });
    const first = await env.rest('/v1/no/such/operation', limited.key);
    expect(first.status).toBe(404);
    expect(first.headers.get('x-ratelimit-limit')).toBe('3');
    expect(first.headers.get('x-ratelimit-remaining')).toBe('2');
    expect(first.headers.get('x-ratelimit-reset')).toMatch(/^\d+$/);
    // another method on a known path, a retired v4 path: the same rule
    const method = await env.rest('/v1/photonet/profile', limited.key, { method: 'DELETE' });
    expect(method.status).toBe(404);
    expect(method.headers.get('x-ratelimit-remaining')).toBe('1');
    const retired = await env.rest('/v1/live/photonet/web_profile_info', limited.key);
    expect(retired.status).toBe(410);
    expect(retired.headers.get('x-ratelimit-remaining')).toBe('0');
    const over = await env.rest('/v1/no/such/operation', limited.key);
    expect(over.status).toBe(429);
    expect(over.body.error.code).toBe('rate_limit_exceeded');

    const anonymous = await env.rest('/v1/no/such/operation');
    expect(anonymous.status).toBe(404);
    expect(anonymous.headers.get('x-ratelimit-limit')).toBeNull();
    expect(await charges(limited.accountId)).toBe(0);
  });
});

describe('a JSON body', () => {
  const posts = registry.operations().filter((r) => r.method === 'POST');

  it('that is not an object (null, an array, a number, a string, a boolean) is a 400 saying an object is expected, on every POST route, uncharged', async () => {
    expect(posts.length).toBeGreaterThan(0);
    const before = await charges();
    for (const route of posts) {
      const path = route.path.replace(/:(\w+)/g, 'x1');
      for (const [body, kind] of [
        ['null', 'null'],
        ['[]', 'an array'],
        ['[{"url":"https://example.com/"}]', 'an array'],
        ['42', 'a number'],
        ['"text"', 'a string'],
        ['true', 'a boolean'],
      ]) {
        const res = await env.rest(path, key, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
        expectInvalid(res, new RegExp(`must be a JSON object .*got ${kind}\\.`));
      }
    }
    expect(await charges()).toBe(before);
  });

  it('on /graphql, the same: a JSON object is expected', async () => {
    for (const [body, kind] of [
      ['null', 'null'],
      ['42', 'a number'],
      ['"q"', 'a string'],
    ]) {
      const res = await fetch(`${env.base}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` }, body });
      expect(res.status).toBe(400);
      const answer = await res.json();
      expect(answer.errors[0].message).toMatch(new RegExp(`must be a JSON object .*got ${kind}\\.`));
    }
  });
});

describe('__proto__, constructor and prototype', () => {
  const SCRAPE = '/v1/crawl/web-scraping-api';
  const post = (body: string) => env.rest(SCRAPE, key, { method: 'POST', headers: { 'content-type': 'application/json' }, body });

  it('in a body map (crawl headers, selectors) or at the top are unknown parameters, 400 and uncharged', async () => {
    const before = await charges();
    for (const reserved of ['__proto__', 'constructor', 'prototype']) {
      expectInvalid(
        await post(`{"url":"https://shop.example.com/a","headers":{"${reserved}":"x"}}`),
        new RegExp(`^Unknown parameter headers\\.${reserved}\\.$`),
      );
      expectInvalid(
        await post(`{"url":"https://shop.example.com/a","selectors":{"price":".price","${reserved}":".x"}}`),
        new RegExp(`^Unknown parameter selectors\\.${reserved}\\.$`),
      );
      expectInvalid(await post(`{"url":"https://shop.example.com/a","${reserved}":{"x":1}}`), /^Unknown parameter/);
    }
    expect(await charges()).toBe(before);
    // the same body without them runs and is charged
    const fine = await post('{"url":"https://shop.example.com/a","selectors":{"price":".price"}}');
    expect(fine.status, JSON.stringify(fine.body)).toBe(200);
  });

  it('as a GraphQL pair name or inside a query string, the same', async () => {
    const before = await charges();
    for (const reserved of ['__proto__', 'constructor', 'prototype']) {
      const res = await env.graphql(`{ crawlWebPage(url: "https://shop.example.com/a", selectors: [{ name: "${reserved}", selector: ".x" }]) { title } }`, key);
      expect(res.body.data?.crawlWebPage ?? null).toBeNull();
      expect(res.body.errors[0]).toMatchObject({ message: `Unknown parameter selectors.${reserved}.`, extensions: { code: 'invalid_request' } });
    }
    expectInvalid(await env.rest('/v1/photonet/web_profile_info?handle=sbx_7_x&__proto__=1', key), /^Unknown parameter/);
    expect(await charges()).toBe(before);
  });

  it('are found at any depth, in arrays too, and nowhere else', () => {
    expect(reservedKeyPath(JSON.parse('{"a":[{"b":{"__proto__":1}}]}'))).toEqual(['a', 0, 'b', '__proto__']);
    expect(reservedKeyPath({ a: [{ constructor_: 1, proto: 2 }], b: '__proto__' })).toBeNull();
    let deep: unknown = { prototype: 1 };
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(reservedKeyPath(deep)?.at(-1)).toBe('prototype');
  });
});

describe('an Idempotency-Key', () => {
  it('compares the validated request: a handle in another case or with @ is the same submission; other inputs are a 400', async () => {
    const headers = { 'idempotency-key': `hygiene-${accountId}-case` };
    const first = await env.rest('/v1/photonet/user_feed?handle=Sbx_24_Idem_Case&max_pages=2', key, { headers });
    expect(first.status, JSON.stringify(first.body)).toBe(202);
    for (const handle of ['sbx_24_idem_case', '@SBX_24_IDEM_CASE']) {
      const again = await env.rest(`/v1/photonet/user_feed?handle=${encodeURIComponent(handle)}&max_pages=2`, key, { headers });
      expect(again.status, handle).toBe(202);
      expect(again.body.data.batch_id).toBe(first.body.data.batch_id);
    }
    expectInvalid(await env.rest('/v1/photonet/user_feed?handle=sbx_24_idem_case&max_pages=3', key, { headers }), /Idempotency-Key/);
  });
});

describe('two Authorization headers', () => {
  it('are a 400 invalid_request on REST and /graphql, whichever key comes first, uncharged', async () => {
    // Keys of their own: another test's job may still be charged to the shared one.
    const mine = await env.key({ balance: '1' });
    const other = await env.key({ balance: '1' });
    const own = mine.key;
    for (const values of [
      [`Bearer ${own}`, `Bearer ${other.key}`],
      [`Bearer ${own}`, 'Bearer kb_live_00000000000000000000000000000000'],
      ['Bearer nonsense', `Bearer ${own}`],
      [`Bearer ${own}`, `Bearer ${own}`],
    ]) {
      const rest = await withTwoAuthorizations('/v1/photonet/web_profile_info?handle=sbx_7_twice', values);
      expect(rest.status, JSON.stringify(rest.body)).toBe(400);
      expect(rest.body.error).toMatchObject({ code: 'invalid_request', message: 'Send one Authorization header; this request has several.' });
      const graphql = await withTwoAuthorizations(
        '/graphql',
        values,
        JSON.stringify({ query: '{ photonetWebProfileInfo(handle: "sbx_7_twice") { source } }' }),
      );
      expect(graphql.status).toBe(400);
      expect(graphql.body.errors[0]).toMatchObject({
        message: 'Send one Authorization header; this request has several.',
        extensions: { code: 'invalid_request' },
      });
      const unknown = await withTwoAuthorizations('/v1/no/such/operation', values);
      expect(unknown.status).toBe(400);
    }
    expect(await charges(mine.accountId)).toBe(0);
    expect(await charges(other.accountId)).toBe(0);
  });
});
