import { Kind, type DocumentNode, type FieldDefinitionNode } from 'graphql';
import { snakeCase } from '../platform/names.ts';

type RowResolver = (row: Record<string, unknown>) => unknown;

/**
 * A field's member name in a row or a REST document: its `@restName(name:)` where the payload keeps a name the naming
 * rule would change, else its snake_case name (platform/names.ts). The API description names REST members by it too.
 */
export function restKey(field: FieldDefinitionNode): string {
  const name = field.directives?.find((d) => d.name.value === 'restName')?.arguments?.find((a) => a.name.value === 'name')?.value;
  return name?.kind === Kind.STRING ? name.value : snakeCase(field.name.value);
}

/**
 * Resolvers that read each camelCase field of `typeName` from the row's (or REST document's) member of its `restKey`,
 * for the fields the schema declares: no column list to keep in step with the schema. Fields whose name is already
 * their member need none; a resolver the module writes for a field overrides this one.
 */
export function rowFields(typeDefs: DocumentNode, typeName: string): Record<string, RowResolver> {
  const resolvers: Record<string, RowResolver> = {};
  for (const def of typeDefs.definitions) {
    if ((def.kind !== Kind.OBJECT_TYPE_DEFINITION && def.kind !== Kind.OBJECT_TYPE_EXTENSION) || def.name.value !== typeName) continue;
    for (const field of def.fields ?? []) {
      const key = restKey(field);
      if (key !== field.name.value) resolvers[field.name.value] = (row) => row[key];
    }
  }
  if (Object.keys(resolvers).length === 0 && !typeDefs.definitions.some((d) => 'name' in d && d.name?.value === typeName)) {
    throw new Error(`rowFields: the schema has no type ${typeName}`);
  }
  return resolvers;
}

/** `rowFields` of every object type of `typeDefs` that `types` selects (types that read a REST-shaped document as it is). */
export function rowFieldsOf(typeDefs: DocumentNode, types: (name: string) => boolean): Record<string, Record<string, RowResolver>> {
  return Object.fromEntries(
    typeDefs.definitions.flatMap((d) =>
      d.kind === Kind.OBJECT_TYPE_DEFINITION && types(d.name.value) ? [[d.name.value, rowFields(typeDefs, d.name.value)]] : [],
    ),
  );
}
