import { InvalidRequest, quote } from '../../platform/errors.ts';
import { identifierUrl } from '../../platform/outbound/url-policy.ts';
import { z } from 'zod';
import { cursorField, decodeCursor as decodeSigned, encodeCursor as encodeSigned } from '../../platform/cursor.ts';
import type { SourceMode } from '../../platform/live/reader.ts';
import { across, documented, normalised, sourceParam as sourceRule } from '../../platform/rest/params.ts';

/** Parameter rules of the openfeed operations (contract 4.7), shared by REST and GraphQL. */

const HANDLE = /^[A-Za-z0-9.-]{3,253}$/;
const DID = /^(did:plc:[a-z2-7]{24}|did:web:[a-z0-9._:%-]{1,500})$/;
/** The same rules as patterns, for the API description. */
export const HANDLE_PATTERN = HANDLE.source;
export const DID_PATTERN = DID.source;
const POST_PATH = /^\/profile\/([^/]+)\/post\/([A-Za-z0-9._:~-]{1,512})\/?$/;

export function handleParam(value: string, name = 'handle'): string {
  if (!HANDLE.test(value)) throw new InvalidRequest(`${name} must be 3 to 253 characters of A-Z a-z 0-9 . -, got ${quote(value)}`);
  return value;
}

export function userIdParam(value: string, name = 'user_id'): string {
  if (!DID.test(value)) {
    throw new InvalidRequest(
      `${name} must be did:plc: followed by 24 characters of a-z 2-7, or did:web: followed by 1 to 500 characters of a-z 0-9 . _ : % -, got ${quote(value)}`,
    );
  }
  return value;
}

export function sourceParam(value: string | undefined, name = 'source'): SourceMode {
  if (value === undefined) return 'auto';
  if (value !== 'auto' && value !== 'db' && value !== 'live') throw new InvalidRequest(`${name} must be auto, db or live, got ${quote(value)}`);
  return value;
}

export function cursorParam(value: string, name = 'cursor'): string {
  if (value.length === 0 || value.length > 8192) throw new InvalidRequest(`${name} must be 1 to 8192 characters`);
  return value;
}

/** The author feed's cursor: the appview's own, signed and bound to the actor it pages (platform/cursor.ts). */
export function encodeFeedCursor(actor: string, upstream: string): string {
  return encodeSigned('openfeed:user/posts', { actor }, { c: upstream });
}

/** The appview cursor inside a feed cursor; a 400 for anything a previous page of this actor's feed did not emit. */
export function feedCursor(actor: string, cursor: string): string {
  return decodeSigned('openfeed:user/posts', { actor }, cursor, z.strictObject({ c: cursorField.text.min(1) })).c;
}

/** A public post URL: `https://<host>/profile/<handle or DID>/post/<record key>`, at most 2048 characters. */
export function postUrlParam(value: string, name = 'url'): { url: string; actor: string; rkey: string } {
  const parsed = identifierUrl(value, name, `${name} must be a URL, got ${quote(value)}`);
  const match = /^https?:$/.test(parsed.protocol) ? POST_PATH.exec(parsed.pathname) : null;
  if (!match) throw new InvalidRequest(`${name} must be a public post URL like https://<host>/profile/<handle>/post/<id>, got ${quote(value)}`);
  let actor: string;
  try {
    actor = decodeURIComponent(match[1]);
  } catch {
    throw new InvalidRequest(`${name} holds a bad % escape: ${quote(value)}`);
  }
  if (actor.startsWith('did:')) userIdParam(actor, `${name} (account)`);
  else handleParam(actor, `${name} (account)`);
  return { url: value, actor, rkey: match[2] };
}

/** Exactly one of handle and user_id. */
export function actorParam(handle: string | undefined, userId: string | undefined): string {
  if ((handle === undefined) === (userId === undefined)) throw new InvalidRequest('Give exactly one of handle and user_id.');
  return handle !== undefined ? handleParam(handle) : userIdParam(userId!);
}

const handle = normalised((v) => handleParam(v, 'handle'), { pattern: HANDLE_PATTERN, minLength: 3, maxLength: 253 });

/** An account, live or from its stored payload: its handle. */
export const PROFILE_RULES = z.strictObject({ handle, source: sourceRule });

/** One author-feed page: exactly one of handle and user_id, and the cursor of the previous page. */
export const FEED_RULES = z
  .strictObject({
    handle: handle.optional(),
    user_id: documented(z.string(), { type: 'string', pattern: DID_PATTERN, description: 'A DID (did:plc: or did:web:).' }).optional(),
    cursor: normalised((v) => cursorParam(v, 'cursor'), {
      minLength: 1,
      maxLength: 8192,
      description: 'cursor of the previous page of the same feed. Opaque and signed: never construct or alter one; any other value is a 400.',
    }).optional(),
    source: sourceRule,
  })
  .superRefine(across((p: { handle?: string; user_id?: string }) => actorParam(p.handle, p.user_id)))
  .meta({ description: 'Exactly one of handle and user_id.' });

/** The thread around a post: its public URL, answered as the post it names. */
export const THREAD_RULES = z.strictObject({
  url: normalised((v) => postUrlParam(v, 'url'), { format: 'uri', maxLength: 2048, description: 'https://<host>/profile/<handle or DID>/post/<id>' }),
  source: sourceRule,
});

/** An account from the library: its handle. */
export const STORED_PROFILE_RULES = z.strictObject({ handle });
