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

/**
 * A typed ad record on GraphQL (`JobnetAd`, `AdlibAdRecord`): each field is the full form's member by the naming rule
 * (`adArchiveId` <- `ad_archive_id`). The compact projection's members are always there; the others are null under
 * trim. A member a stored record holds in another type (an imported record keeps its other members as given) answers
 * null rather than failing the answer; the compact members are the ones an import requires, as strings.
 */
const text = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : null);
const texts = (v: unknown) => (Array.isArray(v) && v.every((x) => typeof x === 'string') ? (v as string[]) : null);
const count = (v: unknown) => (typeof v === 'number' && Number.isInteger(v) && Math.abs(v) <= 2 ** 31 - 1 ? v : null);
const flag = (v: unknown) => (typeof v === 'boolean' ? v : null);

export const adRecordResolvers = {
  adArchiveId: (ad: Row) => text(ad.ad_archive_id),
  pageId: (ad: Row) => text(ad.page_id),
  pageName: (ad: Row) => text(ad.page_name),
  pageProfileUrl: (ad: Row) => text(ad.page_profile_url),
  isActive: (ad: Row) => flag(ad.is_active),
  startDate: (ad: Row) => text(ad.start_date),
  endDate: (ad: Row) => text(ad.end_date),
  country: (ad: Row) => text(ad.country),
  publisherPlatforms: (ad: Row) => texts(ad.publisher_platforms),
  mediaType: (ad: Row) => text(ad.media_type),
  title: (ad: Row) => text(ad.title),
  body: (ad: Row) => text(ad.body),
  ctaText: (ad: Row) => text(ad.cta_text),
  linkUrl: (ad: Row) => text(ad.link_url),
  imageUrls: (ad: Row) => texts(ad.image_urls),
  videoUrl: (ad: Row) => text(ad.video_url),
  collationCount: (ad: Row) => count(ad.collation_count),
  snapshotUrl: (ad: Row) => text(ad.snapshot_url),
};
