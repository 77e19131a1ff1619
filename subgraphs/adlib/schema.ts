import { readFileSync } from 'node:fs';
import { parse } from 'graphql';

/** adlib's subgraph schema, parsed once: the module declares it with its resolvers. */
export const typeDefs = parse(readFileSync(new URL('./schema.graphql', import.meta.url), 'utf8'));
