import { readFileSync } from 'node:fs';
import { parse } from 'graphql';

/** videonet's subgraph schema, parsed once: the module declares it, its resolvers read it. */
export const typeDefs = parse(readFileSync(new URL('./schema.graphql', import.meta.url), 'utf8'));
