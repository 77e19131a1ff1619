import { Kind, visit, type DocumentNode, type FieldNode } from 'graphql';
import { snakeCase } from '../platform/names.ts';

/**
 * A route's document with every unaliased camelCase field given its snake_case name as alias, so a route declares
 * the fields it answers and the REST names follow from them. An explicit alias is the exception to the rule (the
 * contract's `comments` for `commentCount`, `items` for `media`) and is kept as written.
 */
export function withRestNames(document: DocumentNode): DocumentNode {
  return visit(document, {
    Field: {
      leave(node: FieldNode) {
        if (node.alias) return undefined;
        const rest = snakeCase(node.name.value);
        return rest === node.name.value ? undefined : { ...node, alias: { kind: Kind.NAME, value: rest } };
      },
    },
  });
}
