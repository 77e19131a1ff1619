import { readFileSync } from 'node:fs';
import { parse } from 'graphql';

/** linkinbio's subgraph schema, parsed once: the module declares it and its resolvers derive field readers from it. */
export const typeDefs = parse(readFileSync(new URL('./schema.graphql', import.meta.url), 'utf8'));
