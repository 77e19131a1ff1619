import { mulberry32 as rng } from '../../platform/random.ts';
import type { ProfileRecord } from './profile-record.ts';

/**
 * A deterministic demo corpus: the same seed always gives the same profiles, so docs, demos and benchmarks can
 * name real usernames. Sizes follow a long tail (most accounts small, a few very large).
 */

interface Niche {
  name: string;
  subs: string[];
  category: string;
  words: string[];
  brand: string[];
  bio: string[];
}

const NICHES: Niche[] = [
  {
    name: 'fitness',
    subs: ['strength training', 'running', 'yoga', 'nutrition', 'calisthenics'],
    category: 'Fitness Trainer',
    words: ['fit', 'lifts', 'moves', 'strong', 'runs'],
    brand: ['athleisure', 'supplements', 'wearables'],
    bio: ['Coach helping you get stronger every week', 'Marathoner. Early mornings, long miles', 'Mobility, strength and honest nutrition'],
  },
  {
    name: 'food',
    subs: ['home cooking', 'baking', 'vegan recipes', 'street food', 'meal prep'],
    category: 'Chef',
    words: ['eats', 'kitchen', 'bakes', 'cooks', 'table'],
    brand: ['cookware', 'grocery delivery', 'specialty foods'],
    bio: ['Weeknight recipes that actually work', 'Sourdough, butter and patience', 'Plant-based cooking for busy people'],
  },
  {
    name: 'travel',
    subs: ['budget travel', 'luxury hotels', 'van life', 'city guides', 'hiking'],
    category: 'Travel Company',
    words: ['travels', 'roams', 'wanders', 'abroad', 'trips'],
    brand: ['airlines', 'luggage', 'travel insurance'],
    bio: ['62 countries and counting', 'Slow travel and small towns', 'Guides to cities you have not been to yet'],
  },
  {
    name: 'beauty',
    subs: ['skincare', 'makeup tutorials', 'hair care', 'fragrance', 'nail art'],
    category: 'Beauty, cosmetic & personal care',
    words: ['glow', 'beauty', 'skin', 'looks', 'glam'],
    brand: ['skincare', 'cosmetics', 'haircare'],
    bio: ['Licensed esthetician. Skin first', 'Everyday makeup, nothing fussy', 'Curly hair routines and product tests'],
  },
  {
    name: 'fashion',
    subs: ['streetwear', 'sustainable fashion', 'menswear', 'vintage', 'modest fashion'],
    category: 'Fashion Model',
    words: ['style', 'wears', 'fits', 'closet', 'threads'],
    brand: ['apparel', 'footwear', 'accessories'],
    bio: ['Thrifted outfits and styling ideas', 'Menswear without the rules', 'Slow fashion, capsule wardrobes'],
  },
  {
    name: 'gaming',
    subs: ['esports', 'retro games', 'game reviews', 'speedrunning', 'indie games'],
    category: 'Gamer',
    words: ['plays', 'gg', 'gaming', 'pixel', 'quest'],
    brand: ['peripherals', 'energy drinks', 'game studios'],
    bio: ['Streaming nightly. Mostly strategy games', 'Retro collector and speedrunner', 'Honest reviews of indie games'],
  },
  {
    name: 'technology',
    subs: ['consumer tech', 'programming', 'AI tools', 'smartphones', 'home office'],
    category: 'Science, Technology & Engineering',
    words: ['tech', 'codes', 'builds', 'dev', 'bytes'],
    brand: ['software', 'electronics', 'developer tools'],
    bio: ['Gadget reviews without the hype', 'Software engineer sharing what I learn', 'Desk setups and productivity tools'],
  },
  {
    name: 'parenting',
    subs: ['toddlers', 'homeschooling', 'family travel', 'pregnancy', 'kids crafts'],
    category: 'Personal Blog',
    words: ['mama', 'papa', 'family', 'littles', 'home'],
    brand: ['baby products', 'education', 'family cars'],
    bio: ['Mom of three, surviving and sharing', 'Dad jokes and real parenting', 'Crafts and activities for small hands'],
  },
  {
    name: 'finance',
    subs: ['personal finance', 'investing', 'real estate', 'budgeting', 'crypto'],
    category: 'Financial Service',
    words: ['money', 'invests', 'wealth', 'cents', 'capital'],
    brand: ['fintech apps', 'banks', 'brokerages'],
    bio: ['Paid off 80k in debt. Here is how', 'Index funds and patience', 'Real estate for first-time buyers'],
  },
  {
    name: 'music',
    subs: ['indie pop', 'hip hop', 'classical piano', 'music production', 'DJ sets'],
    category: 'Musician/Band',
    words: ['music', 'sounds', 'beats', 'keys', 'songs'],
    brand: ['instruments', 'audio gear', 'streaming services'],
    bio: ['Singer-songwriter. New single out now', 'Producer, mostly late at night', 'Classical piano for everyone'],
  },
  {
    name: 'pets',
    subs: ['dogs', 'cats', 'pet training', 'exotic pets', 'rescue animals'],
    category: 'Pet',
    words: ['paws', 'pup', 'meow', 'tails', 'woof'],
    brand: ['pet food', 'pet insurance', 'pet accessories'],
    bio: ['Adventures of a very good dog', 'Two rescue cats and their opinions', 'Positive reinforcement dog training'],
  },
  {
    name: 'home decor',
    subs: ['interior design', 'DIY renovation', 'plants', 'organization', 'small spaces'],
    category: 'Interior Design Studio',
    words: ['home', 'nest', 'decor', 'rooms', 'space'],
    brand: ['furniture', 'home improvement', 'houseplants'],
    bio: ['Renovating a 1920s bungalow room by room', 'Small apartment, big ideas', 'Plant parent to 140 houseplants'],
  },
];

