/**
 * Money is held as integer counts of 1/10,000 dollar ("units"): every contract price has four decimals, so integer
 * arithmetic is exact. PostgreSQL stores NUMERIC(18,4); conversion happens only at these edges.
 */
export type Units = number;

const DECIMAL = /^(\d{1,12})(?:\.(\d{1,4}))?$/;

/** "12.5" or "$12.5000" → 125000. Throws on anything that is not a non-negative amount with at most four decimals. */
export function parseDollars(text: string): Units {
  const match = DECIMAL.exec(text.trim().replace(/^\$/, ''));
  if (!match) throw new Error(`not a dollar amount with at most four decimals: ${JSON.stringify(text)}`);
  return Number(match[1]) * 10_000 + Number((match[2] ?? '').padEnd(4, '0'));
}

/** 125000 → "12.5000" (the form PostgreSQL NUMERIC(18,4) accepts and returns). */
export function toDecimal(units: Units): string {
  const sign = units < 0 ? '-' : '';
  const abs = Math.abs(units);
  return `${sign}${Math.floor(abs / 10_000)}.${String(abs % 10_000).padStart(4, '0')}`;
}

/** 5 → "$0.0005", the form of `meta.cost` and `meta.balance`. */
export function formatDollars(units: Units): string {
  return '$' + toDecimal(units);
}
