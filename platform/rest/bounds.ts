import { z } from 'zod';
import { MAX_CURSOR_LENGTH, refuseCursor } from '../cursor.ts';
import { InvalidRequest, quote } from '../errors.ts';
import { identifierUrl } from '../outbound/url-policy.ts';
import { across, normalised } from './params.ts';

/**
 * The contract's parameter bounds (section 8) as rules any network's operations can use, each documented for the API
 * description: a username, a numeric id, a search query, a cursor, a URL on the network's own host, and the
 * exactly-one-of pair. They name no network: the host is the caller's.
 */

const USERNAME = /^[A-Za-z0-9._-]{1,30}$/;
const DIGITS = /^[0-9]{1,40}$/;

/** A username of a network whose handles are not domain names: 1 to 30 of A-Z a-z 0-9 . _ - */
export function usernameParam(name = 'handle') {
  return normalised(
    (v) => {
      if (!USERNAME.test(v)) throw new InvalidRequest(`${name} must be 1 to 30 characters of A-Z a-z 0-9 . _ -, got ${quote(v)}`);
      return v;
    },
    { pattern: USERNAME.source, minLength: 1, maxLength: 30 },
  );
}

/** A numeric id: 1 to 40 digits. */
export function digitsIdParam(name = 'id') {
  return normalised(
    (v) => {
      if (!DIGITS.test(v)) throw new InvalidRequest(`${name} must be 1 to 40 digits, got ${quote(v)}`);
      return v;
    },
    { pattern: DIGITS.source, minLength: 1, maxLength: 40 },
  );
}

/** Free text to search for: 1 to 500 characters. */
export function queryParam(name = 'query') {
  return normalised(
    (v) => {
      if (v.trim().length === 0 || v.length > 500) throw new InvalidRequest(`${name} must be 1 to 500 characters, not only spaces`);
      return v;
    },
    { minLength: 1, maxLength: 500 },
  );
}

/**
 * An opaque cursor from the previous page of the same operation: 1 to 8192 characters here; the operation decodes
 * it with its arguments (platform/cursor.ts), which refuses any it did not emit for them.
 */
export function pageCursorParam(name = 'cursor') {
  return normalised(
    (v) => {
      if (v.length === 0 || v.length > MAX_CURSOR_LENGTH)
        throw new InvalidRequest(`${name} must be 1 to ${MAX_CURSOR_LENGTH} characters, from the previous page`);
      return v;
    },
    { minLength: 1, maxLength: MAX_CURSOR_LENGTH, description: CURSOR_DOC },
  );
}

/** What every cursor parameter says of itself. */
export const CURSOR_DOC =
  'next_cursor of the previous page of the same operation with the same arguments. Opaque and signed: bound to the request that returned it; never construct or alter one (any other value is a 400).';

/**
 * The cursor of an operation that never emits one (a blocked surface): every value is a 400, since no page of it
 * ever gave one out.
 */
export function blockedCursorParam(name = 'cursor') {
  return normalised(
    (v): string => {
      if (v.length === 0 || v.length > MAX_CURSOR_LENGTH)
        throw new InvalidRequest(`${name} must be 1 to ${MAX_CURSOR_LENGTH} characters, from the previous page`);
      return refuseCursor(name);
    },
    {
      minLength: 1,
      maxLength: MAX_CURSOR_LENGTH,
      description: 'Accepted for compatibility: this operation is blocked and never gave out a cursor, so every cursor is refused (400).',
    },
  );
}

/** An https URL on `host` (or its www. or m. subdomain), at most 2048 characters; `shape` says what it points at. */
export function hostUrlParam(name: string, host: string, shape: string) {
  const hosts = new Set([host, `www.${host}`, `m.${host}`]);
  return normalised(
    (v) => {
      const url = identifierUrl(v, name, `${name} must be a URL like ${shape}, got ${quote(v)}`);
      if (url.protocol !== 'https:' || !hosts.has(url.hostname))
        throw new InvalidRequest(`${name} must be an https URL on ${host} like ${shape}, got ${quote(v)}`);
      return v;
    },
    { format: 'uri', maxLength: 2048, description: `${shape} (https on ${host}, www. or m. allowed)` },
  );
}

/**
 * Exactly one of two parameters (contract 7: both or neither is a 400 naming them), stated in the rules' description
 * so the API description says it too.
 */
export function exactlyOneOf<S extends z.ZodObject>(rules: S, a: string, b: string): S {
  return rules
    .superRefine(
      across((p: Record<string, unknown>) => {
        if ((p[a] === undefined) === (p[b] === undefined)) throw new InvalidRequest(`Give exactly one of ${a} and ${b}.`);
      }),
    )
    .meta({ description: `Exactly one of ${a} and ${b}.` });
}
