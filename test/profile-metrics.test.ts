import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registry } from '../subgraphs/registry.ts';
import type { PhotonetServices } from '../subgraphs/photonet/services.ts';
import type { ProfileRecord } from '../subgraphs/photonet/profile-record.ts';
import { refreshTrackedProfile } from '../subgraphs/photonet/wrappers/library.ts';
import type { WebProfile } from '../subgraphs/photonet/wrappers/normalise.ts';
import { createTestEnv, type TestEnv } from './helpers/env.ts';
import { fullProfile, line } from './helpers/fixtures.ts';
import { standInForReal } from './helpers/stand-in.ts';

/**
 * Profile metrics (README "photonet profile metrics"): the scrape history every write of a library profile keeps, the figures
 * computed from it and from the latest 12 posts, and their reads. Every expected figure is worked out by hand below.
 */

let env: TestEnv;
let key: string;
let accountId: number;

const DAY = 86_400_000;
const at = (iso: string, days = 0) => new Date(Date.parse(iso) + days * DAY).toISOString();

/** A library profile record; each username keeps its network id (profile_id) across its collections. */
const profileIds = new Map<string, number>();
let nextPostId = 31_000_000;
function profile(username: string, overrides: Partial<ProfileRecord>): ProfileRecord {
  if (!profileIds.has(username)) profileIds.set(username, 70_000 + profileIds.size);
  return fullProfile({ id: undefined, profile_id: profileIds.get(username)!, username, ...overrides });
}

interface PostFigures {
  likes: number;
  comments: number;
  posted_at: string;
  is_video?: boolean;
  video_play_count?: number | null;
}
const post = (username: string, n: number, p: PostFigures) => {
  const shortcode = `${username.replace(/[._]/g, '')}${String(n).padStart(3, '0')}`;
  return {
    username,
    ig_post_id: String(nextPostId++),
    shortcode,
    caption: `post ${n}`,
    likes: p.likes,
    comments: p.comments,
    posted_at: p.posted_at,
    content_type: p.is_video ? 'Video' : 'Image',
    image_url: `https://media.photonet.example/${shortcode}.jpg`,
    video_url: p.is_video ? `https://media.photonet.example/${shortcode}.mp4` : null,
    is_video: p.is_video ?? false,
    video_duration: p.is_video ? 12.5 : null,
    product_type: p.is_video ? 'clips' : 'feed',
    original_width: 1080,
    original_height: 1350,
    like_and_view_counts_disabled: false,
    observed_surface: 'profile_grid',
    is_pinned: false,
    video_play_count: p.video_play_count ?? null,
    is_paid_partnership: false,
    post_url: `https://photonet.example/p/${shortcode}/`,
  };
};

async function load(lines: string[]) {
  const report = await registry.importCorpus(env.services.db, lines);
  expect(report.errors).toEqual([]);
}

const history = (username: string) =>
  env.services.db.query<{ scraped_at: Date; followers: number }>(
    `SELECT h.scraped_at, h.followers FROM photonet_profile_history h JOIN photonet_profiles p ON p.id = h.profile_id
     WHERE p.username = $1 ORDER BY h.scraped_at`,
    [username],
  );

const metrics = async (username: string) => (await env.rest(`/v1/photonet/profile/metrics?q=${username}`, key)).body.data;
interface Signal {
  name: string;
  value: number | null;
  contribution: number;
  description: string;
}
const signal = (m: { quality_signals: Signal[] }, name: string) => m.quality_signals.find((s) => s.name === name);

/*
 * mika.metrics: 10,000 followers, 2,000 following (micro). Collected four times, oldest first:
 *   2026-06-01  8,000 · 2026-08-01  9,000 · 2026-09-20  9,500 · 2026-10-31 10,000 (the latest: "now").
 * 13 posts two days apart, newest 2026-10-30T12:00Z; the 13th (oldest) has 1,000,000 likes and must not count.
 * The window's 12 posts: likes 100, 200, … 1,200; comments 1,2,3,4,5,6,1,2,3,4,5,3 (sum 39); posts 3, 6, 9 and 12
 * (counting from the newest, 1-based) are videos played 1,000, 2,000, 3,000 and 6,000 times; post 2 is an image
 * carrying a play count of 500,000, which must not count as views.
 */
