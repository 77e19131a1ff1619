/**
 * A value that a JSON Schema accepts, made up deterministically from the schema alone: the examples in the API
 * description. A schema's own `examples`, `example`, `const`, `default` or first `enum` value wins; otherwise strings
 * follow their format or pattern, else their property's name (a handle, an id, a URL, an amount…), numbers stay
 * within their bounds, lists hold one item (none when the item is a schema the example is already inside: a thread's
 * replies), a nullable value takes its non-null branch, and objects carry every property they describe. The same
 * schema always gives the same example.
 */

type Json = Record<string, unknown>;

/** The fixed instant every date-time example shows. */
export const EXAMPLE_INSTANT = '2026-01-15T09:30:00.000Z';

/** How deep an example goes before it stops (a safety net: a recursive reference stops at its first list). */
const MAX_DEPTH = 24;

const isObject = (value: unknown): value is Json => value !== null && typeof value === 'object' && !Array.isArray(value);

/** Lowercase words of a property name: `profilePicUrl` and `profile_pic_url` both give `profile pic url`. */
const words = (name: string) =>
  name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_\-$.]+/g, ' ')
    .trim()
    .toLowerCase();

/** A string for a property, by what its name says it holds (undefined: nothing specific). */
function namedString(name: string): string | undefined {
  const n = words(name);
  const last = n.split(' ').pop() ?? '';
  if (/^(username|handle|user name|ig username|nickname|channel handle|screen name|actor|recipient)$/.test(n)) return 'demo_creator';
  if (/email/.test(n)) return 'name@example.com';
  if (/^(currency|currency code)$/.test(n)) return 'USD';
  if (/(^| )(cost|price|amount|balance|spend|budget|revenue|fee)( |$)/.test(n)) return '0.0010';
  if (/cursor|next max id|continuation/.test(n)) return 'eyJhZnRlciI6IjE3MzY5MzM0MDAifQ';
  if (/(^| )(urls?|uri|link|permalink|website|href)$/.test(n)) {
    if (/pic|image|thumb|avatar|logo|cover|banner|photo|icon/.test(n)) return 'https://example.com/media/demo_creator.jpg';
    if (/video/.test(n)) return 'https://example.com/media/demo_creator.mp4';
    return `https://example.com/${n.replace(/ ?(urls?|uri|link|permalink|website|href)$/, '').replace(/ /g, '-') || 'page'}`;
  }
  if (/^(batch id|job id|session id|request id|client token)$/.test(n)) return '3f6c1b9e-2d4a-4c8e-9b7f-5a1e0d2c8b46';
  if (last === 'id' || last === 'ids' || n === 'cid' || n === 'fbid' || n === 'sec uid') return '17841405793187218';
  if (/^(shortcode|code)$/.test(n)) return 'C1aB2cD3eF4';
  if (/^(country|country code)$/.test(n)) return 'US';
  if (/^(language|lang|langs|languages|primary language)$/.test(n)) return 'en';
  if (/^(city|location name|location|region|state or region|address)$/.test(n)) return 'Lisbon';
  if (n === 'timezone') return 'Europe/Lisbon';
  if (/^(full name|name|display name|author name|page name|host name|channel title|author|owner)$/.test(n)) return 'Demo Creator';
  if (/(^| )(at|date|joined|since|time)$/.test(n)) return EXAMPLE_INSTANT;
  if (/(^| )(title|label|headline|tagline)$/.test(n)) return 'An example title';
  if (/(^| )(text|caption|description|bio|biography|content|body|snippet|message|summary|about|note|transcript)$/.test(n))
    return 'An example of the text this field holds.';
  if (/(^| )(hashtags?|tags?|keywords?|topics?|query)$/.test(n)) return 'travel';
  if (n === 'status' || n === 'state') return 'ok';
  return undefined;
}

