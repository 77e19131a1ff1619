import { describe, expect, it } from 'vitest';
import { walk } from '../platform/walk.ts';

describe('walk', () => {
  it('covers a walk of hundreds of thousands of items (newest and oldest without spreading them into a call)', async () => {
    const base = Date.UTC(2026, 0, 1);
    const pages = 3;
    const perPage = 100_000;
    const result = await walk(
      {
        key: (n: number) => String(n),
        time: (n: number) => new Date(base - n * 1000),
        fetchPage: async (cursor) => {
          const page = cursor === null ? 0 : Number(cursor);
          const items = Array.from({ length: perPage }, (_, i) => page * perPage + i);
          return { items, nextCursor: page + 1 < pages ? String(page + 1) : null };
        },
      },
      { maxPages: null, since: null, cursor: null, deadline: Date.now() + 60_000 },
    );
    expect(result.items).toHaveLength(pages * perPage);
    expect(result.stopReason).toBe('exhausted');
    expect(result.coverage).toEqual({
      items: pages * perPage,
      newest_at: new Date(base).toISOString(),
      oldest_at: new Date(base - (pages * perPage - 1) * 1000).toISOString(),
      complete: true,
    });
  });
});