const PLACES: { country: string; language: string; regions: [string, string[]][] }[] = [
  {
    country: 'United States',
    language: 'English',
    regions: [
      ['California', ['Los Angeles', 'San Francisco', 'San Diego']],
      ['New York', ['New York City', 'Brooklyn']],
      ['Texas', ['Austin', 'Houston']],
    ],
  },
  {
    country: 'United Kingdom',
    language: 'English',
    regions: [
      ['England', ['London', 'Manchester', 'Bristol']],
      ['Scotland', ['Edinburgh', 'Glasgow']],
    ],
  },
  {
    country: 'Brazil',
    language: 'Portuguese',
    regions: [
      ['São Paulo', ['São Paulo', 'Campinas']],
      ['Rio de Janeiro', ['Rio de Janeiro']],
    ],
  },
  {
    country: 'Germany',
    language: 'German',
    regions: [
      ['Berlin', ['Berlin']],
      ['Bavaria', ['Munich', 'Nuremberg']],
    ],
  },
  {
    country: 'France',
    language: 'French',
    regions: [
      ['Île-de-France', ['Paris']],
      ['Auvergne-Rhône-Alpes', ['Lyon']],
    ],
  },
  {
    country: 'Spain',
    language: 'Spanish',
    regions: [
      ['Catalonia', ['Barcelona']],
      ['Community of Madrid', ['Madrid']],
    ],
  },
  {
    country: 'Mexico',
    language: 'Spanish',
    regions: [
      ['Mexico City', ['Mexico City']],
      ['Jalisco', ['Guadalajara']],
    ],
  },
  {
    country: 'India',
    language: 'Hindi',
    regions: [
      ['Maharashtra', ['Mumbai', 'Pune']],
      ['Karnataka', ['Bengaluru']],
    ],
  },
  {
    country: 'Japan',
    language: 'Japanese',
    regions: [
      ['Tokyo', ['Tokyo']],
      ['Osaka', ['Osaka']],
    ],
  },
  {
    country: 'Italy',
    language: 'Italian',
    regions: [
      ['Lombardy', ['Milan']],
      ['Lazio', ['Rome']],
    ],
  },
  {
    country: 'Australia',
    language: 'English',
    regions: [
      ['New South Wales', ['Sydney']],
      ['Victoria', ['Melbourne']],
    ],
  },
  {
    country: 'Indonesia',
    language: 'Indonesian',
    regions: [
      ['Jakarta', ['Jakarta']],
      ['Bali', ['Denpasar']],
    ],
  },
  { country: 'Nigeria', language: 'English', regions: [['Lagos', ['Lagos']]] },
  { country: 'South Korea', language: 'Korean', regions: [['Seoul', ['Seoul']]] },
  {
    country: 'Canada',
    language: 'English',
    regions: [
      ['Ontario', ['Toronto']],
      ['Quebec', ['Montreal']],
    ],
  },
  { country: 'Turkey', language: 'Turkish', regions: [['Istanbul', ['Istanbul']]] },
];

