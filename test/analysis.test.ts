import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../platform/config.ts';
import { UpstreamError, UpstreamTimeout } from '../platform/errors.ts';
import { OutboundFetcher } from '../platform/outbound/fetcher.ts';
import {
  ACCOUNT_ROLES,
  AGE_RANGES,
  BRAND_SAFETY,
  COMMERCIAL_INTENTS,
  CONTENT_STYLES,
  ENRICHMENT_SYSTEM_PROMPT,
  ENTITY_TYPES,
  GENDERS,
  ModelAnalyser,
  OfflineAnalyser,
  analyserFrom,
  enrichmentSchema,
  type Enrichment,
  type ProfilePost,
  type ProfileText,
} from '../subgraphs/intelligence/analysis/index.ts';
import { COUNTRY_CODES, statedPlace } from '../subgraphs/intelligence/analysis/location.ts';

/**
 * The profile-intelligence analyser: the offline one field by field on realistic profiles written here, its
 * determinism, every value of each vocabulary reachable, content signals on captions in several languages, and the
 * model analyser against a fake OpenAI-compatible server on 127.0.0.1 in each failure mode.
 */

const post = (
  caption: string | null,
  is_video: boolean | null,
  likes: number | null,
  comments: number | null,
  is_paid_partnership: boolean | null = false,
): ProfilePost => ({
  caption,
  posted_at: '2026-10-01T10:00:00Z',
  is_video,
  likes,
  comments,
  is_paid_partnership,
});

const base = (over: Partial<ProfileText>): ProfileText => ({
  network: 'photonet',
  username: 'someone',
  full_name: null,
  biography: null,
  category_name: null,
  business_category_name: null,
  external_urls: [],
  is_business_account: false,
  is_verified: false,
  followers: 1000,
  location: null,
  posts: [],
  ...over,
});

const portugueseTravel: ProfileText = base({
  username: 'ana.viaja',
  full_name: 'Ana Sofia Costa',
  biography: 'Viajante e contadora de histórias ✈️\n📍 Lisboa, Portugal\nGuias de cidades e pequenas vilas 🇵🇹\nParcerias: ana@anaviaja.pt',
  category_name: 'Travel blogger',
  external_urls: ['https://linktr.ee/ana.viaja'],
  followers: 48_200,
  posts: [
    post('Que dia incrível em Sintra! O Palácio da Pena é ainda mais bonito ao vivo. #sintra #portugal #viagem', false, 2100, 85),
    post('Roteiro de 3 dias em Lisboa: miradouros, pastéis de nata e elétrico 28. Guardem este post! #lisboa #roteiro #viagem', true, 3400, 120),
    post('Nova parceria com a @hoteisdosul! Usem o meu código ANA10 para 10% de desconto. #publi #viagem', true, 1800, 60, true),
    post('Slow travel in the Algarve: small villages, quiet beaches and the best grilled fish. #slowtravel #algarve', false, 2500, 90),
    post('Pôr do sol no Porto, a minha cidade favorita depois de Lisboa. #porto #viagem', false, 2900, 70),
  ],
});

const fitnessShop: ProfileText = base({
  username: 'ironpeak.supply',
  full_name: 'IronPeak Supply Co.™',
  biography:
    'Performance activewear for lifters 🏋️ Based in Austin, TX\nFree shipping on US orders over $75\nShop the new drop ⬇️ Use code LIFT15 for 15% off\nCustomer service: help@ironpeak.com',
  category_name: 'Sportswear Store',
  business_category_name: 'Shopping & Retail',
  external_urls: ['https://ironpeak.shop/collections/new'],
  is_business_account: true,
  is_verified: true,
  followers: 312_000,
  posts: [
    post('Leg day looks better in the Apex shorts. New colors just dropped. #activewear #gym #legday', true, 5400, 210),
    post('Our strongest fabric yet: squat-proof, sweat-wicking, built for heavy lifting. Shop now, link in bio. #fitness #workout', true, 4100, 180),
    post('Meet coach Dani. Her deadlift PR: 180 kg. #strength #powerlifting #gym', true, 7800, 340),
    post('Restock alert! Use code LIFT15 at checkout. #gymwear #fitness', false, 2300, 95),
    post('Thank you to 300k lifters. We build this for you. ❤️', true, 9100, 610),
  ],
});

const mascot: ProfileText = base({
  username: 'crunchy.bear',
  full_name: 'Crunchy Bear',
  biography: 'The official mascot of Crunchy Bites cereal™ 🐻 Cartoon bear, professional snack taster.\nAdventures every Saturday morning!',
  category_name: 'Fictional Character',
  external_urls: ['https://crunchybites.example.com'],
  is_business_account: true,
  is_verified: true,
  followers: 88_000,
  posts: [
    post('Saturday morning cartoons and a big bowl of crunch! 🥣😋 #crunchybear #cartoon', true, 1200, 44),
    post('Who else loves a snack break? Drop a 🐻 below!', false, 900, 120),
    post('New episode of my animated adventures is out now! #animation #cartoon', true, 2500, 90),
  ],
});

