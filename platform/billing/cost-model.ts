import {
  getArgumentValues,
  getNamedType,
  getNullableType,
  getVariableValues,
  isCompositeType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
  isObjectType,
  isInterfaceType,
  Kind,
  type DocumentNode,
  type FieldNode,
  type GraphQLCompositeType,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';
import { operationIn } from '../graphql-document.ts';
import { InvalidRequest, quote } from '../errors.ts';
import { parseDollars, type Units } from '../money.ts';
import { INSTANT_FORM, LONG_FORM, parseInstant, parseLong, storableInstant } from '../storable.ts';

/**
 * How a GraphQL field is priced: `price` per non-null result (per non-null item for list fields). `listArg` names
 * the argument whose length bounds the items, so the cost can be reserved before execution.
 */
export interface FieldPrice {
  /** Dollars with at most four decimals, as the contract quotes them (`'0.0005'`). */
  price: string;
  listArg?: string;
  /**
   * Priced per started block of `size` items: the field's result holds the items under `items`; the argument
   * `limitArg` (default `defaultLimit`) bounds them, and the whole limit is reserved before execution. With `when`,
   * only a call whose argument `arg` equals `equals` returns items (a walk of one page); other calls reserve nothing.
   */
  block?: {
    size: number;
    limitArg: string;
    defaultLimit: number;
    items: string;
    when?: { arg: string; equals: unknown };
    /**
     * A batch: when the list argument `arg` names several targets, the result holds one page per target in the list
     * at `pages`, each billed by its own started blocks of the items at `items` (within the page); the limit's blocks
     * are reserved once per target.
     */
    batch?: { arg: string; pages: string; items: string };
  };
  /** A path to a boolean in the field's result that, when true, makes this result free (a deduplicated replay). */
  freeWhen?: string;
  /**
   * The resolver charges `price` itself, in the same transaction as the side effect it pays for (a DM send, charged
   * with its dispatch intent), and reports it in the meter's `paid`: nothing is reserved or metered for it here,
   * so a crash between the side effect and the request's settlement can never leave it unpaid.
   */
  selfCharged?: boolean;
}

/**
 * How many items a list field can hold, for the cost estimate (in the manner of Federation's `@listSize`): the value
 * of `slicingArgument` (a number, or the length of a list argument), else `assumedSize`. With `sizedFields` the field
 * itself is not the list (a connection or page): the bound applies to those of its fields. Lists with no declaration
 * are assumed to hold DEFAULT_LIST_SIZE items.
 */
export interface ListSize {
  slicingArgument?: string;
  assumedSize?: number;
  sizedFields?: string[];
  /**
   * The documented range of each whole-number argument that shapes what the field answers (page size, offset, page
   * cap, item count), by argument name: a value outside it, or one of `except`, is refused 400 before the operation
   * is reserved or runs, whatever field it is asked on. Declared from the same rules REST applies (`argumentRanges`).
   */
  ranges?: Record<string, ArgumentRange>;
}

export interface ArgumentRange {
  min: number;
  max: number;
  /** Values inside min..max that are refused all the same (max_pages 0). */
  except?: number[];
  /** The refusal's message, worded as the operation's own rules word it (REST and GraphQL answer alike). */
  refusal?: (value: number) => string;
}

/**
 * The rule of each custom scalar an argument may carry, applied by the router before anything runs so that the
 * refusal names the argument: the router's schema, built from the supergraph, knows the scalars only by name.
 */
const SCALAR_RULES: Record<string, { form: string; valid(value: unknown): boolean }> = {
  DateTime: { form: INSTANT_FORM, valid: (v) => (v instanceof Date ? storableInstant(v) : parseInstant(v) !== null) },
  Long: { form: LONG_FORM, valid: (v) => typeof v === 'number' && parseLong(v) !== null },
};

/** Whether an input type carries a custom scalar anywhere (lists and input objects included); memoised per type. */
const carriesRuled = new WeakMap<object, boolean>();
function hasRuledScalar(type: GraphQLInputType, seen = new Set<object>()): boolean {
  const named = getNamedType(type);
  if (isScalarType(named)) return Object.hasOwn(SCALAR_RULES, named.name);
  if (!isInputObjectType(named) || seen.has(named)) return false;
  let known = carriesRuled.get(named);
  if (known === undefined) {
    seen.add(named);
    known = Object.values(named.getFields()).some((f) => hasRuledScalar(f.type, seen));
    carriesRuled.set(named, known);
  }
  return known;
}

/** Refuses a value of a custom scalar its rule does not accept, naming where it sits (`since`, `filter.since`). */
function checkScalars(type: GraphQLInputType, value: unknown, name: string): void {
  if (value === null || value === undefined) return;
  const inner = isNonNullType(type) ? type.ofType : type;
  if (isListType(inner)) {
    if (Array.isArray(value)) for (const item of value) checkScalars(inner.ofType, item, name);
    else checkScalars(inner.ofType, value, name);
    return;
  }
  if (isScalarType(inner)) {
    const rule = SCALAR_RULES[inner.name];
    if (rule && !rule.valid(value)) throw new InvalidRequest(`${name} must be ${rule.form}, got ${quote(value instanceof Date ? value.toISOString() : value)}`);
    return;
  }
  if (isInputObjectType(inner) && typeof value === 'object') {
    for (const [key, field] of Object.entries(inner.getFields())) checkScalars(field.type, (value as Record<string, unknown>)[key], `${name}.${key}`);
  }
}

/** Refuses an argument outside its declared range, or a custom scalar its rule does not accept (see PlannedField.checked). */
function checkArguments(field: PlannedField, args: Record<string, unknown>): void {
  for (const [name, range] of Object.entries(field.list?.ranges ?? {})) {
    const value = args[name];
    if (typeof value !== 'number') continue;
    if (!Number.isInteger(value) || value < range.min || value > range.max || range.except?.includes(value)) {
      const except = range.except?.length ? `, not ${range.except.join(' or ')}` : '';
      throw new InvalidRequest(range.refusal?.(value) ?? `${name} must be a whole number from ${range.min} to ${range.max}${except}, got ${value}`);
    }
  }
  for (const arg of field.ruledArgs) checkScalars(arg.type, args[arg.name], arg.name);
}

/** The value at a dotted path of a resolver's own result (the declared item lists of block-priced fields). */
const at = (value: unknown, path: string) => path.split('.').reduce<unknown>((v, k) => (v as Record<string, unknown> | null)?.[k], value);

/** How many times its price one resolved value of a billable field costs. */
export function unitsOf(price: FieldPrice, value: unknown): number {
  if (value === null || value === undefined || price.selfCharged) return 0;
  if (price.block) {
    const { size, batch } = price.block;
    const blocks = (items: unknown) => (Array.isArray(items) ? Math.ceil(items.length / size) : 0);
    const pages = batch ? at(value, batch.pages) : null;
    const batched = Array.isArray(pages) ? pages.reduce<number>((sum, page) => sum + blocks(at(page, batch!.items)), 0) : 0;
    return blocks(at(value, price.block.items)) + batched;
  }
  if (price.freeWhen && at(value, price.freeWhen) === true) return 0;
  if (price.listArg) return Array.isArray(value) ? value.filter((v) => v !== null && v !== undefined).length : 1;
  return 1;
}

/** How many items a list field with no declared size is assumed to hold. */
const DEFAULT_LIST_SIZE = 100;

/** One field of the operation, with the fields below it merged across fragments. */
interface PlannedField {
  node: FieldNode;
  def: GraphQLField<unknown, unknown>;
  coordinate: string;
  price?: FieldPrice;
  /** The price in units, parsed once with the plan. */
  unit: Units;
  list?: ListSize;
  isList: boolean;
  /** Its arguments of a custom scalar type (SCALAR_RULES). */
  ruledArgs: GraphQLField<unknown, unknown>['args'];
  /** Whether its arguments are checked (a declared range, a custom scalar) each time the operation is estimated. */
  checked: boolean;
  children: PlannedField[];
}

interface Plan {
  operation: OperationDefinitionNode;
  fields: PlannedField[];
  /** No bound or price in it reads an argument: its estimate is the same for any variables, worked out once. */
  fixed: boolean;
  /** Some field's arguments are checked (ranges, custom scalars): a fixed estimate still looks at the variables. */
  checked: boolean;
  estimate?: Estimate;
}

export interface Estimate {
  /** The most the operation can cost: what is reserved before it runs. */
  cost: Units;
  /** The most values it can return, each list item counted: what bounds its size and work. */
  results: number;
}

/** Planned fields grouped by response key, worked out once per list of a cached plan. */
const groupedFields = new WeakMap<PlannedField[], Map<string, PlannedField[]>>();

/** Fields under one response key (a field selected twice, or in fragments on several types) merge into one value. */
function byResponseKey(fields: PlannedField[]): Map<string, PlannedField[]> {
  let grouped = groupedFields.get(fields);
  if (!grouped) {
    grouped = new Map();
    for (const field of fields) {
      const key = field.node.alias?.value ?? field.node.name.value;
      const list = grouped.get(key);
      if (list) list.push(field);
      else grouped.set(key, [field]);
    }
    groupedFields.set(fields, grouped);
  }
  return grouped;
}

/**
 * The static estimate of a GraphQL operation, in the spirit of the IBM cost directive and Federation's `@listSize`:
 * every list is bounded by its slicing argument (after variables and their defaults are applied) or by its declared
 * size, and the price of a billable field multiplies by the bounds of every list above it. The estimate is reserved
 * before execution and refused when over the limits; what the resolvers actually delivered is what is charged (see
 * subgraphs/metering.ts). Plans are kept with the parsed document, which the GraphQL server itself caches.
 */
export class CostModel {
  private readonly plans = new WeakMap<DocumentNode, Map<string, Plan | null>>();

  constructor(
    private readonly schema: GraphQLSchema,
    private readonly prices: Record<string, FieldPrice>,
    private readonly lists: Record<string, ListSize>,
  ) {
    for (const coordinate of Object.keys(lists)) {
      const [typeName, fieldName] = coordinate.split('.');
      const type = schema.getType(typeName);
      if (!((isObjectType(type) || isInterfaceType(type)) && type.getFields()[fieldName])) {
        throw new Error(`a list size is declared for ${coordinate}, which the schema does not have`);
      }
      const args = new Set(type.getFields()[fieldName].args.map((a) => a.name));
      for (const name of Object.keys(lists[coordinate].ranges ?? {})) {
        if (!args.has(name)) throw new Error(`a range is declared for ${coordinate}(${name}:), which the schema does not have`);
      }
    }
  }

  /** Throws 400 invalid_request when the variables do not fit the operation (as execution would). */
  estimate(document: DocumentNode, operationName: string | null | undefined, rawVariables: Record<string, unknown> = {}): Estimate {
    const plan = this.plan(document, operationName);
    if (!plan) return { cost: 0, results: 0 };
    // Most operations (every fixed-price REST read) cost the same whatever their variables: estimated once. Their
    // variables are still checked, by execution itself.
    if (plan.estimate && !plan.checked) return plan.estimate;
    const coerced = getVariableValues(this.schema, plan.operation.variableDefinitions ?? [], rawVariables, { maxErrors: 1 });
    if (coerced.errors) throw new InvalidRequest(coerced.errors[0].message);
    const variables = coerced.coerced;
    const argumentsOf = (field: PlannedField) => {
      let args: Record<string, unknown>;
      try {
        args = getArgumentValues(field.def, field.node, variables);
      } catch (err) {
        throw new InvalidRequest((err as Error).message);
      }
      if (field.checked) checkArguments(field, args);
      return args;
    };
    if (plan.estimate) {
      const check = (fields: PlannedField[]): void => {
        for (const field of fields) {
          if (field.checked) argumentsOf(field);
          check(field.children);
        }
      };
      check(plan.fields);
      return plan.estimate;
    }

    let cost = 0;
    let results = 0;
    const walk = (fields: PlannedField[], times: number, sized: { names: string[]; bound: number } | null) => {
      for (const field of fields) {
        const args = argumentsOf(field);
        const bound = (slicing: string | undefined, assumed: number | undefined) => {
          const value = slicing === undefined ? undefined : args[slicing];
          if (Array.isArray(value)) return value.length;
          if (typeof value === 'number' && value >= 0) return value;
          return assumed ?? DEFAULT_LIST_SIZE;
        };
        // Items this field returns for each parent: a list's bound, or one.
        const items =
          sized && sized.names.includes(field.node.name.value)
            ? sized.bound
            : field.isList && !field.list?.sizedFields
              ? bound(field.list?.slicingArgument ?? field.price?.listArg, field.list?.assumedSize)
              : 1;
        results += times * items;
        if (field.price) cost += times * field.unit * this.units(field.price, args, items);
        const inner = field.list?.sizedFields ? { names: field.list.sizedFields, bound: bound(field.list.slicingArgument, field.list.assumedSize) } : null;
        walk(field.children, times * items, inner);
      }
    };
    walk(plan.fields, 1, null);
    const estimate = { cost, results };
    if (plan.fixed) plan.estimate = estimate;
    return estimate;
  }

  /**
   * What an operation's final answer delivered, in units: the price of the billable values `data` holds after null
   * propagation, never of a value a resolver returned that the executor then dropped (a billable parent nulled by a
   * child's argument error or a non-null violation below it). Each surviving value is charged from what the meter
   * recorded for its field (`recorded`, by coordinate), the smallest amounts first, so the answer never costs more
   * than its resolvers counted; a list priced per item is charged per non-null item the answer holds.
   *
   * A mutation is charged what its resolvers counted (`total`): its effects (a message sent) happened whatever became
   * of the answer afterwards.
   */
  delivered(
    document: DocumentNode,
    operationName: string | null | undefined,
    data: Record<string, unknown> | null | undefined,
    meter: { units: Units; fields: Record<string, Units[]> },
  ): Units {
    const plan = this.plan(document, operationName);
    if (!plan) return 0;
    if (plan.operation.operation === 'mutation') return meter.units;
    if (!data) return 0;
    const survivors = new Map<string, number>();
    const perItem = new Map<string, Units>();
    const visit = (fields: PlannedField[], value: unknown): void => {
      if (value === null || value === undefined) return;
      if (Array.isArray(value)) {
        for (const item of value) visit(fields, item);
        return;
      }
      if (typeof value !== 'object') return;
      const object = value as Record<string, unknown>;
      const typename = typeof object.__typename === 'string' ? object.__typename : undefined;
      for (const [key, candidates] of byResponseKey(fields)) {
        const child = object[key];
        if (child === null || child === undefined) continue;
        const priced = candidates.find((f) => f.price && typename !== undefined && f.coordinate.startsWith(`${typename}.`)) ?? candidates.find((f) => f.price);
        if (priced) {
          if (priced.price!.listArg && Array.isArray(child)) {
            const items = child.filter((v) => v !== null && v !== undefined).length;
            perItem.set(priced.coordinate, (perItem.get(priced.coordinate) ?? 0) + priced.unit * items);
          } else survivors.set(priced.coordinate, (survivors.get(priced.coordinate) ?? 0) + 1);
        }
        visit(candidates.length === 1 ? candidates[0].children : candidates.flatMap((f) => f.children), child);
      }
    };
    visit(plan.fields, data);
    let units = 0;
    for (const [coordinate, count] of survivors) {
      const amounts = [...(meter.fields[coordinate] ?? [])].sort((a, b) => a - b);
      for (let i = 0; i < Math.min(count, amounts.length); i++) units += amounts[i];
    }
    for (const [coordinate, amount] of perItem) {
      const counted = (meter.fields[coordinate] ?? []).reduce((sum, a) => sum + a, 0);
      units += Math.min(amount, counted);
    }
    return units;
  }

  /** The most times its price one resolution of a billable field can cost. */
  private units(price: FieldPrice, args: Record<string, unknown>, items: number): number {
    // Its resolver takes its own hold before it acts (402 before any side effect).
    if (price.selfCharged) return 0;
    if (price.block) {
      const { when, limitArg, defaultLimit, size, batch } = price.block;
      if (when && args[when.arg] !== when.equals) return 0;
      const limit = args[limitArg];
      const targets = batch ? args[batch.arg] : undefined;
      const times = Array.isArray(targets) && targets.length > 0 ? targets.length : 1;
      return times * Math.ceil((typeof limit === 'number' && limit > 0 ? limit : defaultLimit) / size);
    }
    // A list priced per item (listArg) costs its price per item; anything else once per resolution.
    return price.listArg ? items : 1;
  }

  private plan(document: DocumentNode, operationName: string | null | undefined): Plan | null {
    let byName = this.plans.get(document);
    if (!byName) this.plans.set(document, (byName = new Map()));
    const key = operationName ?? '';
    let plan = byName.get(key);
    if (plan === undefined) {
      plan = this.build(document, operationName);
      byName.set(key, plan);
    }
    return plan;
  }

  private build(document: DocumentNode, operationName: string | null | undefined): Plan | null {
    const found = operationIn(document, operationName);
    if (!found) return null;
    const { operation, fragments } = found;
    const root = operation.operation === 'query' ? this.schema.getQueryType() : operation.operation === 'mutation' ? this.schema.getMutationType() : null;
    if (!root) return null;

    const collect = (selectionSet: SelectionSetNode, parent: GraphQLCompositeType, into: PlannedField[], seen: Set<string>) => {
      for (const selection of selectionSet.selections) {
        if (selection.kind === Kind.FIELD) {
          if (selection.name.value.startsWith('__')) continue; // introspection: fixed size, free
          const def = isObjectType(parent) || isInterfaceType(parent) ? parent.getFields()[selection.name.value] : undefined;
          if (!def) continue;
          const coordinate = `${parent.name}.${def.name}`;
          const named = getNamedType(def.type);
          const list = this.lists[coordinate];
          const ruledArgs = def.args.filter((a) => hasRuledScalar(a.type));
          const field: PlannedField = {
            node: selection,
            def,
            coordinate,
            price: this.prices[coordinate],
            unit: this.prices[coordinate] ? parseDollars(this.prices[coordinate].price) : 0,
            list,
            // Lists of scalars are one value each; only lists of objects multiply what is below them.
            isList: isListType(getNullableType(def.type)) && isCompositeType(named),
            ruledArgs,
            checked: ruledArgs.length > 0 || Boolean(list?.ranges),
            children: [],
          };
          if (selection.selectionSet && isCompositeType(named)) collect(selection.selectionSet, named, field.children, new Set(seen));
          into.push(field);
        } else if (selection.kind === Kind.INLINE_FRAGMENT) {
          const condition = selection.typeCondition ? this.schema.getType(selection.typeCondition.name.value) : parent;
          if (condition && isCompositeType(condition)) collect(selection.selectionSet, condition, into, seen);
        } else {
          // Validation has refused fragment cycles; the guard keeps a bad document from looping all the same.
          const fragment = fragments.get(selection.name.value);
          if (!fragment || seen.has(fragment.name.value)) continue;
          const condition = this.schema.getType(fragment.typeCondition.name.value);
          if (condition && isCompositeType(condition)) collect(fragment.selectionSet, condition, into, new Set([...seen, fragment.name.value]));
        }
      }
    };
    const fields: PlannedField[] = [];
    collect(operation.selectionSet, root, fields, new Set());
    const readsArguments = (list: PlannedField[]): boolean =>
      list.some((f) => f.price?.block || f.price?.listArg || f.list?.slicingArgument || readsArguments(f.children));
    const checks = (list: PlannedField[]): boolean => list.some((f) => f.checked || checks(f.children));
    return { operation, fields, fixed: !readsArguments(fields), checked: checks(fields) };
  }
}
