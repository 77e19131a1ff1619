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
 * rounded to 4 decimals; ties by id. Candidates come from one btree index (primary niche, size class, engagement
 * class, country, language, id), never from the whole library: up to CANDIDATES profiles from each of six prefixes
 * (sharing all five; niche, size and engagement class; niche and size class; niche, engagement class and the size
 * class next below or above; niche alone), each read in the index's order; then every candidate is scored and the
 * best answered. (An overlap of sub-niches and tags through the GIN index of the facets would read whole posting
 * lists of common niches: tens of milliseconds on a million profiles, where these prefixes read at most 600
 * entries.) The account itself is never among them.
 */

export const CANDIDATES = 100;

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

const SIZES = ['nano', 'micro', 'mid', 'macro', 'mega'];
const SIZE_RANK = `CASE %s WHEN 'nano' THEN 0 WHEN 'micro' THEN 1 WHEN 'mid' THEN 2 WHEN 'macro' THEN 3 ELSE 4 END`;
const ENGAGEMENT_RANK = `CASE %s WHEN 'low' THEN 0 WHEN 'average' THEN 1 WHEN 'high' THEN 2 END`;
const rank = (template: string, column: string) => template.replace('%s', column);
/** Up to CANDIDATES profiles of a prefix of the lookalike index, read in its order. */
const tier = (conditions: string, order: string) =>
  `(SELECT c.id FROM photonet_profile_search c WHERE ${conditions} AND c.id <> $1 ORDER BY ${order} LIMIT ${CANDIDATES})`;

/**
 * The statement of the lookalikes of the account whose discovery row is $1 (id), $2 primary niche, $3 size class, $4
 * engagement class, $5 country, $6 language, $7 niche traits, $8 tag traits, $9 the class sizes next to $3; $10
 * answered. Exported for the bench's EXPLAIN.
 */
export const LOOKALIKES_SQL = `
WITH candidates AS (
  ${tier('c.primary_niche = $2 AND c.size_class = $3 AND c.engagement_class = $4 AND c.country = $5 AND c.language = $6', 'c.id')}
  UNION
  ${tier('c.primary_niche = $2 AND c.size_class = $3 AND c.engagement_class = $4', 'c.country, c.language, c.id')}
  UNION
  ${tier('c.primary_niche = $2 AND c.size_class = $3', 'c.engagement_class, c.country, c.language, c.id')}
  UNION
  ${tier('c.primary_niche = $2 AND c.size_class = ($9::text[])[1] AND c.engagement_class = $4', 'c.country, c.language, c.id')}
  UNION
  ${tier('c.primary_niche = $2 AND c.size_class = ($9::text[])[2] AND c.engagement_class = $4', 'c.country, c.language, c.id')}
  UNION
  ${tier('c.primary_niche = $2', 'c.size_class, c.engagement_class, c.country, c.language, c.id')}
),
traits AS MATERIALIZED (
  SELECT c.id, c.primary_niche = $2 AS same_niche,
    ARRAY(SELECT substr(x, 3) FROM unnest(c.traits) x WHERE x = ANY($7::text[]) ORDER BY x) AS shared_niches,
    cardinality(ARRAY(SELECT x FROM unnest(c.traits) x WHERE x LIKE 'n:%')) AS niches,
    ARRAY(SELECT substr(x, 3) FROM unnest(c.traits) x WHERE x = ANY($8::text[]) ORDER BY x) AS shared_tags,
    cardinality(ARRAY(SELECT x FROM unnest(c.traits) x WHERE x LIKE 't:%')) AS tags,
    c.language = $6 AND c.language <> '' AS same_language,
    c.country = $5 AND c.country <> '' AS same_country,
    abs(${rank(SIZE_RANK, 'c.size_class')} - ${rank(SIZE_RANK, '$3')}) AS size_gap,
    abs(${rank(ENGAGEMENT_RANK, 'c.engagement_class')} - ${rank(ENGAGEMENT_RANK, '$4')}) AS engagement_gap
  FROM candidates k JOIN photonet_profile_search c ON c.id = k.id
),
scored AS (
  SELECT x.*, round((
      0.15 * x.same_niche::int
    + 0.15 * cardinality(x.shared_niches)::numeric / greatest(x.niches + cardinality($7::text[]) - cardinality(x.shared_niches), 1)
    + 0.20 * cardinality(x.shared_tags)::numeric / greatest(x.tags + cardinality($8::text[]) - cardinality(x.shared_tags), 1)
    + 0.10 * x.same_language::int
    + 0.10 * x.same_country::int
    + 0.15 * CASE x.size_gap WHEN 0 THEN 1 WHEN 1 THEN 0.5 ELSE 0 END
    + 0.15 * CASE x.engagement_gap WHEN 0 THEN 1 WHEN 1 THEN 0.5 ELSE 0 END
  ), 4)::float8 AS similarity
  FROM traits x
)
SELECT x.id, x.similarity,
  jsonb_path_query_array(jsonb_build_array(
    jsonb_build_object('trait', 'niches', 'values', to_jsonb(x.shared_niches)),
    jsonb_build_object('trait', 'content_tags', 'values', to_jsonb(x.shared_tags)),
    jsonb_build_object('trait', 'language', 'values', CASE WHEN x.same_language THEN jsonb_build_array($6::text) ELSE '[]' END),
    jsonb_build_object('trait', 'country', 'values', CASE WHEN x.same_country THEN jsonb_build_array($5::text) ELSE '[]' END),
    jsonb_build_object('trait', 'size_class', 'values', CASE WHEN x.size_gap = 0 THEN jsonb_build_array($3::text) ELSE '[]' END),
    jsonb_build_object('trait', 'engagement_class', 'values', CASE WHEN x.engagement_gap = 0 THEN jsonb_build_array($4::text) ELSE '[]' END)
  ), '$[*] ? (@.values.size() > 0)') AS shared
FROM scored x
ORDER BY x.similarity DESC, x.id
LIMIT $10`;

