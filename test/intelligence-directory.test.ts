import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../platform/clock.ts';
import { OFFLINE_ANALYSER_VERSION } from '../subgraphs/intelligence/analysis/offline-analyser.ts';
import { demoProfile } from '../subgraphs/photonet/demo-corpus.ts';
import { createTestEnv, type TestEnv } from './helpers/env.ts';
import { importDemo } from './helpers/fixtures.ts';
import { registry } from '../subgraphs/registry.ts';
import { demoContentLines } from '../subgraphs/photonet/demo-corpus.ts';
import { RequestLoaders } from '../subgraphs/context.ts';
import { photonetDirectory } from '../subgraphs/photonet/directory.ts';
import { profileLoaders } from '../subgraphs/photonet/profiles.ts';
import { postLoaders, type PostRow } from '../subgraphs/photonet/posts.ts';

/**
 * The intelligence module reads photonet's library through the profile directory: every profile entity a request
 * names, and each one's latest posts, are read in one statement per kind however many profiles the request holds.
 */

const clock = new ManualClock();
let env: TestEnv;
let key: string;
/** The primary niche each profile's bundle answered, by username. */
const answered = new Map<string, string>();

beforeAll(async () => {
  env = await createTestEnv({}, { clock });
  await importDemo(env.services.db, 100);
  const report = await registry.importCorpus(env.services.db, demoContentLines(100));
  expect(report.errors).toEqual([]);
  ({ key } = await env.key({ balance: '50', rateLimit: 10_000 }));
  // The media mirror's background work (claims and sweeps of the rows the import registered) runs on its own
  // schedule: stopped, so only the read's statements are counted.
  await env.service.runtime.mirror.stop();
});
afterAll(() => env?.close());

const QUERY = `query($q: [String!]!) { photonetProfiles(q: $q) {
  username
  contacts { cached }
  enrichmentBundle { primaryNiche sources }
  contentSignals(first: 3) { postId sentiment }
} }`;

/** The statements one GraphQL request for `count` profiles with their intelligence fields runs, less billing's and the background sweeps'. */
async function statements(count: number): Promise<string[]> {
  const usernames = Array.from({ length: count }, (_, i) => demoProfile(i).username);
  const queries: string[] = [];
  const { db, readDb } = env.service.runtime;
  db.onQuery = (text) => queries.push(text);
  if (readDb !== db) readDb.onQuery = (text) => queries.push(text);
  const res = await env.graphql(QUERY, key, { q: usernames });
  db.onQuery = undefined;
  readDb.onQuery = undefined;
  expect(res.body.errors, JSON.stringify(res.body.errors)).toBeUndefined();
  const profiles = res.body.data.photonetProfiles;
  expect(profiles.map((p: { username: string }) => p.username)).toEqual(usernames);
  for (const p of profiles) {
    expect(p.contacts).toBeNull();
    expect(p.enrichmentBundle.sources).toEqual(['profile', 'posts']);
    expect(p.contentSignals).toHaveLength(3);
    answered.set(p.username, p.enrichmentBundle.primaryNiche);
  }
  return queries.filter((q) => !/ledger|accounts|api_keys|media_mirror|webhook_deliveries/.test(q));
}

