import { GraphQLError, GraphQLScalarType, Kind, print, type ValueNode } from 'graphql';
import { quote } from '../platform/errors.ts';
import { INSTANT_FORM, LONG_FORM, parseInstant, parseLong, storableInstant } from '../platform/storable.ts';

/**
 * A refused input value: invalid_request (400), which crosses the subgraph's boundary as it is (masked-errors.ts). The
 * router refuses the same values first, naming the argument (platform/billing/cost-model.ts); this is the subgraph's
 * own guard, for a caller that reaches it otherwise.
 */
const refused = (message: string) => new GraphQLError(message, { extensions: { code: 'invalid_request', status: 400 } });

/** A literal as the client wrote it, excerpted. */
const literal = (ast: ValueNode) => quote(ast.kind === Kind.STRING ? ast.value : print(ast));

/** Scalars shared by every subgraph; composition requires each to be defined identically everywhere. */
export const Long = new GraphQLScalarType({
  name: 'Long',
  serialize(value) {
    const n = typeof value === 'string' ? Number(value) : value;
    if (typeof n !== 'number' || !Number.isSafeInteger(n)) throw new GraphQLError(`Long cannot represent ${String(value)}`);
    return n;
  },
  parseValue(value) {
    const n = typeof value === 'number' ? parseLong(value) : null;
    if (n === null) throw refused(`A Long must be ${LONG_FORM}, got ${quote(value)}`);
    return n;
  },
  parseLiteral(ast) {
    const n = ast.kind === Kind.INT ? parseLong(ast.value) : null;
    if (n === null) throw refused(`A Long must be ${LONG_FORM}, got ${literal(ast)}`);
    return n;
  },
});

/** An instant PostgreSQL stores as written (platform/storable.ts): RFC 3339 with a timezone, years 0001 to 9999. */
export const DateTime = new GraphQLScalarType({
  name: 'DateTime',
  serialize(value) {
    const date = value instanceof Date ? value : new Date(String(value));
    if (Number.isNaN(date.getTime())) throw new GraphQLError(`DateTime cannot represent ${String(value)}`);
    return date.toISOString();
  },
  parseValue(value) {
    const date = value instanceof Date ? (storableInstant(value) ? value : null) : parseInstant(value);
    if (!date) throw refused(`A DateTime must be ${INSTANT_FORM}, got ${quote(value)}`);
    return date;
  },
  parseLiteral(ast) {
    const date = ast.kind === Kind.STRING ? parseInstant(ast.value) : null;
    if (!date) throw refused(`A DateTime must be ${INSTANT_FORM}, got ${literal(ast)}`);
    return date;
  },
});

export const JSONScalar = new GraphQLScalarType({
  name: 'JSON',
  serialize: (value) => value,
  parseValue: (value) => value,
});

export const scalarResolvers = { Long, DateTime, JSON: JSONScalar };
