import { z } from 'zod';
import { ApiError, InvalidRequest, quote, quoteName } from '../errors.ts';
import { camelCase, snakeCase } from '../names.ts';
import { reservedKeyPath, reservedKeyRefused } from './reserved-keys.ts';
import { INSTANT_FORM, parseInstant, storableInstant } from '../storable.ts';

/**
 * A zod transform from a parse function: a thrown validation error (a 400 with a message) becomes a zod issue, so
 * all parameter errors go one way, and the parsed, typed value is what every later step reads.
 */
export function parsed<I, T>(parse: (value: I) => T) {
  return (value: I, ctx: z.RefinementCtx): T => {
    try {
      return parse(value);
    } catch (err) {
      if (!(err instanceof ApiError)) throw err;
      ctx.addIssue({ code: 'custom', message: err.message });
      return z.NEVER;
    }
  };
}

/**
 * What the API description says of parameters whose rules live in code (a pattern a function checks, bounds of a
 * value that arrives as a string): JSON Schema that replaces the generated one (see rest/openapi.ts).
 */
export const paramDocs = z.registry<Record<string, unknown>>();

/** Registers the documentation of a parameter schema; answers the schema. */
export function documented<S extends z.ZodType>(schema: S, doc: Record<string, unknown>): S {
  paramDocs.add(schema, doc);
  return schema;
}

/** A string parameter normalised (or refused) by `normalise`, documented as `doc` says (JSON Schema). */
export function normalised<T>(normalise: (value: string) => T, doc: Record<string, unknown> = { type: 'string' }) {
  return documented(z.string().transform(parsed(normalise)), { type: 'string', ...doc });
}

/**
 * A whole-number parameter within bounds: a REST query string of digits, or a GraphQL Int / Long (the same rules
 * serve both surfaces, see `checkArgs`).
 */
export function intParam(name: string, min: number, max: number) {
  return documented(z.union([z.string(), z.number()]), { type: 'integer', minimum: min, maximum: max }).transform(
    parsed((v: string | number) => {
      const n = typeof v === 'number' ? v : /^-?\d+$/.test(v) ? Number(v) : NaN;
      if (!Number.isInteger(n) || n < min || n > max) throw new InvalidRequest(`${name} must be a whole number from ${min} to ${max}, got ${quote(String(v))}`);
      return n;
    }),
  );
}

/**
 * An RFC 3339 timestamp with a timezone (REST), or a GraphQL DateTime, within the years PostgreSQL stores as written
 * (platform/storable.ts); answered as an ISO string.
 */
export function timestampParam(name: string) {
  return documented(z.union([z.string(), z.date()]), {
    type: 'string',
    format: 'date-time',
    description: `${INSTANT_FORM[0].toUpperCase()}${INSTANT_FORM.slice(1)}`,
  }).transform(
    parsed((v: string | Date) => {
      const at = v instanceof Date ? (storableInstant(v) ? v : null) : parseInstant(v);
      if (!at) throw new InvalidRequest(`${name} must be ${INSTANT_FORM}, got ${quote(v instanceof Date ? v.toISOString() : v)}`);
      return at.toISOString();
    }),
  );
}

/** The `source` parameter of live operations (contract 4.1). */
/** A boolean flag: true or false (REST strings, GraphQL Boolean), false when absent. */
export function flagParam(name: string, description: string) {
  return documented(z.union([z.string(), z.boolean()]), { type: 'boolean', default: false, description })
    .transform(
      parsed((v: string | boolean) => {
        if (typeof v === 'boolean') return v;
        if (v === 'true') return true;
        if (v === 'false') return false;
        throw new InvalidRequest(`${name} must be true or false, got ${quote(v)}`);
      }),
    )
    .optional();
}

const COUNTRY = /^[A-Z]{2}$/;
/** `country`: two uppercase letters (ISO 3166-1 alpha-2); `doc` describes it (and its default) in the OpenAPI document. */
export function countryParam(doc: { description: string; default?: string }) {
  return normalised(
    (v) => {
      if (!COUNTRY.test(v)) throw new InvalidRequest(`country must be two uppercase letters (ISO 3166), got ${quote(v)}`);
      return v;
    },
    { pattern: COUNTRY.source, minLength: 2, maxLength: 2, ...doc },
  ).optional();
}

