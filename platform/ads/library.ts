import type { Db } from '../db/pool.ts';
import { log } from '../log.ts';
import { storableInstant } from '../storable.ts';

/**
 * The ad library (table ad_library, migration 009): every ad the service has stored from any network's Ad Library,
 * in that network's full ad form, indexed for full-text search (subgraphs/adlib reads it).
 *
 * HOW ADS ENTER IT: call `storeAds(db, network, ads, seenAt)` with the ads in the network's FULL ad form (never the
 * compact `trim` projection: store what the upstream gave before projecting it).
 * - Live reads: each Ad Library read that acquired ads from a provider of real data (never the sandbox: the live
 *   reader skips the hook for it) (source live, or auto without a stored payload) stores them in
 *   the same request, after acquisition and archiving, through `storeAdsQuietly` (the LiveOperation `store` hook): a
 *   failure to store is logged and never fails the read's answer or changes its charge. A `source=db` read answers a
 *   payload already stored when it was acquired, and stores nothing again.
 * - `npm run admin -- corpus import`: each network's `ad` importer (`adImporter(network)`) stores the records of its
 *   lines in batches through `storeAds`.
 *
 * The full ad form's members read here (the facenet form; another network gives the same names):
 * `ad_archive_id` (the ad's id), `page_id` (the advertiser's id), `page_name`, `is_active`, `start_date`, `end_date`,
 * `media_type`, `country` (and `countries`), `publisher_platforms`, `languages`, `title`, `body`, `link_caption`,
 * `link_description`. An ad without an id or an advertiser id is skipped.
 */

/** The networks whose ad libraries the service reads. */
export const AD_NETWORKS = ['facenet', 'jobnet'] as const;
export type AdNetwork = (typeof AD_NETWORKS)[number];

// The compact projection (trim=true) is the one every network answers (records.ts).
export { COMPACT_AD_KEYS } from './records.ts';

/** ISO 639-1 language codes and the PostgreSQL text search configuration that stems them. */
export const TEXT_SEARCH_CONFIGS: Readonly<Record<string, string>> = {
  en: 'english',
  fr: 'french',
  de: 'german',
  es: 'spanish',
  it: 'italian',
  pt: 'portuguese',
  nl: 'dutch',
  sv: 'swedish',
  da: 'danish',
  no: 'norwegian',
  nb: 'norwegian',
  fi: 'finnish',
  ru: 'russian',
  tr: 'turkish',
  hu: 'hungarian',
  ro: 'romanian',
};

/** Every configuration an ad can be stored under: `simple` (language unknown) and the ones above. */
export const AD_SEARCH_CONFIGS: readonly string[] = ['simple', ...new Set(Object.values(TEXT_SEARCH_CONFIGS))];

/** The configuration of an ad's languages: the first one with a stemmer (`en`, `en_US`, `English` alike), else `simple`. */
export function searchConfigOf(languages: unknown): string {
  if (!Array.isArray(languages)) return 'simple';
  for (const lang of languages) {
    if (typeof lang !== 'string') continue;
    const code = lang.trim().toLowerCase().slice(0, 2);
    const byName = Object.values(TEXT_SEARCH_CONFIGS).find((c) => c === lang.trim().toLowerCase());
    if (TEXT_SEARCH_CONFIGS[code]) return TEXT_SEARCH_CONFIGS[code];
    if (byName) return byName;
  }
  return 'simple';
}

const str = (v: unknown): string | null => (typeof v === 'string' ? v : typeof v === 'number' && Number.isFinite(v) ? String(v) : null);
const strings = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);
function time(v: unknown): string | null {
  const s = str(v);
  if (s === null || s === '') return null;
  // An instant PostgreSQL would refuse or misread (year 0, JavaScript's extended years) is no time at all.
  const at = new Date(Date.parse(s));
  return storableInstant(at) ? at.toISOString() : null;
}

