import { z } from 'zod';
import { InvalidRequest, quote } from '../../platform/errors.ts';
import { cursorField, decodeCursor as decodeSigned, encodeCursor as encodeSigned } from '../../platform/cursor.ts';
import { blockedCursorParam, queryParam } from '../../platform/rest/bounds.ts';
import { normalised, sourceParam } from '../../platform/rest/params.ts';

/**
 * Parameter rules of the notenet operations, one schema per operation under the REST names; resolvers apply the
 * same schemas to the GraphQL arguments (checkArgs), so both surfaces answer the same 400.
 */

const HEX_ID = /^[0-9a-f]{24}$/;
const MAX_CURSOR = 8192;

/** A note or user id: 24 lowercase hex characters (contract 2.12). */
export function hexIdParam(name: string, what: string) {
  return normalised(
    (v) => {
      if (!HEX_ID.test(v)) throw new InvalidRequest(`${name} must be 24 lowercase hex characters (${what}), got ${quote(v)}`);
      return v;
    },
    { pattern: HEX_ID.source, minLength: 24, maxLength: 24, description: `${what}: 24 lowercase hex characters.` },
  );
}

/** The discovery surfaces the upstream serves anonymously: only `explore` (contract 2.12). */
export const surfaceParam = z.enum(['explore'], { error: 'surface must be explore, the only discovery surface' }).default('explore');

/**
 * The explore cursor as this API hands it out (platform/cursor.ts): the upstream's own cursor, signed and bound to
 * the explore read. Only a cursor a previous explore page emitted passes.
 */
export function encodeExploreCursor(upstream: string): string {
  return encodeSigned('notenet:explore', { surface: 'explore' }, { c: upstream });
}

/** The upstream cursor inside an explore cursor; a 400 for anything a previous page did not emit. */
export function upstreamCursor(cursor: string, name = 'cursor'): string {
  if (cursor.length === 0 || cursor.length > MAX_CURSOR) throw new InvalidRequest(`${name} must be 1 to ${MAX_CURSOR} characters, from the previous page`);
  return decodeSigned('notenet:explore', { surface: 'explore' }, cursor, z.strictObject({ c: cursorField.text.min(1) }), name).c;
}

const exploreCursor = normalised(
  (v) => {
    upstreamCursor(v);
    return v;
  },
  { minLength: 1, maxLength: MAX_CURSOR, description: 'next_cursor of the previous explore page: opaque, bound to that request; never construct one.' },
);

const noteId = hexIdParam('note_id', 'a note id');

/** GET /v1/notenet/live/explore */
export const exploreArgs = z.strictObject({ surface: surfaceParam, cursor: exploreCursor.optional(), source: sourceParam });

/** GET /v1/notenet/live/note */
export const noteArgs = z.strictObject({ note_id: noteId, source: sourceParam });

/** GET /v1/notenet/note (the library: no source) */
export const storedNoteArgs = z.strictObject({ note_id: noteId });

/** The blocked operations' rules (no anonymous profile, timeline or keyword search upstream). */
const userId = hexIdParam('user_id', 'a user id');
const pageCursor = blockedCursorParam('cursor').optional();
export const userArgs = z.strictObject({ user_id: userId, source: sourceParam });
export const userNotesArgs = z.strictObject({ user_id: userId, cursor: pageCursor, source: sourceParam });
export const searchArgs = z.strictObject({ query: queryParam('query'), cursor: pageCursor, source: sourceParam });