const MIKA_LAST = '2026-10-31T00:00:00.000Z';
const NEWEST_POST = '2026-10-30T12:00:00.000Z';
const VIDEO_PLAYS: Record<number, number> = { 3: 1_000, 6: 2_000, 9: 3_000, 12: 6_000 };
const MIKA_COMMENTS = [1, 2, 3, 4, 5, 6, 1, 2, 3, 4, 5, 3];

function mikaLines(): string[] {
  const scrape = (last: string, followers: number) => line(profile('mika.metrics', { followers, following: 2_000, last_scraped_at: last }));
  // The profile keeps its first stored id through every import.
  return [
    scrape('2026-06-01T00:00:00.000Z', 8_000),
    scrape('2026-08-01T00:00:00.000Z', 9_000),
    scrape('2026-09-20T00:00:00.000Z', 9_500),
    scrape(MIKA_LAST, 10_000),
  ];
}

function mikaPosts(): string[] {
  const posts = Array.from({ length: 12 }, (_, i) => {
    const k = i + 1;
    const video = k in VIDEO_PLAYS;
    return post('mika.metrics', k, {
      likes: 100 * k,
      comments: MIKA_COMMENTS[i],
      posted_at: at(NEWEST_POST, -2 * i),
      is_video: video,
      video_play_count: video ? VIDEO_PLAYS[k] : k === 2 ? 500_000 : null,
    });
  });
  posts.push(post('mika.metrics', 13, { likes: 1_000_000, comments: 1_000, posted_at: at(NEWEST_POST, -2 * 12) }));
  return posts.map((p) => line(p, 'post'));
}

beforeAll(async () => {
  env = await createTestEnv();
  ({ key, accountId } = await env.key({ balance: '5' }));
  for (const batch of mikaLines()) await load([batch]);
  await load(mikaPosts());

  // nova.spikes: 5,000 followers and 5,000 following (nano), collected 2026-09-01 (3,000), 2026-09-20 (4,000) and
  // 2026-10-10 (5,000); one image post with 100 likes and no comment.
  for (const [last, followers] of [
    ['2026-09-01T00:00:00.000Z', 3_000],
    ['2026-09-20T00:00:00.000Z', 4_000],
    ['2026-10-10T00:00:00.000Z', 5_000],
  ] as const) {
    await load([line(profile('nova.spikes', { followers, following: 5_000, last_scraped_at: last }))]);
  }
  await load([line(post('nova.spikes', 1, { likes: 100, comments: 0, posted_at: '2026-10-09T00:00:00.000Z' }), 'post')]);

  // zero.followers: 0 followers, 0 following; two posts at the same time with no likes or comments.
  // no.posts: 50,000 followers, 400 following, no post.
  await load([
    line(profile('zero.followers', { followers: 0, following: 0, last_scraped_at: MIKA_LAST })),
    line(profile('no.posts', { followers: 50_000, following: 400, last_scraped_at: MIKA_LAST })),
    line(profile('refresh.me', { followers: 1_000, following: 100, last_scraped_at: '2026-01-01T00:00:00.000Z' })),
  ]);
  await load([1, 2].map((n) => line(post('zero.followers', n, { likes: 0, comments: 0, posted_at: '2026-10-01T00:00:00.000Z' }), 'post')));
});
afterAll(() => env?.close());