const japaneseFood: ProfileText = base({
  username: 'tokyo.ramen.diary',
  full_name: 'ラーメン日記',
  biography: '東京のラーメンと和食を毎日紹介しています🍜\n📍東京\nお仕事の依頼はDMまで',
  followers: 15_400,
  posts: [
    post('今日のランチは渋谷の人気店で味噌ラーメン！スープが濃厚で最高でした🍜 #ラーメン #東京グルメ', false, 820, 31),
    post('新宿の老舗でつけ麺。麺がもちもちで美味しい！ #つけ麺 #ラーメン', false, 760, 25),
    post('寿司ランチ、コスパ最高。予約必須です。 #寿司 #和食', true, 1300, 48),
    post('残念ながら今日は行列で入れませんでした…また来週！', false, 400, 22),
  ],
});

const emptyProfile: ProfileText = {
  network: 'photonet',
  username: 'x_',
  full_name: null,
  biography: null,
  category_name: null,
  business_category_name: null,
  external_urls: [],
  is_business_account: null,
  is_verified: null,
  followers: null,
  location: null,
  posts: [],
};

const offline = new OfflineAnalyser();
const FIELDS = [
  'entity_type',
  'account_role',
  'primary_niche',
  'sub_niches',
  'content_tags',
  'commercial_intent',
  'brand_safety',
  'content_style',
  'gender',
  'age_range',
  'profession',
  'tagline',
  'collab_readiness',
  'country',
  'primary_language',
  'state_or_region',
  'city',
  'languages',
  'bio_summary',
  'content_summary',
  'audience_summary',
  'brand_fit_summary',
];

