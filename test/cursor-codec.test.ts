import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { cursorCodec, cursorField, CURSOR_VERSION } from '../platform/cursor.ts';
import { loadConfig } from '../platform/config.ts';
import { ApiError } from '../platform/errors.ts';

const A = 'a'.repeat(32);
const B = 'b'.repeat(32);
const shape = z.strictObject({ p: cursorField.page, t: cursorField.timestamp.optional() });

/** The 400 a decode throws, or null when it decoded. */
function refusal(run: () => unknown): { status: number; code: string; message: string } | null {
  try {
    run();
    return null;
  } catch (err) {
    if (!(err instanceof ApiError)) throw err;
    return { status: err.status, code: err.code, message: err.message };
  }
}

describe('the cursor codec (platform/cursor.ts)', () => {
  const codec = cursorCodec([A]);

  it('round trip: what a page emitted decodes back for the same operation and arguments, whatever their key order', () => {
    const cursor = codec.encode('facenet:page/posts', { url: 'u', page_id: undefined, sort: 's' }, { p: 2 });
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(codec.decode('facenet:page/posts', { sort: 's', url: 'u' }, cursor, shape)).toEqual({ p: 2 });
  });

  it('a forged, altered, foreign or other-version cursor is one 400 invalid_request', () => {
    const cursor = codec.encode('facenet:page/posts', { url: 'u' }, { p: 2 });
    const raw = Buffer.from(cursor, 'base64url');
    const flipped = (i: number) => {
      const copy = Buffer.from(raw);
      copy[i] ^= 1;
      return copy.toString('base64url');
    };
    const forged = Buffer.from(JSON.stringify({ o: 'page/posts', p: 1000000000 })).toString('base64url');
    const reversion = Buffer.concat([Buffer.from([CURSOR_VERSION + 1]), raw.subarray(1)]).toString('base64url');
    const cases = [
      ['forged (unsigned base64 JSON)', () => codec.decode('facenet:page/posts', { url: 'u' }, forged, shape)],
      ['garbage', () => codec.decode('facenet:page/posts', { url: 'u' }, 'garbage', shape)],
      ['not base64url', () => codec.decode('facenet:page/posts', { url: 'u' }, 'a b+/=', shape)],
      ['payload altered', () => codec.decode('facenet:page/posts', { url: 'u' }, flipped(3), shape)],
      ['signature altered', () => codec.decode('facenet:page/posts', { url: 'u' }, flipped(raw.length - 1), shape)],
      ['another operation', () => codec.decode('facenet:page/photos', { url: 'u' }, cursor, shape)],
      ['same operation, other arguments', () => codec.decode('facenet:page/posts', { url: 'v' }, cursor, shape)],
      ['another version', () => codec.decode('facenet:page/posts', { url: 'u' }, reversion, shape)],
      ['another secret', () => cursorCodec([B]).decode('facenet:page/posts', { url: 'u' }, cursor, shape)],
      ['too long', () => codec.decode('facenet:page/posts', { url: 'u' }, 'a'.repeat(8193), shape)],
    ] as const;
    for (const [what, run] of cases) {
      const r = refusal(run);
      expect(r, what).toMatchObject({ status: 400, code: 'invalid_request' });
      expect(r!.message, what).toContain('cursor is not a cursor this API gave out');
    }
  });

  it('a signed payload is still checked against its shape: values PostgreSQL cannot hold are a 400, never reach SQL', () => {
    const ints = z.strictObject({ i: cursorField.int4 });
    expect(
      refusal(() => codec.decode('jobs:results', { batchId: 'b' }, codec.encode('jobs:results', { batchId: 'b' }, { i: 2147483648 }), ints)),
    ).toMatchObject({ status: 400 });
    expect(refusal(() => codec.decode('jobs:results', { batchId: 'b' }, codec.encode('jobs:results', { batchId: 'b' }, { i: -1 }), ints))).toMatchObject({
      status: 400,
    });
    for (const t of ['0000-01-01T00:00:00Z', '+275760-09-13T00:00:00Z', 'yesterday']) {
      const cursor = codec.encode('clipnet:videos', { handle: 'h' }, { p: 2, t });
      expect(
        refusal(() => codec.decode('clipnet:videos', { handle: 'h' }, cursor, shape)),
        t,
      ).toMatchObject({ status: 400 });
    }
    expect(refusal(() => codec.decode('x', {}, codec.encode('x', {}, { p: 2, extra: 1 }), shape))).toMatchObject({ status: 400 });
  });

  it('rotation: the first secret signs, every secret of the list verifies, a retired one no longer does', () => {
    const old = cursorCodec([A]).encode('op', { q: 1 }, { p: 3 });
    const rotating = cursorCodec([B, A]);
    expect(rotating.decode('op', { q: 1 }, old, shape)).toEqual({ p: 3 });
    const fresh = rotating.encode('op', { q: 1 }, { p: 4 });
    expect(cursorCodec([B]).decode('op', { q: 1 }, fresh, shape)).toEqual({ p: 4 });
    expect(refusal(() => cursorCodec([B]).decode('op', { q: 1 }, old, shape))).toMatchObject({ status: 400 });
  });

  it('configuration: CURSOR_SECRETS is a comma-separated list; else derived from INTERNAL_SIGNING_SECRET, the same in every process', () => {
    expect(loadConfig({ CURSOR_SECRETS: `${B}, ${A}` }).cursorSecrets).toEqual([B, A]);
    expect(() => loadConfig({ CURSOR_SECRETS: 'short' })).toThrow(/CURSOR_SECRETS/);
    const internal = 'i'.repeat(40);
    const derived = loadConfig({ INTERNAL_SIGNING_SECRET: internal }).cursorSecrets;
    expect(derived).toEqual(loadConfig({ INTERNAL_SIGNING_SECRET: internal }).cursorSecrets);
    expect(derived[0]).not.toBe(internal);
    expect(loadConfig({}).cursorSecrets).toHaveLength(1);
  });
});
