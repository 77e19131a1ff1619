import { profileArgs } from '../profile-query.ts';
import { defineRoute } from '../../../platform/rest/route.ts';
import { demoProfile } from '../demo-corpus.ts';
import { PHOTONET_PRICES as P } from '../prices.ts';

/**
 * The 404 of a library read: what the library holds, what adds a profile to it, and how to read an account it does
 * not track.
 */
const NOT_TRACKED =
  'This profile is not in the library. The library holds the profiles this service tracks, which its operator adds by corpus import; library reads never crawl. To read any public account live, use GET /v1/photonet/web_profile_info?handle= (it adds nothing to the library).';

/** The samples read a profile and a post of the demo corpus (what `npm start` loads). */
const USER = demoProfile(1).username;

/** GET /v1/photonet/profile: the library profile (contract 2.2), from the tracked corpus only. */
export const photonetProfile = defineRoute({
  method: 'GET',
  path: '/v1/photonet/profile',
  operation: 'photonet.profile',
  summary: 'A tracked profile from the library: its account details and counts (never crawls)',
  price: { price: P.profile },
  sample: { query: { q: USER } },
  params: profileArgs,
  subgraph: 'photonet',
  document: /* GraphQL */ `
    query PhotonetProfile($q: String!) {
      profile: photonetProfile(q: $q) {
        id
        profileId
        platform
        username
        igId
        fbid
        fullName
        biography
        profilePicUrl
        externalUrls
        followers
        following
        postsCount
        scrapeCount
        isVerified
        isPrivate
        isBusinessAccount
        isProfessionalAccount
        hasChannel
        categoryName
        businessCategoryName
        firstScrapedAt
        lastScrapedAt
        enrichedAt
        enrichment {
          entityType
          accountRole
          primaryNiche
          subNiches
          contentTags
          commercialIntent
          brandSafety
          contentStyle
          gender
          ageRange
          profession
          tagline
          collabReadiness
          country
          primaryLanguage
          stateOrRegion
          city
          languages
          bioSummary
          contentSummary
          audienceSummary
          brandFitSummary
          enrichmentVersion
          enrichedAt
        }
      }
    }
  `,
  variables: (p) => ({ q: p.q }),
  answer: { kind: 'record', at: 'profile' },
  notFound: NOT_TRACKED,
});

/**
 * GET /v1/photonet/profile/metrics: a library profile's influencer metrics (README "photonet profile metrics"), stored when the
 * profile or its posts were written. The same root field and price as the library profile: $0.0005 when found.
 */
export const photonetProfileMetrics = defineRoute({
  method: 'GET',
  path: '/v1/photonet/profile/metrics',
  operation: 'photonet.profile.metrics',
  summary: 'Influencer metrics of a tracked profile: engagement, averages, posting frequency, follower growth, audience quality',
  price: { price: P.profile },
  sample: { query: { q: USER } },
  params: profileArgs,
  subgraph: 'photonet',
  document: /* GraphQL */ `
    query PhotonetProfileMetrics($q: String!) {
      profile: photonetProfile(q: $q) {
        metrics {
          followers
          following
          sizeClass
          engagementRate
          postsUsed
          windowStart
          windowEnd
          avgLikes
          avgComments
          avgViews
          videoPostsUsed
          postsPerWeek
          historyPoints
          latestScrapedAt
          growth_30d: growth30d
          growth_30d_since: growth30dSince
          growth_90d: growth90d
          growth_90d_since: growth90dSince
          growthSpikes
          audienceQuality
          qualitySignals {
            name
            value
            contribution
            description
          }
          computedAt
        }
      }
    }
  `,
  variables: (p) => ({ q: p.q }),
  answer: { kind: 'record', at: 'profile.metrics' },
  notFound: NOT_TRACKED,
});
