import { brandSafetyOf } from './brand-safety.ts';
import { detectLanguage, languagesOf } from './language.ts';
import { statedPlace } from './location.ts';
import {
  accountRoleOf,
  collabReadinessOf,
  commercialIntentOf,
  contentStyleOf,
  entityTypeOf,
  statedAgeRangeOf,
  statedGenderOf,
  taglineOf,
} from './profile-traits.ts';
import { sentimentOf } from './sentiment.ts';
import { brandsOf, isDisclosureHashtag, sponsorshipOf } from './sponsorship.ts';
import { audienceSummary, bioSummary, brandFitSummary, contentSummary, type Facts } from './summaries.ts';
import { GENERAL_NICHE, professionOf, scoreNiches, topicsOf } from './taxonomy.ts';
import { hashtagsOf, mentionsOf, round2 } from './text.ts';
import type { Analyser, ContentSignals, Enrichment, PostText, ProfileText } from './types.ts';

/** Bump when a rule, a list or the taxonomy changes what the same profile is given. */
export const OFFLINE_ANALYSER_VERSION = 'offline-1';

/** Most content tags an enrichment lists. */
const MAX_TAGS = 10;

/**
 * The default analyser: rules and the lists shipped beside it (taxonomy, gazetteer, brand-safety words, sentiment
 * lexicon) and eld for languages. No network, no clock, no randomness: the same input gives the same output, byte
 * for byte (key order included), on the same Node version (country and language names are Intl's, which a newer
 * ICU may spell differently).
 */
export class OfflineAnalyser implements Analyser {
  readonly name = 'offline';
  readonly version = OFFLINE_ANALYSER_VERSION;

  async enrich(profile: ProfileText): Promise<Enrichment> {
    const captions = profile.posts.map((p) => p.caption);
    const categories = [profile.category_name, profile.business_category_name];
    const niches = scoreNiches({ categories, biography: profile.biography, captions });
    const entity = entityTypeOf(profile);
    const role = accountRoleOf(profile, entity);
    const sponsoredPosts = profile.posts.filter((p) => sponsorshipOf(p.caption, p.is_paid_partnership).is_sponsored).length;
    const place = statedPlace(profile.location, profile.biography);
    const languages = await languagesOf([profile.biography, ...captions]);
    const contentTags = contentTagsOf(profile, niches.keywordTexts);
    const commercialIntent = commercialIntentOf(profile, sponsoredPosts);
    const brandSafety = brandSafetyOf([profile.full_name, profile.biography, ...captions]);
    const style = contentStyleOf(profile.posts);
    const isPerson = entity === 'person';
    const profession = isPerson ? professionOf(profile.biography, categories) : null;
    const tagline = taglineOf(profile.biography);
    const collab = collabReadinessOf(profile.biography);
    const known = (values: (number | null)[]) => values.filter((v): v is number => v !== null && Number.isFinite(v));
    const likes = known(profile.posts.map((p) => p.likes));
    const comments = known(profile.posts.map((p) => p.comments));
    const average = (values: number[]) => (values.length > 0 ? values.reduce((a, b) => a + b, 0) / values.length : null);

    const facts: Facts = {
      username: profile.username,
      fullName: profile.full_name,
      biography: profile.biography,
      entity,
      role,
      niche: niches.niche ? niches.primary : null,
      subNiches: niches.sub_niches,
      brandCategories: niches.niche?.brand_categories ?? [],
      profession,
      tagline,
      place,
      languages,
      posts: profile.posts.length,
      videos: profile.posts.filter((p) => p.is_video === true).length,
      photos: profile.posts.filter((p) => p.is_video === false).length,
      style,
      tags: (contentTags ?? []).map((t) => t.tag),
      sponsoredPosts,
      followers: profile.followers,
      verified: profile.is_verified,
      averageLikes: average(likes),
      averageComments: average(comments),
      commercialIntent,
      brandSafety,
      collabReadiness: collab,
    };

    // Key order is the contract's (2.3), so two runs serialise identically.
    return {
      entity_type: entity,
      account_role: role,
      primary_niche: niches.niche ? niches.primary : GENERAL_NICHE,
      sub_niches: niches.sub_niches,
      content_tags: contentTags,
      commercial_intent: commercialIntent,
      brand_safety: brandSafety,
      content_style: style,
      gender: isPerson ? statedGenderOf(profile.biography) : null,
      age_range: isPerson ? statedAgeRangeOf(profile.biography) : null,
      profession,
      tagline,
      collab_readiness: collab,
      country: place.country,
      primary_language: languages[0] ?? null,
      state_or_region: place.state_or_region,
      city: place.city,
      languages,
      bio_summary: bioSummary(facts),
      content_summary: contentSummary(facts),
      audience_summary: audienceSummary(facts),
      brand_fit_summary: brandFitSummary(facts),
    };
  }

  async content(post: PostText): Promise<ContentSignals> {
    return contentSignalsOf(post);
  }
}

/** Content intelligence of one post (see ContentSignals for what each field means). */
export async function contentSignalsOf(post: PostText): Promise<ContentSignals> {
  const caption = post.caption ?? '';
  const owner = post.owner?.toLowerCase() ?? null;
  const { sentiment, sentiment_score } = sentimentOf(caption);
  return {
    language: await detectLanguage(caption),
    sentiment,
    sentiment_score,
    topics: topicsOf(caption),
    hashtags: hashtagsOf(caption),
    mentioned_accounts: mentionsOf(caption).filter((handle) => handle !== owner),
    brands: brandsOf(caption).filter((brand) => brand !== owner),
    sponsorship: sponsorshipOf(caption, post.is_paid_partnership),
  };
}

/**
 * Content tags: hashtags of the biography and captions (disclosure tags such as #ad left out) and the taxonomy's sub-niches the texts mention, each
 * weighted by the number of texts (biography or caption) that carry it relative to the most carried one; strongest
 * first, then alphabetical; at most 10; null when there is none.
 */
function contentTagsOf(profile: ProfileText, keywordTexts: Map<string, number>): { tag: string; weight: number }[] | null {
  const counts = new Map<string, number>();
  for (const text of [profile.biography, ...profile.posts.map((p) => p.caption)]) {
    for (const tag of hashtagsOf(text ?? '')) if (!isDisclosureHashtag(tag)) counts.set(tag, (counts.get(tag) ?? 0) + 1);
  }
  for (const [keyword, texts] of keywordTexts) counts.set(keyword, Math.max(counts.get(keyword) ?? 0, texts));
  if (counts.size === 0) return null;
  const top = [...counts].sort(([a, x], [b, y]) => y - x || (a < b ? -1 : a > b ? 1 : 0)).slice(0, MAX_TAGS);
  const max = top[0][1];
  return top.map(([tag, count]) => ({ tag, weight: round2(count / max) }));
}
