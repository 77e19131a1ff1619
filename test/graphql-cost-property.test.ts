import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registry } from '../subgraphs/registry.ts';
import { demoContentLines, demoPost, demoProfile } from '../subgraphs/photonet/demo-corpus.ts';
import { createTestEnv, type TestEnv } from './helpers/env.ts';
import { importDemo } from './helpers/fixtures.ts';

/**
 * Property: whatever aliases, fragments, variables (literal, defaulted or sent) and nesting an operation over the
 * billable fields uses, it is charged exactly the price of what its answer holds, and never more than it reserved.
 *
 * The expected charge is computed here from the generated operation and the response alone, with the price list of
 * the README, not with the service's cost model.
 */

const RUNS = Number(process.env.COST_PROPERTY_RUNS ?? 60);
const PROFILES = 4;

let env: TestEnv;
let key: string;
let accountId: number;

beforeAll(async () => {
  env = await createTestEnv();
  await importDemo(env.services.db, PROFILES);
  const report = await registry.importCorpus(env.services.db, demoContentLines(PROFILES));
  if (report.failed) throw new Error(JSON.stringify(report.errors.slice(0, 3)));
  ({ key, accountId } = await env.key({ balance: '1000', rateLimit: 1_000_000 }));
});
afterAll(() => env?.close());

// ---- the operation model -------------------------------------------------------------------------------------

type ArgType = 'String!' | 'String' | 'Int' | '[String!]!';
interface Arg {
  name: string;
  type: ArgType;
  value: unknown;
  /** literal in the document, a variable with a default and no value sent, or a variable whose value is sent */
  as: 'literal' | 'default' | 'sent';
}
/** How many times its price one non-null value costs; `key` gives the response key of a field below it by name. */
type Units = (value: any, key: (name: string) => string) => number;
interface Field {
  kind: 'field';
  name: string;
  aliased: boolean;
  args: Arg[];
  children: Node[];
  /** price in units of $0.0001, and how many times it applies to one non-null value */
  price?: { units: number; per: Units };
  /** list items each count separately (photonetProfiles) */
  perItem?: boolean;
}
interface Fragment {
  kind: 'inline' | 'named';
  on: string;
  children: Node[];
}
type Node = Field | Fragment;

const leaf = (name: string, aliased: boolean): Field => ({ kind: 'field', name, aliased, args: [], children: [] });
const one: Units = () => 1;

// ---- generators ---------------------------------------------------------------------------------------------

const usernames = [...Array.from({ length: PROFILES }, (_, i) => demoProfile(i).username), 'nobody_here_1'];
const shortcodes = [demoPost(0, 0).post.shortcode, demoPost(1, 3).post.shortcode, demoPost(2, 7).post.shortcode, 'ZZnotstored1'];
const argAs = fc.constantFrom<Arg['as']>('literal', 'default', 'sent');
const small = fc.integer({ min: 1, max: 3 });

/** Wraps some of the generated selections in inline or named fragments on their parent type. */
function fragmented(on: string, children: fc.Arbitrary<Node[]>): fc.Arbitrary<Node[]> {
  return fc.tuple(children, fc.constantFrom<'none' | 'inline' | 'named'>('none', 'inline', 'named')).map(([nodes, wrap]) => {
    if (wrap === 'none' || nodes.length < 2) return nodes;
    return [nodes[0], { kind: wrap, on, children: nodes.slice(1) }];
  });
}

const commentFields = (depth: number, faults: boolean): fc.Arbitrary<Node[]> =>
  fragmented(
    'Comment',
    fc.tuple(fc.boolean(), depth > 0 ? fc.option(postField('post', depth - 1, faults), { nil: undefined }) : fc.constant(undefined)).map(([a, post]) => {
      const nodes: Node[] = [leaf('text', a)];
      if (post) nodes.push(post);
      return nodes;
    }),
  );

