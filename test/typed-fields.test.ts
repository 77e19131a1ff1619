import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeAds } from '../platform/ads/library.ts';
import { camelCase } from '../platform/names.ts';
import { createTestEnv, type TestEnv } from './helpers/env.ts';
import { waitForJob } from './helpers/jobs.ts';

/**
 * The typed GraphQL fields beside the deprecated JSON ones (walk pages' items and coverage, ad records, job
 * arguments): each carries the same values as its JSON twin, under GraphQL names, and costs the same.
 */

let env: TestEnv;
let key: string;

beforeAll(async () => {
  env = await createTestEnv();
  ({ key } = await env.key({ balance: '100', rateLimit: 100_000 }));
});
afterAll(() => env?.close());

/** `value` cut to the members `shape` has, all the way down (what a selection of typed fields answers of it). */
function project(value: any, shape: unknown): unknown {
  if (Array.isArray(shape)) return Array.isArray(value) ? value.map((v, i) => project(v, shape[i] ?? shape[0])) : (value ?? null);
  if (shape && typeof shape === 'object' && value && typeof value === 'object')
    return Object.fromEntries(Object.entries(shape).map(([k, v]) => [k, project(value[k], v)]));
  return value ?? null;
}

/** A JSON value under GraphQL names, all the way down; instants compared as instants (DateTime writes milliseconds). */
function typed(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(typed);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [camelCase(k), typed(v)]));
  return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}/.test(value) ? Date.parse(value) : value;
}

async function ok(query: string, variables?: Record<string, unknown>) {
  const res = await env.graphql(query, key, variables);
  expect(res.body.errors, JSON.stringify(res.body.errors)).toBeUndefined();
  return res;
}

const COVERED = 'covered { items newestAt oldestAt complete }';
const POST = 'id shortcode caption likes comments postedAt mediaType isVideo imageUrl videoUrl postUrl owner';
const ACCOUNT = 'userId username fullName isPrivate isVerified profilePicUrl';

/** A page's typed items and coverage are its JSON items and coverage; the other kinds' fields are null. */
function sameValues(page: any, field: string, others: string[]) {
  expect(page.items.length).toBeGreaterThan(0);
  expect(typed(page[field])).toEqual(typed(page.items));
  expect(typed(page.covered)).toEqual(typed(page.coverage));
  for (const other of others) expect(page[other]).toBeNull();
  expect(page.rawItems).toBeNull();
}

describe('photonet walk pages', () => {
  it('posts, comments and accounts by walker, each the same values as items; covered is coverage; the same cost', async () => {
    const select = `items coverage rawItems posts { ${POST} } comments { commentId author authorId authorVerified text likes postedAt } accounts { ${ACCOUNT} } ${COVERED}`;
    const feed = await ok(`{ photonetUserFeed(handle: "sbx_30_typed", maxPages: 1) { page { ${select} } } }`);
    sameValues(feed.body.data.photonetUserFeed.page, 'posts', ['comments', 'accounts']);
    // Only the typed fields selected: the page is charged as when items is.
    const typedOnly = await ok(`{ photonetUserFeed(handle: "sbx_30_typed", maxPages: 1) { page { posts { id } ${COVERED} } } }`);
    expect(typedOnly.body.extensions.cost.actual).toBe(feed.body.extensions.cost.actual);
    expect(typedOnly.body.data.photonetUserFeed.page.posts.map((p: any) => p.id)).toEqual(feed.body.data.photonetUserFeed.page.items.map((p: any) => p.id));

    const comments = await ok(`{ photonetPostComments(shortcode: "Styped1", maxPages: 1) { page { ${select} } } }`);
    sameValues(comments.body.data.photonetPostComments.page, 'comments', ['posts', 'accounts']);
    const followers = await ok(`{ photonetFollowers(handle: "sbx_5_typed", maxPages: 1) { page { ${select} } } }`);
    const page = followers.body.data.photonetFollowers.page;
    sameValues(page, 'accounts', ['posts', 'comments']);
    expect(page.covered).toMatchObject({ newestAt: null, oldestAt: null });
  });

  it("a batch's pages carry the typed fields too", async () => {
    const res = await ok(
      `{ photonetFollowing(handles: ["sbx_3_ta", "sbx_4_tb"], maxPages: 1) { batch { results { handle items coverage rawItems posts { id } comments { commentId } accounts { ${ACCOUNT} } ${COVERED} } } } }`,
    );
    const results = res.body.data.photonetFollowing.batch.results;
    expect(results.map((r: any) => r.accounts.length)).toEqual([3, 4]);
    for (const r of results) sameValues(r, 'accounts', ['posts', 'comments']);
  });

  it('with getRaw the typed items are null and rawItems holds the upstream items (items unchanged)', async () => {
    const res = await ok(`{ photonetUserFeed(handle: "sbx_6_raw", maxPages: 1, getRaw: true) { page { items rawItems posts { id } ${COVERED} coverage } } }`);
    const page = res.body.data.photonetUserFeed.page;
    expect(page.posts).toBeNull();
    expect(page.rawItems).toEqual(page.items);
    expect(page.items[0]).toHaveProperty('taken_at');
    expect(typed(page.covered)).toEqual(typed(page.coverage));
  });
});

