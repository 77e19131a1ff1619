import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { isUnspaced, normalise, segments } from './text.ts';

/**
 * Where a profile says it is: country, state or region and city, from a stated location field or from the
 * biography ("📍 Lisbon, Portugal", "Based in Austin, TX", "東京在住"). Never guessed from the language, the name or
 * the audience: a profile that states no place has none.
 *
 * Country names are Intl.DisplayNames' English names over every ISO 3166-1 region (so "Portugal", "United States",
 * "Türkiye"). Cities and regions come from gazetteer.json beside this file, a small hand-compiled list (its
 * `_source` says what it holds and where it comes from): the US states, Canada's provinces, Australia's states, a
 * few well-known regions elsewhere and about 250 major cities, each with its country and region and the spellings
 * people write ("Lisboa", "München", "東京").
 */

export interface Place {
  city: string | null;
  state_or_region: string | null;
  country: string | null;
}

const gazetteerSchema = z.object({
  _source: z.string(),
  country_aliases: z.record(z.string().regex(/^[A-Z]{2}$/), z.array(z.string())),
  regions: z.array(z.object({ name: z.string(), country: z.string().regex(/^[A-Z]{2}$/), codes: z.array(z.string()), aliases: z.array(z.string()) })),
  cities: z.array(z.object({ name: z.string(), country: z.string().regex(/^[A-Z]{2}$/), region: z.string().nullable(), aliases: z.array(z.string()) })),
});
type Region = z.infer<typeof gazetteerSchema>['regions'][number];
type City = z.infer<typeof gazetteerSchema>['cities'][number];

const gazetteer = gazetteerSchema.parse(JSON.parse(readFileSync(new URL('./gazetteer.json', import.meta.url), 'utf8')));

const regionNames = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });

/** Codes Intl names that are not countries or territories of ISO 3166-1 (unions, pseudo-regions, reserved codes). */
const NOT_COUNTRIES = new Set(['AC', 'CP', 'CQ', 'DG', 'EA', 'EU', 'EZ', 'IC', 'QO', 'TA', 'UN', 'XA', 'XB', 'ZZ']);

/**
 * Every two-letter region Intl knows by its own code (deprecated codes such as DD or YU canonicalise to another and
 * are left out), less the ones above: the ISO 3166-1 countries and territories, and Kosovo (XK).
 */
export const COUNTRY_CODES: readonly string[] = (() => {
  const codes: string[] = [];
  for (let a = 65; a <= 90; a++) {
    for (let b = 65; b <= 90; b++) {
      const code = String.fromCharCode(a, b);
      if (NOT_COUNTRIES.has(code)) continue;
      // Deprecated codes (DD, UK, YU …) canonicalise to the code that replaced them.
      if (new Intl.Locale(`und-${code}`).region !== code) continue;
      const name = regionNames.of(code);
      if (name && name !== code) codes.push(code);
    }
  }
  return codes;
})();

export const countryName = (code: string): string => regionNames.of(code) ?? code;

