import { z } from 'zod';
import { digitsIdParam, exactlyOneOf, hostUrlParam, usernameParam } from '../../platform/rest/bounds.ts';
import { sourceParam } from '../../platform/rest/params.ts';
import { blockedNetwork } from '../blocked-network.ts';

/** blinknet, the ephemeral-messaging network (contract 1.4): its public live operations, all blocked upstream. */

const HOST = 'blinknet.example';
const handle = usernameParam('handle');

export const blinknet = blockedNetwork(
  'blinknet',
  [
    { suffix: 'profile', field: 'blinknetProfile', rules: z.strictObject({ handle, source: sourceParam }), sample: { handle: 'sunny.days' } },
    { suffix: 'stories', field: 'blinknetStories', rules: z.strictObject({ handle, source: sourceParam }), sample: { handle: 'sunny.days' } },
    {
      suffix: 'spotlight',
      field: 'blinknetSpotlight',
      rules: exactlyOneOf(
        z.strictObject({
          url: hostUrlParam('url', HOST, `https://${HOST}/spotlight/<id>`).optional(),
          id: digitsIdParam('id').optional(),
          source: sourceParam,
        }),
        'url',
        'id',
      ),
      sample: { id: '7301' },
    },
  ],
  // Accounts at `/add/<handle>` and `/@<handle>`; a story, a spotlight, a share link (`/t/<id>`) is not one.
  [{ domain: 'snapchat.com', paths: [/^\/add\/([A-Za-z0-9._-]{3,15})\/?$/, /^\/@([A-Za-z0-9._-]{3,15})\/?$/] }],
);
