import { COMPACT_AD_KEYS } from '../../platform/ads/library.ts';
import { encodeCursor } from './params.ts';
import type { AdsPage, RawAd, Row } from './upstream.ts';

/**
 * The answered shapes of facenet (contract 2.11, README "facenet"), derived from the archived upstream payload on
 * every read. Ad records come in two forms: the full record, and with trim=true the compact projection.
 */

/** The members of the compact ad projection (trim=true), in order: the ad library's (platform/ads), shared by every network. */
export { COMPACT_AD_KEYS };

export function compactAd(ad: RawAd): Row {
  return Object.fromEntries(COMPACT_AD_KEYS.map((k) => [k, ad[k] ?? null]));
}

export function adRecords(ads: RawAd[], trim: boolean): Row[] {
  return trim ? ads.map(compactAd) : ads;
}

/** A page of ads with its next_cursor (emitted for this operation only; null on the last page). */
export function adsPayload(operation: string, raw: AdsPage, trim: boolean, head: Row): Row {
  const ads = adRecords(raw.ads, trim);
  return { ...head, ad_count: ads.length, ads, next_cursor: raw.next_page === null ? null : encodeCursor(operation, raw.next_page, raw.next_after) };
}

/** Post payload: `post` (the group-post members) and, when asked for, `comments` and `transcript` beside it. */
export function postPayload(raw: Row, comments: boolean, transcript: boolean): Row {
  const { comment_list, transcript_text, ...post } = raw;
  return {
    post,
    ...(comments ? { comments: comment_list ?? [] } : {}),
    ...(transcript ? { transcript: transcript_text ?? null } : {}),
  };
}
