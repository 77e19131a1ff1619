/**
 * Ad library records as every network's ad library answers them (README, "facenet", "jobnet"): the full record, and
 * with `trim=true` the compact projection. Networks map their upstream's ads onto the full record; the projection is
 * derived from it on every read, stored or live, so the archive always keeps the full record.
 */

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type Row = Record<string, Json>;

/** An ad library ad record in its full form; a network may add members of its own. */
export interface RawAd extends Row {
  ad_archive_id: string;
  page_id: string;
  page_name: string;
  is_active: boolean;
  start_date: string;
  end_date: string | null;
  body: string;
  media_type: string;
  snapshot_url: string;
}

/** The members of the compact ad projection (trim=true), in order. */
export const COMPACT_AD_KEYS = ['ad_archive_id', 'page_id', 'page_name', 'is_active', 'start_date', 'end_date', 'media_type', 'body', 'snapshot_url'] as const;

/** The compact projection of an ad in its full form (an answered record, or one the ad library stored). */
export function compactAd(ad: Readonly<Record<string, unknown>>): Row {
  return Object.fromEntries(COMPACT_AD_KEYS.map((k) => [k, (ad[k] ?? null) as Json]));
}

/** Ads in the form asked for: the full records, or their compact projection when `trim`. */
export function adRecords(ads: RawAd[], trim: boolean): Row[] {
  return trim ? ads.map(compactAd) : ads;
}
