import { describe, expect, it } from 'vitest';
import { categoryOf, relevanceOf, reliabilityOf, type Category, type Goal } from '../subgraphs/intelligence/contacts/classify.ts';
import { discoverContacts, type DiscoveryDeps } from '../subgraphs/intelligence/contacts/discover.ts';
import { decodeCloudflare, emailsInHtml, emailsInText } from '../subgraphs/intelligence/contacts/find-emails.ts';
import type { Verification } from '../subgraphs/intelligence/verification/verification.ts';
import type { DirectoryProfile } from '../platform/profile-directory.ts';
import { profilePages } from './helpers/contact-corpus.ts';

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

describe('the words that label an address', () => {
  it.each([
    ['press@studio.test', 'Business inquiries: press@studio.test', 'collab'],
    ['hi@studio.test', 'Bookings: gigs@studio.test ⏎ Press: hi@studio.test', 'press'],
    ['shop@studio.test', 'Collabs: collab@studio.test | Shop: shop@studio.test', 'corporate_sales'],
    ['ads@studio.test', 'pr/ads: pr@studio.test / ads@studio.test', 'collab'],
    ['info@studio.test', 'Parcerias 💌 info@studio.test', 'collab'],
    ['info@studio.test', 'Kooperationen & Presse: info@studio.test', 'press'],
    ['info@studio.test', 'お仕事のご依頼はこちら👉 info@studio.test', 'collab'],
    ['info@studio.test', 'İş birliği için: info@studio.test', 'collab'],
    ['info@studio.test', 'Contact pro : info (at) studio.test', 'collab'],
    ['info@studio.test', 'We reply within 2 business days. info@studio.test', 'other'],
    ['mua_bookings@studio.test', '', 'collab'],
    ['anna.berg@outlook.de', 'Email: anna.berg@outlook.de', 'personal'],
    ['info@studio.test', 'mailto link "Email me" (subject "Collab request"): Kontakt Email me', 'collab'],
    ['booking@studio.test', 'mailto link "Book": Book · press: [email protected]', 'collab'],
  ] as [string, string, Category][])('%s in "%s" is %s', (email, evidence, category) => {
    expect(categoryOf(email, evidence)).toBe(category);
  });

  it("a mailto link's evidence carries the words of its section and the subject it fills in", () => {
    const [found] = emailsInHtml(
      `<div class="contact"><h2>Let's work together</h2><p>Reach us: <a href="mailto:info@studio.test?subject=Collab%20request">Write</a></p></div>`,
    );
    expect(found.evidence).toBe(`mailto link "Write" (subject "Collab request"): Let's work together Reach us: Write`);
    expect(categoryOf(found.email, found.evidence)).toBe('collab');
  });
});

describe('social accounts a profile names', () => {
  const profile = (biography: string, external_urls: string[]): DirectoryProfile => ({
    network: 'photonet',
    id: '1',
    username: 'maya',
    full_name: null,
    biography,
    category_name: null,
    business_category_name: null,
    external_urls,
    is_business_account: null,
    is_verified: null,
    followers: null,
    location: null,
    profile_url: 'https://photonet.example/maya/',
    posts: [],
    enrichment: null,
  });
  const deps: DiscoveryDeps = {
    pages: {
      fetchPage: () => {
        throw new Error('fast discovery reads no page');
      },
    } as unknown as DiscoveryDeps['pages'],
    verify: async () => ({ status: 'deliverable' }) as unknown as Verification,
    profilePages: profilePages(),
    budgetMs: 0,
  };

  it('fast reads the URLs the biography writes out, with or without a scheme, and names them by our networks', async () => {
    const found = await discoverContacts(
      profile('yt: youtube.com/@MayaCreates · IG @maya (not a URL) · https://x.com/maya_c/status/1 · tiktok.com/@maya.c, linktr.ee/maya.', [
        'https://www.linkedin.com/in/maya-berg/',
        'https://github.com/maya-dev',
      ]),
      'fast',
      'collaboration',
      deps,
    );
    expect(found.social_accounts.map((s) => [s.platform, s.handle])).toEqual([
      ['jobnet', 'maya-berg'],
      ['github.com', 'maya-dev'],
      ['videonet', 'mayacreates'],
      ['clipnet', 'maya.c'],
      ['linktr.ee', 'maya'],
    ]);
    expect(found.social_accounts[2].url).toBe('https://youtube.com/@MayaCreates');
  });

  it('the same account written twice is one account; lookalike hosts and posts are none', async () => {
    const found = await discoverContacts(
      profile('instagram.com/maya.creates · instagram.com.evil.example/maya · https://www.instagram.com/p/C3xYz12AbCd/', [
        'https://www.instagram.com/Maya.Creates/?hl=en',
      ]),
      'fast',
      'collaboration',
      deps,
    );
    expect(found.social_accounts).toEqual([
      {
        platform: 'photonet',
        handle: 'maya.creates',
        url: 'https://www.instagram.com/Maya.Creates/',
        source_url: 'https://photonet.example/maya/',
        source_type: 'official_profile',
        evidence: 'external link on the profile',
      },
    ]);
  });
});

describe('complete discovery of a biography that writes out its link-in-bio page', () => {
  it('reads the page the biography names, as it reads the profile links', async () => {
    const asked: string[] = [];
    const found = await discoverContacts(
      {
        network: 'photonet',
        id: '1',
        username: 'maya',
        full_name: null,
        biography: 'all my links 👉 linktr.ee/maya.creates',
        category_name: null,
        business_category_name: null,
        external_urls: [],
        is_business_account: null,
        is_verified: null,
        followers: null,
        location: null,
        profile_url: 'https://photonet.example/maya/',
        posts: [],
        enrichment: null,
      },
      'complete',
      'collaboration',
      {
        pages: {
          fetchPage: async (url: string) => {
            asked.push(url);
            return {
              url,
              finalUrl: url,
              status: 200,
              redirects: [],
              contentType: 'text/html',
              text: '<html><body><h2>Brand deals</h2><p><a href="mailto:team@maya.test">Email</a></p></body></html>',
            };
          },
        } as unknown as DiscoveryDeps['pages'],
        verify: async () => ({ status: 'deliverable' }) as unknown as Verification,
        profilePages: profilePages(),
        budgetMs: 5_000,
      },
    );
    expect(asked).toEqual(['https://linktr.ee/maya.creates']);
    expect(found.emails.map((e) => [e.email, e.category, e.source_type])).toEqual([['team@maya.test', 'collab', 'link_in_bio']]);
    expect(found.social_accounts).toEqual([
      {
        platform: 'linktr.ee',
        handle: 'maya.creates',
        url: 'https://linktr.ee/maya.creates',
        source_url: 'https://photonet.example/maya/',
        source_type: 'official_profile',
        evidence: 'URL in the biography',
      },
    ]);
  });
});
