import { defineRoute } from '../../../platform/rest/route.ts';
import { storedCommentsArgs, storedFullProfileArgs, storedPostArgs, storedPostCommentsArgs, storedProfileMediaArgs } from '../stored-args.ts';
import { demoPost, demoProfile } from '../demo-corpus.ts';
import { PHOTONET_PRICES as P } from '../prices.ts';

/** The samples read a profile and a post of the demo corpus (what `npm start` loads). */
const USER = demoProfile(1).username;
const SHORTCODE = demoPost(1, 0).post.shortcode;

/** photonet stored reads (contract 4.3): strictly from the library; a miss is 404 and never charged. */

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
  summary: "A library profile's stored record, in full or as its overlay or preview",
  price: { price: P.storedFull },
  sample: { query: { q: USER, surface: 'preview' } },
  params: storedFullProfileArgs,
  subgraph: 'photonet',
  // The contract gives this read model in camelCase (2.5).
  fieldNames: 'as-selected',
  document: /* GraphQL */ `
    query PhotonetStoredProfileFull($q: String!, $surface: StoredSurface!) {
      full: photonetStoredFullProfile(q: $q, surface: $surface) {
        profile {
          id
          profileId
          username
          fullName
          biography
          profilePicUrl
          tagline
          country
          gender
          ageRange
          language
          bioSummary
          accountRole
          primaryNiche
          externalUrls
          subNiches
          followers
          following
          postsCount
          isVerified
          isPrivate
          isBusinessAccount
          categoryName
          lastScrapedAt
          enrichedAt
        }
        topContent {
          ...I
        }
        timeline {
          posts {
            ...I
          }
          reels {
            ...I
          }
          all {
            ...I
          }
        }
        hashtags {
          tag
          count
        }
        collaborations {
          username
          count
        }
        mentionedAccounts {
          username
          count
        }
        brandCollabRate
      }
    }
    ${CONTENT}
  `,
  variables: (p) => ({ q: p.q, surface: p.surface ?? 'full' }),
  answer: { kind: 'record', at: 'full' },
  notFound: 'This profile is not in the library.',
});

/** GET /v1/photonet/stored/profile/media (2.6): newest first, keyset-paged by next_cursor. */
export const photonetStoredProfileMedia = defineRoute({
  method: 'GET',
  path: '/v1/photonet/stored/profile/media',
  operation: 'photonet.stored.profile_media',
  summary: "A library profile's stored posts with their media, newest first, keyset-paged",
  price: { price: P.postsBlock, block: { size: 12, limitArg: 'limit', defaultLimit: 12, items: 'posts' } },
  sample: { query: { q: USER, limit: '30' } },
  params: storedProfileMediaArgs,
  subgraph: 'photonet',
  document: /* GraphQL */ `
    query PhotonetStoredProfileMedia($q: String!, $limit: Int!, $beforePostedAt: DateTime, $beforeId: Long) {
      page: photonetStoredProfileMedia(q: $q, limit: $limit, beforePostedAt: $beforePostedAt, beforeId: $beforeId) {
        nextCursor {
          beforePostedAt
          beforeId
        }
        profile {
          username
          fullName
          biography
          followers
          following
          postsCount
          isPrivate
          isVerified
          categoryName
          externalUrls
          profilePic {
            ...M
          }
        }
        posts {
          shortcode
          mediaType
          postedAt
          caption
          likes
          comments: commentCount
          items: media {
            ...M
          }
          thumb {
            ...M
          }
        }
        mirrorStats {
          total
        }
      }
    }
    ${MEDIA}
  `,
  variables: (p) => ({ q: p.q, limit: p.limit ?? 12, beforePostedAt: p.before_posted_at, beforeId: p.before_id }),
  answer: { kind: 'record', at: 'page' },
  notFound: 'This profile is not in the library.',
});

