import { z } from 'zod';
import { InvalidRequest, quote } from '../../platform/errors.ts';
import { identifierUrl } from '../../platform/outbound/url-policy.ts';
import { intParam, normalised, sourceParam } from '../../platform/rest/params.ts';
import { exactlyOneOf, pageCursorParam, queryParam } from '../../platform/rest/bounds.ts';

/**
 * Parameter rules of the clipnet operations, one schema per operation under the REST names; resolvers apply the
 * same schemas to the GraphQL arguments (checkArgs), so both surfaces answer the same 400. The walkers' rules are
 * the walker kit's (walkers.ts), with the same target rules.
 */

/** A handle: 2 to 24 of A-Z a-z 0-9 . _ (a leading @ is dropped). */
export const HANDLE = /^[A-Za-z0-9._]{2,24}$/;
/** A video id: 1 to 40 digits. */
export const VIDEO_ID = /^[0-9]{1,40}$/;
/** A hashtag: 1 to 100 letters, digits or _ (a leading # is dropped). */
export const TAG = /^[\p{L}\p{N}_]{1,100}$/u;
const HOSTS = new Set(['tiktok.com', 'www.tiktok.com', 'm.tiktok.com']);

export function parseHandle(value: string, name = 'handle'): string {
  const handle = value.replace(/^@/, '');
  if (!HANDLE.test(handle)) throw new InvalidRequest(`${name} must be 2 to 24 characters of A-Z a-z 0-9 . _, got ${quote(value)}`);
  return handle;
}

export function parseVideoId(value: string, name = 'id'): string {
  if (!VIDEO_ID.test(value)) throw new InvalidRequest(`${name} must be 1 to 40 digits, got ${quote(value)}`);
  return value;
}

/** The video id of a video URL on tiktok.com (www. or m. allowed): /@handle/video/<id> or /v/<id>(.html). */
export function videoIdFromUrl(value: string, name = 'url'): string {
  const shape = `${name} must be a video URL on tiktok.com (www. or m. allowed) like https://www.tiktok.com/@handle/video/7301234567890123456, got ${quote(value)}`;
  const url = identifierUrl(value, name, shape);
  if (!['https:', 'http:'].includes(url.protocol) || !HOSTS.has(url.hostname.toLowerCase())) throw new InvalidRequest(shape);
  const match = /^\/@[A-Za-z0-9._]{2,24}\/video\/([0-9]{1,40})\/?$/.exec(url.pathname) ?? /^\/v\/([0-9]{1,40})(?:\.html)?\/?$/.exec(url.pathname);
  if (!match)
    throw new InvalidRequest(`${name} must name a video: https://www.tiktok.com/@handle/video/<id> or https://m.tiktok.com/v/<id>.html, got ${quote(value)}`);
  return match[1];
}

export function parseTag(value: string, name = 'tag'): string {
  const tag = value.replace(/^#/, '');
  if (!TAG.test(tag)) throw new InvalidRequest(`${name} must be 1 to 100 letters, digits or _ (with or without #), got ${quote(value)}`);
  return tag;
}

export const handleParam = normalised(parseHandle, {
  pattern: HANDLE.source,
  minLength: 2,
  maxLength: 25,
  description: 'The creator, with or without @: 2 to 24 of A-Z a-z 0-9 . _',
});
const videoIdParam = normalised((v) => parseVideoId(v), { pattern: VIDEO_ID.source, minLength: 1, maxLength: 40, description: 'A video id: 1 to 40 digits.' });
const videoUrlParam = normalised((v) => videoIdFromUrl(v), { format: 'uri', maxLength: 2048, description: 'A video URL on tiktok.com (www. or m. allowed).' });

/** The library reads. */
export const libraryArgs = z.strictObject({ handle: handleParam });
export const libraryVideosArgs = z.strictObject({
  handle: handleParam,
  limit: intParam('limit', 1, 100).optional(),
  cursor: pageCursorParam('cursor').optional(),
});

/** The live reads. */
export const userArgs = z.strictObject({ handle: handleParam, source: sourceParam });
export const userVideosArgs = z.strictObject({
  handle: handleParam,
  limit: intParam('limit', 1, 100).optional(),
  source: sourceParam,
});
/** Exactly one of id and url; answered as the video id. */
export const videoArgs = exactlyOneOf(
  z.strictObject({ id: videoIdParam.optional(), url: videoUrlParam.optional(), source: sourceParam }),
  'id',
  'url',
).transform(({ id, url, source }) => ({ id: (id ?? url)!, source }));
export const mentionsArgs = z.strictObject({ handle: handleParam, source: sourceParam });
export const searchArgs = z.strictObject({
  query: queryParam('query'),
  type: z.enum(['users', 'videos'], { error: 'type must be users or videos' }),
  source: sourceParam,
});
