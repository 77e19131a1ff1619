import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../platform/config.ts';
import { registry } from '../subgraphs/registry.ts';
import { demoContentLines, demoProfile } from '../subgraphs/photonet/demo-corpus.ts';
import { createTestEnv, type TestEnv } from './helpers/env.ts';
import { importDemo } from './helpers/fixtures.ts';

/**
 * The cost model cannot be talked around: aliases, variable defaults, nesting and parameter spellings all cost what
 * the answer holds, and an operation too large to pay for is refused before it runs.
 */

let env: TestEnv;
const USER = demoProfile(1).username;

beforeAll(async () => {
  env = await createTestEnv({ graphql: { ...loadConfig().graphql, maxCost: '5' } });
  await importDemo(env.services.db, 4);
  const report = await registry.importCorpus(env.services.db, demoContentLines(4));
  if (report.failed) throw new Error(JSON.stringify(report.errors.slice(0, 3)));
});
afterAll(() => env?.close());

const charges = async (accountId: number) => (await env.ledgerRows(accountId)).filter((r) => r.kind === 'charge').map((r) => r.amount);

describe('aliases and variables cannot lower the charge', () => {
  it('an aliased item list on a one-page walk is charged per block like the plain one', async () => {
    const { key, accountId } = await env.key({ balance: '1' });
    const plain = await env.graphql('{ photonetUserFeed(handle:"sbx_50_fay", maxPages:1, pageSize:50) { page { items } } }', key);
    expect(plain.body.data.photonetUserFeed.page.items).toHaveLength(50);
    expect(plain.body.extensions.cost.actual).toBe('$0.0025');
    const aliased = await env.graphql('{ w: photonetUserFeed(handle:"sbx_50_fay", maxPages:1, pageSize:50) { p: page { i: items } } }', key);
    expect(aliased.body.data.w.p.i).toHaveLength(50);
    expect(aliased.body.extensions.cost.actual).toBe('$0.0025');
    // items not asked for were still acquired: the page is charged for what the walk returned
    const bare = await env.graphql('{ photonetUserFeed(handle:"sbx_50_fay", maxPages:1, pageSize:50) { page { pages } } }', key);
    expect(bare.body.extensions.cost.actual).toBe('$0.0025');
    expect(await charges(accountId)).toEqual(['-0.0025', '-0.0025', '-0.0025']);
  });

  it('variable defaults are applied when reserving: maxPages and pageSize from defaults cost the same', async () => {
    const { key, accountId } = await env.key({ balance: '1' });
    const res = await env.graphql(
      'query($mp: Int = 1, $ps: Int = 50) { photonetUserFeed(handle:"sbx_50_fay", maxPages:$mp, pageSize:$ps) { page { items } } }',
      key,
    );
    expect(res.status).toBe(200);
    expect(res.body.data.photonetUserFeed.page.items).toHaveLength(50);
    expect(res.body.extensions.cost).toMatchObject({ requested: '$0.0025', actual: '$0.0025' });
    expect(await charges(accountId)).toEqual(['-0.0025']);
  });

  it('a non-null variable with a default is accepted', async () => {
    const { key } = await env.key({ balance: '1' });
    const res = await env.graphql(`query($q: String! = "${USER}") { photonetProfile(q: $q) { username } }`, key);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.photonetProfile.username).toBe(USER);
    expect(res.body.extensions.cost.actual).toBe('$0.0005');
  });

  it('a variable of the wrong type is a 400 invalid_request, uncharged', async () => {
    const { key, accountId } = await env.key({ balance: '1' });
    const res = await env.graphql('query($n: Int) { photonetUserFeed(handle:"sbx_5_x", maxPages:$n) { page { pages } } }', key, { n: 'one' });
    expect(res.status).toBe(400);
    expect(res.body.errors[0].extensions.code).toBe('invalid_request');
    expect(await charges(accountId)).toEqual([]);
  });
});

describe('the charge is the price of the final answer, after null propagation', () => {
  // posts and comments are non-null: their argument error nulls the billable parent, which must then be free.
  for (const selection of ['posts(first: 0) { nodes { shortcode } }', 'posts(after: "garbage") { nodes { shortcode } }']) {
    it(`a profile nulled by ${selection.split(' ')[0]} is not charged`, async () => {
      const { key, accountId } = await env.key({ balance: '1' });
      const res = await env.graphql(`{ photonetProfile(q: "${USER}") { username ${selection} } }`, key);
      expect(res.body.data?.photonetProfile ?? null).toBeNull();
      expect(res.body.errors[0].extensions.code).toBe('invalid_request');
      expect(await charges(accountId)).toEqual([]);
      expect(await env.balance(accountId)).toBe('1.0000');
    });
  }

  it('of two root fields, only the one delivered is charged', async () => {
    const { key, accountId } = await env.key({ balance: '1' });
    const res = await env.graphql(
      `{ a: photonetProfile(q: "${USER}") { username } b: photonetProfile(q: "${USER}") { username posts(after: "garbage") { nodes { shortcode } } } }`,
      key,
    );
    expect(res.status).toBe(200);
    expect(res.body.data.a.username).toBe(USER);
    expect(res.body.data.b).toBeNull();
    expect(res.body.extensions.cost.actual).toBe('$0.0005');
    expect(await charges(accountId)).toEqual(['-0.0005']);
  });
});

