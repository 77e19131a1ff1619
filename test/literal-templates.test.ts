import { buildSchema, graphql, parse, print } from 'graphql';
import { describe, expect, it } from 'vitest';
import { LiteralTemplates, scan } from '../router/literal-templates.ts';
import { noNulInStrings } from '../router/graphql-nul.ts';
import { BoundedCache, DOCUMENT_BYTES_PER_CHAR, documentStore } from '../router/bounded-cache.ts';

/** Every field answers the arguments it got, as JSON: what a text and its normalised form ran with. */
const schema = buildSchema(`
  input Range { from: Int!, to: Int }
  enum Order { NEW OLD }
  type Item { id: ID!, args: String!, tags(first: Int = 3, after: String): String! }
  type Query {
    item(id: ID!): Item
    items(ids: [ID!], range: Range, order: Order, q: String, score: Float): String!
    echo(s: String, n: Int, f: Float): String!
  }
`);
const echo = (args: unknown) => JSON.stringify(args);
const rootValue = {
  item: (args: { id: string }) => ({ id: args.id, args: echo(args), tags: (tagArgs: unknown) => echo(tagArgs) }),
  items: echo,
  echo,
};

function templates(maxBytes = 1 << 20) {
  const t = new LiteralTemplates({ validationRules: [noNulInStrings], maxTokens: 1000, maxBytes });
  t.setSchema(schema);
  return t;
}

const run = (source: string, variableValues?: Record<string, unknown>, operationName?: string) =>
  graphql({ schema, source, rootValue, variableValues, operationName });

/** Normalises a text (twice: the first learns the template, the second uses it) and checks it answers the same. */
async function same(t: LiteralTemplates, source: string, variables?: Record<string, unknown>, operationName?: string) {
  const normal = t.normalise(source, variables, operationName);
  expect(normal, source).not.toBeNull();
  expect(await run(normal!.query, normal!.variables, operationName)).toEqual(await run(source, variables, operationName));
  return normal!;
}

describe('the shape of a text', () => {
  it('is its tokens with each scalar literal replaced by its kind, whatever the layout and comments', () => {
    const a = scan('{ echo(s: "a", n: 1, f: 1.5) }', 100)!;
    const b = scan('# hello\n{echo(s:"other\\n",\n n: -42 , f: 2e10)}', 100)!;
    expect(a.shape).toBe(b.shape);
    expect(b.literals.map((token) => token.value)).toEqual(['other\n', '-42', '2e10']);
    expect(scan('{ echo(s: """a""") }', 100)!.shape).not.toBe(scan('{ echo(s: "a") }', 100)!.shape);
    expect(scan('{ echo(n: 1) }', 100)!.shape).not.toBe(scan('{ echo(n: 1.0) }', 100)!.shape);
    expect(scan('{ echo(s: "a") }', 100)!.shape).not.toBe(scan('{ echo(q: "a") }', 100)!.shape);
  });

  it('is nothing for a text that does not lex or has too many tokens', () => {
    expect(scan('{ echo(s: "unterminated) }', 100)).toBeNull();
    expect(scan('{ echo(s: "a") }', 5)).toBeNull();
  });
});

