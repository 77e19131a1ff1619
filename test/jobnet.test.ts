import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPACT_AD_KEYS } from '../platform/ads/records.ts';
import { registry } from '../subgraphs/registry.ts';
import { serveSubgraph } from '../subgraphs/serve.ts';
import { checkedFetch } from './helpers/contract.ts';
import { createTestEnv, internalHeaders, supergraphYaml, type TestEnv } from './helpers/env.ts';
import { allResults, waitForJob } from './helpers/jobs.ts';

/**
 * jobnet, the professional network (README, "jobnet"): each live read's shape and source modes, the company dossier's
 * parts (its price as the sum of the parts delivered, a failed part reported in its place and not charged), the two
 * walkers against the 4.4 paging rows that apply to them, the location resolver, the ad library in facenet's full and
 * trim forms with the shared Advertiser entity, every parameter rule, every sandbox failure input, every price, and
 * the retired v4 paths, on REST and GraphQL.
 */

let env: TestEnv;
let key: string;
let accountId: number;

beforeAll(async () => {
  env = await createTestEnv({ unauthenticatedRateLimit: 0, settleIntervalMs: 300 });
  ({ key, accountId } = await env.key({ balance: '50', rateLimit: 1_000_000 }));
});
afterAll(() => env?.close());

const COMPANY_KEYS = [
  'company_id',
  'slug',
  'name',
  'tagline',
  'description',
  'industry',
  'company_type',
  'company_size',
  'employee_count',
  'follower_count',
  'headquarters',
  'founded_year',
  'website',
  'specialties',
  'logo_url',
  'cover_url',
  'is_verified',
  'url',
];
const JOB_KEYS = [
  'job_id',
  'title',
  'company',
  'location',
  'workplace_type',
  'job_type',
  'seniority',
  'function',
  'posted_at',
  'applicants',
  'salary',
  'easy_apply',
  'url',
];
const COUNTS_KEYS = ['company_id', 'slug', 'total_open_jobs', 'by_function', 'by_seniority', 'by_location'];
const STATS_KEYS = ['company_id', 'slug', 'headcount', 'as_of', 'by_function', 'by_seniority', 'by_location', 'growth'];
const PART_KEYS = ['status', 'source', 'fetched_at', 'cost', 'error', 'data'];
const FULL_AD_KEYS = [
  'ad_archive_id',
  'page_id',
  'page_name',
  'page_profile_url',
  'is_active',
  'start_date',
  'end_date',
  'country',
  'publisher_platforms',
  'media_type',
  'title',
  'body',
  'cta_text',
  'link_url',
  'image_urls',
  'video_url',
  'collation_count',
  'snapshot_url',
];
const SENIORITIES = ['internship', 'entry', 'associate', 'mid_senior', 'director', 'executive'];
const PAGE_KEYS = ['items', 'pages', 'next_cursor', 'stop_reason', 'coverage'];

const live = (suffix: string, params: Record<string, string> = {}, k = key) => {
  const query = new URLSearchParams(params).toString();
  return env.rest(`/v1/jobnet/live/${suffix}${query ? `?${query}` : ''}`, k);
};
const charges = async (account = accountId) => (await env.ledgerRows(account)).filter((r) => r.kind === 'charge').map((r) => r.amount);
const archivedFor = async (column: string, value: string) =>
  (
    await env.services.db.query<{ operation: string }>(
      `SELECT operation FROM live_archive WHERE network = 'jobnet' AND args->>'${column}' = $1 ORDER BY operation`,
      [value],
    )
  ).map((r) => r.operation);

function expectError(res: { status: number; body: any }, status: number, code: string) {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  expect(res.body.error.code).toBe(code);
}

async function walkJob(suffix: string, params: Record<string, string>) {
  const res = await live(suffix, params);
  expect(res.status, JSON.stringify(res.body)).toBe(202);
  expect(Object.keys(res.body.data)).toEqual(['batch_id', 'status', 'status_url', 'results_url']);
  expect(res.body.meta.cost).toBe('$0.0000');
  return waitForJob(env, key, res.body.data.batch_id, ['ready', 'failed', 'payment-required']);
}

