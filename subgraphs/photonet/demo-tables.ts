import type { BulkTable } from '../../platform/db/copy.ts';
import { COMMENT_COLUMNS, MEDIA_COLUMNS, POST_COLUMNS, PROFILE_COLUMNS, commentRow, postRow } from './corpus.ts';
import { DEMO_EARLIER_SCRAPES, DEMO_POSTS_PER_PROFILE, demoEarlierScrape, demoPost, demoProfile } from './demo-corpus.ts';
import type { ProfileRecord } from './profile-record.ts';

/**
 * The demo corpus of the first `count` profiles as the rows of the library's tables, for a bulk load into an empty
 * library: exactly what importing demoCorpusLines(count) then demoContentLines(count) writes there, id for id. The
 * records are mapped by the importers' own row functions and column lists; what the importers look up in the
 * database (an owner's id, a post's id, the next position in a post, the media sequence) is known here instead:
 * profile i has id i + 1, its posts carry their ids, a post's comments and media take positions 1, 2… in corpus
 * order, and media ids count up in the order demoContentLines lists media. The earlier collections
 * (demoHistoryBatches) are the history points loaded before the profiles; the profiles' own triggers then add each
 * one's last collection and compute the metrics, as they do on import (migrations/001_profile_metrics.sql).
 */
export function demoTables(count: number): BulkTable[] {
  function* profiles(): Generator<{ i: number; profile: ProfileRecord }> {
    for (let i = 0; i < count; i++) yield { i, profile: demoProfile(i) };
  }
  // Each profile's posts are made once, by the first table that needs them, and kept for the other two: making them
  // is most of the load's work in JavaScript (they stay in memory until the load is over, some tens of MB).
  const made: ReturnType<typeof demoPost>[][] = [];
  const posts = (i: number, profile: ProfileRecord) => (made[i] ??= Array.from({ length: DEMO_POSTS_PER_PROFILE }, (_, n) => demoPost(i, n, profile)));
  const ordered = (columns: Record<string, string>, row: Record<string, unknown>) => Object.keys(columns).map((c) => row[c]);

  const profileColumns = { id: 'bigint', ...PROFILE_COLUMNS };
  const postColumns = { id: 'bigint', owner_id: 'bigint', ...POST_COLUMNS };
  const mediaColumns = { id: 'bigint', ...MEDIA_COLUMNS };
  const historyColumns = { profile_id: 'bigint', scraped_at: 'timestamptz', followers: 'bigint', following: 'bigint', posts_count: 'bigint' };
  return [
    {
      table: 'photonet_profile_history',
      columns: historyColumns,
      rows: (function* () {
        for (const daysBefore of DEMO_EARLIER_SCRAPES) {
          for (const { i, profile } of profiles()) {
            const earlier = demoEarlierScrape(i, daysBefore, profile);
            if (earlier) yield [profile.id, earlier.last_scraped_at, earlier.followers, earlier.following, earlier.posts_count];
          }
        }
      })(),
    },
    {
      table: 'photonet_profiles',
      columns: profileColumns,
      rows: (function* () {
        for (const { profile } of profiles()) yield ordered(profileColumns, profile);
      })(),
    },
    {
      table: 'photonet_posts',
      columns: postColumns,
      rows: (function* () {
        for (const { i, profile } of profiles()) for (const { post } of posts(i, profile)) yield ordered(postColumns, postRow(post, profile.id!));
      })(),
    },
    {
      table: 'photonet_comments',
      columns: COMMENT_COLUMNS,
      rows: (function* () {
        for (const { i, profile } of profiles()) {
          for (const { post, comments } of posts(i, profile)) {
            let position = 0;
            for (const comment of comments) yield ordered(COMMENT_COLUMNS, commentRow(comment, { id: post.id, owner_id: profile.id! }, ++position));
          }
        }
      })(),
    },
    {
      table: 'photonet_media',
      columns: mediaColumns,
      rows: (function* () {
        let id = 0;
        for (const { i, profile } of profiles()) {
          yield ordered(mediaColumns, { id: ++id, owner_id: profile.id, post_id: null, kind: 'profile_pic', ig_url: profile.profile_pic_url, position: 0 });
          for (const { post, media } of posts(i, profile)) {
            let position = 0;
            for (const m of media)
              yield ordered(mediaColumns, { id: ++id, owner_id: profile.id, post_id: post.id, kind: m.kind, ig_url: m.ig_url, position: ++position });
          }
        }
      })(),
    },
  ];
}
