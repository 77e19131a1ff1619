import { schemaDocument } from '../schema-document.ts';

/** clipnet's subgraph schema, parsed once. */
export const typeDefs = schemaDocument(new URL('./schema.graphql', import.meta.url));