describe('clipnet walk pages', () => {
  const CREATOR = 'platform userId secUid handle nickname bio avatarUrl verified private region followers following likes videoCount profileUrl';
  const VIDEO =
    'platform videoId handle authorId description createdAt durationSeconds imageUrl videoUrl url views likes comments shares saves hashtags mentions music { musicId title author original }';
  const COMMENT = 'commentId videoId text createdAt likes replies author { userId handle nickname avatarUrl }';
  const select = `items coverage rawItems creators { ${CREATOR} } comments { ${COMMENT} } videos { ${VIDEO} } ${COVERED}`;

  it('creators, comments and videos by walker, each the same values as items', async () => {
    const followers = await ok(`{ clipnetUserFollowers(handle: "sbx_20_typed", maxPages: 1) { page { ${select} } } }`);
    sameValues(followers.body.data.clipnetUserFollowers.page, 'creators', ['comments', 'videos']);
    const comments = await ok(`{ clipnetVideoComments(id: "7300000000000000011", maxPages: 1) { page { ${select} } } }`);
    sameValues(comments.body.data.clipnetVideoComments.page, 'comments', ['creators', 'videos']);
    const hashtag = await ok(`{ clipnetHashtag(tag: "sbx_40_typed", maxPages: 1) { page { ${select} } } }`);
    sameValues(hashtag.body.data.clipnetHashtag.page, 'videos', ['creators', 'comments']);
  });

  it('with getRaw the typed items are null and rawItems holds the upstream items', async () => {
    const res = await ok(`{ clipnetHashtag(tag: "sbx_10_raw", maxPages: 1, getRaw: true) { page { items rawItems videos { videoId } } } }`);
    const page = res.body.data.clipnetHashtag.page;
    expect(page.videos).toBeNull();
    expect(page.rawItems).toEqual(page.items);
  });
});

describe('jobnet', () => {
  const JOB =
    'jobId title company { companyId slug name } location { locationId name } workplaceType jobType seniority function postedAt applicants salary { min max currency period } easyApply url';
  const AD =
    'adArchiveId pageId pageName pageProfileUrl isActive startDate endDate country publisherPlatforms mediaType title body ctaText linkUrl imageUrls videoUrl collationCount snapshotUrl';

  it("a walk page's jobs are its items; covered is its coverage", async () => {
    const res = await ok(`{ jobnetCompanyJobs(slug: "sbx-30-typed", maxPages: 1) { page { items coverage rawItems jobs { ${JOB} } ${COVERED} } } }`);
    sameValues(res.body.data.jobnetCompanyJobs.page, 'jobs', []);
  });

  it("an ad library page's adRecords are its ads, full and trimmed, each naming its advertiser", async () => {
    for (const trim of [false, true]) {
      const res = await ok(
        `query($t: Boolean) { jobnetAdLibrarySearch(query: "cloud", trim: $t) { page { ads adRecords { ${AD} advertiser { network advertiserId name } } } } }`,
        { t: trim },
      );
      const { ads, adRecords } = res.body.data.jobnetAdLibrarySearch.page;
      expect(ads.length).toBeGreaterThan(0);
      const fields = AD.split(' ');
      // Every field typed: the ad's member under its GraphQL name, null where the form (trim) has none.
      const expected = ads.map((ad: any) => Object.fromEntries(fields.map((f) => [f, (typed(ad) as any)[f] ?? null])));
      expect(adRecords.map(({ advertiser: _, ...r }: any) => typed(r))).toEqual(expected);
      expect(adRecords.map((r: any) => r.advertiser)).toEqual(ads.map((ad: any) => ({ network: 'jobnet', advertiserId: ad.page_id, name: ad.page_name })));
      if (trim) expect(adRecords[0].country).toBeNull();
    }
  });
});

