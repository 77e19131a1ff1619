/**
 * The values a parameter may carry into PostgreSQL, decided where parameters are parsed (REST rules, GraphQL scalars,
 * the router's argument checks) so that no operation reaches the database with one it cannot hold (22003, 22008).
 *
 * Instants: RFC 3339 with a timezone, a real calendar day and time of day, and years 0001 to 9999 once converted to
 * UTC. PostgreSQL's timestamptz reaches further (4713 BC to 294276 AD), but the driver writes a Date with a four-digit
 * year (no year 0, none past 9999: `+010000-…` and `0000-…` are misread or refused), so the four-digit years of
 * RFC 3339 are the range every layer agrees on. `9999-12-31T23:59:59-14:00` is in year 10000 in UTC: refused.
 *
 * Whole numbers: within the column's type. Every id and offset column is bigint, whose range holds every safe
 * JavaScript integer; a value past ±(2^53 - 1) is refused rather than rounded.
 */

/** How a refused instant's message names the form; quoted in every such message and the API description. */
export const INSTANT_FORM = 'an RFC 3339 timestamp with a timezone, years 0001 to 9999 in UTC';
/** The form of a calendar day. */
export const DAY_FORM = 'a calendar date YYYY-MM-DD, years 0001 to 9999';

const FIRST_MS = new Date('0001-01-01T00:00:00.000Z').getTime();
const LAST_MS = new Date('9999-12-31T23:59:59.999Z').getTime();

/** Whether an instant lies in years 0001 to 9999 of UTC. */
export function storableInstant(date: Date): boolean {
  const ms = date.getTime();
  return !Number.isNaN(ms) && ms >= FIRST_MS && ms <= LAST_MS;
}

/** Whether y-m-d names a day of the proleptic Gregorian calendar (Date rolls 02-30 over to March; PostgreSQL refuses it). */
function realDay(y: number, m: number, d: number): boolean {
  const at = new Date(0);
  at.setUTCFullYear(y, m - 1, d);
  return at.getUTCFullYear() === y && at.getUTCMonth() === m - 1 && at.getUTCDate() === d;
}

const RFC3339 = /^(\d{4})-(\d{2})-(\d{2})T([01]\d|2[0-3]):([0-5]\d):([0-5]\d)(\.\d{1,9})?(Z|[+-](?:[01]\d|2[0-3]):[0-5]\d)$/i;

/** An RFC 3339 timestamp with a timezone that PostgreSQL stores as written; null for anything else. */
export function parseInstant(value: unknown): Date | null {
  if (typeof value !== 'string') return null;
  const m = RFC3339.exec(value);
  if (!m || !realDay(Number(m[1]), Number(m[2]), Number(m[3]))) return null;
  const at = new Date(value.toUpperCase());
  return storableInstant(at) ? at : null;
}

/** A calendar date YYYY-MM-DD (midnight UTC) in years 0001 to 9999; null for anything else. */
export function parseDay(value: unknown): Date | null {
  if (typeof value !== 'string') return null;
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m || !realDay(Number(m[1]), Number(m[2]), Number(m[3]))) return null;
  const at = new Date(`${value}T00:00:00.000Z`);
  return storableInstant(at) ? at : null;
}

/** A whole number a bigint column holds exactly (a safe integer), from a number or a string of digits; else null. */
export function parseLong(value: unknown): number | null {
  const n = typeof value === 'number' ? value : typeof value === 'string' && /^-?\d{1,16}$/.test(value) ? Number(value) : NaN;
  return Number.isSafeInteger(n) ? n : null;
}

/** How a refused Long's message names the form. */
export const LONG_FORM = `a whole number from -${Number.MAX_SAFE_INTEGER} to ${Number.MAX_SAFE_INTEGER}`;
