import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { InvalidRequest } from '../platform/errors.ts';
import {
  clientArgs,
  decodeCursor,
  isBatch,
  parseWalkRequest,
  runWalk,
  walkCost,
  walkerFieldPrice,
  walkerJobOperations,
  walkParam,
  type WalkerDeclaration,
  type WalkPages,
  type WalkRequest,
} from '../platform/walkers/index.ts';

/**
 * The walker kit (platform/walkers/) on a declaration of its own: the paging table's rules parameterised by the
 * declaration (mode parameter, since, limit, batch, refused parameters), the run loop's cursors and limit, the job
 * adapter's stored arguments and cost. Networks' walkers are tested end to end in their own tests.
 */

const NOW = Date.parse('2026-11-20T12:00:00Z');

const decl = (more: Partial<WalkerDeclaration<{ suffix: string }>> = {}): WalkerDeclaration<{ suffix: string }> => ({
  name: 'things',
  operation: 'testnet.things',
  target: {
    key: 'slug',
    params: ['slug'],
    parse(input, ctx) {
      if (!input.slug || !/^[a-z]{2,10}$/.test(input.slug)) throw new InvalidRequest(`slug must be 2 to 10 of a-z${ctx.suffix}`);
      return input.slug;
    },
    fields: () => ({ slug: walkParam({ type: 'string' }) }),
    required: 'slug is required',
    maxLength: 10,
  },
  modes: { param: 'source', modes: { auto: 'auto', db: 'db', live: 'live' }, default: 'auto', graphqlType: 'SourceMode' },
  defaultPageSize: 10,
  maxPageSize: 25,
  acceptsSince: false,
  price: '0.0005',
  block: 10,
  ...more,
});

const parse = (given: Record<string, string | number | boolean | string[]>, w = decl()) => parseWalkRequest(w, given, { now: NOW, ctx: { suffix: '!' } });
const message = (f: () => unknown) => {
  try {
    f();
  } catch (err) {
    return (err as Error).message;
  }
  return null;
};

describe('request rules from a declaration', () => {
  it('defaults: 10 pages, the default page size, the default mode, no cursor', () => {
    expect(parse({ slug: 'abc' })).toEqual({
      target: 'abc',
      since: null,
      max_pages: 10,
      cursor: null,
      page_size: 10,
      mode: 'auto',
      get_raw: false,
      limit: null,
    });
    expect(parse({ slug: 'abc', max_pages: '-1', source: 'db', page_size: 25, get_raw: 'true' })).toMatchObject({
      max_pages: null,
      mode: 'db',
      page_size: 25,
      get_raw: true,
    });
  });

  it('every rule answers its own message: the target (with its context), the mode parameter by its name, since, pages', () => {
    expect(message(() => parse({ slug: 'A' }))).toBe('slug must be 2 to 10 of a-z!');
    expect(message(() => parse({ slug: 'abc', source: 'cache_only' }))).toBe('source must be auto, db or live, got "cache_only"');
    expect(message(() => parse({ slug: 'abc', since: '7d' }))).toBe('since is not accepted by things.');
    expect(message(() => parse({ slug: 'abc', max_pages: 0 }))).toBe('max_pages must be a positive whole number, or -1 for no page cap.');
    expect(message(() => parse({ slug: 'abc', page_size: 26 }))).toBe('page_size must be from 1 to 25 for things.');
    expect(message(() => parse({ slug: 'abc', count: '5' }))).toContain('count is a native paging input');
    expect(message(() => parse({ slug: 'abc', colour: 'red' }))).toContain('Unknown parameter');
    expect(message(() => parse({ slug: 'abc', handles: 'a,b' }, decl({ refused: { handles: 'things take one slug.' } })))).toBe('things take one slug.');
  });

  it('since where accepted: alone it bounds the walk (no page cap); a bad date is 400', () => {
    const w = decl({ acceptsSince: true });
    expect(parse({ slug: 'abc', since: '2026-11-01' }, w)).toMatchObject({ since: '2026-11-01', max_pages: null });
    expect(message(() => parse({ slug: 'abc', since: '2026-02-30' }, w))).toContain('not a calendar date');
  });

  it('limit where declared, with its unit in the message; -1 is the cap', () => {
    const w = decl({ limit: { cap: 50, unit: 'thing', description: 'at most' } });
    expect(parse({ slug: 'abc', limit: -1 }, w)).toMatchObject({ limit: 50, max_pages: null });
    expect(message(() => parse({ slug: 'abc', limit: 51 }, w))).toBe('limit must be from 1 to 50, or -1 for the 50-thing cap.');
  });

  it('a batch: its list parameter, max_pages=1 required, no cursor', () => {
    const w = decl({
      batch: {
        param: 'slugs',
        unit: 'slug',
        max: 3,
        parse: (raw) => String(raw).split(','),
        field: () => z.string(),
        required: 'slug or slugs is required',
      },
    });
    const batch = parse({ slugs: 'ab,cd', max_pages: 1 }, w);
    expect(isBatch(batch) && batch.targets).toEqual(['ab', 'cd']);
    expect(message(() => parse({ slugs: 'ab,cd' }, w))).toBe(
      'slugs (a batch of 2) requires max_pages=1: a batch answers one page of each slug now; walk one slug at a time for more pages or a job.',
    );
    expect(message(() => parse({ slugs: 'ab', slug: 'cd', max_pages: 1 }, w))).toBe('Give slug or slugs, not both.');
  });
});

