import { composeServices } from '@apollo/composition';
import { parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { SubgraphOwnership } from '../router/subgraph-ownership.ts';

const link = 'extend schema @link(url: "https://specs.apollo.dev/federation/v2.7", import: ["@key", "@shareable"])';
const composed = composeServices([
  {
    name: 'alpha',
    url: 'http://alpha.invalid',
    typeDefs: parse(`${link}
      type Query { thing(id: ID!): Thing  things: [Thing!]! }
      type Thing @key(fields: "id") { id: ID! name: String! }`),
  },
  {
    name: 'beta',
    url: 'http://beta.invalid',
    typeDefs: parse(`${link}
      type Query { other: Other }
      type Other { label: String }
      type Thing @key(fields: "id") { id: ID! score: Int! }`),
  },
]);

describe('single-subgraph shortcut', () => {
  const sdl = composed.supergraphSdl!;
  const owner = (query: string, eligible: (s: string) => boolean = () => true) => new SubgraphOwnership(sdl, eligible).soleOwner(parse(query), null);

  it('sends an operation that one subgraph owns whole to that subgraph', () => {
    expect(owner('{ thing(id: "1") { id name __typename } }')).toBe('alpha');
    expect(owner('{ other { label } }')).toBe('beta');
    expect(owner('query { things { ...F } } fragment F on Thing { name }')).toBe('alpha');
  });

  it('leaves to the gateway what needs two subgraphs, introspection, or a subgraph that is not in-process', () => {
    expect(owner('{ thing(id: "1") { name score } }')).toBeNull();
    expect(owner('{ thing(id: "1") { id } other { label } }')).toBeNull();
    expect(owner('{ __schema { queryType { name } } }')).toBeNull();
    expect(owner('{ thing(id: "1") { name } }', (s) => s !== 'alpha')).toBeNull();
  });
});
