import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registry } from '../subgraphs/registry.ts';
import { createTestEnv, type TestEnv } from './helpers/env.ts';
import { fullProfile, line } from './helpers/fixtures.ts';
import { standInsForReal } from './helpers/stand-in.ts';

/**
 * One identity across networks: a photonet library profile links to a videonet channel and an openfeed profile by
 * the URLs it publishes; the graph follows those links to the records the other libraries hold, and on to their
 * latest videos and posts, in one query.
 */

const USER = 'maya.links';
const CHANNEL = '@mayamakes';
const FEED = 'maya.bsky.social';
let env: TestEnv;
let key: string;
let liveKey: string;
let channelId: string;
let did: string;

beforeAll(async () => {
  env = await createTestEnv();
  const report = await registry.importCorpus(env.services.db, [
    line(
      fullProfile({
        id: 503,
        profile_id: 48_213_557_903,
        username: USER,
        biography: 'Makers and tools. Long videos on the channel.',
        external_urls: [`https://www.youtube.com/${CHANNEL}`, `https://bsky.app/profile/${FEED}`, 'https://shop.mayamakes.example/'],
      }),
    ),
  ]);
  expect(report.errors).toEqual([]);
  ({ key } = await env.key({ balance: '10' }));
  ({ key: liveKey } = await env.key({ balance: '10', mode: 'live' }));
  // The channel and the profile enter their libraries as real acquisitions would bring them (stand-ins for the real providers).
  const restore = standInsForReal(env.service.runtime.modules);
  try {
    const channel = await env.rest(`/v1/videonet/live/channel?handle=${encodeURIComponent(CHANNEL)}`, liveKey);
    expect(channel.status, JSON.stringify(channel.body)).toBe(200);
    channelId = channel.body.data.channel_id;
    const feed = await env.rest(`/v1/openfeed/live/profile?handle=${FEED}`, liveKey);
    expect(feed.status, JSON.stringify(feed.body)).toBe(200);
    did = feed.body.data.profile.platform_id;
  } finally {
    restore();
  }
});
afterAll(() => env?.close());