function postFields(depth: number, faults: boolean): fc.Arbitrary<Node[]> {
  // With faults, some arguments are out of range: the field fails, and null propagation may drop its billable parent.
  const first = faults ? fc.oneof(small, fc.constantFrom(0, -1)) : small;
  const comments = fc.record({ aliased: fc.boolean(), first, as: argAs, inner: fc.boolean(), children: commentFields(depth, faults) }).map((c): Field => ({
    kind: 'field',
    name: 'comments',
    aliased: c.aliased,
    args: [{ name: 'first', type: 'Int', value: c.first, as: c.as }],
    children: [{ kind: 'field', name: 'comments', aliased: c.inner, args: [], children: c.children }],
    price: { units: 5, per: one },
  }));
  const media: fc.Arbitrary<Field> = fc.boolean().map((aliased) => ({
    kind: 'field',
    name: 'media',
    aliased,
    args: [],
    // part of the post: no price of its own
    children: [leaf('kind', false)],
  }));
  const commentsList: fc.Arbitrary<Field> = fc
    .boolean()
    .map((aliased) => ({ kind: 'field', name: 'commentsList', aliased, args: [], children: [leaf('author', false)] }));
  return fragmented(
    'Post',
    fc
      .tuple(fc.boolean(), depth > 0 ? fc.subarray([0, 1, 2]) : fc.constant([] as number[]), depth > 0 ? comments : fc.constant(null), media, commentsList)
      .map(([a, picks, c, m, l]) => {
        const nodes: Node[] = [leaf('shortcode', a)];
        if (picks.includes(0) && c) nodes.push(c);
        if (picks.includes(1)) nodes.push(m);
        if (picks.includes(2)) nodes.push(l);
        return nodes;
      }),
  );
}

function postField(name: string, depth: number, faults = false): fc.Arbitrary<Field> {
  return fc.tuple(fc.boolean(), postFields(depth, faults)).map(([aliased, children]) => ({ kind: 'field', name, aliased, args: [], children }));
}

function profileFields(depth: number, faults: boolean): fc.Arbitrary<Node[]> {
  const first = faults ? fc.oneof(fc.integer({ min: 1, max: 14 }), fc.constant(0)) : fc.integer({ min: 1, max: 14 });
  const after = faults ? fc.option(fc.constantFrom('garbage', 'eyJvIjoxfQ'), { nil: undefined }) : fc.constant(undefined);
  const posts = fc
    .record({ aliased: fc.boolean(), first, after, as: argAs, nodesAliased: fc.boolean(), children: postFields(depth - 1, faults) })
    .map((p): Field => ({
      kind: 'field',
      name: 'posts',
      aliased: p.aliased,
      args: [
        { name: 'first', type: 'Int', value: p.first, as: p.as },
        ...(p.after ? [{ name: 'after', type: 'String' as const, value: p.after, as: p.as }] : []),
      ],
      children: [{ kind: 'field', name: 'nodes', aliased: p.nodesAliased, args: [], children: p.children }],
      price: { units: 5, per: (v, key) => Math.ceil(v[key('nodes')].length / 12) },
    }));
  const full: fc.Arbitrary<Field> = fc.boolean().map((aliased) => ({
    kind: 'field',
    name: 'full',
    aliased,
    args: [],
    children: [{ kind: 'field', name: 'profile', aliased: false, args: [], children: [leaf('username', false)] }],
    price: { units: 10, per: one },
  }));
  return fragmented(
    'Profile',
    fc.tuple(fc.boolean(), fc.subarray([0, 1]), posts, full).map(([a, picks, p, f]) => {
      const nodes: Node[] = [leaf('username', a)];
      if (picks.includes(0)) nodes.push(p);
      if (picks.includes(1)) nodes.push(f);
      return nodes;
    }),
  );
}

