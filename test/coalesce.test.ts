import { describe, expect, it } from 'vitest';
import { coalesced } from '../platform/db/coalesce.ts';

describe('coalesced statements (platform/db/coalesce.ts)', () => {
  it('answers each key, asking for the keys of one turn of the loop together, and those asked meanwhile in the next', async () => {
    const batches: number[][] = [];
    let release: () => void = () => {};
    const gate = new Promise<void>((r) => (release = r));
    const double = coalesced<number, number>(
      async (keys) => {
        batches.push(keys);
        if (batches.length === 1) await gate;
        return keys.map((k) => k * 2);
      },
      { maxInFlight: 1 },
    );
    const first = Promise.all([1, 2, 3].map(double));
    await new Promise((r) => setImmediate(r));
    const second = Promise.all([4, 5].map(double));
    await new Promise((r) => setImmediate(r));
    // One statement in flight at most: 4 and 5 wait for the first to end, then go together.
    expect(batches).toEqual([[1, 2, 3]]);
    release();
    expect(await first).toEqual([2, 4, 6]);
    expect(await second).toEqual([8, 10]);
    expect(batches).toEqual([
      [1, 2, 3],
      [4, 5],
    ]);
  });

  it('fails every key of a failed statement, and only those', async () => {
    const lookup = coalesced<string, string>(async (keys) => {
      if (keys.includes('bad')) throw new Error('statement failed');
      return keys.map((k) => k.toUpperCase());
    });
    const together = await Promise.allSettled(['a', 'bad'].map(lookup));
    expect(together.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(await lookup('c')).toBe('C');
  });

  it('carries at most maxBatch keys in one statement', async () => {
    const sizes: number[] = [];
    const same = coalesced<number, number>(
      async (keys) => {
        sizes.push(keys.length);
        return keys;
      },
      { maxBatch: 4 },
    );
    expect(await Promise.all(Array.from({ length: 10 }, (_, i) => same(i)))).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(sizes).toEqual([4, 4, 2]);
  });
});
