import { schemaDocument } from '../schema-document.ts';

/** linkinbio's subgraph schema, parsed once: the module declares it and its resolvers derive field readers from it. */
export const typeDefs = schemaDocument(new URL('./schema.graphql', import.meta.url));