interface Target {
  id: number;
  primary_niche: string;
  size_class: string;
  engagement_class: string;
  country: string;
  language: string;
  traits: string[];
}

/** The parameters of LOOKALIKES_SQL for the account `target`. */
export function lookalikeParams(target: Target, limit: number): unknown[] {
  const at = SIZES.indexOf(target.size_class);
  return [
    target.id,
    target.primary_niche,
    target.size_class,
    target.engagement_class,
    target.country,
    target.language,
    target.traits.filter((t) => t.startsWith('n:')),
    target.traits.filter((t) => t.startsWith('t:')),
    [SIZES[at - 1] ?? '', SIZES[at + 1] ?? ''],
    limit,
  ];
}

/** The account's discovery row, by username; undefined when the library does not track it. */
export async function lookalikeTarget(db: Db, username: string): Promise<Target | undefined> {
  const [row] = await db.query<Target>(
    `SELECT s.id, s.primary_niche, s.size_class, s.engagement_class, s.country, s.language, s.traits
     FROM photonet_profiles p JOIN photonet_profile_search s ON s.id = p.id WHERE p.username = $1`,
    [username],
  );
  return row;
}

/** The lookalikes of the account `username`; null when the library does not track it. */
export async function findLookalikes(db: Db, username: string, limit: number): Promise<LookalikePage | null> {
  const target = await lookalikeTarget(db, username);
  if (!target) return null;
  const hits = await db.query<{ id: number; similarity: number; shared: SharedTrait[] }>(LOOKALIKES_SQL, lookalikeParams(target, limit));
  const ids = [Number(target.id), ...hits.map((r) => Number(r.id))];
  const profiles = await db.query<ProfileRow>(`SELECT ${PROFILE_COLUMNS} FROM photonet_profiles WHERE id = ANY($1::bigint[])`, [ids]);
  const byId = new Map(profiles.map((p) => [Number(p.id), { ...p, id: Number(p.id) }]));
  const answered = hits.flatMap((r) => {
    const profile = byId.get(Number(r.id));
    return profile ? [{ profile, similarity: r.similarity, shared: r.shared }] : [];
  });
  return { account: byId.get(Number(target.id))!, profiles: answered, empty: answered.length === 0 };
}
