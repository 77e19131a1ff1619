import { keyedDirectory, type ProfileDirectory } from '../../platform/profile-directory.ts';
import type { RawChannel } from './upstream.ts';

const CHANNEL_ID = /^UC[A-Za-z0-9_-]{22}$/;
const HANDLE = /^@?([A-Za-z0-9._-]{3,30})$/;

/** The channel a handle (`@name`, `name`), a channel id or a channel URL (`/@name`, `/channel/UC…`) names, as a lookup key. */
function keyOf(q: string): string | null {
  let value = q.trim();
  if (/^https?:\/\//i.test(value)) {
    try {
      value = decodeURIComponent(new URL(value).pathname)
        .replace(/^\/(channel\/)?/, '')
        .replace(/\/(featured|videos|shorts|streams)?\/?$/, '');
    } catch {
      return null;
    }
  }
  if (CHANNEL_ID.test(value)) return value;
  const handle = HANDLE.exec(value);
  return handle ? `@${handle[1].toLowerCase()}` : null;
}

/** The videonet library (its channels) as intelligence reads it: contact discovery reads a channel's description and links. */
export function videonetDirectory(): ProfileDirectory {
  return keyedDirectory<RawChannel>({
    network: 'videonet',
    keyOf,
    async load(read, keys) {
      const rows = await read.query<{ channel: RawChannel }>(
        'SELECT channel FROM videonet_channels WHERE channel_id = ANY($1::text[]) OR lower(handle) = ANY($1::text[])',
        [keys],
        'videonet_directory_channels',
      );
      const found = new Map<string, RawChannel>();
      for (const { channel } of rows) {
        found.set(channel.channel_id, channel);
        if (channel.handle) found.set(`@${channel.handle.replace(/^@/, '').toLowerCase()}`, channel);
      }
      return found;
    },
    profile: (c) => ({
      network: 'videonet',
      id: c.channel_id,
      username: c.handle?.replace(/^@/, '') ?? c.channel_id,
      full_name: c.title || null,
      biography: c.description,
      category_name: null,
      business_category_name: null,
      external_urls: c.links.map((link) => link.url),
      is_business_account: null,
      is_verified: c.verified,
      followers: c.subscriber_count,
      location: c.country,
      profile_url: `https://videonet.example/channel/${c.channel_id}`,
      posts: [],
      enrichment: null,
    }),
  });
}
