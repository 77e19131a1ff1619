import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseDay, parseInstant, parseLong } from '../platform/storable.ts';
import { demoProfile } from '../subgraphs/photonet/demo-corpus.ts';
import { createTestEnv, type TestEnv } from './helpers/env.ts';
import { importDemo } from './helpers/fixtures.ts';

/**
 * Values PostgreSQL cannot hold as written are refused where parameters are parsed, 400 naming the parameter, on REST
 * and GraphQL alike: instants outside years 0001 to 9999 of UTC (year 0, year 10000 reached through an offset, the
 * extended years JavaScript writes), impossible calendar days, and Longs that are not safe integers; and the custom
 * scalars refuse a bad literal or variable with invalid_request naming the argument and the form.
 */

const OUT_OF_RANGE = [
  '0000-01-01T00:00:00Z',
  '+275760-09-13T00:00:00Z',
  '9999-12-31T23:59:59-14:00',
  '0001-01-01T00:00:00+01:00',
  '2026-02-30T00:00:00Z',
  '2026-01-01T24:00:00Z',
];

describe('the rule', () => {
  it('accepts years 0001 to 9999 in UTC and real days only', () => {
    for (const value of OUT_OF_RANGE) expect(parseInstant(value), value).toBeNull();
    for (const value of ['0000-01-01', '2023-02-29', '10000-01-01']) expect(parseDay(value), value).toBeNull();
    expect(parseInstant('0001-01-01T00:00:00Z')?.toISOString()).toBe('0001-01-01T00:00:00.000Z');
    expect(parseInstant('9999-12-31T09:59:59-14:00')?.toISOString()).toBe('9999-12-31T23:59:59.000Z');
    expect(parseInstant('2024-02-29T12:00:00.123456+05:30')?.toISOString()).toBe('2024-02-29T06:30:00.123Z');
    expect(parseDay('0050-02-28')?.toISOString()).toBe('0050-02-28T00:00:00.000Z');
    expect([parseLong(2 ** 53), parseLong(1.5), parseLong('12'), parseLong(-(2 ** 53) + 1)]).toEqual([null, null, 12, -(2 ** 53) + 1]);
  });
});

let env: TestEnv;
let key: string;
let accountId: number;
const USER = demoProfile(1).username;

beforeAll(async () => {
  env = await createTestEnv({ jobWorker: false });
  await importDemo(env.services.db, 2);
  ({ key, accountId } = await env.key({ balance: '10', rateLimit: 1_000_000 }));
});
afterAll(() => env?.close());

const post = (path: string, body: unknown) =>
  env.rest(path, key, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

describe('REST', () => {
  it('refuses out-of-range instants in every kind of timestamp parameter', async () => {
    const before = await env.balance(accountId);
    for (const value of OUT_OF_RANGE) {
      const q = encodeURIComponent(value);
      for (const [res, name] of [
        [await env.rest(`/v1/photonet/stored/profile/media?q=${USER}&before_posted_at=${q}&before_id=5`, key), 'before_posted_at'],
        [await env.rest(`/v1/photonet/stored/comments?profile_ids=1&before_posted_at=${q}&before_comment_id=x`, key), 'before_posted_at'],
        [await post('/v1/adlib/search', { query: 'shoes', started_after: value }), 'started_after'],
        [await post('/v1/adlib/search', { query: 'shoes', started_before: value }), 'started_before'],
        [await env.rest(`/v1/photonet/user_feed?handle=${USER}&since=${q}`, key), 'since'],
      ] as const) {
        expect(res.status, `${name}=${value}: ${JSON.stringify(res.body)}`).toBe(400);
        expect(res.body.error.message).toContain(name);
      }
    }
    for (const value of ['0000-01-01', '2023-02-29']) {
      expect((await post('/v1/adlib/search', { query: 'shoes', started_after: value })).status).toBe(400);
      expect((await env.rest(`/v1/jobnet/live/adlibrary/search?q=x&start_date=${value}`, key)).status).toBe(400);
    }
    await env.service.ledger.drain();
    expect(await env.balance(accountId)).toBe(before);
  });
});

describe('GraphQL custom scalars', () => {
  const media = (t: string) => `photonetStoredProfileMedia(q: "${USER}", beforePostedAt: ${t}, beforeId: 5) { __typename }`;

  it('a bad DateTime, literal or variable, is 400 invalid_request naming the argument and the form', async () => {
    const before = await env.balance(accountId);
    for (const value of ['garbage', '2026-01-01', ...OUT_OF_RANGE]) {
      for (const res of [
        await env.graphql(`{ ${media(JSON.stringify(value))} }`, key),
        await env.graphql(`query($t: DateTime) { ${media('$t')} }`, key, { t: value }),
      ]) {
        expect(res.status, value).toBe(400);
        expect(res.body.errors[0].extensions.code).toBe('invalid_request');
        expect(res.body.errors[0].message).toBe(
          `beforePostedAt must be an RFC 3339 timestamp with a timezone, years 0001 to 9999 in UTC, got ${JSON.stringify(value)}`,
        );
      }
    }
    const number = await env.graphql(`{ ${media('5')} }`, key);
    expect([number.status, number.body.errors[0].extensions.code]).toEqual([400, 'invalid_request']);
    await env.service.ledger.drain();
    expect(await env.balance(accountId)).toBe(before);
  });

  it('a bad Long, literal or variable, is 400 invalid_request naming the argument and the form', async () => {
    const content = (p: string) => `intelligenceContent(postId: ${p}) { __typename }`;
    const cases: [string, Record<string, unknown> | undefined][] = [
      [`{ ${content('"abc"')} }`, undefined],
      [`{ ${content('1.5')} }`, undefined],
      [`{ ${content('9007199254740993')} }`, undefined],
      [`query($p: Long!) { ${content('$p')} }`, { p: 'abc' }],
      [`query($p: Long!) { ${content('$p')} }`, { p: 2 ** 53 }],
      [`query($p: Long!) { ${content('$p')} }`, { p: 1.5 }],
      [`{ photonetStoredComments(profileIds: [1, "x"]) { __typename } }`, undefined],
    ];
    for (const [query, variables] of cases) {
      const res = await env.graphql(query, key, variables);
      expect(res.status, query).toBe(400);
      expect(res.body.errors[0].extensions.code).toBe('invalid_request');
      expect(res.body.errors[0].message).toMatch(/^(postId|profileIds) must be a whole number from -9007199254740991 to 9007199254740991, got /);
    }
  });
});
