import { readFileSync } from 'node:fs';
import {
  measureBios,
  measureCategories,
  measurePages,
  measureSocials,
  type CategoryMeasure,
  type ContactCase,
  type ContactMeasure,
  type SocialCase,
  type SocialMeasure,
} from '../../subgraphs/intelligence/contacts/corpus-measure.ts';
import { registry } from '../../subgraphs/registry.ts';

const FIXTURES = new URL('../fixtures/contacts/', import.meta.url);

const load = <T>(name: string): T[] => JSON.parse(readFileSync(new URL(name, FIXTURES), 'utf8')) as T[];

/** The labelled biographies (`text`) and pages (`html`), and the labelled URLs of social accounts. */
export const loadBios = (): ContactCase[] => load('bios.json');
export const loadPages = (): ContactCase[] => load('pages.json');
export const loadSocials = (): SocialCase[] => load('socials.json');

/** Where the service's modules declare their networks' profile pages. */
export const profilePages = () => registry.modules.flatMap((mod) => mod.profilePages ?? []);

/**
 * `emailsInText` over the biographies, `emailsInHtml` over the pages, `accountAt` over the URLs (with the service's
 * declared profile pages), and `categoryOf` over every labelled address as discovery calls it.
 */
export function measureCorpus(): { bios: ContactMeasure; pages: ContactMeasure; socials: SocialMeasure; categories: CategoryMeasure } {
  const bios = loadBios();
  const pages = loadPages();
  return {
    bios: measureBios(bios),
    pages: measurePages(pages),
    socials: measureSocials(loadSocials(), profilePages()),
    categories: measureCategories(bios, pages),
  };
}
