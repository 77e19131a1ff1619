import { InvalidRequest } from '../errors.ts';
import { inputName, type InputPath } from '../nul.ts';

/**
 * Keys that name JavaScript's object machinery. JSON.parse keeps them as own keys, but a map built from them by
 * assignment (zod's records among others) drops `__proto__` silently or reads `constructor` from the prototype, so a
 * request would run, and be charged, on other parameters than it gave. No parameter of ours is named so; they are
 * refused like any unknown parameter, at any depth.
 */
export const RESERVED_KEYS: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype']);

interface Visit {
  value: unknown;
  parent: Visit | null;
  key: string | number | null;
}

/** Where the first reserved key is in a JSON-like value, as a path from the root; null when there is none. */
export function reservedKeyPath(value: unknown): InputPath | null {
  // Iterative, with paths kept as parent links: a 1 MB JSON body can nest far deeper than the call stack.
  const pending: Visit[] = [{ value, parent: null, key: null }];
  while (pending.length) {
    const visit = pending.pop()!;
    const current = visit.value;
    if (Array.isArray(current)) {
      for (let i = current.length - 1; i >= 0; i--) pending.push({ value: current[i], parent: visit, key: i });
    } else if (current !== null && typeof current === 'object') {
      const keys = Object.keys(current);
      for (let i = keys.length - 1; i >= 0; i--) {
        if (RESERVED_KEYS.has(keys[i])) return pathTo({ value: null, parent: visit, key: keys[i] });
        pending.push({ value: (current as Record<string, unknown>)[keys[i]], parent: visit, key: keys[i] });
      }
    }
  }
  return null;
}

function pathTo(visit: Visit): InputPath {
  const path: InputPath = [];
  for (let at: Visit | null = visit; at && at.key !== null; at = at.parent) path.push(at.key);
  return path.reverse();
}

/** The 400 for a reserved key at `path`: the same answer as any unknown parameter. */
export function reservedKeyRefused(path: InputPath): InvalidRequest {
  return new InvalidRequest(`Unknown parameter ${inputName(path)}.`);
}
