import { z } from 'zod';

/**
 * The library profile as the contract states it (2.2 with the enrichment of 2.3): the shape `corpus import` accepts
 * and the REST read returns. Keeping one definition means what is imported reads back field for field.
 */
const timestamp = z.iso.datetime({ offset: true });
const nullableText = z.string().nullable();

export const ENRICHMENT_FIELDS = [
  'entity_type', 'account_role', 'primary_niche', 'sub_niches', 'content_tags', 'commercial_intent', 'brand_safety',
  'content_style', 'gender', 'age_range', 'profession', 'tagline', 'collab_readiness', 'country', 'primary_language',
  'state_or_region', 'city', 'languages', 'bio_summary', 'content_summary', 'audience_summary', 'brand_fit_summary',
  'enrichment_version', 'enriched_at',
] as const;

export const enrichmentSchema = z.strictObject({
  entity_type: z.enum(['person', 'brand', 'character']),
  account_role: z.string(),
  primary_niche: z.string(),
  sub_niches: z.array(z.string()),
  content_tags: z.array(z.record(z.string(), z.unknown())).nullable().default(null),
  commercial_intent: nullableText.default(null),
  brand_safety: nullableText.default(null),
  content_style: nullableText.default(null),
  gender: nullableText.default(null),
  age_range: nullableText.default(null),
  profession: nullableText.default(null),
  tagline: nullableText.default(null),
  collab_readiness: z.boolean().nullable().default(null),
  country: z.string().refine((v) => v.length > 2, 'must be a full country name, not a code'),
  primary_language: z.string().refine((v) => v.length > 2, 'must be a full language name, not a code'),
  state_or_region: nullableText.default(null),
  city: nullableText.default(null),
  languages: z.array(z.string()),
  bio_summary: z.string(),
  content_summary: z.string(),
  audience_summary: z.string(),
  brand_fit_summary: z.string(),
  enrichment_version: z.string(),
  enriched_at: timestamp,
});

const count = z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER);

export const profileSchema = z.strictObject({
  id: z.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
  profile_id: count,
  platform: z.string().min(1),
  username: z.string().regex(/^[a-z0-9._]{1,30}$/, 'must be 1-30 lowercase letters, digits, . or _'),
  ig_id: z.string(),
  fbid: z.string(),
  full_name: z.string(),
  biography: z.string(),
  profile_pic_url: z.string(),
  external_urls: z.array(z.string()),
  followers: count,
  following: count,
  posts_count: count,
  scrape_count: count,
  is_verified: z.boolean(),
  is_private: z.boolean(),
  is_business_account: z.boolean(),
  is_professional_account: z.boolean(),
  has_channel: z.boolean(),
  category_name: nullableText,
  business_category_name: nullableText,
  first_scraped_at: timestamp,
  last_scraped_at: timestamp,
  enriched_at: timestamp,
  enrichment: enrichmentSchema,
});

export type ProfileRecord = z.output<typeof profileSchema>;
export type EnrichmentRecord = z.output<typeof enrichmentSchema>;
