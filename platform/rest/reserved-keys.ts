import { InvalidRequest } from '../errors.ts';
import { firstInputPath, inputName, type InputPath } from '../nul.ts';

/**
 * Keys that name JavaScript's object machinery. JSON.parse keeps them as own keys, but a map built from them by
 * assignment (zod's records among others) drops `__proto__` silently or reads `constructor` from the prototype, so a
 * request would run, and be charged, on other parameters than it gave. No parameter of ours is named so; they are
 * refused like any unknown parameter, at any depth.
 */
export const RESERVED_KEYS: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype']);

/** Where the first reserved key is in a JSON-like value, as a path from the root; null when there is none. */
export const reservedKeyPath = (value: unknown): InputPath | null => firstInputPath(value, (text, isKey) => isKey && RESERVED_KEYS.has(text));

/** The 400 for a reserved key at `path`: the same answer as any unknown parameter. */
export function reservedKeyRefused(path: InputPath): InvalidRequest {
  return new InvalidRequest(`Unknown parameter ${inputName(path)}.`);
}
