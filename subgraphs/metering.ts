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
   * What each resolution of each billable field added, by coordinate (`Type.field`), in resolution order. The router
   * charges a query by what its final answer holds (null propagation can drop a resolved value); these are the
   * amounts it draws from for the values that survived.
   */
  fields: Record<string, Units[]>;
  /**
   * Units a resolver charged itself, in the transaction that recorded what it did (a DM send: see FieldPrice
   * `selfCharged`). Reported in the request's cost; never charged again.
   */
  paid: Units;
}

export const newMeter = (): Meter => ({ units: 0, fields: {}, paid: 0 });

/** The response extension in which a subgraph served over HTTP reports its meter's total to the router. */
export const METERED_EXTENSION = 'meteredUnits';
/** The response extension in which it reports the meter's per-field amounts (Meter.fields). */
export const METERED_FIELDS_EXTENSION = 'meteredFields';
/** The response extension in which it reports what its resolvers charged themselves (Meter `paid`). */
export const PAID_EXTENSION = 'paidUnits';

/** Adds one resolution of a billable field to the meter. */
export function record(meter: Meter, coordinate: string, units: Units): void {
  meter.units += units;
  (meter.fields[coordinate] ??= []).push(units);
}

/**
 * Adds what a served subgraph reported in its response extensions. Anything but well-formed amounts is ignored:
 * the subgraph is ours and signed, but its answer still crosses a network.
 */
export function addReported(meter: Meter, extensions: Record<string, unknown> | undefined): void {
  const paid = extensions?.[PAID_EXTENSION];
  if (typeof paid === 'number' && Number.isSafeInteger(paid) && paid > 0) meter.paid += paid;
  const total = extensions?.[METERED_EXTENSION];
  if (typeof total !== 'number' || !Number.isSafeInteger(total) || total < 0) return;
  meter.units += total;
  const fields = extensions?.[METERED_FIELDS_EXTENSION];
  if (!fields || typeof fields !== 'object') return;
  for (const [coordinate, amounts] of Object.entries(fields as Record<string, unknown>)) {
    if (!Array.isArray(amounts)) continue;
    const list = (meter.fields[coordinate] ??= []);
    for (const amount of amounts) if (Number.isSafeInteger(amount) && amount >= 0) list.push(amount);
  }
}

/** The response extensions a served subgraph reports its meter in (see addReported). */
export function meterReport(meter: Meter): Record<string, unknown> {
  return { [METERED_EXTENSION]: meter.units, [METERED_FIELDS_EXTENSION]: meter.fields, [PAID_EXTENSION]: meter.paid };
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
    const unit = parseDollars(price.price);
    const count = (value: unknown, meter: Meter | undefined) => {
      if (meter && value !== null && value !== undefined) record(meter, coordinate, unit * unitsOf(price, value));
      return value;
    };
    field.resolve = (source, args, context, info) => {
      const value = resolve(source, args, context, info);
      return value instanceof Promise ? value.then((v) => count(v, context.meter)) : count(value, context.meter);
    };
  }
}
