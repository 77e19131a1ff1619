import { Kind, type DocumentNode, type FieldDefinitionNode } from 'graphql';
import { snakeCase } from '../platform/names.ts';

/** A field's member name in a REST document: its `@restName(name:)`, else its snake_case name. */
export function restKey(field: FieldDefinitionNode): string {
  const name = field.directives?.find((d) => d.name.value === 'restName')?.arguments?.find((a) => a.name.value === 'name')?.value;
  return name?.kind === Kind.STRING ? name.value : snakeCase(field.name.value);
}

type FieldResolver = (parent: Record<string, unknown>) => unknown;

/**
 * Resolvers for types that read a REST-shaped document (the contract's payload) as it is: each field answers the
 * member of its REST name, so the typed fields and the JSON document are the same value. `types` selects the object
 * types of `typeDefs` to resolve that way.
 */
export function restDocumentResolvers(typeDefs: DocumentNode, types: (name: string) => boolean): Record<string, Record<string, FieldResolver>> {
  const resolvers: Record<string, Record<string, FieldResolver>> = {};
  for (const definition of typeDefs.definitions) {
    if (definition.kind !== Kind.OBJECT_TYPE_DEFINITION || !types(definition.name.value)) continue;
    const fields: Record<string, FieldResolver> = {};
    for (const field of definition.fields ?? []) {
      const key = restKey(field);
      if (key !== field.name.value) fields[field.name.value] = (parent) => parent[key];
    }
    resolvers[definition.name.value] = fields;
  }
  return resolvers;
}
