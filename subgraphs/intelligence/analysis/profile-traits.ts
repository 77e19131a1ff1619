import { discountCodesOf } from './sponsorship.ts';
import { EMAIL_PATTERN, URL_PATTERN, countTerm, urlsIn, hashtagsOf, mentionsOf, normalise, prepare, segments, type Prepared } from './text.ts';
import type { ProfileText } from './types.ts';

/**
 * What kind of account a profile is and what it says about itself: entity type, role, commercial intent,
 * readiness for collaborations, tagline, and gender and age range only where the profile states them.
 *
 * Rule on gender and age: they are never inferred from a name, a photo, a voice, the niche or the audience. Gender
 * is set only from pronouns or a first-person statement in the biography ("she/her", "he/him", "they/them",
 * "I'm a woman"); age range only from an age the biography states ("23 y/o", "I'm 31", "23 anos"). Otherwise null.
 */

export const ENTITY_TYPES = ['person', 'brand', 'character'] as const;
export type EntityType = (typeof ENTITY_TYPES)[number];
export const ACCOUNT_ROLES = ['creator', 'brand', 'business', 'media', 'athlete', 'musician', 'artist', 'expert', 'character', 'personal'] as const;
export type AccountRole = (typeof ACCOUNT_ROLES)[number];
export const COMMERCIAL_INTENTS = ['none', 'low', 'medium', 'high'] as const;
export type CommercialIntent = (typeof COMMERCIAL_INTENTS)[number];
export const CONTENT_STYLES = ['video-first', 'photo-first', 'mixed'] as const;
export type ContentStyle = (typeof CONTENT_STYLES)[number];
export const GENDERS = ['female', 'male', 'non-binary'] as const;
export const AGE_RANGES = ['13-17', '18-24', '25-34', '35-44', '45-54', '55-64', '65+'] as const;

const has = (text: Prepared, terms: readonly string[]) => terms.some((term) => countTerm(text, term) > 0);
const hits = (text: Prepared, terms: readonly string[]) => terms.filter((term) => countTerm(text, term) > 0).length;

/** Fictional or mascot accounts: what makes an account a character rather than a person or a brand. */
const CHARACTER_TERMS = [
  'mascot',
  'official mascot',
  'mascote',
  'mascota',
  'mascotte',
  'maskottchen',
  'virtual influencer',
  'virtual human',
  'digital human',
  'cgi influencer',
  'ai influencer',
  'cartoon character',
  'animated character',
  'fictional character',
  'fictional',
  'マスコット',
  'キャラクター',
  'ゆるキャラ',
  'バーチャル',
];
const CHARACTER_CATEGORIES = ['fictional character', 'cartoon', 'mascot'];

/** Business signals of a biography or a name: a shop, an official account, a company. */
const BRAND_TERMS = [
  'shop',
  'store',
  'official',
  'brand',
  'company',
  'inc',
  'llc',
  'ltd',
  'gmbh',
  'co',
  'worldwide shipping',
  'free shipping',
  'ships worldwide',
  'order now',
  'shop now',
  'customer service',
  'customer support',
  'our products',
  'our store',
  'loja',
  'tienda',
  'boutique',
  'oficial',
  'officiel',
  'offiziell',
  'ショップ',
  '公式',
  '通販',
  '株式会社',
];
const WE_TERMS = ['we', 'our', "we're", 'nós', 'nosso', 'nossa', 'nosotros', 'nuestro', 'nuestra', 'nous', 'notre', 'wir', 'unser', 'unsere'];
/** First-person singular and personal roles: the voice of a person. */
const PERSON_TERMS = [
  'i',
  "i'm",
  'im',
  'me',
  'my',
  'mom',
  'mum',
  'dad',
  'wife',
  'husband',
  'mama',
  'papa',
  'girl',
  'guy',
  'creator',
  'blogger',
  'influencer',
  'youtuber',
  'eu',
  'meu',
  'minha',
  'sou',
  'yo',
  'mi',
  'soy',
  'je',
  'moi',
  'ich',
  'mein',
  'meine',
  'io',
  'sono',
  'mãe',
  'mamá',
  'maman',
  '私',
  '僕',
  '俺',
  'わたし',
  'ママ',
];

