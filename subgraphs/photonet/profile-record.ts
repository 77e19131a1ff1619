import { z } from 'zod';

/**
 * The library profile as the contract states it (2.2 with the enrichment of 2.3): the shape `corpus import` accepts
 * and the REST read returns. Keeping one definition means what is imported reads back field for field.
 */
const timestamp = z.iso.datetime({ offset: true });
const nullableText = z.string().nullable();

export const ENRICHMENT_FIELDS = [
  'entity_type',
  'account_role',
  'primary_niche',
  'sub_niches',
  'content_tags',
  'commercial_intent',
  'brand_safety',
  'content_style',
  'gender',
  'age_range',
  'profession',
  'tagline',
  'collab_readiness',
  'country',
  'primary_language',
  'state_or_region',
  'city',
  'languages',
  'bio_summary',
  'content_summary',
  'audience_summary',
  'brand_fit_summary',
  'enrichment_version',
  'enriched_at',
] as const;

export const enrichmentSchema = z.strictObject({
  entity_type: z.enum(['person', 'brand', 'character']),
  account_role: z.string(),
  primary_niche: z.string(),
  sub_niches: z.array(z.string()),
  // Each a tag and its weight (what the API description says of them), other members kept as given.
  content_tags: z
    .array(z.looseObject({ tag: z.string(), weight: z.number().nullable() }))
    .nullable()
    .default(null),
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

/** A stored post (2.7) as imported: its fields plus the owner's username and, optionally, the comment continuation. */
export const postSchema = z.strictObject({
  id: z.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
  username: z.string().regex(/^[a-z0-9._]{1,30}$/, 'must be the owner username'),
  ig_post_id: z.string().regex(/^\d{1,40}(_\d{1,40})?$/, 'must be the numeric media id'),
  shortcode: z.string().regex(/^[A-Za-z0-9_-]{5,40}$/, 'must be 5-40 characters of A-Z a-z 0-9 _ -'),
  caption: z.string(),
  likes: count,
  comments: count,
  posted_at: timestamp,
  content_type: z.string(),
  image_url: z.string(),
  video_url: nullableText,
  is_video: z.boolean(),
  video_duration: z.number().nonnegative().nullable(),
  product_type: z.string(),
  original_width: z.number().int().positive(),
  original_height: z.number().int().positive(),
  like_and_view_counts_disabled: z.boolean(),
  observed_surface: z.string(),
  is_pinned: z.boolean(),
  video_play_count: count.nullable(),
  is_paid_partnership: z.boolean().nullable(),
  post_url: z.string(),
  continuation: z.strictObject({ next_page_cursor: nullableText, exhausted: z.boolean(), last_fetched_at: timestamp }).optional(),
});

/** A stored comment (2.8) as imported, with the shortcode of its post. Import order is collection order. */
export const commentSchema = z.strictObject({
  shortcode: z.string(),
  comment_id: z.string().min(1),
  author: z.string(),
  author_id: z.string(),
  author_verified: z.boolean(),
  text: z.string(),
  likes: count,
  replies: count.nullable(),
  posted_at: timestamp,
});

/** A media item (2.6) as imported: a profile picture (with username) or a post's image or video file (with shortcode). */
export const mediaSchema = z.union([
  z.strictObject({ username: z.string(), kind: z.literal('profile_pic'), ig_url: z.string().url() }),
  z.strictObject({ shortcode: z.string(), kind: z.enum(['post_image', 'video_file']), ig_url: z.string().url() }),
]);

export type PostRecord = z.output<typeof postSchema>;
export type CommentRecord = z.output<typeof commentSchema>;
export type MediaRecord = z.output<typeof mediaSchema>;