describe('literal templates', () => {
  it('gives every text of one shape the same text, its values as variables', async () => {
    const t = templates();
    const a = await same(t, '{ echo(s: "ana", n: 3) }');
    const b = await same(t, '{echo(s:"bob",n:-7)}');
    expect(a.query).toBe(b.query);
    expect(a.query).toBe(print(parse('query ($lit0: String, $lit1: Int) { echo(s: $lit0, n: $lit1) }')));
    expect([a.variables, b.variables]).toEqual([
      { lit0: 'ana', lit1: 3 },
      { lit0: 'bob', lit1: -7 },
    ]);
    expect(t.counts).toMatchObject({ miss: 1, hit: 1 });
  });

  it('reads escapes, unicode and block strings as the parser does', async () => {
    const t = templates();
    await same(t, '{ echo(s: "plain") }');
    for (const text of ['"tab\\there \\"quoted\\" \\\\ back"', '"\\u00e9t\\u00E9 \\u{1F600}"', '"já 😀 日本"', '"\\ud83d\\ude00"']) {
      const normal = await same(t, `{ echo(s: ${text}) }`);
      expect(normal.variables.lit0).toBe(JSON.parse(text.replace('\\u{1F600}', '\\ud83d\\ude00')));
    }
    const block = await same(t, '{ echo(s: """\n    first\n      second \\""" end\n  """) }');
    expect(block.variables.lit0).toBe('first\n  second """ end');
    // a block string and a string are different shapes, with the same values
    await same(t, '{ echo(s: """x""") }');
    expect(t.size).toBe(2);
  });

  it('reads numbers as validation does: negative, exponents, an Int where a Float or an ID goes', async () => {
    const t = templates();
    for (const [n, f] of [
      ['1', '1.5'],
      ['-2147483648', '-0.0'],
      ['2147483647', '6.02e23'],
      ['0', '1E-3'],
    ]) {
      const normal = await same(t, `{ echo(n: ${n}, f: ${f}) }`);
      expect(normal.variables).toEqual({ lit0: Number(n), lit1: Number(f) });
    }
    await same(t, '{ echo(n: 1, f: 2) }');
    await same(t, '{ item(id: 42) { id args } }');
    await same(t, '{ item(id: "42") { id args } }');
  });

  it('leaves to the server a value that would fail as a literal, or whose variable would not coerce', () => {
    const t = templates();
    expect(t.normalise('{ echo(n: 1, f: 1.5) }', undefined, undefined)).not.toBeNull();
    // beyond 32 bits: validation refuses it as written, with its location in the text sent
    expect(t.normalise('{ echo(n: 2147483648, f: 1.5) }', undefined, undefined)).toBeNull();
    // valid as a literal, but not a finite Float as a variable
    expect(t.normalise('{ echo(n: 1, f: 1e400) }', undefined, undefined)).toBeNull();
    // a NUL in a string is refused by validation
    expect(t.normalise('{ echo(s: "a") }', undefined, undefined)).not.toBeNull();
    expect(t.normalise('{ echo(s: "a\\u0000b") }', undefined, undefined)).toBeNull();
    // a string where an enum goes, an unknown field: invalid as sent, whatever the values
    expect(t.normalise('{ items(order: "NEW") }', undefined, undefined)).toBeNull();
    expect(t.normalise('{ nope(s: "a") }', undefined, undefined)).toBeNull();
    expect(t.normalise('{ echo(s: "a" }', undefined, undefined)).toBeNull();
    expect(t.counts.hit).toBe(0);
  });

  it('keeps the client variables, never taking their names, and checks they coerce', async () => {
    const t = templates();
    const text = (s: string) => `query Q($lit0: Int, $f: Float = 2.5) { echo(s: ${s}, n: $lit0, f: $f) item(id: "1") { tags(first: $lit0) } }`;
    const a = await same(t, text('"a"'), { lit0: 5 });
    expect(a.variables).toEqual({ lit0: 5, lit1: 'a', lit2: '1' });
    const b = await same(t, text('"b"'), { lit0: 6, f: 1 }, 'Q');
    expect(b.query).toBe(a.query);
    // an unknown operation name, a client variable that does not coerce: the server answers them as sent
    expect(t.normalise(text('"c"'), { lit0: 1 }, 'Other')).toBeNull();
    expect(t.normalise(text('"c"'), { lit0: 'x' }, undefined)).toBeNull();
    expect(t.normalise(text('"c"'), 'not an object', undefined)).toBeNull();
    // the default value stays a literal: another default is another template
    await same(t, text('"c"').replace('2.5', '3.5'), { lit0: 1 });
    expect(t.counts).toMatchObject({ miss: 2, hit: 1 });
  });

  it('handles aliases, fragments, lists and input objects', async () => {
    const t = templates();
    const text = (a: string, b: string) =>
      `query { one: item(id: ${a}) { ...F } two: item(id: ${b}) { ...F } items(ids: [${a}, ${b}], range: { from: 1, to: 2 }, order: OLD) }
       fragment F on Item { id tags(first: 2, after: "x") }`;
    const first = await same(t, text('"1"', '"2"'));
    const second = await same(t, text('"3"', '"4"'));
    expect(second.query).toBe(first.query);
    expect(second.variables).toEqual({ lit0: '3', lit1: '4', lit2: ['3', '4'], lit3: { from: 1, to: 2 }, lit4: 'OLD', lit5: 2, lit6: 'x' });
    await same(t, text('"5"', '"6"').replace('OLD', 'NEW'));
    expect(t.counts.hit).toBe(1);
  });

  it('keeps directive arguments and mixed values as literals: their values choose the template', async () => {
    const t = templates();
    const text = (id: string, mixed: string) => `query ($id: ID!, $skip: Boolean = false) {
      item(id: ${id}) @skip(if: $skip) { id }
      items(ids: [${mixed}, $id], q: null)
    }`;
    const a = await same(t, text('"1"', '"m"'), { id: '9' });
    const b = await same(t, text('"2"', '"m"'), { id: '9', skip: true });
    expect(b.query).toBe(a.query);
    expect(b.query).toContain('items(ids: ["m", $id], q: null)');
    const c = await same(t, text('"3"', '"n"'), { id: '9' });
    expect(c.query).toContain('items(ids: ["n", $id], q: null)');
    expect(t.counts).toMatchObject({ miss: 2, hit: 1 });
  });

  it('leaves documents of several operations, and texts without literals, to the server', () => {
    const t = templates();
    const two = 'query A { echo(s: "a") } query B { echo(s: "b") }';
    expect(t.normalise(two, undefined, 'A')).toBeNull();
    expect(t.normalise(two.replace('"a"', '"z"'), undefined, 'A')).toBeNull();
    expect(t.counts).toMatchObject({ miss: 1, untouched: 1 });
    expect(t.normalise('query ($s: String) { echo(s: $s) }', { s: 'a' }, undefined)).toBeNull();
    expect(t.normalise('{ echo @include(if: true) }', undefined, undefined)).toBeNull();
  });

  it('is bounded by memory, the least recently used shape dropped first', () => {
    const t = templates(4_000);
    for (let i = 0; i < 50; i++) t.normalise(`{ a${i}: echo(s: "x") }`, undefined, undefined);
    expect(t.size).toBeGreaterThan(0);
    expect(t.size).toBeLessThan(50);
    expect(t.bytes).toBeLessThanOrEqual(4_000);
  });
});

