import { z } from 'zod';
import { cursorField, decodeCursor as decodeSigned, encodeCursor as encodeSigned } from '../cursor.ts';

/**
 * The opaque acquisition cursor: resumes the same walker on the same target, and nothing else (signed and bound to
 * both by platform/cursor.ts). It carries the upstream's own cursor (`c`) and whatever else the upstream pairs with
 * it (a rank token, say) as string fields.
 */
export interface CursorState {
  op: string;
  target: string;
  /** The upstream's own cursor. */
  c: string;
  [carried: string]: string;
}

const carried = z.record(z.string(), cursorField.text).refine((s) => typeof s.c === 'string');

export function encodeCursor(state: CursorState): string {
  const { op, target, ...rest } = state;
  return encodeSigned(`walker:${op}`, { target }, rest);
}

export function decodeCursor(op: string, target: string, cursor: string): CursorState {
  const rest = decodeSigned(`walker:${op}`, { target }, cursor, carried) as { c: string } & Record<string, string>;
  return { ...rest, op, target };
}
