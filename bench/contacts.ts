import { readFileSync } from 'node:fs';
import {
  measureBios,
  measureCategories,
  measurePages,
  measureSocials,
  type ContactCase,
  type SocialCase,
} from '../subgraphs/intelligence/contacts/corpus-measure.ts';
import { registry } from '../subgraphs/registry.ts';

const FIXTURES = new URL('../test/fixtures/contacts/', import.meta.url);
const load = <T>(name: string): T[] => JSON.parse(readFileSync(new URL(name, FIXTURES), 'utf8')) as T[];
const round = (n: number) => Math.round(n * 10_000) / 10_000;

export interface ContactCorpusFigures {
  bios: { cases: number; precision: number; recall: number };
  pages: { cases: number; precision: number; recall: number };
  socials: { cases: number; precision: number; recall: number };
  categories: { addresses: number; accuracy: number };
}

/**
 * Contact discovery measured on its labelled corpus (test/fixtures/contacts), in process: addresses in biographies
 * and pages (precision and recall), social accounts in URLs (our networks named by the hosts the modules declare),
 * and what each address is for (accuracy). A few milliseconds; nothing is fetched.
 */
export function contactCorpus(): ContactCorpusFigures {
  const bios = load<ContactCase>('bios.json');
  const pages = load<ContactCase>('pages.json');
  const named = registry.modules.flatMap((mod) => mod.profilePages ?? []);
  const figures = (m: { cases: number; precision: number; recall: number }) => ({ cases: m.cases, precision: round(m.precision), recall: round(m.recall) });
  const categories = measureCategories(bios, pages);
  return {
    bios: figures(measureBios(bios)),
    pages: figures(measurePages(pages)),
    socials: figures(measureSocials(load<SocialCase>('socials.json'), named)),
    categories: { addresses: categories.addresses, accuracy: round(categories.accuracy) },
  };
}

/** The figures in one sentence (the report and the README). */
export function contactCorpusLine(f: ContactCorpusFigures): string {
  const pr = (name: string, m: { cases: number; precision: number; recall: number }) => `${name} (${m.cases}) precision ${m.precision}, recall ${m.recall}`;
  return (
    `Contact corpus (\`test/fixtures/contacts\`): addresses in ${pr('biographies', f.bios)}; in ${pr('pages', f.pages)}; ` +
    `social accounts in ${pr('URLs', f.socials)}; categories of ${f.categories.addresses} addresses, accuracy ${f.categories.accuracy}.`
  );
}
