import type { FieldPrice } from '../../platform/billing/cost-model.ts';
import { defineRoute, type SampleRequest } from '../../platform/rest/route.ts';
import { contactArgs, contentArgs, enrichmentArgs } from './args.ts';
import { PRICES } from './prices.ts';

/** Contact discovery (contract 2.4, 4.6), the enrichment bundle (2.3) and content intelligence. */

/** A profile of the demo corpus (what `npm start` loads, and the samples run against). */
const DEMO_PROFILE = 'ines.kitchen1';

const CONTACTS = `emails {
    email category contactRelevance reliability sourceUrl sourceType evidence
    verification { status provider vendorStatus subStatus dns reason checkedAt }
  }
  socialAccounts { platform url handle }
  cached`;

function discoveryRoute(depth: 'fast' | 'complete', field: string, declared: { price: FieldPrice; retired: string; sample: SampleRequest }) {
  return defineRoute({
    method: 'POST',
    path: `/v1/intelligence/contact/${depth}`,
    operation: `intelligence.contact.${depth}`,
    summary:
      depth === 'fast'
        ? 'Contact discovery from the profile itself: emails with category, relevance, reliability, source, evidence and verification'
        : "Contact discovery that also reads the profile's link-in-bio pages and official site",
    params: contactArgs,
    subgraph: 'intelligence',
    document: `mutation IntelligenceContacts($network: String!, $q: String!, $goal: OutreachGoal) {
      contacts: ${field}(network: $network, q: $q, goal: $goal) { ${CONTACTS} }
    }`,
    variables: (p) => ({ network: p.network, q: p.q, goal: p.goal ?? 'collaboration' }),
    answer: { kind: 'record', at: 'contacts' },
    notFound: 'This profile is not in the library.',
    errors: { 429: ['rate_limited'], 503: ['source_paused'] },
    ...declared,
  });
}

export const contactFast = discoveryRoute('fast', 'intelligenceContactsFast', {
  price: { price: PRICES.fast },
  retired: '/v1/live/intelligence/contact/fast',
  sample: { body: { network: 'photonet', q: DEMO_PROFILE } },
});
export const contactComplete = discoveryRoute('complete', 'intelligenceContactsComplete', {
  price: { price: PRICES.complete },
  retired: '/v1/live/intelligence/contact/complete',
  sample: { body: { network: 'photonet', q: DEMO_PROFILE, goal: 'sales' } },
});

export const contactStored = defineRoute({
  method: 'GET',
  path: '/v1/intelligence/contact/stored',
  operation: 'intelligence.contact.stored',
  price: { price: PRICES.stored },
  sample: async (api) => {
    // Stored by a live key's discovery: a test key's is never stored.
    await api.acquire('/v1/intelligence/contact/fast', { network: 'photonet', q: DEMO_PROFILE });
    return { query: { network: 'photonet', q: DEMO_PROFILE } };
  },
  summary: 'The contacts the last discovery stored, without a new run (cached: true)',
  params: contactArgs,
  subgraph: 'intelligence',
  document: `query IntelligenceStoredContacts($network: String!, $q: String!, $goal: OutreachGoal) {
    contacts: intelligenceStoredContacts(network: $network, q: $q, goal: $goal) { ${CONTACTS} }
  }`,
  variables: (p) => ({ network: p.network, q: p.q, goal: p.goal ?? 'collaboration' }),
  answer: { kind: 'record', at: 'contacts' },
  notFound: 'No contacts are stored for this profile; run /v1/intelligence/contact/fast or complete first.',
});

export const enrichmentBundle = defineRoute({
  method: 'GET',
  path: '/v1/intelligence/enrichment',
  operation: 'intelligence.enrichment',
  price: { price: PRICES.enrichment },
  sample: { query: { network: 'photonet', q: DEMO_PROFILE } },
  summary: 'The enrichment bundle of a library profile (2.3, null fields omitted, with the sources read)',
  params: enrichmentArgs,
  subgraph: 'intelligence',
  document: `query IntelligenceEnrichment($network: String!, $q: String!) {
    bundle: intelligenceEnrichment(network: $network, q: $q) { document }
  }`,
  variables: (p) => ({ network: p.network, q: p.q }),
  answer: { kind: 'record', at: 'bundle.document' },
  notFound: 'This profile is not in the library.',
  errors: { 429: ['rate_limited'], 503: ['source_paused'] },
});

export const customContent = defineRoute({
  method: 'GET',
  path: '/v1/intelligence/custom/content',
  operation: 'intelligence.custom.content',
  price: { price: PRICES.content },
  sample: { query: { post_id: '1' } },
  summary: 'Content intelligence of one stored post: topics, brands, accounts mentioned, sponsorship signals, language, sentiment',
  params: contentArgs,
  subgraph: 'intelligence',
  document: `query IntelligenceContent($network: String, $postId: Long!) {
    content: intelligenceContent(network: $network, postId: $postId) {
      postId language sentiment sentimentScore topics hashtags mentionedAccounts brands sponsorship { isSponsored signals }
    }
  }`,
  variables: (p) => ({ network: p.network ?? 'photonet', postId: p.post_id }),
  answer: { kind: 'record', at: 'content' },
  notFound: 'This post is not in the library.',
  errors: { 429: ['rate_limited'], 503: ['source_paused'] },
});
