import { schemaDocument } from '../schema-document.ts';

/** adlib's subgraph schema, parsed once: the module declares it with its resolvers. */
export const typeDefs = schemaDocument(new URL('./schema.graphql', import.meta.url));