const FIRST = [
  'ana',
  'ben',
  'carla',
  'diego',
  'emma',
  'felix',
  'gia',
  'hugo',
  'ines',
  'jonas',
  'kira',
  'leo',
  'maya',
  'nico',
  'olivia',
  'pablo',
  'quinn',
  'rosa',
  'sami',
  'tara',
  'umar',
  'vera',
  'will',
  'xena',
  'yuki',
  'zoe',
  'aisha',
  'bruno',
  'chloe',
  'dev',
  'elena',
  'farah',
  'gus',
  'hana',
  'ivan',
  'julia',
  'kai',
  'lena',
  'marco',
  'nora',
];
const LAST = [
  'silva',
  'miller',
  'tanaka',
  'garcia',
  'novak',
  'kim',
  'rossi',
  'dubois',
  'schmidt',
  'okafor',
  'patel',
  'lopez',
  'moreau',
  'berg',
  'costa',
  'ahmed',
  'young',
  'santos',
  'weber',
  'ivanova',
];
const STYLES = ['educational', 'entertaining', 'aesthetic', 'documentary', 'humorous', 'inspirational'];
const ROLES = ['creator', 'creator', 'creator', 'brand', 'athlete', 'media', 'expert'];

const pickFrom = <T>(r: () => number, list: readonly T[]): T => list[Math.floor(r() * list.length)];
const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const iso = (ms: number) => new Date(Math.floor(ms / 1000) * 1000).toISOString();

