import { accountAt, type ProfilePages } from '../../../platform/linkinbio/socials.ts';
import { categoryOf, type Category, type SourceType } from './classify.ts';
import { strongest } from './discover.ts';
import { emailsInHtml, emailsInText, type Found } from './find-emails.ts';

/** One labelled case: a biography (`text`) or a page (`html`), and the addresses a person reads from it. */
export interface ContactCase {
  id: string;
  text?: string;
  html?: string;
  /** Lower case; empty when the input holds no address. */
  emails: string[];
  /** The trick the case tests. */
  note: string;
  /** What each address is for, as a person reads the words around it (every address of `emails`). */
  categories?: Record<string, Category>;
}

/** A case the extractor got wrong: what it missed and what it found that is not there. */
export interface CaseFailure {
  id: string;
  missed: string[];
  extra: string[];
}

/** Micro-averaged over addresses: each distinct address of each case counts once. */
export interface ContactMeasure {
  cases: number;
  truePositives: number;
  falsePositives: number;
  falseNegatives: number;
  /** truePositives / (truePositives + falsePositives); 1 when nothing was found. */
  precision: number;
  /** truePositives / (truePositives + falseNegatives); 1 when nothing was expected. */
  recall: number;
  failing: CaseFailure[];
}

/** Scores an extractor (input → addresses) against labelled cases. */
export function measureContacts(cases: readonly ContactCase[], extract: (c: ContactCase) => string[]): ContactMeasure {
  let truePositives = 0;
  let falsePositives = 0;
  let falseNegatives = 0;
  const failing: CaseFailure[] = [];
  for (const c of cases) {
    const expected = new Set(c.emails.map((email) => email.toLowerCase()));
    const found = new Set(extract(c).map((email) => email.toLowerCase()));
    const missed = [...expected].filter((email) => !found.has(email));
    const extra = [...found].filter((email) => !expected.has(email));
    truePositives += expected.size - missed.length;
    falsePositives += extra.length;
    falseNegatives += missed.length;
    if (missed.length || extra.length) failing.push({ id: c.id, missed, extra });
  }
  return { cases: cases.length, ...scores(truePositives, falsePositives, falseNegatives), failing };
}

/** The counts with precision and recall (each 1 when nothing was found, or nothing expected). */
function scores(truePositives: number, falsePositives: number, falseNegatives: number) {
  return {
    truePositives,
    falsePositives,
    falseNegatives,
    precision: truePositives + falsePositives === 0 ? 1 : truePositives / (truePositives + falsePositives),
    recall: truePositives + falseNegatives === 0 ? 1 : truePositives / (truePositives + falseNegatives),
  };
}

/** `emailsInText` over biographies. */
export const measureBios = (cases: readonly ContactCase[]): ContactMeasure =>
  measureContacts(cases, (c) => emailsInText(c.text ?? '').map((found) => found.email));

/** `emailsInHtml` over pages. */
export const measurePages = (cases: readonly ContactCase[]): ContactMeasure =>
  measureContacts(cases, (c) => emailsInHtml(c.html ?? '').map((found) => found.email));

/** One labelled URL: the account a person reads in it (our network's name or the host's registrable domain), or none. */
export interface SocialCase {
  id: string;
  url: string;
  expected: { platform: string; handle: string } | null;
  note: string;
}

/** Micro-averaged over accounts: a URL naming the wrong account is both a false positive and a false negative. */
export interface SocialMeasure {
  cases: number;
  truePositives: number;
  falsePositives: number;
  falseNegatives: number;
  precision: number;
  recall: number;
  failing: { id: string; url: string; expected: SocialCase['expected']; found: SocialCase['expected'] }[];
}

/** `accountAt` over labelled URLs, our networks named by the hosts their modules declare. */
export function measureSocials(cases: readonly SocialCase[], named: readonly ProfilePages[]): SocialMeasure {
  let truePositives = 0;
  let falsePositives = 0;
  let falseNegatives = 0;
  const failing: SocialMeasure['failing'] = [];
  for (const c of cases) {
    const account = accountAt(c.url, named);
    const found = account && { platform: account.platform, handle: account.handle };
    const right = !!found && !!c.expected && found.platform === c.expected.platform && found.handle === c.expected.handle;
    if (right) truePositives++;
    else {
      if (found) falsePositives++;
      if (c.expected) falseNegatives++;
      if (found || c.expected) failing.push({ id: c.id, url: c.url, expected: c.expected, found });
    }
  }
  return { cases: cases.length, ...scores(truePositives, falsePositives, falseNegatives), failing };
}

/** How often `categoryOf` names what a person reads, over every labelled address. */
export interface CategoryMeasure {
  addresses: number;
  correct: number;
  accuracy: number;
  wrong: { id: string; email: string; expected: Category; found: Category | null; evidence: string }[];
}

/**
 * `categoryOf` as discovery calls it: on the address and evidence the extractor reports (biographies as the profile's
 * own text, pages as an official site), an address found twice judged by its most reliable finding. An address the
 * extractor misses counts as wrong.
 */
export function measureCategories(bios: readonly ContactCase[], pages: readonly ContactCase[]): CategoryMeasure {
  const wrong: CategoryMeasure['wrong'] = [];
  let addresses = 0;
  const judge = (c: ContactCase, found: Found[], source_type: SourceType) => {
    const merged = strongest(found.map((f) => ({ ...f, source_type })));
    for (const [email, expected] of Object.entries(c.categories ?? {})) {
      addresses++;
      const hit = merged.get(email);
      const category = hit ? categoryOf(hit.email, hit.evidence) : null;
      if (category !== expected) wrong.push({ id: c.id, email, expected, found: category, evidence: hit?.evidence ?? '' });
    }
  };
  for (const c of bios) judge(c, emailsInText(c.text ?? ''), 'official_profile');
  for (const c of pages) judge(c, emailsInHtml(c.html ?? ''), 'official_site');
  return { addresses, correct: addresses - wrong.length, accuracy: addresses === 0 ? 1 : (addresses - wrong.length) / addresses, wrong };
}
