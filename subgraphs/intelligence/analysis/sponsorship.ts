import { hashtagsOf, normalise, unique } from './text.ts';

/**
 * Sponsorship disclosure in a caption: the network's paid-partnership flag, disclosure hashtags, disclosure phrases
 * and discount codes, in the languages creators disclose in (advertising rules ask for "#ad", "#werbung",
 * "#publicidad", "publi", "【PR】" …), and the brands a disclosure names.
 */

/** Disclosure hashtags in their normal form (lowercase, accents removed). #unbezahltewerbung is not one of them. */
const DISCLOSURE_HASHTAGS = new Set(
  [
    'ad',
    'ads',
    'advert',
    'advertisement',
    'advertising',
    'sponsored',
    'sponsor',
    'sponsorship',
    'partner',
    'partnership',
    'paidpartnership',
    'paidpartner',
    'paidad',
    'gifted',
    'giftedby',
    'pr',
    'prsample',
    'prproduct',
    'affiliate',
    'affiliatelink',
    'commissionlink',
    'werbung',
    'anzeige',
    'bezahltepartnerschaft',
    'reklame',
    'reklam',
    'reklama',
    'publicidad',
    'publi',
    'patrocinado',
    'patrocinada',
    'colaboracionpagada',
    'publicidade',
    'parceria',
    'parceriapaga',
    'publipost',
    'sponsorise',
    'sponsorisee',
    'partenariat',
    'partenariatremunere',
    'collaborationcommerciale',
    'publicite',
    'adv',
    'pubblicita',
    'sponsorizzato',
    'advertentie',
    'gesponsord',
    '広告',
    'プロモーション',
    'タイアップ',
    '提供',
    '광고',
    '협찬',
  ].map(normalise),
);

/** Disclosure phrases, matched on the caption's normal form; each is reported as `phrase:<first form>`. */
const DISCLOSURE_PHRASES: { name: string; pattern: RegExp }[] = [
  { name: 'paid partnership with', pattern: /\bpaid partnership\b/ },
  { name: 'sponsored by', pattern: /\bsponsored (?:by|post)\b|\bthis (?:post|video) is sponsored\b|\bfor sponsoring\b/ },
  { name: 'in partnership with', pattern: /\bin partnership with\b/ },
  { name: 'gifted by', pattern: /\bgifted by\b|\bpr (?:package|sample)\b/ },
  { name: 'ad', pattern: /^\s*[[(]?\s*ad\s*[\])]?\s*[:|–-]|^\s*[[(]ad[\])]|\|\s*ad\s*$/ },
  { name: 'affiliate link', pattern: /\baffiliate links?\b|\bi (?:may )?earn a (?:small )?commission\b/ },
  { name: 'bezahlte partnerschaft mit', pattern: /\bbezahlte partnerschaft\b/ },
  { name: 'werbung', pattern: /(?<!unbezahlte |unbeauftragte |keine )\bwerbung\b(?! ?,? (?:unbezahlt|unbeauftragt))|^\s*\*?anzeige\b/ },
  { name: 'colaboración pagada con', pattern: /\bcolaboracion pagada\b|\bpatrocinado por\b|\bpublicidad\b/ },
  { name: 'parceria paga com', pattern: /\bparceria paga\b|\bpublicidade\b|\bpubli\b|\bpublipost\b|\bem parceria com\b/ },
  { name: 'partenariat rémunéré avec', pattern: /\bpartenariat remunere\b|\bsponsorise par\b|\bcollaboration commerciale\b|\ben partenariat avec\b/ },
  { name: 'partnership retribuita con', pattern: /\bpartnership retribuita\b|\bsponsorizzato da\b|\bpubblicita\b/ },
  { name: 'betaald partnerschap met', pattern: /\bbetaald partnerschap\b|\bgesponsord door\b/ },
  { name: '【PR】', pattern: /【\s*pr\s*】|［\s*pr\s*］|\[\s*pr\s*\]|^\s*pr\s*[|｜:：]/ },
];

