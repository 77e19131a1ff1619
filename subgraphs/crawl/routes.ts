import { defineRoute } from '../../platform/rest/route.ts';
import { webPageArgs } from './args.ts';

/** POST /v1/crawl/web-scraping-api (contract 4.6): one page, in the format asked for. */
export const crawlWebScrapingApi = defineRoute({
  method: 'POST',
  path: '/v1/crawl/web-scraping-api',
  operation: 'crawl.web_scraping_api',
  price: { price: '0.001' },
  retired: '/v1/live/crawl/web-scraping-api',
  sample: { body: { url: 'https://parity.example.com/items/1', format: 'text', selectors: { price: '.price' } } },
  summary: 'Fetch one public web page as HTML, text, Markdown or metadata, with CSS selector extraction',
  params: ({ config }) => webPageArgs(config.outbound),
  subgraph: 'crawl',
  document: /* GraphQL */ `
    query CrawlWebPage($url: String!, $render: Boolean, $format: PageFormat, $selectors: [CssSelector!], $headers: [RequestHeader!]) {
      page: crawlWebPage(url: $url, render: $render, format: $format, selectors: $selectors, headers: $headers) {
        url
        finalUrl
        status
        redirects {
          url
          status
        }
        contentType
        title
        format
        content
        metadata {
          title
          description
          canonicalUrl
          language
          openGraph
          twitter
          icons
        }
        extracted
        fetchedAt
      }
    }
  `,
  variables: (p) => ({
    url: p.url,
    render: p.render ?? false,
    format: p.format ?? 'html',
    selectors: p.selectors && Object.entries(p.selectors).map(([name, selector]) => ({ name, selector })),
    headers: p.headers && Object.entries(p.headers).map(([name, value]) => ({ name, value })),
  }),
  answer: { kind: 'record', at: 'page' },
  notFound: 'Not found.',
  // It fetches from the site like a live read: the sandbox web's failure classes, and render=true not available yet.
  errors: { 429: ['rate_limited'], 501: ['surface_blocked'], 503: ['source_paused'] },
});
