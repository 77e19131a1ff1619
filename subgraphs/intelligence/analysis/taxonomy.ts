import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { compileTerm, countCompiled, countTerm, normalise, prepare, type CompiledTerm, type Prepared } from './text.ts';

/**
 * The niche taxonomy (taxonomy.json beside this file: about 20 niches, each with the category names it matches,
 * the kinds of brands that fit it, weighted terms and sub-niches) and the scoring that picks a profile's niche.
 */
const taxonomySchema = z.object({
  _about: z.string(),
  niches: z
    .array(
      z.object({
        name: z.string().min(1),
        categories: z.array(z.string().min(1)),
        brand_categories: z.array(z.string().min(1)),
        terms: z.record(z.string().min(1), z.number().positive()),
        sub_niches: z.record(z.string().min(1), z.array(z.string().min(1)).min(1)),
      }),
    )
    .min(1),
  professions: z.array(z.object({ label: z.string().min(1), terms: z.array(z.string().min(1)).min(1) })),
});

export const TAXONOMY = taxonomySchema.parse(JSON.parse(readFileSync(new URL('./taxonomy.json', import.meta.url), 'utf8')));
export type Niche = (typeof TAXONOMY.niches)[number];

/** The niche of a profile with no signal for any niche: nothing is claimed. */
export const GENERAL_NICHE = 'general';
/** A niche needs this score to be named: a single weak hint is not a niche. */
const MIN_NICHE_SCORE = 3;
/** Occurrences of one term counted per text: a caption repeating a word forty times is not forty captions. */
const PER_TEXT_CAP = 3;
/** A category that names the niche weighs as much as a few strong terms: it is what the account says it is. */
const CATEGORY_SCORE = 6;
const BIO_WEIGHT = 2;
const CATEGORY_TEXT_WEIGHT = 2;

/** Each niche's weighted terms compiled, in the taxonomy's order, and its category names in normal form: made once. */
const COMPILED = new Map(
  TAXONOMY.niches.map((niche) => [
    niche,
    {
      terms: Object.entries(niche.terms).map(([term, weight]): [CompiledTerm, number] => [compileTerm(term), weight]),
      categories: niche.categories.map((c) => normalise(c)),
    },
  ]),
);

function termScore(prepared: Prepared, terms: [CompiledTerm, number][]): number {
  let score = 0;
  for (const [term, weight] of terms) score += weight * Math.min(PER_TEXT_CAP, countCompiled(prepared, term));
  return score;
}

export interface NicheInput {
  categories: (string | null)[];
  biography: string | null;
  captions: (string | null)[];
}

export interface NicheResult {
  /** The strongest niche's name, or `general`. */
  primary: string;
  niche: Niche | null;
  /** Sub-niches of the primary niche with a signal, strongest first, at most 4. */
  sub_niches: string[];
  /** Sub-niches of the primary niche with the number of texts (biography, captions) that mention them. */
  keywordTexts: Map<string, number>;
}

/** Scores every niche from the category (its own statement), the biography (twice) and each caption (once). */
export function scoreNiches(input: NicheInput): NicheResult {
  const categories = input.categories.filter((c): c is string => !!c && c.trim().length > 0);
  const categoryTexts = categories.map((c) => prepare(c));
  const bio = prepare(input.biography);
  const captions = input.captions.filter((c): c is string => !!c && c.trim().length > 0).map((c) => prepare(c));
  const weighted: [Prepared, number][] = [
    ...categoryTexts.map((c): [Prepared, number] => [c, CATEGORY_TEXT_WEIGHT]),
    [bio, BIO_WEIGHT],
    ...captions.map((c): [Prepared, number] => [c, 1]),
  ];

  const normalisedCategories = categories.map((category) => normalise(category));
  let best: { niche: Niche; score: number } | null = null;
  for (const niche of TAXONOMY.niches) {
    const compiled = COMPILED.get(niche)!;
    let score = 0;
    for (const normalised of normalisedCategories) {
      if (compiled.categories.some((c) => normalised.includes(c))) score += CATEGORY_SCORE;
    }
    for (const [text, weight] of weighted) score += weight * termScore(text, compiled.terms);
    if (score >= MIN_NICHE_SCORE && (!best || score > best.score)) best = { niche, score };
  }

  if (!best) return { primary: GENERAL_NICHE, niche: null, sub_niches: [], keywordTexts: new Map() };
  const keywordTexts = new Map<string, number>();
  for (const [sub, terms] of Object.entries(best.niche.sub_niches)) {
    const texts = [bio, ...captions].filter((text) => terms.some((term) => countTerm(text, term) > 0)).length;
    if (texts > 0) keywordTexts.set(sub, texts);
  }
  const subs = Object.entries(best.niche.sub_niches)
    .map(([name, terms], order) => {
      let score = 0;
      for (const [text, weight] of weighted) score += weight * terms.reduce((sum, term) => sum + Math.min(PER_TEXT_CAP, countTerm(text, term)), 0);
      return { name, score, order };
    })
    .filter((s) => s.score > 0)
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .slice(0, 4)
    .map((s) => s.name);
  return { primary: best.niche.name, niche: best.niche, sub_niches: subs, keywordTexts };
}

/** The niches one caption is about, strongest first, at most 3 (each needs the niche threshold on its own). */
export function topicsOf(caption: string | null): string[] {
  const prepared = prepare(caption);
  return TAXONOMY.niches
    .map((niche, order) => ({ name: niche.name, score: termScore(prepared, COMPILED.get(niche)!.terms), order }))
    .filter((n) => n.score >= MIN_NICHE_SCORE)
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .slice(0, 3)
    .map((n) => n.name);
}

/**
 * The profession a person states in the biography or as the category, in the label the taxonomy gives it
 * ("fotógrafa" → Photographer). The most specific term wins ("makeup artist" over "artist"), then the earliest.
 */
export function professionOf(biography: string | null, categories: (string | null)[]): string | null {
  const texts = [biography, ...categories].filter((t): t is string => !!t);
  let best: { label: string; length: number; text: number; at: number } | null = null;
  texts.forEach((text, textIndex) => {
    const prepared = prepare(text);
    for (const profession of TAXONOMY.professions) {
      for (const term of profession.terms) {
        if (countTerm(prepared, term) === 0) continue;
        const at = prepared.spaced.indexOf(` ${normalise(term)}`);
        const candidate = {
          label: profession.label,
          length: normalise(term).length,
          text: textIndex,
          at: at < 0 ? prepared.normalised.indexOf(normalise(term)) : at,
        };
        if (
          !best ||
          candidate.text < best.text ||
          (candidate.text === best.text && (candidate.length > best.length || (candidate.length === best.length && candidate.at < best.at)))
        )
          best = candidate;
      }
    }
  });
  return (best as { label: string } | null)?.label ?? null;
}