describe('offline analyser, field by field', () => {
  it('a Portuguese travel creator', async () => {
    const e = await offline.enrich(portugueseTravel);
    expect(Object.keys(e)).toEqual(FIELDS);
    expect(e).toMatchObject({
      entity_type: 'person',
      account_role: 'creator',
      primary_niche: 'travel',
      commercial_intent: 'medium', // link in bio (1) + a discount code (2) + one sponsored post in five (1)
      brand_safety: 'safe',
      content_style: 'mixed', // 2 videos in 5
      gender: null,
      age_range: null,
      profession: null,
      tagline: 'Viajante e contadora de histórias',
      collab_readiness: true, // "Parcerias: …"
      country: 'Portugal',
      state_or_region: 'Lisbon',
      city: 'Lisbon',
      primary_language: 'Portuguese',
      languages: ['Portuguese', 'English'],
    });
    expect(e.sub_niches).toEqual(expect.arrayContaining(['city guides', 'slow travel']));
    expect(e.content_tags?.[0]).toEqual({ tag: 'viagem', weight: 1 });
    // Disclosure hashtags are not content.
    expect(e.content_tags?.map((t) => t.tag)).not.toContain('publi');
    expect(e.content_tags!.every((t) => t.weight > 0 && t.weight <= 1)).toBe(true);
    expect(e.bio_summary).toBe(
      'Ana Sofia Costa (@ana.viaja) is a creator in travel (city guides, slow travel, beach travel), based in Lisbon, Portugal. Tagline: “Viajante e contadora de histórias”.',
    );
    expect(e.content_summary).toContain('5 recent posts, mixed (2 videos, 3 photos), written in Portuguese and English, mostly about travel');
    expect(e.content_summary).toContain('1 of 5 disclosed as sponsored.');
    expect(e.audience_summary).toBe(
      '48,200 followers; on average 2,540 likes and 85 comments per post over 5 recent posts (5.45% of followers). Writes in Portuguese and English. States its location as Lisbon, Portugal.',
    );
    expect(e.brand_fit_summary).toContain(
      'Fits airlines, hotels and luggage brands (its niche: travel); brand safety safe, commercial intent medium; invites collaborations',
    );
  });

  it('a US fitness brand shop', async () => {
    const e = await offline.enrich(fitnessShop);
    expect(e).toMatchObject({
      entity_type: 'brand', // business account with a business category, ™, "shop", "free shipping", a shop link
      account_role: 'brand',
      primary_niche: 'fitness',
      commercial_intent: 'high',
      brand_safety: 'safe',
      content_style: 'video-first', // 4 videos in 5
      gender: null, // never guessed, and a brand has none
      age_range: null,
      profession: null, // only people have one
      tagline: 'Performance activewear for lifters', // the location that ends the line is not part of it
      collab_readiness: null, // a customer-service address is not an invitation
      country: 'United States',
      state_or_region: 'Texas',
      city: 'Austin',
      primary_language: 'English',
      languages: ['English'],
    });
    expect(e.sub_niches).toEqual(['strength training', 'activewear']);
    expect(e.bio_summary).toMatch(/^IronPeak Supply Co\.™ \(@ironpeak\.supply\) is a brand in fitness .*, based in Austin, Texas, United States\./);
    expect(e.audience_summary).toMatch(/^312,000 followers, verified; on average 5,740 likes and 287 comments per post/);
    expect(e.brand_fit_summary).toMatch(/^A brand itself, in fitness/);
  });

  it('a cartoon mascot account', async () => {
    const e = await offline.enrich(mascot);
    expect(e).toMatchObject({
      entity_type: 'character', // "mascot", "Cartoon", category Fictional Character: over the business signals
      account_role: 'character',
      primary_niche: 'entertainment',
      sub_niches: ['animation'],
      gender: null,
      age_range: null,
      profession: null, // "professional snack taster" is a character's joke, and characters have no profession
      collab_readiness: null,
      country: null, // it states no place
      state_or_region: null,
      city: null,
      primary_language: 'English',
      brand_safety: 'safe',
      content_style: 'video-first',
    });
    expect(e.bio_summary).toMatch(/^Crunchy Bear \(@crunchy\.bear\) is a character account in entertainment/);
  });

  it('a Japanese-language food account', async () => {
    const e = await offline.enrich(japaneseFood);
    expect(e).toMatchObject({
      entity_type: 'person',
      account_role: 'creator',
      primary_niche: 'food',
      commercial_intent: 'none',
      brand_safety: 'safe',
      content_style: 'photo-first', // 1 video in 4
      collab_readiness: true, // お仕事の依頼はDMまで
      tagline: '東京のラーメンと和食を毎日紹介しています',
      country: 'Japan',
      state_or_region: 'Tokyo',
      city: 'Tokyo',
      primary_language: 'Japanese',
      languages: ['Japanese'],
    });
    expect(e.sub_niches.slice(0, 2)).toEqual(['ramen', 'japanese cuisine']);
    expect(e.content_tags?.map((t) => t.tag)).toEqual(expect.arrayContaining(['ramen', 'ラーメン', '寿司']));
    expect(e.content_summary).toContain('written in Japanese');
  });

  it('an empty profile: nothing claimed, every field present', async () => {
    const e = await offline.enrich(emptyProfile);
    expect(e).toEqual({
      entity_type: 'person',
      account_role: 'personal',
      primary_niche: 'general',
      sub_niches: [],
      content_tags: null,
      commercial_intent: null,
      brand_safety: null,
      content_style: null,
      gender: null,
      age_range: null,
      profession: null,
      tagline: null,
      collab_readiness: null,
      country: null,
      primary_language: null,
      state_or_region: null,
      city: null,
      languages: [],
      bio_summary: '@x_ is a personal account. The account has no biography.',
      content_summary: 'No posts were available to analyse.',
      audience_summary: 'Follower count unknown.',
      brand_fit_summary: 'No niche stands out, so no brand category is suggested; brand safety unknown, commercial intent unknown.',
    } satisfies Enrichment);
  });

  it('every answer passes the 2.3 schema unchanged', async () => {
    for (const profile of [portugueseTravel, fitnessShop, mascot, japaneseFood, emptyProfile]) {
      const e = await offline.enrich(profile);
      expect(enrichmentSchema.parse(e)).toEqual(e);
    }
  });
});

describe('offline analyser, determinism', () => {
  afterEach(() => vi.useRealTimers());

  it('the same input gives the same output, byte for byte, whatever the clock says', async () => {
    for (const profile of [portugueseTravel, fitnessShop, mascot, japaneseFood, emptyProfile]) {
      const copy = structuredClone(profile);
      vi.useFakeTimers({ now: new Date('2020-01-01T00:00:00Z'), toFake: ['Date'] });
      const first = await new OfflineAnalyser().enrich(profile);
      vi.setSystemTime(new Date('2031-06-15T12:00:00Z'));
      const second = await offline.enrich(copy);
      vi.useRealTimers();
      expect(second).toEqual(first);
      expect(JSON.stringify(second)).toBe(JSON.stringify(first));
      expect(copy).toEqual(profile); // the input is not changed
    }
    const caption = { caption: 'Paid partnership with @nike. Use code RUN20 #ad', is_paid_partnership: true, owner: 'runner' };
    expect(JSON.stringify(await offline.content(caption))).toBe(JSON.stringify(await new OfflineAnalyser().content({ ...caption })));
  });

  it('the order of equally frequent languages does not depend on the order of posts', async () => {
    const a = base({
      posts: [post('Que dia incrível em Sintra com os meus amigos', false, 1, 1), post('What a wonderful day in Lisbon with my friends', false, 1, 1)],
    });
    const b = base({ posts: [...a.posts].reverse() });
    expect((await offline.enrich(a)).languages).toEqual(['English', 'Portuguese']);
    expect((await offline.enrich(b)).languages).toEqual(['English', 'Portuguese']);
  });
});

