import { registry } from '../../subgraphs/registry.ts';
import type { Db } from '../../platform/db/pool.ts';
import { demoCorpusLines } from '../../subgraphs/photonet/demo-corpus.ts';
import type { ProfileRecord } from '../../subgraphs/photonet/profile-record.ts';

/** A profile that exercises every field of 2.2/2.3, including each nullable one both ways. */
export function fullProfile(overrides: Partial<ProfileRecord> = {}): ProfileRecord {
  return {
    id: 501,
    profile_id: 48_213_557_901,
    platform: 'photonet',
    username: 'lena.bakes',
    ig_id: '17841405822304914',
    fbid: '112233445566778',
    full_name: 'Léna Moreau 🍞',
    biography: 'Sourdough, butter and patience.\nLyon → Paris',
    profile_pic_url: 'https://media.photonet.example/profile/lena.bakes.jpg?sig=abc&exp=1700000000',
    external_urls: ['https://lenabakes.example.com', 'https://shop.lenabakes.example.com/books'],
    followers: 2_481_903,
    following: 712,
    posts_count: 1_893,
    scrape_count: 14,
    is_verified: true,
    is_private: false,
    is_business_account: false,
    is_professional_account: true,
    has_channel: true,
    category_name: 'Chef',
    business_category_name: null,
    first_scraped_at: '2024-02-03T04:05:06.000Z',
    last_scraped_at: '2026-10-30T21:15:00.123Z',
    enriched_at: '2026-10-31T08:00:00.000Z',
    enrichment: {
      entity_type: 'person',
      account_role: 'creator',
      primary_niche: 'food',
      sub_niches: ['baking', 'french pastry'],
      content_tags: [{ tag: 'sourdough', weight: 0.93, nested: { source: 'captions' } }],
      commercial_intent: 'medium',
      brand_safety: 'safe',
      content_style: 'educational',
      gender: 'female',
      age_range: '25-34',
      profession: 'Pastry chef',
      tagline: 'Bread for people who are afraid of bread',
      collab_readiness: true,
      country: 'France',
      primary_language: 'French',
      state_or_region: 'Auvergne-Rhône-Alpes',
      city: 'Lyon',
      languages: ['French', 'English'],
      bio_summary: 'Pastry chef teaching home bakers sourdough and laminated doughs.',
      content_summary: 'Step-by-step baking reels and recipe carousels.',
      audience_summary: 'Home bakers in France and the US, mostly 25-44.',
      brand_fit_summary: 'Strong fit for flour mills, ovens and kitchen tools.',
      enrichment_version: '2026.10',
      enriched_at: '2026-10-31T08:00:00.000Z',
    },
    ...overrides,
  };
}

/** The same shape with every nullable field null. */
export function sparseProfile(): ProfileRecord {
  const p = fullProfile({ id: 502, profile_id: 9_001, username: 'quiet_account', category_name: null, business_category_name: null });
  p.enrichment = {
    ...p.enrichment,
    entity_type: 'character',
    content_tags: null,
    commercial_intent: null,
    brand_safety: null,
    content_style: null,
    gender: null,
    age_range: null,
    profession: null,
    tagline: null,
    collab_readiness: null,
    state_or_region: null,
    city: null,
  };
  p.external_urls = [];
  return p;
}

export function line(data: unknown, type = 'profile', network = 'photonet'): string {
  return JSON.stringify({ network, type, data });
}

export async function importDemo(db: Db, count: number): Promise<void> {
  const report = await registry.importCorpus(db, demoCorpusLines(count));
  if (report.failed) throw new Error(JSON.stringify(report.errors.slice(0, 3)));
}
