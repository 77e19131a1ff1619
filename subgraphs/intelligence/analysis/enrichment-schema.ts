import { z } from 'zod';
import type { Enrichment } from './types.ts';

/**
 * The enrichment object exactly as contract 2.3 states it: these 22 fields and no other (`sources`,
 * `enrichment_version` and `enriched_at` belong to the bundle and the library profile around it), each present,
 * null only where 2.3 allows it. The contract's one enum is `entity_type`; the other strings are free text, so an
 * answer in a vocabulary other than ours (a stored `brand_safety: "review"`) still passes. Countries and languages
 * are full names, not codes. Every answer of a model is checked with this before anything uses it.
 */
const text = z.string().trim().min(1);
const nullableText = z.string().nullable();
/** "pt", "PT", "por", "pt-BR", "en_US": codes. "Lao" or "Portuguese": names. */
const CODE = /^(?:[a-z]{2,3}|[A-Z]{2,3})(?:[-_][A-Za-z0-9]{2,8})*$/;
const fullName = (what: string) => text.refine((value) => !CODE.test(value.trim()), `must be a full ${what} name, not a code`);

export const enrichmentSchema: z.ZodType<Enrichment> = z.strictObject({
  entity_type: z.enum(['person', 'brand', 'character']),
  account_role: text,
  primary_niche: text,
  sub_niches: z.array(text),
  content_tags: z.array(z.strictObject({ tag: text, weight: z.number().finite().min(0).max(1) })).nullable(),
  commercial_intent: nullableText,
  brand_safety: nullableText,
  content_style: nullableText,
  gender: nullableText,
  age_range: nullableText,
  profession: nullableText,
  tagline: nullableText,
  collab_readiness: z.boolean().nullable(),
  country: fullName('country').nullable(),
  primary_language: fullName('language').nullable(),
  state_or_region: nullableText,
  city: nullableText,
  languages: z.array(fullName('language')),
  bio_summary: z.string(),
  content_summary: z.string(),
  audience_summary: z.string(),
  brand_fit_summary: z.string(),
});