describe('the profile directory of one request', () => {
  it('100 profiles with their enrichment, contacts and content signals cost the same few statements as 5', async () => {
    const five = await statements(5);
    const hundred = await statements(100);
    // photonet's profiles by username, the intelligence entities' profiles by id (the same rows, already read),
    // their latest posts, their stored contacts, and the enrichment written back: one statement each
    expect(hundred.length, hundred.join('\n')).toBe(five.length);
    expect(hundred.length, hundred.join('\n')).toBeLessThanOrEqual(4);
    // each analysis is written into its own library profile
    const written = await env.services.db.query<{ username: string; niche: string }>(
      "SELECT username, enrichment->>'primary_niche' AS niche FROM photonet_profiles WHERE enriched_at = $1",
      [new Date(clock.now())],
    );
    expect(new Map(written.map((r) => [r.username, r.niche]))).toEqual(answered);
    expect(answered.size).toBe(100);
    // the same profile, asked by username and then by id, is read once
    expect(hundred.filter((q) => /^SELECT [^()]* FROM photonet_profiles WHERE/.test(q))).toHaveLength(1);
  });

  it('an enrichment read of an unchanged profile writes nothing; a changed one is written, under the analyser version alone', async () => {
    const { db } = env.services;
    const username = demoProfile(0).username;
    const stored = async () =>
      (
        await db.query<{ enriched_at: Date; enrichment: Record<string, unknown> }>(
          'SELECT enriched_at, enrichment FROM photonet_profiles WHERE username = $1',
          [username],
        )
      )[0];
    const first = await env.rest(`/v1/intelligence/enrichment?network=photonet&q=${username}`, key);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const before = await stored();
    expect(before.enrichment.enrichment_version).toBe(OFFLINE_ANALYSER_VERSION);
    clock.advance(60_000);
    const again = await env.rest(`/v1/intelligence/enrichment?network=photonet&q=${username}`, key);
    expect(again.body.data).toEqual(first.body.data);
    expect(await stored()).toEqual(before);
    // The library holds an older analyser's answer: the new analysis is written, at the time it was made.
    await db.query(
      `UPDATE photonet_profiles SET enrichment = enrichment || '{"enrichment_version": "2026.10", "primary_niche": "other"}' WHERE username = $1`,
      [username],
    );
    clock.advance(60_000);
    const changed = await env.rest(`/v1/intelligence/enrichment?network=photonet&q=${username}`, key);
    expect(changed.body.data).toEqual(first.body.data);
    expect(await stored()).toEqual({
      ...before,
      enriched_at: new Date(clock.now()),
      enrichment: { ...before.enrichment, enriched_at: new Date(clock.now()).toISOString() },
    });
  });

  it('reads a profile and its latest posts in one statement, as the profile and post loaders read them', async () => {
    const { db } = env.service.runtime;
    const profile = demoProfile(1);
    const id = profile.id!;
    // A time with microseconds: the directory's posts carry it as the driver reads the column (to the millisecond).
    await db.query(
      `UPDATE photonet_posts SET posted_at = posted_at + interval '0.123456 second' WHERE id = (SELECT max(id) FROM photonet_posts WHERE owner_id = $1)`,
      [id],
    );
    const queries: string[] = [];
    db.onQuery = (text) => queries.push(text);
    const directory = photonetDirectory().within(new RequestLoaders(db, db));
    const [byId, byName, missing] = await Promise.all([
      directory.byKey(String(id)),
      directory.find(`@${profile.username}`),
      directory.find('nobody_here_at_all'),
    ]);
    db.onQuery = undefined;
    expect(queries).toHaveLength(1);
    expect(missing).toBeNull();
    expect(byName).toEqual(byId);
    // What the profile loader and a page of the post loader give, assembled as the directory did before.
    const loaders = new RequestLoaders(db, db);
    const row = (await loaders.get(profileLoaders).byKey.load({ id }))!;
    const posts = await loaders.get(postLoaders).pages.load({ ownerId: id, limit: 50, before: null });
    expect(posts.length).toBeGreaterThan(1);
    expect(byId!.posts).toEqual(
      posts.map((p: PostRow) => ({
        id: Number(p.id),
        caption: p.caption,
        posted_at: p.posted_at.toISOString(),
        is_video: p.is_video,
        likes: Number(p.likes),
        comments: Number(p.comments),
        is_paid_partnership: p.is_paid_partnership,
        owner: row.username,
        post_url: p.post_url,
      })),
    );
    expect(byId!.posts.some((p) => p.posted_at?.endsWith('.123Z'))).toBe(true);
    expect({ ...byId, posts: [] }).toEqual({
      network: 'photonet',
      id: String(row.id),
      username: row.username,
      full_name: row.full_name || null,
      biography: row.biography || null,
      category_name: row.category_name,
      business_category_name: row.business_category_name,
      external_urls: row.external_urls,
      is_business_account: row.is_business_account,
      is_verified: row.is_verified,
      followers: Number(row.followers),
      location: null,
      profile_url: `https://photonet.example/${row.username}/`,
      posts: [],
      enrichment: row.enrichment,
    });
  });

  it('a key that names no profile (not an id, or not held) answers null alone, not the others of its batch', async () => {
    const result = await env.service.executor.run(
      'intelligence',
      {
        source: `{ _entities(representations: [{ __typename: "Profile", id: "abc" }, { __typename: "Profile", id: "${demoProfile(0).id}" }, { __typename: "Profile", id: "999999999" }]) { ... on Profile { username } } }`,
      },
      {},
      { requestId: 'req_directory', accountId: null, keyMode: 'live' },
    );
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({ _entities: [null, { username: demoProfile(0).username }, null] });
  });
});