/** "use code ANA10", "código ANA10", "コード「ANA10」": the code itself, upper case with a letter or a digit. */
const CODE_PATTERN =
  /(?:\b(?:promo ?code|discount code|coupon code|coupon|code|codes|codigo|código|cupom|cupon|cupón|rabattcode|gutscheincode|code promo|codice sconto|codice|kode)\b|クーポンコード|クーポン|コード)\s*[:："“'«「『]?\s*([A-Z0-9][A-Z0-9_-]{2,19})(?![\p{L}\p{N}])/giu;

/** Whether a hashtag (without `#`) discloses sponsorship: such tags say nothing about the content. */
export const isDisclosureHashtag = (tag: string) => DISCLOSURE_HASHTAGS.has(normalise(tag));

export function discountCodesOf(text: string): string[] {
  return unique(
    [...text.matchAll(CODE_PATTERN)].map((m) => m[1]).filter((code) => /^[A-Z0-9_-]+$/.test(code) && /[A-Z]/.test(code) && /[A-Z]{2}|\d/.test(code)),
  );
}

export interface Sponsorship {
  is_sponsored: boolean;
  signals: string[];
}

export function sponsorshipOf(caption: string | null, isPaidPartnership: boolean | null): Sponsorship {
  const text = caption ?? '';
  const normalised = normalise(text);
  const signals: string[] = [];
  if (isPaidPartnership === true) signals.push('paid_partnership_flag');
  for (const tag of hashtagsOf(text)) if (DISCLOSURE_HASHTAGS.has(normalise(tag))) signals.push(`hashtag:#${tag}`);
  const outsideHashtags = normalised.replace(/[#＃][\p{L}\p{N}_]+/gu, ' ');
  for (const { name, pattern } of DISCLOSURE_PHRASES) if (pattern.test(outsideHashtags)) signals.push(`phrase:${name}`);
  for (const code of discountCodesOf(text)) signals.push(`discount_code:${code}`);
  return { is_sponsored: signals.length > 0, signals: unique(signals) };
}

/** Phrases after which a caption names its partner. */
const PARTNER_PHRASES =
  /(?:paid partnership with|in partnership with|sponsored by|gifted by|thanks to|thank you to|partnered with|parceria paga com|em parceria com|parceria com|patrocinado por|patrocinada por|colaboración pagada con|en colaboración con|partenariat rémunéré avec|en partenariat avec|sponsorisé par|bezahlte partnerschaft mit|in zusammenarbeit mit|in kooperation mit|partnership retribuita con|sponsorizzato da|betaald partnerschap met|gesponsord door|in collaboration with|en collaboration avec|em colaboração com|in collaborazione con)\s*:?\s*(?:(?:a|o|la|el|le|the|der|die|das)\s+)?/giu;
/** The partner right after such a phrase: an @handle, or a capitalised name of up to three words (case-sensitive). */
const PARTNER_NAME = /@[A-Za-z0-9._]{1,30}|\p{Lu}[\p{L}\p{N}&'’-]*(?:\.[\p{L}\p{N}]+)*(?:\s\p{Lu}[\p{L}\p{N}&'’-]*(?:\.[\p{L}\p{N}]+)*){0,2}/uy;
/** "code ANA10 at @brand", "code ANA10 on brand.com", "código ANA10 na @marca". */
const CODE_AT =
  /\b(?:code|codigo|código|cupom|cupón|rabattcode|codice)\s*[:"“']?\s*[A-Z0-9][A-Z0-9_-]{2,19}\s+(?:at|on|for|na|no|en|bei|auf|su|chez|sur)\s+(@[A-Za-z0-9._]{1,30}|[a-z0-9-]+\.[a-z]{2,})/giu;

/**
 * Brands a caption names as its partner or sponsor, lowercase without `@` (a shop domain keeps only its name),
 * each once. A "thanks to" names a brand only with an @handle: thanking a person by name is not a sponsorship.
 */
export function brandsOf(caption: string | null): string[] {
  const text = caption ?? '';
  const found: string[] = [];
  for (const m of text.matchAll(PARTNER_PHRASES)) {
    PARTNER_NAME.lastIndex = m.index + m[0].length;
    const name = PARTNER_NAME.exec(text)?.[0];
    if (!name) continue;
    if (/^thank/i.test(m[0]) && !name.startsWith('@')) continue;
    found.push(
      name
        .replace(/^@/, '')
        .replace(/[.'’]+$/, '')
        .toLowerCase(),
    );
  }
  for (const m of text.matchAll(CODE_AT))
    found.push(
      m[1]
        .replace(/^@/, '')
        .replace(/\.[a-z]{2,}$/i, '')
        .replace(/\.$/, '')
        .toLowerCase(),
    );
  return unique(found.filter((b) => b.length > 0));
}