describe('videonet collection pages', () => {
  it('covered is coverage; with getRaw rawItems holds the upstream items and videos is null', async () => {
    const page = (
      await ok('{ videonetLiveChannelVideos(handle: "@sbx_40_typed", maxPages: 1) { page { items rawItems videos { videoId } coverage ' + COVERED + ' } } }')
    ).body.data.videonetLiveChannelVideos.page;
    expect(page.videos.map((v: any) => v.videoId)).toEqual(page.items.map((v: any) => v.video_id));
    expect(page.rawItems).toBeNull();
    expect(typed(page.covered)).toEqual(typed(page.coverage));
    const raw = (await ok('{ videonetLiveChannelVideos(handle: "@sbx_40_typed", maxPages: 1, getRaw: true) { page { items rawItems videos { videoId } } } }'))
      .body.data.videonetLiveChannelVideos.page;
    expect(raw.videos).toBeNull();
    expect(raw.rawItems).toEqual(raw.items);
  });
});

describe('adlib', () => {
  it("an ad's record is its ad, typed; members of another type answer null rather than failing the answer", async () => {
    await storeAds(
      env.services.db,
      'facenet',
      [
        {
          ad_archive_id: '92000001',
          page_id: '880555',
          page_name: 'Typed Co.',
          is_active: false,
          start_date: '2026-01-05T00:00:00.000Z',
          end_date: '2026-01-09T00:00:00.000Z',
          body: 'quixotical typed record',
          media_type: 'IMAGE',
          snapshot_url: 'https://www.facebook.com/ads/library/?id=92000001',
          country: 'GB',
          publisher_platforms: ['facebook', 'instagram'],
          title: 'A title',
          collation_count: 'many',
          image_urls: ['https://x.test/a.jpg'],
        },
      ],
      new Date(),
    );
    const res = await ok(
      '{ adSearch(query: "quixotical") { ads { ad record { adArchiveId pageId pageName isActive startDate endDate country publisherPlatforms mediaType title body ctaText collationCount imageUrls snapshotUrl } } } }',
    );
    const [hit] = res.body.data.adSearch.ads;
    expect(hit.record).toEqual({
      adArchiveId: '92000001',
      pageId: '880555',
      pageName: 'Typed Co.',
      isActive: false,
      startDate: hit.ad.start_date,
      endDate: hit.ad.end_date,
      country: 'GB',
      publisherPlatforms: ['facebook', 'instagram'],
      mediaType: 'IMAGE',
      title: 'A title',
      body: 'quixotical typed record',
      ctaText: null,
      collationCount: null,
      imageUrls: ['https://x.test/a.jpg'],
      snapshotUrl: hit.ad.snapshot_url,
    });
    expect(hit.ad.collation_count).toBe('many');
    const trimmed = await ok('{ adSearch(query: "quixotical", trim: true) { ads { ad record { adArchiveId country body } } } }');
    expect(trimmed.body.data.adSearch.ads[0].record).toEqual({ adArchiveId: '92000001', country: null, body: 'quixotical typed record' });
  });
});

