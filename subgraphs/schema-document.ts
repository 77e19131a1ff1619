import { readFileSync } from 'node:fs';
import { parse, type DocumentNode } from 'graphql';

/** A module's subgraph schema as a document, parsed once per file. */
const parsedSchemas = new Map<string, DocumentNode>();
export function schemaDocument(file: URL): DocumentNode {
  let doc = parsedSchemas.get(file.href);
  if (!doc) parsedSchemas.set(file.href, (doc = parse(readFileSync(file, 'utf8'), { noLocation: true })));
  return doc;
}
