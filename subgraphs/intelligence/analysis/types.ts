/**
 * What the profile-intelligence analyser reads and what it answers. The analyser is network-neutral: a network's
 * module turns its own profile and posts into a `ProfileText`, and stores the `Enrichment` (contract 2.3) and the
 * `ContentSignals` it gets back.
 */

import type { DirectoryPost, DirectoryProfile } from '../../../platform/profile-directory.ts';

/**
 * What the analyser reads of a profile, whatever its network: the profile a network's library lends
 * (platform/profile-directory.ts), less what only addresses it there.
 */
export type ProfileText = Omit<DirectoryProfile, 'id' | 'profile_url' | 'posts' | 'enrichment'> & { posts: ProfilePost[] };

export type ProfilePost = Pick<DirectoryPost, 'caption' | 'posted_at' | 'is_video' | 'likes' | 'comments' | 'is_paid_partnership'>;

/** The enrichment object of contract 2.3: every field present, null where unknown. */
export interface Enrichment {
  entity_type: 'person' | 'brand' | 'character';
  account_role: string;
  primary_niche: string;
  sub_niches: string[];
  content_tags: { tag: string; weight: number }[] | null;
  commercial_intent: string | null;
  brand_safety: string | null;
  content_style: string | null;
  gender: string | null;
  age_range: string | null;
  profession: string | null;
  tagline: string | null;
  collab_readiness: boolean | null;
  country: string | null;
  primary_language: string | null;
  state_or_region: string | null;
  city: string | null;
  languages: string[];
  bio_summary: string;
  content_summary: string;
  audience_summary: string;
  brand_fit_summary: string;
}

/** One stored post (contract 2.7) as the content analysis reads it. */
export interface PostText {
  caption: string | null;
  is_paid_partnership: boolean | null;
  /** The owner's username: not counted among the accounts the caption mentions. */
  owner: string | null;
}

/** Content intelligence for one stored post. */
export interface ContentSignals {
  /**
   * Full English name of the caption's language ("Portuguese"), from the caption without hashtags, mentions, links
   * and emoji; null when that is too short or mixed for a reliable answer.
   */
  language: string | null;
  /** The sign of `sentiment_score`: positive at 0.25 and above, negative at -0.25 and below, else neutral. */
  sentiment: 'positive' | 'neutral' | 'negative';
  /**
   * (positive − negative) / (positive + negative) over the caption's words and emoji found in the shipped sentiment
   * lexicon (a word after a negator counts for the other side), in [-1, 1], two decimals; 0 when none is found.
   */
  sentiment_score: number;
  /** Niches of the shipped taxonomy the caption is about (keywords and hashtags), strongest first, at most 3. */
  topics: string[];
  /** The caption's hashtags, lowercase and without `#`, in order of first appearance, each once. */
  hashtags: string[];
  /** Accounts the caption @mentions, lowercase and without `@`, in order, each once; the owner is left out. */
  mentioned_accounts: string[];
  /**
   * Brands the caption names as a partner or sponsor: the account or name after "paid partnership with",
   * "sponsored by", "in partnership with", "thanks to … for", "code X at/on …" and their equivalents in other
   * languages, lowercase without `@`, each once. A mention alone is not taken for a brand.
   */
  brands: string[];
  /**
   * Whether the post is sponsored, and why. Signals, in this order: `paid_partnership_flag` (the network's flag),
   * `hashtag:#ad` (a disclosure hashtag, as written lowercase), `phrase:<the disclosure phrase>` ("paid partnership
   * with", "werbung", "publicidade" …), `discount_code:<CODE>` ("use code ANA10"). Any signal makes it sponsored.
   */
  sponsorship: { is_sponsored: boolean; signals: string[] };
}

/** An analyser: offline (rules and shipped lists) or a language model. */
export interface Analyser {
  /** `offline` or `model`: which kind answered, for the enrichment's `sources`. */
  readonly name: string;
  /** Changes whenever the same input could give a different answer (the enrichment_version to store). */
  readonly version: string;
  enrich(profile: ProfileText): Promise<Enrichment>;
  content(post: PostText): Promise<ContentSignals>;
}
