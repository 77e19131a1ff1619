import { AD_NETWORKS } from '../../platform/ads/library.ts';
import { adRecordResolvers } from '../../platform/ads/records.ts';
import { InvalidApiKey } from '../../platform/errors.ts';
import { camelCase } from '../../platform/names.ts';
import { checkArgs } from '../../platform/rest/params.ts';
import type { SubgraphContext } from '../context.ts';
import { DateTime, JSONScalar } from '../scalars.ts';
import { advertiserInsights, advertiserProfile, type AdvertiserRef } from './advertiser.ts';
import { createFolder, listFolders, readNewAds } from './folders.ts';
import { advertiserAdsArgs, advertiserArgs, folderCreateArgs, folderListArgs, folderNewArgs, searchArgs } from './params.ts';
import { searchAds, type SearchHit, type SearchPage } from './search.ts';

type Entity = { network: string; advertiserId: string };

function account(ctx: SubgraphContext): number {
  if (ctx.accountId === null) throw new InvalidApiKey();
  return ctx.accountId;
}

const now = (ctx: SubgraphContext) => new Date(ctx.runtime.clock.now());

/**
 * A record under GraphQL names at every level, by the one naming rule; the `ad` member (the network's ad form, a JSON
 * value) stays exactly as stored.
 */
function graphNames(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(graphNames);
  if (value === null || typeof value !== 'object' || value instanceof Date) return value;
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [camelCase(k), k === 'ad' ? v : graphNames(v)]));
}

const hit = (h: SearchHit) => graphNames(h);
const page = (p: SearchPage) => ({ sort: p.sort, nextCursor: p.next_cursor, ads: p.ads.map(hit) });
const refOf = (e: Entity): AdvertiserRef | null => ((AD_NETWORKS as readonly string[]).includes(e.network) ? { network: e.network, id: e.advertiserId } : null);

async function held(ctx: SubgraphContext, ref: AdvertiserRef): Promise<boolean> {
  const rows = await ctx.db.query('SELECT 1 FROM ad_library WHERE advertiser_id = $1 AND network = $2 LIMIT 1', [ref.id, ref.network], 'adlib_advertiser_held');
  return rows.length > 0;
}

export const resolvers = {
  DateTime,
  JSON: JSONScalar,
  Query: {
    async adSearch(_: unknown, args: Record<string, unknown>, ctx: SubgraphContext) {
      return page(await searchAds(ctx.db, checkArgs(searchArgs, args), now(ctx)));
    },
    async adlibAdvertiser(_: unknown, args: Record<string, unknown>, ctx: SubgraphContext) {
      const p = checkArgs(advertiserArgs, args);
      return (await held(ctx, p)) ? { network: p.network, advertiserId: p.id } : null;
    },
    async adlibFolders(_: unknown, args: Record<string, unknown>, ctx: SubgraphContext) {
      checkArgs(folderListArgs, args);
      return graphNames(await listFolders(ctx.db, account(ctx)));
    },
    async adlibFolderNew(_: unknown, args: Record<string, unknown>, ctx: SubgraphContext) {
      const p = checkArgs(folderNewArgs, args);
      const found = await readNewAds(ctx.db, account(ctx), p.id, { limit: p.limit ?? 25, trim: p.trim ?? false }, now(ctx));
      return found && graphNames(found);
    },
  },
  Mutation: {
    async createAdlibFolder(_: unknown, args: Record<string, unknown>, ctx: SubgraphContext) {
      const p = checkArgs(folderCreateArgs, args);
      return graphNames(await createFolder(ctx.db, account(ctx), p, now(ctx)));
    },
  },
  Advertiser: {
    __resolveReference: (ref: Entity) => ({ network: ref.network, advertiserId: ref.advertiserId }),
    async name(e: Entity, _: unknown, ctx: SubgraphContext) {
      const ref = refOf(e);
      if (!ref) return null;
      const [row] = await ctx.db.query<{ name: string }>(
        'SELECT advertiser_name AS name FROM ad_library WHERE advertiser_id = $1 AND network = $2 ORDER BY last_seen_at DESC, ad_id LIMIT 1',
        [ref.id, ref.network],
        'adlib_advertiser_name',
      );
      return row?.name ?? null;
    },
    async profile(e: Entity, _: unknown, ctx: SubgraphContext) {
      const ref = refOf(e);
      return ref && graphNames(await advertiserProfile(ctx.db, ref));
    },
    async insights(e: Entity, _: unknown, ctx: SubgraphContext) {
      const ref = refOf(e);
      return ref && graphNames(await advertiserInsights(ctx.db, ref, now(ctx)));
    },
    async ads(e: Entity, args: Record<string, unknown>, ctx: SubgraphContext) {
      const p = checkArgs(advertiserAdsArgs, args);
      const ref = refOf(e);
      if (!ref) return null;
      return page(await searchAds(ctx.db, p, now(ctx), { advertiser: ref }));
    },
  },
  AdlibAd: {
    advertiser: (a: { network: string; advertiserId: string }) => ({ network: a.network, advertiserId: a.advertiserId }),
    // The same record as `ad`, typed (AdlibAdRecord reads its members by the naming rule).
    record: (a: { ad: unknown }) => a.ad,
  },
  AdlibAdRecord: adRecordResolvers,
};