/** A string for a format (undefined: a format this module does not know). */
function formattedString(format: string, name: string): string | undefined {
  switch (format) {
    case 'date-time':
      return EXAMPLE_INSTANT;
    case 'date':
      return EXAMPLE_INSTANT.slice(0, 10);
    case 'time':
      return EXAMPLE_INSTANT.slice(11);
    case 'uri':
    case 'url':
    case 'iri':
    case 'uri-reference':
      return namedString(name)?.startsWith('https://') ? namedString(name) : 'https://example.com/page';
    case 'email':
    case 'idn-email':
      return 'name@example.com';
    case 'uuid':
      return '3f6c1b9e-2d4a-4c8e-9b7f-5a1e0d2c8b46';
    case 'hostname':
      return 'example.com';
    case 'ipv4':
      return '192.0.2.10';
    case 'ipv6':
      return '2001:db8::10';
    default:
      return undefined;
  }
}

const DIGITS = [...'0123456789'];
const LETTERS = [...'abcdefghijklmnopqrstuvwxyz'];

/**
 * A string a (simple) regular expression matches: literals, escapes (\d \w \s and escaped characters), character
 * classes, groups, the first branch of an alternation, and quantifiers at their least (`+` once). Characters of
 * a class are taken in turn, so `[0-9a-f]{4}` gives `0123` rather than `0000`.
 */
export function stringMatching(pattern: string): string {
  let at = 0;
  let turn = 0;
  const classChars = (set: string): string[] => {
    const chars: string[] = [];
    for (let i = 0; i < set.length; i++) {
      if (set[i] === '\\') {
        const e = set[++i];
        if (e === 'd') chars.push(...DIGITS);
        else if (e === 'w') chars.push(...LETTERS, ...DIGITS, '_');
        else if (e === 's') chars.push(' ');
        else chars.push(e);
      } else if (set[i + 1] === '-' && i + 2 < set.length) {
        for (let code = set.charCodeAt(i); code <= set.charCodeAt(i + 2); code++) chars.push(String.fromCharCode(code));
        i += 2;
      } else chars.push(set[i]);
    }
    return chars;
  };
  const pick = (chars: string[]) => chars[turn++ % chars.length];

  /** One alternative up to `)` or the end: the first branch of an alternation is kept. */
  const sequence = (): string => {
    let out = '';
    let branch = 0;
    while (at < pattern.length && pattern[at] !== ')') {
      if (pattern[at] === '|') {
        branch++;
        at++;
        continue;
      }
      const atom = atomAt();
      const times = quantifier();
      if (branch === 0) for (let i = 0; i < times; i++) out += atom();
    }
    return out;
  };
  const atomAt = (): (() => string) => {
    const c = pattern[at++];
    if (c === '^' || c === '$') return () => '';
    if (c === '(') {
      if (pattern.startsWith('?:', at)) at += 2;
      const start = at;
      sequence();
      const end = at++;
      const inner = pattern.slice(start, end);
      return () => stringMatching(inner);
    }
    if (c === '[') {
      const end = pattern.indexOf(']', at + 1);
      const set = pattern.slice(at, end);
      at = end + 1;
      if (set.startsWith('^')) return () => 'x';
      const chars = classChars(set);
      return () => pick(chars);
    }
    if (c === '\\') {
      const e = pattern[at++];
      if (e === 'd') return () => pick(DIGITS);
      if (e === 'w') return () => pick(LETTERS);
      if (e === 's') return () => ' ';
      return () => e;
    }
    if (c === '.') return () => 'x';
    return () => c;
  };
  const quantifier = (): number => {
    const c = pattern[at];
    if (c === '?' || c === '*') {
      at++;
      if (pattern[at] === '?') at++;
      return c === '?' ? 1 : 0;
    }
    if (c === '+') {
      at++;
      if (pattern[at] === '?') at++;
      return 1;
    }
    if (c === '{') {
      const end = pattern.indexOf('}', at);
      const [min] = pattern.slice(at + 1, end).split(',');
      at = end + 1;
      if (pattern[at] === '?') at++;
      return Number(min) || 0;
    }
    return 1;
  };
  return sequence();
}