describe('linked accounts', () => {
  it('one query goes from a photonet profile to its videonet channel and its latest videos, and to its openfeed profile and its posts', async () => {
    const res = await env.graphql(
      `{ photonetProfile(q: "${USER}") {
          username
          linkedAccounts {
            platform handle sourceType evidence sourceUrl foundAt
            profile {
              __typename
              ... on Channel { channelId channelHandle: handle title videos(maxPages: 1) { page { videos { videoId } } } }
              ... on OpenfeedProfile { did handle posts { posts { author { did } } } }
            }
          }
        } }`,
      key,
    );
    expect(res.body.errors, JSON.stringify(res.body.errors)).toBeUndefined();
    const linked = res.body.data.photonetProfile.linkedAccounts;
    expect(linked.map((l: { platform: string; handle: string }) => [l.platform, l.handle])).toEqual([
      ['videonet', expect.stringMatching(/^@?mayamakes$/i)],
      ['openfeed', FEED],
    ]);
    for (const link of linked) {
      expect(link).toMatchObject({ sourceType: 'official_profile', evidence: 'external link on the profile', foundAt: null });
      expect(link.sourceUrl).toContain(USER);
    }
    const [channel, feed] = linked.map((l: { profile: unknown }) => l.profile);
    expect(channel).toMatchObject({ __typename: 'Channel', channelId, channelHandle: CHANNEL });
    expect(channel.videos.page.videos.length).toBeGreaterThan(0);
    expect(feed).toMatchObject({ __typename: 'OpenfeedProfile', did, handle: FEED });
    expect(feed.posts.posts.length).toBeGreaterThan(0);
    // The feed is the account's own (reposts of others among it).
    expect(feed.posts.posts.filter((p: { author: { did: string } }) => p.author.did === did).length).toBeGreaterThan(feed.posts.posts.length / 2);
  });

  it('links discovery finds on a link-in-bio page are stored with their evidence, and the graph crosses through them', async () => {
    const page = 'mayadisc';
    await registry.importCorpus(env.services.db, [
      line(
        fullProfile({
          id: 504,
          profile_id: 48_213_557_904,
          username: 'maya.discovered',
          biography: 'All my links below',
          external_urls: [`https://linktr.ee/${page}`],
        }),
      ),
    ]);
    // A live key's complete discovery, reading the web through a stand-in, and the records it links to acquired.
    const restore = standInsForReal(env.service.runtime.modules);
    try {
      const complete = await env.rest('/v1/intelligence/contact/complete', liveKey, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ network: 'photonet', q: 'maya.discovered' }),
      });
      expect(complete.status, JSON.stringify(complete.body)).toBe(200);
      expect((await env.rest(`/v1/videonet/live/channel?handle=@${page}`, liveKey)).status).toBe(200);
      expect((await env.rest(`/v1/openfeed/live/profile?handle=${page}.bsky.social`, liveKey)).status).toBe(200);
    } finally {
      restore();
    }
    const res = await env.graphql(
      `{ photonetProfile(q: "maya.discovered") {
          linkedAccounts {
            platform handle sourceType sourceUrl evidence foundAt
            profile {
              __typename
              ... on Channel { channelHandle: handle videos(maxPages: 1) { page { videos { videoId } } } }
              ... on OpenfeedProfile { handle posts { posts { uri } } }
            }
          }
        } }`,
      key,
    );
    expect(res.body.errors, JSON.stringify(res.body.errors)).toBeUndefined();
    const linked = res.body.data.photonetProfile.linkedAccounts as {
      platform: string;
      sourceType: string;
      sourceUrl: string;
      evidence: string;
      foundAt: string | null;
      profile: Record<string, any> | null;
    }[];
    const on = (network: string) => linked.find((l) => l.platform === network)!;
    for (const network of ['videonet', 'openfeed']) {
      expect(on(network), network).toMatchObject({ sourceType: 'link_in_bio', sourceUrl: `https://linktr.ee/${page}`, foundAt: expect.any(String) });
      expect(on(network).evidence).toMatch(/link-in-bio page/);
    }
    expect(on('videonet').profile).toMatchObject({ __typename: 'Channel', channelHandle: `@${page}` });
    expect(on('videonet').profile!.videos.page.videos.length).toBeGreaterThan(0);
    expect(on('openfeed').profile).toMatchObject({ __typename: 'OpenfeedProfile', handle: `${page}.bsky.social` });
    expect(on('openfeed').profile!.posts.posts.length).toBeGreaterThan(0);
    // Accounts on networks without a library here, or not tracked, are listed with no record.
    expect(on('clipnet').profile).toBeNull();
  });

  it('an account the other library does not hold is listed with no record; a host of no network of ours is named by its domain', async () => {
    await registry.importCorpus(env.services.db, [
      line(
        fullProfile({
          id: 502,
          profile_id: 48_213_557_902,
          username: 'sam.unlinked',
          external_urls: ['https://www.youtube.com/@nobody_held_here', 'https://github.com/samcodes'],
        }),
      ),
    ]);
    const res = await env.graphql(`{ photonetProfile(q: "sam.unlinked") { linkedAccounts { platform handle profile { __typename } } } }`, key);
    expect(res.body.errors, JSON.stringify(res.body.errors)).toBeUndefined();
    expect(res.body.data.photonetProfile.linkedAccounts).toEqual([
      { platform: 'videonet', handle: expect.stringMatching(/nobody_held_here$/), profile: null },
      { platform: 'github.com', handle: 'samcodes', profile: null },
    ]);
  });

  it('the other libraries extend their records with the accounts they link to', async () => {
    const res = await env.graphql(`{ videonetChannel(channelId: "${channelId}") { channelId linkedAccounts { platform handle sourceType } } }`, key);
    expect(res.body.errors, JSON.stringify(res.body.errors)).toBeUndefined();
    expect(res.body.data.videonetChannel.channelId).toBe(channelId);
    expect(Array.isArray(res.body.data.videonetChannel.linkedAccounts)).toBe(true);
  });

  it('linked accounts are free: the query costs what its other fields cost', async () => {
    const res = await env.graphql(`{ photonetProfile(q: "${USER}") { username linkedAccounts { platform handle } } }`, key);
    expect(res.body.errors).toBeUndefined();
    // The library profile read alone.
    expect(res.body.extensions.cost.actual).toBe('$0.0005');
  });
});