const rootField = (faults: boolean): fc.Arbitrary<Field> =>
  fc.oneof(
    fc.record({ aliased: fc.boolean(), q: fc.constantFrom(...usernames), as: argAs, children: profileFields(2, faults) }).map((r): Field => ({
      kind: 'field',
      name: 'photonetProfile',
      aliased: r.aliased,
      args: [{ name: 'q', type: 'String!', value: r.q, as: r.as }],
      children: r.children,
      price: { units: 5, per: one },
    })),
    fc
      .record({ aliased: fc.boolean(), q: fc.subarray(usernames, { minLength: 1, maxLength: 3 }), as: argAs, children: profileFields(1, faults) })
      .map((r): Field => ({
        kind: 'field',
        name: 'photonetProfiles',
        aliased: r.aliased,
        args: [{ name: 'q', type: '[String!]!', value: r.q, as: r.as }],
        children: r.children,
        price: { units: 5, per: one },
        perItem: true,
      })),
    fc.record({ aliased: fc.boolean(), q: fc.constantFrom(...shortcodes), as: argAs, children: postFields(2, faults) }).map((r): Field => ({
      kind: 'field',
      name: 'photonetStoredPost',
      aliased: r.aliased,
      args: [{ name: 'q', type: 'String!', value: r.q, as: r.as }],
      children: r.children,
      price: { units: 5, per: one },
    })),
    fc
      .record({
        aliased: fc.boolean(),
        n: fc.integer({ min: 0, max: 40 }),
        size: fc.integer({ min: 1, max: 50 }),
        as: argAs,
        sizeAs: argAs,
        pageAliased: fc.boolean(),
        itemsAliased: fc.boolean(),
      })
      .map((r): Field => ({
        kind: 'field',
        name: 'photonetUserFeed',
        aliased: r.aliased,
        args: [
          { name: 'handle', type: 'String!', value: `sbx_${r.n}_prop`, as: 'literal' },
          { name: 'maxPages', type: 'Int', value: 1, as: r.as },
          { name: 'pageSize', type: 'Int', value: r.size, as: r.sizeAs },
        ],
        children: [{ kind: 'field', name: 'page', aliased: r.pageAliased, args: [], children: [leaf('items', r.itemsAliased), leaf('pages', false)] }],
        price: { units: 5, per: (v, key) => Math.ceil(v[key('page')][key('items')].length / 12) },
      })),
  );

const operation = fc.record({ fields: fc.array(rootField(false), { minLength: 1, maxLength: 3 }), named: fc.boolean() });
const faultyOperation = fc.record({ fields: fc.array(rootField(true), { minLength: 1, maxLength: 3 }), named: fc.boolean() });

// ---- rendering, and the expected charge from the response ---------------------------------------------------

interface Rendered {
  text: string;
  variables: Record<string, unknown>;
  /** every field with the response key it was given */
  keys: Map<Field, string>;
  /** the root fields as rendered */
  roots: Field[];
}

function render(fields: Field[], named: boolean): Rendered {
  let n = 0;
  const keys = new Map<Field, string>();
  const defs: string[] = [];
  const variables: Record<string, unknown> = {};
  const fragments: string[] = [];
  const arg = (a: Arg) => {
    const literal = JSON.stringify(a.value);
    if (a.as === 'literal') return `${a.name}: ${literal}`;
    const name = `v${++n}`;
    defs.push(`$${name}: ${a.type}${a.as === 'default' ? ` = ${literal}` : ''}`);
    if (a.as === 'sent') variables[name] = a.value;
    return `${a.name}: $${name}`;
  };
  const selections = (nodes: readonly Node[]): string =>
    nodes
      .map((node) => {
        if (node.kind !== 'field') {
          if (node.kind === 'inline') return `... on ${node.on} { ${selections(node.children)} }`;
          const name = `F${++n}`;
          fragments.push(`fragment ${name} on ${node.on} { ${selections(node.children)} }`);
          return `...${name}`;
        }
        // Aliases are made unique, so fields never merge; unaliased fields keep their own name where it is free.
        const key = node.aliased ? `a${++n}_${node.name}` : node.name;
        keys.set(node, key);
        const args = node.args.length ? `(${node.args.map(arg).join(', ')})` : '';
        const alias = node.aliased ? `${key}: ` : '';
        return `${alias}${node.name}${args}${node.children.length ? ` { ${selections(node.children)} }` : ''}`;
      })
      .join(' ');
  // Root fields are always aliased apart from the first, so two of the same name never conflict.
  const roots = fields.map((f, i): Field => (i === 0 ? f : { ...f, aliased: true }));
  const body = selections(roots);
  const head = named || defs.length ? `query ${named ? 'Prop' : ''}${defs.length ? `(${defs.join(', ')})` : ''} ` : '';
  return { text: `${head}{ ${body} } ${fragments.join(' ')}`, variables, keys, roots };
}

