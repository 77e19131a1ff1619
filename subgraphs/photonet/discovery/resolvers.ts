import { checkArgs } from '../../../platform/rest/params.ts';
import type { SubgraphContext } from '../../context.ts';
import { profileLoaders, type ProfileRow } from '../profiles.ts';
import { findLookalikes } from './lookalikes.ts';
import { lookalikeArgs, searchArgs } from './params.ts';
import { searchProfiles } from './search.ts';

/** GraphQL's name growth30d is the rules' growth_30d (the naming rule alone would make it growth30d). */
const renameGrowth = ({ growth30d, ...rest }: Record<string, unknown>) => (growth30d === undefined ? rest : { ...rest, growth_30d: growth30d });

/** A hit's profile joins the request's profile loader, so fields other subgraphs resolve by id do not read it again. */
function primed(ctx: SubgraphContext, profile: ProfileRow): ProfileRow {
  const { byKey } = ctx.loaders.get(profileLoaders);
  byKey.prime({ id: profile.id }, profile).prime({ username: profile.username }, profile);
  return profile;
}

export const discoveryResolvers = {
  Query: {
    async discoverProfiles(_: unknown, args: Record<string, unknown>, ctx: SubgraphContext) {
      const p = checkArgs(searchArgs, args, { prepare: renameGrowth });
      const page = await searchProfiles(ctx.db, p);
      return {
        total: page.total,
        profiles: page.profiles.map((h) => ({ ...h, profile: primed(ctx, h.profile) })),
        nextCursor: page.next_cursor,
        empty: page.empty,
      };
    },
    async lookalikes(_: unknown, args: Record<string, unknown>, ctx: SubgraphContext) {
      const p = checkArgs(lookalikeArgs, args);
      const page = await findLookalikes(ctx.db, p.q, p.limit ?? 25);
      if (!page) return null;
      return {
        account: primed(ctx, page.account),
        profiles: page.profiles.map((h) => ({ ...h, profile: primed(ctx, h.profile) })),
        empty: page.empty,
      };
    },
  },
  types: {},
};
