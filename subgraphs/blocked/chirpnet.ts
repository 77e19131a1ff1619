import { z } from 'zod';
import { digitsIdParam, exactlyOneOf, hostUrlParam, blockedCursorParam, queryParam, usernameParam } from '../../platform/rest/bounds.ts';
import { sourceParam } from '../../platform/rest/params.ts';
import { SEGMENT } from '../../platform/linkinbio/socials.ts';
import { blockedNetwork } from '../blocked-network.ts';

/** chirpnet, the microblog network (contract 1.4): its live operations, all blocked upstream. */

const HOST = 'chirpnet.example';
const handle = usernameParam('handle');
const cursor = blockedCursorParam('cursor').optional();

export const chirpnet = blockedNetwork(
  'chirpnet',
  [
    { suffix: 'user', field: 'chirpnetUser', rules: z.strictObject({ handle, source: sourceParam }), sample: { handle: 'early_bird' } },
    {
      suffix: 'user/posts',
      field: 'chirpnetUserPosts',
      rules: exactlyOneOf(
        z.strictObject({ handle: handle.optional(), user_id: digitsIdParam('user_id').optional(), cursor, source: sourceParam }),
        'handle',
        'user_id',
      ),
      sample: { user_id: '783214' },
    },
    {
      suffix: 'post',
      field: 'chirpnetPost',
      rules: exactlyOneOf(
        z.strictObject({
          url: hostUrlParam('url', HOST, `https://${HOST}/<handle>/status/<id>`).optional(),
          id: digitsIdParam('id').optional(),
          source: sourceParam,
        }),
        'url',
        'id',
      ),
      sample: { url: `https://${HOST}/early_bird/status/1234567890123456789` },
    },
    {
      suffix: 'search',
      field: 'chirpnetSearch',
      rules: z.strictObject({ query: queryParam('query'), cursor, source: sourceParam }),
      sample: { query: 'eclipse' },
    },
  ],
  // Accounts at `/<handle>` on the microblog's hosts (and its media, replies, highlights and likes tabs); a post
  // (`/<handle>/status/<id>`), an intent, share, search, hashtag or settings page is not one.
  [
    {
      domain: 'x.com',
      aliases: ['twitter.com'],
      paths: [SEGMENT('A-Za-z0-9_', 15, ['media', 'with_replies', 'highlights', 'likes'])],
      reserved: [
        'home',
        'intent',
        'share',
        'search',
        'explore',
        'i',
        'hashtag',
        'login',
        'logout',
        'signup',
        'settings',
        'messages',
        'notifications',
        'tos',
        'privacy',
        'compose',
        'about',
        'download',
        'account',
        'jobs',
      ],
    },
  ],
);
