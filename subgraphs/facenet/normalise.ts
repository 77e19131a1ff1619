import { encodeCursor } from './params.ts';
import { adRecords } from '../../platform/ads/records.ts';
import type { AdsPage, Row } from './upstream.ts';

export { COMPACT_AD_KEYS, compactAd, adRecords } from '../../platform/ads/records.ts';

/**
 * The answered shapes of facenet (contract 2.11, README "facenet"), derived from the archived upstream payload on
 * every read. Ad records come in two forms: the full record, and with trim=true the compact projection.
 */

/** A page of ads with its next_cursor (bound to this operation and `bound`, the arguments that shape its pages; null on the last page). */
export function adsPayload(operation: string, bound: Record<string, unknown>, raw: AdsPage, trim: boolean, head: Row): Row {
  const ads = adRecords(raw.ads, trim);
  return { ...head, ad_count: ads.length, ads, next_cursor: raw.next_page === null ? null : encodeCursor(operation, bound, raw.next_page, raw.next_after) };
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
