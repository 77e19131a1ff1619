import { z } from 'zod';
import { InvalidRequest, quote } from '../../platform/errors.ts';
import { across, documented, intParam, normalised, parsed, timestampParam } from '../../platform/rest/params.ts';
import { normaliseProfileQuery } from './profile-query.ts';
import { postQuery } from './post-query.ts';

/**
 * The parameter rules of the stored reads (contract 4.3), one schema per operation under its REST parameter names:
 * the REST route parses the query with it, the resolver its GraphQL arguments (`checkArgs`).
 */

export const MAX_MEDIA_PAGE = 120;
export const MAX_COMMENTS_PAGE = 200;
export const MAX_ACCOUNTS = 100;
const MAX_POSITION = 2_000_000_000;

const profileQ = normalised((v) => normaliseProfileQuery(v, 'q'), { description: 'A username, @handle or profile URL.' });
const postQ = normalised(
  (v) => {
    postQuery(v, false);
    return v;
  },
  { description: 'A shortcode, or a post, reel or tv URL.' },
);
const postOrIdQ = normalised(
  (v) => {
    postQuery(v, true);
    return v;
  },
  { description: 'A shortcode, a post, reel or tv URL, or a numeric post id.' },
);
const bothOrNeither = (a: string, b: string) =>
  across((p: Record<string, unknown>) => {
    if ((p[a] === undefined) !== (p[b] === undefined)) throw new InvalidRequest(`${a} and ${b} go together: pass both values of next_cursor.`);
  });

/** Profile ids as a REST comma-separated list or a GraphQL list of Long. */
const profileIds = documented(z.union([z.string(), z.array(z.number())]), {
  type: 'string',
  description: `1 to ${MAX_ACCOUNTS} comma-separated numeric profile ids.`,
}).transform(
  parsed((value: string | number[]) => {
    const ids =
      typeof value === 'string'
        ? value
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean)
        : value.map(String);
    if (ids.length === 0 || ids.length > MAX_ACCOUNTS)
      throw new InvalidRequest(`profile_ids takes 1 to ${MAX_ACCOUNTS} comma-separated profile ids, got ${ids.length}`);
    for (const id of ids) {
      if (!/^\d{1,16}$/.test(id) || !Number.isSafeInteger(Number(id))) throw new InvalidRequest(`profile_ids must be numeric profile ids, got ${quote(id)}`);
    }
    return ids.map(Number);
  }),
);

export const storedFullProfileArgs = z.strictObject({
  q: profileQ,
  surface: z.enum(['full', 'overlay', 'preview'], { error: 'surface must be full, overlay or preview' }).optional(),
});

export const storedProfileMediaArgs = z
  .strictObject({
    q: profileQ,
    limit: intParam('limit', 1, MAX_MEDIA_PAGE).optional(),
    before_posted_at: timestampParam('before_posted_at').optional(),
    before_id: intParam('before_id', 1, Number.MAX_SAFE_INTEGER).optional(),
  })
  .superRefine(bothOrNeither('before_posted_at', 'before_id'))
  .meta({ description: 'before_posted_at and before_id go together (both values of next_cursor).' });

export const storedPostArgs = z.strictObject({ q: postQ });

export const storedPostCommentsArgs = z.strictObject({
  q: postOrIdQ,
  cursor: intParam('cursor', 0, MAX_POSITION).optional(),
  limit: intParam('limit', 1, MAX_COMMENTS_PAGE).optional(),
});

export const storedCommentsArgs = z
  .strictObject({
    profile_ids: profileIds,
    limit: intParam('limit', 1, MAX_COMMENTS_PAGE).optional(),
    before_posted_at: timestampParam('before_posted_at').optional(),
    before_comment_id: z.string().min(1).max(200).optional(),
  })
  .superRefine(bothOrNeither('before_posted_at', 'before_comment_id'))
  .meta({ description: 'before_posted_at and before_comment_id go together (both values of next_cursor).' });

/** A profile's posts as a connection (GraphQL only). */
export const profilePostsArgs = z.strictObject({ first: intParam('first', 1, MAX_MEDIA_PAGE), after: z.string().optional() });

/** A post's comments as a page (GraphQL only). */
export const postCommentsArgs = z.strictObject({ first: intParam('first', 1, MAX_COMMENTS_PAGE), after: intParam('after', 0, MAX_POSITION) });
