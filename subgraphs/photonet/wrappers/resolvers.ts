import type { SubgraphContext } from '../../context.ts';
import { rowFields } from '../../row-fields.ts';
import { typeDefs } from '../schema.ts';
import { wrapper, WRAPPER_NAMES } from './operations.ts';
import { readWrapper } from './read.ts';

/** The GraphQL types of the wrappers' reads: each field read from the normalised answer's snake_case member. */
const TYPES = [
  'PhotonetWebProfileRead',
  'PhotonetWebProfile',
  'PhotonetWebProfileExtra',
  'PhotonetBioLink',
  'PhotonetAccount',
  'PhotonetLivePost',
  'PhotonetPostRead',
  'PhotonetPostDetail',
  'PhotonetPlace',
  'PhotonetStoryRead',
  'PhotonetStoryItem',
  'PhotonetLikersRead',
  'PhotonetAboutRead',
  'PhotonetEmbedRead',
  'PhotonetEmbedAuthor',
  'PhotonetLoggedOutProfileRead',
  'PhotonetPopularSearchRead',
  'PhotonetKeyword',
  'PhotonetHighlightsTrayRead',
  'PhotonetHighlight',
  'PhotonetRelatedProfilesRead',
  'PhotonetLocationInfoRead',
  'PhotonetLocation',
  'PhotonetLocationNearbyRead',
  'PhotonetNearby',
  'PhotonetNearbyLocation',
  'PhotonetUserPostsRead',
];

/** One resolver per wrapper (Query.<field>), and the row-field resolvers of their types. */
export const wrapperResolvers = {
  Query: Object.fromEntries(
    WRAPPER_NAMES.map((name) => [wrapper(name).field, (_: unknown, args: Record<string, unknown>, ctx: SubgraphContext) => readWrapper(ctx, name, args)]),
  ),
  types: {
    ...Object.fromEntries(TYPES.map((type) => [type, rowFields(typeDefs, type)])),
    // The typed twin of extra reads the same member.
    PhotonetWebProfile: { ...rowFields(typeDefs, 'PhotonetWebProfile'), details: (profile: { extra: unknown }) => profile.extra },
  },
};
