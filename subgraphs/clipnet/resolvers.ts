import { checkArgs } from '../../platform/rest/params.ts';
import type { SubgraphContext } from '../context.ts';
import { rowFields, rowFieldsOf } from '../row-fields.ts';
import { DateTime, JSONScalar, Long } from '../scalars.ts';
import { storedProfile, storedStats, storedVideos } from './library.ts';
import { libraryArgs, libraryVideosArgs, mentionsArgs, searchArgs, userArgs, userVideosArgs, videoArgs } from './params.ts';
import { readMentions, readSearch, readUser, readUserVideos, readVideo } from './read.ts';
import { typeDefs } from './schema.ts';
import { CLIPNET_WALKERS, walkerResolvers } from './walkers.ts';
import { jobResultResolvers, walkCoverageResolvers } from '../../platform/walkers/index.ts';

/** How a live read was answered (source and acquisition time); its payload goes under the read's own field. */
const answered = (r: { source: string; fetchedAt: Date }) => ({ source: r.source, fetchedAt: r.fetchedAt });

export const resolvers = {
  DateTime,
  JSON: JSONScalar,
  Long,
  // A job's results, its items typed by kind.
  JobResult: jobResultResolvers(Object.values(CLIPNET_WALKERS)),
  Query: {
    async clipnetProfile(_: unknown, args: Record<string, unknown>, ctx: SubgraphContext) {
      const { handle } = checkArgs(libraryArgs, args);
      const profile = await storedProfile(ctx.readDb, handle);
      if (profile) await ctx.runtime.mirror.swapExpired(profile.creator);
      return profile;
    },
    async clipnetVideos(_: unknown, args: Record<string, unknown>, ctx: SubgraphContext) {
      const { handle, limit, cursor } = checkArgs(libraryVideosArgs, args);
      const page = await storedVideos(ctx.readDb, handle, limit ?? 20, cursor ?? null);
      if (page) await ctx.runtime.mirror.swapExpired(page.videos);
      return page;
    },
    async clipnetStats(_: unknown, args: Record<string, unknown>, ctx: SubgraphContext) {
      const { handle } = checkArgs(libraryArgs, args);
      return storedStats(ctx.readDb, handle);
    },
    async clipnetUser(_: unknown, args: Record<string, unknown>, ctx: SubgraphContext) {
      const { handle, source } = checkArgs(userArgs, args);
      const r = await readUser(ctx, handle, source ?? 'auto');
      return { ...answered(r), creator: r.payload };
    },
    async clipnetUserVideos(_: unknown, args: Record<string, unknown>, ctx: SubgraphContext) {
      const { handle, limit, source } = checkArgs(userVideosArgs, args);
      const r = await readUserVideos(ctx, handle, limit ?? 100, source ?? 'auto');
      return { ...answered(r), list: r.payload };
    },
    async clipnetVideo(_: unknown, args: Record<string, unknown>, ctx: SubgraphContext) {
      const { id, source } = checkArgs(videoArgs, args);
      const r = await readVideo(ctx, id, source ?? 'auto');
      return { ...answered(r), video: r.payload };
    },
    async clipnetMentions(_: unknown, args: Record<string, unknown>, ctx: SubgraphContext) {
      const { handle, source } = checkArgs(mentionsArgs, args);
      const r = await readMentions(ctx, handle, source ?? 'auto');
      return { ...answered(r), mentions: r.payload };
    },
    async clipnetSearch(_: unknown, args: Record<string, unknown>, ctx: SubgraphContext) {
      const { query, type, source } = checkArgs(searchArgs, args);
      const r = await readSearch(ctx, query, type, source ?? 'auto');
      return { ...answered(r), results: r.payload };
    },
    ...walkerResolvers,
  },
  // The normalised payloads and library rows are in REST names; GraphQL reads them by the naming rule.
  ClipnetCreator: {
    ...rowFields(typeDefs, 'ClipnetCreator'),
    /** Another subgraph's reference: the library's latest snapshot of the creator; null when never acquired. */
    async __resolveReference(ref: { handle: string }, ctx: SubgraphContext) {
      return (await storedProfile(ctx.readDb, ref.handle))?.creator ?? null;
    },
  },
  ClipnetVideo: rowFields(typeDefs, 'ClipnetVideo'),
  ClipnetMusic: rowFields(typeDefs, 'ClipnetMusic'),
  ClipnetStoredProfile: rowFields(typeDefs, 'ClipnetStoredProfile'),
  ClipnetStoredVideos: rowFields(typeDefs, 'ClipnetStoredVideos'),
  ClipnetSnapshot: rowFields(typeDefs, 'ClipnetSnapshot'),
  ClipnetVideoList: rowFields(typeDefs, 'ClipnetVideoList'),
  ClipnetComment: rowFields(typeDefs, 'ClipnetComment'),
  ClipnetCommentAuthor: rowFields(typeDefs, 'ClipnetCommentAuthor'),
  ClipnetWalkCoverage: walkCoverageResolvers,
  // The item_list pages as served, under the upstream's own names (ClipnetItemList*, ClipnetRaw*).
  ...rowFieldsOf(typeDefs, (name) => /^Clipnet(ItemList|Raw)/.test(name)),
};
