import { spawnSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiDescription } from '../rest/openapi-file.ts';
import { Registry } from '../subgraphs/module-registry.ts';
import { SUBGRAPHS } from '../subgraphs/registry.ts';
import { createTestEnv, type TestEnv } from './helpers/env.ts';
import { routeSamples } from './helpers/route-samples.ts';
import { toynet } from './fixtures/toynet/index.ts';

/**
 * A network is one folder and one line in a registry: the toy network of test/fixtures/toynet (a library read, a live
 * read, a walker and a blocked operation, declared there and nowhere else) registered into a test registry appears on
 * REST, GraphQL, the API description, the cost model and the sample-driven checks.
 */
const registry = new Registry([...SUBGRAPHS, toynet]);
const TOY = registry.operations().filter((op) => op.subgraph === 'toynet');
let env: TestEnv;
let key: string;

beforeAll(async () => {
  env = await createTestEnv({}, { registry });
  ({ key } = await env.key({ balance: '10' }));
  await env.services.db.query(`INSERT INTO toynet_words (word, letters) VALUES ('toy', 3)`);
}, 120_000);
afterAll(() => env?.close());

const samples = routeSamples(() => env, TOY);

async function restCall(op: (typeof TOY)[number]) {
  const sample = await samples[`${op.method} ${op.path}`].make(key);
  return env.rest(`${op.path}?${new URLSearchParams(sample.query)}`, key);
}

describe('a network added as one folder and one registry line', () => {
  it('needs no file outside its folder: the toy network is in no checked-in list, and nothing else names it', () => {
    expect(SUBGRAPHS.map((m) => m.name)).not.toContain('toynet');
    // git grep answers 1 when nothing matches: no file outside the folder (and this test) names the network.
    const grep = spawnSync('git', ['grep', '-l', '-I', 'toynet', '--', '.', ':!test/fixtures/toynet', ':!test/toy-network.test.ts'], {
      encoding: 'utf8',
      cwd: new URL('../', import.meta.url).pathname,
    });
    expect(grep.stdout.trim()).toBe('');
    expect(grep.status).toBe(1);
  });

  it('declares one operation of each kind, each with its sample', () => {
    expect(TOY.map((op) => [op.operation, op.answer.kind, op.availability ?? 'available'])).toEqual([
      ['toynet.word', 'record', 'available'],
      ['toynet.live.word', 'live', 'available'],
      ['toynet.words', 'page-or-job', 'available'],
      ['toynet.live.etymology', 'live', 'blocked'],
    ]);
    for (const op of TOY) expect(samples[`${op.method} ${op.path}`], op.operation).toBeDefined();
  });

  it('is served on REST with its prices: the library read, the live read, one page of the walker, the blocked 501', async () => {
    const [word, live, walk, blocked] = await Promise.all(TOY.map(restCall));
    expect(word.status).toBe(200);
    expect(word.body.data).toEqual({ word: 'toy', letters: 3 });
    expect(word.body.meta.cost).toBe('$0.0005');
    expect(live.status).toBe(200);
    expect(live.body.data).toEqual({ word: 'game', letters: 4 });
    expect(live.body.meta.source).toBe('live');
    expect(walk.status, JSON.stringify(walk.body)).toBe(200);
    expect(walk.body.data.items).toHaveLength(10);
    expect(walk.body.meta.cost).toBe('$0.0005');
    expect(blocked.status).toBe(501);
    expect(blocked.body.error.code).toBe('surface_blocked');
  });

  it('answers its retired v4 path with a 410 naming the new one', async () => {
    const res = await env.rest('/v1/live/toynet/word?word=toy', key);
    expect(res.status).toBe(410);
    expect(res.body.error.message).toContain('/v1/toynet/live/word');
  });

  it('is in the composed graph: the same read on /graphql, charged the price of its field', async () => {
    const res = await env.graphql('{ toynetWord(word: "toy") { letters } toynetLiveWord(word: "game") { word { letters } } }', key);
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data).toEqual({ toynetWord: { letters: 3 }, toynetLiveWord: { word: { letters: 4 } } });
    expect(res.body.extensions.cost.actual).toBe('$0.0010');
  });

  it('is in the cost model and the API description, each operation with a typed answer and an example request', () => {
    expect(registry.billingTable()).toMatchObject({
      'Query.toynetWord': { price: '0.0005' },
      'Query.toynetLiveWord': { price: '0.0005' },
      'Query.toynetWords': { price: '0.0005' },
    });
    expect(registry.billingTable()['Query.toynetEtymology']).toBeUndefined();
    const paths = (
      apiDescription(env.config, registry) as {
        paths: Record<
          string,
          Record<string, { summary: string; responses: Record<string, { content: Record<string, { schema: unknown; example?: unknown }> }> }>
        >;
      }
    ).paths;
    for (const op of TOY) {
      const entry = paths[op.path]?.[op.method.toLowerCase()];
      expect(entry, op.path).toBeDefined();
      expect(entry.summary).toBe(op.summary);
    }
    expect(JSON.stringify(paths['/v1/toynet/word'].get.responses['200'])).toContain('letters');
    // Its answer is shown by an example in the envelope, like every other operation's.
    expect(paths['/v1/toynet/word'].get.responses['200'].content['application/json'].example).toEqual({
      data: { word: expect.any(String), letters: expect.any(Number) },
      meta: { cost: '$0.0005', balance: expect.any(String), request_id: expect.stringMatching(/^req_/) },
    });
    expect(JSON.stringify(paths['/v1/toynet/live/word'].get.responses['200'])).toContain('letters');
  });
});
