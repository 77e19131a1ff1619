/**
 * What an address is for and how much it can be trusted: rules over its local part, its domain and the words
 * around it (documented in the README). `reliability` is stated by the method, not calibrated.
 */

export type Category = 'collab' | 'support' | 'personal' | 'corporate_sales' | 'press' | 'other';
export type Relevance = 'recommended' | 'possible' | 'not_recommended';
export type SourceType = 'official_profile' | 'official_site' | 'link_in_bio' | 'marketplace_or_store' | 'third_party' | 'unknown';
/** What the caller wants to reach the account for; it decides `contact_relevance`. */
export type Goal = 'collaboration' | 'sales' | 'press' | 'support';

/** What an address's own name says it is for (`press@`, `bookings@`, `ventas@`). */
const RULES: [Category, RegExp][] = [
  [
    'collab',
    /^(collabs?|colabs?|collaborations?|colaboraciones|partnerships?|partners?|parcerias?|kooperation(en)?|business|biz|brands?|sponsors?(hip)?|booking|bookings|gigs|talent|mgmt|management|influencer|creator|ads|advertising|werbung|publi)\b/,
  ],
  ['press', /^(press|presse|prensa|imprensa|stampa|media|pr|news|journalists?|publicity|comms|communications)\b/],
  ['corporate_sales', /^(sales|ventas|vendas|vertrieb|wholesale|orders?|b2b|trade|retail|sell|shop)\b/],
  ['support', /^(support|soporte|suporte|kundenservice|assistenza|help|care|service|customerservice|customer[._-]?care|returns?|helpdesk)\b/],
];

/** Inboxes that say nothing of their purpose: the words around them decide, else `other`. */
const GENERIC =
  /^(info|contact|contacto|contato|kontakt|hello|hola|hallo|ciao|bonjour|hi|hey|team|office|admin|mail|email|inquiries|enquiries|noreply|no[._-]?reply)\b/;

/**
 * Words that label an address's purpose, in the languages profiles write in. Latin-script words are matched at word
 * starts; words in other scripts anywhere.
 */
const CONTEXT: [Category, RegExp][] = [
  [
    'collab',
    new RegExp(
      [
        '\\b(?:collabs?|colabs?|collaborat\\w*|colaboraç\\w*|colabora\\w*|collaborazion\\w*|kollab\\w*|partnerships?|partner inquir\\w*|parcerias?',
        'kooperation\\w*|zusammenarbeit|partenariats?|sponsor\\w*|patrocin\\w*|business (?:inquir|enquir|contact|e-?mail|only)\\w*|business:|brand deals?',
        'brand partnerships?|bookings?|book now|booking inquir\\w*|management|mgmt|managed by|work together|work with (?:me|us)|hire me',
        'endorse\\w*|kerjasama|contact pro|demandes? pro|anfragen f(?:ü|ue)r kooperation\\w*|werbung|publicidad|publicidade|pubblicit(?:à|a)',
        'advertising|ads)\\b',
        'реклам|сотрудничеств|お仕事|案件|仕事の依頼|商务合作|合作|비즈니스|협업|광고 문의|تعاون|ติดต่องาน|iş birliği|is birligi',
      ].join('|'),
      'i',
    ),
  ],
  ['press', /\b(?:press|presse|prensa|imprensa|stampa|pr|media inquir\w*|media enquir\w*|journalists?)\b|取材|媒体/i],
  ['corporate_sales', /\b(?:wholesale|sales|ventas|vendas|vertrieb|ventes|vendite|gro(?:ß|ss)handel|b2b|orders?|order cakes)\b/i],
  ['support', /\b(?:support|soporte|suporte|kundenservice|service client|assistenza|customer service|customer care|help ?desk|need help)\b/i],
];

/** Webmail domains: an address there with a person-like local part is a personal address. */
const WEBMAIL = new Set([
  'gmail.com',
  'googlemail.com',
  'outlook.com',
  'outlook.de',
  'outlook.fr',
  'outlook.es',
  'hotmail.com',
  'hotmail.fr',
  'hotmail.de',
  'hotmail.es',
  'hotmail.it',
  'hotmail.co.uk',
  'live.com',
  'live.fr',
  'live.co.uk',
  'msn.com',
  'yahoo.com',
  'yahoo.fr',
  'yahoo.de',
  'yahoo.co.uk',
  'yahoo.co.jp',
  'ymail.com',
  'icloud.com',
  'me.com',
  'mac.com',
  'proton.me',
  'protonmail.com',
  'pm.me',
  'fastmail.com',
  'fastmail.fm',
  'hey.com',
  'zoho.com',
  'tutanota.com',
  'mail.com',
  'gmx.com',
  'gmx.de',
  'gmx.net',
  'web.de',
  't-online.de',
  'aol.com',
  'libero.it',
  'orange.fr',
  'free.fr',
  'laposte.net',
  'uol.com.br',
  'bol.com.br',
  'yandex.ru',
  'yandex.com',
  'mail.ru',
  'bk.ru',
  'list.ru',
  'inbox.ru',
  'rambler.ru',
  'qq.com',
  '163.com',
  '126.com',
  'naver.com',
  'hanmail.net',
  'daum.net',
  'seznam.cz',
  'wp.pl',
]);