/** The i-th profile of the demo corpus (stable for a given index). */
export function demoProfile(i: number): ProfileRecord {
  const r = rng(0x5eed + i * 7919);
  const niche = NICHES[i % NICHES.length];
  const place = pickFrom(r, PLACES);
  const [region, cities] = pickFrom(r, place.regions);
  const first = pickFrom(r, FIRST);
  const last = pickFrom(r, LAST);
  const role = pickFrom(r, ROLES);
  const isBrand = role === 'brand';
  const entity = isBrand ? 'brand' : r() < 0.02 ? 'character' : 'person';
  const word = pickFrom(r, niche.words);
  const username = (isBrand ? `${last}${word}` : `${first}${r() < 0.5 ? '.' : '_'}${word}`) + `${i}`;
  const fullName = isBrand ? `${cap(last)} ${cap(word)} Co.` : `${cap(first)} ${cap(last)}`;
  // Long tail: log-uniform between 500 and 50M followers.
  const followers = Math.round(Math.exp(Math.log(500) + r() * (Math.log(50_000_000) - Math.log(500))));
  const following = Math.round(50 + r() * 2500);
  const postsCount = Math.round(20 + r() * 4000);
  const verified = followers > 1_000_000 ? r() < 0.8 : followers > 100_000 ? r() < 0.15 : false;
  const subs = [...niche.subs].sort(() => r() - 0.5).slice(0, 2 + Math.floor(r() * 2));
  const firstScraped = Date.UTC(2024, 0, 1) + Math.floor(r() * 300) * 86_400_000;
  const lastScraped = firstScraped + Math.floor(r() * 400) * 86_400_000 + Math.floor(r() * 86_400) * 1000;
  const enrichedAt = lastScraped + Math.floor(r() * 3) * 3_600_000;
  const bio = `${pickFrom(r, niche.bio)} · ${cities[0]}${isBrand ? ' · Shop the collection below' : ''}`;
  const audience =
    followers > 1_000_000 ? 'a broad international audience' : followers > 50_000 ? 'an engaged mid-sized community' : 'a small, tight-knit local following';
  const hasCity = r() < 0.85;
  return {
    id: i + 1,
    profile_id: 1_000_000_000 + i * 37 + Math.floor(r() * 30),
    platform: 'photonet',
    username,
    ig_id: String(17_841_400_000_000_000 + i),
    fbid: String(100_000_000_000_000 + i * 13),
    full_name: fullName,
    biography: bio,
    profile_pic_url: `https://media.photonet.example/profile/${username}.jpg`,
    external_urls: r() < 0.6 ? [`https://${username.replace(/[._]/g, '')}.example.com`] : [],
    followers,
    following,
    posts_count: postsCount,
    scrape_count: 1 + Math.floor(r() * 40),
    is_verified: verified,
    is_private: !isBrand && r() < 0.05,
    is_business_account: isBrand || r() < 0.2,
    is_professional_account: isBrand || r() < 0.6,
    has_channel: r() < 0.1,
    category_name: r() < 0.7 ? niche.category : null,
    business_category_name: isBrand ? 'Shopping & Retail' : null,
    first_scraped_at: iso(firstScraped),
    last_scraped_at: iso(lastScraped),
    enriched_at: iso(enrichedAt),
    enrichment: {
      entity_type: entity,
      account_role: role,
      primary_niche: niche.name,
      sub_niches: subs,
      content_tags: r() < 0.8 ? subs.map((tag) => ({ tag, weight: Math.round((0.3 + r() * 0.7) * 100) / 100 })) : null,
      commercial_intent: isBrand ? 'high' : pickFrom(r, ['low', 'medium', 'high']),
      brand_safety: r() < 0.95 ? 'safe' : 'review',
      content_style: pickFrom(r, STYLES),
      gender: entity === 'person' ? pickFrom(r, ['female', 'male', 'non-binary']) : null,
      age_range: entity === 'person' ? pickFrom(r, ['18-24', '25-34', '35-44', '45-54']) : null,
      profession: entity === 'person' && r() < 0.6 ? cap(niche.category.split(/[ ,]/)[0].toLowerCase()) : null,
      tagline: `${cap(niche.name)} ${role} from ${cities[0]}`,
      collab_readiness: r() < 0.7 ? r() < 0.6 : null,
      country: place.country,
      primary_language: place.language,
      state_or_region: hasCity ? region : null,
      city: hasCity ? pickFrom(r, cities) : null,
      languages: place.language === 'English' ? ['English'] : [place.language, 'English'],
      bio_summary: `${fullName} posts about ${subs.join(' and ')} for ${audience}.`,
      content_summary: `Mostly ${pickFrom(r, STYLES)} ${niche.name} content: ${subs.join(', ')}.`,
      audience_summary: `${cap(audience)}, largely in ${place.country}.`,
      brand_fit_summary: `A fit for ${niche.brand.slice(0, 2).join(' and ')} brands${verified ? ' looking for reach' : ''}.`,
      enrichment_version: '2026.10',
      enriched_at: iso(enrichedAt),
    },
  };
}

/** NDJSON lines of the first `count` demo profiles, in the corpus import format. */
export function* demoCorpusLines(count: number, from = 0): Generator<string> {
  for (let i = from; i < from + count; i++) {
    yield JSON.stringify({ network: 'photonet', type: 'profile', data: demoProfile(i) });
  }
}

const CAPTION_OPENERS = [
  'New week, new goals',
  'Behind the scenes of today',
  'Tried something different',
  'You asked, here it is',
  'Quick tip for you',
  'Saving this one',
  'Sunday reset',
  'Honest review',
  'Three things I learned',
  'Little wins',
];
const FRIENDS = ['studio.north', 'daily.fuel', 'the_good_kitchen', 'wander.mag', 'bright.labs', 'kinfolk.club', 'urban.trail'];
const SHORTCODE_CHARS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-';
const COMMENTERS = ['mila.k', 'jon_rivers', 'ava.moves', 'sam.cooks', 'leo_travels', 'nina.reads', 'omar.fit', 'zara.styles'];
const REPLIES = [
  'Love this!',
  'So helpful, thank you',
  'Where is this?',
  'Saving for later',
  'Need the recipe 😍',
  'Goals',
  'This is the one',
  'Trying this tomorrow',
];

