import type { Db } from '../../../platform/db/pool.ts';
import type { WebProfile } from './normalise.ts';

/**
 * What a live profile read tells the library: a profile the library tracks (by username) takes the counts, texts and
 * flags it shows, counts one more collection and its collection time. An account the library does not track is not
 * added (library profiles carry an enrichment a live read does not make), and the stored profile picture stays (its
 * media item and mirror copy belong to the corpus). Runs on fresh acquisitions of a provider of real data only (the
 * live reader never runs it for the sandbox).
 */
export async function refreshTrackedProfile(db: Db, profile: WebProfile, fetchedAt: Date): Promise<void> {
  const urls = [...new Set([profile.extra.external_url, ...profile.extra.bio_links.map((l) => l.url)].filter((u): u is string => !!u))];
  await db.query(
    `UPDATE photonet_profiles SET full_name = $2, biography = $3, followers = $4, following = $5, posts_count = $6,
       is_verified = $7, is_private = $8, is_business_account = $9, is_professional_account = $10, category_name = $11,
       external_urls = $12, scrape_count = scrape_count + 1, last_scraped_at = greatest(last_scraped_at, $13), updated_at = now()
     WHERE username = $1`,
    [
      profile.username,
      profile.full_name,
      profile.biography,
      profile.followers,
      profile.following,
      profile.posts_count,
      profile.is_verified,
      profile.is_private,
      profile.extra.is_business_account,
      profile.extra.is_professional_account,
      profile.extra.category_name,
      urls,
      fetchedAt,
    ],
  );
}
