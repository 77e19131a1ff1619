import { emailsInHtml, emailsInText } from './find-emails.ts';

/** One labelled case: a biography (`text`) or a page (`html`), and the addresses a person reads from it. */
export interface ContactCase {
  id: string;
  text?: string;
  html?: string;
  /** Lower case; empty when the input holds no address. */
  emails: string[];
  /** The trick the case tests. */
  note: string;
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
  return {
    cases: cases.length,
    truePositives,
    falsePositives,
    falseNegatives,
    precision: truePositives + falsePositives === 0 ? 1 : truePositives / (truePositives + falsePositives),
    recall: truePositives + falseNegatives === 0 ? 1 : truePositives / (truePositives + falseNegatives),
    failing,
  };
}

/** `emailsInText` over biographies. */
export const measureBios = (cases: readonly ContactCase[]): ContactMeasure =>
  measureContacts(cases, (c) => emailsInText(c.text ?? '').map((found) => found.email));

/** `emailsInHtml` over pages. */
export const measurePages = (cases: readonly ContactCase[]): ContactMeasure =>
  measureContacts(cases, (c) => emailsInHtml(c.html ?? '').map((found) => found.email));
