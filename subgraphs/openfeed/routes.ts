import { FEED_RULES, PROFILE_RULES, STORED_PROFILE_RULES, THREAD_RULES } from './params.ts';
import { defineRoute } from '../../platform/rest/route.ts';
import { PRICES } from './prices.ts';

/** GET /v1/openfeed/live/profile: an account, live or from its stored payload (2.10 profile). */
export const openfeedLiveProfile = defineRoute({
  method: 'GET',
  path: '/v1/openfeed/live/profile',
  operation: 'openfeed.live.profile',
  summary: "An account's profile, live or from its stored payload",
  price: { price: PRICES.live },
  retired: ['/v1/live/openfeed/profile', '/v1/live/bluesky/profile'],
  sample: { query: { handle: 'parity.sandbox.test' } },
  params: PROFILE_RULES,
  subgraph: 'openfeed',
  document: /* GraphQL */ `
    query OpenfeedLiveProfile($handle: String!, $source: SourceMode) {
      read: openfeedProfile(handle: $handle, source: $source) {
        payload
        source
        fetchedAt
      }
    }
  `,
  variables: (p) => ({ handle: p.handle, source: p.source ?? 'auto' }),
  answer: { kind: 'live', at: 'read' },
  notFound: 'No such account.',
});

/** GET /v1/openfeed/live/user/posts: one 30-item author-feed page (author threads, pins) by handle or DID. */
export const openfeedLiveUserPosts = defineRoute({
  method: 'GET',
  path: '/v1/openfeed/live/user/posts',
  operation: 'openfeed.live.user_posts',
  summary: "One page of an account's posts (30 at most, with threads and pins), by handle or DID",
  price: { price: PRICES.live },
  retired: ['/v1/live/openfeed/user/posts', '/v1/live/bluesky/user/posts'],
  sample: { query: { handle: 'parity.sandbox.test' } },
  params: FEED_RULES,
  subgraph: 'openfeed',
  document: /* GraphQL */ `
    query OpenfeedLiveUserPosts($handle: String, $userId: String, $cursor: String, $source: SourceMode) {
      read: openfeedAuthorFeed(handle: $handle, userId: $userId, cursor: $cursor, source: $source) {
        payload
        source
        fetchedAt
      }
    }
  `,
  variables: (p) => ({ handle: p.handle, userId: p.user_id, cursor: p.cursor, source: p.source ?? 'auto' }),
  answer: { kind: 'live', at: 'read' },
  notFound: 'No such account.',
});

/** GET /v1/openfeed/live/post: the thread around a public post URL (2.10 post thread). */
export const openfeedLivePost = defineRoute({
  method: 'GET',
  path: '/v1/openfeed/live/post',
  operation: 'openfeed.live.post',
  summary: 'The thread around a public post, by its URL',
  price: { price: PRICES.live },
  retired: ['/v1/live/openfeed/post', '/v1/live/bluesky/post'],
  sample: async (api) => {
    const feed = await api.call<{ posts: { extra: { post_url: string } }[] }>('GET', '/v1/openfeed/live/user/posts', { handle: 'parity.sandbox.test' });
    return { query: { url: feed.posts[0].extra.post_url } };
  },
  params: THREAD_RULES,
  subgraph: 'openfeed',
  document: /* GraphQL */ `
    query OpenfeedLivePost($url: String!, $source: SourceMode) {
      read: openfeedPostThread(url: $url, source: $source) {
        payload
        source
        fetchedAt
      }
    }
  `,
  variables: (p) => ({ url: p.url.url, source: p.source ?? 'auto' }),
  answer: { kind: 'live', at: 'read' },
  notFound: 'No such post.',
});

/** GET /v1/openfeed/profile: an account from the openfeed library (what live reads stored); never acquires. */
export const openfeedStoredProfile = defineRoute({
  method: 'GET',
  path: '/v1/openfeed/profile',
  operation: 'openfeed.profile',
  summary: 'An account from the library, as a live read stored it (never acquires)',
  price: { price: PRICES.library },
  sample: async (api) => {
    await api.acquire('/v1/openfeed/live/profile?handle=stored.sandbox.test');
    return { query: { handle: 'stored.sandbox.test' } };
  },
  params: STORED_PROFILE_RULES,
  subgraph: 'openfeed',
  document: /* GraphQL */ `
    query OpenfeedStoredProfile($handle: String!) {
      profile: openfeedStoredProfile(handle: $handle) {
        payload
      }
    }
  `,
  variables: (p) => ({ handle: p.handle }),
  answer: { kind: 'record', at: 'profile.payload' },
  notFound: 'This account is not in the library. Library reads never acquire; use /v1/openfeed/live/profile.',
});
