import {
  getNamedType,
  isCompositeType,
  isUnionType,
  Kind,
  valueFromASTUntyped,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLCompositeType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValueNode,
} from 'graphql';
import { priceOf } from '../platform/billing/prices.ts';
import type { Units } from '../platform/money.ts';
import type { FieldPrice } from '../subgraphs/registry.ts';

/** One billable field occurrence of an operation: where its results sit in the response and what each costs. */
interface Charge {
  /** Response keys from the root to the field; lists along the way are walked item by item. */
  path: string[];
  price: Units;
  /** The list argument bounding how many items the field can return, when it has one. */
  listArg?: ValueNode;
  /** Indexes of billable fields enclosing this one (each multiplies the most it can cost). */
  enclosing: number[];
  /** Block pricing: the result's items under `items`, charged per started block of `size`. */
  block?: { size: number; items: string; limit?: ValueNode; defaultLimit: number; when?: { arg?: ValueNode; equals: unknown } };
  /** Path to a boolean in the result that makes it free. */
  freeWhen?: string;
}

/**
 * Prices a GraphQL operation with the same figures as REST: each billable field costs its price per non-null
 * result. `requested` is the most an operation can cost (reserved before it runs); `actual` what it delivered.
 * The billable fields of a document are found once and remembered with the parsed document, which the GraphQL
 * server itself caches, so pricing a repeated operation does not walk its document again.
 */
export class CostModel {
  private readonly plans = new WeakMap<DocumentNode, Map<string, Charge[]>>();

  constructor(private readonly schema: GraphQLSchema, private readonly table: Record<string, FieldPrice>) {}

  requested(document: DocumentNode, operationName: string | null | undefined, variables: Record<string, unknown> = {}): Units {
    const charges = this.plan(document, operationName);
    const most = charges.map((charge) => {
      if (charge.block) {
        const when = charge.block.when;
        if (when && (when.arg ? valueFromASTUntyped(when.arg, variables) : undefined) !== when.equals) return 0;
        const limit = charge.block.limit ? valueFromASTUntyped(charge.block.limit, variables) : charge.block.defaultLimit;
        return Math.ceil((typeof limit === 'number' && limit > 0 ? limit : charge.block.defaultLimit) / charge.block.size);
      }
      const value = charge.listArg ? valueFromASTUntyped(charge.listArg, variables) : undefined;
      return Array.isArray(value) ? value.length : 1;
    });
    let total = 0;
    charges.forEach((charge, i) => {
      total += charge.price * charge.enclosing.reduce((n, j) => n * most[j], most[i]);
    });
    return total;
  }

  actual(document: DocumentNode, operationName: string | null | undefined, data: unknown): Units {
    let total = 0;
    for (const charge of this.plan(document, operationName)) {
      const block = charge.block;
      const units = block
        ? (value: unknown) => {
            const items = get(value, block.items);
            return Array.isArray(items) ? Math.ceil(items.length / block.size) : 0;
          }
        : charge.freeWhen
          ? (value: unknown) => (get(value, charge.freeWhen!) === true ? 0 : 1)
          : () => 1;
      total += charge.price * countAt(data, charge.path, 0, units);
    }
    return total;
  }

  private plan(document: DocumentNode, operationName: string | null | undefined): Charge[] {
    let byName = this.plans.get(document);
    if (!byName) this.plans.set(document, (byName = new Map()));
    const key = operationName ?? '';
    let charges = byName.get(key);
    if (!charges) {
      charges = this.build(document, operationName);
      byName.set(key, charges);
    }
    return charges;
  }

  private build(document: DocumentNode, operationName: string | null | undefined): Charge[] {
    const fragments = new Map<string, FragmentDefinitionNode>();
    let operation: OperationDefinitionNode | undefined;
    for (const def of document.definitions) {
      if (def.kind === Kind.FRAGMENT_DEFINITION) fragments.set(def.name.value, def);
      else if (def.kind === Kind.OPERATION_DEFINITION && (!operationName || def.name?.value === operationName)) operation ??= def;
    }
    if (!operation) return [];
    const root =
      operation.operation === 'query' ? this.schema.getQueryType() : operation.operation === 'mutation' ? this.schema.getMutationType() : null;
    if (!root) return [];

    const charges: Charge[] = [];
    const walk = (selectionSet: SelectionSetNode, parent: GraphQLCompositeType, path: string[], enclosing: number[]) => {
      for (const selection of selectionSet.selections) {
        if (selection.kind === Kind.FIELD) {
          const responseKey = selection.alias?.value ?? selection.name.value;
          const fieldPath = [...path, responseKey];
          const price = this.table[`${parent.name}.${selection.name.value}`];
          let inner = enclosing;
          if (price) {
            const arg = (name: string | undefined) => (name ? selection.arguments?.find((a) => a.name.value === name)?.value : undefined);
            const block = price.block && {
              size: price.block.size,
              items: price.block.items,
              limit: arg(price.block.limitArg),
              defaultLimit: price.block.defaultLimit,
              when: price.block.when && { arg: arg(price.block.when.arg), equals: price.block.when.equals },
            };
            charges.push({ path: fieldPath, price: priceOf(price.price), listArg: arg(price.listArg), enclosing, block, freeWhen: price.freeWhen });
            inner = [...enclosing, charges.length - 1];
          }
          const def = isUnionType(parent) ? undefined : parent.getFields()[selection.name.value];
          const named = def ? getNamedType(def.type) : null;
          if (selection.selectionSet && named && isCompositeType(named)) walk(selection.selectionSet, named, fieldPath, inner);
        } else {
          const fragment = selection.kind === Kind.INLINE_FRAGMENT ? selection : fragments.get(selection.name.value);
          if (!fragment) continue;
          const condition = fragment.typeCondition ? this.schema.getType(fragment.typeCondition.name.value) : parent;
          if (condition && isCompositeType(condition)) walk(fragment.selectionSet, condition, path, enclosing);
        }
      }
    };
    walk(operation.selectionSet, root, [], []);
    return charges;
  }
}

/** The value at a dotted path. The cost model reads results by field names: price-relevant fields need no alias. */
const get = (value: unknown, path: string) => path.split('.').reduce<unknown>((v, k) => (v as Record<string, unknown> | null)?.[k], value);

/** Units of the non-null values at `path` below `value`, walking into every item of the lists met on the way. */
function countAt(value: unknown, path: string[], depth: number, units: (value: unknown) => number): number {
  if (value === null || value === undefined) return 0;
  if (Array.isArray(value)) {
    let n = 0;
    for (const item of value) n += countAt(item, path, depth, units);
    return n;
  }
  if (depth === path.length) return units(value);
  return countAt((value as Record<string, unknown>)[path[depth]], path, depth + 1, units);
}
