import { InvalidRequest } from '../../../platform/errors.ts';

/**
 * The text of a discovery search (README "Discovery"): words (every one must match, stemmed by the profile's
 * language), phrases in double quotes (the words in that order), and either after a minus to exclude the profiles
 * that match it. At least one term must not be excluded.
 */

export interface Term {
  kind: 'word' | 'phrase';
  text: string;
  excluded: boolean;
}

export const MAX_TERMS = 20;

export function parseText(text: string): Term[] {
  const terms: Term[] = [];
  let i = 0;
  while (i < text.length) {
    if (/\s/.test(text[i])) {
      i++;
      continue;
    }
    let excluded = false;
    if (text[i] === '-' && i + 1 < text.length && !/\s/.test(text[i + 1])) {
      excluded = true;
      i++;
    }
    if (text[i] === '"') {
      const end = text.indexOf('"', i + 1);
      if (end < 0) throw new InvalidRequest('text has a phrase without its closing double quote.');
      const phrase = text.slice(i + 1, end).trim();
      if (/[\p{L}\p{N}]/u.test(phrase)) terms.push({ kind: 'phrase', text: phrase, excluded });
      i = end + 1;
      continue;
    }
    let end = i;
    while (end < text.length && !/\s/.test(text[end]) && text[end] !== '"') end++;
    const token = text.slice(i, end);
    i = end;
    if (/[\p{L}\p{N}]/u.test(token)) terms.push({ kind: 'word', text: token, excluded });
  }
  if (terms.length > MAX_TERMS) throw new InvalidRequest(`text has ${terms.length} terms; at most ${MAX_TERMS}.`);
  if (!terms.some((t) => !t.excluded)) throw new InvalidRequest('text needs at least one word or phrase that is not excluded with a minus.');
  return terms;
}

/**
 * The SQL (over parameters: `param(text)` gives a value's placeholder) of the terms under the configuration `cfg` (an
 * SQL expression of type regconfig): the positive terms AND-ed, and each excluded term on its own, as text.
 * Words and phrases go through plainto/phraseto_tsquery, so nothing in them is operator syntax.
 */
export function termQueries(terms: Term[], cfg: string, param: (value: string) => string): { positive: string; excluded: string[] } {
  const one = (t: Term) => (t.kind === 'word' ? `plainto_tsquery(${cfg}, ${param(t.text)})` : `phraseto_tsquery(${cfg}, ${param(t.text)})`);
  const positive = terms.filter((t) => !t.excluded).map(one);
  return {
    positive: `(${positive.join(' && ')})::text`,
    excluded: terms.filter((t) => t.excluded).map((t) => `${one(t)}::text`),
  };
}

/**
 * One tsquery of a search's text across the configurations profiles are indexed under: a profile matches when its
 * words match the positive terms as its own configuration (or 'simple') makes them, and none of an excluded term's
 * forms under any configuration (an exclusion errs on the side of leaving out). Empty when no positive term makes a
 * lexeme anywhere (stopwords only): nothing matches.
 */
export function combinedQuery(positives: string[], excluded: string[]): string {
  const pos = [...new Set(positives.filter((q) => q !== ''))];
  if (pos.length === 0) return '';
  const neg = [...new Set(excluded.filter((q) => q !== ''))];
  return [`(${pos.map((q) => `(${q})`).join(' | ')})`, ...neg.map((q) => `!(${q})`)].join(' & ');
}