describe('company, job counts and member statistics', () => {
  it('company: the page by slug or url, 404 for source=db before a live read, then db and auto serve the stored page', async () => {
    expectError(await live('company', { slug: 'acme-robotics', source: 'db' }), 404, 'not_found');
    const res = await live('company', { url: 'https://www.linkedin.com/company/Acme-Robotics/about/' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.meta).toMatchObject({ cost: '$0.0005', source: 'live' });
    const company = res.body.data;
    expect(Object.keys(company)).toEqual(COMPANY_KEYS);
    expect(company).toMatchObject({ slug: 'acme-robotics', name: 'Acme Robotics', url: 'https://www.linkedin.com/company/acme-robotics/' });
    expect(company.company_id).toMatch(/^\d+$/);
    expect(company.company_size).toMatch(/^\d+(-\d+|\+)$/);
    expect(Object.keys(company.headquarters)).toEqual(['city', 'region', 'country', 'postal_code', 'location_id']);
    expect(company.logo_url).toMatch(/\/sandbox\/media\/jobnet\/logo\/\d+\.png\?exp=\d+&sig=/);

    // a url and a slug naming the same company share the stored page
    const refs: Record<string, string>[] = [
      { slug: 'acme-robotics', source: 'db' },
      { slug: 'ACME-robotics' },
      { url: 'https://m.linkedin.com/company/acme-robotics', source: 'db' },
    ];
    for (const params of refs) {
      const stored = await live('company', params);
      expect(stored.status, JSON.stringify(params)).toBe(200);
      expect(stored.body.meta).toMatchObject({ source: 'db', fetched_at: res.body.meta.fetched_at, cost: '$0.0005' });
      expect(stored.body.data).toEqual(company);
    }
    const [row] = await env.services.db.query<{ args: unknown; payload: any; provider: string }>(
      "SELECT args, payload, provider FROM live_archive WHERE network = 'jobnet' AND operation = 'company' AND args->>'slug' = 'acme-robotics'",
    );
    // archived exactly as the upstream sent it
    expect(row.args).toEqual({ slug: 'acme-robotics' });
    expect(row.provider).toBe('sandbox');
    expect(row.payload.entityUrn).toBe(`urn:li:fsd_company:${company.company_id}`);
    expect(row.payload.staffCount).toBe(company.employee_count);
    // deterministic: the same slug acquired again is the same company (its media URLs signed anew)
    const again = await live('company', { slug: 'acme-robotics', source: 'live' });
    expect(again.body.meta.source).toBe('live');
    const unsigned = (c: any) => ({ ...c, logo_url: c.logo_url?.replace(/\?.*$/, ''), cover_url: c.cover_url?.replace(/\?.*$/, '') });
    expect(unsigned(again.body.data)).toEqual(unsigned(company));
    // its images are queued for the mirror and served by the sandbox CDN
    expect(await env.services.db.query('SELECT 1 FROM media_mirror WHERE url = $1', [company.logo_url])).toHaveLength(1);
    const logo = await fetch(company.logo_url);
    expect(logo.status).toBe(200);
    await logo.arrayBuffer();
  });

  it('job counts: each facet sums to the open jobs, which are exactly the jobs of the company job list', async () => {
    expectError(await live('company/job_counts', { slug: 'sbx-30-counts', source: 'db' }), 404, 'not_found');
    const res = await live('company/job_counts', { slug: 'sbx-30-counts' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.meta).toMatchObject({ cost: '$0.0005', source: 'live' });
    const counts = res.body.data;
    expect(Object.keys(counts)).toEqual(COUNTS_KEYS);
    expect(counts.total_open_jobs).toBe(30);
    const sum = (xs: { count: number }[]) => xs.reduce((a, x) => a + x.count, 0);
    expect(sum(counts.by_function)).toBe(30);
    expect(sum(counts.by_seniority)).toBe(30);
    expect(sum(counts.by_location)).toBe(30);
    for (const s of counts.by_seniority) expect(SENIORITIES).toContain(s.seniority);
    for (const l of counts.by_location) expect(Object.keys(l)).toEqual(['location_id', 'name', 'count']);

    // the same jobs the walker lists
    const page = await live('company/jobs', { slug: 'sbx-30-counts', max_pages: '1', page_size: '100' });
    const jobs = page.body.data.items;
    expect(jobs).toHaveLength(30);
    const tally = (key: (j: any) => string) => jobs.reduce((m: Record<string, number>, j: any) => ({ ...m, [key(j)]: (m[key(j)] ?? 0) + 1 }), {});
    expect(Object.fromEntries(counts.by_function.map((f: any) => [f.name, f.count]))).toEqual(tally((j) => j.function));
    expect(Object.fromEntries(counts.by_seniority.map((f: any) => [f.seniority, f.count]))).toEqual(tally((j) => j.seniority));
    expect(Object.fromEntries(counts.by_location.map((f: any) => [f.location_id, f.count]))).toEqual(tally((j) => j.location.location_id));

    const stored = await live('company/job_counts', { url: 'https://www.linkedin.com/company/sbx-30-counts/jobs/', source: 'db' });
    expect(stored.body.meta.source).toBe('db');
    expect(stored.body.data).toEqual(counts);
  });

  it('member statistics: headcount by function, seniority and location (shares of it) and growth over 25 months, $0.0010', async () => {
    expectError(await live('company/member_stats', { slug: 'globex', source: 'db' }), 404, 'not_found');
    const res = await live('company/member_stats', { slug: 'globex' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.meta).toMatchObject({ cost: '$0.0010', source: 'live' });
    const stats = res.body.data;
    expect(Object.keys(stats)).toEqual(STATS_KEYS);
    const company = (await live('company', { slug: 'globex' })).body.data;
    expect(stats).toMatchObject({ company_id: company.company_id, slug: 'globex', headcount: company.employee_count });
    for (const facet of [stats.by_function, stats.by_seniority, stats.by_location]) {
      expect(facet.reduce((a: number, x: any) => a + x.count, 0)).toBe(stats.headcount);
      for (const x of facet) expect(x.share).toBeCloseTo(x.count / stats.headcount, 4);
    }
    expect(Object.keys(stats.growth)).toEqual(['six_months', 'one_year', 'two_years', 'history']);
    const history = stats.growth.history;
    expect(history).toHaveLength(25);
    expect(history.at(-1).headcount).toBe(stats.headcount);
    expect(history.map((h: any) => h.month)).toEqual([...history.map((h: any) => h.month)].sort());
    const growth = (months: number) => Math.round(((history[24].headcount - history[24 - months].headcount) / history[24 - months].headcount) * 1000) / 10;
    expect(stats.growth).toMatchObject({ six_months: growth(6), one_year: growth(12), two_years: growth(24) });
    const stored = await live('company/member_stats', { slug: 'globex', source: 'db' });
    expect(stored.body.data).toEqual(stats);
  });

  it('GraphQL: the typed JobnetCompany, with its job counts and statistics read under it, each at its price', async () => {
    const res = await env.graphql(
      `query($slug: String) { jobnetCompany(slug: $slug) { source company { companyId slug name companySize headquarters { city locationId } jobCounts { totalOpenJobs } memberStats { headcount growth { oneYear } } recentJobs { jobCount jobs { jobId postedAt } } } } }`,
      key,
      { slug: 'sbx-12-gql' },
    );
    expect(res.body.errors, JSON.stringify(res.body.errors)).toBeUndefined();
    const company = res.body.data.jobnetCompany.company;
    expect(company.slug).toBe('sbx-12-gql');
    expect(company.jobCounts.totalOpenJobs).toBe(12);
    expect(company.recentJobs.jobCount).toBe(12);
    expect(company.memberStats.headcount).toBeGreaterThan(0);
    // 0.0005 page + 0.0005 counts + 0.0010 stats + 0.0005 recent jobs
    expect(res.body.extensions.cost.actual).toBe('$0.0025');
    const plain = await env.graphql('{ jobnetCompany(slug: "sbx-12-gql") { company { name } } }', key);
    expect(plain.body.extensions.cost.actual).toBe('$0.0005');
  });
});

describe('the company dossier', () => {
  const partsOf = (data: any) => [data.page, data.job_counts, data.member_stats, data.recent_jobs];

  it('all four parts, each its own read; $0.0025 (the sum of the parts); db after the parts were read', async () => {
    expectError(await live('company/dossier', { slug: 'initech', source: 'db' }), 404, 'not_found');
    const { key: own, accountId: ownAccount } = await env.key({ balance: '1' });
    const res = await live('company/dossier', { slug: 'initech' }, own);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(Object.keys(res.body.data)).toEqual(['slug', 'page', 'job_counts', 'member_stats', 'recent_jobs']);
    expect(res.body.meta).toMatchObject({ cost: '$0.0025', source: 'live' });
    for (const part of partsOf(res.body.data)) {
      expect(Object.keys(part)).toEqual(PART_KEYS);
      expect(part).toMatchObject({ status: 'ok', source: 'live', error: null });
    }
    expect(res.body.data.page.cost).toBe('$0.0005');
    expect(res.body.data.member_stats.cost).toBe('$0.0010');
    expect(Object.keys(res.body.data.page.data)).toEqual(COMPANY_KEYS);
    expect(Object.keys(res.body.data.job_counts.data)).toEqual(COUNTS_KEYS);
    expect(Object.keys(res.body.data.member_stats.data)).toEqual(STATS_KEYS);
    const recent = res.body.data.recent_jobs.data;
    expect(Object.keys(recent)).toEqual(['slug', 'total_open_jobs', 'job_count', 'jobs']);
    expect(recent.job_count).toBe(Math.min(25, recent.total_open_jobs));
    expect(recent.total_open_jobs).toBe(res.body.data.job_counts.data.total_open_jobs);
    for (const job of recent.jobs) expect(Object.keys(job)).toEqual(JOB_KEYS);
    // meta.fetched_at is the oldest part's acquisition
    const times = partsOf(res.body.data)
      .map((p) => p.fetched_at)
      .sort();
    expect(res.body.meta.fetched_at).toBe(times[0]);
    await env.service.ledger.drain();
    expect(await charges(ownAccount)).toEqual(['-0.0025']);

    // each part is the read of its own operation: the standalone reads serve them, and the other way round
    expect(await archivedFor('slug', 'initech')).toEqual(['company', 'company/job_counts', 'company/jobs.page', 'company/member_stats']);
    const page = await live('company', { slug: 'initech', source: 'db' });
    expect(page.body.data).toEqual(res.body.data.page.data);
    const walked = await live('company/jobs', { slug: 'initech', max_pages: '1', source: 'db' });
    expect(walked.status).toBe(200);
    expect(walked.body.data.items).toEqual(recent.jobs);
    const stored = await live('company/dossier', { url: 'https://www.linkedin.com/company/initech', source: 'db' });
    expect(stored.body.meta).toMatchObject({ cost: '$0.0025', source: 'db', fetched_at: res.body.meta.fetched_at });
    for (const part of partsOf(stored.body.data)) expect(part.source).toBe('db');
  });

  it('a part that fails is reported in its place and not charged: the dossier costs the parts delivered', async () => {
    const { key: own, accountId: ownAccount } = await env.key({ balance: '1' });
    const res = await live('company/dossier', { slug: 'hooli--err-upstream-stats' }, own);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.meta.cost).toBe('$0.0015');
    expect(res.body.data.member_stats).toEqual({
      status: 'failed',
      source: null,
      fetched_at: null,
      cost: '$0.0000',
      error: { code: 'upstream_error', status: 502, message: expect.stringContaining('Nothing was charged'), retry_after: null },
      data: null,
    });
    for (const part of [res.body.data.page, res.body.data.job_counts, res.body.data.recent_jobs]) expect(part.status).toBe('ok');
    await env.service.ledger.drain();
    expect(await charges(ownAccount)).toEqual(['-0.0015']);
    // the failed part was not archived; its own operation fails the same way
    expect(await archivedFor('slug', 'hooli--err-upstream-stats')).toEqual(['company', 'company/job_counts', 'company/jobs.page']);
    expectError(await live('company/member_stats', { slug: 'hooli--err-upstream-stats' }, own), 502, 'upstream_error');

    // a rate-limited part carries its Retry-After
    const limited = await live('company/dossier', { slug: 'hooli--err-ratelimited-counts' }, own);
    expect(limited.body.data.job_counts).toMatchObject({ status: 'failed', cost: '$0.0000', error: { code: 'rate_limited', status: 429, retry_after: 30 } });
    expect(limited.body.meta.cost).toBe('$0.0020');
    const jobsDown = await live('company/dossier', { slug: 'hooli--err-timeout-jobs' }, own);
    expect(jobsDown.body.data.recent_jobs).toMatchObject({ status: 'failed', error: { code: 'upstream_error', status: 504 } });
    expect(jobsDown.body.meta.cost).toBe('$0.0020');
  });

  it('source=db with only some parts stored: those are served, the others fail not_found and are not charged', async () => {
    await live('company', { slug: 'umbrella' });
    const { key: own, accountId: ownAccount } = await env.key({ balance: '1' });
    const res = await live('company/dossier', { slug: 'umbrella', source: 'db' }, own);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.meta).toMatchObject({ cost: '$0.0005', source: 'db' });
    expect(res.body.data.page).toMatchObject({ status: 'ok', source: 'db' });
    for (const part of [res.body.data.job_counts, res.body.data.member_stats, res.body.data.recent_jobs]) {
      expect(part).toMatchObject({ status: 'failed', cost: '$0.0000', error: { code: 'not_found', status: 404 }, data: null });
    }
    await env.service.ledger.drain();
    expect(await charges(ownAccount)).toEqual(['-0.0005']);
  });

  it("when every part fails, the dossier fails with the first part's error, uncharged, nothing archived", async () => {
    const { key: own, accountId: ownAccount } = await env.key({ balance: '1' });
    for (const [slug, status, code, retryAfter] of [
      ['err-upstream-hooli', 502, 'upstream_error', null],
      ['err-timeout-hooli', 504, 'upstream_error', null],
      ['err-ratelimited-hooli', 429, 'rate_limited', '30'],
      ['err-paused-hooli', 503, 'source_paused', '120'],
      ['err-notfound-hooli', 404, 'not_found', null],
    ] as const) {
      const res = await live('company/dossier', { slug }, own);
      expectError(res, status, code);
      expect(res.headers.get('retry-after')).toBe(retryAfter);
      expect(await archivedFor('slug', slug)).toEqual([]);
    }
    await env.service.ledger.drain();
    expect(await charges(ownAccount)).toEqual([]);
    expect(await env.balance(ownAccount)).toBe('1.0000');
  });

  it('GraphQL: only the parts selected are read and charged; a failed part shows its error and costs nothing', async () => {
    const query = `query($slug: String) { jobnetCompanyDossier(slug: $slug) { source fetchedAt dossier { slug page { status cost data { name } } memberStats { status cost error { code status } data { headcount } } } } }`;
    const res = await env.graphql(query, key, { slug: 'vandelay' });
    expect(res.body.errors, JSON.stringify(res.body.errors)).toBeUndefined();
    expect(res.body.data.jobnetCompanyDossier.dossier.page).toMatchObject({ status: 'ok', cost: '$0.0005' });
    expect(res.body.extensions.cost.actual).toBe('$0.0015');
    expect(res.body.extensions.cost.requested).toBe('$0.0015');
    expect(await archivedFor('slug', 'vandelay')).toEqual(['company', 'company/member_stats']);

    const partial = await env.graphql(query, key, { slug: 'vandelay--err-paused-stats' });
    expect(partial.body.errors).toBeUndefined();
    expect(partial.body.data.jobnetCompanyDossier.dossier.memberStats).toEqual({
      status: 'failed',
      cost: '$0.0000',
      error: { code: 'source_paused', status: 503 },
      data: null,
    });
    expect(partial.body.extensions.cost.actual).toBe('$0.0005');

    // fragments are followed and @skip / @include applied: what is not selected is not read
    const fragmented = await env.graphql(
      `query($slug: String, $stats: Boolean!) { jobnetCompanyDossier(slug: $slug) { dossier { ...Parts } } }
       fragment Parts on JobnetDossier { jobCounts { status } ... on JobnetDossier { memberStats @include(if: $stats) { status } recentJobs @skip(if: true) { status } } }`,
      key,
      { slug: 'kramerica', stats: false },
    );
    expect(fragmented.body.errors, JSON.stringify(fragmented.body.errors)).toBeUndefined();
    expect(fragmented.body.data.jobnetCompanyDossier.dossier).toEqual({ jobCounts: { status: 'ok' } });
    expect(fragmented.body.extensions.cost.actual).toBe('$0.0005');
    expect(await archivedFor('slug', 'kramerica')).toEqual(['company/job_counts']);

    const failed = await env.graphql(query, key, { slug: 'err-notfound-vandelay' });
    expect(failed.body.data.jobnetCompanyDossier).toBeNull();
    expect(failed.body.errors[0].extensions).toMatchObject({ code: 'not_found', status: 404 });
    expect(failed.body.extensions.cost.actual).toBe('$0.0000');
  });
});

describe("company/jobs: a company's open jobs, newest first (walker)", () => {
  it('max_pages=1: one page of 25 (the default), $0.0005 per started block of 25; jobs newest first', async () => {
    const res = await live('company/jobs', { slug: 'sbx-60-walk', max_pages: '1' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(Object.keys(res.body.data)).toEqual(PAGE_KEYS);
    expect(res.body.data).toMatchObject({ pages: 1, stop_reason: 'pages', next_cursor: expect.any(String) });
    expect(res.body.meta.cost).toBe('$0.0005');
    const jobs = res.body.data.items;
    expect(jobs).toHaveLength(25);
    for (const job of jobs) {
      expect(Object.keys(job)).toEqual(JOB_KEYS);
      expect(job.company.slug).toBe('sbx-60-walk');
      expect(job.url).toBe(`https://www.linkedin.com/jobs/view/${job.job_id}/`);
      expect(SENIORITIES).toContain(job.seniority);
    }
    const times = jobs.map((j: any) => j.posted_at);
    expect(times).toEqual([...times].sort().reverse());
    expect(res.body.data.coverage).toMatchObject({ items: 25, complete: false });

    const more = await live('company/jobs', { slug: 'sbx-60-walk', max_pages: '1', page_size: '26' });
    expect(more.body.data.items).toHaveLength(26);
    expect(more.body.meta.cost).toBe('$0.0010');
    const few = await live('company/jobs', { slug: 'sbx-60-walk', max_pages: '1', page_size: '3' });
    expect(few.body.data.items).toEqual(jobs.slice(0, 3));
    expect(few.body.meta.cost).toBe('$0.0005');
    const top = await live('company/jobs', { slug: 'sbx-60-walk', max_pages: '1', page_size: '100' });
    expect(top.body.data).toMatchObject({ stop_reason: 'exhausted', next_cursor: null, coverage: { items: 60, complete: true } });
  });

  it('the cursor resumes the same walk only; the list ends exhausted', async () => {
    const first = await live('company/jobs', { slug: 'sbx-30-cursor', max_pages: '1', page_size: '20' });
    const second = await live('company/jobs', { slug: 'sbx-30-cursor', max_pages: '1', page_size: '20', cursor: first.body.data.next_cursor });
    expect(second.status, JSON.stringify(second.body)).toBe(200);
    expect(second.body.data.items).toHaveLength(10);
    expect(second.body.data).toMatchObject({ stop_reason: 'exhausted', next_cursor: null });
    const ids = new Set(first.body.data.items.map((j: any) => j.job_id));
    expect(second.body.data.items.some((j: any) => ids.has(j.job_id))).toBe(false);
    expectError(await live('company/jobs', { slug: 'sbx-30-other', max_pages: '1', cursor: first.body.data.next_cursor }), 400, 'invalid_request');
    const other = await live('jobs/search', { keywords: 'x', max_pages: '1', cursor: first.body.data.next_cursor });
    expectError(other, 400, 'invalid_request');
    expect(other.body.error.message).toContain('another operation');
  });

  it('omitted max_pages walks 10 pages as a job; -1 to the end; a positive max_pages stops there; each charged once', async () => {
    const ten = await walkJob('company/jobs', { slug: 'sbx-1000-ten', page_size: '5' });
    expect(ten).toMatchObject({ status: 'ready', item_count: 50, cost: '$0.0010' });
    const { items, pages } = await allResults(env, key, ten.batch_id);
    expect(new Set(items.map((j) => j.job_id)).size).toBe(50);
    expect(pages[0].results[0]).toMatchObject({ operation: 'jobnet.company_jobs', status: 'done' });
    expect(pages[0].results[0].args).toMatchObject({ slug: 'sbx-1000-ten', max_pages: 10, page_size: 5, source: 'auto', get_raw: false });
    const all = await walkJob('company/jobs', { url: 'https://www.linkedin.com/company/sbx-80-all/', max_pages: '-1' });
    expect(all).toMatchObject({ status: 'ready', item_count: 80, cost: '$0.0020' });
    const two = await walkJob('company/jobs', { slug: 'sbx-80-two', max_pages: '2', page_size: '10' });
    expect(two).toMatchObject({ status: 'ready', item_count: 20, cost: '$0.0005' });
    const rows = (await env.ledgerRows(accountId)).filter((r) => r.request_id === `job:${all.batch_id}`);
    expect(rows.map((r) => r.amount)).toEqual(['-0.0020']);
  });

  it('since: alone it makes a job bounded by it (inclusive); with max_pages=1 a page that stops at it', async () => {
    const page = await live('company/jobs', { slug: 'sbx-40-since', max_pages: '1', page_size: '40' });
    const boundary = page.body.data.items[9].posted_at;
    const bounded = await walkJob('company/jobs', { slug: 'sbx-40-since', since: boundary, page_size: '4' });
    expect(bounded).toMatchObject({ status: 'ready', item_count: 10 });
    const { items } = await allResults(env, key, bounded.batch_id);
    expect(items.map((j) => j.job_id)).toEqual(page.body.data.items.slice(0, 10).map((j: any) => j.job_id));
    const sync = await live('company/jobs', { slug: 'sbx-40-since', since: boundary, max_pages: '1', page_size: '40' });
    expect(sync.body.data).toMatchObject({ stop_reason: 'since', coverage: { items: 10, complete: true } });
    // both: the first boundary reached stops the walk
    const longAgo = await live('company/jobs', { slug: 'sbx-40-since', since: '2000-01-01', max_pages: '1' });
    expect(longAgo.body.data).toMatchObject({ stop_reason: 'pages', coverage: { items: 25, complete: false } });
    const sinceFirst = await walkJob('company/jobs', { slug: 'sbx-40-since', since: boundary, max_pages: '5', page_size: '4' });
    expect(sinceFirst).toMatchObject({ status: 'ready', item_count: 10 });
    const pagesFirst = await walkJob('company/jobs', { slug: 'sbx-40-since', since: boundary, max_pages: '2', page_size: '4' });
    expect(pagesFirst).toMatchObject({ status: 'ready', item_count: 8 });
  });

  it('Idempotency-Key: the same key and inputs recover the submission; other inputs under it are 400', async () => {
    const submit = (query: string, idem: string) => env.rest(`/v1/jobnet/live/company/jobs?${query}`, key, { headers: { 'Idempotency-Key': idem } });
    const idem = `jobnet-${Date.now()}`;
    const first = await submit('slug=sbx-30-idem&max_pages=2', idem);
    expect(first.status).toBe(202);
    const again = await submit('slug=sbx-30-idem&max_pages=2', idem);
    expect(again.body.data.batch_id).toBe(first.body.data.batch_id);
    expectError(await submit('slug=sbx-30-idem&max_pages=3', idem), 400, 'invalid_request');
    expect(await waitForJob(env, key, first.body.data.batch_id, ['ready', 'failed'])).toMatchObject({ status: 'ready', item_count: 30 });
  });

  it("source: db never acquires (404 for a page never read, uncharged), live always does; get_raw answers the upstream's jobs", async () => {
    const { key: own, accountId: ownAccount } = await env.key({ balance: '1' });
    const miss = await live('company/jobs', { slug: 'sbx-20-modes', max_pages: '1', source: 'db' }, own);
    expectError(miss, 404, 'not_found');
    expect(miss.body.error.message).toContain('source=db');
    await env.service.ledger.drain();
    expect(await charges(ownAccount)).toEqual([]);
    const acquired = await live('company/jobs', { slug: 'sbx-20-modes', max_pages: '1', source: 'live' });
    const stored = await live('company/jobs', { slug: 'sbx-20-modes', max_pages: '1', source: 'db' });
    expect(stored.status).toBe(200);
    expect(stored.body.data.items).toEqual(acquired.body.data.items);
    expect(stored.body.meta.cost).toBe('$0.0005');
    expect(await archivedFor('slug', 'sbx-20-modes')).toEqual(['company/jobs.page']);
    await live('company/jobs', { slug: 'sbx-20-modes', max_pages: '1', source: 'live' });
    expect(await archivedFor('slug', 'sbx-20-modes')).toEqual(['company/jobs.page', 'company/jobs.page']);
    const raw = await live('company/jobs', { slug: 'sbx-20-modes', max_pages: '1', get_raw: 'true' });
    expect(raw.body.data.items[0]).toMatchObject({ jobPostingId: acquired.body.data.items[0].job_id, companyUniversalName: 'sbx-20-modes' });
  });

  it('GraphQL: the typed field answers JobnetWalkOutcome at the REST price', async () => {
    const page = await env.graphql(
      '{ jobnetCompanyJobs(slug: "sbx-30-gql", maxPages: 1, pageSize: 30) { page { items pages nextCursor stopReason coverage } job { batchId } } }',
      key,
    );
    expect(page.body.errors, JSON.stringify(page.body.errors)).toBeUndefined();
    expect(page.body.data.jobnetCompanyJobs.page.items).toHaveLength(30);
    expect(page.body.data.jobnetCompanyJobs.job).toBeNull();
    expect(page.body.extensions.cost.actual).toBe('$0.0010');
    const submitted = await env.graphql(
      '{ jobnetCompanyJobs(url: "https://www.linkedin.com/company/sbx-30-gql", maxPages: 2) { page { pages } job { batchId statusUrl } } }',
      key,
    );
    expect(submitted.body.data.jobnetCompanyJobs.page).toBeNull();
    expect(submitted.body.data.jobnetCompanyJobs.job.batchId).toMatch(/^job_/);
    expect(await waitForJob(env, key, submitted.body.data.jobnetCompanyJobs.job.batchId, ['ready', 'failed'])).toMatchObject({
      status: 'ready',
      item_count: 30,
    });
  });
});

describe('jobs/search: jobs a search finds, most relevant first (walker)', () => {
  it('keywords and a place, with filters: every job matches them; $0.0005 per started block of 25', async () => {
    const res = await live('jobs/search', {
      keywords: 'data engineer',
      location_id: '90000084',
      seniority: 'mid_senior,entry',
      remote: 'remote,hybrid',
      job_type: 'full_time',
      date_posted: 'past_week',
      max_pages: '1',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.meta.cost).toBe('$0.0005');
    const jobs = res.body.data.items;
    expect(jobs.length).toBeGreaterThan(0);
    const weekAgo = Date.now() - 7 * 86_400_000;
    for (const job of jobs) {
      expect(Object.keys(job)).toEqual(JOB_KEYS);
      expect(job.title).toContain('Data Engineer');
      expect(job.location).toEqual({ location_id: '90000084', name: 'San Francisco Bay Area' });
      expect(['mid_senior', 'entry']).toContain(job.seniority);
      expect(['remote', 'hybrid']).toContain(job.workplace_type);
      expect(job.job_type).toBe('full_time');
      expect(Date.parse(job.posted_at)).toBeGreaterThan(weekAgo);
    }
    const day = await live('jobs/search', { keywords: 'nurse', date_posted: 'past_24h', max_pages: '1' });
    for (const job of day.body.data.items) expect(Date.parse(job.posted_at)).toBeGreaterThan(Date.now() - 86_400_000);
  });

  it('a place alone; sbx-<N> keywords find exactly N; an unknown place finds nothing (an empty, exhausted page)', async () => {
    const place = await live('jobs/search', { location_id: '102257491', max_pages: '1', page_size: '5' });
    expect(place.body.data.items).toHaveLength(5);
    for (const job of place.body.data.items) expect(job.location.name).toBe('London, England, United Kingdom');
    const exact = await walkJob('jobs/search', { keywords: 'sbx-55-analyst', max_pages: '-1' });
    expect(exact).toMatchObject({ status: 'ready', item_count: 55, cost: '$0.0015' });
    const { pages } = await allResults(env, key, exact.batch_id);
    expect(pages[0].results[0].args).toMatchObject({ search: 'keywords=sbx-55-analyst', max_pages: null, page_size: 25, source: 'auto' });
    const none = await live('company/jobs', { slug: 'sbx-0-quiet', max_pages: '1' });
    expect(none.body.data).toMatchObject({ items: [], pages: 1, stop_reason: 'exhausted', next_cursor: null, coverage: { items: 0, complete: true } });
    expect((await live('company/job_counts', { slug: 'sbx-0-quiet' })).body.data).toMatchObject({
      total_open_jobs: 0,
      by_function: [],
      by_seniority: [],
      by_location: [],
    });
    const nowhere = await live('jobs/search', { keywords: 'welder', location_id: '123', max_pages: '1' });
    expect(nowhere.status).toBe(200);
    expect(nowhere.body.data).toMatchObject({ items: [], stop_reason: 'exhausted', next_cursor: null });
    expect(nowhere.body.meta.cost).toBe('$0.0000');
  });

  it('filters are part of the search: the cursor resumes only the same search; the same search in another order is the same', async () => {
    const first = await live('jobs/search', { keywords: 'designer', seniority: 'entry,director', max_pages: '1', page_size: '10' });
    const reordered = await live('jobs/search', { keywords: 'designer', seniority: 'director,entry', max_pages: '1', page_size: '10', source: 'db' });
    expect(reordered.status).toBe(200);
    expect(reordered.body.data.items).toEqual(first.body.data.items);
    const next = await live('jobs/search', {
      keywords: 'designer',
      seniority: 'entry,director',
      max_pages: '1',
      page_size: '10',
      cursor: first.body.data.next_cursor,
    });
    expect(next.status).toBe(200);
    const other = await live('jobs/search', { keywords: 'designer', seniority: 'entry', max_pages: '1', cursor: first.body.data.next_cursor });
    expectError(other, 400, 'invalid_request');
    expect(other.body.error.message).toContain('another operation');
  });

  it('since is refused (a ranked list), before acquisition or billing; GraphQL takes the filters as lists', async () => {
    const refused = await live('jobs/search', { keywords: 'chef', since: '7d', max_pages: '1' });
    expectError(refused, 400, 'invalid_request');
    expect(refused.body.error.message).toBe('since is not accepted by jobs/search.');
    expectError(await live('jobs/search', { keywords: 'chef', since: '7d' }), 400, 'invalid_request');
    const gql = await env.graphql(
      '{ jobnetJobSearch(keywords: "product manager", seniority: ["director", "executive"], remote: ["remote"], maxPages: 1, pageSize: 30) { page { items } } }',
      key,
    );
    expect(gql.body.errors, JSON.stringify(gql.body.errors)).toBeUndefined();
    for (const job of gql.body.data.jobnetJobSearch.page.items) {
      expect(['director', 'executive']).toContain(job.seniority);
      expect(job.workplace_type).toBe('remote');
    }
    expect(gql.body.extensions.cost.actual).toBe(gql.body.data.jobnetJobSearch.page.items.length > 25 ? '$0.0010' : '$0.0005');
    const rest = await live('jobs/search', {
      keywords: 'product manager',
      seniority: 'executive,director',
      remote: 'remote',
      max_pages: '1',
      page_size: '30',
      source: 'db',
    });
    expect(rest.body.data.items).toEqual(gql.body.data.jobnetJobSearch.page.items);
    const bad = await env.graphql('{ jobnetJobSearch(keywords: "x", seniority: ["boss"], maxPages: 1) { page { pages } } }', key);
    expect(bad.body.errors[0].extensions).toMatchObject({ code: 'invalid_request', status: 400 });
    expect(bad.body.errors[0].message).toContain('seniority must be one or more of');
  });
});

describe('locations/resolve', () => {
  it('a query answers places with ids, names and types; db before and after; nothing found is an empty success', async () => {
    expectError(await live('locations/resolve', { query: 'new york', source: 'db' }), 404, 'not_found');
    const res = await live('locations/resolve', { query: 'new york' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.meta).toMatchObject({ cost: '$0.0005', source: 'live' });
    expect(Object.keys(res.body.data)).toEqual(['query', 'location_count', 'locations']);
    const { locations } = res.body.data;
    expect(res.body.data.location_count).toBe(locations.length);
    expect(locations.map((l: any) => l.type)).toEqual(['region', 'metro', 'city']);
    for (const l of locations) {
      expect(Object.keys(l)).toEqual(['location_id', 'name', 'type', 'country_code']);
      expect(l.location_id).toMatch(/^\d+$/);
      expect(l.country_code).toBe('US');
    }
    expect((await live('locations/resolve', { query: 'new york', source: 'db' })).body.data).toEqual(res.body.data);
    const none = await live('locations/resolve', { query: 'atlantis' });
    expect(none.body.data).toEqual({ query: 'atlantis', location_count: 0, locations: [] });
    // a resolved id is what job search takes
    const metro = locations.find((l: any) => l.type === 'metro');
    const jobs = await live('jobs/search', { location_id: metro.location_id, max_pages: '1', page_size: '3' });
    for (const job of jobs.body.data.items) expect(job.location.name).toBe(metro.name);
  });
});

describe("adlibrary/search: the network's ad library", () => {
  it("ads in facenet's full form, the compact projection with trim=true; $0.0025; db before and after", async () => {
    expectError(await live('adlibrary/search', { advertiser: 'Acme Robotics', source: 'db' }), 404, 'not_found');
    const full = await live('adlibrary/search', { advertiser: 'Acme Robotics' });
    expect(full.status, JSON.stringify(full.body)).toBe(200);
    expect(full.body.meta).toMatchObject({ cost: '$0.0025', source: 'live' });
    expect(Object.keys(full.body.data)).toEqual(['advertiser', 'query', 'country', 'start_date', 'end_date', 'ad_count', 'ads', 'next_cursor']);
    expect(full.body.data).toMatchObject({ advertiser: 'Acme Robotics', query: null, country: null, ad_count: 10 });
    const company = (await live('company', { slug: 'acme-robotics' })).body.data;
    for (const ad of full.body.data.ads) {
      expect(Object.keys(ad)).toEqual(FULL_AD_KEYS);
      expect(ad).toMatchObject({ page_id: company.company_id, page_name: 'Acme Robotics', page_profile_url: company.url });
      expect(ad.snapshot_url).toBe(`https://www.linkedin.com/ad-library/detail/${ad.ad_archive_id}`);
      expect(ad.publisher_platforms).toContain('linkedin');
      if (ad.is_active) expect(ad.end_date).toBeNull();
    }
    // the same full form facenet answers
    const facenet = await env.rest('/v1/facenet/live/adlibrary/search/ads?query=shoes', key);
    expect(Object.keys(facenet.body.data.ads[0])).toEqual(FULL_AD_KEYS);

    const trimmed = await live('adlibrary/search', { advertiser: 'Acme Robotics', trim: 'true' });
    expect(trimmed.body.meta.cost).toBe('$0.0025');
    for (const [i, ad] of trimmed.body.data.ads.entries()) {
      expect(Object.keys(ad)).toEqual([...COMPACT_AD_KEYS]);
      expect(ad.ad_archive_id).toBe(full.body.data.ads[i].ad_archive_id);
    }
    const stored = await live('adlibrary/search', { advertiser: 'Acme Robotics', source: 'db' });
    expect(stored.body.meta.source).toBe('db');
    expect(stored.body.data).toEqual(full.body.data);

    // The API description types each ad (the answers above were checked against it) with the full form's members,
    // requiring only members of the compact projection, so both forms are described by the one schema.
    const doc = (await env.rest('/openapi.json')).body;
    const ad = doc.paths['/v1/jobnet/live/adlibrary/search'].get.responses['200'].content['application/json'].schema.properties.data.properties.ads.items;
    expect(Object.keys(ad.properties)).toEqual(FULL_AD_KEYS);
    expect(ad.required.length).toBeGreaterThan(0);
    for (const name of ad.required) expect(COMPACT_AD_KEYS).toContain(name);
  });

  it('query, country and a date range narrow the ads; three pages follow next_cursor', async () => {
    const params = { query: 'hiring engineers', country: 'GB', start_date: '2026-03-01', end_date: '2026-03-31' };
    let cursor: string | null = null;
    const seen = new Set<string>();
    let pages = 0;
    do {
      const res: { status: number; body: any } = await live('adlibrary/search', cursor ? { ...params, cursor } : params);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.data).toMatchObject(params);
      for (const ad of res.body.data.ads) {
        expect(ad.country).toBe('GB');
        expect(ad.start_date >= '2026-03-01' && ad.start_date < '2026-04-01').toBe(true);
        if (ad.end_date) expect(ad.end_date < '2026-04-01').toBe(true);
        seen.add(ad.ad_archive_id);
      }
      cursor = res.body.data.next_cursor;
      pages++;
    } while (cursor && pages < 5);
    expect(pages).toBe(3);
    expect(seen.size).toBe(30);
  });

  it('GraphQL: the page and its advertisers as the shared Advertiser entity (network jobnet)', async () => {
    const res = await env.graphql(
      '{ jobnetAdLibrarySearch(query: "cloud", trim: true) { source page { adCount ads nextCursor } advertisers { network advertiserId name } } }',
      key,
    );
    expect(res.body.errors, JSON.stringify(res.body.errors)).toBeUndefined();
    const read = res.body.data.jobnetAdLibrarySearch;
    expect(read.page.adCount).toBe(10);
    expect(Object.keys(read.page.ads[0])).toEqual([...COMPACT_AD_KEYS]);
    const expected = [...new Map(read.page.ads.map((ad: any) => [ad.page_id, ad.page_name])).entries()].map(([advertiserId, name]) => ({
      network: 'jobnet',
      advertiserId,
      name,
    }));
    expect(read.advertisers).toEqual(expected);
    expect(read.advertisers.length).toBeGreaterThan(1);
    expect(res.body.extensions.cost.actual).toBe('$0.0025');
  });

  it('is labelled egress-intermittent: a challenge page is a 502, uncharged, nothing archived, never an empty success', async () => {
    const route = registry.operations().find((r) => r.path === '/v1/jobnet/live/adlibrary/search')!;
    expect(route.availability).toBe('egress-intermittent');
    const { key: own, accountId: ownAccount } = await env.key({ balance: '1' });
    const challenged: Record<string, string>[] = [{ advertiser: 'err-challenge-co' }, { query: 'err-challenge hiring' }, { query: '9990403 jobs' }];
    for (const params of challenged) {
      const res = await live('adlibrary/search', params, own);
      expectError(res, 502, 'upstream_error');
      expect(res.body.error.message).toContain('challenge page');
    }
    // a challenge is only an ad library failure: elsewhere the prefix is an ordinary name
    expect((await live('company', { slug: 'err-challenge-co' }, own)).status).toBe(200);
    await env.service.ledger.drain();
    expect(await charges(ownAccount)).toEqual(['-0.0005']);
    expect(await archivedFor('advertiser', 'err-challenge-co')).toEqual([]);
  });
});

describe('parameter rules: 400 naming the rule, on REST and GraphQL alike, uncharged', () => {
  const long = (n: number) => 'a'.repeat(n);
  const cases: [string, Record<string, string>, string][] = [
    ['company', {}, 'Give exactly one of url and slug.'],
    ['company', { slug: 'acme', url: 'https://www.linkedin.com/company/acme/' }, 'Give exactly one of url and slug.'],
    ['company', { slug: '-acme' }, 'slug must be 1 to 100 characters'],
    ['company', { slug: 'acme corp' }, 'slug must be 1 to 100 characters'],
    ['company', { slug: long(101) }, 'slug must be 1 to 100 characters'],
    ['company', { url: 'http://www.linkedin.com/company/acme/' }, 'url must be an https URL on linkedin.com'],
    ['company', { url: 'https://www.linkedln.com/company/acme/' }, 'url must be an https URL on linkedin.com'],
    ['company', { url: 'https://www.linkedin.com/in/someone/' }, 'url must name a company page'],
    ['company', { url: 'not a url' }, 'url must be a company page URL'],
    ['company', { url: 'https://www.linkedin.com/company/%E0%A4%A/' }, 'url must name a company page'],
    ['company', { url: 'https://www.linkedin.com/company/acme%20corp/' }, 'The slug in url must be 1 to 100 characters'],
    ['company', { url: `https://www.linkedin.com/company/${long(2048)}` }, 'url must be at most 2048 characters'],
    ['company', { slug: 'acme', source: 'cache' }, 'source must be auto, db or live'],
    ['company', { slug: 'acme', id: '1441' }, 'Unknown parameter id'],
    ['company/job_counts', { slug: 'acme', trim: 'true' }, 'Unknown parameter trim'],
    ['company/member_stats', { url: 'https://www.linkedin.com/school/acme/' }, 'url must name a company page'],
    ['company/dossier', {}, 'Give exactly one of url and slug.'],
    ['company/dossier', { slug: 'acme', parts: 'page' }, 'Unknown parameter parts'],
    ['company/jobs', {}, 'Give exactly one of url and slug.'],
    ['company/jobs', { slug: 'acme', max_pages: '0' }, 'max_pages must be a positive whole number, or -1'],
    ['company/jobs', { slug: 'acme', max_pages: '-2' }, 'max_pages must be a positive whole number, or -1'],
    ['company/jobs', { slug: 'acme', max_pages: 'all' }, 'max_pages must be a whole number'],
    ['company/jobs', { slug: 'acme', page_size: '0' }, 'page_size must be from 1 to 100'],
    ['company/jobs', { slug: 'acme', page_size: '101' }, 'page_size must be from 1 to 100'],
    ['company/jobs', { slug: 'acme', since: '2026-02-30' }, 'since is not a calendar date'],
    ['company/jobs', { slug: 'acme', since: '2026-01-01T00:00:00' }, 'since must be'],
    ['company/jobs', { slug: 'acme', start: '25' }, 'Unknown parameter start'],
    ['company/jobs', { slug: 'acme', source: 'cache_only' }, 'source must be auto, db or live'],
    ['company/jobs', { slug: 'acme', get_raw: 'yes' }, 'get_raw must be true or false'],
    ['company/jobs', { slug: 'acme', cursor: 'abc' }, 'cursor is not a cursor this API gave out'],
    ['company/jobs', { slug: '-acme', max_pages: '1' }, 'slug must be 1 to 100 characters'],
    ['jobs/search', { max_pages: '1' }, 'Give keywords, location_id or both.'],
    ['jobs/search', { keywords: ' ', max_pages: '1' }, 'keywords must be 1 to 500 characters'],
    ['jobs/search', { keywords: long(501), max_pages: '1' }, 'keywords must be 1 to 500 characters'],
    ['jobs/search', { location_id: 'london', max_pages: '1' }, 'location_id must be 1 to 40 digits'],
    ['jobs/search', { keywords: 'x', date_posted: 'yesterday', max_pages: '1' }, 'date_posted must be any, past_24h, past_week, past_month'],
    ['jobs/search', { keywords: 'x', seniority: 'senior', max_pages: '1' }, 'seniority must be one or more of internship, entry'],
    ['jobs/search', { keywords: 'x', seniority: 'entry,', max_pages: '1' }, 'seniority must be one or more of'],
    ['jobs/search', { keywords: 'x', remote: 'yes', max_pages: '1' }, 'remote must be one or more of on_site, remote, hybrid'],
    ['jobs/search', { keywords: 'x', job_type: 'gig', max_pages: '1' }, 'job_type must be one or more of full_time'],
    ['jobs/search', { keywords: 'x', max_pages: '1', sort_by: 'date' }, 'sort_by is not accepted'],
    ['jobs/search', { keywords: 'x', max_pages: '1', count: '10' }, 'count is a native paging input'],
    ['jobs/search', { keywords: 'x', max_pages: '1', first: '10' }, 'first is a native paging input'],
    ['company/jobs', { slug: 'acme', after: 'abc' }, 'after is a native paging input'],
    ['company/jobs', { slug: 'acme', max_id: '5' }, 'max_id is a native paging input'],
    ['locations/resolve', {}, 'query is required.'],
    ['locations/resolve', { query: long(501) }, 'query must be 1 to 500 characters'],
    ['locations/resolve', { query: 'paris', type: 'city' }, 'Unknown parameter type'],
    ['adlibrary/search', {}, 'Give exactly one of advertiser and query.'],
    ['adlibrary/search', { advertiser: 'Acme', query: 'jobs' }, 'Give exactly one of advertiser and query.'],
    ['adlibrary/search', { advertiser: long(501) }, 'advertiser must be 1 to 500 characters'],
    ['adlibrary/search', { query: 'jobs', country: 'gb' }, 'country must be two uppercase letters'],
    ['adlibrary/search', { query: 'jobs', country: 'GBR' }, 'country must be two uppercase letters'],
    ['adlibrary/search', { query: 'jobs', start_date: '2026-02-30' }, 'start_date must be a calendar date YYYY-MM-DD'],
    ['adlibrary/search', { query: 'jobs', end_date: '2026/03/01' }, 'end_date must be a calendar date YYYY-MM-DD'],
    ['adlibrary/search', { query: 'jobs', start_date: '2026-03-02', end_date: '2026-03-01' }, 'end_date (2026-03-01) is before start_date (2026-03-02).'],
    ['adlibrary/search', { query: 'jobs', trim: 'yes' }, 'trim must be true or false'],
    ['adlibrary/search', { query: 'jobs', cursor: 'abc' }, 'cursor is not a cursor this API gave out'],
    [
      'adlibrary/search',
      { query: 'jobs', cursor: Buffer.from(JSON.stringify({ o: 'adlibrary/search/ads', p: 2 })).toString('base64url') },
      'cursor is not a cursor this API gave out',
    ],
    ['adlibrary/search', { query: 'jobs', cursor: long(8193) }, 'cursor must be 1 to 8192 characters'],
  ];

  it.each(cases.map(([suffix, params, message]) => [`${suffix} ${JSON.stringify(params).slice(0, 100)}`, suffix, params, message]))(
    '%s → 400',
    async (_label, suffix, params, message) => {
      const before = await env.balance(accountId);
      const archived = (await env.services.db.query<{ n: number }>("SELECT count(*)::int AS n FROM live_archive WHERE network = 'jobnet'"))[0].n;
      const res = await live(suffix as string, params as Record<string, string>);
      expectError(res, 400, 'invalid_request');
      expect(res.body.error.message).toContain(message);
      expect(await env.balance(accountId)).toBe(before);
      expect((await env.services.db.query<{ n: number }>("SELECT count(*)::int AS n FROM live_archive WHERE network = 'jobnet'"))[0].n).toBe(archived);
    },
  );

  it('a parameter given twice is 400', async () => {
    const res = await env.rest('/v1/jobnet/live/company?slug=a&slug=b', key);
    expectError(res, 400, 'invalid_request');
    expect(res.body.error.message).toContain('slug must be given once');
  });

  it('GraphQL applies the same rules with the same messages, uncharged', async () => {
    const graphqlCases: [string, Record<string, unknown>, string][] = [
      [
        'query($s: String, $u: String) { jobnetCompany(slug: $s, url: $u) { source } }',
        { s: 'acme', u: 'https://www.linkedin.com/company/acme/' },
        '/v1/jobnet/live/company?slug=acme&url=https://www.linkedin.com/company/acme/',
      ],
      [
        'query($u: String) { jobnetCompanyDossier(url: $u) { source } }',
        { u: 'https://www.linkedin.com/in/x/' },
        '/v1/jobnet/live/company/dossier?url=https://www.linkedin.com/in/x/',
      ],
      [
        'query($s: String) { jobnetCompanyJobs(slug: $s, maxPages: 0) { page { pages } } }',
        { s: 'acme' },
        '/v1/jobnet/live/company/jobs?slug=acme&max_pages=0',
      ],
      ['{ jobnetJobSearch(maxPages: 1) { page { pages } } }', {}, '/v1/jobnet/live/jobs/search?max_pages=1'],
      [
        '{ jobnetAdLibrarySearch(query: "x", startDate: "2026-03-02", endDate: "2026-03-01") { source } }',
        {},
        '/v1/jobnet/live/adlibrary/search?query=x&start_date=2026-03-02&end_date=2026-03-01',
      ],
      ['{ jobnetLocations(query: " ") { source } }', {}, '/v1/jobnet/live/locations/resolve?query=%20'],
    ];
    for (const [query, variables, path] of graphqlCases) {
      const rest = await env.rest(path, key);
      expect(rest.status, path).toBe(400);
      const gql = await env.graphql(query, key, variables);
      expect(gql.body.errors[0].extensions, query).toMatchObject({ code: 'invalid_request', status: 400 });
      expect(gql.body.errors[0].message).toBe(rest.body.error.message);
      // A list argument out of range is refused with the estimate, before anything is reserved: no cost to report.
      expect(gql.body.extensions.cost?.actual ?? '$0.0000').toBe('$0.0000');
    }
  });
});

describe('sandbox failure inputs: every operation, both surfaces, uncharged, nothing archived, db still misses', () => {
  const FAILURES: [string, number, string, string | null][] = [
    ['err-upstream', 502, 'upstream_error', null],
    ['err-timeout', 504, 'upstream_error', null],
    ['err-ratelimited', 429, 'rate_limited', '30'],
    ['err-paused', 503, 'source_paused', '120'],
    ['err-notfound', 404, 'not_found', null],
  ];
  const CODES: Record<string, string> = {
    'err-upstream': '9990502',
    'err-timeout': '9990504',
    'err-ratelimited': '9990429',
    'err-paused': '9990503',
    'err-notfound': '9990404',
  };
  /** Each operation with the request a failure identifier makes, and its GraphQL twin. */
  const OPERATIONS: { suffix: string; params: (id: string) => Record<string, string>; column: string; gql: (id: string) => string }[] = [
    { suffix: 'company', params: (id) => ({ slug: id }), column: 'slug', gql: (id) => `{ r: jobnetCompany(slug: "${id}") { source } }` },
    {
      suffix: 'company/job_counts',
      params: (id) => ({ url: `https://www.linkedin.com/company/${id}/` }),
      column: 'slug',
      gql: (id) => `{ r: jobnetCompanyJobCounts(slug: "${id}") { source } }`,
    },
    {
      suffix: 'company/member_stats',
      params: (id) => ({ slug: id }),
      column: 'slug',
      gql: (id) => `{ r: jobnetCompanyMemberStats(slug: "${id}") { source } }`,
    },
    {
      suffix: 'company/dossier',
      params: (id) => ({ slug: id }),
      column: 'slug',
      gql: (id) => `{ r: jobnetCompanyDossier(slug: "${id}") { dossier { page { status } } } }`,
    },
    {
      suffix: 'company/jobs',
      params: (id) => ({ slug: id, max_pages: '1' }),
      column: 'slug',
      gql: (id) => `{ r: jobnetCompanyJobs(slug: "${id}", maxPages: 1) { page { pages } } }`,
    },
    {
      suffix: 'jobs/search',
      params: (id) => ({ keywords: id, max_pages: '1' }),
      column: 'search',
      gql: (id) => `{ r: jobnetJobSearch(keywords: "${id}", maxPages: 1) { page { pages } } }`,
    },
    { suffix: 'locations/resolve', params: (id) => ({ query: id }), column: 'query', gql: (id) => `{ r: jobnetLocations(query: "${id}") { source } }` },
    {
      suffix: 'adlibrary/search',
      params: (id) => ({ advertiser: id }),
      column: 'advertiser',
      gql: (id) => `{ r: jobnetAdLibrarySearch(advertiser: "${id}") { source } }`,
    },
  ];

  for (const op of OPERATIONS) {
    it(`${op.suffix}: each prefix answers its error on REST and GraphQL`, async () => {
      const { key: own, accountId: ownAccount } = await env.key({ balance: '1', rateLimit: 1_000_000 });
      for (const [prefix, status, code, retryAfter] of FAILURES) {
        const id = `${prefix}-${op.suffix.replace(/\W/g, '')}`;
        const res = await live(op.suffix, op.params(id), own);
        expectError(res, status, code);
        expect(res.headers.get('retry-after')).toBe(retryAfter);
        const gql = await env.graphql(op.gql(id), own);
        expect(gql.body.data?.r ?? null).toBeNull();
        expect(gql.body.errors[0].extensions).toMatchObject({ code, status, ...(retryAfter ? { retryAfter: Number(retryAfter) } : {}) });
        expect((await env.services.db.query(`SELECT 1 FROM live_archive WHERE network = 'jobnet' AND args::text LIKE $1`, [`%${id}%`])).length).toBe(0);
        const db = await live(op.suffix, { ...op.params(id), source: 'db' }, own);
        expectError(db, 404, 'not_found');
      }
      await env.service.ledger.drain();
      expect(await charges(ownAccount)).toEqual([]);
      expect(await env.balance(ownAccount)).toBe('1.0000');
    });
  }

  it('ids that must be digits carry the code: a numeric slug and a location_id', async () => {
    for (const [prefix, status, code] of FAILURES) {
      expectError(await live('company', { slug: `${CODES[prefix]}123` }), status, code);
      expectError(await live('jobs/search', { location_id: `${CODES[prefix]}77`, max_pages: '1' }), status, code);
    }
    expect((await live('company', { slug: '1441' })).status).toBe(200);
    expect((await live('company', { slug: '1239990502' })).status).toBe(200);
  });

  it('a failing walk is a failed job, never charged', async () => {
    const failed = [
      await walkJob('company/jobs', { slug: 'err-upstream-walk' }),
      await walkJob('jobs/search', { keywords: 'err-timeout-walk', max_pages: '3' }),
    ];
    for (const job of failed) expect(job).toMatchObject({ status: 'failed', error: 'upstream_error', cost: '$0.0000' });
    await env.service.ledger.drain();
    const rows = await env.ledgerRows(accountId);
    for (const job of failed) expect(rows.filter((r) => r.request_id === `job:${job.batch_id}`)).toEqual([]);
  });
});

describe('prices, the API description and the retired v4 paths', () => {
  it('every operation at its price', async () => {
    const expected: [string, Record<string, string>, string][] = [
      ['company', { slug: 'price-co' }, '$0.0005'],
      ['company/job_counts', { slug: 'price-co' }, '$0.0005'],
      ['company/member_stats', { slug: 'price-co' }, '$0.0010'],
      ['company/dossier', { slug: 'price-dossier' }, '$0.0025'],
      ['company/jobs', { slug: 'sbx-100-price', max_pages: '1', page_size: '51' }, '$0.0015'],
      ['jobs/search', { keywords: 'sbx-100-price', max_pages: '1', page_size: '50' }, '$0.0010'],
      ['locations/resolve', { query: 'berlin' }, '$0.0005'],
      ['adlibrary/search', { query: 'price' }, '$0.0025'],
    ];
    for (const [suffix, params, cost] of expected) {
      const res = await live(suffix, params);
      expect(res.status, suffix).toBe(200);
      expect(res.body.meta.cost, suffix).toBe(cost);
    }
    const doc = (await env.rest('/openapi.json')).body;
    expect(doc.paths['/v1/jobnet/live/company/member_stats'].get['x-price']).toBeDefined();
  });

  it('each v4 path /v1/live/jobnet/<suffix> answers 410 naming the v5 path', async () => {
    for (const suffix of [
      'company',
      'company/jobs',
      'company/job_counts',
      'company/dossier',
      'company/member_stats',
      'jobs/search',
      'locations/resolve',
      'adlibrary/search',
    ]) {
      const gone = await env.rest(`/v1/live/jobnet/${suffix}?slug=acme`, key);
      expect(gone.status, suffix).toBe(410);
      expect(gone.body.error.message).toContain(`/v1/jobnet/live/${suffix}`);
    }
  });
});

describe('jobnet served as its own subgraph service', () => {
  it('answers the same over HTTP: a partial dossier at the price of its parts, a walker page; its entities resolve by key', async () => {
    const served = await serveSubgraph('jobnet', env.service.runtime, 0);
    try {
      const url = `http://127.0.0.1:${(served.server.address() as AddressInfo).port}/graphql`;
      const router = await env.router({ supergraphConfig: supergraphYaml({ jobnet: url }) });
      const { key: own, accountId: ownAccount } = await env.key({ balance: '1' });
      const auth = { authorization: `Bearer ${own}` };
      const dossier = await checkedFetch(`${router.base}/v1/jobnet/live/company/dossier?slug=remote-co--err-notfound-counts`, { headers: auth });
      expect(dossier.status, JSON.stringify(dossier.body)).toBe(200);
      expect(dossier.body.data.job_counts).toMatchObject({ status: 'failed', cost: '$0.0000', error: { code: 'not_found', status: 404 } });
      expect(dossier.body.meta.cost).toBe('$0.0020');
      const page = await checkedFetch(`${router.base}/v1/jobnet/live/company/jobs?slug=sbx-7-remote&max_pages=1`, { headers: auth });
      expect(page.body.data.items).toHaveLength(7);
      expect(page.body.meta.cost).toBe('$0.0005');
      await router.close();
      await env.service.ledger.drain();
      expect(await charges(ownAccount)).toEqual(['-0.0020', '-0.0005']);

      // references by key: a company stored by a live read (never acquired by a reference), an advertiser
      const company = dossier.body.data.page.data;
      const entities = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-request-id': 'req_entities', ...internalHeaders('req_entities') },
        body: JSON.stringify({
          query: `{ _entities(representations: [
            { __typename: "JobnetCompany", companyId: "${company.company_id}" },
            { __typename: "JobnetCompany", companyId: "1" },
            { __typename: "Advertiser", network: "jobnet", advertiserId: "42" },
            { __typename: "Advertiser", network: "facenet", advertiserId: "42" }
          ]) { ... on JobnetCompany { slug companyName: name } ... on Advertiser { network advertiserId name } } }`,
        }),
      });
      const body = (await entities.json()) as any;
      expect(body.errors).toBeUndefined();
      expect(body.data._entities).toEqual([
        { slug: 'remote-co--err-notfound-counts', companyName: company.name },
        null,
        { network: 'jobnet', advertiserId: '42', name: null },
        null,
      ]);
    } finally {
      await served.stop();
    }
  });
});

describe('jobnet test keys and live keys', () => {
  it("without a real provider (JOBNET_PROVIDER unset), a live key's live reads and walker pages answer 503 source_paused, uncharged; a test key reads the sandbox", async () => {
    const slug = 'paused-live-co';
    const live = await env.key({ balance: '1', mode: 'live' });
    const before = await env.balance(live.accountId);
    for (const path of [`/v1/jobnet/live/company?slug=${slug}`, `/v1/jobnet/live/company/jobs?slug=${slug}&max_pages=1`]) {
      const res = await env.rest(path, live.key);
      expectError(res, 503, 'source_paused');
      expect(res.body.error.message).toContain('JOBNET_PROVIDER');
      expect(res.headers.get('retry-after')).toBeNull();
    }
    const gql = await env.graphql(`{ jobnetCompany(slug: "${slug}") { source } }`, live.key);
    expect(gql.body.errors[0].extensions).toMatchObject({ code: 'source_paused', status: 503 });
    expect(gql.body.extensions.cost.actual).toBe('$0.0000');
    await env.service.ledger.drain();
    expect(await env.balance(live.accountId)).toBe(before);
    expect((await env.ledgerRows(live.accountId)).filter((r) => r.kind !== 'topup')).toEqual([]);

    // a test key reads the sandbox, into the test archive, which a live key's stored read never sees
    const test = await env.key({ balance: '1' });
    const res = await env.rest(`/v1/jobnet/live/company?slug=${slug}`, test.key);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.meta).toMatchObject({ source: 'live', cost: '$0.0005' });
    const rows = await env.services.db.query("SELECT provider, test FROM live_archive WHERE network = 'jobnet' AND args->>'slug' = $1", [slug]);
    expect(rows).toEqual([{ provider: 'sandbox', test: true }]);
    expectError(await env.rest(`/v1/jobnet/live/company?slug=${slug}&source=db`, live.key), 404, 'not_found');
  });
});
