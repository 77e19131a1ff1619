import { describe, expect, it } from 'vitest';
import type { ContactMeasure } from '../subgraphs/intelligence/contacts/corpus-measure.ts';
import { loadBios, loadPages, measureCorpus } from './helpers/contact-corpus.ts';

/**
 * The labelled contact corpus (test/fixtures/contacts) and a ratchet on the extractors measured against it.
 * The goal is recall 0.97 and precision 0.99 for both extractors. The floors below are the figures measured when
 * they were set, rounded down to 3 decimals; they only ever rise (raise them when the extractors improve).
 */
const FLOORS = {
  bios: { precision: 1.0, recall: 1.0 },
  pages: { precision: 1.0, recall: 1.0 },
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

  it('the extractors stay at or above their measured precision and recall', () => {
    const measured = measureCorpus();
    const line = (name: string, m: ContactMeasure) =>
      `${name}: ${m.cases} cases, tp ${m.truePositives} fp ${m.falsePositives} fn ${m.falseNegatives}, ` +
      `precision ${m.precision.toFixed(4)} recall ${m.recall.toFixed(4)}, ${m.failing.length} failing`;
    console.log(`contact corpus\n  ${line('emailsInText (bios)', measured.bios)}\n  ${line('emailsInHtml (pages)', measured.pages)}`);
    for (const name of ['bios', 'pages'] as const) {
      expect(measured[name].precision, `${name} precision`).toBeGreaterThanOrEqual(FLOORS[name].precision);
      expect(measured[name].recall, `${name} recall`).toBeGreaterThanOrEqual(FLOORS[name].recall);
    }
  });
});
