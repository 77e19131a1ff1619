import type { Place } from './location.ts';
import type { AccountRole, CommercialIntent, ContentStyle, EntityType } from './profile-traits.ts';
import { article, excerpt, grouped, listed } from './text.ts';

/**
 * The four summaries of an enrichment as template sentences. Every word in them is either the profile's own text
 * (its name, a quoted line of its biography) or a fact computed from it (role, niche, counts, languages, stated
 * place); nothing is invented, and where a fact is unknown the sentence says so or leaves it out.
 */
export interface Facts {
  username: string;
  fullName: string | null;
  biography: string | null;
  entity: EntityType;
  role: AccountRole;
  /** The primary niche, or null when none stood out. */
  niche: string | null;
  subNiches: string[];
  brandCategories: string[];
  profession: string | null;
  tagline: string | null;
  place: Place;
  languages: string[];
  posts: number;
  videos: number;
  photos: number;
  style: ContentStyle | null;
  tags: string[];
  sponsoredPosts: number;
  followers: number | null;
  verified: boolean | null;
  averageLikes: number | null;
  averageComments: number | null;
  commercialIntent: CommercialIntent | null;
  brandSafety: string | null;
  collabReadiness: boolean | null;
}

const ROLE_WORDS: Record<AccountRole, string> = {
  creator: 'creator',
  brand: 'brand',
  business: 'business',
  media: 'media account',
  athlete: 'athlete',
  musician: 'musician',
  artist: 'artist',
  expert: 'expert',
  character: 'character account',
  personal: 'personal account',
};

const plural = (n: number, one: string, many = `${one}s`) => `${grouped(n)} ${n === 1 ? one : many}`;

function who(f: Facts): string {
  const name = f.fullName?.trim();
  return name ? `${name} (@${f.username})` : `@${f.username}`;
}

export function placeText(place: Place): string | null {
  const parts = [place.city, place.state_or_region !== place.city ? place.state_or_region : null, place.country].filter((p): p is string => !!p);
  return parts.length > 0 ? parts.join(', ') : null;
}

function nicheText(f: Facts): string {
  if (!f.niche) return '';
  return ` in ${f.niche}${f.subNiches.length > 0 ? ` (${f.subNiches.slice(0, 3).join(', ')})` : ''}`;
}

export function bioSummary(f: Facts): string {
  const role = ROLE_WORDS[f.role];
  const place = placeText(f.place);
  const opening = `${who(f)} is ${article(role)} ${role}${nicheText(f)}${place ? `, based in ${place}` : ''}.`;
  if (!f.biography?.trim()) return `${opening} The account has no biography.`;
  const profession = f.profession ? ` Stated profession: ${f.profession}.` : '';
  const quoted = f.tagline ? excerpt(f.tagline, 100) : null;
  const words = quoted ? ` Tagline: “${quoted}”${/[.!?…]$/u.test(quoted) ? '' : '.'}` : '';
  return `${opening}${profession}${words}`;
}

export function contentSummary(f: Facts): string {
  if (f.posts === 0) return 'No posts were available to analyse.';
  const style = f.style ? `${f.style}` : 'of unknown format';
  const mix = f.videos + f.photos > 0 ? ` (${plural(f.videos, 'video')}, ${plural(f.photos, 'photo')})` : '';
  const languages = f.languages.length > 0 ? `, written in ${listed(f.languages.slice(0, 3))}` : '';
  const about = f.niche
    ? `, mostly about ${f.niche}${f.subNiches.length > 0 ? ` (${f.subNiches.slice(0, 3).join(', ')})` : ''}`
    : ', with no single niche standing out';
  const tags = f.tags.length > 0 ? ` Top tags: ${f.tags.slice(0, 5).join(', ')}.` : '';
  const sponsored = ` ${f.sponsoredPosts === 0 ? 'None' : `${grouped(f.sponsoredPosts)} of ${grouped(f.posts)}`} disclosed as sponsored.`;
  return `${plural(f.posts, 'recent post')}, ${style}${mix}${languages}${about}.${tags}${sponsored}`;
}

export function audienceSummary(f: Facts): string {
  const followers = f.followers === null ? 'Follower count unknown' : plural(f.followers, 'follower');
  const verified = f.verified ? ', verified' : '';
  let engagement = '';
  if (f.averageLikes !== null || f.averageComments !== null) {
    const likes = f.averageLikes === null ? 'unknown likes' : `${grouped(Math.round(f.averageLikes))} likes`;
    const comments = f.averageComments === null ? 'unknown comments' : `${grouped(Math.round(f.averageComments))} comments`;
    const interactions = (f.averageLikes ?? 0) + (f.averageComments ?? 0);
    const rate = f.followers && f.followers > 0 ? ` (${(Math.round((interactions / f.followers) * 10_000) / 100).toFixed(2)}% of followers)` : '';
    engagement = `; on average ${likes} and ${comments} per post over ${plural(f.posts, 'recent post')}${rate}`;
  }
  const languages = f.languages.length > 0 ? ` Writes in ${listed(f.languages.slice(0, 3))}.` : '';
  const place = placeText(f.place);
  const located = place ? ` States its location as ${place}.` : '';
  return `${followers}${verified}${engagement}.${languages}${located}`;
}

export function brandFitSummary(f: Facts): string {
  let fit: string;
  if (f.entity === 'brand') fit = `A brand itself${f.niche ? `, in ${f.niche}` : ''}: a partner for co-marketing rather than sponsorship`;
  else if (f.niche && f.brandCategories.length > 0) fit = `Fits ${listed(f.brandCategories.slice(0, 3))} brands (its niche: ${f.niche})`;
  else fit = 'No niche stands out, so no brand category is suggested';
  const safety = `brand safety ${f.brandSafety ?? 'unknown'}`;
  const intent = `commercial intent ${f.commercialIntent ?? 'unknown'}`;
  const collab = f.collabReadiness === true ? '; invites collaborations' : f.collabReadiness === false ? '; declines collaborations' : '';
  const sponsored = f.posts > 0 && f.sponsoredPosts > 0 ? `; ${grouped(f.sponsoredPosts)} of ${plural(f.posts, 'recent post')} disclosed as sponsored` : '';
  return `${fit}; ${safety}, ${intent}${collab}${sponsored}.`;
}