describe('scrape history', () => {
  it('keeps one point per collection with a newer last_scraped_at', async () => {
    expect((await history('mika.metrics')).map((p) => [p.scraped_at.toISOString().slice(0, 10), p.followers])).toEqual([
      ['2026-06-01', 8_000],
      ['2026-08-01', 9_000],
      ['2026-09-20', 9_500],
      ['2026-10-31', 10_000],
    ]);
  });

  it('adds nothing for an import as old as the latest point or older; a newer one adds a point', async () => {
    const record = (last: string, followers: number) => line(profile('hist.rule', { followers, following: 10, last_scraped_at: last }));
    await load([record('2026-05-10T00:00:00.000Z', 100)]);
    await load([record('2026-05-10T00:00:00.000Z', 150)]); // the same collection again
    await load([record('2026-04-01T00:00:00.000Z', 90)]); // an older one
    expect((await history('hist.rule')).map((p) => p.followers)).toEqual([100]);
    await load([record('2026-05-11T00:00:00.000Z', 120)]);
    expect((await history('hist.rule')).map((p) => [p.scraped_at.toISOString(), p.followers])).toEqual([
      ['2026-05-10T00:00:00.000Z', 100],
      ['2026-05-11T00:00:00.000Z', 120],
    ]);
  });

  it('a profile removed from the library takes its history and metrics along', async () => {
    await load([line(profile('gone.soon', { followers: 10, following: 10, last_scraped_at: MIKA_LAST }))]);
    const [{ id }] = await env.services.db.query<{ id: number }>("SELECT id FROM photonet_profiles WHERE username = 'gone.soon'");
    await env.services.db.query('DELETE FROM photonet_profiles WHERE id = $1', [id]);
    const [left] = await env.services.db.query(
      `SELECT (SELECT count(*)::int FROM photonet_profile_history WHERE profile_id = $1) AS points,
              (SELECT count(*)::int FROM photonet_profile_metrics WHERE profile_id = $1) AS metrics`,
      [id],
    );
    expect(left).toEqual({ points: 0, metrics: 0 });
  });

  it('adds a point when a live read of real data refreshes a tracked profile, none for an older refresh', async () => {
    const restore = standInForReal((env.service.runtime.modules.photonet as PhotonetServices).wrappers, 'loopback-real');
    const { key: liveKey } = await env.key({ balance: '10', rateLimit: 100_000, mode: 'live' });
    try {
      const before = await history('refresh.me');
      expect(before).toHaveLength(1);
      const live = await env.rest('/v1/photonet/web_profile_info?handle=refresh.me', liveKey);
      expect(live.status).toBe(200);
      const after = await history('refresh.me');
      expect(after).toHaveLength(2);
      expect(after[1].followers).toBe(live.body.data.followers);
      expect(after[1].scraped_at.getTime()).toBeGreaterThan(before[0].scraped_at.getTime());
      const m = await metrics('refresh.me');
      expect(m).toMatchObject({ followers: live.body.data.followers, history_points: 2, latest_scraped_at: after[1].scraped_at.toISOString() });

      // A refresh whose collection is older than the stored one (a delayed write) keeps last_scraped_at: no point.
      const webProfile = { ...live.body.data, extra: { ...live.body.data.extra, bio_links: [] } } as WebProfile;
      await refreshTrackedProfile(env.services.db, webProfile, new Date('2026-02-01T00:00:00.000Z'));
      expect(await history('refresh.me')).toHaveLength(2);
    } finally {
      restore();
    }
  });
});

