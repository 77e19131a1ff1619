import { z } from 'zod';
import { digitsIdParam, blockedCursorParam, queryParam, usernameParam } from '../../platform/rest/bounds.ts';
import { intParam, sourceParam } from '../../platform/rest/params.ts';
import { blockedNetwork } from '../blocked-network.ts';

/** newsnet, the tech-news site (contract 1.4): its live operations, all blocked upstream. */

export const newsnet = blockedNetwork(
  'newsnet',
  [
    { suffix: 'item', field: 'newsnetItem', rules: z.strictObject({ id: digitsIdParam('id'), source: sourceParam }), sample: { id: '8863' } },
    { suffix: 'user', field: 'newsnetUser', rules: z.strictObject({ handle: usernameParam('handle'), source: sourceParam }), sample: { handle: 'pg_reader' } },
    // The front page lists 30 stories a page; its ranking reaches 20 pages.
    { suffix: 'top', field: 'newsnetTop', rules: z.strictObject({ page: intParam('page', 1, 20).optional(), source: sourceParam }), sample: { page: '2' } },
    {
      suffix: 'search',
      field: 'newsnetSearch',
      rules: z.strictObject({ query: queryParam('query'), cursor: blockedCursorParam('cursor').optional(), source: sourceParam }),
      sample: { query: 'postgres' },
    },
  ],
  // Accounts at `/user?id=<handle>` (case kept: handles there are case-sensitive); a story (`/item?id=`) is not one.
  [{ domain: 'news.ycombinator.com', queries: [{ path: /^\/user$/, param: 'id', handle: /^[A-Za-z0-9_-]{2,15}$/ }], keepCase: /^/ }],
);
