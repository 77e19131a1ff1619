import { Kind, type DocumentNode } from 'graphql';
import { snakeCase } from '../platform/names.ts';

type RowResolver = (row: Record<string, unknown>) => unknown;

/**
 * Resolvers that read each camelCase field of `typeName` from the row's snake_case column, by the one naming rule
 * (platform/names.ts), for the fields the schema declares: no column list to keep in step with the schema. Fields
 * whose name is already their column need none; a resolver the module writes for a field overrides this one.
 */
export function rowFields(typeDefs: DocumentNode, typeName: string): Record<string, RowResolver> {
  const resolvers: Record<string, RowResolver> = {};
  for (const def of typeDefs.definitions) {
    if ((def.kind !== Kind.OBJECT_TYPE_DEFINITION && def.kind !== Kind.OBJECT_TYPE_EXTENSION) || def.name.value !== typeName) continue;
    for (const field of def.fields ?? []) {
      const column = snakeCase(field.name.value);
      if (column !== field.name.value) resolvers[field.name.value] = (row) => row[column];
    }
  }
  if (Object.keys(resolvers).length === 0 && !typeDefs.definitions.some((d) => 'name' in d && d.name?.value === typeName)) {
    throw new Error(`rowFields: the schema has no type ${typeName}`);
  }
  return resolvers;
}
