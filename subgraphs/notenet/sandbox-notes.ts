import { createHash } from 'node:crypto';
import { seeded } from '../../platform/random.ts';
import type { MediaSigner } from '../../platform/sandbox/sandbox.ts';
import type { RawExplorePage, RawImage, RawNote, RawNoteUser } from './upstream.ts';

/**
 * A deterministic note network for the sandbox: the same note id always gives the same note (title, text with
 * topic tags, images or a video, counts, author, posting time), and the explore feed the same pages, whose notes
 * read back identically by id. It speaks the upstream's payloads (upstream.ts): counts as strings, epoch
 * milliseconds, topic tags written into the text as `#name[话题]#`. Images are signed, expiring sandbox media URLs.
 */

/** Notes on an explore page, and how many pages the feed has before it runs out. */
export const EXPLORE_PAGE = 20;
export const EXPLORE_PAGES = 10;

const BASE_TIME = Date.UTC(2026, 10, 1, 12, 0, 0);
const EARLIEST = Date.UTC(2014, 0, 1);
const DAY = 86_400_000;
const AUTHORS = 240;

interface Theme {
  titles: string[];
  sentences: string[];
  tags: string[];
}

const THEMES: Theme[] = [
  {
    titles: [
      '3 days in Kyoto for first-timers',
      'A quiet weekend by the lake',
      'Hidden cafés along the old town wall',
      'How I pack for a week in one carry-on',
      'Sunrise hike worth the 4 a.m. alarm',
    ],
    sentences: [
      'Saving this itinerary so you do not have to plan it from scratch.',
      'Went on a weekday and had the whole street to ourselves.',
      'Tickets booked two weeks ahead, everything else walkable.',
      'The bus from the station takes about forty minutes.',
      'Bring cash, half the small shops do not take cards.',
    ],
    tags: ['travel', 'kyoto', 'weekendtrip', 'citywalk', 'hiking', 'packinglist'],
  },
  {
    titles: [
      'Ten-minute garlic noodles',
      'The only banana bread recipe I use',
      'Hotpot at home for four',
      'Meal prep for a busy week',
      'Crispy tofu without a fryer',
    ],
    sentences: [
      'Measurements are in the second picture.',
      'Swapped half the sugar for honey and nobody noticed.',
      'Everything comes from one supermarket run.',
      'Leftovers keep for three days in the fridge.',
      'The trick is letting the pan get properly hot first.',
    ],
    tags: ['recipe', 'homecooking', 'mealprep', 'baking', 'easydinner', 'foodie'],
  },
  {
    titles: [
      'My 5-minute morning skincare routine',
      'Sunscreens I actually finished',
      'Dry winter skin rescue',
      'Budget serums that work',
      'What I stopped using this year',
    ],
    sentences: [
      'Not sponsored, bought everything myself.',
      'Patch test first if your skin is sensitive.',
      'Three months in and the redness is mostly gone.',
      'Order matters: thinnest texture first.',
      'Full ingredient notes are in the last picture.',
    ],
    tags: ['skincare', 'beauty', 'sunscreen', 'routine', 'sensitiveskin'],
  },
  {
    titles: [
      'Seven outfits, one capsule wardrobe',
      'Autumn layering for short people',
      'Thrifted everything in this look',
      'Office outfits that survive the commute',
      'Styling one white shirt five ways',
    ],
    sentences: [
      'Height 158 cm, wearing size S in everything.',
      'Most pieces are from last season, links are not needed.',
      'Neutral colours make mixing much easier.',
      'Comfortable enough for a full day of walking.',
      'Which look is your favourite?',
    ],
    tags: ['ootd', 'outfit', 'capsulewardrobe', 'thrifting', 'styling'],
  },
  {
    titles: [
      'Tiny studio, big storage',
      'Balcony garden update',
      'Renter-friendly kitchen makeover',
      'Desk setup for working from home',
      'Cleaning schedule that finally stuck',
    ],
    sentences: [
      'Total cost was under a hundred dollars.',
      'Nothing here needs drilling, the landlord approved.',
      'Before and after in the last two pictures.',
      'Plants are pothos, snake plant and basil.',
      'Fifteen minutes a day keeps the weekend free.',
    ],
    tags: ['homedecor', 'smallspace', 'balconygarden', 'organizing', 'wfh'],
  },
  {
    titles: [
      'Beginner 20-minute full body workout',
      'What a month of daily walks did',
      'Stretching routine for desk workers',
      'Couch to 5K, week six',
      'Home gym on a budget',
    ],
    sentences: [
      'No equipment needed, just a mat.',
      'Consistency mattered more than intensity.',
      'Do each move for forty seconds, rest twenty.',
      'Tracked everything in a simple notebook.',
      'Listen to your body and skip what hurts.',
    ],
    tags: ['fitness', 'workout', 'running', 'stretching', 'healthyhabits'],
  },
];

