import { describe, expect, it } from 'vitest';
import { categoryOf, relevanceOf, reliabilityOf, type Category, type Goal } from '../subgraphs/intelligence/contacts/classify.ts';
import { decodeCloudflare, emailsInHtml, emailsInText } from '../subgraphs/intelligence/contacts/find-emails.ts';

/** The rules contact discovery classifies and finds addresses by (README, Profile intelligence). */

describe('what an address is for', () => {
  it.each([
    ['collab@studio.test', '', 'collab'],
    ['partnerships@studio.test', '', 'collab'],
    ['press@studio.test', '', 'press'],
    ['media@studio.test', '', 'press'],
    ['sales@studio.test', '', 'corporate_sales'],
    ['wholesale@studio.test', '', 'corporate_sales'],
    ['support@studio.test', '', 'support'],
    ['returns@studio.test', '', 'support'],
    ['hello@studio.test', 'collabs: hello@studio.test', 'collab'],
    ['info@studio.test', 'Press inquiries: info@studio.test', 'press'],
    ['info@studio.test', 'Nova GmbH, info@studio.test', 'other'],
    ['maya.chen@gmail.com', 'write to me', 'personal'],
    ['maya@studio.test', '', 'other'],
  ] as [string, string, Category][])('%s (%s) is %s', (email, evidence, category) => {
    expect(categoryOf(email, evidence)).toBe(category);
  });

  it('relevance follows the goal, and every value is reachable', () => {
    const cases: [Goal, Category, string][] = [
      ['collaboration', 'collab', 'recommended'],
      ['collaboration', 'personal', 'possible'],
      ['collaboration', 'support', 'not_recommended'],
      ['sales', 'corporate_sales', 'recommended'],
      ['sales', 'press', 'not_recommended'],
      ['press', 'press', 'recommended'],
      ['support', 'support', 'recommended'],
      ['support', 'collab', 'not_recommended'],
    ];
    for (const [goal, category, relevance] of cases) expect(relevanceOf(goal, category), `${goal}/${category}`).toBe(relevance);
  });

  it('reliability is stated by where and how the address was written', () => {
    expect(reliabilityOf('official_profile', 'plain')).toBe(0.9);
    expect(reliabilityOf('official_site', 'mailto')).toBe(0.9);
    expect(reliabilityOf('link_in_bio', 'obfuscated')).toBe(0.75);
    expect(reliabilityOf('marketplace_or_store', 'plain')).toBe(0.7);
    expect(reliabilityOf('third_party', 'plain')).toBe(0.5);
    expect(reliabilityOf('unknown', 'protected')).toBe(0.45);
  });
});

describe('finding addresses', () => {
  it('recovers obfuscated forms in text, with the words around them', () => {
    const found = emailsInText('Bookings → nova [at] studio [dot] test · or NOVA AT STUDIO DOT TEST · plain: hi@studio.test');
    expect(found.map((f) => [f.email, f.form])).toEqual([
      ['nova@studio.test', 'obfuscated'],
      ['hi@studio.test', 'plain'],
    ]);
    expect(found[0].evidence).toContain('Bookings');
  });

  it('reads mailto links, Cloudflare-protected addresses and entity-encoded text on a page, never scripts', () => {
    const hex = '42' + [...Buffer.from('cf@studio.test')].map((b) => (b ^ 0x42).toString(16).padStart(2, '0')).join('');
    expect(decodeCloudflare(hex)).toBe('cf@studio.test');
    expect(decodeCloudflare('zz')).toBeNull();
    const found = emailsInHtml(`<a href="mailto:Team@Studio.test?subject=Hi">Write</a>
      <a href="/cdn-cgi/l/email-protection#${hex}">[email protected]</a>
      <p>press&#64;studio&#46;test</p><script>var x = "tracker@ads.test";</script>`);
    expect(found.map((f) => [f.email, f.form])).toEqual([
      ['team@studio.test', 'mailto'],
      ['cf@studio.test', 'protected'],
      ['press@studio.test', 'plain'],
    ]);
  });
});