describe('the run loop, cursors and jobs', () => {
  /** A list of 23 items, 'n' apart, whose upstream cursor is an offset and which carries a token it must get back. */
  const pages = (asked: { cursor: string | null; size: number; carry: Record<string, string> }[]): WalkPages => ({
    timed: true,
    async read(page) {
      asked.push(page);
      const from = page.cursor === null ? 0 : Number(page.cursor);
      const to = Math.min(23, from + page.size);
      const items = Array.from({ length: to - from }, (_, i) => ({ key: String(from + i), at: new Date(NOW - (from + i) * 60_000), value: from + i }));
      return { items, next: to < 23 ? String(to) : null, carry: { tok: `t${to}` } };
    },
  });

  it('walks to the end, encoding opaque cursors that carry what the upstream pairs with its cursor', async () => {
    const asked: { cursor: string | null; size: number; carry: Record<string, string> }[] = [];
    const w = decl();
    const request = parse({ slug: 'abc', max_pages: 2 }) as WalkRequest;
    const first = await runWalk(w, request, pages(asked), { asOf: new Date(NOW), deadline: Date.now() + 60_000, keyMode: 'test' as const });
    expect(first.items).toEqual(Array.from({ length: 20 }, (_, i) => i));
    expect(first.stopReason).toBe('pages');
    expect(decodeCursor('things', 'abc', first.nextCursor!)).toEqual({ op: 'things', target: 'abc', c: '20', tok: 't20' });
    const rest = await runWalk(w, { ...request, cursor: first.nextCursor }, pages(asked), {
      asOf: new Date(NOW),
      deadline: Date.now() + 60_000,
      keyMode: 'test' as const,
    });
    expect(rest).toMatchObject({ items: [20, 21, 22], stopReason: 'exhausted', nextCursor: null });
    expect(asked.map((a) => [a.cursor, a.carry.tok ?? null])).toEqual([
      [null, null],
      ['10', 't10'],
      ['20', 't20'],
    ]);
    expect(message(() => decodeCursor('other', 'abc', first.nextCursor!))).toContain('belongs to another operation');
  });

  it('a limit asks the last page only for what is still wanted', async () => {
    const asked: { cursor: string | null; size: number; carry: Record<string, string> }[] = [];
    const w = decl({ limit: { cap: 50, unit: 'thing', description: '' } });
    const result = await runWalk(w, parse({ slug: 'abc', limit: 14 }, w) as WalkRequest, pages(asked), {
      asOf: new Date(NOW),
      deadline: Date.now() + 60_000,
      keyMode: 'test' as const,
    });
    expect(asked.map((a) => a.size)).toEqual([10, 4]);
    expect(result.items).toHaveLength(14);
  });

  it('jobs: stored arguments under the client names (the mode parameter by its name), checked again when run; cost per started block', async () => {
    const w = decl();
    const request = parse({ slug: 'abc', max_pages: 3, source: 'live' }) as WalkRequest;
    const args = clientArgs(w, request);
    expect(args).toEqual({ slug: 'abc', since: null, max_pages: 3, cursor: null, page_size: 10, source: 'live', get_raw: false });
    const seen: WalkRequest[] = [];
    const ops = walkerJobOperations(
      [w],
      async (_w, r) => {
        seen.push(r);
        return { items: [], pages: 0, nextCursor: null, stopReason: 'exhausted', coverage: { items: 0, newest_at: null, oldest_at: null, complete: true } };
      },
      1000,
    );
    const control = { asOf: new Date(NOW), deadline: Date.now() + 1000, stopped: async () => false, keyMode: 'test' as const };
    await ops['testnet.things'].run(args, control);
    expect(seen).toEqual([request]);
    await expect(ops['testnet.things'].run({ ...args, page_size: 26 }, control)).rejects.toThrow('The stored arguments of this things job are not valid');
    expect(ops['testnet.things'].cost(11)).toBe(walkCost(w, 20));
    expect(walkerFieldPrice(w)).toEqual({
      price: '0.0005',
      block: { size: 10, limitArg: 'pageSize', defaultLimit: 10, items: 'page.items', when: { arg: 'maxPages', equals: 1 } },
    });
  });
});
