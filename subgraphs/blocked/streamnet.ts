import { z } from 'zod';
import { digitsIdParam, exactlyOneOf, hostUrlParam, blockedCursorParam, queryParam, usernameParam } from '../../platform/rest/bounds.ts';
import { sourceParam } from '../../platform/rest/params.ts';
import { SEGMENT } from '../../platform/linkinbio/socials.ts';
import { blockedNetwork } from '../blocked-network.ts';

/** streamnet, the streaming site (contract 1.4): its live operations, all blocked upstream. */

const HOST = 'streamnet.example';
const handle = usernameParam('handle');
const cursor = blockedCursorParam('cursor').optional();

export const streamnet = blockedNetwork(
  'streamnet',
  [
    { suffix: 'channel', field: 'streamnetChannel', rules: z.strictObject({ handle, source: sourceParam }), sample: { handle: 'night_owl_plays' } },
    {
      suffix: 'channel/videos',
      field: 'streamnetChannelVideos',
      rules: z.strictObject({ handle, cursor, source: sourceParam }),
      sample: { handle: 'night_owl_plays' },
    },
    {
      suffix: 'clip',
      field: 'streamnetClip',
      rules: exactlyOneOf(
        z.strictObject({
          url: hostUrlParam('url', HOST, `https://${HOST}/<channel>/clip/<id>`).optional(),
          id: digitsIdParam('id').optional(),
          source: sourceParam,
        }),
        'url',
        'id',
      ),
      sample: { url: `https://${HOST}/night_owl_plays/clip/90210` },
    },
    {
      suffix: 'search',
      field: 'streamnetSearch',
      rules: z.strictObject({ query: queryParam('query'), cursor, source: sourceParam }),
      sample: { query: 'speedrun' },
    },
  ],
  // Channels at `/<handle>` (and its about and schedule tabs); a video, a clip (`/<handle>/clip/<id>`, the clips
  // host), the directory, a search or settings page is not one.
  [
    {
      domain: 'twitch.tv',
      paths: [SEGMENT('A-Za-z0-9_', 25, ['about', 'schedule'])],
      reserved: [
        'directory',
        'videos',
        'search',
        'settings',
        'downloads',
        'p',
        'login',
        'signup',
        'jobs',
        'turbo',
        'prime',
        'store',
        'subscriptions',
        'wallet',
        'inventory',
        'drops',
        'friends',
        'messages',
        'payments',
        'following',
      ],
    },
  ],
);
