/**
 * Email addresses in free text: plain ones and the usual obfuscations (`name [at] domain [dot] com`,
 * `name (at) domain (dot) com`, `name AT domain DOT com`, `name @ domain.com`), lower case, in the order they appear.
 */

// Every pattern is bounded (whitespace is collapsed first, parts have maximum lengths), so a page of megabytes of
// letters or spaces is searched in linear time.
const BRACKET_AT = / ?[[({<] ?at ?[\])}>] ?/gi;
const BRACKET_DOT = / ?[[({<] ?dot ?[\])}>] ?/gi;
/** Only the uppercase word forms count, so `meet at the park dot` stays prose. */
const WORD_AT = /(?<=[A-Za-z0-9._%+-]) AT (?=[A-Za-z0-9])/g;
const WORD_DOT = /(?<=[A-Za-z0-9-]) DOT (?=[A-Za-z])/g;
const SPACED_AT = /(?<=[A-Za-z0-9._%+-]) @ (?=[A-Za-z0-9])/g;
const LABEL = '[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?';
const EMAIL = new RegExp(`(?<![A-Za-z0-9._%+-])[A-Za-z0-9._%+-]{1,64}@${LABEL}(?:\\.${LABEL}){0,8}\\.[A-Za-z]{2,24}\\b`, 'g');
/** Names that look like addresses but are files (`logo@2x.png`). */
const FILE = /\.(?:png|jpe?g|gif|webp|svg|avif|ico|css|js|mjs|json|woff2?|mp4|webm)$/;

const deobfuscate = (text: string) =>
  text.replace(/\s+/g, ' ').replace(BRACKET_AT, '@').replace(BRACKET_DOT, '.').replace(WORD_AT, '@').replace(WORD_DOT, '.').replace(SPACED_AT, '@');

/** A valid-looking address, lower case, or null. */
export function cleanEmail(candidate: string): string | null {
  const email = candidate
    .trim()
    .replace(/^[._%+-]+/, '')
    .replace(/\.+$/, '')
    .toLowerCase();
  const at = email.indexOf('@');
  if (at < 1 || at > 64 || email.length > 254 || at !== email.lastIndexOf('@') || FILE.test(email)) return null;
  const match = email.match(EMAIL);
  return match && match[0] === email ? email : null;
}

export function emailsIn(text: string | null | undefined): string[] {
  if (!text) return [];
  const found: string[] = [];
  for (const match of deobfuscate(text).matchAll(EMAIL)) {
    const email = cleanEmail(match[0]);
    if (email) found.push(email);
  }
  return found;
}