describe('offline analyser, every value reachable', () => {
  const enrich = (over: Partial<ProfileText>) => offline.enrich(base(over));
  const somePosts = [post('Morning coffee and a good book on the balcony', false, 10, 1)];

  it('entity_type', async () => {
    expect((await offline.enrich(portugueseTravel)).entity_type).toBe('person');
    expect((await offline.enrich(fitnessShop)).entity_type).toBe('brand');
    expect((await offline.enrich(mascot)).entity_type).toBe('character');
    expect(ENTITY_TYPES).toEqual(['person', 'brand', 'character']);
  });

  it('account_role', async () => {
    const roles = {
      creator: await enrich({ biography: 'Sharing my everyday life', posts: somePosts }),
      brand: await offline.enrich(fitnessShop),
      business: await enrich({
        biography: 'Neighbourhood bakery since 1998. Open daily 7-19. Reservations by phone.',
        category_name: 'Bakery',
        business_category_name: 'Food & Beverage',
        is_business_account: true,
        posts: somePosts,
      }),
      media: await enrich({ biography: 'Daily news from Lisbon', category_name: 'Media/News Company', posts: somePosts }),
      athlete: await enrich({ biography: 'Olympian 🥇 400m hurdles. Team Portugal.', posts: somePosts }),
      musician: await enrich({ biography: 'Singer-songwriter. New single out now!', posts: somePosts }),
      artist: await enrich({ biography: 'Illustrator and painter. Prints in my shop soon.', posts: somePosts }),
      expert: await enrich({ biography: 'Registered dietitian. Evidence-based nutrition, no fads.', posts: somePosts }),
      character: await offline.enrich(mascot),
      personal: await offline.enrich(emptyProfile),
    };
    for (const [role, e] of Object.entries(roles)) expect(e.account_role, role).toBe(role);
    expect(Object.keys(roles).sort()).toEqual([...ACCOUNT_ROLES].sort());
    expect(roles.expert.profession).toBe('Nutritionist');
    expect(roles.artist.profession).toBe('Illustrator');
  });

  it('commercial_intent', async () => {
    const values = {
      none: await offline.enrich(japaneseFood),
      low: await enrich({ biography: 'Weekend hikes and slow mornings', external_urls: ['https://linktr.ee/someone'], posts: somePosts }),
      medium: await offline.enrich(portugueseTravel),
      high: await offline.enrich(fitnessShop),
    };
    for (const [value, e] of Object.entries(values)) expect(e.commercial_intent, value).toBe(value);
    expect(Object.keys(values)).toEqual([...COMMERCIAL_INTENTS]);
    expect((await offline.enrich(emptyProfile)).commercial_intent).toBeNull();
  });

  it('brand_safety', async () => {
    const values = {
      safe: await offline.enrich(portugueseTravel),
      caution: await enrich({ biography: 'Craft beer and cocktails in Porto 🍺', posts: somePosts }),
      unsafe: await enrich({ biography: 'NSFW, 18+ only', posts: somePosts }),
    };
    for (const [value, e] of Object.entries(values)) expect(e.brand_safety, value).toBe(value);
    expect(Object.keys(values)).toEqual([...BRAND_SAFETY]);
    expect((await offline.enrich(emptyProfile)).brand_safety).toBeNull();
  });

  it('content_style', async () => {
    expect((await offline.enrich(fitnessShop)).content_style).toBe('video-first');
    expect((await offline.enrich(japaneseFood)).content_style).toBe('photo-first');
    expect((await offline.enrich(portugueseTravel)).content_style).toBe('mixed');
    expect((await enrich({ posts: [post('A caption', null, 1, 1)] })).content_style).toBeNull();
    expect(CONTENT_STYLES).toEqual(['video-first', 'photo-first', 'mixed']);
  });

  it('gender only where stated, never from a name', async () => {
    const stated = {
      female: 'Coffee, books and long walks. she/her',
      male: 'Dad of two | he/him',
      'non-binary': 'Artist (they/them)',
    };
    for (const [gender, biography] of Object.entries(stated)) expect((await enrich({ biography })).gender, gender).toBe(gender);
    expect(Object.keys(stated)).toEqual([...GENDERS]);
    // A name that many would read as a woman's, and a "mom" bio: still not a stated gender.
    expect((await enrich({ full_name: 'Maria Fernanda Silva', biography: 'Mom of three, surviving and sharing' })).gender).toBeNull();
    // A brand has none even with pronouns in the text.
    expect((await offline.enrich({ ...fitnessShop, biography: `${fitnessShop.biography} she/her` })).gender).toBeNull();
  });

  it('age_range only where an age is stated', async () => {
    const bios: [string, string][] = [
      ['16 y/o skater from Porto', '13-17'],
      ['23 yo, chasing sunsets', '18-24'],
      ["I'm 31 and learning to surf", '25-34'],
      ['Tenho 40 anos e adoro correr', '35-44'],
      ['50 years old and lifting heavy', '45-54'],
      ['Retired teacher, 60 years old', '55-64'],
      ['72 ans, jardinier', '65+'],
    ];
    for (const [biography, range] of bios) expect((await enrich({ biography })).age_range, biography).toBe(range);
    expect(bios.map(([, r]) => r)).toEqual([...AGE_RANGES]);
    for (const biography of ['20 anos de experiência em marketing', '30 countries and counting', 'Est. 1998', 'Born in 1990']) {
      expect((await enrich({ biography })).age_range, biography).toBeNull();
    }
  });

  it('collab_readiness: invited, declined, not said', async () => {
    expect((await offline.enrich(portugueseTravel)).collab_readiness).toBe(true);
    expect((await enrich({ biography: 'Collabs: DM 💌' })).collab_readiness).toBe(true);
    expect((await enrich({ biography: 'For business: hello@someone.com' })).collab_readiness).toBe(true);
    expect((await enrich({ biography: 'Just my life. No collabs, please.' })).collab_readiness).toBe(false);
    expect((await offline.enrich(mascot)).collab_readiness).toBeNull();
  });

  it('profession and tagline where stated', async () => {
    const e = await enrich({ biography: 'Fotógrafa de casamentos 📸\n📍 Porto' });
    expect(e.profession).toBe('Photographer');
    expect(e.tagline).toBe('Fotógrafa de casamentos');
    expect(e.city).toBe('Porto');
    // The most specific term wins.
    expect((await enrich({ biography: 'Makeup artist for weddings' })).profession).toBe('Makeup artist');
  });
});

