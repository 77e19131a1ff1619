import { describe, expect, it } from 'vitest';
import { accountAt } from '../platform/linkinbio/socials.ts';
import { Registry } from '../subgraphs/module-registry.ts';
import { SUBGRAPHS } from '../subgraphs/registry.ts';
import type { Category } from '../subgraphs/intelligence/contacts/classify.ts';
import type { ContactMeasure, SocialMeasure } from '../subgraphs/intelligence/contacts/corpus-measure.ts';
import { loadBios, loadPages, loadSocials, measureCorpus, profilePages } from './helpers/contact-corpus.ts';

/**
 * The labelled contact corpus (test/fixtures/contacts) and a ratchet on the extractors measured against it.
 * The goal is recall 0.97 and precision 0.99 for both extractors. The floors below are the figures measured when
 * they were set, rounded down to 3 decimals; they only ever rise (raise them when the extractors improve).
 */
const FLOORS = {
  bios: { precision: 1.0, recall: 1.0 },
  pages: { precision: 1.0, recall: 1.0 },
};

/**
 * Social accounts (test/fixtures/contacts/socials.json): the goal is recall 0.97 and precision 0.99, micro-averaged
 * over accounts. Categories: the goal is accuracy 0.9 over every labelled address. Both floors are the goals.
 */
const SOCIAL_FLOOR = { precision: 0.99, recall: 0.97 };
const CATEGORY_FLOOR = 0.9;
const CATEGORIES: Category[] = ['collab', 'press', 'corporate_sales', 'support', 'personal', 'other'];

/** Our networks, each with the hosts the corpus reads it on. */
const NETWORK_HOSTS: Record<string, string[]> = {
  photonet: ['photonet.example', 'instagram.com'],
  clipnet: ['tiktok.com'],
  videonet: ['youtube.com'],
  jobnet: ['linkedin.com'],
  facenet: ['facebook.com', 'fb.com'],
  openfeed: ['bsky.app'],
  notenet: ['xiaohongshu.com'],
  chirpnet: ['x.com', 'twitter.com'],
  pinnet: ['pinterest.com'],
  streamnet: ['twitch.tv'],
  blinknet: ['snapchat.com'],
  motionnet: ['dailymotion.com'],
  newsnet: ['news.ycombinator.com'],
};

