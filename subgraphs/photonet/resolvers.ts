import type { GraphQLResolveInfo } from 'graphql';
import { InvalidRequest } from '../../platform/errors.ts';
import type { SubgraphContext } from '../context.ts';
import { scalarResolvers } from '../scalars.ts';
import { normaliseProfileQuery } from './profile-query.ts';
import { completeEnrichment, profileLoaders, type ProfileRow } from './profiles.ts';
import type { PostRow } from './posts.ts';
import { storedResolvers } from './stored-resolvers.ts';
import { walkerResolvers } from './walkers/resolvers.ts';

const MAX_PROFILES = 100;

const snakeToCamel = (name: string) => name.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());

// Fields whose GraphQL name is the camelCase of the column: resolved from the row by one generic resolver each.
function fromSnake<T extends object>(names: string[]) {
  const map: Record<string, (parent: T) => unknown> = {};
  for (const column of names) map[snakeToCamel(column)] = (parent: T) => (parent as Record<string, unknown>)[column];
  return map;
}

const PROFILE_COLUMNS = [
  'profile_id', 'ig_id', 'full_name', 'profile_pic_url', 'external_urls', 'posts_count', 'scrape_count', 'is_verified',
  'is_private', 'is_business_account', 'is_professional_account', 'has_channel', 'category_name',
  'business_category_name', 'first_scraped_at', 'last_scraped_at', 'enriched_at',
];

const POST_COLUMNS = [
  'ig_post_id', 'posted_at', 'content_type', 'video_url', 'is_video', 'video_duration', 'product_type', 'original_width',
  'original_height', 'like_and_view_counts_disabled', 'observed_surface', 'is_pinned', 'video_play_count',
  'is_paid_partnership', 'post_url',
];

const ENRICHMENT_COLUMNS = [
  'entity_type', 'account_role', 'primary_niche', 'sub_niches', 'content_tags', 'commercial_intent', 'brand_safety',
  'content_style', 'age_range', 'collab_readiness', 'primary_language', 'state_or_region', 'bio_summary',
  'content_summary', 'audience_summary', 'brand_fit_summary', 'enrichment_version', 'enriched_at',
];

export const resolvers = {
  ...scalarResolvers,
  Query: {
    photonetProfile(_: unknown, args: { q: string }, ctx: SubgraphContext) {
      const username = normaliseProfileQuery(args.q);
      return ctx.loaders.get(profileLoaders).byKey.load({ username });
    },
    photonetProfiles(_: unknown, args: { q: string[] }, ctx: SubgraphContext) {
      if (args.q.length > MAX_PROFILES) throw new InvalidRequest(`q takes at most ${MAX_PROFILES} profiles, got ${args.q.length}`);
      const keys = args.q.map((q, i) => ({ username: normaliseProfileQuery(q, `q[${i}]`) }));
      return ctx.loaders.get(profileLoaders).byKey.loadMany(keys);
    },
    ...storedResolvers.Query,
    ...walkerResolvers,
  },
  Profile: {
    __resolveReference(ref: { id?: number; username?: string }, ctx: SubgraphContext, _info?: GraphQLResolveInfo) {
      const { byKey } = ctx.loaders.get(profileLoaders);
      return ref.id !== undefined ? byKey.load({ id: ref.id }) : byKey.load({ username: String(ref.username) });
    },
    ...fromSnake<ProfileRow>(PROFILE_COLUMNS),
    enrichment: (row: ProfileRow) => completeEnrichment(row.enrichment),
    ...storedResolvers.Profile,
  },
  Enrichment: fromSnake<Record<string, unknown>>(ENRICHMENT_COLUMNS),
  Post: { ...fromSnake<PostRow>(POST_COLUMNS), ...storedResolvers.Post },
  CommentPage: storedResolvers.CommentPage,
  Comment: storedResolvers.Comment,
  ProfileMediaPage: storedResolvers.ProfileMediaPage,
  StoredProfileFull: storedResolvers.StoredProfileFull,
  ContentItem: storedResolvers.ContentItem,
};
