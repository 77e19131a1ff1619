import { buildSchema, parse, print } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { literalsAsVariables } from '../router/literal-variables.ts';
import { demoProfile } from '../subgraphs/photonet/demo-corpus.ts';
import { createTestEnv, type TestEnv } from './helpers/env.ts';
import { importDemo } from './helpers/fixtures.ts';

const schema = buildSchema(`
  input Range { from: Int!, to: Int }
  enum Order { NEW OLD }
  type Item { id: ID!, tags(first: Int = 3): [String!]! }
  type Query {
    item(id: ID!): Item
    items(ids: [ID!], range: Range, order: Order, q: String): [Item!]!
  }
`);

describe('argument literals as variables', () => {
  it('makes each literal argument a variable of the argument type, the same value beside it', () => {
    const normal = literalsAsVariables(schema, parse('{ item(id: "7") { id tags(first: 2) } items(ids: ["1", "2"], range: { from: 1 }, order: OLD) { id } }'))!;
    expect(normal.source).toBe(
      print(
        parse(
          'query ($lit0: ID!, $lit1: Int, $lit2: [ID!], $lit3: Range, $lit4: Order) { item(id: $lit0) { id tags(first: $lit1) } items(ids: $lit2, range: $lit3, order: $lit4) { id } }',
        ),
      ),
    );
    expect(normal.variables).toEqual({ lit0: '7', lit1: 2, lit2: ['1', '2'], lit3: { from: 1 }, lit4: 'OLD' });
  });

  it('gives every value of one shape the same text', () => {
    const a = literalsAsVariables(schema, parse('query Q { item(id: "1") { id } }'))!;
    const b = literalsAsVariables(schema, parse('query Q { item(id: "2") { id } }'))!;
    expect(a.source).toBe(b.source);
    expect([a.variables, b.variables]).toEqual([{ lit0: '1' }, { lit0: '2' }]);
  });

  it('keeps variables, nulls, directive arguments and values that mix literals with variables as written', () => {
    const normal = literalsAsVariables(
      schema,
      parse('query Q($id: ID!, $lit0: Int) { item(id: $id) @include(if: true) { id } items(ids: ["1", $id], q: null, range: { from: 2 }) { id } }'),
    )!;
    expect(normal.source).toContain('item(id: $id) @include(if: true)');
    expect(normal.source).toContain('items(ids: ["1", $id], q: null, range: $lit1)');
    // A name the client already uses is never taken.
    expect(normal.variables).toEqual({ lit1: { from: 2 } });
  });

  it('leaves alone a document with nothing to rewrite, or several operations', () => {
    expect(literalsAsVariables(schema, parse('query Q($id: ID!) { item(id: $id) { id } }'))).toBeNull();
    expect(literalsAsVariables(schema, parse('query A { item(id: "1") { id } } query B { item(id: "2") { id } }'))).toBeNull();
  });
});

describe('a query with its values written in', () => {
  let env: TestEnv;
  let key: string;
  const USER = demoProfile(1).username;

  beforeAll(async () => {
    env = await createTestEnv();
    await importDemo(env.services.db, 3);
    ({ key } = await env.key({ balance: '10', rateLimit: 100_000 }));
  });
  afterAll(() => env?.close());

  const selection = 'username followers posts(first: 2) { nodes { shortcode } }';

  it('answers and costs what the same query with variables does, on one subgraph and across subgraphs', async () => {
    for (const extra of ['', 'enrichmentBundle { primaryNiche sources }']) {
      const literal = await env.graphql(`{ photonetProfile(q: "${USER}") { ${selection} ${extra} } }`, key);
      const withVariables = await env.graphql(`query P($q: String!) { photonetProfile(q: $q) { ${selection} ${extra} } }`, key, { q: USER });
      expect(literal.body.errors, JSON.stringify(literal.body.errors)).toBeUndefined();
      expect(literal.body.data).toEqual(withVariables.body.data);
      expect(literal.body.data.photonetProfile.username).toBe(USER);
      const { requested, actual } = withVariables.body.extensions.cost;
      expect(literal.body.extensions.cost).toMatchObject({ requested, actual });
    }
  });

  it('answers each value with its own record, one shape after another', async () => {
    for (const n of [0, 1, 2]) {
      const res = await env.graphql(`{ photonetProfile(q: "${demoProfile(n).username}") { username } }`, key);
      expect(res.body.data.photonetProfile.username).toBe(demoProfile(n).username);
    }
  });

  it('refuses a literal of the wrong type as before, pointing into the text the client sent', async () => {
    const res = await env.graphql('{ photonetProfile(q: 42) { username } }', key);
    expect(res.status).toBe(400);
    expect(res.body.errors[0].extensions.code).toBe('invalid_request');
    expect(res.body.errors[0].message).toMatch(/String cannot represent a non string value: 42/);
    expect(res.body.errors[0].locations).toEqual([{ line: 1, column: 22 }]);
  });
});
