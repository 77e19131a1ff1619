import { defineRoute } from '../../../platform/rest/route.ts';
import { demoProfile } from '../demo-corpus.ts';
import { PHOTONET_PRICES as P } from '../prices.ts';
import { lookalikeArgs, searchArgs, type SearchArgs } from './params.ts';

/**
 * Discovery's REST operations (README "Discovery"): a search of the library and the lookalikes of an account. Each
 * answers photonet Profile entities, so the GraphQL fields let a client follow a hit to its posts, metrics and the rest.
 */

/** A hit's library profile in its compact form, with its metrics. */
export const COMPACT_PROFILE = `id profileId platform username fullName biography profilePicUrl followers following postsCount
  isVerified isBusinessAccount lastScrapedAt
  enrichment { entityType accountRole primaryNiche subNiches country city primaryLanguage languages gender ageRange tagline }
  metrics { sizeClass engagementRate avgLikes avgComments postsPerWeek growth_30d: growth30d audienceQuality }`;

const SEARCH_ARGS: [string, string, string][] = [
  ['network', 'network', 'String'],
  ['text', 'text', 'String'],
  ['niches', 'niches', '[String!]'],
  ['countries', 'countries', '[String!]'],
  ['cities', 'cities', '[String!]'],
  ['languages', 'languages', '[String!]'],
  ['followers', 'followers', 'DiscoveryCountRange'],
  ['engagement_rate', 'engagementRate', 'DiscoveryRateRange'],
  ['growth_30d', 'growth30d', 'DiscoveryGrowth'],
  ['entity_type', 'entityType', '[String!]'],
  ['account_role', 'accountRole', '[String!]'],
  ['gender', 'gender', '[String!]'],
  ['age_range', 'ageRange', '[String!]'],
  ['is_verified', 'isVerified', 'Boolean'],
  ['is_business_account', 'isBusinessAccount', 'Boolean'],
  ['has_contact', 'hasContact', 'Boolean'],
  ['has_linked_account', 'hasLinkedAccount', '[String!]'],
  ['last_scraped_after', 'lastScrapedAfter', 'DateTime'],
  ['sort', 'sort', 'String'],
  ['limit', 'limit', 'Int'],
  ['cursor', 'cursor', 'String'],
];

export const discoverySearch = defineRoute({
  method: 'POST',
  path: '/v1/discovery/search',
  operation: 'discovery.search',
  price: { price: P.discovery, freeWhen: 'empty' },
  sample: { body: { text: 'recipes', niches: ['food'], sort: 'followers', limit: 5 } },
  summary:
    'Searches the tracked library: filters on niche, place, language, audience size, engagement, growth and contactability, full text over bios and summaries, five sorts, keyset cursor',
  params: searchArgs,
  subgraph: 'photonet',
  document: `query DiscoverySearch(${SEARCH_ARGS.map(([, n, t]) => `$${n}: ${t}`).join(', ')}) {
    search: discoverProfiles(${SEARCH_ARGS.map(([, n]) => `${n}: $${n}`).join(', ')}) {
      total { value relation }
      profiles { score highlights { field snippet } profile { ${COMPACT_PROFILE} } }
      nextCursor
    }
  }`,
  variables: (p: SearchArgs) =>
    Object.fromEntries(
      SEARCH_ARGS.flatMap(([rest, graph]) => ((p as Record<string, unknown>)[rest] === undefined ? [] : [[graph, (p as Record<string, unknown>)[rest]]])),
    ),
  answer: { kind: 'record', at: 'search' },
  notFound: 'Not found.',
});

export const discoveryLookalikes = defineRoute({
  method: 'GET',
  path: '/v1/discovery/lookalikes',
  operation: 'discovery.lookalikes',
  price: { price: P.discovery, freeWhen: 'empty' },
  sample: { query: { q: demoProfile(1).username, limit: '5' } },
  summary:
    'The tracked profiles most similar to an account (niches, content tags, language, country, size and engagement class), each with its similarity and the traits shared',
  params: lookalikeArgs,
  subgraph: 'photonet',
  document: `query DiscoveryLookalikes($network: String, $q: String!, $limit: Int) {
    lookalikes(network: $network, q: $q, limit: $limit) {
      account { id username }
      profiles { similarity shared { trait values } profile { ${COMPACT_PROFILE} } }
    }
  }`,
  variables: (p) => ({ network: p.network, q: p.q, limit: p.limit }),
  answer: { kind: 'record', at: 'lookalikes' },
  notFound: 'This profile is not in the library: lookalikes are of a tracked account.',
});

export const discoveryRoutes = [discoverySearch, discoveryLookalikes];
