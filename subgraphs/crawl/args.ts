import * as cheerio from 'cheerio';
import { z } from 'zod';
import { InvalidRequest, quote } from '../../platform/errors.ts';
import { outboundUrlParam, rulesPerPolicy } from '../../platform/outbound/url-policy.ts';
import { documented, parsed } from '../../platform/rest/params.ts';
import { RESERVED_KEYS, reservedKeyRefused } from '../../platform/rest/reserved-keys.ts';

/**
 * The rules of the web-scraping API, under its REST names: the route parses the body with them, the resolver its
 * GraphQL arguments (`checkArgs`). Selectors and headers arrive as a map on REST and as a list on GraphQL; both
 * become a map.
 */

const MAX_SELECTORS = 20;
/** The request headers a caller may set; anything else could impersonate the service or carry credentials. */
export const ALLOWED_HEADERS = ['accept-language', 'referer'];

type Pairs = Record<string, string> | Record<string, string>[];

/** A map (REST) or a list of {name, <valueKey>} (GraphQL) as a map, refusing a name given twice. */
function asMap(input: Pairs, valueKey: string, what: string): Record<string, string> {
  if (!Array.isArray(input)) return input;
  const map: Record<string, string> = {};
  for (const entry of input) {
    const name = entry.name;
    // The same rule as a map's keys (platform/rest/reserved-keys.ts): `in` would find these on any object.
    if (RESERVED_KEYS.has(name)) throw reservedKeyRefused([what, name]);
    if (Object.hasOwn(map, name)) throw new InvalidRequest(`${what} names ${quote(name)} twice.`);
    map[name] = entry[valueKey];
  }
  return map;
}

const pairs = (valueKey: string) => z.union([z.record(z.string(), z.string()), z.array(z.object({ name: z.string(), [valueKey]: z.string() }))]);

const selectors = documented(pairs('selector'), {
  type: 'object',
  maxProperties: MAX_SELECTORS,
  additionalProperties: { type: 'string', maxLength: 500 },
  description: 'Name (1-64 of A-Z a-z 0-9 _ -) to CSS selector; each answers the text of its first match.',
}).transform(
  parsed((input: Pairs) => {
    const map = asMap(input, 'selector', 'selectors');
    const entries = Object.entries(map);
    if (entries.length > MAX_SELECTORS) throw new InvalidRequest(`selectors takes at most ${MAX_SELECTORS} names, got ${entries.length}.`);
    const probe = cheerio.load('');
    for (const [name, selector] of entries) {
      if (!/^[A-Za-z0-9_-]{1,64}$/.test(name)) throw new InvalidRequest(`selectors: a name must be 1 to 64 characters of A-Z a-z 0-9 _ -, got ${quote(name)}`);
      if (selector.length === 0 || selector.length > 500) throw new InvalidRequest(`selectors.${name} must be a CSS selector of 1 to 500 characters.`);
      try {
        probe(selector);
      } catch {
        throw new InvalidRequest(`selectors.${name} is not a CSS selector: ${quote(selector)}`);
      }
    }
    return map;
  }),
);

const headers = documented(pairs('value'), {
  type: 'object',
  propertyNames: { enum: ALLOWED_HEADERS },
  additionalProperties: { type: 'string', maxLength: 500 },
  description: `Request headers, only ${ALLOWED_HEADERS.join(' and ')}.`,
}).transform(
  parsed((input: Pairs) => {
    const map: Record<string, string> = {};
    for (const [name, value] of Object.entries(asMap(input, 'value', 'headers'))) {
      const lower = name.toLowerCase();
      if (!ALLOWED_HEADERS.includes(lower)) throw new InvalidRequest(`headers may set ${ALLOWED_HEADERS.join(' and ')} only, not ${quote(name)}.`);
      if (value.length > 500 || /[\r\n\0]/.test(value)) throw new InvalidRequest(`headers.${lower} must be at most 500 characters on one line.`);
      map[lower] = value;
    }
    return map;
  }),
);

/** The rules under a configuration's URL policy: the url is refused here, before any provider, as the fetcher would. */
export const webPageArgs = rulesPerPolicy((outbound) =>
  z.strictObject({
    url: outboundUrlParam(outbound, 'url', { description: 'An http(s) URL of a public page.' }),
    render: z.boolean({ error: 'render must be true or false' }).optional(),
    format: z.enum(['html', 'text', 'markdown', 'metadata'], { error: 'format must be html, text, markdown or metadata' }).optional(),
    selectors: selectors.optional(),
    headers: headers.optional(),
  }),
);

export type WebPageArgs = z.infer<ReturnType<typeof webPageArgs>>;
