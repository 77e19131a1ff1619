import { z } from 'zod';
import { InvalidRequest, quote } from '../../../platform/errors.ts';
import { normaliseProfileQuery } from '../profile-query.ts';
import { postQuery } from '../post-query.ts';
import { across, intParam, normalised, timestampParam } from '../../../platform/rest/params.ts';
import { defineRoute } from '../../../platform/rest/route.ts';

/** photonet stored reads (contract 4.3): strictly from the library; a miss is 404 and never charged. */

const profileQ = normalised((v) => normaliseProfileQuery(v, 'q'));
const postQ = normalised((v) => {
  postQuery(v, false);
  return v;
});
const postOrIdQ = normalised((v) => {
  postQuery(v, true);
  return v;
});
const bothOrNeither = (a: string, b: string) =>
  across((p: Record<string, unknown>) => {
    if ((p[a] === undefined) !== (p[b] === undefined)) throw new InvalidRequest(`${a} and ${b} go together: pass both values of next_cursor.`);
  });

const MEDIA = 'fragment M on MediaItem { kind igUrl cdnUrl cdnStatus }';
const COMMENT = `fragment C on Comment {
  commentId author authorId authorVerified text likes replies postedAt }`;
const CONTENT = `fragment I on ContentItem {
  shortcode caption likes comments views postedAt imageUrl imageCdnUrl videoUrl isVideo isPinned captionMentions }`;

/** GET /v1/photonet/stored/profile/full (2.5); surface full (default), overlay or preview. */
export const photonetStoredProfileFull = defineRoute({
  method: 'GET',
  path: '/v1/photonet/stored/profile/full',
  operation: 'photonet.stored.profile_full',
  params: z.strictObject({ q: profileQ, surface: z.enum(['full', 'overlay', 'preview'], { error: 'surface must be full, overlay or preview' }).optional() }),
  subgraph: 'photonet',
  // The contract gives this read model in camelCase (2.5).
  fieldNames: 'as-selected',
  document: /* GraphQL */ `
    query PhotonetStoredProfileFull($q: String!, $surface: StoredSurface!) {
      full: photonetStoredFullProfile(q: $q, surface: $surface) {
        profile {
          id profileId username fullName biography profilePicUrl tagline country gender ageRange language bioSummary
          accountRole primaryNiche externalUrls subNiches followers following postsCount isVerified isPrivate
          isBusinessAccount categoryName lastScrapedAt enrichedAt
        }
        topContent { ...I }
        timeline { posts { ...I } reels { ...I } all { ...I } }
        hashtags { tag count }
        collaborations { username count }
        mentionedAccounts { username count }
        brandCollabRate
      }
    }
    ${CONTENT}`,
  variables: (p) => ({ q: p.q, surface: p.surface ?? 'full' }),
  answer: { kind: 'record', at: 'full' },
  notFound: 'This profile is not in the library.',
});

/** GET /v1/photonet/stored/profile/media (2.6): newest first, keyset-paged by next_cursor. */
export const photonetStoredProfileMedia = defineRoute({
  method: 'GET',
  path: '/v1/photonet/stored/profile/media',
  operation: 'photonet.stored.profile_media',
  params: z
    .strictObject({
      q: profileQ,
      limit: intParam('limit', 1, 120).optional(),
      before_posted_at: timestampParam('before_posted_at').optional(),
      before_id: intParam('before_id', 1, Number.MAX_SAFE_INTEGER).optional(),
    })
    .superRefine(bothOrNeither('before_posted_at', 'before_id')),
  subgraph: 'photonet',
  document: /* GraphQL */ `
    query PhotonetStoredProfileMedia($q: String!, $limit: Int!, $beforePostedAt: DateTime, $beforeId: Long) {
      page: photonetStoredProfileMedia(q: $q, limit: $limit, beforePostedAt: $beforePostedAt, beforeId: $beforeId) {
        nextCursor { beforePostedAt beforeId }
        profile {
          username fullName biography followers following postsCount isPrivate
          isVerified categoryName externalUrls profilePic { ...M }
        }
        posts {
          shortcode mediaType postedAt caption likes comments: commentCount
          items: media { ...M } thumb { ...M }
        }
        mirrorStats { total }
      }
    }
    ${MEDIA}`,
  variables: (p) => ({ q: p.q, limit: p.limit ?? 12, beforePostedAt: p.before_posted_at, beforeId: p.before_id }),
  answer: { kind: 'record', at: 'page' },
  notFound: 'This profile is not in the library.',
});

