import type { Db } from '../../../platform/db/pool.ts';
import { PROFILE_COLUMNS, type ProfileRow } from '../profiles.ts';

/**
 * Lookalikes (README "Discovery"): the library profiles most similar to one account.
 *
 * Similarity, in [0, 1], is a weighted overlap of the traits the discovery index keeps of each profile:
 *
 *   0.15  same primary niche
 *   0.15  niches (primary and sub-niches): shared / all of the two (Jaccard)
 *   0.20  content tags: shared / all of the two (Jaccard; 0 when either has none)
 *   0.10  same primary language
 *   0.10  same country
 *   0.15  same size class (nano, micro, mid, macro, mega); half for the next class up or down
 *   0.15  same engagement class (low, average, high for the size class); half for the next one; 0 when unknown
 *
 * rounded to 4 decimals; ties by id. Candidates come from indexes, never from the whole library: up to CANDIDATES
 * profiles from each of five tiers (sharing niche, size class, engagement class, country and language; then niche,
 * size class and engagement class; then niche and size class; then niche; and, from the GIN index of the facets,
 * any profile sharing a sub-niche or a content tag), each tier read in its index's order; then every candidate is
 * scored and the best answered. The account itself is never among them.
 */

export const CANDIDATES = 200;

export interface SharedTrait {
  trait: string;
  values: string[];
}

export interface LookalikeHit {
  profile: ProfileRow;
  similarity: number;
  shared: SharedTrait[];
}

export interface LookalikePage {
  account: ProfileRow;
  profiles: LookalikeHit[];
  /** No profile answered: free (billing's freeWhen). */
  empty: boolean;
}

const SIZE_RANK = `CASE %s WHEN 'nano' THEN 0 WHEN 'micro' THEN 1 WHEN 'mid' THEN 2 WHEN 'macro' THEN 3 ELSE 4 END`;
const ENGAGEMENT_RANK = `CASE %s WHEN 'low' THEN 0 WHEN 'average' THEN 1 WHEN 'high' THEN 2 END`;
const rank = (template: string, column: string) => template.replace('%s', column);
const tier = (conditions: string, order: string) =>
  `(SELECT c.id FROM photonet_profile_search c, t WHERE ${conditions} AND c.id <> t.id ORDER BY ${order} LIMIT ${CANDIDATES})`;

