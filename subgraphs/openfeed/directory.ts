import { keyedDirectory, type ProfileDirectory } from '../../platform/profile-directory.ts';
import type { ProfilePayload } from './normalise.ts';

const HANDLE = /^@?([A-Za-z0-9.-]{3,253})$/;
const DID = /^(did:plc:[a-z2-7]{24}|did:web:[a-z0-9._:%-]{1,500})$/;

/** The account a handle, a DID or a profile URL (`/profile/<handle or DID>`) names, as a lookup key. */
function keyOf(q: string): string | null {
  let value = q.trim();
  if (/^https?:\/\//i.test(value)) {
    try {
      const match = /^\/profile\/([^/]+)\/?$/.exec(decodeURIComponent(new URL(value).pathname));
      if (!match) return null;
      value = match[1];
    } catch {
      return null;
    }
  }
  if (DID.test(value)) return value;
  const handle = HANDLE.exec(value);
  return handle ? handle[1].toLowerCase() : null;
}

/** The openfeed library (its profiles) as intelligence reads it: contact discovery reads a profile's biography. */
export function openfeedDirectory(): ProfileDirectory {
  return keyedDirectory<ProfilePayload>({
    network: 'openfeed',
    keyOf,
    async load(read, keys) {
      const rows = await read.query<{ profile: ProfilePayload }>(
        'SELECT profile FROM openfeed_profiles WHERE did = ANY($1::text[]) OR lower(handle) = ANY($1::text[])',
        [keys],
        'openfeed_directory_profiles',
      );
      const found = new Map<string, ProfilePayload>();
      for (const { profile } of rows) {
        found.set(profile.profile.platform_id, profile);
        found.set(profile.profile.username.toLowerCase(), profile);
      }
      return found;
    },
    profile: ({ profile: p }) => ({
      network: 'openfeed',
      id: p.platform_id,
      username: p.username,
      full_name: p.full_name || null,
      biography: p.biography || null,
      category_name: null,
      business_category_name: null,
      external_urls: [],
      is_business_account: null,
      is_verified: p.is_verified,
      followers: p.followers,
      location: null,
      profile_url: `https://openfeed.example/profile/${p.username}`,
      posts: [],
      enrichment: null,
    }),
  });
}