describe('nested lists multiply', () => {
  it('a nesting of priced lists whose estimate is over the maximum is refused before it runs, with the estimate in the message, uncharged', async () => {
    const { key, accountId } = await env.key({ balance: '1000' });
    const res = await env.graphql(
      `{ photonetProfile(q: "${USER}") { posts(first: 120) { nodes { comments(first: 200) { comments { post { comments(first: 200) { storedTotal } } } } } } } }`,
      key,
    );
    expect(res.status).toBe(400);
    expect(res.body.errors[0].extensions.code).toBe('invalid_request');
    expect(res.body.errors[0].message).toMatch(/estimated|at most/i);
    expect(res.body.data).toBeUndefined();
    expect(await charges(accountId)).toEqual([]);
  });

  it('a nested read is charged for every priced result inside lists of lists', async () => {
    const { key, accountId } = await env.key({ balance: '10' });
    const res = await env.graphql(
      `{ photonetProfile(q: "${USER}") { posts(first: 3) { nodes { comments(first: 2) { comments { post { comments(first: 1) { storedTotal } } } } } } } }`,
      key,
    );
    expect(res.status, JSON.stringify(res.body.errors)).toBe(200);
    const posts = res.body.data.photonetProfile.posts.nodes;
    const inner = posts.flatMap((p: any) => p.comments.comments).length;
    // profile $0.0005 + one block of posts $0.0005 + 3 comment pages + one comment page per comment returned
    const expected = 0.0005 + 0.0005 + 3 * 0.0005 + inner * 0.0005;
    expect(res.body.extensions.cost.actual).toBe(`$${expected.toFixed(4)}`);
    expect(await charges(accountId)).toEqual([`-${expected.toFixed(4)}`]);
  });

  it('an estimate above the balance is a 402 before any work', async () => {
    const { key, accountId } = await env.key({ balance: '0.0100' });
    const res = await env.graphql(`{ photonetProfile(q: "${USER}") { posts(first: 50) { nodes { comments(first: 50) { storedTotal } } } } }`, key);
    expect(res.status).toBe(402);
    expect(await charges(accountId)).toEqual([]);
  });
});

describe('operation shape limits', () => {
  it('depth, aliases and tokens beyond the limits are 400 invalid_request, uncharged', async () => {
    const { key, accountId } = await env.key({ balance: '1' });
    let deep = 'commentId';
    for (let i = 0; i < 12; i++) deep = `post { commentsList { ${deep} } }`;
    const tooDeep = await env.graphql(`{ photonetStoredPost(q: "abcde") { ${deep} } }`, key);
    expect(tooDeep.status).toBe(400);
    expect(tooDeep.body.errors[0].message).toMatch(/depth/i);
    const aliases = Array.from({ length: 120 }, (_, i) => `a${i}: __typename`).join(' ');
    const tooManyAliases = await env.graphql(`{ ${aliases} }`, key);
    expect(tooManyAliases.status).toBe(400);
    expect(tooManyAliases.body.errors[0].message).toMatch(/alias/i);
    const tokens = await env.graphql(`{ ${Array.from({ length: 6000 }, () => '__typename').join(' ')} }`, key);
    expect(tokens.status).toBe(400);
    expect(tokens.body.errors[0].extensions.code).toBe('invalid_request');
    expect(await charges(accountId)).toEqual([]);
  });

  it('free nested lists are bounded too: an estimate of too many results is refused', async () => {
    const { key } = await env.key({ balance: '1' });
    let inner = 'commentId';
    for (let i = 0; i < 6; i++) inner = `post { commentsList { ${inner} } }`;
    const res = await env.graphql(`{ photonetStoredPost(q: "abcde") { commentsList { ${inner} } } }`, key);
    expect(res.status).toBe(400);
    expect(res.body.errors[0].message).toMatch(/results/i);
  });

  it('GraphiQL introspection passes the limits', async () => {
    const { key } = await env.key({ balance: '1' });
    const { getIntrospectionQuery } = await import('graphql');
    const res = await env.graphql(getIntrospectionQuery(), key);
    expect(res.status).toBe(200);
    expect(res.body.data.__schema.types.length).toBeGreaterThan(10);
  });
});

describe('REST walkers read typed parameters', () => {
  for (const [path, query, cost] of [
    ['followers', 'handle=sbx_60_fay&page_size=200', '$0.0040'],
    ['user_feed', 'handle=sbx_50_fay&page_size=50', '$0.0025'],
  ] as const) {
    it(`max_pages=01 on ${path} is one page charged like max_pages=1`, async () => {
      const { key, accountId } = await env.key({ balance: '1' });
      const one = await env.rest(`/v1/photonet/${path}?${query}&max_pages=1`, key);
      const padded = await env.rest(`/v1/photonet/${path}?${query}&max_pages=01`, key);
      expect(padded.status).toBe(200);
      expect(padded.body.data.items).toEqual(one.body.data.items);
      expect(padded.body.meta.cost).toBe(cost);
      expect(one.body.meta.cost).toBe(cost);
      expect((await charges(accountId)).length).toBe(2);
    });
  }
});

describe('HEAD', () => {
  it('HEAD on a charged route answers 405 with Allow, runs nothing and charges nothing', async () => {
    const { key, accountId } = await env.key({ balance: '1' });
    const res = await env.rest(`/v1/photonet/stored/profile/full?q=${USER}`, key, { method: 'HEAD' });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('GET');
    const walk = await env.rest('/v1/photonet/user_feed?handle=sbx_20_head', key, { method: 'HEAD' });
    expect(walk.status).toBe(405);
    const [{ count }] = await env.services.db.query<{ count: number }>('SELECT count(*)::int AS count FROM jobs WHERE account_id = $1', [accountId]);
    expect(count).toBe(0);
    expect(await charges(accountId)).toEqual([]);
    expect(await env.balance(accountId)).toBe('1.0000');
  });
});
