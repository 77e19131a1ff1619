import { z } from 'zod';
import { normaliseProfileQuery } from '../profile-query.ts';
import { normalised } from '../../../platform/rest/params.ts';
import { defineRoute } from '../../../platform/rest/route.ts';

/** GET /v1/photonet/profile: the library profile (contract 2.2), from the tracked corpus only. */
export const photonetProfile = defineRoute({
  method: 'GET',
  path: '/v1/photonet/profile',
  operation: 'photonet.profile',
  params: z.strictObject({ q: normalised((v) => normaliseProfileQuery(v, 'q')) }),
  subgraph: 'photonet',
  document: /* GraphQL */ `
    query PhotonetProfile($q: String!) {
      profile: photonetProfile(q: $q) {
        id
        profile_id: profileId
        platform
        username
        ig_id: igId
        fbid
        full_name: fullName
        biography
        profile_pic_url: profilePicUrl
        external_urls: externalUrls
        followers
        following
        posts_count: postsCount
        scrape_count: scrapeCount
        is_verified: isVerified
        is_private: isPrivate
        is_business_account: isBusinessAccount
        is_professional_account: isProfessionalAccount
        has_channel: hasChannel
        category_name: categoryName
        business_category_name: businessCategoryName
        first_scraped_at: firstScrapedAt
        last_scraped_at: lastScrapedAt
        enriched_at: enrichedAt
        enrichment {
          entity_type: entityType
          account_role: accountRole
          primary_niche: primaryNiche
          sub_niches: subNiches
          content_tags: contentTags
          commercial_intent: commercialIntent
          brand_safety: brandSafety
          content_style: contentStyle
          gender
          age_range: ageRange
          profession
          tagline
          collab_readiness: collabReadiness
          country
          primary_language: primaryLanguage
          state_or_region: stateOrRegion
          city
          languages
          bio_summary: bioSummary
          content_summary: contentSummary
          audience_summary: audienceSummary
          brand_fit_summary: brandFitSummary
          enrichment_version: enrichmentVersion
          enriched_at: enrichedAt
        }
      }
    }`,
  variables: (p) => ({ q: p.q }),
  answer: { kind: 'record', at: 'profile' },
  notFound: 'This profile is not in the library. Library reads never crawl; use a live read to acquire it.',
});
