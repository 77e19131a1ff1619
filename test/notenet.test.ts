import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../platform/config.ts';
import { paramsOf } from '../platform/rest/route.ts';
import { caption, count } from '../subgraphs/notenet/normalise.ts';
import { notenetSettings } from '../subgraphs/notenet/settings.ts';
import { registry } from '../subgraphs/registry.ts';
import { serveSubgraph } from '../subgraphs/serve.ts';
import { checkedFetch } from './helpers/contract.ts';
import { createTestEnv, supergraphYaml, type TestEnv } from './helpers/env.ts';
import { standInForReal } from './helpers/stand-in.ts';
import type { NotenetServices } from '../subgraphs/notenet/services.ts';

/**
 * notenet (contract 2.12, 4.9): anonymous discovery and note detail read live, the stored note from the library,
 * the three operations the network does not offer anonymously (blocked), a paused pipeline (pipeline_paused), the
 * sandbox's failure inputs, prices and retired paths, on REST and GraphQL.
 */

const AUTHOR_KEYS = ['platform', 'platform_id', 'username', 'full_name', 'profile_pic_url'];
const CONTENT_KEYS = ['platform', 'platform_post_id', 'shortcode', 'caption', 'likes', 'comments', 'image_url', 'video_url', 'is_video', 'posted_at', 'extra'];
const EXTRA_KEYS = ['title', 'note_type', 'tags', 'collected', 'shares', 'image_urls', 'media', 'video_duration', 'ip_location', 'updated_at', 'note_url'];
const MEDIA_KEYS = ['kind', 'image_url', 'video_url', 'width', 'height'];
const STORED_KEYS = [
  'note_id',
  'user_id',
  'title',
  'caption',
  'likes',
  'comments',
  'collected',
  'shares',
  'posted_at',
  'note_type',
  'is_video',
  'image_urls',
  'video_url',
  'media',
];
const HEX24 = /^[0-9a-f]{24}$/;
const SIGNED = /\/sandbox\/media\/notenet\/.+\?exp=\d+&sig=[0-9a-f]{32}$/;

/** A valid note id carrying a sandbox code (or none) at its start. */
const noteId = (prefix: string, fill = 'a') => (prefix + fill.repeat(24)).slice(0, 24);

const NOTE_QUERY = /* GraphQL */ `
  query ($id: String!, $source: SourceMode) {
    notenetNote(noteId: $id, source: $source) {
      source
      fetchedAt
      note {
        author {
          platform
          platformId
          username
          fullName
          profilePicUrl
        }
        content {
          platformPostId
          shortcode
          caption
          likes
          comments
          imageUrl
          videoUrl
          isVideo
          postedAt
          extra {
            title
            noteType
            tags
            collected
            shares
            imageUrls
            media {
              kind
              imageUrl
              videoUrl
              width
              height
            }
            videoDuration
            noteUrl
          }
        }
      }
    }
  }
`;
const EXPLORE_QUERY = /* GraphQL */ `
  query ($surface: String, $cursor: String, $source: SourceMode) {
    notenetExplore(surface: $surface, cursor: $cursor, source: $source) {
      source
      fetchedAt
      page {
        surface
        noteCount
        nextCursor
        notes {
          author {
            fullName
            platformId
          }
          content {
            platformPostId
            isVideo
            extra {
              noteType
            }
          }
        }
      }
    }
  }
`;
const STORED_QUERY = /* GraphQL */ `
  query ($id: String!) {
    notenetStoredNote(noteId: $id) {
      noteId
      userId
      title
      caption
      likes
      comments
      collected
      shares
      postedAt
      noteType
      isVideo
      imageUrls
      videoUrl
      media {
        kind
        imageUrl
      }
    }
  }
`;

let env: TestEnv;
let key: string;
let accountId: number;

beforeAll(async () => {
  env = await createTestEnv({ unauthenticatedRateLimit: 0 });
  // What the library holds is what real acquisitions store: a live key reads the sandbox standing in for a real provider.
  standInForReal((env.service.runtime.modules.notenet as NotenetServices).providers);
  ({ key, accountId } = await env.key({ balance: '5', rateLimit: 1_000_000, mode: 'live' }));
});
afterAll(() => env?.close());

const archived = async (operation: string) =>
  (await env.services.db.query<{ n: number }>("SELECT count(*)::int AS n FROM live_archive WHERE network = 'notenet' AND operation = $1", [operation]))[0].n;
/** The charges of an account, in order. */
const charges = async (account: number) => (await env.ledgerRows(account)).filter((r) => r.kind === 'charge').map((r) => r.amount);
const inLibrary = async (id: string) => (await env.services.db.query('SELECT 1 FROM notenet_notes WHERE note_id = $1', [id])).length === 1;

function expectError(res: { status: number; body: any }, status: number, code: string) {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  expect(res.body.error.code).toBe(code);
}

