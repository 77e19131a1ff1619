import { z } from 'zod';
import { digitsIdParam, exactlyOneOf, hostUrlParam, blockedCursorParam, queryParam, usernameParam } from '../../platform/rest/bounds.ts';
import { sourceParam } from '../../platform/rest/params.ts';
import { blockedNetwork } from '../blocked-network.ts';

/** pinnet, the pinboard network (contract 1.4): its live operations, all blocked upstream. */

const HOST = 'pinnet.example';
const cursor = blockedCursorParam('cursor').optional();

export const pinnet = blockedNetwork('pinnet', [
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
  { suffix: 'user', field: 'pinnetUser', rules: z.strictObject({ handle: usernameParam('handle'), source: sourceParam }), sample: { handle: 'kitchen.ideas' } },
  {
    suffix: 'search',
    field: 'pinnetSearch',
    rules: z.strictObject({ query: queryParam('query'), cursor, source: sourceParam }),
    sample: { query: 'balcony garden' },
  },
]);
