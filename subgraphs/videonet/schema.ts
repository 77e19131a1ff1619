import { schemaDocument } from '../schema-document.ts';

/** videonet's subgraph schema, parsed once: the module declares it, its resolvers read it. */
export const typeDefs = schemaDocument(new URL('./schema.graphql', import.meta.url));
