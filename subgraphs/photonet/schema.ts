import { schemaDocument } from '../schema-document.ts';

/** photonet's subgraph schema, parsed once: the module declares it and its resolvers derive row fields from it. */
export const typeDefs = schemaDocument(new URL('./schema.graphql', import.meta.url));
