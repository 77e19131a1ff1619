/**
 * What an address is for and how much it can be trusted: rules over its local part, its domain and the words
 * around it (documented in the README). `reliability` is stated by the method, not calibrated.
 */

export type Category = 'collab' | 'support' | 'personal' | 'corporate_sales' | 'press' | 'other';
export type Relevance = 'recommended' | 'possible' | 'not_recommended';
export type SourceType = 'official_profile' | 'official_site' | 'link_in_bio' | 'marketplace_or_store' | 'third_party' | 'unknown';
/** What the caller wants to reach the account for; it decides `contact_relevance`. */
export type Goal = 'collaboration' | 'sales' | 'press' | 'support';

const RULES: [Category, RegExp][] = [
  [
    'collab',
    /^(collabs?|collaborations?|partnerships?|partners?|business|biz|brands?|sponsors?(hip)?|booking|bookings|talent|mgmt|management|influencer|creator|inquiries|enquiries)\b/,
  ],
  ['press', /^(press|media|pr|news|journalists?|publicity|comms|communications)\b/],
  ['corporate_sales', /^(sales|wholesale|orders?|b2b|trade|retail|sell)\b/],
  ['support', /^(support|help|care|service|customerservice|customer[._-]?care|returns?|helpdesk)\b/],
];

/** Inboxes that say nothing of their purpose: the words around them decide, else `other`. */
const GENERIC = /^(info|contact|hello|hi|hey|team|office|admin|mail|email|noreply|no[._-]?reply)\b/;

/**
 * Words around an address that say what it is for, in the languages creators write most (English, Portuguese,
 * Spanish, German, French, Italian, Japanese): `Parcerias:`, `Prensa:`, `Vertrieb:`, `お仕事のご依頼`…
 */
const CONTEXT: [Category, RegExp][] = [
  [
    'collab',
    /\b(collabs?|collaborat\w*|partnerships?|sponsor\w*|business (inquir|enquir)\w*|brand deals?|bookings?|management|mgmt|parcerias?|publicidade|colabora\w*|kooperation\w*|zusammenarbeit|partenariats?|collaborazion\w*)\b|お仕事|案件/i,
  ],
  ['press', /\b(press|media (inquir|enquir)\w*|imprensa|prensa|presse|stampa)\b/i],
  ['corporate_sales', /\b(wholesale|sales|vendas|ventas|vertrieb|ventes|vendite)\b/i],
  ['support', /\b(support|customer service|help|suporte|soporte|kundenservice|service client|assistenza)\b/i],
];

/** Webmail domains: an address there with a person-like local part is a personal address. */
const WEBMAIL = new Set([
  'gmail.com',
  'googlemail.com',
  'outlook.com',
  'hotmail.com',
  'live.com',
  'yahoo.com',
  'icloud.com',
  'me.com',
  'proton.me',
  'protonmail.com',
  'gmx.com',
  'gmx.de',
  'aol.com',
  'yandex.ru',
  'mail.ru',
  'web.de',
]);

export function categoryOf(email: string, evidence: string): Category {
  const [local, domain] = email.split('@');
  const tag = local.toLowerCase().replace(/[+].*$/, '');
  for (const [category, rule] of RULES) if (rule.test(tag)) return category;
  for (const [category, rule] of CONTEXT) if (rule.test(evidence)) return category;
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
