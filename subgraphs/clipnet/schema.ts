import { readFileSync } from 'node:fs';
import { parse } from 'graphql';

/** clipnet's subgraph schema, parsed once. */
export const typeDefs = parse(readFileSync(new URL('./schema.graphql', import.meta.url), 'utf8'));