function numberExample(schema: Json, name: string, integer: boolean): number {
  const n = words(name);
  let value: number;
  if (/(^| )(followers|following|likes|views|plays|subscribers|members)( |$)/.test(n)) value = 1250;
  else if (/(^| )(count|comments|replies|shares|reposts|quotes|total)( |$)/.test(n)) value = 12;
  else if (/(^| )year$/.test(n)) value = 2026;
  else if (/(^| )(lat|latitude)$/.test(n)) value = 38.7223;
  else if (/(^| )(lng|lon|long|longitude)$/.test(n)) value = -9.1393;
  else if (/(^| )(score|ratio|rate|confidence|share)$/.test(n)) value = 0.75;
  else value = integer ? 1 : 1.5;
  if (integer) value = Math.round(value);
  const minimum = typeof schema.minimum === 'number' ? schema.minimum : undefined;
  const maximum = typeof schema.maximum === 'number' ? schema.maximum : undefined;
  const exclusiveMinimum = typeof schema.exclusiveMinimum === 'number' ? schema.exclusiveMinimum : undefined;
  const exclusiveMaximum = typeof schema.exclusiveMaximum === 'number' ? schema.exclusiveMaximum : undefined;
  if (minimum !== undefined && value < minimum) value = minimum;
  if (exclusiveMinimum !== undefined && value <= exclusiveMinimum) value = integer ? Math.floor(exclusiveMinimum) + 1 : exclusiveMinimum + 0.5;
  if (maximum !== undefined && value > maximum) value = maximum;
  if (exclusiveMaximum !== undefined && value >= exclusiveMaximum) value = integer ? Math.ceil(exclusiveMaximum) - 1 : exclusiveMaximum - 0.5;
  if (typeof schema.multipleOf === 'number' && schema.multipleOf > 0) value = Math.ceil(value / schema.multipleOf) * schema.multipleOf;
  return value;
}

function stringExample(schema: Json, name: string, given?: string): string {
  const minLength = typeof schema.minLength === 'number' ? schema.minLength : 0;
  const maxLength = typeof schema.maxLength === 'number' ? schema.maxLength : Infinity;
  const pattern = typeof schema.pattern === 'string' ? new RegExp(schema.pattern, 'u') : undefined;
  const fits = (s: string | undefined): s is string =>
    s !== undefined && [...s].length >= minLength && [...s].length <= maxLength && (!pattern || pattern.test(s));
  const named = given ?? namedString(name);
  const candidates = [
    typeof schema.format === 'string' ? formattedString(schema.format, name) : undefined,
    named,
    // An amount shown in dollars ($0.0010).
    named && /^\d/.test(named) ? `$${named}` : undefined,
    typeof schema.pattern === 'string' ? stringMatching(schema.pattern) : undefined,
    words(name) ? `example ${words(name)}` : 'example',
  ];
  const found = candidates.find(fits);
  if (found) return found;
  const base = candidates.find((c) => c !== undefined && (!pattern || pattern.test(c))) ?? 'example';
  return base.length < minLength ? base.padEnd(minLength, 'x') : base.slice(0, maxLength);
}

export interface ExampleOptions {
  /** The document `#/…` references point into (its components). */
  root?: Json;
  /** Strings for properties of these names, over what their names would give (say, `platform`: the network at hand). */
  names?: Record<string, string>;
}

/** A value `schema` accepts; `name` is the property (or parameter) it describes, when there is one. */
export function exampleOf(schema: unknown, options: ExampleOptions = {}, name = ''): unknown {
  return generate(schema, { root: options.root ?? {}, names: options.names ?? {}, inside: [] }, name, 0);
}

interface Context {
  root: Json;
  names: Record<string, string>;
  /** The references being followed, outermost first. */
  inside: string[];
}