describe('figures', () => {
  it('engagement, averages, views and posting frequency over the latest 12 posts', async () => {
    const m = await metrics('mika.metrics');
    expect(m).toMatchObject({ followers: 10_000, following: 2_000, size_class: 'micro', posts_used: 12, video_posts_used: 4 });
    // Window: the 12 newest posts, 2026-10-30T12:00Z back to 22 days earlier (the 13th is left out).
    expect(m.window_end).toBe(NEWEST_POST);
    expect(m.window_start).toBe(at(NEWEST_POST, -22));
    // likes (100 + … + 1,200) / 12 = 7,800 / 12 = 650; comments 39 / 12 = 3.25.
    expect(m.avg_likes).toBeCloseTo(650, 9);
    expect(m.avg_comments).toBeCloseTo(3.25, 9);
    // Engagement: mean of (likes + comments) / followers = (650 + 3.25) / 10,000 = 0.065325.
    expect(m.engagement_rate).toBeCloseTo(0.065325, 12);
    // Views over the 4 video posts only: (1,000 + 2,000 + 3,000 + 6,000) / 4 = 3,000 (the image's 500,000 is ignored).
    expect(m.avg_views).toBeCloseTo(3_000, 9);
    // (12 - 1) posts over 22 days = 22 / 7 weeks: 11 / (22 / 7) = 3.5 posts a week.
    expect(m.posts_per_week).toBeCloseTo(3.5, 12);
  });

  it('follower growth over 30 and 90 days from the nearest point not after now - 30 d / now - 90 d', async () => {
    const m = await metrics('mika.metrics');
    expect(m.history_points).toBe(4);
    expect(m.latest_scraped_at).toBe(MIKA_LAST);
    // now - 30 d = 2026-10-01: the nearest point not after it is 2026-09-20 (9,500): (10,000 - 9,500) / 9,500.
    expect(m.growth_30d).toBeCloseTo(500 / 9_500, 12);
    expect(m.growth_30d_since).toBe('2026-09-20T00:00:00.000Z');
    // now - 90 d = 2026-08-02: 2026-08-01 (9,000): (10,000 - 9,000) / 9,000.
    expect(m.growth_90d).toBeCloseTo(1_000 / 9_000, 12);
    expect(m.growth_90d_since).toBe('2026-08-01T00:00:00.000Z');
    // Point to point: +12.5% over 61 days, +5.6% over 50, +5.3% over 41: no spike.
    expect(m.growth_spikes).toBe(0);
  });

  it('audience quality: each signal with its value and contribution, the score their sum', async () => {
    const m = await metrics('mika.metrics');
    // Engagement 0.065325 over the 0.03 expected of micro accounts = 2.1775: at or above it, all 40 points.
    expect(signal(m, 'engagement_for_size')).toMatchObject({ contribution: 40 });
    expect(signal(m, 'engagement_for_size')!).toHaveProperty('value', expect.closeTo(0.065325 / 0.03, 9));
    // Comments per like 3.25 / 650 = 0.005: half of 1 per 100, so 20 × 0.5 = 10 points.
    expect(signal(m, 'comment_to_like_ratio')).toMatchObject({ contribution: 10, value: expect.closeTo(0.005, 12) });
    expect(signal(m, 'growth_spikes')).toMatchObject({ value: 0, contribution: 20 });
    // 10,000 / 2,000 = 5: 20 × log10(5) = 13.979… → 13.98.
    expect(signal(m, 'follower_following_ratio')).toMatchObject({ value: 5, contribution: 13.98 });
    // 40 + 10 + 20 + 13.98 = 83.98 → 84.0.
    expect(m.audience_quality).toBe(84);
    expect(m.quality_signals.map((s: { name: string }) => s.name)).toEqual([
      'engagement_for_size',
      'comment_to_like_ratio',
      'growth_spikes',
      'follower_following_ratio',
    ]);
    for (const s of m.quality_signals) expect(s.description.length).toBeGreaterThan(40);
  });

  it('spikes, a single post and history too short for 90 days', async () => {
    const m = await metrics('nova.spikes');
    expect(m).toMatchObject({ size_class: 'nano', posts_used: 1, video_posts_used: 0, avg_views: null, posts_per_week: null });
    // 100 likes + 0 comments over 5,000 followers.
    expect(m.engagement_rate).toBeCloseTo(0.02, 12);
    // now - 30 d = 2026-09-10: the point of 2026-09-01 (3,000): 2,000 / 3,000. Nothing at or before 2026-07-12.
    expect(m.growth_30d).toBeCloseTo(2 / 3, 12);
    expect(m.growth_90d).toBeNull();
    expect(m.growth_90d_since).toBeNull();
    // 3,000 → 4,000 in 19 days (+33%) and 4,000 → 5,000 in 20 days (+25%): both over 20% within 30 days.
    expect(m.growth_spikes).toBe(2);
    // 0.02 / 0.05 (nano) = 0.4 → 16 points; no comment → 0; two spikes → 0; 5,000 / 5,000 = 1 → log10 1 = 0.
    expect(m.quality_signals.map((s: { contribution: number }) => s.contribution)).toEqual([16, 0, 0, 0]);
    expect(signal(m, 'engagement_for_size')!.value).toBeCloseTo(0.4, 12);
    expect(m.audience_quality).toBe(16);
  });

  it('null where a figure cannot be computed: no followers, no posts, posts at one time, one history point', async () => {
    const zero = await metrics('zero.followers');
    expect(zero).toMatchObject({
      followers: 0,
      posts_used: 2,
      engagement_rate: null,
      avg_likes: 0,
      avg_comments: 0,
      // Two posts at the same time span no time.
      posts_per_week: null,
      history_points: 1,
      growth_30d: null,
      growth_90d: null,
      audience_quality: null,
    });
    // No engagement, no likes to compare comments with; following 0 counts as 1, and 0 / 1 scores nothing.
    expect(zero.quality_signals.map((s: { value: number | null }) => s.value)).toEqual([null, null, 0, 0]);

    const none = await metrics('no.posts');
    expect(none).toMatchObject({
      size_class: 'micro',
      posts_used: 0,
      video_posts_used: 0,
      window_start: null,
      window_end: null,
      engagement_rate: null,
      avg_likes: null,
      avg_comments: null,
      avg_views: null,
      posts_per_week: null,
      audience_quality: null,
    });
    // 50,000 / 400 = 125: past 10, the full 20 points, shown even without a score.
    expect(signal(none, 'follower_following_ratio')).toMatchObject({ value: 125, contribution: 20 });
  });
});