export function entityTypeOf(profile: ProfileText): EntityType {
  const bio = prepare(profile.biography);
  const name = prepare(profile.full_name);
  const categories = [profile.category_name, profile.business_category_name].filter((c): c is string => !!c).map(normalise);
  if (has(bio, CHARACTER_TERMS) || has(name, CHARACTER_TERMS) || categories.some((c) => CHARACTER_CATEGORIES.some((t) => c.includes(t)))) return 'character';
  let brand =
    hits(bio, BRAND_TERMS) +
    hits(name, ['inc', 'llc', 'ltd', 'gmbh', 'co', 'company', 'shop', 'store', 'official', 'studio']) +
    Math.min(1, hits(bio, WE_TERMS));
  if (/[™®]/u.test(`${profile.full_name ?? ''} ${profile.biography ?? ''}`)) brand += 2;
  if (/\b(?:est\.?|established|since|desde|depuis|seit)\s*(?:in\s*)?(?:18|19|20)\d{2}\b/iu.test(profile.biography ?? '')) brand += 1;
  if (profile.is_business_account && profile.business_category_name) brand += 2;
  else if (profile.business_category_name) brand += 1;
  if (profile.external_urls.some(isShopUrl)) brand += 1;
  const person = hits(bio, PERSON_TERMS);
  return brand >= 3 && brand > person ? 'brand' : 'person';
}

const MEDIA_TERMS = [
  'news',
  'magazine',
  'journalist',
  'reporter',
  'editor',
  'podcast',
  'podcaster',
  'media',
  'publication',
  'newsletter',
  'tv host',
  'presenter',
  'jornalista',
  'periodista',
  'revista',
  'notícias',
  'noticias',
  'journaliste',
  'ニュース',
  '雑誌',
  'メディア',
];
const MEDIA_CATEGORIES = ['media', 'news', 'magazine', 'publisher', 'podcast', 'journalist', 'broadcasting', 'tv channel', 'newspaper'];
const LOCAL_BUSINESS_TERMS = [
  'restaurant',
  'cafe',
  'café',
  'bakery',
  'salon',
  'barbershop',
  'cocktail bar',
  'hotel',
  'clinic',
  'opening hours',
  'open daily',
  'reservations',
  'book a table',
  'restaurante',
  'padaria',
  'panadería',
  'boulangerie',
  '営業時間',
  '予約',
  '定休日',
  '居酒屋',
  'レストラン',
];
const LOCAL_BUSINESS_CATEGORIES = [
  'restaurant',
  'cafe',
  'bakery',
  'hotel',
  'salon',
  'local business',
  'bar',
  'gym/physical fitness center',
  'clinic',
  'spa',
  'barber',
];
const ATHLETE_TERMS = [
  'athlete',
  'olympian',
  'olympic',
  'pro athlete',
  'professional athlete',
  'footballer',
  'pro surfer',
  'pro skater',
  'pro cyclist',
  'world champion',
  'national team',
  'atleta',
  'athlète',
  'sportler',
  'アスリート',
  '選手',
];
const MUSICIAN_TERMS = [
  'musician',
  'singer',
  'songwriter',
  'rapper',
  'my band',
  'dj',
  'music producer',
  'new single',
  'new album',
  'out now on spotify',
  'cantora',
  'cantor',
  'cantante',
  'chanteuse',
  'chanteur',
  'sänger',
  'sängerin',
  '歌手',
  'バンド',
];
const ARTIST_TERMS = [
  'artist',
  'painter',
  'illustrator',
  'sculptor',
  'tattoo artist',
  'ceramicist',
  'potter',
  'artista',
  'ilustradora',
  'ilustrador',
  'pintora',
  'pintor',
  'artiste',
  'künstler',
  'künstlerin',
  'イラストレーター',
  '画家',
  'アーティスト',
];
const EXPERT_TERMS = [
  'dr',
  'doctor',
  'physician',
  'nurse',
  'dietitian',
  'nutritionist',
  'lawyer',
  'attorney',
  'therapist',
  'psychologist',
  'certified',
  'licensed',
  'phd',
  'professor',
  'médico',
  'médica',
  'nutricionista',
  'advogada',
  'advogado',
  'psicóloga',
  'psicólogo',
  '医師',
  '弁護士',
  '管理栄養士',
];
const CREATOR_TERMS = [
  'creator',
  'content creator',
  'blogger',
  'vlogger',
  'influencer',
  'youtuber',
  'tiktoker',
  'streamer',
  'ugc',
  'criadora',
  'criador',
  'creadora',
  'creador',
  'créatrice',
  'créateur',
  'ブロガー',
  'インフルエンサー',
  'クリエイター',
  'youtube',
];

