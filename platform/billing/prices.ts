import { parseDollars, type Units } from '../money.ts';

/**
 * Every price the service charges, in one table (contract section 4). REST routes and GraphQL fields name an entry
 * here; nothing else states a price.
 */
const TABLE = {
  'photonet.profile': '0.0005',
  'photonet.stored_full': '0.001',
  'photonet.stored_read': '0.0005',
  // Per started block of 12 posts returned.
  'photonet.posts_block': '0.0005',
  // List walkers, per started block of unique items returned: 12 posts; 24 comments; 50 followers (followers run on
  // the signed-in account pool and cost more).
  'photonet.user_feed': '0.0005',
  'photonet.post_comments': '0.0005',
  'photonet.followers': '0.001',
  'photonet.dm_send': '0.02',
  'photonet.dm_read': '0.0005',
  'photonet.dm_refresh': '0.001',
  free: '0',
  'openfeed.live': '0.0005',
  'openfeed.library': '0.0005',
} as const satisfies Record<string, string>;

export type PriceKey = keyof typeof TABLE;

export const PRICES: Record<PriceKey, Units> = Object.fromEntries(
  Object.entries(TABLE).map(([key, dollars]) => [key, parseDollars(dollars)]),
) as Record<PriceKey, Units>;

export function priceOf(key: PriceKey): Units {
  return PRICES[key];
}
