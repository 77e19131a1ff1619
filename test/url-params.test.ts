import type { RestRoute } from '../platform/rest/route.ts';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../platform/config.ts';
import { paramsOf } from '../platform/rest/route.ts';
import { registry } from '../subgraphs/registry.ts';

/**
 * Every operation that takes a URL from a caller holds it to the same rules, with the same messages: those it fetches
 * or delivers to (web scraping, link-in-bio, webhooks) to the whole outbound URL policy, those it reads an identifier
 * from (a video, a post, a company page) to its length and credentials rules. Registry-driven: a new route taking a
 * `url` is covered without being named here.
 */

const config = loadConfig();
const messagesFor = (route: RestRoute, url: string): string[] => {
  const result = paramsOf(route, { config, retired: [] }).safeParse({ url });
  return result.success ? [] : result.error.issues.map((i) => (i.code === 'unrecognized_keys' ? `unknown ${i.keys.join(',')}` : i.message));
};
const takingUrl = registry
  .operations()
  .filter((route) => !messagesFor(route, 'https://example.com/').some((m) => /^unknown url$|^Unknown parameter url\b/.test(m)));

describe('URL parameters', () => {
  it('are taken by the operations expected', () => {
    const operations = takingUrl.map((r) => r.operation);
    for (const op of ['crawl.web_scraping_api', 'linkinbio.live.page', 'webhooks.create', 'facenet.live.post', 'videonet.live.video']) {
      expect(
        operations.some((o) => o === op || o.startsWith(op)),
        op,
      ).toBe(true);
    }
  });

  it.each(takingUrl.map((r) => [r.operation, r] as const))('%s refuses credentials and an overlong url with the shared messages', (_, route) => {
    expect(messagesFor(route, 'https://user:pw@example.com/x')).toContain('url must not carry credentials.');
    expect(messagesFor(route, 'https://user@example.com/x')).toContain('url must not carry credentials.');
    const long = `https://example.com/${'a'.repeat(2100)}`;
    expect(messagesFor(route, long)).toContain(`url must be at most 2048 characters, got ${long.length}.`);
  });
});
