import { schemaDocument } from '../schema-document.ts';

/** facenet's subgraph schema, parsed once: the module declares it, its resolvers and blocked operations read it. */
export const typeDefs = schemaDocument(new URL('./schema.graphql', import.meta.url));