describe('a cache bounded by memory', () => {
  it('drops the least recently used entries past its bound, and keeps nothing larger than it', () => {
    const cache = new BoundedCache<string, string>(10, (_key, value) => value.length);
    cache.set('a', 'aaaa');
    cache.set('b', 'bbbb');
    expect(cache.get('a')).toBe('aaaa'); // a is now the most recently used
    cache.set('c', 'cccc');
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual(['aaaa', undefined, 'cccc']);
    expect(cache.bytes).toBe(8);
    cache.set('d', 'd'.repeat(11));
    expect(cache.get('d')).toBeUndefined();
    cache.set('a', 'a');
    expect([cache.size, cache.bytes]).toEqual([2, 5]);
  });

  it("estimates Apollo Server's documents from the length of their text", async () => {
    const store = documentStore(100 * DOCUMENT_BYTES_PER_CHAR);
    const small = parse('{ echo(s: "a") }');
    await store.set('one', small);
    expect(await store.get('one')).toBe(small);
    expect(store.cache.bytes).toBe(2 * 'one'.length + DOCUMENT_BYTES_PER_CHAR * small.loc!.end);
    await store.set('two', parse(`{ ${'echo '.repeat(30)}}`));
    expect(await store.get('two')).toBeUndefined(); // 155 characters: more than the whole store
    expect(await store.delete('one')).toBe(true);
    expect(store.cache.size).toBe(0);
  });
});