export const sourceParam = z.enum(['auto', 'db', 'live'], { error: 'source must be auto, db or live' }).optional();

/** Applies a rule across parameters (say, exactly one of two) after each parameter passed its own rules. */
export function across<T extends Record<string, unknown>>(check: (params: T) => void) {
  return (params: T, ctx: z.RefinementCtx) => {
    try {
      check(params);
    } catch (err) {
      if (!(err instanceof ApiError)) throw err;
      ctx.addIssue({ code: 'custom', message: err.message });
    }
  };
}

/** The first problem of a failed parameter parse, as a 400 that names the parameter. */
export function paramError(error: z.ZodError, input: Record<string, unknown>): InvalidRequest {
  const issue = error.issues[0];
  if (issue.code === 'unrecognized_keys') {
    const more = issue.keys.length > 5 ? ` and ${issue.keys.length - 5} more` : '';
    return new InvalidRequest(`Unknown parameter ${issue.keys.slice(0, 5).map(quoteName).join(', ')}${more}.`);
  }
  const name = issue.path.join('.');
  if (issue.code === 'custom') return new InvalidRequest(issue.message);
  if (issue.path.length && input[String(issue.path[0])] === undefined) return new InvalidRequest(`${name} is required.`);
  if ((issue.code === 'invalid_type' || issue.code === 'invalid_union') && Array.isArray(input[String(issue.path[0])])) {
    return new InvalidRequest(`${name} must be given once.`);
  }
  if (issue.code === 'invalid_value') return new InvalidRequest(issue.message);
  return new InvalidRequest(`${name}: ${issue.message}`);
}

/** Parameters a REST call has checked against its operation's rules, as those rules answered them. */
export interface CheckedParams {
  rules: z.ZodType;
  params: unknown;
}

const checkedByArgs = new WeakMap<object, CheckedParams>();

/**
 * Hands a REST call's checked parameters to the root field that runs its operation: `checkArgs` with the same rules on
 * exactly these arguments answers them instead of checking (and normalising) the arguments again. Any other field,
 * and any other rules, check as usual.
 */
export function handOverChecked(args: object, checked: CheckedParams): void {
  checkedByArgs.set(args, checked);
}

/**
 * The parameters a REST call checked with `rules` and handed to exactly these arguments, if it did: for a root field
 * whose arguments are part of what an operation's rules cover, the rest being its subfields' (a job's results page).
 */
export function handedOver<T>(rules: z.ZodType<T>, args: object): T | undefined {
  const checked = checkedByArgs.get(args);
  return checked?.rules === rules ? (checked.params as T) : undefined;
}

type Resolver = (source: unknown, args: Record<string, unknown>, ctx: { checked?: CheckedParams } | undefined, info: unknown) => unknown;

/**
 * A module's resolvers with each root (Query and Mutation) field taking the request's checked parameters, if any, as
 * it starts: a REST call runs one root field, which runs first, so the parameters reach exactly that field's arguments.
 */
export function takingChecked<R>(resolvers: R): R {
  const roots = resolvers as Record<string, Record<string, unknown> | undefined>;
  const wrapped: Record<string, unknown> = { ...roots };
  for (const type of ['Query', 'Mutation']) {
    const fields = roots[type];
    if (!fields) continue;
    wrapped[type] = Object.fromEntries(
      Object.entries(fields).map(([name, resolve]) => {
        if (typeof resolve !== 'function') return [name, resolve];
        const field: Resolver = (source, args, ctx, info) => {
          if (ctx?.checked) {
            handOverChecked(args, ctx.checked);
            ctx.checked = undefined;
          }
          return (resolve as Resolver)(source, args, ctx, info);
        };
        return [name, field];
      }),
    );
  }
  return wrapped as R;
}

/** How a field's GraphQL arguments reach its rules, beyond the naming rule. */
export interface ArgsReading {
  /** Arguments whose REST name is their GraphQL name (the contract's camelCase `pageId`), kept as they are. */
  keep?: readonly string[];
  /** Reshapes the arguments before the rules read them (say, numbers a rule reads as text). */
  prepare?: (args: Record<string, unknown>) => Record<string, unknown>;
}

