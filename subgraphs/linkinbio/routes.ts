import { defineRoute } from '../../platform/rest/route.ts';
import { linkinbioPageArgs } from './params.ts';

/** GET /v1/linkinbio/live/page: a link-in-bio page, live or from its stored copy. */
export const linkinbioLivePage = defineRoute({
  method: 'GET',
  path: '/v1/linkinbio/live/page',
  operation: 'linkinbio.live.page',
  price: { price: '0.0005' },
  retired: '/v1/live/linkinbio/page',
  sample: { query: { url: 'https://linktr.ee/parity.sbx' } },
  summary: 'A link-in-bio page: owner, links, emails and social accounts',
  params: ({ config }) => linkinbioPageArgs(config.outbound),
  subgraph: 'linkinbio',
  // The page is the payload (an explicit alias, kept as written); its fields answer under their snake_case names.
  document: /* GraphQL */ `
    query LinkinbioLivePage($url: String!, $source: SourceMode) {
      read: linkinbioPage(url: $url, source: $source) {
        source
        fetchedAt
        payload: page {
          url
          finalUrl
          provider
          handle
          displayName
          bio
          avatarUrl
          links {
            url
            label
          }
          emails
          socials {
            platform
            handle
            url
          }
        }
      }
    }
  `,
  variables: (p) => ({ url: p.url, source: p.source ?? 'auto' }),
  answer: { kind: 'live', at: 'read' },
  notFound: 'No such page.',
});