describe('reads', () => {
  it('REST: the stored figures at the library profile price; GraphQL Profile.metrics the same', async () => {
    const before = await env.balance(accountId);
    const res = await env.rest('/v1/photonet/profile/metrics?q=@Mika.Metrics', key);
    expect(res.status).toBe(200);
    expect(res.body.meta.cost).toBe('$0.0005');
    expect(Number(before) - Number(await env.balance(accountId))).toBeCloseTo(0.0005, 10);
    expect(Object.keys(res.body.data)).toEqual(
      expect.arrayContaining(['engagement_rate', 'growth_30d', 'growth_90d', 'posts_per_week', 'audience_quality', 'quality_signals']),
    );

    const gql = await env.graphql(
      `query($q: String!) { photonetProfile(q: $q) { metrics { engagementRate growth30d growth90d postsPerWeek audienceQuality
         qualitySignals { name value contribution description } } } }`,
      key,
      { q: 'mika.metrics' },
    );
    expect(gql.body.errors).toBeUndefined();
    const m = gql.body.data.photonetProfile.metrics;
    expect(m).toMatchObject({
      engagementRate: res.body.data.engagement_rate,
      growth30d: res.body.data.growth_30d,
      growth90d: res.body.data.growth_90d,
      postsPerWeek: 3.5,
      audienceQuality: 84,
    });
    expect(m.qualitySignals).toEqual(res.body.data.quality_signals);
    // The profile's price: metrics add nothing to it.
    expect(gql.body.extensions.cost.actual).toBe('$0.0005');
  });

  it('404 for a profile not in the library, not charged; 400 for a q that names no profile', async () => {
    const before = await env.balance(accountId);
    const miss = await env.rest('/v1/photonet/profile/metrics?q=not.in.library', key);
    expect(miss.status).toBe(404);
    expect(miss.body.error.code).toBe('not_found');
    const bad = await env.rest('/v1/photonet/profile/metrics?q=https://photonet.example/p/abc/', key);
    expect(bad.status).toBe(400);
    expect(await env.balance(accountId)).toBe(before);
  });

  it("N profiles' metrics in one request are read by one SQL statement", async () => {
    const usernames = ['mika.metrics', 'nova.spikes', 'zero.followers', 'no.posts'];
    const queries: string[] = [];
    env.services.db.onQuery = (text) => queries.push(text);
    const res = await env.graphql(`query($q: [String!]!) { photonetProfiles(q: $q) { username metrics { engagementRate growth30d } } }`, key, { q: usernames });
    env.services.db.onQuery = undefined;
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.photonetProfiles.map((p: { username: string }) => p.username)).toEqual(usernames);
    expect(res.body.data.photonetProfiles[0].metrics.engagementRate).toBeCloseTo(0.065325, 12);
    expect(queries.filter((q) => q.includes('photonet_profile_metrics'))).toHaveLength(1);
    // Four profiles at $0.0005.
    expect(res.body.extensions.cost.actual).toBe('$0.0020');
  });
});
