/**
 * The one naming boundary: storage and the contract's REST shapes speak snake_case, GraphQL speaks camelCase, and
 * each side is the other by this rule (`full_name` <-> `fullName`). Exceptions are written where they occur, as
 * explicit aliases or keys, never as a second rule.
 */

export const snakeCase = (name: string): string => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

const camelNames = new Map<string, string>();

export function camelCase(name: string): string {
  let camel = camelNames.get(name);
  if (camel === undefined) {
    camel = name.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());
    if (camelNames.size < 10_000) camelNames.set(name, camel);
  }
  return camel;
}

/** A row (or a REST-shaped record) under GraphQL names; shallow, so JSON values inside stay exactly as they are. */
export function camelKeys<T extends object>(row: T): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) out[camelCase(key)] = value;
  return out;
}
