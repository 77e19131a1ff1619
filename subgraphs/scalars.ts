import { GraphQLError, GraphQLScalarType, Kind } from 'graphql';

/** Scalars shared by every subgraph; composition requires each to be defined identically everywhere. */
export const Long = new GraphQLScalarType({
  name: 'Long',
  serialize(value) {
    const n = typeof value === 'string' ? Number(value) : value;
    if (typeof n !== 'number' || !Number.isSafeInteger(n)) throw new GraphQLError(`Long cannot represent ${String(value)}`);
    return n;
  },
  parseValue(value) {
    if (typeof value !== 'number' || !Number.isSafeInteger(value)) throw new GraphQLError('Long must be a safe integer');
    return value;
  },
  parseLiteral(ast) {
    if (ast.kind !== Kind.INT) throw new GraphQLError('Long must be an integer literal');
    const n = Number(ast.value);
    if (!Number.isSafeInteger(n)) throw new GraphQLError('Long must be a safe integer');
    return n;
  },
});

export const DateTime = new GraphQLScalarType({
  name: 'DateTime',
  serialize(value) {
    const date = value instanceof Date ? value : new Date(String(value));
    if (Number.isNaN(date.getTime())) throw new GraphQLError(`DateTime cannot represent ${String(value)}`);
    return date.toISOString();
  },
  parseValue(value) {
    const date = new Date(String(value));
    if (Number.isNaN(date.getTime())) throw new GraphQLError('DateTime must be an ISO-8601 timestamp');
    return date;
  },
});

export const JSONScalar = new GraphQLScalarType({
  name: 'JSON',
  serialize: (value) => value,
  parseValue: (value) => value,
});

export const scalarResolvers = { Long, DateTime, JSON: JSONScalar };
