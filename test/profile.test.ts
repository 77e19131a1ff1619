import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registry } from '../subgraphs/registry.ts';
import { demoProfile } from '../subgraphs/photonet/demo-corpus.ts';
import { createTestEnv, type TestEnv } from './helpers/env.ts';
import { fullProfile, importDemo, line, sparseProfile } from './helpers/fixtures.ts';

const camel = (s: string) => s.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());

const GRAPHQL_PROFILE = `
  id profileId platform username igId fbid fullName biography profilePicUrl externalUrls followers following postsCount
  scrapeCount isVerified isPrivate isBusinessAccount isProfessionalAccount hasChannel categoryName businessCategoryName
  firstScrapedAt lastScrapedAt enrichedAt
  enrichment {
    entityType accountRole primaryNiche subNiches contentTags commercialIntent brandSafety contentStyle gender ageRange
    profession tagline collabReadiness country primaryLanguage stateOrRegion city languages bioSummary contentSummary
    audienceSummary brandFitSummary enrichmentVersion enrichedAt
  }`;

let env: TestEnv;
let key: string;
let accountId: number;

beforeAll(async () => {
  env = await createTestEnv();
  const report = await registry.importCorpus(env.services.db, [line(fullProfile()), line(sparseProfile())]);
  expect(report).toEqual({ imported: 2, failed: 0, errors: [] });
  await importDemo(env.services.db, 60);
  ({ key, accountId } = await env.key({ balance: '5' }));
});
afterAll(() => env?.close());

describe('library profile round trip', () => {
  for (const make of [fullProfile, sparseProfile]) {
    it(`REST returns every imported field unchanged (${make().username})`, async () => {
      const record = make();
      const res = await env.rest(`/v1/photonet/profile?q=${record.username}`, key);
      expect(res.status).toBe(200);
      expect(Object.keys(res.body)).toEqual(['data', 'meta']);
      expect(res.body.data).toStrictEqual(record);
      // nulls are present, not omitted, in the library profile's enrichment
      expect(Object.keys(res.body.data.enrichment)).toHaveLength(24);
    });

    it(`GraphQL returns the same record under camelCase names (${make().username})`, async () => {
      const record = make();
      const res = await env.graphql(`query($q: String!) { photonetProfile(q: $q) { ${GRAPHQL_PROFILE} } }`, key, { q: record.username });
      expect(res.status).toBe(200);
      const got = res.body.data.photonetProfile;
      for (const [field, value] of Object.entries(record)) {
        if (field === 'enrichment') continue;
        expect(got[camel(field)], field).toStrictEqual(value);
      }
      for (const [field, value] of Object.entries(record.enrichment)) {
        expect(got.enrichment[camel(field)], `enrichment.${field}`).toStrictEqual(value);
      }
    });
  }

  it('accepts a username, an @handle and a profile URL, in any case', async () => {
    for (const q of ['lena.bakes', '@lena.bakes', 'LENA.Bakes', 'https://photonet.example/lena.bakes/', 'https://www.photonet.example/Lena.Bakes?hl=en']) {
      const res = await env.rest(`/v1/photonet/profile?q=${encodeURIComponent(q)}`, key);
      expect(res.status, q).toBe(200);
      expect(res.body.data.username).toBe('lena.bakes');
    }
  });

  it('importing the same username again updates the record in place', async () => {
    const updated = fullProfile({ followers: 2_500_000, biography: 'New bio' });
    const report = await registry.importCorpus(env.services.db, [line(updated)]);
    expect(report.imported).toBe(1);
    const res = await env.rest('/v1/photonet/profile?q=lena.bakes', key);
    expect(res.body.data).toStrictEqual(updated);
    await registry.importCorpus(env.services.db, [line(fullProfile())]);
  });
});

describe('corpus import', () => {
  it('reports a bad line by number and writes nothing of it, while good lines land', async () => {
    const good = demoProfile(900);
    const badEnrichment = { ...demoProfile(901), enrichment: { ...demoProfile(901).enrichment, country: 'FR' } };
    const missingField: Record<string, unknown> = { ...demoProfile(902) };
    delete missingField.followers;
    const report = await registry.importCorpus(env.services.db, [
      line(good),
      '{not json',
      line(badEnrichment),
      line(missingField),
      line(demoProfile(903), 'profile', 'nonet'),
      line({ ...demoProfile(904), id: 501 }), // id of lena.bakes: another username cannot take it
    ]);
    expect(report.imported).toBe(1);
    expect(report.errors.map((e) => e.line)).toEqual([2, 3, 4, 5, 6]);
    expect(report.errors[1].message).toContain('enrichment.country');
    expect(report.errors[2].message).toContain('followers');
    const names = [good, badEnrichment, missingField, demoProfile(903), demoProfile(904)].map((p) => p.username);
    const rows = await env.services.db.query<{ username: string }>('SELECT username FROM photonet_profiles WHERE username = ANY($1)', [names]);
    expect(rows.map((r) => r.username)).toEqual([good.username]);
  });

  it('takes content tags only as a tag and its weight (a number or null), other members kept: the shape the API description gives them', async () => {
    const tagged = (n: number, content_tags: unknown) => ({ ...demoProfile(n), enrichment: { ...demoProfile(n).enrichment, content_tags } });
    const kept = [
      { tag: 'bread', weight: null, source: 'captions' },
      { tag: 'rye', weight: 0.5 },
    ];
    const report = await registry.importCorpus(env.services.db, [
      line(tagged(910, kept)),
      line(tagged(911, [{ weight: 0.5 }])),
      line(tagged(912, [{ tag: 'bread', weight: '0.5' }])),
      line(tagged(913, [{ tag: 'bread' }])),
      line(tagged(914, ['bread'])),
    ]);
    expect(report.imported).toBe(1);
    expect(report.errors.map((e) => e.line)).toEqual([2, 3, 4, 5]);
    for (const error of report.errors) expect(error.message).toContain('enrichment.content_tags');
    const res = await env.rest(`/v1/photonet/profile?q=${demoProfile(910).username}`, key);
    expect(res.status).toBe(200);
    expect(res.body.data.enrichment.content_tags).toStrictEqual(kept);
  });
});