export function accountRoleOf(profile: ProfileText, entity: EntityType): AccountRole {
  if (entity === 'character') return 'character';
  const bio = prepare(profile.biography);
  const categories = [profile.category_name, profile.business_category_name].filter((c): c is string => !!c).map(normalise);
  const inCategory = (list: string[]) => categories.some((c) => list.some((t) => c.includes(t)));
  if (inCategory(MEDIA_CATEGORIES)) return 'media';
  if (entity === 'brand') {
    if (has(bio, MEDIA_TERMS)) return 'media';
    return has(bio, LOCAL_BUSINESS_TERMS) || inCategory(LOCAL_BUSINESS_CATEGORIES) ? 'business' : 'brand';
  }
  if (has(bio, ATHLETE_TERMS) || inCategory(['athlete', 'sports person', 'sportsperson'])) return 'athlete';
  if (has(bio, MUSICIAN_TERMS) || inCategory(['musician', 'band', 'singer', 'dj'])) return 'musician';
  if (has(bio, ARTIST_TERMS) || inCategory(['artist'])) return 'artist';
  if (has(bio, MEDIA_TERMS)) return 'media';
  if (has(bio, EXPERT_TERMS) || inCategory(['doctor', 'lawyer', 'medical', 'health/beauty', 'nutritionist', 'scientist', 'teacher', 'education']))
    return 'expert';
  if (has(bio, CREATOR_TERMS) || profile.posts.length > 0 || categories.length > 0) return 'creator';
  return 'personal';
}

/** Link-in-bio services: a page of links, usually to shops, codes and affiliate offers. */
const LINK_IN_BIO_HOSTS = [
  'linktr.ee',
  'beacons.ai',
  'lnk.bio',
  'linkin.bio',
  'bio.link',
  'campsite.bio',
  'taplink.cc',
  'stan.store',
  'hoo.be',
  'komi.io',
  'msha.ke',
  'solo.to',
  'carrd.co',
  'linkbio.co',
  'tap.bio',
  'allmylinks.com',
  'later.com',
];
const AFFILIATE_HOSTS = [
  'amzn.to',
  'amazon.com/shop',
  'liketoknow.it',
  'shopltk.com',
  'ltk.app',
  'shopmy.us',
  'rstyle.me',
  'bit.ly/shop',
  'go.magik.ly',
  'howl.me',
  'skimresources.com',
];

