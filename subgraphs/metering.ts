import { defaultFieldResolver, isObjectType, type GraphQLFieldResolver, type GraphQLSchema } from 'graphql';
import { priceOf } from '../platform/billing/prices.ts';
import type { Units } from '../platform/money.ts';
import type { FieldPrice } from './registry.ts';

/**
 * What one request's resolvers delivered, in money units. Billable fields add to it as they resolve, so the charge
 * is counted where a value is produced, whatever the operation's aliases, fragments or nesting: a result is charged
 * once per time a resolver returned it, and a field that threw or returned null adds nothing.
 */
export interface Meter {
  units: Units;
}

export const newMeter = (): Meter => ({ units: 0 });

/** The response extension in which a subgraph served over HTTP reports its meter to the router. */
export const METERED_EXTENSION = 'meteredUnits';

/** The value at a dotted path of a resolver's own result (the declared item lists of block-priced fields). */
const at = (value: unknown, path: string) => path.split('.').reduce<unknown>((v, k) => (v as Record<string, unknown> | null)?.[k], value);

/** How many times its price one resolved value of a billable field costs. */
export function unitsOf(price: FieldPrice, value: unknown): number {
  if (value === null || value === undefined) return 0;
  if (price.block) {
    const items = at(value, price.block.items);
    return Array.isArray(items) ? Math.ceil(items.length / price.block.size) : 0;
  }
  if (price.freeWhen && at(value, price.freeWhen) === true) return 0;
  if (price.listArg) return Array.isArray(value) ? value.filter((v) => v !== null && v !== undefined).length : 1;
  return 1;
}

/**
 * Wraps the resolver of every billable field of `schema` so that each value it returns is added to the meter of
 * the request's context. Called once, when the subgraph schema is built.
 */
export function meterBillableFields(schema: GraphQLSchema, billing: Record<string, FieldPrice>): void {
  for (const [coordinate, price] of Object.entries(billing)) {
    const [typeName, fieldName] = coordinate.split('.');
    const type = schema.getType(typeName);
    const field = isObjectType(type) ? type.getFields()[fieldName] : undefined;
    if (!field) throw new Error(`billing names ${coordinate}, which the subgraph schema does not have`);
    const resolve: GraphQLFieldResolver<unknown, { meter?: Meter }> = field.resolve ?? defaultFieldResolver;
    const unit = priceOf(price.price);
    const count = (value: unknown, meter: Meter | undefined) => {
      if (meter) meter.units += unit * unitsOf(price, value);
      return value;
    };
    field.resolve = (source, args, context, info) => {
      const value = resolve(source, args, context, info);
      return value instanceof Promise ? value.then((v) => count(v, context.meter)) : count(value, context.meter);
    };
  }
}