describe('batching', () => {
  it('50 profiles in one GraphQL request cost one SQL query for profiles', async () => {
    const usernames = Array.from({ length: 50 }, (_, i) => demoProfile(i).username);
    // Fifty separate fields, each resolving one profile, plus one list field: all in one round trip.
    const fields = usernames.map((u, i) => `p${i}: photonetProfile(q: "${u}") { username followers enrichment { country } }`).join('\n');
    const queries: string[] = [];
    env.services.db.onQuery = (text) => queries.push(text);
    const res = await env.graphql(`{ ${fields} all: photonetProfiles(q: ${JSON.stringify(usernames)}) { username } }`, key);
    env.services.db.onQuery = undefined;
    expect(res.status).toBe(200);
    expect(res.body.data.all.map((p: { username: string }) => p.username)).toEqual(usernames);
    expect(res.body.data.p49.username).toBe(usernames[49]);
    expect(queries.filter((q) => q.includes('FROM photonet_profiles'))).toHaveLength(1);
    // 100 billable results at $0.0005
    expect(res.body.extensions.cost.actual).toBe('$0.0500');
  });
});

describe('misses and bad input', () => {
  it('a profile not in the library is 404 not_found and not charged', async () => {
    const before = await env.balance(accountId);
    const rows = (await env.ledgerRows(accountId)).length;
    const res = await env.rest('/v1/photonet/profile?q=never_crawled', key);
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe('not_found');
    expect(res.body.error.request_id).toMatch(/^req_[0-9a-f]{32}$/);
    expect(await env.balance(accountId)).toBe(before);
    expect(await env.ledgerRows(accountId)).toHaveLength(rows);
    // It says what adds a profile to the library, and how to read an account it does not track; that live read
    // answers the account and adds nothing to the library.
    expect(res.body.error.message).toMatch(/corpus import/);
    expect(res.body.error.message).toMatch(/\/v1\/photonet\/web_profile_info\?handle=/);
    const live = await env.rest('/v1/photonet/web_profile_info?handle=never_crawled', key);
    expect(live.status, JSON.stringify(live.body)).toBe(200);
    expect((await env.rest('/v1/photonet/profile?q=never_crawled', key)).status).toBe(404);
  });

  it('malformed parameters are 400 invalid_request naming the parameter, never charged', async () => {
    const before = await env.balance(accountId);
    const cases: [string, string][] = [
      ['/v1/photonet/profile', 'q is required'],
      ['/v1/photonet/profile?q=', 'q must be'],
      ['/v1/photonet/profile?q=has%20space', 'q must be'],
      ['/v1/photonet/profile?q=https://photonet.example/p/Cx1/', 'q URL must be a profile URL'],
      ['/v1/photonet/profile?q=a&q=b', 'q must be given once'],
      ['/v1/photonet/profile?q=lena.bakes&max_id=3', 'Unknown parameter max_id'],
    ];
    for (const [path, message] of cases) {
      const res = await env.rest(path, key);
      expect(res.status, path).toBe(400);
      expect(res.body.error.code).toBe('invalid_request');
      expect(res.body.error.message).toContain(message);
    }
    expect(await env.balance(accountId)).toBe(before);
  });

  it('GraphQL reports the same codes: bad q is invalid_request, syntax errors too', async () => {
    const bad = await env.graphql('{ photonetProfile(q: "no spaces allowed") { id } }', key);
    expect(bad.body.errors[0].extensions).toMatchObject({ code: 'invalid_request', status: 400 });
    expect(bad.body.extensions.cost.actual).toBe('$0.0000');
    const syntax = await env.graphql('{ photonetProfile(q: ', key);
    expect(syntax.status).toBe(400);
    expect(syntax.body.errors[0].extensions.code).toBe('invalid_request');
  });
});

describe('envelope and request ids', () => {
  it('meta carries cost, balance and the request id that is also in X-Request-Id', async () => {
    const res = await env.rest('/v1/photonet/profile?q=quiet_account', key);
    expect(Object.keys(res.body.meta)).toEqual(['cost', 'balance', 'request_id']);
    expect(res.body.meta.cost).toBe('$0.0005');
    expect(res.body.meta.balance).toMatch(/^\$\d+\.\d{4}$/);
    expect(res.body.meta.request_id).toMatch(/^req_[0-9a-f]{32}$/);
    expect(res.headers.get('x-request-id')).toBe(res.body.meta.request_id);
    expect(`$${Number(await env.balance(accountId)).toFixed(4)}`).toBe(res.body.meta.balance);
  });

  it('GraphQL responses carry the request id of X-Request-Id in extensions', async () => {
    const ok = await env.graphql('{ photonetProfile(q: "quiet_account") { id } }', key);
    expect(ok.body.extensions.requestId).toMatch(/^req_[0-9a-f]{32}$/);
    expect(ok.headers.get('x-request-id')).toBe(ok.body.extensions.requestId);
    const bad = await env.graphql('{ nope }', key);
    expect(bad.status).toBe(400);
    expect(bad.headers.get('x-request-id')).toBe(bad.body.extensions.requestId);
  });
});