/** GET /v1/photonet/stored/post (2.7). */
export const photonetStoredPost = defineRoute({
  method: 'GET',
  path: '/v1/photonet/stored/post',
  operation: 'photonet.stored.post',
  params: z.strictObject({ q: postQ }),
  subgraph: 'photonet',
  document: /* GraphQL */ `
    query PhotonetStoredPost($q: String!) {
      post: photonetStoredPost(q: $q) {
        id igPostId shortcode caption likes comments: commentCount postedAt contentType
        imageUrl videoUrl isVideo videoDuration productType
        originalWidth originalHeight
        likeAndViewCountsDisabled observedSurface isPinned
        videoPlayCount isPaidPartnership postUrl
        commentsList { ...C }
      }
    }
    ${COMMENT}`,
  variables: (p) => ({ q: p.q }),
  answer: { kind: 'record', at: 'post' },
  notFound: 'This post is not in the library.',
});

/** GET /v1/photonet/stored/post/comments (2.8): collection order, integer cursor. */
export const photonetStoredPostComments = defineRoute({
  method: 'GET',
  path: '/v1/photonet/stored/post/comments',
  operation: 'photonet.stored.post_comments',
  params: z.strictObject({ q: postOrIdQ, cursor: intParam('cursor', 0, 2_000_000_000).optional(), limit: intParam('limit', 1, 200).optional() }),
  subgraph: 'photonet',
  document: /* GraphQL */ `
    query PhotonetStoredPostComments($q: String!, $cursor: Int!, $limit: Int!) {
      page: photonetStoredPostComments(q: $q, cursor: $cursor, limit: $limit) {
        post { igPostId shortcode }
        continuation { nextPageCursor exhausted lastFetchedAt }
        comments { ...C }
        storedTotal
        nextCursor
        hasMore
      }
    }
    ${COMMENT}`,
  variables: (p) => ({ q: p.q, cursor: p.cursor ?? 0, limit: p.limit ?? 50 }),
  answer: { kind: 'record', at: 'page' },
  notFound: 'This post is not in the library.',
});

/** GET /v1/photonet/stored/post/media (2.8). */
export const photonetStoredPostMedia = defineRoute({
  method: 'GET',
  path: '/v1/photonet/stored/post/media',
  operation: 'photonet.stored.post_media',
  params: z.strictObject({ q: postQ }),
  subgraph: 'photonet',
  document: /* GraphQL */ `
    query PhotonetStoredPostMedia($q: String!) {
      post: photonetStoredPostMedia(q: $q) {
        shortcode mediaType postedAt caption likes comments: commentCount items: media { ...M }
      }
    }
    ${MEDIA}`,
  variables: (p) => ({ q: p.q }),
  answer: { kind: 'record', at: 'post' },
  notFound: 'This post is not in the library.',
});

const profileIds = normalised((v) => {
  const ids = v.split(',').map((s) => s.trim()).filter(Boolean);
  if (ids.length === 0 || ids.length > 100) throw new InvalidRequest(`profile_ids takes 1 to 100 comma-separated profile ids, got ${ids.length}`);
  for (const id of ids) {
    if (!/^\d{1,16}$/.test(id) || !Number.isSafeInteger(Number(id))) throw new InvalidRequest(`profile_ids must be numeric profile ids, got ${quote(id)}`);
  }
  return ids.map(Number);
});

/** GET /v1/photonet/stored/comments: newest comments across up to 100 accounts, each with its post. */
export const photonetStoredComments = defineRoute({
  method: 'GET',
  path: '/v1/photonet/stored/comments',
  operation: 'photonet.stored.comments',
  params: z
    .strictObject({
      profile_ids: profileIds,
      limit: intParam('limit', 1, 200).optional(),
      before_posted_at: timestampParam('before_posted_at').optional(),
      before_comment_id: z.string().min(1).max(200).optional(),
    })
    .superRefine(bothOrNeither('before_posted_at', 'before_comment_id')),
  subgraph: 'photonet',
  document: /* GraphQL */ `
    query PhotonetStoredComments($ids: [Long!]!, $limit: Int!, $beforePostedAt: DateTime, $beforeCommentId: String) {
      page: photonetStoredComments(profileIds: $ids, limit: $limit, beforePostedAt: $beforePostedAt, beforeCommentId: $beforeCommentId) {
        comments { ...C profileId post { igPostId shortcode postUrl } }
        nextCursor { beforePostedAt beforeCommentId }
        hasMore
      }
    }
    ${COMMENT}`,
  variables: (p) => ({ ids: p.profile_ids, limit: p.limit ?? 50, beforePostedAt: p.before_posted_at, beforeCommentId: p.before_comment_id }),
  answer: { kind: 'record', at: 'page' },
  notFound: 'Not found.',
});