/** GET /v1/photonet/stored/post (2.7). */
export const photonetStoredPost = defineRoute({
  method: 'GET',
  path: '/v1/photonet/stored/post',
  operation: 'photonet.stored.post',
  summary: 'One stored post from the library, by shortcode or URL',
  price: { price: P.storedRead },
  sample: { query: { q: SHORTCODE } },
  params: storedPostArgs,
  subgraph: 'photonet',
  document: /* GraphQL */ `
    query PhotonetStoredPost($q: String!) {
      post: photonetStoredPost(q: $q) {
        id
        igPostId
        shortcode
        caption
        likes
        comments: commentCount
        postedAt
        contentType
        imageUrl
        videoUrl
        isVideo
        videoDuration
        productType
        originalWidth
        originalHeight
        likeAndViewCountsDisabled
        observedSurface
        isPinned
        videoPlayCount
        isPaidPartnership
        postUrl
        commentsList {
          ...C
        }
      }
    }
    ${COMMENT}
  `,
  variables: (p) => ({ q: p.q }),
  answer: { kind: 'record', at: 'post' },
  notFound: 'This post is not in the library.',
});

/** GET /v1/photonet/stored/post/comments (2.8): collection order, integer cursor. */
export const photonetStoredPostComments = defineRoute({
  method: 'GET',
  path: '/v1/photonet/stored/post/comments',
  operation: 'photonet.stored.post_comments',
  summary: "A stored post's comments from the library, paged",
  price: { price: P.storedRead },
  sample: { query: { q: SHORTCODE, limit: '3' } },
  params: storedPostCommentsArgs,
  subgraph: 'photonet',
  document: /* GraphQL */ `
    query PhotonetStoredPostComments($q: String!, $cursor: Int!, $limit: Int!) {
      page: photonetStoredPostComments(q: $q, cursor: $cursor, limit: $limit) {
        post {
          igPostId
          shortcode
        }
        continuation {
          nextPageCursor
          exhausted
          lastFetchedAt
        }
        comments {
          ...C
        }
        storedTotal
        nextCursor
        hasMore
      }
    }
    ${COMMENT}
  `,
  variables: (p) => ({ q: p.q, cursor: p.cursor ?? 0, limit: p.limit ?? 50 }),
  answer: { kind: 'record', at: 'page' },
  notFound: 'This post is not in the library.',
});

/** GET /v1/photonet/stored/post/media (2.8). */
export const photonetStoredPostMedia = defineRoute({
  method: 'GET',
  path: '/v1/photonet/stored/post/media',
  operation: 'photonet.stored.post_media',
  summary: "A stored post's media items (images and videos) from the library",
  price: { price: P.storedRead },
  sample: { query: { q: SHORTCODE } },
  params: storedPostArgs,
  subgraph: 'photonet',
  document: /* GraphQL */ `
    query PhotonetStoredPostMedia($q: String!) {
      post: photonetStoredPostMedia(q: $q) {
        shortcode
        mediaType
        postedAt
        caption
        likes
        comments: commentCount
        items: media {
          ...M
        }
      }
    }
    ${MEDIA}
  `,
  variables: (p) => ({ q: p.q }),
  answer: { kind: 'record', at: 'post' },
  notFound: 'This post is not in the library.',
});

/** GET /v1/photonet/stored/comments: newest comments across up to 100 accounts, each with its post. */
export const photonetStoredComments = defineRoute({
  method: 'GET',
  path: '/v1/photonet/stored/comments',
  operation: 'photonet.stored.comments',
  summary: 'The newest stored comments across up to 100 library profiles, each with its post',
  price: { price: P.storedRead },
  sample: { query: { profile_ids: String(demoProfile(1).profile_id), limit: '5' } },
  params: storedCommentsArgs,
  subgraph: 'photonet',
  document: /* GraphQL */ `
    query PhotonetStoredComments($ids: [Long!]!, $limit: Int!, $beforePostedAt: DateTime, $beforeCommentId: String) {
      page: photonetStoredComments(profileIds: $ids, limit: $limit, beforePostedAt: $beforePostedAt, beforeCommentId: $beforeCommentId) {
        comments {
          ...C
          profileId
          post {
            igPostId
            shortcode
            postUrl
          }
        }
        nextCursor {
          beforePostedAt
          beforeCommentId
        }
        hasMore
      }
    }
    ${COMMENT}
  `,
  variables: (p) => ({ ids: p.profile_ids, limit: p.limit ?? 50, beforePostedAt: p.before_posted_at, beforeCommentId: p.before_comment_id }),
  answer: { kind: 'record', at: 'page' },
  notFound: 'Not found.',
});
