import type { GraphQLResolveInfo } from 'graphql';
import { InvalidRequest } from '../../platform/errors.ts';
import type { SubgraphContext } from '../context.ts';
import { scalarResolvers } from '../scalars.ts';
import { normaliseProfileQuery, profileArgs } from './profile-query.ts';
import { checkArgs } from '../../platform/rest/params.ts';
import { completeEnrichment, profileLoaders, type ProfileRow } from './profiles.ts';
import { metricsLoaders } from './metrics.ts';
import { rowFields } from '../row-fields.ts';
import { typeDefs } from './schema.ts';
import { storedResolvers } from './stored-resolvers.ts';
import { walkerResolvers } from './walkers/resolvers.ts';
import { jobResultResolvers, walkCoverageResolvers } from '../../platform/walkers/index.ts';
import { WALKERS } from './walkers/operations.ts';
import { wrapperResolvers } from './wrappers/resolvers.ts';
import { discoveryResolvers } from './discovery/resolvers.ts';

const MAX_PROFILES = 100;

export const resolvers = {
  ...scalarResolvers,
  // A job's results, its items typed by kind.
  JobResult: jobResultResolvers(Object.values(WALKERS)),
  Query: {
    photonetProfile(_: unknown, args: { q: string }, ctx: SubgraphContext) {
      const { q: username } = checkArgs(profileArgs, args);
      return ctx.loaders.get(profileLoaders).byKey.load({ username });
    },
    photonetProfiles(_: unknown, args: { q: string[] }, ctx: SubgraphContext) {
      if (args.q.length > MAX_PROFILES) throw new InvalidRequest(`q takes at most ${MAX_PROFILES} profiles, got ${args.q.length}`);
      const keys = args.q.map((q, i) => ({ username: normaliseProfileQuery(q, `q[${i}]`) }));
      return ctx.loaders.get(profileLoaders).byKey.loadMany(keys);
    },
    ...storedResolvers.Query,
    ...walkerResolvers,
    ...wrapperResolvers.Query,
    ...discoveryResolvers.Query,
  },
  Profile: {
    __resolveReference(ref: { id?: number; username?: string }, ctx: SubgraphContext, _info?: GraphQLResolveInfo) {
      const { byKey } = ctx.loaders.get(profileLoaders);
      return ref.id !== undefined ? byKey.load({ id: ref.id }) : byKey.load({ username: String(ref.username) });
    },
    ...rowFields(typeDefs, 'Profile'),
    enrichment: (row: ProfileRow) => completeEnrichment(row.enrichment),
    // Every profile of a request reads its metrics in one statement.
    metrics: (row: ProfileRow, _: unknown, ctx: SubgraphContext) => ctx.loaders.get(metricsLoaders).byProfile.load(row.id),
    ...storedResolvers.Profile,
  },
  Enrichment: {
    ...rowFields(typeDefs, 'Enrichment'),
    // Stored tags come from the model or from imports: those without a tag name are not tags.
    tags: (row: { content_tags?: unknown }) =>
      Array.isArray(row.content_tags)
        ? row.content_tags
            .filter((t): t is { tag: string; weight?: unknown } => typeof t?.tag === 'string')
            .map((t) => ({ tag: t.tag, weight: typeof t.weight === 'number' ? t.weight : null }))
        : null,
  },
  ProfileMetrics: rowFields(typeDefs, 'ProfileMetrics'),
  Post: { ...rowFields(typeDefs, 'Post'), ...storedResolvers.Post },
  CommentPage: storedResolvers.CommentPage,
  Comment: { ...rowFields(typeDefs, 'Comment'), ...storedResolvers.Comment },
  ProfileMediaPage: storedResolvers.ProfileMediaPage,
  StoredProfileFull: storedResolvers.StoredProfileFull,
  ContentItem: { ...rowFields(typeDefs, 'ContentItem'), ...storedResolvers.ContentItem },
  ...wrapperResolvers.types,
  // A walk's typed comments and coverage, read from the normalised (snake_case) values (posts and accounts are the
  // wrappers' PhotonetLivePost and PhotonetAccount).
  PhotonetLiveComment: rowFields(typeDefs, 'PhotonetLiveComment'),
  WalkCoverage: walkCoverageResolvers,
  ...discoveryResolvers.types,
};