describe('stated places', () => {
  it('names every ISO country with Intl', () => {
    expect(COUNTRY_CODES.length).toBeGreaterThanOrEqual(249);
    expect(COUNTRY_CODES).toEqual(expect.arrayContaining(['PT', 'US', 'JP', 'XK']));
    expect(COUNTRY_CODES).not.toEqual(expect.arrayContaining(['EU']));
    expect(COUNTRY_CODES).not.toContain('UK'); // deprecated: GB
  });

  it.each([
    [null, '📍 Lisbon, Portugal', { city: 'Lisbon', state_or_region: 'Lisbon', country: 'Portugal' }],
    [null, 'Based in Austin, TX. DM for collabs', { city: 'Austin', state_or_region: 'Texas', country: 'United States' }],
    [null, 'Paris, TX', { city: 'Paris', state_or_region: 'Texas', country: 'United States' }],
    [null, 'From Atlanta, Georgia', { city: 'Atlanta', state_or_region: 'Georgia', country: 'United States' }],
    [null, 'Living in Tbilisi, Georgia', { city: 'Tbilisi', state_or_region: null, country: 'Georgia' }],
    [null, 'Based in Perth, WA', { city: 'Perth', state_or_region: 'Western Australia', country: 'Australia' }],
    [null, 'Hello from Ericeira, Portugal 🌊', { city: 'Ericeira', state_or_region: null, country: 'Portugal' }],
    [null, '東京在住のラーメン好き', { city: 'Tokyo', state_or_region: 'Tokyo', country: 'Japan' }],
    [null, 'Lisboa 🇵🇹', { city: 'Lisbon', state_or_region: 'Lisbon', country: 'Portugal' }],
    ['London, England', 'Based in Austin, TX', { city: 'London', state_or_region: 'England', country: 'United Kingdom' }],
    [null, 'Nice to meet you', { city: null, state_or_region: null, country: null }],
    [null, '📍 Come and join us', { city: null, state_or_region: null, country: null }],
    [null, '📍 Brooklyn, NYC, US', { city: 'Brooklyn', state_or_region: 'New York', country: 'United States' }],
    [null, 'Recipes from my kitchen', { city: null, state_or_region: null, country: null }],
    [null, 'Recipes from Italy, made at home', { city: null, state_or_region: null, country: null }],
    [null, "I'm from Porto 🇵🇹", { city: 'Porto', state_or_region: 'Porto', country: 'Portugal' }],
  ])('%s / %s', (location, biography, expected) => {
    expect(statedPlace(location, biography)).toEqual(expected);
  });
});