/** The form place names are compared in: normalised, "&" as "and", "St." as "saint", punctuation out. */
function key(text: string): string {
  return normalise(text)
    .replace(/&/g, ' and ')
    .replace(/\bst\.?\s/g, 'saint ')
    .replace(/[.'’()\-–,]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Abbreviations (US, UK, NYC, DC …) count only when written in capitals: "us" and "uk" are words too. */
const capitalsOnly = new Set<string>();
const isAbbreviation = (name: string) => /^[A-Z][A-Z.]{1,5}$/.test(name);

const countries = new Map<string, string>();
const unspacedNames: { name: string; kind: 'country' | 'city' | 'region'; country: string; city?: City; region?: Region }[] = [];
for (const code of COUNTRY_CODES) {
  const name = countryName(code);
  const variants = [name, name.replace(/\s*\(.*\)\s*/, ''), ...(name.match(/\(([^)]+)\)/)?.slice(1) ?? [])];
  for (const variant of variants) if (!countries.has(key(variant))) countries.set(key(variant), code);
}
for (const [code, aliases] of Object.entries(gazetteer.country_aliases)) {
  for (const alias of aliases) {
    if (isUnspaced(alias)) unspacedNames.push({ name: alias, kind: 'country', country: code });
    else countries.set(key(alias), code);
    if (isAbbreviation(alias)) capitalsOnly.add(key(alias));
  }
}

const cities = new Map<string, City>();
for (const city of gazetteer.cities) {
  for (const name of [city.name, ...city.aliases]) {
    if (isUnspaced(name)) unspacedNames.push({ name, kind: 'city', country: city.country, city });
    else if (!cities.has(key(name))) cities.set(key(name), city);
    if (isAbbreviation(name)) capitalsOnly.add(key(name));
  }
}

const regionsByName = new Map<string, Region[]>();
const regionsByCode = new Map<string, Region[]>();
for (const region of gazetteer.regions) {
  for (const name of [region.name, ...region.aliases]) {
    if (isUnspaced(name)) unspacedNames.push({ name, kind: 'region', country: region.country, region });
    else regionsByName.set(key(name), [...(regionsByName.get(key(name)) ?? []), region]);
  }
  for (const code of region.codes) regionsByCode.set(code, [...(regionsByCode.get(code) ?? []), region]);
}
// Longest first, so 東京都 would win over 東京 and 大阪 is not found inside a longer name.
unspacedNames.sort((a, b) => b.name.length - a.name.length || (a.name < b.name ? -1 : 1));

type Found =
  { kind: 'city'; city: City; written: string } | { kind: 'region'; regions: Region[]; written: string } | { kind: 'country'; code: string; written: string };

/** What one comma-separated part names, if anything. Region codes (TX, NSW) count only after a first part. */
function lookup(part: string, codesAllowed: boolean): Found[] {
  const found: Found[] = [];
  const k = key(part);
  if (k.length === 0) return found;
  if (capitalsOnly.has(k) && part.replace(/\./g, '') !== part.replace(/\./g, '').toUpperCase()) return found;
  const city = cities.get(k);
  if (city) found.push({ kind: 'city', city, written: part });
  const regions =
    regionsByName.get(k) ?? (codesAllowed && /^[A-Z]{2,3}$/.test(part.replace(/\./g, '')) ? regionsByCode.get(part.replace(/\./g, '')) : undefined);
  if (regions) found.push({ kind: 'region', regions, written: part });
  const country = countries.get(k);
  if (country) found.push({ kind: 'country', code: country, written: part });
  if (found.length === 0 && isUnspaced(part)) {
    for (const entry of unspacedNames) {
      if (!part.includes(entry.name)) continue;
      if (entry.kind === 'city') found.push({ kind: 'city', city: entry.city!, written: entry.city!.name });
      else if (entry.kind === 'region') found.push({ kind: 'region', regions: [entry.region!], written: entry.region!.name });
      else found.push({ kind: 'country', code: entry.country, written: entry.name });
    }
  }
  return found;
}

/** A part of a few capitalised words without digits: could be a town the gazetteer does not list. */
const looksLikePlace = (part: string) =>
  /^(?:[\p{Lu}\p{Lo}][\p{L}\p{M}'’.-]*)(?:\s+(?:[\p{Lu}\p{Lo}][\p{L}\p{M}'’.-]*|de|da|do|dos|das|del|la|le|les|am|an|on|upon|di|van|von|sur))*$/u.test(part) &&
  part.split(/\s+/).length <= 4;

/** The parts that name something: a whole part, else its longest run of leading words, else of trailing words. */
function partsOf(expression: string): { text: string; found: Found[]; whole: boolean }[] {
  const raw = expression
    .replace(/\bWashington,?\s*D\.?\s?C\b\.?/iu, 'Washington DC')
    .split(/\s*[,/;]\s*|\s+[-–—]\s+/u)
    .map((p) => p.trim())
    .filter(Boolean);
  return raw.map((part, index) => {
    const whole = lookup(part, index > 0);
    if (whole.length > 0) return { text: part, found: whole, whole: true };
    const list = part.split(/\s+/);
    for (let n = Math.min(4, list.length - 1); n >= 1; n--) {
      const head = list.slice(0, n).join(' ');
      const fromHead = lookup(head, index > 0);
      if (fromHead.length > 0) return { text: head, found: fromHead, whole: false };
    }
    for (let n = Math.min(4, list.length - 1); n >= 1; n--) {
      const tail = list.slice(list.length - n).join(' ');
      const fromTail = lookup(tail, false);
      if (fromTail.length > 0) return { text: tail, found: fromTail, whole: false };
    }
    return { text: part, found: [], whole: false };
  });
}

/** Country codes of flag emoji (🇵🇹 → PT). */
function flagsOf(text: string): string[] {
  return [...text.matchAll(/([\u{1F1E6}-\u{1F1FF}])([\u{1F1E6}-\u{1F1FF}])/gu)]
    .map((m) => String.fromCharCode(m[1].codePointAt(0)! - 0x1f1e6 + 65, m[2].codePointAt(0)! - 0x1f1e6 + 65))
    .filter((code) => COUNTRY_CODES.includes(code));
}

/**
 * The place a location expression names ("Lisbon, Portugal", "Austin, TX", "Paris 🇫🇷", "東京"), or null, and
 * whether every part of it was a listed place. A first part the gazetteer does not list is taken as the city as
 * written ("Ericeira, Portugal" → Ericeira) when a listed region, country or flag follows it, or alone when `lone`
 * says the expression is an explicit location statement (a location field, a pin).
 */
export function placeOf(expression: string, options: { lone?: boolean } = {}): { place: Place; complete: boolean } | null {
  const flags = flagsOf(expression);
  const cleaned = expression
    .replace(/[\u{1F1E6}-\u{1F1FF}]/gu, ' ')
    .replace(/[^\p{L}\p{M}\p{N}\s,.'’/;&()\-–—]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const parts = partsOf(cleaned);
  let city: City | null = null;
  let cityWritten: string | null = null;
  let regions: Region[] = [];
  let country: string | null = null;
  for (const { found } of parts) {
    for (const f of found) {
      if (f.kind === 'city' && !city) {
        city = f.city;
        cityWritten = f.written;
      }
    }
  }
  // A name that is both a region and a country (Georgia) is the region when the city is in that region's country.
  for (const { found } of parts) {
    for (const f of found) {
      if (f.kind === 'region' && regions.length === 0) {
        const sameCountry = f.regions.filter((r) => !city || r.country === city.country);
        const isCountryToo = found.some((g) => g.kind === 'country');
        if (isCountryToo && !(city && sameCountry.length > 0)) continue;
        regions = sameCountry.length > 0 ? sameCountry : f.regions;
      }
      if (f.kind === 'country' && !country) {
        const isRegionToo = found.some((g) => g.kind === 'region' && city && g.regions.some((r) => r.country === city!.country));
        if (!isRegionToo) country = f.code;
      }
    }
  }
  country ??= flags[0] ?? null;
  // Several regions share a code (WA: Washington and Western Australia): the stated country decides, else the US.
  const region = regions.find((r) => r.country === country) ?? regions.find((r) => !country && r.country === 'US') ?? (country ? null : regions[0]) ?? null;
  const known = parts.filter((p) => p.found.length > 0).length;
  let cityName: string | null = null;
  let regionName = region?.name ?? null;
  const effectiveCountry = country ?? region?.country ?? city?.country ?? null;
  if (city) {
    const agrees = city.country === effectiveCountry && (!region || region.name === city.region || city.region === null);
    if (agrees) {
      cityName = city.name;
      regionName ??= city.region;
    } else {
      // "Paris, TX": the city as written, in the region and country stated.
      cityName = cityWritten;
    }
  } else {
    const first = parts[0];
    if (first && first.found.length === 0 && looksLikePlace(first.text) && (known > 0 || flags.length > 0 || options.lone)) cityName = first.text;
  }
  if (!cityName && !regionName && !effectiveCountry) return null;
  return {
    place: { city: cityName, state_or_region: regionName, country: effectiveCountry ? countryName(effectiveCountry) : null },
    complete: parts.length > 0 && parts.every((p) => p.whole),
  };
}

const MARKER_EMOJI = /[📍📌🏠🏡🌍🌎🌏🗺]\uFE0F?/u;
/** Phrases that state where the account is, anywhere in a segment. */
const MARKER_WORDS =
  /(?:^|[^\p{L}])(?:based in|based out of|living in|lives in|located in|currently in|now in|home is|baseada em|baseado em|moro em|morando em|vivo en|vivo em|viviendo en|basée à|basé à|basée en|basé en|vivant à|j'habite à|wohnhaft in|lebe in|vivo a|abito a)\s+/iu;
/**
 * "From …" states where someone is from only when it opens the segment or follows "I'm", "we're", "hello" …:
 * "Recipes from Italy" is about the recipes, not the account.
 */
const FROM_WORDS = /^(?:(?:i'?m|i am|we'?re|we are|hello|hi|greetings|originally|born and raised|sou|soy|je suis|ich bin|somos)\s+)?(?:from|aus|desde|de)\s+/iu;
const JAPANESE_MARKER = /^(.*?)(?:在住|出身|拠点|を拠点に)/u;

/** The end of the place after a marker: the next sentence end ("Based in Austin, TX. DM for collabs"). */
function untilSentenceEnd(text: string): string {
  const end = text.search(/(?<!\b(?:St|Ste|Mt|Ft|[A-Z]))[.!?](?:\s|$)|[!?;:]|\s[–—]\s/u);
  return (end >= 0 ? text.slice(0, end) : text).trim();
}

/**
 * The place a profile states: its location field first, then the first biography segment that states one, with a
 * pin or a phrase ("📍", "based in", "moro em", "東京在住"), or that is itself nothing but a place ("Lisbon,
 * Portugal"). Null fields where it states none.
 */
export function statedPlace(location: string | null, biography: string | null): Place {
  const none: Place = { city: null, state_or_region: null, country: null };
  if (location && location.trim()) {
    const found = placeOf(location, { lone: true });
    if (found) return found.place;
  }
  for (const segment of segments(biography)) {
    const japanese = segment.match(JAPANESE_MARKER);
    if (japanese && japanese[1].trim()) {
      const found = placeOf(japanese[1].trim().split(/\s+/).pop() ?? '', {});
      if (found) return found.place;
    }
    const emoji = segment.match(MARKER_EMOJI);
    if (emoji && emoji.index !== undefined) {
      const found = placeOf(untilSentenceEnd(segment.slice(emoji.index + emoji[0].length)), { lone: true });
      if (found) return found.place;
    }
    const phrase = segment.match(MARKER_WORDS) ?? segment.replace(/^[^\p{L}]+/u, '').match(FROM_WORDS);
    if (phrase && phrase.index !== undefined) {
      const found = placeOf(untilSentenceEnd(phrase.input!.slice(phrase.index + phrase[0].length)));
      if (found && (found.place.country || found.place.state_or_region)) return found.place;
    }
    const whole = placeOf(segment);
    if (whole?.complete) return whole.place;
  }
  return none;
}
