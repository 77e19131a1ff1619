import { defaultFieldResolver, isObjectType, type GraphQLFieldResolver, type GraphQLSchema } from 'graphql';
import { unitsOf, type FieldPrice } from '../platform/billing/cost-model.ts';
import { parseDollars, type Units } from '../platform/money.ts';

/**
 * What one request's resolvers delivered, in money units. Billable fields add to it as they resolve, so the charge
 * is counted where a value is produced, whatever the operation's aliases, fragments or nesting: a result is charged
 * once per time a resolver returned it, and a field that threw or returned null adds nothing.
 */
export interface Meter {
  units: Units;
  /**
   * Units a resolver charged itself, in the transaction that recorded what it did (a DM send: see FieldPrice
   * `selfCharged`). Reported in the request's cost; never charged again.
   */
  paid: Units;
}

export const newMeter = (): Meter => ({ units: 0, paid: 0 });

/** The response extension in which a subgraph served over HTTP reports its meter to the router. */
export const METERED_EXTENSION = 'meteredUnits';
/** The response extension in which it reports what its resolvers charged themselves (Meter `paid`). */
export const PAID_EXTENSION = 'paidUnits';

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
    const unit = parseDollars(price.price);
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