export const DEMO_POSTS_PER_PROFILE = 12;

/**
 * `head` followed by `zeros` zeros, plus `offset` (below 10^zeros), in decimal: an id past 2^53 (String(18n * 10n **
 * 15n + BigInt(offset)) for ('18', 15, offset)) made without BigInt arithmetic, which would cost more than the rest
 * of a comment.
 */
function offsetId(head: string, zeros: number, offset: number): string {
  return head + String(offset).padStart(zeros, '0');
}

function shortcodeFor(i: number, n: number): string {
  const r = rng(0xc0de + i * 131 + n);
  return Array.from({ length: 11 }, () => SHORTCODE_CHARS[Math.floor(r() * SHORTCODE_CHARS.length)]).join('');
}

/**
 * The n-th post (0 = newest) of the i-th demo profile, with its comments and media records. Given the profile (what
 * `demoProfile(i)` returns), it is not made again: generating the whole corpus, that is most of the time.
 */
export function demoPost(i: number, n: number, profile: ProfileRecord = demoProfile(i)) {
  const r = rng(0xfeed + i * 977 + n * 31);
  const niche = profile.enrichment.primary_niche.replace(/\s+/g, '');
  const isVideo = n % 3 === 1;
  const shortcode = shortcodeFor(i, n);
  // Posts are a day apart, except that posts 4 and 5 share a timestamp: listings must stay stable under ties.
  const dayOffset = n === 5 ? 4 : n;
  const scrapedMs = Date.parse(profile.last_scraped_at);
  const postedMs = scrapedMs - dayOffset * 86_400_000 - 3_600_000;
  const postedAt = new Date(postedMs).toISOString();
  const tags = profile.enrichment.sub_niches.slice(0, 2).map((t) => `#${t.replace(/\s+/g, '')}`);
  const paid = r() < 0.15;
  const mention = r() < 0.5 ? ` with @${pickFrom(r, FRIENDS)}` : '';
  const caption = `${pickFrom(r, CAPTION_OPENERS)}${mention} ${tags.join(' ')} #${niche}${paid ? ' #ad' : ''}`;
  const media = `https://media.photonet.example/${profile.username}/${shortcode}`;
  const likes = Math.round(profile.followers * (0.01 + r() * 0.06));
  const commentCount = 3 + Math.floor(r() * 4);
  const post = {
    id: i * DEMO_POSTS_PER_PROFILE + n + 1,
    username: profile.username,
    ig_post_id: offsetId('31', 17, i * 1000 + n),
    shortcode,
    caption,
    likes,
    comments: commentCount,
    posted_at: postedAt,
    content_type: isVideo ? 'Video' : n % 4 === 0 ? 'Sidecar' : 'Image',
    image_url: `${media}/cover.jpg`,
    video_url: isVideo ? `${media}/clip.mp4` : null,
    is_video: isVideo,
    video_duration: isVideo ? Math.round((8 + r() * 50) * 10) / 10 : null,
    product_type: isVideo ? 'clips' : n % 4 === 0 ? 'carousel_container' : 'feed',
    original_width: 1080,
    original_height: isVideo ? 1920 : 1350,
    like_and_view_counts_disabled: false,
    observed_surface: isVideo ? 'reels_tab' : 'profile_grid',
    is_pinned: n === 0 && r() < 0.3,
    video_play_count: isVideo ? likes * (5 + Math.floor(r() * 20)) : null,
    is_paid_partnership: paid,
    post_url: `https://photonet.example/${isVideo ? 'reel' : 'p'}/${shortcode}/`,
    continuation: { next_page_cursor: null, exhausted: true, last_fetched_at: new Date(scrapedMs - 600_000).toISOString() },
  };
  const comments = Array.from({ length: commentCount }, (_, c) => ({
    shortcode,
    comment_id: offsetId('18', 15, i * 10_000 + n * 100 + c),
    author: COMMENTERS[(i + n + c) % COMMENTERS.length],
    author_id: String(40_000_000_000 + ((i + n + c) % COMMENTERS.length)),
    author_verified: c === 0 && r() < 0.2,
    text: REPLIES[(i * 3 + n + c) % REPLIES.length],
    likes: Math.floor(r() * 40),
    replies: r() < 0.3 ? Math.floor(r() * 5) : null,
    posted_at: new Date(postedMs + (c + 1) * 1_800_000).toISOString(),
  }));
  const images = isVideo ? 1 : n % 4 === 0 ? 3 : 1;
  const mediaRecords = [
    ...Array.from({ length: images }, (_, m) => ({ shortcode, kind: 'post_image' as const, ig_url: m === 0 ? post.image_url : `${media}/${m + 1}.jpg` })),
    ...(isVideo ? [{ shortcode, kind: 'video_file' as const, ig_url: post.video_url! }] : []),
  ];
  return { post, comments, media: mediaRecords };
}