const NAME_START = ['Little', 'Sunny', 'Lazy', 'Midnight', 'Mango', 'Cloud', 'Tea', 'Maple', 'Pixel', 'Salty', 'Quiet', 'Peach'];
const NAME_END = ['Cat', 'Diaries', 'Notes', 'Bean', 'Kitchen', 'Walker', 'Studio', 'Bunny', 'Garden', 'Traveller', 'Muse', 'Corner'];
const LOCATIONS = ['Shanghai', 'Beijing', 'Chengdu', 'Hangzhou', 'Guangdong', 'Yunnan', 'Hong Kong', 'Japan', 'Singapore', 'France'];

const sha = (text: string, length: number) => createHash('sha256').update(text).digest('hex').slice(0, length);
const pick = <T>(r: () => number, list: readonly T[]): T => list[Math.floor(r() * list.length)];

/** An id as the network makes them: 8 hex of the creation time in epoch seconds, then 16 hex of `seed`. */
function objectId(at: number, seed: string): string {
  return (
    Math.floor(at / 1000)
      .toString(16)
      .padStart(8, '0') + sha(seed, 16)
  );
}

/** When a note was posted: the time its id carries when that is a plausible one, else a time derived from the id. */
function postedAt(noteId: string, r: () => number): number {
  const carried = parseInt(noteId.slice(0, 8), 16) * 1000;
  return carried >= EARLIEST && carried <= BASE_TIME ? carried : BASE_TIME - Math.floor(r() * 400 * DAY);
}

export class SandboxNoteNetwork {
  constructor(private readonly media: MediaSigner) {}

  private author(k: number): RawNoteUser {
    const r = seeded(`author:${k}`);
    const userId = objectId(EARLIEST + Math.floor(r() * (BASE_TIME - EARLIEST - 400 * DAY)), `user:${k}`);
    return {
      user_id: userId,
      nickname: `${pick(r, NAME_START)} ${pick(r, NAME_END)}${r() < 0.4 ? ` ${Math.floor(r() * 99)}` : ''}`,
      avatar: this.media.url(`notenet/avatar/${userId}.jpg`),
    };
  }

  /** The note with this id (any 24-hex id is a note in the sandbox). */
  note(noteId: string): RawNote {
    const r = seeded(`note:${noteId}`);
    const theme = pick(r, THEMES);
    const isVideo = r() < 0.25;
    const tags = [...new Set(Array.from({ length: 2 + Math.floor(r() * 3) }, () => pick(r, theme.tags)))];
    const text = Array.from({ length: 2 + Math.floor(r() * 2) }, () => pick(r, theme.sentences));
    const desc = `${[...new Set(text)].join(' ')}\n${tags.map((t) => `#${t}[话题]#`).join(' ')}`;
    const time = postedAt(noteId, r);
    const square = r() < 0.3;
    const images: RawImage[] = Array.from({ length: isVideo ? 1 : 1 + Math.floor(r() * 9) }, (_, i) => ({
      url_default: this.media.url(`notenet/note/${noteId}-${i}.jpg`),
      width: 1080,
      height: square ? 1080 : 1440,
    }));
    const likes = Math.floor(Math.exp(r() * 11));
    const note: RawNote = {
      note_id: noteId,
      type: isVideo ? 'video' : 'normal',
      title: pick(r, theme.titles),
      desc,
      user: this.author(Math.floor(r() * AUTHORS)),
      image_list: images,
      tag_list: tags.map((name) => ({ id: sha(`tag:${name}`, 24), name, type: 'topic' })),
      interact_info: {
        liked_count: String(likes),
        collected_count: String(Math.floor(likes * (0.2 + r() * 0.6))),
        comment_count: String(Math.floor(likes * (0.02 + r() * 0.08))),
        share_count: String(Math.floor(likes * (0.01 + r() * 0.05))),
      },
      time,
      last_update_time: Math.min(BASE_TIME, time + Math.floor(r() * 3 * DAY)),
      ip_location: pick(r, LOCATIONS),
    };
    if (isVideo) {
      note.video = {
        capa: { duration: 15 + Math.floor(r() * 165) },
        media: { stream: { h264: [{ master_url: `https://video.sandbox.test/notenet/${noteId}/master.mp4`, width: 1080, height: 1920 }] } },
      };
    }
    return note;
  }

  /** Explore page `page` (0 = the first), or null when the feed has no such page. */
  explore(page: number): RawExplorePage | null {
    if (!Number.isInteger(page) || page < 0 || page >= EXPLORE_PAGES) return null;
    const items = Array.from({ length: EXPLORE_PAGE }, (_, i) => {
      const r = seeded(`explore:${page}:${i}`);
      const id = objectId(BASE_TIME - Math.floor(r() * 60 * DAY), `explore:${page}:${i}`);
      return { id, model_type: 'note', note_card: this.note(id) };
    });
    const more = page + 1 < EXPLORE_PAGES;
    return { items, cursor_score: more ? `sbx-explore-${page + 1}` : '', has_more: more };
  }

  /** The page an upstream cursor names (null: not a cursor this feed gave out). */
  static pageOf(cursor: string | undefined): number | null {
    if (cursor === undefined) return 0;
    const match = /^sbx-explore-(\d{1,3})$/.exec(cursor);
    return match ? Number(match[1]) : null;
  }
}