describe('content signals', () => {
  const content = (caption: string | null, is_paid_partnership: boolean | null = null, owner: string | null = 'me') =>
    offline.content({ caption, is_paid_partnership, owner });

  it('an English sponsored caption', async () => {
    expect(await content('Paid partnership with @nike. Loving the new Pegasus! Use code RUN20 for 20% off #ad #running')).toEqual({
      language: 'English',
      sentiment: 'positive',
      sentiment_score: 1,
      topics: [],
      hashtags: ['ad', 'running'],
      mentioned_accounts: ['nike'],
      brands: ['nike'],
      sponsorship: { is_sponsored: true, signals: ['hashtag:#ad', 'phrase:paid partnership with', 'discount_code:RUN20'] },
    });
  });

  it.each([
    ['German', 'Werbung | Mein neues Lieblingsprodukt von @glowlab, danke für die tolle Zusammenarbeit! #werbung', ['hashtag:#werbung', 'phrase:werbung'], []],
    [
      'Spanish',
      'Colaboración pagada con @marcabella. Me encanta esta crema, es increíble. #publicidad',
      ['hashtag:#publicidad', 'phrase:colaboración pagada con'],
      ['marcabella'],
    ],
    [
      'French',
      'Partenariat rémunéré avec @lorealparis : mon nouveau rouge à lèvres préféré ! #sponsorisé',
      ['hashtag:#sponsorisé', 'phrase:partenariat rémunéré avec'],
      ['lorealparis'],
    ],
    [
      'Portuguese',
      'Parceria paga com a Natura: meu novo perfume favorito. Código NATU10 no site 💚',
      ['phrase:parceria paga com', 'discount_code:NATU10'],
      ['natura'],
    ],
    ['Italian', 'In collaborazione con @barilla, la mia ricetta di pasta fresca. Buonissima! #adv', ['hashtag:#adv'], ['barilla']],
    ['Japanese', '【PR】@shiseido_jp さんの新作コスメを試してみました！最高です #PR #提供', ['hashtag:#pr', 'hashtag:#提供', 'phrase:【PR】'], []],
  ])('a sponsored caption in %s', async (language, caption, signals, brands) => {
    const c = await content(caption);
    expect(c.language).toBe(language);
    expect(c.sentiment).toBe('positive');
    expect(c.sponsorship).toEqual({ is_sponsored: true, signals });
    expect(c.brands).toEqual(brands);
  });

  it.each([
    ['English', 'Rainy Sunday, terrible traffic and a cancelled flight. Not a good day. 😭', 'negative'],
    ['Portuguese', 'Bom dia! Café e livro na varanda ☕ #domingo', 'positive'],
    ['German', 'Unbezahlte Werbung, weil Marke erkennbar: meine Jacke von @outdoorco #unbezahltewerbung', 'neutral'],
    ['Japanese', '残念ながら今日は行列で入れませんでした…また来週！', 'negative'],
    ['English', 'Dinner with @maria.s and @joao_p at our favourite spot 😍, reach me at hi@me.com', 'positive'],
  ])('an unsponsored caption in %s', async (language, caption, sentiment) => {
    const c = await content(caption, false);
    expect(c.language).toBe(language);
    expect(c.sentiment).toBe(sentiment);
    expect(c.sponsorship).toEqual({ is_sponsored: false, signals: [] });
    expect(c.brands).toEqual([]);
  });

  it('mentions: in order, without the owner or an email domain; a mention alone is no brand', async () => {
    const c = await content('Dinner with @Maria.S, @joao_p and @me. Write to hi@me.com', false, 'me');
    expect(c.mentioned_accounts).toEqual(['maria.s', 'joao_p']);
    expect(c.brands).toEqual([]);
  });

  it('the paid-partnership flag alone makes a post sponsored; an empty caption is neutral', async () => {
    expect((await content('Sunset vibes', true)).sponsorship).toEqual({ is_sponsored: true, signals: ['paid_partnership_flag'] });
    expect(await content(null, null)).toEqual({
      language: null,
      sentiment: 'neutral',
      sentiment_score: 0,
      topics: [],
      hashtags: [],
      mentioned_accounts: [],
      brands: [],
      sponsorship: { is_sponsored: false, signals: [] },
    });
  });

  it('topics from the taxonomy', async () => {
    expect((await content('Leg day: squats, deadlifts and a long cardio finisher #gym #fitness')).topics[0]).toBe('fitness');
    expect((await content('今日のランチは渋谷の人気店で味噌ラーメン！')).topics).toEqual(['food']);
  });
});