function resolve(ref: string, root: Json): unknown {
  if (!ref.startsWith('#/')) throw new Error(`Only local references can be followed: ${ref}`);
  return ref
    .slice(2)
    .split('/')
    .map((key) => key.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce<unknown>((at, key) => (isObject(at) ? at[key] : undefined), root);
}

const isNull = (schema: unknown) => isObject(schema) && (schema.type === 'null' || schema.const === null);

function generate(schema: unknown, context: Context, name: string, depth: number): unknown {
  if (!isObject(schema)) return schema === false ? undefined : {};
  if (depth > MAX_DEPTH) return null;
  if (typeof schema.$ref === 'string') {
    const { $ref, ...siblings } = schema;
    const target = resolve($ref, context.root);
    context.inside.push($ref);
    try {
      return generate(Object.keys(siblings).length ? { ...(target as Json), ...siblings } : target, context, name, depth + 1);
    } finally {
      context.inside.pop();
    }
  }
  if (Array.isArray(schema.examples) && schema.examples.length) return schema.examples[0];
  if ('example' in schema) return schema.example;
  if ('const' in schema) return schema.const;
  if ('default' in schema) return schema.default;
  if (Array.isArray(schema.enum) && schema.enum.length) return schema.enum[0];

  const alternatives = (schema.anyOf ?? schema.oneOf) as unknown[] | undefined;
  if (Array.isArray(alternatives) && alternatives.length) {
    const chosen = alternatives.find((s) => !isNull(s)) ?? alternatives[0];
    const rest = Object.fromEntries(Object.entries(schema).filter(([key]) => key !== 'anyOf' && key !== 'oneOf'));
    // Members beside the alternatives (a description, a title) say nothing about the value; a type or members do.
    const merged = isObject(chosen) && ('properties' in rest || 'type' in rest) ? { ...rest, ...chosen } : chosen;
    return generate(merged, context, name, depth + 1);
  }
  if (Array.isArray(schema.allOf) && schema.allOf.length) {
    const { allOf, ...rest } = schema;
    const parts = [rest, ...allOf].map((part) => generate(part, context, name, depth + 1));
    const objects = parts.filter(isObject);
    return objects.length === parts.length ? deepMerge(objects) : parts.find((p) => p !== undefined && !isObject(p));
  }

  const types = Array.isArray(schema.type) ? (schema.type as string[]) : typeof schema.type === 'string' ? [schema.type] : [];
  const type = types.find((t) => t !== 'null') ?? types[0] ?? (schema.properties ? 'object' : schema.items ? 'array' : undefined);
  switch (type) {
    case 'null':
      return null;
    case 'boolean':
      return false;
    case 'integer':
      return numberExample(schema, name, true);
    case 'number':
      return numberExample(schema, name, false);
    case 'string':
      return stringExample(schema, name, context.names[name]);
    case 'array': {
      if (depth >= MAX_DEPTH - 1) return [];
      const minItems = typeof schema.minItems === 'number' ? schema.minItems : 0;
      // Items of the schema the example is inside (replies of a reply): none, where none are allowed.
      const items = schema.items as Json | undefined;
      if (minItems === 0 && typeof items?.$ref === 'string' && context.inside.includes(items.$ref)) return [];
      const count = Math.max(1, minItems);
      const max = typeof schema.maxItems === 'number' ? schema.maxItems : Infinity;
      const item = generate(schema.items ?? {}, context, name, depth + 1);
      return Array.from({ length: Math.min(count, max) }, () => item);
    }
    case 'object': {
      const out: Json = {};
      for (const [key, property] of Object.entries((schema.properties ?? {}) as Record<string, unknown>)) {
        const value = generate(property, context, key, depth + 1);
        if (value !== undefined) out[key] = value;
      }
      return out;
    }
    default:
      // An open value (the upstream's own JSON): an empty object says as much.
      return {};
  }
}

function deepMerge(objects: Json[]): Json {
  const out: Json = {};
  for (const object of objects)
    for (const [key, value] of Object.entries(object)) out[key] = isObject(out[key]) && isObject(value) ? deepMerge([out[key], value]) : value;
  return out;
}
