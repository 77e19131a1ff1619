import { readFileSync } from 'node:fs';
import { parse } from 'graphql';

/** photonet's subgraph schema, parsed once: the module declares it and its resolvers derive row fields from it. */
export const typeDefs = parse(readFileSync(new URL('./schema.graphql', import.meta.url), 'utf8'));
