/**
 * An operation's parameter rules built once per (operation, username sunset): the walkers' and wrappers' rules are zod
 * schemas made by a function (they read the sunset setting), and a resolver would otherwise make one per request.
 * They read the time through Date.now when they parse, so one schema serves every request.
 */
const built = new Map<string, unknown>();

export function cachedRules<T>(operation: string, usernameSunset: string, build: () => T): T {
  const key = `${operation}|${usernameSunset}`;
  let rules = built.get(key) as T | undefined;
  if (rules === undefined) built.set(key, (rules = build()));
  return rules;
}
