import { proseOf } from './text.ts';

/**
 * Language detection with eld (Nito-ELD, ISO 639-1 codes for 60 languages), its extrasmall database: about 30 MB of
 * heap and 0.2 s to load, so it is loaded on the first detection, not when the module is imported. The instance is
 * our own (`newInstance`), so settings another part of the process might give eld's shared instance cannot change
 * what we detect. eld is deterministic: the same text always gives the same answer.
 */
interface Detector {
  detect(text: string): { language: string; isReliable(): boolean };
}

let loading: Promise<Detector> | null = null;

function detector(): Promise<Detector> {
  loading ??= import('eld/extrasmall').then(({ eld }) => eld.newInstance());
  return loading;
}

const languageNames = new Intl.DisplayNames(['en'], { type: 'language', fallback: 'none' });

/** The full English name of an ISO 639 code ("pt" → "Portuguese"), or null for a code Intl does not know. */
export function languageName(code: string): string | null {
  try {
    const name = languageNames.of(code);
    return name && name.toLowerCase() !== code.toLowerCase() ? name : null;
  } catch {
    return null;
  }
}

/** Texts shorter than this (in letters) are not worth asking about: one or two words name no language reliably. */
const MIN_LETTERS = 4;

/**
 * The language of a text's prose (links, hashtags, mentions and emoji removed) as a full English name, or null when
 * there is too little prose or eld does not call its answer reliable.
 */
export async function detectLanguage(text: string | null): Promise<string | null> {
  if (!text) return null;
  const prose = proseOf(text);
  if ((prose.match(/\p{L}/gu) ?? []).length < MIN_LETTERS) return null;
  const result = (await detector()).detect(prose);
  if (!result.language || !result.isReliable()) return null;
  return languageName(result.language);
}

/**
 * The languages of several texts, most frequent first (ties in alphabetical order, so the answer never depends on
 * the order of the texts), each once. Texts without a reliable language are not counted.
 */
export async function languagesOf(texts: (string | null)[]): Promise<string[]> {
  const counts = new Map<string, number>();
  for (const text of texts) {
    const language = await detectLanguage(text);
    if (language) counts.set(language, (counts.get(language) ?? 0) + 1);
  }
  return [...counts].sort(([a, x], [b, y]) => y - x || (a < b ? -1 : a > b ? 1 : 0)).map(([name]) => name);
}
