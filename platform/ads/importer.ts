import { z } from 'zod';
import { storeAds, type AdNetwork } from './library.ts';
import type { Importer } from '../corpus/import.ts';
import type { Db } from '../db/pool.ts';
import type { RawAd } from './records.ts';
import { storableInstant } from '../storable.ts';

/**
 * `corpus import` records of an ad library: `{"network":"facenet","type":"ad","data":{...}}` (or jobnet), an ad in
 * the full form (README "facenet"), stored in the ad library as a live read would store it (library.ts), seen at the
 * time of the import. The members of the full form are checked for their type (what the API description and the typed
 * GraphQL record say of them, since adlib answers the record as stored); members beyond them are kept as given. Each
 * network with an ad library declares `importers: { ad: adImporter('<network>') }`.
 */

const isoDate = (name: string) =>
  z.string().refine((v) => storableInstant(new Date(Date.parse(v))), { message: `${name} must be an ISO 8601 date in years 0001 to 9999` });

export const adRecord = z.looseObject({
  ad_archive_id: z.string().regex(/^\d{1,40}$/, 'ad_archive_id must be 1 to 40 digits'),
  page_id: z.string().regex(/^\d{1,40}$/, 'page_id must be 1 to 40 digits'),
  page_name: z.string().max(500),
  is_active: z.boolean(),
  start_date: isoDate('start_date'),
  end_date: isoDate('end_date').nullable(),
  body: z.string().max(100_000),
  media_type: z.string().min(1).max(40),
  snapshot_url: z.string().max(2048),
  country: z
    .string()
    .regex(/^[A-Z]{2}$/, 'country must be two uppercase letters')
    .optional(),
  publisher_platforms: z.array(z.string().max(100)).max(50).optional(),
  languages: z.array(z.string().max(40)).max(50).optional(),
  title: z.string().max(10_000).nullable().optional(),
  page_profile_url: z.string().max(2048).nullable().optional(),
  cta_text: z.string().max(500).nullable().optional(),
  link_url: z.string().max(2048).nullable().optional(),
  image_urls: z.array(z.string().max(2048)).max(100).nullable().optional(),
  video_url: z.string().max(2048).nullable().optional(),
  collation_count: z
    .number()
    .int()
    .nonnegative()
    .max(2 ** 31 - 1)
    .nullable()
    .optional(),
});

export const adImporter = (network: AdNetwork): Importer<RawAd> => ({
  schema: adRecord as unknown as z.ZodType<RawAd>,
  async write(db: Db, records: RawAd[]) {
    const seenAt = new Date();
    try {
      await storeAds(db, network, records, seenAt);
      return records.map(() => null);
    } catch {
      // One record the database refuses fails its batch: the others are written one by one, so they still land.
      const outcome: (string | null)[] = [];
      for (const record of records) {
        outcome.push(
          await storeAds(db, network, [record], seenAt).then(
            () => null,
            () => 'the ad library could not store this ad',
          ),
        );
      }
      return outcome;
    }
  },
});
