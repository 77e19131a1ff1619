import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoProfile } from '../subgraphs/photonet/demo-corpus.ts';
import { emailsInText } from '../subgraphs/intelligence/contacts/find-emails.ts';
import { createTestEnv, type TestEnv } from './helpers/env.ts';
import { importDemo } from './helpers/fixtures.ts';

/**
 * Contact discovery on the demo corpus with a test key, as someone trying the service after `npm start` does: about
 * a third of demo profiles write an address in their biography (in the forms people use, after words saying what
 * it is for, in several languages), and their links lead to link-in-bio pages and official sites the sandbox web
 * serves, so fast and complete discovery find addresses, classified, verified by the sandbox rule, with nothing
 * stored, at the operations' prices.
 */

/** Profiles imported: enough to hold every kind of demo contact. */
const COUNT = 120;
const profiles = Array.from({ length: COUNT }, (_, i) => demoProfile(i));

/** What the words before a biography's address say it is for. */
const CATEGORY_OF_WORD: Record<string, string> = {
  Collabs: 'collab',
  Partnerships: 'collab',
  'Brand deals': 'collab',
  Parcerias: 'collab',
  Colaboraciones: 'collab',
  Kooperationen: 'collab',
  Partenariats: 'collab',
  Collaborazioni: 'collab',
  お仕事のご依頼: 'collab',
  Management: 'collab',
  Booking: 'collab',
  Press: 'press',
  'Media inquiries': 'press',
  Imprensa: 'press',
  Prensa: 'press',
  Presse: 'press',
  Stampa: 'press',
  Sales: 'corporate_sales',
  Wholesale: 'corporate_sales',
  Vendas: 'corporate_sales',
  Ventas: 'corporate_sales',
  Vertrieb: 'corporate_sales',
  Ventes: 'corporate_sales',
  Vendite: 'corporate_sales',
  Support: 'support',
  'Customer service': 'support',
  Suporte: 'support',
  Soporte: 'support',
  Kundenservice: 'support',
  'Service client': 'support',
  Assistenza: 'support',
};

/** The words and address a biography ends with (`… · Press: ana [at] anafit12 [dot] example`), if it has one. */
function bioContact(biography: string | null): { word: string; written: string } | null {
  const last = biography?.split(' · ').at(-1) ?? '';
  const match = /^(.+?): (.+)$/.exec(last);
  return match && match[1] in CATEGORY_OF_WORD ? { word: match[1], written: match[2] } : null;
}

const brandOf = (username: string) => username.replace(/[^a-z0-9]/gi, '').toLowerCase();
const written = (test: (s: string) => boolean) => profiles.find((p) => bioContact(p.biography) && test(bioContact(p.biography)!.written))!;

let env: TestEnv;
let key: string;
let accountId: number;