/** One ad as the row the library keeps, or null when it has no id or no advertiser. */
export function adRow(ad: Record<string, unknown>, seenAt: Date) {
  const id = str(ad.ad_archive_id) ?? str(ad.ad_id);
  const advertiser = str(ad.page_id) ?? str(ad.advertiser_id);
  if (!id || !advertiser || id.length > 200 || advertiser.length > 200) return null;
  const ended = time(ad.end_date);
  const countries = [
    ...new Set([str(ad.country), ...strings(ad.countries)].filter((c): c is string => c !== null && /^[A-Za-z]{2}$/.test(c)).map((c) => c.toUpperCase())),
  ].sort();
  return {
    id,
    advertiser_id: advertiser,
    advertiser_name: str(ad.page_name) ?? str(ad.advertiser_name) ?? '',
    ad,
    cfg: searchConfigOf(ad.languages),
    active: typeof ad.is_active === 'boolean' ? ad.is_active : ended === null,
    started_at: time(ad.start_date) ?? seenAt.toISOString(),
    ended_at: ended,
    media_type: (str(ad.media_type) ?? 'UNKNOWN').toUpperCase() || 'UNKNOWN',
    countries,
    platforms: [...new Set(strings(ad.publisher_platforms).map((p) => p.toLowerCase()))].sort(),
    languages: strings(ad.languages),
  };
}

/**
 * Stores ads of one network seen at `seenAt` (new ones get their first sighting; known ones take the newer form and
 * the union of countries, their first sighting kept). Answers how many were stored; an ad without an id or an
 * advertiser id is skipped. Throws on a database failure (see `storeAdsQuietly` for reads).
 */
export async function storeAds(db: Db, network: AdNetwork, ads: readonly Record<string, unknown>[], seenAt: Date): Promise<number> {
  const rows = new Map<string, NonNullable<ReturnType<typeof adRow>>>();
  for (const ad of ads) {
    const row = ad && typeof ad === 'object' ? adRow(ad, seenAt) : null;
    if (row) rows.set(row.id, row);
  }
  if (rows.size === 0) return 0;
  // In id order, so concurrent batches sharing ads lock them in the same order (no deadlock); PostgreSQL refuses NUL in
  // jsonb: it is dropped from every string.
  const ordered = [...rows.values()].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const json = JSON.stringify(ordered, (_, v) => (typeof v === 'string' ? v.replaceAll('\u0000', '') : v));
  await db.query(
    `INSERT INTO ad_library (network, ad_id, advertiser_id, advertiser_name, ad, ts_config, is_active, started_at, ended_at,
       media_type, countries, platforms, languages, first_seen_at, last_seen_at)
     SELECT $1, r->>'id', r->>'advertiser_id', r->>'advertiser_name', r->'ad', (r->>'cfg')::regconfig, (r->>'active')::boolean,
       (r->>'started_at')::timestamptz, (r->>'ended_at')::timestamptz, r->>'media_type',
       ARRAY(SELECT jsonb_array_elements_text(r->'countries')), ARRAY(SELECT jsonb_array_elements_text(r->'platforms')),
       ARRAY(SELECT jsonb_array_elements_text(r->'languages')), $3, $3
     FROM jsonb_array_elements($2::jsonb) AS r
     ON CONFLICT (network, ad_id) DO UPDATE SET
       advertiser_id = EXCLUDED.advertiser_id, advertiser_name = EXCLUDED.advertiser_name, ad = EXCLUDED.ad,
       ts_config = EXCLUDED.ts_config, is_active = EXCLUDED.is_active, started_at = EXCLUDED.started_at,
       ended_at = EXCLUDED.ended_at, media_type = EXCLUDED.media_type,
       countries = ARRAY(SELECT DISTINCT c FROM unnest(ad_library.countries || EXCLUDED.countries) AS c ORDER BY c),
       platforms = EXCLUDED.platforms, languages = EXCLUDED.languages, last_seen_at = EXCLUDED.last_seen_at
     WHERE ad_library.last_seen_at <= EXCLUDED.last_seen_at`,
    [network, json, seenAt],
    'ad_library_store',
  );
  return rows.size;
}

/**
 * storeAds for a live read: never throws. A failure is logged (network, count, error) and the read answers and is
 * charged as if the ads had been stored; they enter the library on the next read that acquires them.
 */
export async function storeAdsQuietly(db: Db, network: AdNetwork, ads: readonly Record<string, unknown>[], seenAt: Date): Promise<void> {
  try {
    await storeAds(db, network, ads, seenAt);
  } catch (err) {
    log.warn({ network, ads: ads.length, err: err instanceof Error ? err.message : String(err) }, 'ad library: storing the ads of a live read failed');
  }
}
