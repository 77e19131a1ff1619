import { InvalidRequest, quote } from '../errors.ts';

/**
 * The opaque acquisition cursor: resumes the same walker on the same target, and nothing else. It carries the
 * upstream's own cursor (`c`) and whatever else the upstream pairs with it (a rank token, say) as string fields.
 */
export interface CursorState {
  op: string;
  target: string;
  /** The upstream's own cursor. */
  c: string;
  [carried: string]: string;
}

export function encodeCursor(state: CursorState): string {
  return Buffer.from(JSON.stringify(state)).toString('base64url');
}

export function decodeCursor(op: string, target: string, cursor: string): CursorState {
  let state: CursorState | null = null;
  try {
    state = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {}
  if (!state || typeof state.c !== 'string') throw new InvalidRequest('cursor is not a cursor this API gave out.');
  if (state.op !== op || state.target !== target) throw new InvalidRequest(`cursor belongs to another operation (${quote(state.op)} of ${quote(state.target)}); it only resumes the walk that returned it.`);
  return state;
}