/** The purposes the words name, nearest to the address first. */
function named(words: string): Category[] {
  const found: [number, Category][] = [];
  for (const [category, rule] of CONTEXT) {
    const global = new RegExp(rule.source, rule.flags.includes('g') ? rule.flags : `${rule.flags}g`);
    let last = -1;
    for (const match of words.matchAll(global)) last = match.index;
    if (last >= 0) found.push([last, category]);
  }
  return found.sort((a, b) => b[0] - a[0]).map(([, category]) => category);
}

/** An address written in the words: where a label stops applying to the next address. */
const ANOTHER = /[^\s|:;,<>()"'“”]+@[^\s|:;,<>()"'“”]+|\|/;

/**
 * What an address is for, as a person reads it. Where the words hold the address: the words that label it (those
 * before it, back to the previous address or `|`) first, and when they name several purposes the one the address's
 * own name says, else the nearest; when they name none, the address's own name (`press@`), then the words after it.
 * Where they do not (a mailto link's label, subject and section; a protected address's section): the address's own
 * name, then those words. A generic inbox (`info@`) is then `other`, a person's address at a webmail domain
 * `personal`, anything else `other`.
 */
export function categoryOf(email: string, evidence: string): Category {
  const [local, domain] = email.split('@');
  const tag = local.toLowerCase().replace(/[+].*$/, '');
  // Each word of the local part (`mua_bookings@` says bookings).
  const own = RULES.find(([, rule]) => tag.split(/[._-]/).some((word) => rule.test(word)))?.[0];
  // Lower case without the dot a capital İ leaves (`İş birliği`).
  const text = evidence.toLowerCase().replace(/\u0307/g, '');
  // Where the address is written: as it is, else in an obfuscated form (`press (at) studio.test`).
  let at = text.lastIndexOf(email);
  if (at < 0) at = text.search(new RegExp(`(?<![\\w.+-])${local.toLowerCase().replace(/[.+]/g, '\\$&')}\\s*(?:@|＠|[[({]?\\s*(?:at|@)\\s*[\\])}]?\\s)`));
  if (at < 0) {
    if (own) return own;
    const labels = named(text);
    if (labels.length) return labels[0];
  } else {
    const labels = named(text.slice(0, at).split(ANOTHER).pop() ?? '');
    if (labels.length) return own && labels.includes(own) ? own : labels[0];
    if (own) return own;
    const after = named(text.slice(at + email.length).split(ANOTHER)[0]);
    if (after.length) return after[after.length - 1];
  }
  if (GENERIC.test(tag)) return 'other';
  if (WEBMAIL.has(domain)) return 'personal';
  return 'other';
}

const RELEVANCE: Record<Goal, Record<Category, Relevance>> = {
  collaboration: {
    collab: 'recommended',
    personal: 'possible',
    other: 'possible',
    press: 'possible',
    corporate_sales: 'not_recommended',
    support: 'not_recommended',
  },
  sales: { corporate_sales: 'recommended', collab: 'possible', other: 'possible', personal: 'possible', press: 'not_recommended', support: 'not_recommended' },
  press: { press: 'recommended', collab: 'possible', other: 'possible', personal: 'possible', corporate_sales: 'not_recommended', support: 'not_recommended' },
  support: {
    support: 'recommended',
    other: 'possible',
    personal: 'possible',
    collab: 'not_recommended',
    press: 'not_recommended',
    corporate_sales: 'not_recommended',
  },
};

export const relevanceOf = (goal: Goal, category: Category): Relevance => RELEVANCE[goal][category];

/** Stated confidence by where and how the address was written. */
export function reliabilityOf(sourceType: SourceType, form: 'mailto' | 'plain' | 'obfuscated' | 'protected'): number {
  const where = { official_profile: 0.9, official_site: 0.85, link_in_bio: 0.8, marketplace_or_store: 0.7, third_party: 0.5, unknown: 0.4 }[sourceType];
  const how = { mailto: 0.05, protected: 0.05, plain: 0, obfuscated: -0.05 }[form];
  return Math.round((where + how) * 100) / 100;
}
