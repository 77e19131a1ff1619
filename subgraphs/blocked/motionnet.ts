import { z } from 'zod';
import { digitsIdParam, exactlyOneOf, hostUrlParam, blockedCursorParam, queryParam, usernameParam } from '../../platform/rest/bounds.ts';
import { sourceParam } from '../../platform/rest/params.ts';
import { SEGMENT } from '../../platform/linkinbio/socials.ts';
import { blockedNetwork } from '../blocked-network.ts';

/** motionnet, the video-sharing site (contract 1.4): its live operations, all blocked upstream. */

const HOST = 'motionnet.example';
const handle = usernameParam('handle');
const cursor = blockedCursorParam('cursor').optional();

export const motionnet = blockedNetwork(
  'motionnet',
  [
    {
      suffix: 'video',
      field: 'motionnetVideo',
      rules: exactlyOneOf(
        z.strictObject({ url: hostUrlParam('url', HOST, `https://${HOST}/watch/<id>`).optional(), id: digitsIdParam('id').optional(), source: sourceParam }),
        'url',
        'id',
      ),
      sample: { id: '4815162342' },
    },
    { suffix: 'user', field: 'motionnetUser', rules: z.strictObject({ handle, source: sourceParam }), sample: { handle: 'lumen.films' } },
    { suffix: 'user/videos', field: 'motionnetUserVideos', rules: z.strictObject({ handle, cursor, source: sourceParam }), sample: { handle: 'lumen.films' } },
    {
      suffix: 'search',
      field: 'motionnetSearch',
      rules: z.strictObject({ query: queryParam('query'), cursor, source: sourceParam }),
      sample: { query: 'city timelapse' },
    },
  ],
  // Accounts at `/<handle>`; a video (`/video/<id>`), a playlist, a search or a tag page is not one.
  [
    {
      domain: 'dailymotion.com',
      paths: [SEGMENT('A-Za-z0-9_-', 40)],
      reserved: [
        'video',
        'playlist',
        'search',
        'tag',
        'embed',
        'signin',
        'signup',
        'library',
        'following',
        'partner',
        'legal',
        'settings',
        'explore',
        'live',
        'upload',
      ],
    },
  ],
);
