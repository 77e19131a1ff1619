/**
 * Text helpers every part of the analysis shares: one normal form for matching, tokens, hashtags, mentions, bio
 * segments and term matching. Nothing here depends on the clock, the locale of the process or randomness.
 */

/** Lowercase, Latin diacritics removed (ç → c, é → e), kana and other scripts kept as written, spaces collapsed. */
export function normalise(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .normalize('NFC')
    .toLowerCase()
    .replace(/[’‘`]/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

/** Scripts written without spaces between words: terms in them are matched as substrings. */
const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Thai}]/u;
export const isUnspaced = (term: string) => UNSPACED.test(term);

/** Words of a normalised text (letters and digits, with inner apostrophes and hyphens), hashtag words included. */
export function words(normalised: string): string[] {
  return normalised.match(/[\p{L}\p{N}]+(?:['-][\p{L}\p{N}]+)*/gu) ?? [];
}

/** Hashtags as written after `#`, lowercase, in order, each once. */
export function hashtagsOf(text: string): string[] {
  const found = [...text.matchAll(/(?:^|[^\p{L}\p{N}_&/])[#＃]([\p{L}\p{N}_]*[\p{L}_][\p{L}\p{N}_]*)/gu)].map((m) => m[1].toLowerCase());
  return unique(found);
}

/** Accounts mentioned with `@` (not the part of an email address after its `@`), lowercase, in order, each once. */
export function mentionsOf(text: string): string[] {
  const found = [...text.matchAll(/(?<![\p{L}\p{N}_.])[@＠]([A-Za-z0-9._]{1,30})/gu)].map((m) => m[1].replace(/\.+$/, '').toLowerCase());
  return unique(found.filter((handle) => handle.length > 0));
}

/** A link written in a text. */
export const URL_PATTERN =
  /\bhttps?:\/\/[^\s<>"']+|\bwww\.[^\s<>"']+|\b[a-z0-9-]+\.(?:com|co|io|me|net|org|shop|store|link|bio|ee|ai|app|pt|br|es|de|fr|it|jp|uk)(?:\/[^\s<>"']*)?(?![\p{L}\p{N}])/iu;

/** The links written in a text, in order. */
export const urlsIn = (text: string): string[] => [...text.matchAll(new RegExp(URL_PATTERN.source, 'giu'))].map((m) => m[0]);

/** Email addresses written in a text (also "name [at] domain [dot] com" spelled out). */
export const EMAIL_PATTERN = /[\p{L}\p{N}._%+-]+\s*(?:@|\[at\]|\(at\))\s*[\p{L}\p{N}-]+(?:\s*(?:\.|\[dot\]|\(dot\))\s*[\p{L}\p{N}-]+)+/iu;

/**
 * The prose of a text, for language detection: links, email addresses, hashtags, mentions, emoji, symbols and digits
 * removed. Hashtags are left out because they are so often English in captions written in another language.
 */
export function proseOf(text: string): string {
  return text
    .replace(new RegExp(URL_PATTERN.source, 'giu'), ' ')
    .replace(new RegExp(EMAIL_PATTERN.source, 'giu'), ' ')
    .replace(/[#＃@＠][\p{L}\p{N}_.]+/gu, ' ')
    .replace(/[^\p{L}\p{M}\s'’.,!?¿¡:;()\-、。！？「」]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The lines and " | ", " · ", " • " separated pieces of a biography, trimmed, empty ones left out. */
export function segments(text: string | null): string[] {
  if (!text) return [];
  return text
    .split(/\r?\n|\s*[|·•┃︱]\s*|\s+[-–—/]\s+/u)
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}

export function unique<T>(items: Iterable<T>): T[] {
  return [...new Set(items)];
}

/**
 * A text prepared once for term matching: its normal form, the same with words separated by single spaces (so that
 * phrases match on word boundaries), its words and its hashtags with their normal form.
 */
export interface Prepared {
  normalised: string;
  spaced: string;
  words: string[];
  /** How often each of `words` occurs. */
  counts: Map<string, number>;
  hashtags: string[];
}

export function prepare(text: string | null): Prepared {
  const normalised = normalise(text ?? '');
  const tokens = words(normalised);
  // "singer-songwriter" is one word and two: each part matches on its own, and phrases match across the hyphen.
  const list = tokens.flatMap((w) => (w.includes('-') ? [w, ...w.split('-')] : [w]));
  const spaced = ` ${tokens.map((w) => w.replace(/-/g, ' ')).join(' ')} `;
  const counts = new Map<string, number>();
  for (const w of list) counts.set(w, (counts.get(w) ?? 0) + 1);
  return { normalised, spaced, words: list, counts, hashtags: hashtagsOf(text ?? '').map(normalise) };
}

/**
 * How often a term occurs in a prepared text. A term written in an unspaced script (Japanese, Chinese, Korean,
 * Thai) is counted as a substring. Otherwise a one-word term matches a word, or its plural in s/es; a term ending in
 * `*` matches words it starts; a phrase matches the same words in a row; and any term matches a hashtag that is the
 * term with its spaces taken out (`budget travel` matches #budgettravel).
 */
export function countTerm(prepared: Prepared, rawTerm: string): number {
  return countCompiled(prepared, compileTerm(rawTerm));
}

/** countTerm of a term compiled beforehand (compileTerm): for lists scored against many texts. */
export function countCompiled(prepared: Prepared, term: CompiledTerm): number {
  switch (term.kind) {
    case 'none':
      return 0;
    case 'unspaced':
      return occurrences(prepared.normalised, term.text);
    case 'prefix':
      return prepared.words.filter((w) => w.startsWith(term.text)).length;
    case 'word':
      // A one-word hashtag is already one of the words.
      return (prepared.counts.get(term.text) ?? 0) + (prepared.counts.get(term.plural) ?? 0) + (prepared.counts.get(term.pluralEs) ?? 0);
    case 'phrase':
      return occurrences(prepared.spaced, term.spaced) + prepared.hashtags.filter((h) => h === term.joined).length;
  }
}

export type CompiledTerm =
  | { kind: 'none' }
  | { kind: 'unspaced' | 'prefix'; text: string }
  | { kind: 'word'; text: string; plural: string; pluralEs: string }
  | { kind: 'phrase'; spaced: string; joined: string };

/** Terms come from a few shipped lists: each is compiled once. */
const compiledTerms = new Map<string, CompiledTerm>();

export function compileTerm(rawTerm: string): CompiledTerm {
  let term = compiledTerms.get(rawTerm);
  if (term) return term;
  const text = normalise(rawTerm);
  const termWords = words(text.replace(/\*$/, ''));
  if (text.length === 0 || termWords.length === 0) term = { kind: 'none' };
  else if (isUnspaced(text)) term = { kind: 'unspaced', text };
  else if (text.endsWith('*')) term = { kind: 'prefix', text: text.slice(0, -1) };
  else if (termWords.length === 1) term = { kind: 'word', text: termWords[0], plural: `${termWords[0]}s`, pluralEs: `${termWords[0]}es` };
  else term = { kind: 'phrase', spaced: ` ${termWords.join(' ').replace(/-/g, ' ')} `, joined: text.replace(/[\s'-]+/g, '') };
  compiledTerms.set(rawTerm, term);
  return term;
}

function occurrences(haystack: string, needle: string): number {
  let count = 0;
  for (let at = haystack.indexOf(needle); at >= 0; at = haystack.indexOf(needle, at + needle.length)) count++;
  return count;
}

/** A number written with thousands separators (12,400), the same on every machine. */
export function grouped(n: number): string {
  const [whole, fraction] = String(Math.abs(n)).split('.');
  const withCommas = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${n < 0 ? '-' : ''}${withCommas}${fraction ? `.${fraction}` : ''}`;
}

export const round2 = (n: number) => Math.round(n * 100) / 100;

/** A text cut to at most `max` characters at a word boundary, with an ellipsis when cut. */
export function excerpt(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if ([...flat].length <= max) return flat;
  const cut = [...flat].slice(0, max - 1).join('');
  const atSpace = cut.lastIndexOf(' ');
  return `${(atSpace > max / 2 ? cut.slice(0, atSpace) : cut).replace(/[\s,.;:!?-]+$/u, '')}…`;
}

/** "a" or "an" before an English word. */
export const article = (word: string) => (/^[aeiou]/i.test(word) ? 'an' : 'a');

/** "a, b and c". */
export function listed(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}