/** A canonical note without its signed image URLs (signed anew, with a new expiry, at every acquisition). */
function unsigned(note: any) {
  const strip = (v: unknown): unknown =>
    typeof v === 'string' && SIGNED.test(v)
      ? v.replace(/\?.*$/, '')
      : Array.isArray(v)
        ? v.map(strip)
        : v && typeof v === 'object'
          ? Object.fromEntries(Object.entries(v).map(([k, x]) => [k, strip(x)]))
          : v;
  return strip(note);
}

function expectCanonicalNote(note: any) {
  expect(Object.keys(note)).toEqual(['author', 'content']);
  expect(Object.keys(note.author)).toEqual(AUTHOR_KEYS);
  expect(Object.keys(note.content)).toEqual(CONTENT_KEYS);
  expect(Object.keys(note.content.extra)).toEqual(EXTRA_KEYS);
  const { author, content } = note;
  expect(author.platform).toBe('notenet');
  expect(author.platform_id).toMatch(HEX24);
  expect(author.username).toBe(author.platform_id);
  expect(author.full_name.length).toBeGreaterThan(0);
  expect(author.profile_pic_url).toMatch(SIGNED);
  expect(content.platform).toBe('notenet');
  expect(content.platform_post_id).toMatch(HEX24);
  expect(content.shortcode).toBe(content.platform_post_id);
  expect(content.caption).not.toMatch(/\[话题\]/);
  expect(content.caption).toMatch(/#\w+/);
  for (const n of [content.likes, content.comments, content.extra.collected, content.extra.shares]) expect(Number.isInteger(n) && n >= 0).toBe(true);
  expect(new Date(content.posted_at).toISOString()).toBe(content.posted_at);
  expect(content.extra.tags.length).toBeGreaterThan(0);
  expect(content.extra.image_urls.length).toBeGreaterThan(0);
  expect(content.image_url).toBe(content.extra.image_urls[0]);
  for (const url of content.extra.image_urls) expect(url).toMatch(SIGNED);
  for (const item of content.extra.media) expect(Object.keys(item)).toEqual(MEDIA_KEYS);
  expect(content.extra.note_url).toBe(`https://www.notenet.example/explore/${content.platform_post_id}`);
  if (content.is_video) {
    expect(content.extra.note_type).toBe('video');
    expect(content.video_url).toMatch(/^https:\/\//);
    expect(content.extra.media).toEqual([expect.objectContaining({ kind: 'video', image_url: content.image_url, video_url: content.video_url })]);
    expect(Number.isInteger(content.extra.video_duration)).toBe(true);
  } else {
    expect(content.extra.note_type).toBe('normal');
    expect(content.video_url).toBeNull();
    expect(content.extra.video_duration).toBeNull();
    expect(content.extra.media.map((m: any) => m.kind)).toEqual(content.extra.image_urls.map(() => 'image'));
    expect(content.extra.media.map((m: any) => m.image_url)).toEqual(content.extra.image_urls);
  }
}

describe('notenet explore (anonymous discovery)', () => {
  it('one page: {surface, note_count, notes[], next_cursor} of canonical notes; source modes; the notes land in the library', async () => {
    const dbMiss = await env.rest('/v1/notenet/live/explore?source=db', key);
    expectError(dbMiss, 404, 'not_found');

    const live = await env.rest('/v1/notenet/live/explore', key);
    expect(live.status, JSON.stringify(live.body)).toBe(200);
    expect(Object.keys(live.body.meta)).toEqual(['cost', 'balance', 'request_id', 'source', 'fetched_at']);
    expect(live.body.meta).toMatchObject({ cost: '$0.0005', source: 'live' });
    const page = live.body.data;
    expect(Object.keys(page)).toEqual(['surface', 'note_count', 'notes', 'next_cursor']);
    expect(page.surface).toBe('explore');
    expect(page.note_count).toBe(20);
    expect(page.notes).toHaveLength(20);
    page.notes.forEach(expectCanonicalNote);
    expect(page.notes.some((n: any) => n.content.is_video)).toBe(true);
    expect(page.notes.some((n: any) => !n.content.is_video)).toBe(true);
    expect(typeof page.next_cursor).toBe('string');

    // surface=explore is the default: the same stored payload answers it, and db / auto serve it with its time
    for (const query of ['source=db', 'surface=explore&source=db', 'source=auto']) {
      const stored = await env.rest(`/v1/notenet/live/explore?${query}`, key);
      expect(stored.status, query).toBe(200);
      expect(stored.body.meta).toMatchObject({ source: 'db', fetched_at: live.body.meta.fetched_at });
      expect(stored.body.data).toEqual(page);
    }
    const [row] = await env.services.db.query<{ provider: string; args: unknown }>(
      "SELECT provider, args FROM live_archive WHERE network = 'notenet' AND operation = 'explore'",
    );
    expect(row).toEqual({ provider: 'stand-in', args: { surface: 'explore' } });

    // what the page acquired is in the library now
    const first = page.notes[0].content.platform_post_id;
    const fromLibrary = await env.rest(`/v1/notenet/note?note_id=${first}`, key);
    expect(fromLibrary.status).toBe(200);
    expect(fromLibrary.body.data.note_id).toBe(first);
  });

  it('pages follow next_cursor until the feed runs out (null), without repeating a note', async () => {
    const seen = new Set<string>();
    let cursor: string | null = null;
    let pages = 0;
    do {
      const res: { status: number; body: any } = await env.rest(`/v1/notenet/live/explore${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`, key);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      for (const note of res.body.data.notes) {
        expect(seen.has(note.content.platform_post_id)).toBe(false);
        seen.add(note.content.platform_post_id);
      }
      cursor = res.body.data.next_cursor;
      pages++;
    } while (cursor !== null && pages < 20);
    expect(pages).toBe(10);
    expect(seen.size).toBe(200);
  });

  it('a note of the feed reads back the same by id (deterministic sandbox)', async () => {
    const page = (await env.rest('/v1/notenet/live/explore', key)).body.data;
    for (const entry of [page.notes.find((n: any) => n.content.is_video), page.notes.find((n: any) => !n.content.is_video)]) {
      const detail = await env.rest(`/v1/notenet/live/note?note_id=${entry.content.platform_post_id}&source=live`, key);
      expect(detail.status).toBe(200);
      expect(unsigned(detail.body.data)).toEqual(unsigned(entry));
    }
  });

  it('GraphQL: a typed page with source and fetchedAt', async () => {
    const res = await env.graphql(EXPLORE_QUERY, key, {});
    expect(res.body.errors, JSON.stringify(res.body.errors)).toBeUndefined();
    const read = res.body.data.notenetExplore;
    expect(read.source).toBe('db');
    expect(read.page).toMatchObject({ surface: 'explore', noteCount: 20 });
    expect(read.page.notes[0].author.platformId).toMatch(HEX24);
    expect(['normal', 'video']).toContain(read.page.notes[0].content.extra.noteType);
    expect(res.body.extensions.cost.actual).toBe('$0.0005');

    const next = await env.graphql(EXPLORE_QUERY, key, { cursor: read.page.nextCursor, source: 'live' });
    expect(next.body.errors).toBeUndefined();
    expect(next.body.data.notenetExplore.source).toBe('live');
    expect(next.body.data.notenetExplore.page.notes[0].content.platformPostId).not.toBe(read.page.notes[0].content.platformPostId);
  });
});

describe('notenet note detail and the stored note', () => {
  const id = '64f1c2a9000000001e03b7d4';

  it('the stored note is 404 before any live read, and source=db too', async () => {
    const stored = await env.rest(`/v1/notenet/note?note_id=${id}`, key);
    expectError(stored, 404, 'not_found');
    expect(stored.body.error.message).toContain('/v1/notenet/live/note');
    expectError(await env.rest(`/v1/notenet/live/note?note_id=${id}&source=db`, key), 404, 'not_found');
    const gql = await env.graphql(STORED_QUERY, key, { id });
    expect(gql.body.data.notenetStoredNote).toBeNull();
    expect(gql.body.extensions.cost.actual).toBe('$0.0000');
  });

  it('live: the canonical note (author, content), archived; then db and auto serve it', async () => {
    const live = await env.rest(`/v1/notenet/live/note?note_id=${id}`, key);
    expect(live.status, JSON.stringify(live.body)).toBe(200);
    expect(live.body.meta).toMatchObject({ cost: '$0.0005', source: 'live' });
    expectCanonicalNote(live.body.data);
    expect(live.body.data.content.platform_post_id).toBe(id);
    // the id carries its posting time (its first 8 hex characters, epoch seconds)
    expect(live.body.data.content.posted_at).toBe(new Date(parseInt(id.slice(0, 8), 16) * 1000).toISOString());

    for (const source of ['db', 'auto']) {
      const stored = await env.rest(`/v1/notenet/live/note?note_id=${id}&source=${source}`, key);
      expect(stored.body.meta).toMatchObject({ source: 'db', fetched_at: live.body.meta.fetched_at });
      expect(stored.body.data).toEqual(live.body.data);
    }
    const [row] = await env.services.db.query<{ args: unknown; payload: { note_id: string; interact_info: { liked_count: string } } }>(
      "SELECT args, payload FROM live_archive WHERE network = 'notenet' AND operation = 'note' AND args->>'note_id' = $1",
      [id],
    );
    expect(row.args).toEqual({ note_id: id });
    // archived exactly as the upstream sent it: counts as strings
    expect(row.payload.note_id).toBe(id);
    expect(row.payload.interact_info.liked_count).toBe(String(live.body.data.content.likes));
    // its images are queued for the mirror and served by the sandbox CDN
    const mirrored = await env.services.db.query('SELECT 1 FROM media_mirror WHERE url = $1', [live.body.data.content.image_url]);
    expect(mirrored).toHaveLength(1);
    const image = await fetch(live.body.data.content.image_url);
    expect(image.status).toBe(200);
    await image.arrayBuffer();

    const again = await env.rest(`/v1/notenet/live/note?note_id=${id}&source=live`, key);
    expect(again.body.meta.source).toBe('live');
    expect(unsigned(again.body.data)).toEqual(unsigned(live.body.data));
  });

  it('the stored note (2.12) is 200 after: strictly from the library, no source', async () => {
    const live = (await env.rest(`/v1/notenet/live/note?note_id=${id}&source=db`, key)).body.data;
    const res = await env.rest(`/v1/notenet/note?note_id=${id}`, key);
    expect(res.status).toBe(200);
    expect(Object.keys(res.body.meta)).toEqual(['cost', 'balance', 'request_id']);
    expect(res.body.meta.cost).toBe('$0.0005');
    const note = res.body.data;
    expect(Object.keys(note)).toEqual(STORED_KEYS);
    expect(note).toMatchObject({
      note_id: id,
      user_id: live.author.platform_id,
      title: live.content.extra.title,
      caption: live.content.caption,
      likes: live.content.likes,
      comments: live.content.comments,
      collected: live.content.extra.collected,
      shares: live.content.extra.shares,
      posted_at: live.content.posted_at,
      note_type: live.content.extra.note_type,
      is_video: live.content.is_video,
      video_url: live.content.video_url,
    });
    expect(unsigned(note.image_urls)).toEqual(unsigned(live.content.extra.image_urls));
    expect(unsigned(note.media)).toEqual(unsigned(live.content.extra.media));

    const gql = await env.graphql(STORED_QUERY, key, { id });
    expect(gql.body.errors).toBeUndefined();
    expect(gql.body.data.notenetStoredNote).toMatchObject({ noteId: id, userId: note.user_id, noteType: note.note_type, likes: note.likes });
    expect(gql.body.extensions.cost.actual).toBe('$0.0005');
  });

  it('GraphQL: the typed note, live and stored', async () => {
    const res = await env.graphql(NOTE_QUERY, key, { id, source: 'db' });
    expect(res.body.errors).toBeUndefined();
    const read = res.body.data.notenetNote;
    expect(read.source).toBe('db');
    expect(read.note.author.platform).toBe('notenet');
    expect(read.note.content.platformPostId).toBe(id);
    expect(read.note.content.extra.media.length).toBeGreaterThan(0);
    const rest = (await env.rest(`/v1/notenet/live/note?note_id=${id}&source=db`, key)).body.data;
    expect(read.note.content.likes).toBe(rest.content.likes);
    expect(read.note.content.extra.noteUrl).toBe(rest.content.extra.note_url);
  });

  it('a video note and an image note differ as the contract says', async () => {
    const notes = await Promise.all(
      ['1', '2', '3', '4', '5', '6', '7', '8', '9', 'a', 'b', 'c'].map((c) => env.rest(`/v1/notenet/live/note?note_id=650000000000000000000${c}${c}${c}`, key)),
    );
    const bodies = notes.map((n) => n.body.data);
    bodies.forEach(expectCanonicalNote);
    expect(bodies.some((n) => n.content.is_video)).toBe(true);
    expect(bodies.some((n) => !n.content.is_video)).toBe(true);
  });
});

describe('notenet parameter rules: the same 400 on REST and GraphQL, uncharged', () => {
  const long = (n: number) => 'a'.repeat(n);
  const wrapped = (state: unknown) => Buffer.from(JSON.stringify(state)).toString('base64url');
  const cases: [string, string][] = [
    ['/v1/notenet/live/note', 'note_id is required.'],
    ['/v1/notenet/live/note?note_id=64F1C2A9000000001E03B7D4', 'note_id must be 24 lowercase hex characters'],
    ['/v1/notenet/live/note?note_id=64f1c2a9000000001e03b7d', 'note_id must be 24 lowercase hex characters'],
    ['/v1/notenet/live/note?note_id=64f1c2a9000000001e03b7d40', 'note_id must be 24 lowercase hex characters'],
    ['/v1/notenet/live/note?note_id=64f1c2a9000000001e03b7dg', 'note_id must be 24 lowercase hex characters'],
    ['/v1/notenet/live/note?note_id=64f1c2a9000000001e03b7d4&note_id=64f1c2a9000000001e03b7d4', 'note_id must be given once'],
    ['/v1/notenet/live/note?note_id=64f1c2a9000000001e03b7d4&source=cache', 'source must be auto, db or live'],
    ['/v1/notenet/live/note?note_id=64f1c2a9000000001e03b7d4&xsec_token=x', 'Unknown parameter xsec_token'],
    ['/v1/notenet/live/explore?surface=home', 'surface must be explore'],
    ['/v1/notenet/live/explore?surface=', 'surface must be explore'],
    ['/v1/notenet/live/explore?cursor=', 'cursor must be 1 to 8192 characters'],
    [`/v1/notenet/live/explore?cursor=${long(8193)}`, 'cursor must be 1 to 8192 characters'],
    ['/v1/notenet/live/explore?cursor=abc', 'cursor is not a cursor this API gave out'],
    [`/v1/notenet/live/explore?cursor=${wrapped({ o: 'search', c: 'sbx-explore-1' })}`, 'cursor is not a cursor this API gave out'],
    [`/v1/notenet/live/explore?cursor=${wrapped({ o: 'explore', c: 'sbx-explore-99' })}`, 'cursor is not a cursor this API gave out'],
    ['/v1/notenet/live/explore?num=20', 'Unknown parameter num'],
    ['/v1/notenet/note', 'note_id is required.'],
    ['/v1/notenet/note?note_id=xyz', 'note_id must be 24 lowercase hex characters'],
    ['/v1/notenet/note?note_id=64f1c2a9000000001e03b7d4&source=live', 'Unknown parameter source'],
  ];

  it.each(cases.map(([path, message]) => [path.length > 120 ? `${path.slice(0, 60)}…(${path.length} characters)` : path, path, message]))(
    '%s → 400',
    async (_label, path, message) => {
      const before = await env.balance(accountId);
      const res = await env.rest(path, key);
      expectError(res, 400, 'invalid_request');
      expect(res.body.error.message).toContain(message);
      expect(await env.balance(accountId)).toBe(before);
    },
  );

  it('GraphQL applies the same rules with the same messages', async () => {
    const graphqlCases: [string, Record<string, unknown>, string][] = [
      [NOTE_QUERY, { id: '64F1C2A9000000001E03B7D4' }, '/v1/notenet/live/note?note_id=64F1C2A9000000001E03B7D4'],
      [STORED_QUERY, { id: 'xyz' }, '/v1/notenet/note?note_id=xyz'],
      [EXPLORE_QUERY, { surface: 'home' }, '/v1/notenet/live/explore?surface=home'],
      [EXPLORE_QUERY, { cursor: 'abc' }, '/v1/notenet/live/explore?cursor=abc'],
    ];
    for (const [query, variables, path] of graphqlCases) {
      const rest = await env.rest(path, key);
      const gql = await env.graphql(query, key, variables);
      expect(gql.body.errors[0].extensions).toMatchObject({ code: 'invalid_request', status: 400 });
      expect(gql.body.errors[0].message).toBe(rest.body.error.message);
      expect(gql.body.extensions.cost.actual).toBe('$0.0000');
    }
  });

  it("the rules are the routes' own (one schema per operation)", () => {
    const route = registry.operations().find((r) => r.path === '/v1/notenet/live/explore')!;
    const rules = paramsOf(route, { config: env.config, retired: [] });
    expect(rules.parse({})).toEqual({ surface: 'explore' });
  });
});

describe('notenet blocked operations: no anonymous profile, timeline or keyword search', () => {
  const USER = '5f3c9a0b7e21d4000166a8c2';
  const blocked: { path: string; valid: Record<string, string>; bad: [Record<string, string>, string][]; query: string; variables: Record<string, unknown> }[] =
    [
      {
        path: '/v1/notenet/live/user',
        valid: { user_id: USER },
        bad: [
          [{}, 'user_id is required.'],
          [{ user_id: 'Alice' }, 'user_id must be 24 lowercase hex characters'],
          [{ user_id: USER, cursor: 'x' }, 'Unknown parameter cursor'],
        ],
        query: 'query($id: String!) { read: notenetUser(userId: $id) { payload } }',
        variables: { id: USER },
      },
      {
        path: '/v1/notenet/live/user/notes',
        valid: { user_id: USER },
        // A blocked operation never gave out a cursor, so every cursor is refused.
        bad: [
          [{ cursor: 'opaque' }, 'user_id is required.'],
          [{ user_id: USER.toUpperCase() }, 'user_id must be 24 lowercase hex characters'],
          [{ user_id: USER, cursor: 'x'.repeat(8193) }, 'cursor must be 1 to 8192 characters'],
          [{ user_id: USER, cursor: 'opaque' }, 'cursor is not a cursor this API gave out'],
        ],
        query: 'query($id: String!) { read: notenetUserNotes(userId: $id) { payload } }',
        variables: { id: USER },
      },
      {
        path: '/v1/notenet/live/search',
        valid: { query: 'kyoto itinerary' },
        bad: [
          [{}, 'query is required.'],
          [{ query: 'q'.repeat(501) }, 'query must be 1 to 500 characters'],
          [{ query: 'kyoto', source: 'never' }, 'source must be auto, db or live'],
        ],
        query: 'query($q: String!) { read: notenetSearch(query: $q) { payload } }',
        variables: { q: 'kyoto itinerary' },
      },
    ];
  const withQuery = (path: string, params: Record<string, string>) => (Object.keys(params).length ? `${path}?${new URLSearchParams(params)}` : path);

  it('declared as blocked routes: availability blocked, no price, 501 described', () => {
    for (const { path } of blocked) {
      const route = registry.operations().find((r) => r.path === path)!;
      expect(route.availability, path).toBe('blocked');
      expect(route.errors).toEqual({ 501: ['surface_blocked'] });
    }
  });

  for (const op of blocked) {
    it(`${op.path}: 401, then 400 naming the parameter, then 501 surface_blocked on both surfaces, uncharged`, async () => {
      const before = await env.balance(accountId);
      expectError(await env.rest(withQuery(op.path, op.valid)), 401, 'invalid_api_key');
      for (const [params, message] of op.bad) {
        const res = await env.rest(withQuery(op.path, params), key);
        expectError(res, 400, 'invalid_request');
        expect(res.body.error.message).toContain(message);
      }
      for (const source of [undefined, 'auto', 'db', 'live']) {
        const res = await env.rest(withQuery(op.path, source ? { ...op.valid, source } : op.valid), key);
        expectError(res, 501, 'surface_blocked');
        expect(res.body.error.message).toContain('blocked upstream');
      }
      // the magic inputs change nothing: nothing is acquired
      expectError(
        await env.rest(withQuery(op.path, op.path.endsWith('search') ? { query: 'err-paused' } : { user_id: noteId('9990503') }), key),
        501,
        'surface_blocked',
      );
      const gql = await env.graphql(op.query, key, op.variables);
      expect(gql.body.data).toEqual({ read: null });
      expect(gql.body.errors[0].extensions).toMatchObject({ code: 'surface_blocked', status: 501 });
      expect(gql.body.extensions.cost.actual).toBe('$0.0000');
      // a key with nothing to spend still gets the 501: nothing is reserved
      const broke = await env.key({ balance: '0' });
      expectError(await env.rest(withQuery(op.path, op.valid), broke.key), 501, 'surface_blocked');
      expect(await env.balance(accountId)).toBe(before);
    });
  }
});

describe('notenet failure inputs (sandbox) and the paused pipeline', () => {
  const failures: [string, number, string, string | null][] = [
    ['9990502', 502, 'upstream_error', null],
    ['9990504', 504, 'upstream_error', null],
    ['9990429', 429, 'rate_limited', '30'],
    ['9990503', 503, 'pipeline_paused', '120'],
    ['9990404', 404, 'not_found', null],
  ];

  it.each(failures)('note id %s… answers %i %s on both surfaces: uncharged, not archived, not stored', async (code, status, errorCode, retryAfter) => {
    const id = noteId(code, 'c');
    const { key: own, accountId: ownAccount } = await env.key({ balance: '1' });
    const before = await env.balance(ownAccount);
    const res = await env.rest(`/v1/notenet/live/note?note_id=${id}`, own);
    expectError(res, status, errorCode);
    expect(res.headers.get('retry-after')).toBe(retryAfter);
    const gql = await env.graphql(NOTE_QUERY, own, { id });
    expect(gql.body.data?.notenetNote ?? null).toBeNull();
    expect(gql.body.errors[0].extensions).toMatchObject({ code: errorCode, status, ...(retryAfter ? { retryAfter: Number(retryAfter) } : {}) });
    // nothing stored: source=db and the library still miss
    expectError(await env.rest(`/v1/notenet/live/note?note_id=${id}&source=db`, own), 404, 'not_found');
    expectError(await env.rest(`/v1/notenet/note?note_id=${id}`, own), 404, 'not_found');
    expect(await inLibrary(id)).toBe(false);
    expect((await env.services.db.query("SELECT 1 FROM live_archive WHERE network = 'notenet' AND args->>'note_id' = $1", [id])).length).toBe(0);
    await env.service.ledger.drain();
    expect(await env.balance(ownAccount)).toBe(before);
    expect(await charges(ownAccount)).toEqual([]);
  });

  it('a code needs its place: an id merely containing 9990503 is a healthy note', async () => {
    const res = await env.rest(`/v1/notenet/live/note?note_id=aa9990503aaaaaaaaaaaaaaa`, key);
    expect(res.status).toBe(200);
  });

  it('NOTENET_PAUSED=true: reads that would acquire answer 503 pipeline_paused with Retry-After, uncharged; stored payloads still serve', async () => {
    const stored = '64f1c2a9000000001e03b7d4';
    await env.rest(`/v1/notenet/live/note?note_id=${stored}&source=live`, key);
    const paused = await env.router({ env: { ...env.config.env, NOTENET_PAUSED: 'true', NOTENET_PAUSED_RETRY_AFTER_SECONDS: '45' } });
    // A live key: the stored reads below serve what the live key above acquired (a test key reads its own archive).
    const { key: own, accountId: ownAccount } = await env.key({ balance: '1', mode: 'live' });
    const auth = { authorization: `Bearer ${own}` };
    const fresh = '65aa00000000000000000042';
    const archivedBefore = await archived('note');
    const balanceBefore = await env.balance(ownAccount);

    for (const path of [
      `/v1/notenet/live/note?note_id=${fresh}`,
      `/v1/notenet/live/note?note_id=${stored}&source=live`,
      '/v1/notenet/live/explore?source=live',
    ]) {
      const res = await checkedFetch(paused.base + path, { headers: auth });
      expectError(res, 503, 'pipeline_paused');
      expect(res.headers.get('retry-after')).toBe('45');
      expect(res.body.error.message).toContain('paused');
    }
    const gql = await checkedFetch(`${paused.base}/graphql`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ query: NOTE_QUERY, variables: { id: fresh } }),
    });
    expect(gql.body.errors[0].extensions).toMatchObject({ code: 'pipeline_paused', status: 503, retryAfter: 45 });
    expect(gql.body.extensions.cost.actual).toBe('$0.0000');
    expect(await archived('note')).toBe(archivedBefore);
    expect(await inLibrary(fresh)).toBe(false);
    await env.service.ledger.drain();
    expect(await env.balance(ownAccount)).toBe(balanceBefore);
    expect(await charges(ownAccount)).toEqual([]);

    // what is stored needs no acquisition: db, auto and the library still answer (and charge)
    for (const path of [`/v1/notenet/live/note?note_id=${stored}&source=db`, `/v1/notenet/live/note?note_id=${stored}`, `/v1/notenet/note?note_id=${stored}`]) {
      const res = await checkedFetch(paused.base + path, { headers: auth });
      expect(res.status, path).toBe(200);
      expect(res.body.meta.cost).toBe('$0.0005');
    }
    // blocked stays blocked
    expectError(await checkedFetch(`${paused.base}/v1/notenet/live/user?user_id=5f3c9a0b7e21d4000166a8c2`, { headers: auth }), 501, 'surface_blocked');
    await paused.close();
  });

  it('the paused setting is read strictly, with a default Retry-After of 300 s', () => {
    expect(notenetSettings(loadConfig({}))).toEqual({ paused: false, pausedRetryAfterSeconds: 300 });
    expect(notenetSettings(loadConfig({ NOTENET_PAUSED: 'true' })).paused).toBe(true);
    expect(() => notenetSettings(loadConfig({ NOTENET_PAUSED: 'yes' }))).toThrow('NOTENET_PAUSED must be true or false');
  });

  it('the API description lists 503 pipeline_paused for the live reads', async () => {
    const description = await (await fetch(`${env.base}/openapi.json`)).json();
    for (const path of ['/v1/notenet/live/explore', '/v1/notenet/live/note']) {
      const ref: string = description.paths[path].get.responses['503'].$ref;
      expect(ref.split('/').pop()).toContain('PipelinePaused');
    }
  });
});

