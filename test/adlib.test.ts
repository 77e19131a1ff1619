import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importCorpus } from '../subgraphs/registry.ts';
import { storeAds } from '../platform/ads/library.ts';
import { createTestEnv, type TestEnv } from './helpers/env.ts';

/**
 * adlib: ads entering the library (facenet live reads, corpus import), full-text search over a generated corpus of
 * 10,000 ads with known answers, advertiser profiles and insights against hand-computed figures, monitoring folders
 * with their owner checks, prices, REST and GraphQL alike.
 */

let env: TestEnv;
let key: string;
let accountId: number;

beforeAll(async () => {
  env = await createTestEnv({ unauthenticatedRateLimit: 0 });
  ({ key, accountId } = await env.key({ balance: '50', rateLimit: 1_000_000 }));
});
afterAll(() => env?.close());

const db = () => env.services.db;
const stored = async (network: string, id: string) =>
  (await db().query<{ ad: Record<string, unknown>; countries: string[]; ts_config: string; first_seen_at: Date }>(
    'SELECT ad, countries, ts_config::text, first_seen_at FROM ad_library WHERE network = $1 AND ad_id = $2',
    [network, id],
  ))[0];

describe('ads enter the library', () => {
  it('from each facenet Ad Library read that acquires ads, in the full form even when trim asked for the compact one', async () => {
    const res = await env.rest('/v1/facenet/live/adlibrary/company/ads?pageId=770011&trim=true&country=DE', key);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const ads = res.body.data.ads as { ad_archive_id: string }[];
    expect(ads.length).toBeGreaterThan(0);
    for (const ad of ads) {
      const row = await stored('facenet', ad.ad_archive_id);
      expect(row.ad.page_id).toBe('770011');
      expect(row.ad.publisher_platforms).toBeDefined(); // a full-form member the compact one lacks
      expect(row.countries).toEqual(['DE']);
    }
    const search = await env.rest('/v1/facenet/live/adlibrary/search/ads?query=ingest+shoes&country=FR', key);
    expect(search.status).toBe(200);
    for (const ad of search.body.data.ads as { ad_archive_id: string }[]) expect(await stored('facenet', ad.ad_archive_id)).toBeDefined();
  });

  it('a source=db read stores nothing again; a later sighting widens the countries and keeps the first', async () => {
    const first = await env.rest('/v1/facenet/live/adlibrary/company/ads?pageId=770012', key);
    const id = first.body.data.ads[0].ad_archive_id as string;
    const before = await stored('facenet', id);
    const again = await env.rest('/v1/facenet/live/adlibrary/company/ads?pageId=770012&source=db', key);
    expect(again.body.meta.source).toBe('db');
    expect((await stored('facenet', id)).ad).toEqual(before.ad);
    await storeAds(db(), 'facenet', [{ ...before.ad, country: 'GB' }], new Date(Date.now() + 1000));
    const after = await stored('facenet', id);
    expect(after.countries).toEqual(['GB', 'US']);
    expect(after.first_seen_at).toEqual(before.first_seen_at);
  });

  it('a failure to store never fails the read or its charge', async () => {
    await db().query('ALTER TABLE ad_library RENAME TO ad_library_away');
    try {
      const res = await env.rest('/v1/facenet/live/adlibrary/company/ads?pageId=770013', key);
      expect(res.status).toBe(200);
      expect(res.body.meta.cost).toBe('$0.0025');
    } finally {
      await db().query('ALTER TABLE ad_library_away RENAME TO ad_library');
    }
    expect(await db().query("SELECT 1 FROM ad_library WHERE advertiser_id = '770013'")).toEqual([]);
  });

  it('from corpus import, with a bad line reported by its number', async () => {
    const ad = (id: string, extra: Record<string, unknown> = {}) => ({
      ad_archive_id: id, page_id: '880001', page_name: 'Imported Co.', is_active: true, start_date: '2026-01-05T00:00:00.000Z',
      end_date: null, body: 'Imported running shoes', media_type: 'IMAGE', snapshot_url: `https://www.facebook.com/ads/library/?id=${id}`,
      languages: ['en'], ...extra,
    });
    const report = await importCorpus(db(), [
      JSON.stringify({ network: 'facenet', type: 'ad', data: ad('90000001') }),
      JSON.stringify({ network: 'facenet', type: 'ad', data: ad('not-digits') }),
      JSON.stringify({ network: 'facenet', type: 'ad', data: ad('90000002', { start_date: 'yesterday' }) }),
      JSON.stringify({ network: 'facenet', type: 'ad', data: ad('90000003', { custom_member: 'kept' }) }),
    ]);
    expect(report.imported).toBe(2);
    expect(report.errors.map((e) => e.line)).toEqual([2, 3]);
    expect(report.errors[0].message).toMatch(/ad_archive_id/);
    expect((await stored('facenet', '90000001')).ts_config).toBe('english');
    expect((await stored('facenet', '90000003')).ad.custom_member).toBe('kept');
  });
});