describe('the enrichment schema', () => {
  const valid = async () => offline.enrich(portugueseTravel);

  it('refuses codes for countries and languages, unknown and missing keys, and a wrong entity type', async () => {
    const e = await valid();
    expect(enrichmentSchema.safeParse(e).success).toBe(true);
    expect(enrichmentSchema.safeParse({ ...e, country: 'PT' }).success).toBe(false);
    expect(enrichmentSchema.safeParse({ ...e, primary_language: 'pt' }).success).toBe(false);
    expect(enrichmentSchema.safeParse({ ...e, languages: ['pt-BR'] }).success).toBe(false);
    expect(enrichmentSchema.safeParse({ ...e, sources: ['model'] }).success).toBe(false);
    const { city: _city, ...missing } = e;
    expect(enrichmentSchema.safeParse(missing).success).toBe(false);
    expect(enrichmentSchema.safeParse({ ...e, entity_type: 'organisation' }).success).toBe(false);
    expect(enrichmentSchema.safeParse({ ...e, content_tags: [{ tag: 'x', weight: 2 }] }).success).toBe(false);
    // "Lao" is a full name, and free-text fields take other vocabularies (a stored brand_safety "review").
    expect(enrichmentSchema.safeParse({ ...e, primary_language: 'Lao', brand_safety: 'review' }).success).toBe(true);
  });
});

/** A fake OpenAI-compatible server: the first path segment chooses how it answers. */
interface Recorded {
  method: string;
  url: string;
  authorization: string | undefined;
  body: any;
}

describe('model analyser against a fake OpenAI-compatible server on 127.0.0.1', () => {
  let server: Server;
  let serverUrl: string;
  let goodAnswer: Enrichment;
  const recorded: Recorded[] = [];

  const chat = (content: string | null) =>
    JSON.stringify({ id: 'chatcmpl-1', object: 'chat.completion', choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }] });

  beforeAll(async () => {
    goodAnswer = await offline.enrich(portugueseTravel);
    server = createServer((req: IncomingMessage, res: ServerResponse) => {
      let raw = '';
      req.on('data', (chunk) => (raw += chunk));
      req.on('end', () => {
        recorded.push({ method: req.method ?? '', url: req.url ?? '', authorization: req.headers.authorization, body: JSON.parse(raw || 'null') });
        const mode = (req.url ?? '').split('/')[1];
        const json = (status: number, body: string) => res.writeHead(status, { 'content-type': 'application/json' }).end(body);
        switch (mode) {
          case 'valid':
            return json(200, chat(JSON.stringify(goodAnswer)));
          case 'fenced':
            return json(200, chat('```json\n' + JSON.stringify(goodAnswer) + '\n```'));
          case 'invalid-json':
            return json(200, chat('{"entity_type": "person", "account_role": '));
          case 'not-completion':
            return json(200, '<html>gateway</html>');
          case 'schema':
            return json(200, chat(JSON.stringify({ ...goodAnswer, country: 'PT', entity_type: 'company' })));
          case 'extra-key':
            return json(200, chat(JSON.stringify({ ...goodAnswer, confidence: 0.9 })));
          case 'null-content':
            return json(200, chat(null));
          case 'error':
            return json(500, '{"error":{"message":"internal"}}');
          case 'huge':
            return json(200, chat('x'.repeat(1_100_000)));
          case 'redirect':
            return res.writeHead(307, { location: `${serverUrl}/valid/v1/chat/completions` }).end();
          case 'hang':
            return; // never answers
          case 'stall':
            res.writeHead(200, { 'content-type': 'application/json' });
            return res.write('{"choices": ['); // headers, then nothing
          default:
            return json(404, '{}');
        }
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    serverUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    outbound = loopback((server.address() as AddressInfo).port);
  });

  afterAll(async () => {
    await Promise.all(fetchers.map((f) => f.close()));
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  // The model is called through the guarded outbound fetcher; this one allows the fake's loopback address and port.
  const fetchers: OutboundFetcher[] = [];
  const loopback = (port: number, allowCidrs = '127.0.0.1/32') => {
    const made = new OutboundFetcher({ ...loadConfig().outbound, allowCidrs, dnsServers: [], ports: [port] });
    fetchers.push(made);
    return made;
  };
  let outbound: OutboundFetcher;
  const model = (mode: string, timeoutMs = 5_000, key: string | null = 'sk-test') =>
    new ModelAnalyser({ url: `${serverUrl}/${mode}`, model: 'test-model', key, timeoutMs }, outbound);

  it('posts the profile to /v1/chat/completions and returns the checked answer', async () => {
    recorded.length = 0;
    expect(await model('valid').enrich(portugueseTravel)).toEqual(goodAnswer);
    expect(recorded).toHaveLength(1);
    const [request] = recorded;
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/valid/v1/chat/completions');
    expect(request.authorization).toBe('Bearer sk-test');
    expect(request.body).toMatchObject({ model: 'test-model', temperature: 0, response_format: { type: 'json_object' } });
    expect(request.body.messages[0]).toEqual({ role: 'system', content: ENRICHMENT_SYSTEM_PROMPT });
    expect(request.body.messages[1].role).toBe('user');
    expect(JSON.parse(request.body.messages[1].content)).toMatchObject({
      username: 'ana.viaja',
      biography: portugueseTravel.biography,
      posts: expect.any(Array),
    });
    // A fenced answer is read too; no key, no Authorization header.
    recorded.length = 0;
    expect(await model('fenced', 5_000, null).enrich(portugueseTravel)).toEqual(goodAnswer);
    expect(recorded[0].authorization).toBeUndefined();
  });

  it.each(['invalid-json', 'not-completion', 'schema', 'extra-key', 'null-content', 'error', 'redirect', 'huge'])(
    '%s: UpstreamError (502), nothing to store',
    async (mode) => {
      const error = await model(mode)
        .enrich(portugueseTravel)
        .then(
          () => null,
          (e: unknown) => e,
        );
      expect(error).toBeInstanceOf(UpstreamError);
      expect(error).toMatchObject({ status: 502, code: 'upstream_error' });
      expect((error as Error).message).not.toContain(serverUrl); // the client learns nothing of the model's address
    },
  );

  it.each(['hang', 'stall'])('%s: UpstreamTimeout (504) after the timeout', async (mode) => {
    const started = performance.now();
    const error = await model(mode, 300)
      .enrich(portugueseTravel)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UpstreamTimeout);
    expect(error).toMatchObject({ status: 504, code: 'upstream_error' });
    expect(performance.now() - started).toBeLessThan(3_000);
  });

  it('a refused connection: UpstreamError (502)', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const analyser = new ModelAnalyser({ url: `http://127.0.0.1:${port}`, model: 'm', key: null, timeoutMs: 2_000 }, loopback(port));
    const error = await analyser.enrich(portugueseTravel).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UpstreamError);
    expect(error).toMatchObject({ status: 502 });
  });

  it("goes through the outbound fetcher: a model on an address the policy refuses is 502 (not the caller's 400), never connected to", async () => {
    recorded.length = 0;
    const port = Number(new URL(serverUrl).port);
    const analyser = new ModelAnalyser({ url: `${serverUrl}/valid`, model: 'm', key: 'sk-test', timeoutMs: 2_000 }, loopback(port, ''));
    const error = await analyser.enrich(portugueseTravel).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UpstreamError);
    expect(error).toMatchObject({ status: 502, code: 'upstream_error' });
    expect((error as Error).message).not.toContain('127.0.0.1');
    expect(recorded).toHaveLength(0);
  });

  it('content signals are the offline ones, without calling the model', async () => {
    recorded.length = 0;
    const p = { caption: 'Paid partnership with @nike #ad', is_paid_partnership: null, owner: 'me' };
    expect(await model('error').content(p)).toEqual(await offline.content(p));
    expect(recorded).toHaveLength(0);
  });
});

