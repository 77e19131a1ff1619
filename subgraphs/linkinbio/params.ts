import { z } from 'zod';
import { InvalidRequest, quote } from '../../platform/errors.ts';
import { normalised, sourceParam } from '../../platform/rest/params.ts';

/** The parameter rules of the page read, one schema under the REST names for both surfaces (checkArgs on GraphQL). */

export const MAX_URL = 2048;

/** A page URL: http or https, at most 2048 characters, no credentials, no bad % escape; answered without its #fragment. */
export function pageUrlParam(value: string, name = 'url'): string {
  if (value.length > MAX_URL) throw new InvalidRequest(`${name} must be at most ${MAX_URL} characters`);
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new InvalidRequest(`${name} must be an http(s) URL such as https://linktr.ee/<handle>, got ${quote(value)}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new InvalidRequest(`${name} must be an http or https URL, got ${quote(value)}`);
  if (url.username || url.password) throw new InvalidRequest(`${name} must not carry credentials`);
  if (/%(?![0-9A-Fa-f]{2})/.test(value)) throw new InvalidRequest(`${name} holds a bad % escape: ${quote(value)}`);
  url.hash = '';
  return url.href;
}

export const linkinbioPageArgs = z.strictObject({
  url: normalised((v) => pageUrlParam(v), {
    format: 'uri',
    maxLength: MAX_URL,
    description:
      'The page, http(s), at most 2048 characters: https://linktr.ee/<handle>, https://beacons.ai/<handle>, https://stan.store/<handle>, https://<name>.carrd.co/, or any other page (read as a generic page).',
  }),
  source: sourceParam,
});