function expectedUnits(nodes: Node[], value: any, keys: Map<Field, string>): number {
  if (value === null || value === undefined) return 0;
  if (Array.isArray(value)) return value.reduce((sum, item) => sum + expectedUnits(nodes, item, keys), 0);
  let total = 0;
  for (const node of nodes) {
    if (node.kind !== 'field') {
      total += expectedUnits(node.children, value, keys);
      continue;
    }
    const v = value[keys.get(node)!];
    if (v === null || v === undefined) continue;
    if (node.price) {
      const key = (name: string) => keys.get(descendant(node, name))!;
      const count = node.perItem ? (v as unknown[]).filter((x) => x !== null).length : node.price.per(v, key);
      total += node.price.units * count;
    }
    total += expectedUnits(node.children, v, keys);
  }
  return total;
}

const flatFields = (nodes: Node[]): Field[] => nodes.flatMap((n) => (n.kind === 'field' ? [n] : flatFields(n.children)));

/** The nearest field named `name` below `field` (fragments looked through). */
function descendant(field: Field, name: string): Field {
  let level = flatFields(field.children);
  while (level.length) {
    const found = level.find((f) => f.name === name);
    if (found) return found;
    level = level.flatMap((f) => flatFields(f.children));
  }
  throw new Error(`no field ${name} below ${field.name}`);
}

const dollars = (units: number) => `$${Math.floor(units / 10_000)}.${String(units % 10_000).padStart(4, '0')}`;

describe('the GraphQL charge equals the price of what the answer holds', () => {
  it(`for ${RUNS} generated operations with aliases, fragments, variables and nesting`, async () => {
    await fc.assert(
      fc.asyncProperty(operation, async ({ fields, named }) => {
        const rendered = render(fields, named);
        const before = (await env.ledgerRows(accountId)).length;
        const res = await env.graphql(rendered.text, key, rendered.variables);
        expect(res.status, `${rendered.text}\n${JSON.stringify(res.body.errors)}`).toBe(200);
        expect(res.body.errors, rendered.text).toBeUndefined();
        const expected = expectedUnits(rendered.roots, res.body.data, rendered.keys);
        const cost = res.body.extensions.cost;
        expect(cost.actual, rendered.text).toBe(dollars(expected));
        expect(Number(cost.requested.slice(1)) >= Number(cost.actual.slice(1)), rendered.text).toBe(true);
        const rows = (await env.ledgerRows(accountId)).slice(before);
        expect(
          rows.map((r) => r.amount),
          rendered.text,
        ).toEqual(expected > 0 ? [`-${dollars(expected).slice(1)}`] : []);
      }),
      { numRuns: RUNS },
    );
  });
});

describe('values the executor drops are not charged', () => {
  it(`for ${RUNS} generated operations with argument errors under billable parents`, async () => {
    await fc.assert(
      fc.asyncProperty(faultyOperation, async ({ fields, named }) => {
        const rendered = render(fields, named);
        const before = (await env.ledgerRows(accountId)).length;
        const res = await env.graphql(rendered.text, key, rendered.variables);
        const context = `${rendered.text}\n${JSON.stringify(res.body)}`;
        expect([200, 400], context).toContain(res.status);
        for (const error of res.body.errors ?? []) expect(error.extensions.code, context).toBe('invalid_request');
        // The charge is the price of what the final answer holds: nothing for a field nulled by an error below it.
        const expected = expectedUnits(rendered.roots, res.body.data, rendered.keys);
        const cost = res.body.extensions?.cost;
        if (cost) expect(cost.actual, context).toBe(dollars(expected));
        else expect(expected, context).toBe(0);
        const rows = (await env.ledgerRows(accountId)).slice(before);
        expect(
          rows.map((r) => r.amount),
          context,
        ).toEqual(expected > 0 ? [`-${dollars(expected).slice(1)}`] : []);
      }),
      { numRuns: RUNS },
    );
  });
});
