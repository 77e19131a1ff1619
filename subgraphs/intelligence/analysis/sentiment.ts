import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { isUnspaced, normalise, round2, words } from './text.ts';

/**
 * Lexicon sentiment of a caption (sentiment-lexicon.json beside this file): each positive or negative word or emoji
 * counts one on its side, a word within two words after a negator ("not", "não", "nicht" …) counts for the other
 * side; score = (positive − negative) / (positive + negative), 0 when nothing is found.
 */
const lexiconSchema = z.object({
  _about: z.string(),
  positive: z.array(z.string().min(1)),
  negative: z.array(z.string().min(1)),
  negators: z.array(z.string().min(1)),
});
const LEXICON = lexiconSchema.parse(JSON.parse(readFileSync(new URL('./sentiment-lexicon.json', import.meta.url), 'utf8')));

const isWordTerm = (term: string) => /^[\p{L}\p{N}'-]+$/u.test(term) && !isUnspaced(term);
const split = (terms: string[]) => ({
  words: new Set(terms.filter(isWordTerm).map(normalise)),
  phrases: terms.filter((t) => !isWordTerm(t) && /^[\p{L}\s'-]+$/u.test(t) && !isUnspaced(t)).map(normalise),
  // Emoji and unspaced-script terms, matched as substrings; variation selectors are ignored on both sides.
  substrings: [...new Set(terms.filter((t) => isUnspaced(t) || !/^[\p{L}\s'-]+$/u.test(t)).map((t) => t.replace(/\uFE0F/g, '')))],
});
const POSITIVE = split(LEXICON.positive);
const NEGATIVE = split(LEXICON.negative);
const NEGATORS = new Set(LEXICON.negators.map(normalise));

export type Sentiment = 'positive' | 'neutral' | 'negative';

function countSubstrings(text: string, needles: string[]): number {
  let count = 0;
  for (const needle of needles) {
    for (let at = text.indexOf(needle); at >= 0; at = text.indexOf(needle, at + needle.length)) count++;
  }
  return count;
}

export function sentimentOf(caption: string | null): { sentiment: Sentiment; sentiment_score: number } {
  const text = (caption ?? '').replace(/\uFE0F/g, '');
  const normalised = normalise(text);
  const list = words(normalised);
  let positive = 0;
  let negative = 0;
  list.forEach((word, i) => {
    const negated = list.slice(Math.max(0, i - 2), i).some((w) => NEGATORS.has(w));
    const pos = POSITIVE.words.has(word);
    const neg = NEGATIVE.words.has(word);
    if (pos !== neg) {
      if (pos !== negated) positive++;
      else negative++;
    }
  });
  const spaced = ` ${list.join(' ')} `;
  positive += POSITIVE.phrases.filter((p) => spaced.includes(` ${p} `)).length;
  negative += NEGATIVE.phrases.filter((p) => spaced.includes(` ${p} `)).length;
  positive += countSubstrings(text, POSITIVE.substrings);
  negative += countSubstrings(text, NEGATIVE.substrings);
  if (positive + negative === 0) return { sentiment: 'neutral', sentiment_score: 0 };
  const score = round2((positive - negative) / (positive + negative));
  return { sentiment: score >= 0.25 ? 'positive' : score <= -0.25 ? 'negative' : 'neutral', sentiment_score: score };
}