describe('analyserFrom', () => {
  const outbound = { fetchBytes: () => Promise.reject(new Error('no call is made here')) };
  it('offline unless INTELLIGENCE_MODEL_URL is set', () => {
    expect(analyserFrom(loadConfig({}), outbound)).toBeInstanceOf(OfflineAnalyser);
    const model = analyserFrom(
      loadConfig({ INTELLIGENCE_MODEL_URL: 'http://127.0.0.1:9/', INTELLIGENCE_MODEL: 'small-model', INTELLIGENCE_MODEL_KEY: 'k' }),
      outbound,
    );
    expect(model).toBeInstanceOf(ModelAnalyser);
    expect(model.name).toBe('model');
    expect(model.version).toContain('small-model');
    expect(new OfflineAnalyser()).toMatchObject({ name: 'offline', version: expect.any(String) });
  });

  it('refuses a model URL without a model, a URL that is not http(s) and a bad timeout', () => {
    expect(() => analyserFrom(loadConfig({ INTELLIGENCE_MODEL_URL: 'http://127.0.0.1:9' }), outbound)).toThrow(/INTELLIGENCE_MODEL must name/);
    expect(() => analyserFrom(loadConfig({ INTELLIGENCE_MODEL_URL: 'ftp://x', INTELLIGENCE_MODEL: 'm' }), outbound)).toThrow(/INTELLIGENCE_MODEL_URL/);
    expect(() =>
      analyserFrom(loadConfig({ INTELLIGENCE_MODEL_URL: 'http://127.0.0.1:9', INTELLIGENCE_MODEL: 'm', INTELLIGENCE_MODEL_TIMEOUT_MS: 'soon' }), outbound),
    ).toThrow(/INTELLIGENCE_MODEL_TIMEOUT_MS/);
  });
});