/** The statement of lookalikes of the account $1 (username), $2 answered; exported for the bench's EXPLAIN. */
export const LOOKALIKES_SQL = `
WITH t AS MATERIALIZED (
  SELECT s.*,
    ARRAY(SELECT x FROM unnest(s.traits) x WHERE x LIKE 'n:%') AS niches,
    ARRAY(SELECT x FROM unnest(s.traits) x WHERE x LIKE 't:%') AS tags
  FROM photonet_profiles p JOIN photonet_profile_search s ON s.id = p.id
  WHERE p.username = $1
),
candidates AS (
  ${tier(
    'c.primary_niche = t.primary_niche AND c.size_class = t.size_class AND c.engagement_class = t.engagement_class AND c.country = t.country AND c.language = t.language',
    'c.id',
  )}
  UNION
  ${tier('c.primary_niche = t.primary_niche AND c.size_class = t.size_class AND c.engagement_class = t.engagement_class', 'c.country, c.language, c.id')}
  UNION
  ${tier('c.primary_niche = t.primary_niche AND c.size_class = t.size_class', 'c.engagement_class, c.country, c.language, c.id')}
  UNION
  ${tier('c.primary_niche = t.primary_niche', 'c.size_class, c.engagement_class, c.country, c.language, c.id')}
  UNION
  (SELECT c.id FROM photonet_profile_search c, t
   WHERE c.traits && ARRAY(SELECT x FROM unnest(t.niches || t.tags) x WHERE x <> 'n:' || t.primary_niche) AND c.id <> t.id
   LIMIT ${CANDIDATES})
),
traits AS (
  SELECT c.id, c.primary_niche = t.primary_niche AS same_niche,
    ARRAY(SELECT substr(x, 3) FROM unnest(c.traits) x WHERE x = ANY(t.niches) ORDER BY x) AS shared_niches,
    cardinality(ARRAY(SELECT x FROM unnest(c.traits) x WHERE x LIKE 'n:%')) AS niches,
    ARRAY(SELECT substr(x, 3) FROM unnest(c.traits) x WHERE x = ANY(t.tags) ORDER BY x) AS shared_tags,
    cardinality(ARRAY(SELECT x FROM unnest(c.traits) x WHERE x LIKE 't:%')) AS tags,
    cardinality(t.niches) AS t_niches, cardinality(t.tags) AS t_tags,
    c.language = t.language AND c.language <> '' AS same_language, t.language,
    c.country = t.country AND c.country <> '' AS same_country, t.country,
    abs(${rank(SIZE_RANK, 'c.size_class')} - ${rank(SIZE_RANK, 't.size_class')}) AS size_gap, t.size_class,
    abs(${rank(ENGAGEMENT_RANK, 'c.engagement_class')} - ${rank(ENGAGEMENT_RANK, 't.engagement_class')}) AS engagement_gap, t.engagement_class
  FROM candidates k JOIN photonet_profile_search c ON c.id = k.id CROSS JOIN t
),
scored AS (
  SELECT x.*, round((
      0.15 * x.same_niche::int
    + 0.15 * cardinality(x.shared_niches)::numeric / greatest(x.niches + x.t_niches - cardinality(x.shared_niches), 1)
    + 0.20 * cardinality(x.shared_tags)::numeric / greatest(x.tags + x.t_tags - cardinality(x.shared_tags), 1)
    + 0.10 * x.same_language::int
    + 0.10 * x.same_country::int
    + 0.15 * CASE x.size_gap WHEN 0 THEN 1 WHEN 1 THEN 0.5 ELSE 0 END
    + 0.15 * CASE x.engagement_gap WHEN 0 THEN 1 WHEN 1 THEN 0.5 ELSE 0 END
  ), 4)::float8 AS similarity
  FROM traits x
)
SELECT (SELECT id FROM t) AS account_id, x.id, x.similarity,
  jsonb_path_query_array(jsonb_build_array(
    jsonb_build_object('trait', 'niches', 'values', to_jsonb(x.shared_niches)),
    jsonb_build_object('trait', 'content_tags', 'values', to_jsonb(x.shared_tags)),
    jsonb_build_object('trait', 'language', 'values', CASE WHEN x.same_language THEN jsonb_build_array(x.language) ELSE '[]' END),
    jsonb_build_object('trait', 'country', 'values', CASE WHEN x.same_country THEN jsonb_build_array(x.country) ELSE '[]' END),
    jsonb_build_object('trait', 'size_class', 'values', CASE WHEN x.size_gap = 0 THEN jsonb_build_array(x.size_class) ELSE '[]' END),
    jsonb_build_object('trait', 'engagement_class', 'values', CASE WHEN x.engagement_gap = 0 THEN jsonb_build_array(x.engagement_class) ELSE '[]' END)
  ), '$[*] ? (@.values.size() > 0)') AS shared
FROM (SELECT 1) one LEFT JOIN scored x ON true
ORDER BY x.similarity DESC, x.id
LIMIT $2`;

/** The lookalikes of the account `username`; null when the library does not track it. */
export async function findLookalikes(db: Db, username: string, limit: number): Promise<LookalikePage | null> {
  const rows = await db.query<{ account_id: string | null; id: string | null; similarity: number; shared: SharedTrait[] }>(LOOKALIKES_SQL, [username, limit]);
  const accountId = rows[0]?.account_id;
  if (accountId === null || accountId === undefined) return null;
  const hits = rows.filter((r) => r.id !== null);
  const ids = [Number(accountId), ...hits.map((r) => Number(r.id))];
  const profiles = await db.query<ProfileRow>(`SELECT ${PROFILE_COLUMNS} FROM photonet_profiles WHERE id = ANY($1::bigint[])`, [ids]);
  const byId = new Map(profiles.map((p) => [Number(p.id), { ...p, id: Number(p.id) }]));
  const answered = hits.flatMap((r) => {
    const profile = byId.get(Number(r.id));
    return profile ? [{ profile, similarity: r.similarity, shared: r.shared }] : [];
  });
  return { account: byId.get(Number(accountId))!, profiles: answered, empty: answered.length === 0 };
}
