import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { countTerm, prepare } from './text.ts';

/**
 * Brand safety from the shipped word list (brand-safety.json beside this file, after the GARM floor categories and
 * the usual suitability concerns): `unsafe` when a text holds an unsafe term, else `caution` when it holds a caution
 * term, else `safe`; null when there is no text to judge.
 */
const listSchema = z.object({ _about: z.string(), unsafe: z.array(z.string().min(1)), caution: z.array(z.string().min(1)) });
const LIST = listSchema.parse(JSON.parse(readFileSync(new URL('./brand-safety.json', import.meta.url), 'utf8')));

export const BRAND_SAFETY = ['safe', 'caution', 'unsafe'] as const;
export type BrandSafety = (typeof BRAND_SAFETY)[number];

export function brandSafetyOf(texts: (string | null)[]): BrandSafety | null {
  const present = texts.filter((t): t is string => !!t && t.trim().length > 0).map((t) => prepare(t));
  if (present.length === 0) return null;
  if (present.some((text) => LIST.unsafe.some((term) => countTerm(text, term) > 0))) return 'unsafe';
  if (present.some((text) => LIST.caution.some((term) => countTerm(text, term) > 0))) return 'caution';
  return 'safe';
}
