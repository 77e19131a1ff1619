import {
  getNamedType,
  isCompositeType,
  isObjectType,
  isUnionType,
  Kind,
  valueFromASTUntyped,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLCompositeType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';
import { priceOf } from '../platform/billing/prices.ts';
import type { Units } from '../platform/money.ts';
import type { FieldPrice } from '../subgraphs/registry.ts';

/**
 * Prices a GraphQL operation with the same figures as REST: each billable field costs its price per non-null
 * result. `requested` is the most an operation can cost (reserved before it runs); `actual` what it delivered.
 */
export class CostModel {
  constructor(private readonly schema: GraphQLSchema, private readonly table: Record<string, FieldPrice>) {}

  requested(document: DocumentNode, operationName: string | null | undefined, variables: Record<string, unknown> = {}): Units {
    const { operation, fragments } = pick(document, operationName);
    let total = 0;
    this.walk(operation.selectionSet, this.rootType(operation), fragments, (field, parentName) => {
      const price = this.table[`${parentName}.${field.name.value}`];
      if (!price) return;
      let items = 1;
      if (price.listArg) {
        const arg = field.arguments?.find((a) => a.name.value === price.listArg);
        const value = arg ? valueFromASTUntyped(arg.value, variables) : undefined;
        items = Array.isArray(value) ? value.length : 1;
      }
      total += priceOf(price.price) * items;
    });
    return total;
  }

  actual(document: DocumentNode, operationName: string | null | undefined, data: unknown): Units {
    const { operation, fragments } = pick(document, operationName);
    let total = 0;
    const visit = (selectionSet: SelectionSetNode, type: GraphQLCompositeType, value: unknown): void => {
      if (value === null || value === undefined) return;
      if (Array.isArray(value)) {
        for (const item of value) visit(selectionSet, type, item);
        return;
      }
      const record = value as Record<string, unknown>;
      const concrete = !isObjectType(type) && typeof record.__typename === 'string' ? this.schema.getType(record.__typename) : type;
      this.walk(selectionSet, (concrete as GraphQLCompositeType) ?? type, fragments, (field, parentName, childType) => {
        const child = record[field.alias?.value ?? field.name.value];
        const price = this.table[`${parentName}.${field.name.value}`];
        if (price) total += priceOf(price.price) * countPresent(child);
        if (field.selectionSet && childType) visit(field.selectionSet, childType, child);
      }, false);
    };
    visit(operation.selectionSet, this.rootType(operation), data);
    return total;
  }

  private rootType(operation: OperationDefinitionNode): GraphQLCompositeType {
    const root = operation.operation === 'query' ? this.schema.getQueryType() : operation.operation === 'mutation' ? this.schema.getMutationType() : null;
    if (!root) throw new Error(`no ${operation.operation} type`);
    return root;
  }

  /** Calls `visit` for each field of a selection set (fragments flattened); with `deep`, for nested fields too. */
  private walk(
    selectionSet: SelectionSetNode,
    parent: GraphQLCompositeType,
    fragments: Map<string, FragmentDefinitionNode>,
    visit: (field: FieldNode, parentName: string, childType: GraphQLCompositeType | null) => void,
    deep = true,
  ): void {
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.FIELD) {
        const def = isUnionType(parent) ? undefined : parent.getFields()[selection.name.value];
        const named = def ? getNamedType(def.type) : null;
        const childType = named && isCompositeType(named) ? named : null;
        visit(selection, parent.name, childType);
        if (deep && selection.selectionSet && childType) this.walk(selection.selectionSet, childType, fragments, visit, deep);
      } else {
        const fragment = selection.kind === Kind.INLINE_FRAGMENT ? selection : fragments.get(selection.name.value);
        if (!fragment) continue;
        const condition = fragment.typeCondition ? this.schema.getType(fragment.typeCondition.name.value) : parent;
        if (condition && isCompositeType(condition)) this.walk(fragment.selectionSet, condition, fragments, visit, deep);
      }
    }
  }
}

function countPresent(value: unknown): number {
  if (value === null || value === undefined) return 0;
  if (Array.isArray(value)) return value.filter((v) => v !== null && v !== undefined).length;
  return 1;
}

function pick(document: DocumentNode, operationName: string | null | undefined) {
  const fragments = new Map<string, FragmentDefinitionNode>();
  let operation: OperationDefinitionNode | undefined;
  for (const def of document.definitions) {
    if (def.kind === Kind.FRAGMENT_DEFINITION) fragments.set(def.name.value, def);
    else if (def.kind === Kind.OPERATION_DEFINITION && (!operationName || def.name?.value === operationName)) operation ??= def;
  }
  if (!operation) throw new Error('operation not found');
  return { operation, fragments };
}