async function post(path: string, body: unknown) {
  return env.rest(path, key, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
}

interface Email {
  email: string;
  category: string;
  reliability: number;
  source_url: string;
  source_type: string;
  verification: { provider: string; status: string; sub_status: string | null };
}

beforeAll(async () => {
  env = await createTestEnv();
  await importDemo(env.services.db, COUNT);
  ({ key, accountId } = await env.key({ balance: '5' }));
});
afterAll(() => env?.close());

describe('the demo corpus gives contacts', () => {
  it('about a third of the 2,000 demo profiles write an address, in every form, at reserved demo domains only', () => {
    const all = Array.from({ length: 2_000 }, (_, i) => demoProfile(i));
    const withAddress = all.filter((p) => emailsInText(p.biography).length > 0 || p.external_urls.some((u) => u.startsWith('mailto:')));
    expect(withAddress.length / all.length).toBeGreaterThan(0.28);
    expect(withAddress.length / all.length).toBeLessThan(0.4);
    const texts = all.map((p) => bioContact(p.biography)?.written ?? '');
    for (const form of [/^\S+@\S+$/, / \[at\] .* \[dot\] /, / \(at\) /, / at \S+ dot /, / @ /, /&#64;/, /＠/])
      expect(
        texts.some((t) => form.test(t)),
        String(form),
      ).toBe(true);
    const addresses = all.flatMap((p) => [
      ...emailsInText(p.biography).map((f) => f.email),
      ...p.external_urls.filter((u) => u.startsWith('mailto:')).map((u) => u.slice(7).split('?')[0]),
    ]);
    expect(addresses.length).toBe(withAddress.length);
    for (const address of addresses) expect(address).toMatch(/@[a-z0-9-]+\.(example|test)$/);
    // Links go to link-in-bio pages and official sites, all served by the sandbox web.
    for (const url of all.flatMap((p) => p.external_urls))
      expect(url).toMatch(
        /^(https:\/\/(linktr\.ee|beacons\.ai|stan\.store)\/[a-z0-9._]+|https:\/\/[a-z0-9]+\.carrd\.co\/|https:\/\/[a-z0-9]+\.example\/|mailto:\S+)$/,
      );
    // The same index, the same profile.
    expect(demoProfile(7)).toEqual(profiles[7]);
  });
});

describe('contact discovery on demo profiles with a test key', () => {
  it('fast reads the biography: each written form is found, classified by its words, verified by the sandbox, not stored, charged $0.002', async () => {
    const cases = [
      written((t) => t.includes('[at]')),
      written((t) => / at \S+ dot /.test(t)),
      written((t) => t.includes('＠')),
      written((t) => t.includes('&#64;')),
      written((t) => / @ /.test(t)),
    ];
    for (const profile of cases) {
      const { word } = bioContact(profile.biography)!;
      const before = await env.balance(accountId);
      const res = await post('/v1/intelligence/contact/fast', { network: 'photonet', q: profile.username });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.meta.cost).toBe('$0.0020');
      expect(Number(before) - Number(await env.balance(accountId))).toBeCloseTo(0.002, 6);
      const emails = res.body.data.emails as Email[];
      expect(emails, profile.biography!).toHaveLength(1);
      expect(emails[0].email).toMatch(/@[a-z0-9-]+\.(example|test)$/);
      expect(emails[0], profile.biography!).toMatchObject({
        category: CATEGORY_OF_WORD[word],
        source_type: 'official_profile',
        source_url: expect.stringContaining(profile.username),
        verification: { provider: 'sandbox' },
      });
      expect(['deliverable', 'risky']).toContain(emails[0].verification.status);
      const stored = await env.rest(`/v1/intelligence/contact/stored?network=photonet&q=${profile.username}`, key);
      expect(stored.status).toBe(404);
    }
  });

  it('fast reads a mailto external link', async () => {
    const profile = profiles.find((p) => p.external_urls.some((u) => u.startsWith('mailto:')))!;
    const mailto = profile.external_urls.find((u) => u.startsWith('mailto:'))!;
    const res = await post('/v1/intelligence/contact/fast', { network: 'photonet', q: profile.username });
    expect(res.status).toBe(200);
    expect(res.body.data.emails).toEqual([
      expect.objectContaining({
        email: mailto.slice(7).split('?')[0],
        source_type: 'official_profile',
        reliability: 0.95,
        verification: expect.objectContaining({ provider: 'sandbox' }),
      }),
    ]);
  });

  it('complete reads the link-in-bio page and the official site: addresses of both sources, social accounts, the sandbox verdicts, nothing stored, charged $0.01', async () => {
    const profile = profiles.find(
      (p) => p.external_urls.some((u) => u.startsWith('https://linktr.ee/')) && p.external_urls.some((u) => /\.example\/$/.test(u)),
    )!;
    expect(profile, 'a demo profile links a Linktree page and its site').toBeDefined();
    const host = `${brandOf(profile.username)}.example`;
    const before = await env.balance(accountId);
    const res = await post('/v1/intelligence/contact/complete', { network: 'photonet', q: profile.username, goal: 'press' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.meta.cost).toBe('$0.0100');
    expect(Number(before) - Number(await env.balance(accountId))).toBeCloseTo(0.01, 6);
    const emails = res.body.data.emails as Email[];
    const by = (local: RegExp) => emails.find((e) => local.test(e.email.split('@')[0]) && e.email.endsWith(`@${host}`));

    // The link-in-bio page gives at least one address at the owner's domain.
    const fromPage = emails.filter((e) => e.source_type === 'link_in_bio');
    expect(fromPage.length, JSON.stringify(emails)).toBeGreaterThan(0);
    for (const e of fromPage) expect(e.source_url).toBe(`https://linktr.ee/${profile.username}`);
    // The site's contact page: a mailto with a subject, a Cloudflare-protected press address, worded and entity forms.
    const press = by(/^(press|media|pr)$/)!;
    expect(press).toMatchObject({ category: 'press', source_type: 'official_site', source_url: `https://${host}/contact`, reliability: 0.9 });
    expect(by(/^(partnerships|collabs|brands)$/)).toMatchObject({ category: 'collab', source_type: 'official_site', reliability: 0.9 });
    expect(by(/^sales$/)).toMatchObject({ category: 'corporate_sales', verification: { provider: 'sandbox', status: 'risky', sub_status: 'role_account' } });
    expect(by(/^support$/)).toMatchObject({ category: 'support' });
    expect(by(/^mgmt$/)).toMatchObject({ category: 'collab', source_url: `https://${host}/about` });
    // The imprint's info@ is a role account: risky by the sandbox rule; the others deliverable.
    expect(by(/^info$/)).toMatchObject({
      source_url: `https://${host}/impressum`,
      verification: { provider: 'sandbox', status: 'risky', sub_status: 'role_account' },
    });
    expect(press.verification).toMatchObject({ provider: 'sandbox', status: 'deliverable' });
    for (const e of emails) expect(e.verification.provider).toBe('sandbox');

    // The page links the owner's accounts on the networks' real hosts.
    const socials = res.body.data.social_accounts as { url: string; handle: string }[];
    const urls = socials.map((s) => s.url);
    for (const pattern of [
      `https://www.instagram.com/${profile.username}/`,
      `https://www.tiktok.com/@${profile.username}`,
      `https://www.youtube.com/@${profile.username}`,
      `https://bsky.app/profile/${profile.username.replace(/[._]/g, '-')}.bsky.social`,
    ])
      expect(urls, JSON.stringify(socials)).toContain(pattern);

    // A test key's discovery is never stored.
    expect((await env.rest(`/v1/intelligence/contact/stored?network=photonet&q=${profile.username}`, key)).status).toBe(404);
  });

  it('complete on each link-in-bio provider finds the page and its socials', async () => {
    for (const provider of ['beacons.ai', 'stan.store', 'carrd.co']) {
      const profile = profiles.find((p) => p.external_urls.some((u) => u.includes(provider)))!;
      expect(profile, provider).toBeDefined();
      const res = await post('/v1/intelligence/contact/complete', { network: 'photonet', q: profile.username });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const emails = res.body.data.emails as Email[];
      expect(
        emails.some((e) => e.source_type === 'link_in_bio'),
        `${provider}: ${JSON.stringify(emails)}`,
      ).toBe(true);
      expect(
        emails.some((e) => e.source_type === 'official_site'),
        provider,
      ).toBe(true);
      expect(res.body.data.social_accounts.map((s: { url: string }) => s.url)).toEqual(
        expect.arrayContaining([expect.stringMatching(/^https:\/\/www\.instagram\.com\//), expect.stringMatching(/^https:\/\/bsky\.app\/profile\//)]),
      );
    }
  });

  it('a profile without links or an address finds nothing, and is still charged', async () => {
    const profile = profiles.find((p) => p.external_urls.length === 0 && emailsInText(p.biography).length === 0)!;
    const res = await post('/v1/intelligence/contact/complete', { network: 'photonet', q: profile.username });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ emails: [], social_accounts: [] });
    expect(res.body.meta.cost).toBe('$0.0100');
  });
});
