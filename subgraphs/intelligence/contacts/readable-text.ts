import { createRequire } from 'node:module';
import { decodeHTML } from 'entities';

const require = createRequire(import.meta.url);
/**
 * The IANA top-level domains (the `tlds` package), lower case, and the two reserved for examples and tests (RFC 2606:
 * `.example`, `.test`), so documentation and sandbox addresses read as real ones do.
 */
const TLDS: ReadonlySet<string> = new Set([...(require('tlds') as string[]).map((tld) => tld.toLowerCase()), 'example', 'test']);

// Every pattern is bounded (whitespace is collapsed first, parts have maximum lengths), so long inputs are searched
// in linear time.
const LOCAL = '[A-Za-z0-9._%+-]{1,64}';
const LABEL = '[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?';
/** `@` written loosely: a space on one side or both, `(@)`, `[@]`, or the words at / arroba (any case) between spaces. */
const AT = String.raw`(?: ?@ ?| ?[[({<] ?@ ?[\])}>] ?| (?:at|arroba) )`;
/** `.` written loosely: ` . `, `(.)`, `[.]`, `[dot]`, or the words dot / punto between spaces. A `.` with a space on one side only is a sentence's end. */
const DOT = String.raw`(?:\.| \. | ?[[({<] ?(?:\.|dot) ?[\])}>] ?| (?:dot|punto) )`;
const LOOSE = new RegExp(`(?<![A-Za-z0-9._%+-])(${LOCAL})(${AT})(${LABEL}(?:${DOT}${LABEL}){1,8})(?![A-Za-z0-9-]|@)`, 'gi');
const LOOSE_DOT = new RegExp(DOT, 'gi');
/**
 * Words that, before ` at ` or ` @` and a plainly written domain, make prose rather than an address: `Engineer at
 * stripe.com`, `find me at linktr.ee`, `Shop @maya.studio`. (With `dot` words, brackets or a space after the `@` the
 * writer is spelling an address out, and any local part counts.)
 */
const PROSE = new Set(
  (
    'a an the i me us you him her them it we they he she this that now then here there also still currently based live lives living ' +
    'work works working worked job jobs find found see seen visit visiting available more read watch listen stream streaming ' +
    'join catch meet up in out back look check engineer engineering designer developer intern student manager founder cofounder ' +
    'co-founder lead head ceo cto cfo coo director editor writer producer artist creator host partner ' +
    // words that introduce a handle: `Shop @maya.studio`, `Managed by @wildcard.agency`
    'shop follow followed by on via with and or to from for of at ig insta instagram twitter tiktok youtube x dm tag ft feat w ' +
    'managed repped rep signed looks my our his their love loving thanks thank'
  ).split(' '),
);

/**
 * Text as a reader sees it: HTML entities decoded (`&#64;`, `&commat;`), compatibility forms folded (NFKC: `＠` → `@`,
 * `．` → `.`), whitespace collapsed, and loosely written addresses (`name at domain dot com`, `name @domain.com`,
 * `name (@) domain (.) com`, `name arroba domain punto mx`) rewritten as plain ones — only when the result is an
 * address whose domain ends in a real top-level domain, so `support at 9am`, `meet me at the cafe dot` and
 * `Shop @maya.creates` stay prose.
 */
export function readableText(text: string): string {
  return decodeHTML(text)
    .normalize('NFKC')
    .replace(/\s+/g, ' ')
    .replace(LOOSE, (whole: string, local: string, at: string, domain: string, offset: number, all: string) => {
      const labels = domain.split(LOOSE_DOT);
      const tld = labels[labels.length - 1].toLowerCase();
      if (!TLDS.has(tld) || !/^[a-z]{2,24}$/.test(tld)) return whole;
      const plainDomain = /^[A-Za-z0-9.-]+$/.test(domain);
      if (/^ (?:at|arroba) $|^ @$/i.test(at) && plainDomain && (PROSE.has(local.toLowerCase()) || all[offset + whole.length] === '/')) return whole;
      return `${local}@${labels.join('.')}`;
    });
}
