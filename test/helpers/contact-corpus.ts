import { readFileSync } from 'node:fs';
import { measureBios, measurePages, type ContactCase, type ContactMeasure } from '../../subgraphs/intelligence/contacts/corpus-measure.ts';

const FIXTURES = new URL('../fixtures/contacts/', import.meta.url);

const load = (name: string): ContactCase[] => JSON.parse(readFileSync(new URL(name, FIXTURES), 'utf8')) as ContactCase[];

/** The labelled biographies (`text`) and pages (`html`). */
export const loadBios = (): ContactCase[] => load('bios.json');
export const loadPages = (): ContactCase[] => load('pages.json');

/** `emailsInText` over the biographies and `emailsInHtml` over the pages. */
export function measureCorpus(): { bios: ContactMeasure; pages: ContactMeasure } {
  return { bios: measureBios(loadBios()), pages: measurePages(loadPages()) };
}