describe('job results', () => {
  it("a result's arguments are its args, one name and value each", async () => {
    const submitted = await ok('{ photonetUserFeed(handle: "sbx_30_job", maxPages: 2, pageSize: 5) { job { batchId } } }');
    const batchId = submitted.body.data.photonetUserFeed.job.batchId;
    await waitForJob(env, key, batchId, ['ready']);
    const res = await ok(`{ job(batchId: "${batchId}") { results { results { args arguments { name value } items } } } }`);
    const [result] = res.body.data.job.results.results;
    expect(result.items).toHaveLength(10);
    expect(result.arguments).toEqual(Object.entries(result.args).map(([name, v]) => ({ name, value: v === null ? null : String(v) })));
    expect(result.arguments).toContainEqual({ name: 'page_size', value: '5' });
    expect(result.arguments).toContainEqual({ name: 'cursor', value: null });
  });

  /** Every typed item field of a job result, one per network and kind. */
  const TYPED_ITEMS = {
    photonetPosts: POST,
    photonetComments: 'commentId',
    photonetAccounts: 'userId',
    clipnetCreators: 'userId handle nickname followers',
    clipnetComments: 'commentId',
    clipnetVideos: 'videoId handle description createdAt views hashtags music { musicId title }',
    jobnetJobs: 'jobId title company { companyId slug name } location { name } postedAt salary { min max currency period } url',
    videonetVideos: 'videoId title channelId publishedAt durationSeconds viewCount isShort videoUrl',
  } as const;
  const RESULT = `batchId index operation items rawItems ${Object.entries(TYPED_ITEMS)
    .map(([field, select]) => `${field} { ${select} }`)
    .join(' ')}`;

  async function jobOf(submit: string, at: string): Promise<string> {
    const submitted = await ok(submit);
    const batchId = submitted.body.data[at].job.batchId;
    await waitForJob(env, key, batchId, ['ready']);
    return batchId;
  }

  /** Each page of a job's results read with the typed fields, following nextCursor; with REST's items beside. */
  async function resultsOf(batchId: string) {
    const pages: { graphql: any[]; rest: any[] }[] = [];
    let cursor: string | null = null;
    do {
      const res = await ok('query($id: String!, $c: String) { job(batchId: $id) { results(cursor: $c) { results { ' + RESULT + ' } nextCursor } } }', {
        id: batchId,
        c: cursor,
      });
      const rest = await env.rest(`/v1/jobs/${batchId}/results${cursor ? `?cursor=${cursor}` : ''}`, key);
      pages.push({ graphql: res.body.data.job.results.results, rest: rest.body.data.results });
      cursor = res.body.data.job.results.nextCursor;
    } while (cursor);
    return pages;
  }

  it.each([
    [
      'photonet.user_feed',
      'photonetPosts',
      '{ photonetUserFeed(handle: "sbx_30_jobtyped", maxPages: 2, pageSize: 5) { job { batchId } } }',
      'photonetUserFeed',
    ],
    [
      'photonet.post_comments',
      'photonetComments',
      '{ photonetPostComments(shortcode: "Sjobtyped1", maxPages: 2) { job { batchId } } }',
      'photonetPostComments',
    ],
    ['photonet.followers', 'photonetAccounts', '{ photonetFollowers(handle: "sbx_5_jobtyped", maxPages: 2) { job { batchId } } }', 'photonetFollowers'],
    ['clipnet.live.hashtag', 'clipnetVideos', '{ clipnetHashtag(tag: "sbx_40_jobtyped", maxPages: 2) { job { batchId } } }', 'clipnetHashtag'],
    [
      'clipnet.live.user.followers',
      'clipnetCreators',
      '{ clipnetUserFollowers(handle: "sbx_20_jobtyped", maxPages: 2) { job { batchId } } }',
      'clipnetUserFollowers',
    ],
    ['jobnet.company_jobs', 'jobnetJobs', '{ jobnetCompanyJobs(slug: "sbx-30-jobtyped", maxPages: 2) { job { batchId } } }', 'jobnetCompanyJobs'],
    [
      'videonet.channel_videos',
      'videonetVideos',
      '{ videonetLiveChannelVideos(handle: "@sbx_40_jobtyped", maxPages: 2) { job { batchId } } }',
      'videonetLiveChannelVideos',
    ],
  ] as const)('a %s job: its results carry the items typed under %s (the same values), the other kinds null', async (operation, field, submit, at) => {
    const batchId = await jobOf(submit, at);
    const pages = await resultsOf(batchId);
    const results = pages.flatMap((p) => p.graphql);
    expect(results.flatMap((r) => r.items).length).toBeGreaterThan(0);
    for (const [i, page] of pages.entries()) {
      // REST answers the same items, untouched by the typed fields GraphQL selected.
      expect(
        page.rest.map((r: any) => r.items),
        `page ${i}`,
      ).toEqual(page.graphql.map((r: any) => r.items));
    }
    for (const result of results) {
      expect(result).toMatchObject({ batchId, operation, rawItems: null });
      // Each typed item is its JSON item, member for member (those selected).
      const items = typed(result[field]);
      expect(items).toEqual(project(typed(result.items), items));
      for (const other of Object.keys(TYPED_ITEMS)) if (other !== field) expect(result[other], other).toBeNull();
    }
  });

  it('a job submitted with getRaw: rawItems holds its items and the typed fields are null', async () => {
    const batchId = await jobOf('{ photonetUserFeed(handle: "sbx_12_jobraw", maxPages: 2, getRaw: true) { job { batchId } } }', 'photonetUserFeed');
    const [result] = (await resultsOf(batchId)).flatMap((p) => p.graphql);
    expect(result.items.length).toBeGreaterThan(0);
    expect(result.rawItems).toEqual(result.items);
    expect(result.items[0]).toHaveProperty('taken_at');
    for (const field of Object.keys(TYPED_ITEMS)) expect(result[field], field).toBeNull();
  });
});