function hostOf(url: string): string {
  return url
    .trim()
    .toLowerCase()
    .replace(/^[a-z]+:\/\//, '')
    .replace(/^www\./, '');
}
export const isLinkInBio = (url: string) => LINK_IN_BIO_HOSTS.some((h) => hostOf(url).startsWith(h));
export const isAffiliateUrl = (url: string) => AFFILIATE_HOSTS.some((h) => hostOf(url).startsWith(h));
export const isShopUrl = (url: string) =>
  /(?:^|[./-])(?:shop|store|boutique|loja|tienda)(?:[./-]|$)|myshopify\.com|etsy\.com\/shop|\/(?:products|collections|cart)(?:\/|$)/.test(hostOf(url));

const SHOP_TERMS = [
  'shop',
  'store',
  'buy',
  'order now',
  'to order',
  'shop now',
  'shop the',
  'new drop',
  'free shipping',
  'ships worldwide',
  'worldwide shipping',
  'new collection',
  'in stock',
  'pre-order',
  'preorder',
  'loja',
  'compre',
  'encomendas',
  'tienda',
  'compra',
  'pedidos',
  'boutique',
  'bestellen',
  'ショップ',
  '通販',
  '販売',
  'ご購入',
];
const DISCOUNT_TERMS = ['discount', 'sale', 'promo', 'coupon', 'desconto', 'descuento', 'rabatt', 'réduction', 'sconto', '割引', 'クーポン', 'セール'];
const AFFILIATE_TERMS = [
  'affiliate',
  'affiliate links',
  'commission',
  'afiliado',
  'afiliada',
  'ltk',
  'liketoknowit',
  'amazon storefront',
  'my amazon',
  'アフィリエイト',
];

/**
 * Commercial intent from what the profile sells or promotes: link-in-bio page (1), business account with a business
 * category (1), shop links or shop words (2), discount codes or discount words (2), affiliate links or words (2),
 * sponsored posts (1, or 2 when at least a quarter of the posts). 0 → none, 1–2 → low, 3–4 → medium, 5+ → high.
 * Null when the profile has no text, link or post to judge.
 */
export function commercialIntentOf(profile: ProfileText, sponsoredPosts: number): CommercialIntent | null {
  const captions = profile.posts.map((p) => p.caption).filter((c): c is string => !!c && c.trim().length > 0);
  if (!profile.biography?.trim() && captions.length === 0 && profile.external_urls.length === 0 && profile.posts.length === 0) return null;
  const bio = prepare(profile.biography);
  const bioAndCaptions = [profile.biography ?? '', ...captions].join('\n');
  const urls = [...profile.external_urls, ...urlsIn(profile.biography ?? '')];
  let score = 0;
  if (urls.some(isLinkInBio) || /\blink in (?:bio|profile)\b|\blink na bio\b|\blink en (?:la )?bio\b/i.test(bioAndCaptions)) score += 1;
  if (profile.is_business_account && profile.business_category_name) score += 1;
  if (urls.some(isShopUrl) || has(bio, SHOP_TERMS)) score += 2;
  if (discountCodesOf(bioAndCaptions).length > 0 || has(bio, DISCOUNT_TERMS) || /\d+\s?%\s?(?:off|de desconto|de descuento|rabatt)/i.test(bioAndCaptions))
    score += 2;
  if (
    urls.some(isAffiliateUrl) ||
    has(bio, AFFILIATE_TERMS) ||
    hashtagsOf(bioAndCaptions).some((t) => t === 'affiliate' || t === 'affiliatelink' || t === 'ltkunder50')
  )
    score += 2;
  if (sponsoredPosts > 0) score += profile.posts.length > 0 && sponsoredPosts * 4 >= profile.posts.length ? 2 : 1;
  return score === 0 ? 'none' : score <= 2 ? 'low' : score <= 4 ? 'medium' : 'high';
}

const COLLAB_REFUSAL =
  /\bno (?:collabs?|collaborations?|pr|brand deals|partnerships|business inquiries|dms? for collabs?)\b|\bnot (?:accepting|taking|open to|doing) (?:any )?(?:collabs?|collaborations?|partnerships|pr|brand deals)\b|\bsem parcerias\b|\bno acepto colaboraciones\b|\bkeine kooperationen\b|案件(?:は)?(?:受け付けておりません|お断り)/iu;
const COLLAB_INVITE =
  /\bcollabs?\b|\bcollaborations?\b|\bpartnerships?\b|\bfor business\b|\bbusiness (?:inquiries|enquiries|contact|email|only)\b|\bbookings?\b|\bbooking@|\bpr (?:&|and) (?:collabs?|partnerships)\b|\bpr inquiries\b|\bwork with me\b|\blet'?s work together\b|\bbrand deals\b|\bsponsorships?\b|\bparcerias?\b|\bpublis?\b|\bcontato comercial\b|\bcolaboraciones\b|\bcolaboración\b|\bcontacto comercial\b|\bcollaborations?\b|\bkooperationen?\b|\bkooperation\b|\banfragen\b|\bcollaborazioni\b|お仕事(?:の)?(?:依頼|相談)|PR依頼|案件(?:の)?(?:依頼|相談)|ご依頼/iu;

/** A line that offers a contact for business: an email there is an invitation (a support address is not). */
const CONTACT_LINE =
  /\b(?:contact|inquiries|enquiries|email me|mail me|reach me|reach out|work|press|media kit|contato|contacto|kontakt|anfragen)\b|📩|✉️|📧|お問い合わせ|ご連絡/iu;
/** Mailboxes that exist for business contact. */
const BUSINESS_MAILBOX =
  /\b(?:collabs?|collaborations?|partnerships?|partners|business|biz|pr|press|booking|bookings|management|mgmt|hello|hi|contact|marketing|parcerias?|contato|contacto)@/iu;

/**
 * True when the biography invites collaborations or gives a business contact ("collabs: DM", "for business:
 * name@…", "parcerias", "お仕事の依頼はDMへ"); false when it turns them down ("no collabs"); null when it says
 * neither (silence is not a refusal).
 */
export function collabReadinessOf(biography: string | null): boolean | null {
  if (!biography) return null;
  if (COLLAB_REFUSAL.test(biography)) return false;
  if (COLLAB_INVITE.test(biography)) return true;
  if (segments(biography).some((line) => EMAIL_PATTERN.test(line) && (CONTACT_LINE.test(line) || BUSINESS_MAILBOX.test(line)))) return true;
  return null;
}

/** Where a stated location starts in a segment ("… 📍 Lisbon", "… Based in Austin, TX"). */
const LOCATION_START = /[📍📌]|\b(?:based in|based out of|living in|located in)\b/iu;

/** Segments that are not a tagline: a contact or link line, a call to action, hashtags or mentions only. */
function isTaglineCandidate(segment: string): boolean {
  if (URL_PATTERN.test(segment) || EMAIL_PATTERN.test(segment)) return false;
  if (/^(?:collabs?|business|booking|contact|email|e-mail|dm|shop|link|parcerias?|contato|contacto|👇|⬇|↓)/iu.test(segment.replace(/^[^\p{L}]+/u, '')))
    return false;
  const withoutTags = segment.replace(/[#@][\p{L}\p{N}_.]+/gu, '').replace(/[^\p{L}\p{N}]/gu, '');
  return withoutTags.length >= 3 && hashtagsOf(segment).length + mentionsOf(segment).length < 3;
}

/**
 * The biography's first line or segment that reads as a line about the account, as written, without a location
 * that ends it ("Performance activewear for lifters · Based in Austin, TX" → "Performance activewear for lifters");
 * not a location, contact or link line.
 */
export function taglineOf(biography: string | null): string | null {
  for (const segment of segments(biography)) {
    const at = segment.search(LOCATION_START);
    const text = at >= 0 ? segment.slice(0, at) : segment;
    if (!isTaglineCandidate(text)) continue;
    const trimmed = text.replace(/^[^\p{L}\p{N}"“'‘¿¡]+|[^\p{L}\p{N}.!?)"”’」]+$/gu, '').trim();
    if (trimmed.replace(/[^\p{L}]/gu, '').length < 3) continue;
    return [...trimmed].length > 120 ? `${[...trimmed].slice(0, 119).join('').trimEnd()}…` : trimmed;
  }
  return null;
}

/** Gender only from what the biography states: pronouns or a first-person statement. */
export function statedGenderOf(biography: string | null): (typeof GENDERS)[number] | null {
  if (!biography) return null;
  const text = normalise(biography);
  if (/\bthey ?\/ ?them\b|\bnon-?binary\b|\benby\b|\bnao binari[oae]\b|\bno binari[oae]\b/.test(text)) return 'non-binary';
  if (/\bshe ?\/ ?her\b|\bela ?\/ ?dela\b|\bi'?m a (?:woman|girl)\b|\bi am a woman\b/.test(text)) return 'female';
  if (/\bhe ?\/ ?him\b|\bele ?\/ ?dele\b|\bi'?m a (?:man|guy)\b|\bi am a man\b/.test(text)) return 'male';
  return null;
}

/** Age range only from an age the biography states ("23 y/o", "I'm 31", "23 anos", "23歳"). */
export function statedAgeRangeOf(biography: string | null): (typeof AGE_RANGES)[number] | null {
  if (!biography) return null;
  const text = normalise(biography);
  const m =
    text.match(/\b(\d{2})\s?(?:y\/?o|yo|yrs? old|years old|jahre alt|anni|anos|ans)\b(?!\s?(?:de|of|in|d'|di|da|do|em|en|na|no)\b)/) ??
    text.match(/\b(?:i'?m|i am|age|aged|idade|edad)\s*:?\s*(\d{2})\b(?!\s?(?:k|%|x|kg|lbs?|cm|countries|pa[ií]ses|years? (?:of|in)))/) ??
    text.match(/(\d{2})\s?(?:歳|才)/);
  if (!m) return null;
  const age = Number(m[1]);
  if (age < 13 || age > 110) return null;
  if (age <= 17) return '13-17';
  if (age <= 24) return '18-24';
  if (age <= 34) return '25-34';
  if (age <= 44) return '35-44';
  if (age <= 54) return '45-54';
  if (age <= 64) return '55-64';
  return '65+';
}

/** video-first when at least 60% of the posts with a known type are videos, photo-first at 30% or less, else mixed. */
export function contentStyleOf(posts: ProfileText['posts']): ContentStyle | null {
  const known = posts.filter((p) => p.is_video !== null);
  if (known.length === 0) return null;
  const share = known.filter((p) => p.is_video).length / known.length;
  return share >= 0.6 ? 'video-first' : share <= 0.3 ? 'photo-first' : 'mixed';
}