const ADDRESS = /^[a-z0-9._%+-]{1,64}@[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*\.[a-z]{2,24}$/;

describe('contact corpus', () => {
  const bios = loadBios();
  const pages = loadPages();

  it('is well formed', () => {
    expect(bios.length).toBeGreaterThanOrEqual(200);
    expect(pages.length).toBeGreaterThanOrEqual(100);
    const ids = [...bios, ...pages].map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const c of bios) expect(typeof c.text, c.id).toBe('string');
    for (const c of pages) expect(typeof c.html, c.id).toBe('string');
    for (const c of [...bios, ...pages]) {
      expect(c.id, c.id).toMatch(/^[a-z0-9-]+$/);
      expect(c.note.length, c.id).toBeGreaterThan(0);
      expect(new Set(c.emails).size, c.id).toBe(c.emails.length);
      for (const email of c.emails) expect(email, c.id).toMatch(ADDRESS);
    }
    // Negatives are part of the corpus: cases with no address at all.
    expect(bios.filter((c) => c.emails.length === 0).length).toBeGreaterThanOrEqual(15);
    expect(pages.filter((c) => c.emails.length === 0).length).toBeGreaterThanOrEqual(8);
  });

  it('labels a category for every address, and an account or none for every URL, over every host', () => {
    for (const c of [...bios, ...pages]) {
      expect(Object.keys(c.categories ?? {}).sort(), c.id).toEqual([...c.emails].sort());
      for (const category of Object.values(c.categories ?? {})) expect(CATEGORIES, c.id).toContain(category);
    }
    for (const category of CATEGORIES)
      expect(
        [...bios, ...pages].some((c) => Object.values(c.categories ?? {}).includes(category)),
        category,
      ).toBe(true);

    const socials = loadSocials();
    expect(socials.length).toBeGreaterThanOrEqual(200);
    const ids = socials.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const c of socials) {
      expect(c.id, c.id).toMatch(/^[a-z0-9-]+$/);
      expect(c.note.length, c.id).toBeGreaterThan(0);
    }
    // Every network of ours, on each of its hosts, with accounts and with URLs that are not accounts.
    const declared = new Set(profilePages().map((pages) => pages.network));
    expect([...declared].sort()).toEqual(Object.keys(NETWORK_HOSTS).sort());
    for (const [network, hosts] of Object.entries(NETWORK_HOSTS)) {
      const host = (url: string) => {
        try {
          return new URL(url).hostname;
        } catch {
          return '';
        }
      };
      for (const name of hosts) {
        const on = socials.filter((c) => host(c.url) === name || host(c.url).endsWith(`.${name}`));
        expect(
          on.some((c) => c.expected?.platform === network),
          `an account of ${network} on ${name}`,
        ).toBe(true);
      }
      const onNetwork = socials.filter((c) => hosts.some((name) => host(c.url) === name || host(c.url).endsWith(`.${name}`)));
      expect(
        onNetwork.some((c) => c.expected === null),
        `a URL of ${network} that is not an account`,
      ).toBe(true);
    }
    // Link-in-bio pages and the other hosts are named by their registrable domain.
    for (const domain of ['linktr.ee', 'beacons.ai', 'stan.store', 'carrd.co', 'github.com', 'threads.net', 'spotify.com']) {
      expect(
        socials.some((c) => c.expected?.platform === domain),
        domain,
      ).toBe(true);
    }
  });

  it('names an account by our network only where a module declares the host', () => {
    const named = profilePages();
    expect(accountAt('https://www.instagram.com/maya.creates/', named)).toEqual({
      platform: 'photonet',
      handle: 'maya.creates',
      url: 'https://www.instagram.com/maya.creates/',
    });
    // A declared host's rules are its module's alone: without the declarations its URLs name no account.
    expect(accountAt('https://www.instagram.com/maya.creates/', [])).toBeNull();
    expect(accountAt('https://github.com/maya-creates', [])?.platform).toBe('github.com');
    expect(accountAt('https://www.facebook.com/profile.php?id=100012345678901&sk=about', named)).toEqual({
      platform: 'facenet',
      handle: '100012345678901',
      url: 'https://www.facebook.com/profile.php?id=100012345678901&sk=about',
    });
    expect(accountAt('https://www.youtube.com/watch?v=dQw4w9WgXcQ', named)).toBeNull();
    // A host names one network: a second module declaring it is refused when the registry is built.
    const openfeed = SUBGRAPHS.find((mod) => mod.name === 'openfeed')!;
    const copy = { ...openfeed, name: 'openfeed_copy', operations: [], profilePages: [{ network: 'openfeed_copy', domain: 'twitter.com' }] };
    expect(() => new Registry([...SUBGRAPHS, copy])).toThrow('profile pages on twitter.com are declared by chirpnet and openfeed_copy');
  });

  it('the extractors stay at or above their measured precision and recall', () => {
    const measured = measureCorpus();
    const line = (name: string, m: ContactMeasure) =>
      `${name}: ${m.cases} cases, tp ${m.truePositives} fp ${m.falsePositives} fn ${m.falseNegatives}, ` +
      `precision ${m.precision.toFixed(4)} recall ${m.recall.toFixed(4)}, ${m.failing.length} failing`;
    const socials = (m: SocialMeasure) =>
      `accountAt (socials): ${m.cases} cases, tp ${m.truePositives} fp ${m.falsePositives} fn ${m.falseNegatives}, ` +
      `precision ${m.precision.toFixed(4)} recall ${m.recall.toFixed(4)}, ${m.failing.length} failing`;
    const c = measured.categories;
    console.log(
      `contact corpus\n  ${line('emailsInText (bios)', measured.bios)}\n  ${line('emailsInHtml (pages)', measured.pages)}\n  ${socials(measured.socials)}\n` +
        `  categoryOf: ${c.correct}/${c.addresses} addresses, accuracy ${c.accuracy.toFixed(4)}`,
    );
    for (const name of ['bios', 'pages'] as const) {
      expect(measured[name].precision, `${name} precision`).toBeGreaterThanOrEqual(FLOORS[name].precision);
      expect(measured[name].recall, `${name} recall`).toBeGreaterThanOrEqual(FLOORS[name].recall);
    }
    expect(measured.socials.precision, `social accounts precision; failing: ${JSON.stringify(measured.socials.failing)}`).toBeGreaterThanOrEqual(
      SOCIAL_FLOOR.precision,
    );
    expect(measured.socials.recall, `social accounts recall; failing: ${JSON.stringify(measured.socials.failing)}`).toBeGreaterThanOrEqual(SOCIAL_FLOOR.recall);
    expect(c.accuracy, `category accuracy; wrong: ${JSON.stringify(c.wrong)}`).toBeGreaterThanOrEqual(CATEGORY_FLOOR);
  });
});
