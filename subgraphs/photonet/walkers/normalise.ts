import type { RawComment, RawFeedItem, RawUser } from './payloads.ts';

/** The contract's shapes of the items the walkers return (get_raw=false): posts, comments and accounts. */

const iso = (seconds: number) => new Date(seconds * 1000).toISOString();

export function normalisePost(item: RawFeedItem) {
  const isVideo = item.media_type === 2;
  return {
    id: item.pk,
    shortcode: item.code,
    caption: item.caption.text,
    likes: item.like_count,
    comments: item.comment_count,
    posted_at: iso(item.taken_at),
    media_type: isVideo ? 'video' : 'image',
    is_video: isVideo,
    image_url: item.image_versions2.candidates[0]?.url ?? null,
    video_url: item.video_versions?.[0]?.url ?? null,
    post_url: `https://photonet.example/${isVideo ? 'reel' : 'p'}/${item.code}/`,
    owner: item.user.username,
  };
}

export function normaliseComment(item: RawComment) {
  return {
    comment_id: item.pk,
    author: item.user.username,
    author_id: item.user.pk,
    author_verified: item.user.is_verified,
    text: item.text,
    likes: item.comment_like_count,
    posted_at: iso(item.created_at),
  };
}

export function normaliseAccount(item: RawUser) {
  return {
    user_id: item.pk,
    username: item.username,
    full_name: item.full_name,
    is_private: item.is_private,
    is_verified: item.is_verified,
    profile_pic_url: item.profile_pic_url,
  };
}
