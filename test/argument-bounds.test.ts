import { readFileSync } from 'node:fs';
import {
  buildASTSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isListType,
  isNonNullType,
  isObjectType,
  isUnionType,
  parse,
  type GraphQLInputType,
  type GraphQLNamedType,
  type GraphQLObjectType,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { snakeCase } from '../platform/names.ts';
import { registry } from '../subgraphs/registry.ts';
import { createTestEnv, type TestEnv } from './helpers/env.ts';

/**
 * Every whole-number argument that shapes a list (page sizes, offsets, page caps, counts), found by walking the
 * composed schema: each has a declared range (the modules' `lists`), and a value just outside it, or one it excepts,
 * is refused 400 invalid_request naming the argument, before anything runs or is charged, wherever the field sits
 * (nested under a billable parent included). A list argument added later without a range fails here.
 */

const schema = buildASTSchema(parse(readFileSync(new URL('../schema/supergraph.graphql', import.meta.url), 'utf8')), { assumeValidSDL: true });
const lists = registry.listSizeTable();

/** Argument names that shape what a list answers. */
const LIST_ARGUMENT = /^(first|last|limit|page|pageSize|maxPages|count|after|cursor|offset)$|Count$|^max[A-Z]/;
const INT_MIN = -(2 ** 31);
const INT_MAX = 2 ** 31 - 1;

const objectTypes = Object.values(schema.getTypeMap()).filter(
  (t): t is GraphQLObjectType => isObjectType(t) && !t.name.startsWith('__') && !/^(join|link)__/.test(t.name),
);

/** A value of the type that passes validation (the router refuses the argument under test before any is used). */
function dummy(type: GraphQLInputType): string {
  if (isNonNullType(type)) return dummy(type.ofType);
  if (isListType(type)) return `[${dummy(type.ofType)}]`;
  const named = getNamedType(type);
  if (isEnumType(named)) return named.getValues()[0].name;
  if (isInputObjectType(named)) return '{}';
  return { Int: '1', Long: '1', Float: '1', Boolean: 'false', DateTime: '"2026-01-01T00:00:00Z"' }[named.name] ?? '"x"';
}

const requiredArgs = (args: readonly { name: string; type: GraphQLInputType }[], except: string) =>
  args.filter((a) => a.name !== except && isNonNullType(a.type)).map((a) => `${a.name}: ${dummy(a.type)}`);

/** Selections from Query down to a field of `target`: each step's text wraps the inner selection. */
function pathTo(target: string): ((inner: string) => string) | null {
  const query = schema.getQueryType()!;
  const seen = new Set<string>([query.name]);
  const queue: { type: GraphQLNamedType; wrap: (inner: string) => string }[] = [{ type: query, wrap: (inner) => inner }];
  while (queue.length) {
    const { type, wrap } = queue.shift()!;
    if (type.name === target) return wrap;
    const objects = isObjectType(type) ? [type] : isInterfaceType(type) || isUnionType(type) ? schema.getPossibleTypes(type) : [];
    for (const object of objects) {
      const on = object === type ? (s: string) => s : (s: string) => `... on ${object.name} { ${s} }`;
      if (object !== type && !seen.has(object.name)) {
        seen.add(object.name);
        queue.push({ type: object, wrap: (inner) => wrap(on(inner)) });
      }
      if (object !== type) continue;
      for (const field of Object.values(object.getFields())) {
        const named = getNamedType(field.type);
        if (seen.has(named.name) || !(isObjectType(named) || isInterfaceType(named) || isUnionType(named))) continue;
        seen.add(named.name);
        const args = requiredArgs(field.args, '');
        const call = `${field.name}${args.length ? `(${args.join(', ')})` : ''}`;
        queue.push({ type: named, wrap: (inner) => wrap(`${call} { ${inner} }`) });
      }
    }
  }
  return null;
}

interface Case {
  coordinate: string;
  arg: string;
  value: number;
}

const declared: Case[] = [];
const listArguments: string[] = [];
for (const type of objectTypes) {
  for (const field of Object.values(type.getFields())) {
    for (const arg of field.args) {
      const coordinate = `${type.name}.${field.name}`;
      const range = lists[coordinate]?.ranges?.[arg.name];
      if (LIST_ARGUMENT.test(arg.name) && getNamedType(arg.type).name === 'Int') listArguments.push(`${coordinate}(${arg.name}:)`);
      if (!range) continue;
      const values = new Set([range.min - 1, range.max + 1, ...(range.except ?? []), ...(range.min >= 1 ? [0, -1] : [])]);
      for (const value of values) if (value >= INT_MIN && value <= INT_MAX) declared.push({ coordinate, arg: arg.name, value });
    }
  }
}

let env: TestEnv;
let key: string;
let accountId: number;

beforeAll(async () => {
  env = await createTestEnv({ jobWorker: false });
  ({ key, accountId } = await env.key({ balance: '10', rateLimit: 1_000_000 }));
});
afterAll(() => env?.close());

describe('list arguments', () => {
  it('every list argument of the composed schema has a declared range', () => {
    expect(listArguments.length).toBeGreaterThan(40);
    const missing = listArguments.filter((c) => {
      const [, coordinate, arg] = /^(.+)\((.+):\)$/.exec(c)!;
      return !lists[coordinate]?.ranges?.[arg];
    });
    expect(missing).toEqual([]);
  });

  it('a value outside its range is refused 400 naming the argument, uncharged, on any field at any depth', async () => {
    const before = await env.balance(accountId);
    const failures: string[] = [];
    for (const [i, { coordinate, arg, value }] of declared.entries()) {
      const [typeName, fieldName] = coordinate.split('.');
      const wrap = pathTo(typeName);
      expect(wrap, `no path from Query to ${typeName}`).not.toBeNull();
      const field = (schema.getType(typeName) as GraphQLObjectType).getFields()[fieldName];
      const named = getNamedType(field.type);
      const selection = isObjectType(named) || isInterfaceType(named) || isUnionType(named) ? ' { __typename }' : '';
      // Half the cases as a literal, half through a variable.
      const viaVariable = i % 2 === 1;
      const args = [...requiredArgs(field.args, arg), `${arg}: ${viaVariable ? '$v' : value}`];
      const body = wrap!(`${fieldName}(${args.join(', ')})${selection}`);
      const argType = getNamedType(field.args.find((a) => a.name === arg)!.type).name;
      const query = viaVariable ? `query($v: ${argType}) { ${body} }` : `{ ${body} }`;
      const res = await env.graphql(query, key, viaVariable ? { v: value } : undefined);
      const error = res.body.errors?.[0];
      if (
        res.status !== 400 ||
        error?.extensions?.code !== 'invalid_request' ||
        ![arg, snakeCase(arg)].some((name) => String(error?.message).startsWith(`${name} must be`)) ||
        res.body.data
      ) {
        failures.push(`${coordinate}(${arg}: ${value}) → ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`);
      }
    }
    expect(failures).toEqual([]);
    expect(declared.length).toBeGreaterThan(80);
    await env.service.ledger.drain();
    expect(await env.balance(accountId)).toBe(before);
  });

  it('the cases the probe found: contentSignals(first: -100000), messages(first: -5), posts(first: 0)', async () => {
    for (const [query, arg] of [
      ['{ photonetProfile(q: "someone") { username contentSignals(first: -100000) { postId } } }', 'first'],
      ['{ dmConversation(id: 1) { messages(first: -5) { nodes { text } } } }', 'first'],
      ['{ photonetProfile(q: "someone") { username posts(first: 0) { nodes { shortcode } } } }', 'first'],
    ]) {
      const res = await env.graphql(query, key);
      expect(res.status, query).toBe(400);
      expect(res.body.errors[0].extensions.code).toBe('invalid_request');
      expect(res.body.errors[0].message).toMatch(new RegExp(`^${arg} must be (a whole number )?from`));
    }
  });
});
