import { InvalidRequest, quoteName } from './errors.ts';

/**
 * NUL characters in client input. No parameter of ours has a use for one, and PostgreSQL refuses them in text and
 * jsonb, so they are refused at the door (400 naming the parameter) rather than failing deep inside a request.
 */

export type InputPath = (string | number)[];

interface Visit {
  value: unknown;
  parent: Visit | null;
  key: string | number | null;
}

/**
 * The path of the first place in a JSON-like value where `found` holds: a string value (`key` null) or an object key
 * (`value` its key); null when there is none. Iterative, with paths kept as parent links: a 1 MB JSON body can nest
 * far deeper than the call stack.
 */
export function firstInputPath(value: unknown, found: (text: string, isKey: boolean) => boolean): InputPath | null {
  const pending: Visit[] = [{ value, parent: null, key: null }];
  while (pending.length) {
    const visit = pending.pop()!;
    const { value: current } = visit;
    if (typeof current === 'string') {
      if (found(current, false)) return pathTo(visit);
    } else if (Array.isArray(current)) {
      for (let i = current.length - 1; i >= 0; i--) pending.push({ value: current[i], parent: visit, key: i });
    } else if (current !== null && typeof current === 'object') {
      const keys = Object.keys(current);
      for (let i = keys.length - 1; i >= 0; i--) {
        const key = keys[i];
        if (found(key, true)) return pathTo({ value: key, parent: visit, key });
        pending.push({ value: (current as Record<string, unknown>)[key], parent: visit, key });
      }
    }
  }
  return null;
}

/** Where the first string holding a NUL is in a JSON-like value, object keys included; null when there is none. */
export const nulPath = (value: unknown): InputPath | null => firstInputPath(value, (text) => text.includes('\u0000'));

function pathTo(visit: Visit): InputPath {
  const path: InputPath = [];
  for (let at: Visit | null = visit; at && at.key !== null; at = at.parent) path.push(at.key);
  return path.reverse();
}

/** A parameter at `path` as clients write it: `text`, `more.list[1]`, `$q[0]`; empty for the root. */
export function inputName(path: InputPath, prefix = ''): string {
  let name = prefix;
  for (const key of path) {
    if (name.length > 80) {
      name += '…';
      break;
    }
    if (typeof key === 'number') name += `[${key}]`;
    else name += (name && name !== prefix ? '.' : '') + quoteName(key);
  }
  return name;
}

/** The 400 for a NUL at `path`, naming the parameter. */
export function nulRefused(path: InputPath, prefix = ''): InvalidRequest {
  return new InvalidRequest(`${inputName(path, prefix) || 'The request'} must not contain a NUL character (\\u0000).`);
}
