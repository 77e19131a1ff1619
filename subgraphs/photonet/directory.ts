import type { Db } from '../../platform/db/pool.ts';
import type { DirectoryPost, DirectoryProfile, ProfileDirectory } from '../../platform/profile-directory.ts';
import { normaliseProfileQuery } from './profile-query.ts';

/** How many of a profile's latest posts analysis reads. */
const POSTS = 50;

interface Row {
  id: number;
  username: string;
  full_name: string;
  biography: string;
  category_name: string | null;
  business_category_name: string | null;
  external_urls: string[];
  is_business_account: boolean;
  is_verified: boolean;
  followers: number;
}

interface PostRow {
  id: number;
  caption: string;
  posted_at: Date;
  is_video: boolean;
  likes: number;
  comments: number;
  is_paid_partnership: boolean | null;
  owner: string;
  post_url: string;
}

const PROFILE = `SELECT id, username, full_name, biography, category_name, business_category_name, external_urls,
  is_business_account, is_verified, followers FROM photonet_profiles`;
const POST = `SELECT p.id, p.caption, p.posted_at, p.is_video, p.likes, p.comments, p.is_paid_partnership, o.username AS owner, p.post_url
  FROM photonet_posts p JOIN photonet_profiles o ON o.id = p.owner_id`;

const post = (row: PostRow): DirectoryPost => ({
  id: Number(row.id),
  caption: row.caption,
  posted_at: row.posted_at.toISOString(),
  is_video: row.is_video,
  likes: Number(row.likes),
  comments: Number(row.comments),
  is_paid_partnership: row.is_paid_partnership,
  owner: row.owner,
  post_url: row.post_url,
});

/** The photonet library as the intelligence module reads it (platform/profile-directory.ts). */
export function photonetDirectory(db: Db): ProfileDirectory {
  const complete = async (row: Row | undefined): Promise<DirectoryProfile | null> => {
    if (!row) return null;
    const posts = await db.query<PostRow>(`${POST} WHERE p.owner_id = $1 ORDER BY p.posted_at DESC, p.id DESC LIMIT ${POSTS}`, [row.id], 'photonet_directory_posts');
    return {
      network: 'photonet',
      id: Number(row.id),
      username: row.username,
      full_name: row.full_name || null,
      biography: row.biography || null,
      category_name: row.category_name,
      business_category_name: row.business_category_name,
      external_urls: row.external_urls,
      is_business_account: row.is_business_account,
      is_verified: row.is_verified,
      followers: Number(row.followers),
      location: null,
      profile_url: `https://photonet.example/${row.username}/`,
      posts: posts.map(post),
    };
  };
  return {
    async find(q) {
      const [row] = await db.query<Row>(`${PROFILE} WHERE username = $1`, [normaliseProfileQuery(q, 'q')], 'photonet_directory_by_username');
      return complete(row);
    },
    async byId(id) {
      const [row] = await db.query<Row>(`${PROFILE} WHERE id = $1`, [id], 'photonet_directory_by_id');
      return complete(row);
    },
    async post(id) {
      const [row] = await db.query<PostRow>(`${POST} WHERE p.id = $1`, [id], 'photonet_directory_post');
      return row ? post(row) : null;
    },
    accountOf(url) {
      try {
        const parsed = new URL(url);
        const match = /^\/([a-z0-9._]{1,30})\/?$/i.exec(parsed.pathname);
        return parsed.hostname.replace(/^www\./, '') === 'photonet.example' && match && !['p', 'reel', 'tv', 'explore'].includes(match[1].toLowerCase()) ? match[1].toLowerCase() : null;
      } catch {
        return null;
      }
    },
    async saveEnrichment(id, enrichment, version, at) {
      // The library states country and primary language always (2.3): an analysis that could not tell keeps what
      // the library had rather than writing a null there.
      const update: Record<string, unknown> = { ...enrichment, enrichment_version: version, enriched_at: at.toISOString() };
      for (const field of ['country', 'primary_language']) if (update[field] === null || update[field] === undefined) delete update[field];
      await db.query(
        'UPDATE photonet_profiles SET enrichment = enrichment || $2::jsonb, enriched_at = $3 WHERE id = $1',
        [id, JSON.stringify(update), at],
        'photonet_directory_save_enrichment',
      );
    },
  };
}
