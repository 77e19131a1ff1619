import { InvalidRequest } from '../../platform/errors.ts';

/**
 * The search query language of POST /v1/adlib/search (README "adlib"): words (every one must match, stemmed by the
 * ad's language), phrases in double quotes (the words in that order), `word*` (words starting with it), and any of
 * those after a minus to exclude the ads that match it. At least one term must not be excluded.
 */

export type TermKind = 'word' | 'phrase' | 'prefix';

export interface Term {
  kind: TermKind;
  text: string;
  excluded: boolean;
}

export const MAX_TERMS = 20;
const PREFIX = /^[\p{L}\p{N}]{1,100}$/u;

export function parseQuery(query: string): Term[] {
  const terms: Term[] = [];
  let i = 0;
  while (i < query.length) {
    if (/\s/.test(query[i])) {
      i++;
      continue;
    }
    let excluded = false;
    if (query[i] === '-' && i + 1 < query.length && !/\s/.test(query[i + 1])) {
      excluded = true;
      i++;
    }
    if (query[i] === '"') {
      const end = query.indexOf('"', i + 1);
      if (end < 0) throw new InvalidRequest('query has a phrase without its closing double quote.');
      const text = query.slice(i + 1, end).trim();
      if (text !== '') terms.push({ kind: 'phrase', text, excluded });
      i = end + 1;
      continue;
    }
    let end = i;
    while (end < query.length && !/\s/.test(query[end]) && query[end] !== '"') end++;
    const token = query.slice(i, end);
    i = end;
    if (token.endsWith('*')) {
      const stem = token.slice(0, -1);
      if (!PREFIX.test(stem))
        throw new InvalidRequest(`query: a prefix term is letters and digits followed by one *, got ${JSON.stringify(token.slice(0, 40))}.`);
      terms.push({ kind: 'prefix', text: stem.toLowerCase(), excluded });
    } else if (/[\p{L}\p{N}]/u.test(token)) {
      terms.push({ kind: 'word', text: token, excluded });
    }
  }
  if (terms.length > MAX_TERMS) throw new InvalidRequest(`query has ${terms.length} terms; at most ${MAX_TERMS}.`);
  if (!terms.some((t) => !t.excluded)) throw new InvalidRequest('query needs at least one word, phrase or prefix that is not excluded with a minus.');
  return terms;
}

/**
 * The tsquery of the terms under a text search configuration (`cfg`, an SQL expression of type regconfig), as SQL over
 * parameters: `param(text)` gives the placeholder of a value. Words and phrases go through plainto/phraseto_tsquery
 * (nothing in them is operator syntax); a prefix is letters and digits only (parseQuery), so `<prefix>:*` is a safe
 * to_tsquery input.
 */
export function tsqueryExpression(terms: Term[], cfg: string, param: (value: string) => string): string {
  const parts = terms.map((t) => {
    const q =
      t.kind === 'word'
        ? `plainto_tsquery(${cfg}, ${param(t.text)})`
        : t.kind === 'phrase'
          ? `phraseto_tsquery(${cfg}, ${param(t.text)})`
          : `to_tsquery(${cfg}, ${param(t.text)} || ':*')`;
    return t.excluded ? `!!${q}` : q;
  });
  // Positive terms first: an exclusion joins what they matched.
  const ordered = [...parts.filter((_, i) => !terms[i].excluded), ...parts.filter((_, i) => terms[i].excluded)];
  return `(${ordered.join(' && ')})`;
}