describe('notenet served as its own subgraph service', () => {
  it('answers the same over HTTP: a live read, pipeline_paused with its Retry-After, the 501', async () => {
    const served = await serveSubgraph('notenet', env.service.runtime, 0);
    try {
      const url = `http://127.0.0.1:${(served.server.address() as AddressInfo).port}/graphql`;
      const router = await env.router({ supergraphConfig: supergraphYaml({ notenet: url }) });
      const auth = { authorization: `Bearer ${key}` };
      const note = await checkedFetch(`${router.base}/v1/notenet/live/note?note_id=6700000000000000000000ab`, { headers: auth });
      expect(note.status, JSON.stringify(note.body)).toBe(200);
      expectCanonicalNote(note.body.data);
      const paused = await checkedFetch(`${router.base}/v1/notenet/live/note?note_id=${noteId('9990503')}`, { headers: auth });
      expectError(paused, 503, 'pipeline_paused');
      expect(paused.headers.get('retry-after')).toBe('120');
      expectError(await checkedFetch(`${router.base}/v1/notenet/live/search?query=kyoto`, { headers: auth }), 501, 'surface_blocked');
      await router.close();
    } finally {
      await served.stop();
    }
  });
});

describe('notenet prices and retired paths', () => {
  it('each read costs $0.0005 on REST and GraphQL, charged to the ledger; one query for all three costs $0.0015', async () => {
    // A live key on the stand-in, so the note it reads enters the library the stored read below needs.
    const { key: own, accountId: ownAccount } = await env.key({ balance: '1', mode: 'live' });
    const id = '6600aa00bb00cc00dd00ee01';
    const paths = ['/v1/notenet/live/explore?source=live', `/v1/notenet/live/note?note_id=${id}&source=live`, `/v1/notenet/note?note_id=${id}`];
    for (const path of paths) {
      const res = await env.rest(path, own);
      expect(res.status, path).toBe(200);
      expect(res.body.meta.cost).toBe('$0.0005');
    }
    const all = await env.graphql(
      `query($id: String!) {
        notenetExplore(source: live) { page { noteCount } }
        notenetNote(noteId: $id, source: live) { note { content { likes } } }
        notenetStoredNote(noteId: $id) { noteId }
      }`,
      own,
      { id },
    );
    expect(all.body.errors).toBeUndefined();
    expect(all.body.extensions.cost.actual).toBe('$0.0015');
    await env.service.ledger.drain();
    expect(await env.balance(ownAccount)).toBe('0.9970');
    expect(await charges(ownAccount)).toEqual(['-0.0005', '-0.0005', '-0.0005', '-0.0015']);
  });

  it('the v4 paths answer 410 naming the v5 path', async () => {
    const retired = Object.assign({}, ...registry.retired());
    for (const suffix of ['explore', 'note', 'user', 'user/notes', 'search']) {
      const v4 = `/v1/live/notenet/${suffix}`;
      expect(retired[v4]).toBe(`/v1/notenet/live/${suffix}`);
      const res = await env.rest(`${v4}?note_id=64f1c2a9000000001e03b7d4`, key);
      expectError(res, 410, 'gone');
      expect(res.body.error.message).toContain(`Use /v1/notenet/live/${suffix} instead`);
    }
  });
});

