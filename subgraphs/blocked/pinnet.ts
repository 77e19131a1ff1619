import { z } from 'zod';
import { digitsIdParam, exactlyOneOf, hostUrlParam, blockedCursorParam, queryParam, usernameParam } from '../../platform/rest/bounds.ts';
import { sourceParam } from '../../platform/rest/params.ts';
import { SEGMENT } from '../../platform/linkinbio/socials.ts';
import { blockedNetwork } from '../blocked-network.ts';

/** pinnet, the pinboard network (contract 1.4): its live operations, all blocked upstream. */

const HOST = 'pinnet.example';
const cursor = blockedCursorParam('cursor').optional();

export const pinnet = blockedNetwork(
  'pinnet',
  [
    {
      suffix: 'pin',
      field: 'pinnetPin',
      rules: exactlyOneOf(
        z.strictObject({ url: hostUrlParam('url', HOST, `https://${HOST}/pin/<id>/`).optional(), id: digitsIdParam('id').optional(), source: sourceParam }),
        'url',
        'id',
      ),
      sample: { id: '1099511627776' },
    },
    {
      suffix: 'board',
      field: 'pinnetBoard',
      rules: z.strictObject({ url: hostUrlParam('url', HOST, `https://${HOST}/<handle>/<board>/`), cursor, source: sourceParam }),
      sample: { url: `https://${HOST}/kitchen.ideas/small-spaces/` },
    },
    {
      suffix: 'user',
      field: 'pinnetUser',
      rules: z.strictObject({ handle: usernameParam('handle'), source: sourceParam }),
      sample: { handle: 'kitchen.ideas' },
    },
    {
      suffix: 'search',
      field: 'pinnetSearch',
      rules: z.strictObject({ query: queryParam('query'), cursor, source: sourceParam }),
      sample: { query: 'balcony garden' },
    },
  ],
  // Accounts at `/<handle>/` on the pinboard's hosts (every country's), and its created and saved tabs; a board
  // (`/<handle>/<board>/`), a pin, a search or an ideas page is not one.
  [
    {
      domain: 'pinterest.com',
      aliases: [
        'pinterest.co.uk',
        'pinterest.fr',
        'pinterest.de',
        'pinterest.ca',
        'pinterest.es',
        'pinterest.it',
        'pinterest.com.au',
        'pinterest.com.mx',
        'pinterest.jp',
        'pinterest.pt',
        'pinterest.ch',
        'pinterest.at',
        'pinterest.nz',
        'pinterest.ie',
        'pinterest.se',
        'pinterest.dk',
        'pinterest.cl',
        'pinterest.ph',
        'pinterest.co.kr',
        'pinterest.ru',
        'pinterest.nl',
      ],
      paths: [SEGMENT('A-Za-z0-9_', 30, ['_created', '_saved'])],
      reserved: [
        'pin',
        'search',
        'ideas',
        'today',
        'login',
        'logout',
        'signup',
        'business',
        'settings',
        'explore',
        'categories',
        'discover',
        'about',
        'videos',
        'shop',
      ],
    },
  ],
);