/** NDJSON lines of the posts, comments and media of the first `count` demo profiles (import after the profiles). */
export function* demoContentLines(count: number): Generator<string> {
  const line = (type: string, data: unknown) => JSON.stringify({ network: 'photonet', type, data });
  for (let i = 0; i < count; i++) {
    for (let n = 0; n < DEMO_POSTS_PER_PROFILE; n++) yield line('post', demoPost(i, n).post);
  }
  for (let i = 0; i < count; i++) {
    const profile = demoProfile(i);
    yield line('media', { username: profile.username, kind: 'profile_pic', ig_url: profile.profile_pic_url });
    for (let n = 0; n < DEMO_POSTS_PER_PROFILE; n++) {
      const { comments, media } = demoPost(i, n);
      for (const c of comments) yield line('comment', c);
      for (const m of media) yield line('media', m);
    }
  }
}

/**
 * The earlier collections of each demo profile, in days before its last one, oldest first: what gives the demo its
 * scrape history, so its follower growth over 30 and 90 days reads (README "photonet profile metrics"). A profile first
 * collected less than that long before its last collection has no point that far back.
 */
export const DEMO_EARLIER_SCRAPES = [100, 40, 10] as const;

/**
 * The i-th demo profile as collected `daysBefore` days before its last collection (one of DEMO_EARLIER_SCRAPES), or
 * null when that is before its first collection. Its followers follow a steady monthly growth of -2% to +8%; one
 * profile in 20 gained 35% in its last 10 days (a growth spike).
 */
export function demoEarlierScrape(i: number, daysBefore: number, profile: ProfileRecord = demoProfile(i)): ProfileRecord | null {
  const scrapedMs = Date.parse(profile.last_scraped_at) - daysBefore * 86_400_000;
  if (scrapedMs < Date.parse(profile.first_scraped_at)) return null;
  const r = rng(0x6a0b + i * 104_729);
  const monthly = -0.02 + r() * 0.1;
  const spike = r() < 0.05 ? 1.35 : 1;
  const rounds = DEMO_EARLIER_SCRAPES.filter((d) => d < daysBefore).length + 1;
  return {
    ...profile,
    followers: Math.round(profile.followers / (1 + monthly) ** (daysBefore / 30) / spike),
    following: Math.max(0, profile.following - Math.floor(daysBefore / 10)),
    posts_count: Math.max(0, profile.posts_count - daysBefore),
    scrape_count: Math.max(1, profile.scrape_count - rounds),
    last_scraped_at: iso(scrapedMs),
  };
}

/** The earlier collections of the first `count` demo profiles as import batches, oldest first (import before demoCorpusLines). */
export function demoHistoryBatches(count: number): Iterable<string>[] {
  return DEMO_EARLIER_SCRAPES.map(function* (daysBefore) {
    for (let i = 0; i < count; i++) {
      const earlier = demoEarlierScrape(i, daysBefore);
      if (earlier) yield JSON.stringify({ network: 'photonet', type: 'profile', data: earlier });
    }
  });
}
