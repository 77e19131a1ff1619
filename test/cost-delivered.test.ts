import { buildSchema, parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { CostModel } from '../platform/billing/cost-model.ts';

/**
 * What a GraphQL answer costs is worked out from the answer the client receives: a value a resolver returned (and
 * the meter counted) that null propagation then removed costs nothing, whatever removed it (an argument error, a
 * non-null violation, a failing subgraph below an entity).
 */
const schema = buildSchema(`
  type Query { profile(q: String!): Profile  profiles(q: [String!]!): [Profile]  ping: String }
  type Mutation { send(text: String!): Sent }
  type Sent { id: ID! }
  type Profile { username: String! posts(first: Int = 12): PostPage! bio: Bio }
  type Bio { text: String! }
  type PostPage { nodes: [Post!]! }
  type Post { id: ID! }
`);
const costs = new CostModel(
  schema,
  {
    'Query.profile': { price: '0.0005' },
    'Query.profiles': { price: '0.0005', listArg: 'q' },
    'Profile.posts': { price: '0.0005', block: { size: 12, limitArg: 'first', defaultLimit: 12, items: 'nodes' } },
    'Mutation.send': { price: '0.0100' },
  },
  { 'Profile.posts': { slicingArgument: 'first', sizedFields: ['nodes'] } },
);
const meter = (fields: Record<string, number[]>) => ({
  units: Object.values(fields)
    .flat()
    .reduce((a, b) => a + b, 0),
  fields,
});

describe('CostModel.delivered', () => {
  it('charges what the answer holds', () => {
    const doc = parse('{ profile(q: "a") { username posts { nodes { id } } } }');
    const data = { profile: { username: 'a', posts: { nodes: [{ id: '1' }] } } };
    expect(costs.delivered(doc, null, data, meter({ 'Query.profile': [5], 'Profile.posts': [5] }))).toBe(10);
  });

  it('a parent nulled by a non-null violation below it costs nothing, nor does anything under it', () => {
    const doc = parse('{ profile(q: "a") { username bio { text } posts { nodes { id } } } }');
    expect(costs.delivered(doc, null, { profile: null }, meter({ 'Query.profile': [5], 'Profile.posts': [5] }))).toBe(0);
    expect(costs.delivered(doc, null, null, meter({ 'Query.profile': [5] }))).toBe(0);
  });

  it('aliases: each surviving value is charged from what was counted, the smallest amounts first', () => {
    const doc = parse('{ a: profile(q: "a") { posts(first: 24) { nodes { id } } } b: profile(q: "b") { posts(first: 24) { nodes { id } } } }');
    const data = { a: null, b: { posts: { nodes: [{ id: '1' }] } } };
    // a's posts (two blocks) were counted, then a was nulled; b's one block survives
    expect(costs.delivered(doc, null, data, meter({ 'Query.profile': [5, 5], 'Profile.posts': [10, 5] }))).toBe(10);
  });

  it('a list priced per item is charged per item the answer holds', () => {
    const doc = parse('{ profiles(q: ["a", "b", "c"]) { username } }');
    const data = { profiles: [{ username: 'a' }, null, { username: 'c' }] };
    expect(costs.delivered(doc, null, data, meter({ 'Query.profiles': [15] }))).toBe(10);
  });

  it('never more than the resolvers counted', () => {
    const doc = parse('{ profile(q: "a") { username } }');
    expect(costs.delivered(doc, null, { profile: { username: 'a' } }, meter({}))).toBe(0);
  });

  it('fragments and @skip: a key the answer lacks costs nothing', () => {
    const doc = parse('query($s: Boolean!) { ... on Query { profile(q: "a") @skip(if: $s) { username } } ping }');
    expect(costs.delivered(doc, null, { ping: 'pong' }, meter({}))).toBe(0);
    expect(costs.delivered(doc, null, { profile: { username: 'a' }, ping: 'pong' }, meter({ 'Query.profile': [5] }))).toBe(5);
  });

  it('a mutation is charged what its resolvers did, whatever became of its answer', () => {
    const doc = parse('mutation { send(text: "hi") { id } }');
    expect(costs.delivered(doc, null, { send: null }, meter({ 'Mutation.send': [100] }))).toBe(100);
  });
});