/**
 * An operation's parameter rules applied to its GraphQL arguments: one set of rules per operation, declared under the
 * REST parameter names, serves both surfaces. The arguments reach the rules by the naming rule (`beforeId` →
 * `before_id`), null and absent alike left out, and so is `idempotencyKey` (GraphQL's form of the Idempotency-Key
 * header, never a parameter); a broken rule answers the same 400 as on REST. A REST call's root field answers the
 * parameters the adapter checked with these rules, unchecked a second time.
 */
export function checkArgs<T>(rules: z.ZodType<T>, args: Record<string, unknown>, reading: ArgsReading = {}): T {
  const checked = handedOver(rules, args);
  if (checked !== undefined) return checked;
  const given = reading.prepare ? reading.prepare(args) : args;
  const input = Object.fromEntries(
    Object.entries(given)
      .filter(([k, v]) => v !== null && v !== undefined && k !== 'idempotencyKey')
      .map(([k, v]) => [reading.keep?.includes(k) ? k : snakeCase(k), v]),
  );
  const result = validateParams(rules, input);
  if (!result.ok) throw result.error;
  return result.data;
}

/**
 * An operation's parameters through its rules, the one step both surfaces take (REST's adapter, GraphQL's
 * `checkArgs`): a reserved key anywhere (`__proto__`, `constructor`, `prototype`) is an unknown parameter before the
 * rules run, since the maps the rules build would drop or misread it.
 */
export function validateParams<T>(rules: z.ZodType<T>, input: Record<string, unknown>): { ok: true; data: T } | { ok: false; error: InvalidRequest } {
  const reserved = reservedKeyPath(input);
  if (reserved) return { ok: false, error: reservedKeyRefused(reserved) };
  const result = rules.safeParse(input);
  return result.success ? { ok: true, data: result.data } : { ok: false, error: paramError(result.error, input) };
}

/**
 * The ranges of an operation's whole-number parameters (those of `intParam`, and any other documented with a minimum
 * and maximum), under their GraphQL argument names: what a module declares in its `lists` so the router refuses a
 * value out of range before anything runs, from the same rules REST applies.
 */
export function argumentRanges(rules: z.ZodType): Record<string, { min: number; max: number; refusal: (value: number) => string }> {
  const shape = shapeOf(rules);
  const ranges: Record<string, { min: number; max: number; refusal: (value: number) => string }> = {};
  for (const [name, schema] of Object.entries(shape)) {
    const doc = docOf(schema);
    if (doc?.type !== 'integer' || typeof doc.minimum !== 'number' || typeof doc.maximum !== 'number') continue;
    const { minimum: min, maximum: max } = doc;
    // The parameter's own message, so both surfaces answer the same words.
    const refusal = (value: number) => {
      const result = schema.safeParse(value);
      return result.success ? `${name} must be a whole number from ${min} to ${max}, got ${quote(String(value))}` : result.error.issues[0].message;
    };
    ranges[camelCase(name)] = { min, max, refusal };
  }
  return ranges;
}

/** The parameters of an operation's rules, looked for through refinements, transforms and wrappers. */
function shapeOf(rules: z.ZodType): Record<string, z.ZodType> {
  let at: unknown = rules;
  for (let depth = 0; at && depth < 8; depth++) {
    const def = (at as { _zod?: { def?: { shape?: Record<string, z.ZodType>; innerType?: unknown; in?: unknown } } })._zod?.def;
    if (def?.shape) return def.shape;
    at = def?.innerType ?? def?.in;
  }
  return {};
}

/** The documentation of a parameter schema, looked for through optional, default and transform wrappers. */
function docOf(schema: z.ZodType): Record<string, unknown> | undefined {
  let at: unknown = schema;
  for (let depth = 0; at && depth < 8; depth++) {
    const doc = paramDocs.get(at as z.ZodType);
    if (doc) return doc;
    const def = (at as { _zod?: { def?: { innerType?: unknown; in?: unknown } } })._zod?.def;
    at = def?.innerType ?? def?.in;
  }
  return undefined;
}