describe('notenet test keys and live keys', () => {
  it("without a real provider (NOTENET_PROVIDER unset), a live key's live read answers 503 source_paused, uncharged; a test key reads the sandbox", async () => {
    // A second router on the same database: its own providers, with no stand-in for a real one.
    const bare = await env.router();
    try {
      const id = '6611aa00bb00cc00dd00ee02';
      const live = await env.key({ balance: '1', mode: 'live' });
      const liveAuth = { authorization: `Bearer ${live.key}` };
      const before = await env.balance(live.accountId);
      for (const path of [`/v1/notenet/live/note?note_id=${id}`, '/v1/notenet/live/explore?source=live']) {
        const res = await checkedFetch(bare.base + path, { headers: liveAuth });
        expectError(res, 503, 'source_paused');
        expect(res.body.error.message).toContain('NOTENET_PROVIDER');
        expect(res.headers.get('retry-after')).toBeNull();
      }
      const gql = await checkedFetch(`${bare.base}/graphql`, {
        method: 'POST',
        headers: { ...liveAuth, 'content-type': 'application/json' },
        body: JSON.stringify({ query: NOTE_QUERY, variables: { id } }),
      });
      expect(gql.body.errors[0].extensions).toMatchObject({ code: 'source_paused', status: 503 });
      expect(gql.body.extensions.cost.actual).toBe('$0.0000');
      await env.service.ledger.drain();
      expect(await env.balance(live.accountId)).toBe(before);
      expect((await env.ledgerRows(live.accountId)).filter((r) => r.kind !== 'topup')).toEqual([]);
      expect(await inLibrary(id)).toBe(false);

      // a test key on the same deployment reads the sandbox, into its own archive and not the library
      const test = await env.key({ balance: '1' });
      const res = await checkedFetch(`${bare.base}/v1/notenet/live/note?note_id=${id}`, { headers: { authorization: `Bearer ${test.key}` } });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expectCanonicalNote(res.body.data);
      expect(res.body.meta).toMatchObject({ source: 'live', cost: '$0.0005' });
      const rows = await env.services.db.query<{ provider: string; test: boolean }>(
        "SELECT provider, test FROM live_archive WHERE network = 'notenet' AND args->>'note_id' = $1",
        [id],
      );
      expect(rows).toEqual([{ provider: 'sandbox', test: true }]);
      expect(await inLibrary(id)).toBe(false);
      // a live key's stored read never sees what a test key acquired
      expectError(await checkedFetch(`${bare.base}/v1/notenet/live/note?note_id=${id}&source=db`, { headers: liveAuth }), 404, 'not_found');
    } finally {
      await bare.close();
    }
  });
});

describe('notenet normalisation', () => {
  it('reads counts as the upstream writes them and its topic markup as hashtags', () => {
    expect(count('1234')).toBe(1234);
    expect(count('1.2万')).toBe(12_000);
    expect(count('10万+')).toBe(100_000);
    expect(count('')).toBe(0);
    expect(caption('Morning light.\n#travel[话题]# #kyoto[话题]#')).toBe('Morning light.\n#travel #kyoto');
  });
});
