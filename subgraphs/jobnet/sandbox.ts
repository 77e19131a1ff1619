import { SANDBOX_PROVIDER } from '../../platform/live/reader.ts';
import { createHash } from 'node:crypto';
import type { RawAd } from '../../platform/ads/records.ts';
import type { Clock } from '../../platform/clock.ts';
import { UpstreamError } from '../../platform/errors.ts';
import { seeded } from '../../platform/random.ts';
import { codedFailure, MAGIC_FAILURES, magicFailure, sleep, type MagicFailure, type MediaSigner } from '../../platform/sandbox/sandbox.ts';
import { CITIES, COMPANY_TYPES, FUNCTIONS, INDUSTRIES, NAME_ENDS, NAME_WORDS, PLACES, SIZE_RANGES, SPECIALTIES, type Place } from './sandbox-data.ts';
import { RAW_JOB_TYPE, RAW_SENIORITY, RAW_WORKPLACE } from './normalise.ts';
import {
  SENIORITIES,
  WORKPLACES,
  type AdSearch,
  type JobnetProvider,
  type JobSearch,
  type RawAdsPage,
  type RawCompany,
  type RawJob,
  type RawJobCounts,
  type RawJobsPage,
  type RawLocations,
  type RawMemberStats,
} from './upstream.ts';

/**
 * A deterministic professional network for the sandbox (README, "jobnet"): the same identifier always gives the same
 * company, jobs, counts, statistics, places and ads, in the upstream's payloads (upstream.ts). A company's job counts
 * are the counts of exactly the jobs its job list holds. Failures follow shared/sandbox.md on the identifier a
 * request names (the slug, the keywords, the query, the advertiser), plus one rule of this network: a slug ending
 * `--err-<class>-<surface>` fails only that surface of an otherwise healthy company (`page`, `counts`, `stats`,
 * `jobs`), which is how a dossier's partial failure is asked for.
 */

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** Jobs a list holds at most (the network's own cap on a result list). */
export const MAX_LIST = 1000;
/** Ads a page of the ad library holds, and its pages. */
export const ADS_PER_PAGE = 10;
export const AD_PAGES = 3;
const CHALLENGE_CODE = '9990403';
const AD_EPOCH = Date.UTC(2026, 10, 1);

/** A challenge page met upstream on the ad library (err-challenge, 9990403…): a non-billable 502, never an empty success. */
export class ChallengePage extends UpstreamError {
  constructor() {
    super('The network answered with a challenge page; nothing was read and nothing was charged. Retry later.');
  }
}

/** The surfaces of a company a slug can fail alone (`acme--err-upstream-stats`). */
export type Surface = 'page' | 'counts' | 'stats' | 'jobs';
const SURFACE_FAILURE = /--(err-[a-z]+)-(page|counts|stats|jobs)$/;

/** The failure an identifier asks for: a digit id by its code, anything else by its prefix. */
function fail(identifier: string, intermittent = false): void {
  if (intermittent && (identifier.toLowerCase().startsWith('err-challenge') || identifier.startsWith(CHALLENGE_CODE))) throw new ChallengePage();
  const failure = /^\d+$/.test(identifier) ? codedFailure(identifier) : magicFailure(identifier);
  if (failure) throw MAGIC_FAILURES[failure]();
}

/** A company's failures: its slug's prefix fails every surface, a `--err-<class>-<surface>` suffix only that one. */
function failCompany(slug: string, surface: Surface): void {
  fail(slug);
  const match = SURFACE_FAILURE.exec(slug.toLowerCase());
  if (match && match[2] === surface && match[1] in MAGIC_FAILURES) throw MAGIC_FAILURES[match[1] as MagicFailure]();
}

const hash = (text: string) => createHash('sha256').update(text).digest();
const pick = <T>(r: () => number, xs: readonly T[]): T => xs[Math.floor(r() * xs.length)];
const titleCase = (words: string) => words.replace(/\b[a-z]/g, (c) => c.toUpperCase());

/** A digit id of `length` derived from a seed, never starting with a failure code. */
function digits(seed: string, length: number): string {
  const bytes = hash(seed);
  let s = String(1 + (bytes[0] % 8));
  for (let i = 1; s.length < length; i++) s += String(bytes[i % bytes.length] % 10);
  return s;
}

/** Splits `total` into whole counts by weight, summing exactly to `total` (largest remainder). */
function apportion(total: number, weights: number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0) || 1;
  const exact = weights.map((w) => (total * w) / sum);
  const counts = exact.map(Math.floor);
  let left = total - counts.reduce((a, b) => a + b, 0);
  const order = exact.map((e, i) => [e - Math.floor(e), i] as const).sort((a, b) => b[0] - a[0]);
  for (let k = 0; left > 0; k = (k + 1) % order.length, left--) counts[order[k][1]]++;
  return counts;
}

/** The job function keywords name (a word of one of its titles or of its name), if any. */
function functionOf(keywords: string | null): (typeof FUNCTIONS)[number] | null {
  const words = (keywords ?? '')
    .toLowerCase()
    .split(/\W+/)
    .filter((w) => w.length > 2);
  return (
    FUNCTIONS.find((f) =>
      [f.name, ...f.titles].some((t) =>
        t
          .toLowerCase()
          .split(/\W+/)
          .some((w) => words.includes(w)),
      ),
    ) ?? null
  );
}

/** `sbx-<N>-<name>`: exactly N open jobs (or N search results). */
function chosenSize(identifier: string): number | null {
  const match = /^sbx-(\d{1,4})(?:-|$)/i.exec(identifier);
  return match ? Math.min(MAX_LIST, Number(match[1])) : null;
}

interface CompanyFacts {
  raw: RawCompany;
  id: string;
  offices: Place[];
  openJobs: number;
}

export class SandboxJobnetProvider implements JobnetProvider {
  readonly name = SANDBOX_PROVIDER;

  constructor(
    private readonly media: MediaSigner,
    private readonly latencyMs: number,
    private readonly clock: Clock,
  ) {}

  private async arrive(): Promise<void> {
    if (this.latencyMs > 0) await sleep(this.latencyMs);
  }

  /** Job lists are posted back from the start of the current UTC day: stable for the day, fresh every day. */
  private dayStart(): number {
    return Math.floor(this.clock.now() / DAY) * DAY;
  }

  private facts(slug: string): CompanyFacts {
    const key = slug.toLowerCase();
    const r = seeded(`company|${key}`);
    const id = digits(`company|${key}`, 7);
    const words = key
      .replace(/^sbx-\d+-?/, '')
      .replace(/--err-[a-z]+-[a-z]+$/, '')
      .split(/[-_]+/)
      .filter((w) => w && !/^\d+$/.test(w));
    const name = words.length ? titleCase(words.join(' ')) : `${pick(r, NAME_WORDS)} ${pick(r, NAME_ENDS)}`;
    const sizeIndex = Math.floor(r() * SIZE_RANGES.length);
    const [start, end] = SIZE_RANGES[sizeIndex];
    const staff = end === null ? 10_001 + Math.floor(r() * 70_000) : start + Math.floor(r() * (end - start + 1));
    const hq = pick(r, CITIES);
    const offices = [hq];
    for (let k = 0; k < 2; k++) {
      const office = pick(r, CITIES);
      if (!offices.includes(office)) offices.push(office);
    }
    const industry = pick(r, INDUSTRIES);
    const specialties = [...new Set(Array.from({ length: 2 + Math.floor(r() * 4) }, () => pick(r, SPECIALTIES)))];
    const openJobs = chosenSize(key) ?? Math.min(MAX_LIST, Math.max(0, Math.round(staff * (0.004 + r() * 0.03))));
    const founded = r() < 0.9 ? 1950 + Math.floor(r() * 74) : null;
    const raw: RawCompany = {
      entityUrn: `urn:li:fsd_company:${id}`,
      universalName: key,
      name,
      tagline: r() < 0.8 ? `${name}: ${pick(r, specialties)} for teams that ship` : null,
      description: `${name} is a ${industry.toLowerCase()} company headquartered in ${hq.displayName.split(',')[0]}. We work on ${specialties.join(', ')}.`,
      industries: [{ name: industry }],
      companyType: pick(r, COMPANY_TYPES),
      staffCount: staff,
      staffCountRange: { start, end },
      followingInfo: { followerCount: Math.round(staff * (4 + r() * 60)) },
      headquarter: {
        city: hq.displayName.split(',')[0],
        geographicArea: hq.displayName.split(',')[1]?.trim() ?? null,
        country: hq.countryCode,
        postalCode: r() < 0.7 ? String(10000 + Math.floor(r() * 89999)) : null,
        geoId: hq.geoId,
      },
      foundedOn: founded ? { year: founded } : null,
      companyPageUrl: `https://www.${key.replace(/[^a-z0-9-]/g, '') || 'company'}.example`,
      specialities: specialties,
      logoUrl: this.media.url(`jobnet/logo/${id}.png`),
      coverUrl: r() < 0.8 ? this.media.url(`jobnet/cover/${id}.jpg`) : null,
      verified: r() < 0.4,
    };
    return { raw, id, offices, openJobs };
  }

  /** The i-th newest open job of a company. */
  private companyJob(company: CompanyFacts, i: number, dayStart: number): RawJob {
    const r = seeded(`job|${company.raw.universalName}|${i}`);
    const fn = pick(r, FUNCTIONS);
    const seniority = pick(r, [
      'internship',
      'entry',
      'entry',
      'associate',
      'associate',
      'mid_senior',
      'mid_senior',
      'mid_senior',
      'director',
      'executive',
    ] as const);
    const place = pick(r, company.offices);
    const salaried = r() < 0.5;
    const low = 40_000 + Math.floor(r() * 120) * 1000;
    return {
      jobPostingId: `4${company.id.slice(1, 6)}${String(i).padStart(4, '0')}`,
      title: `${seniority === 'mid_senior' && r() < 0.5 ? 'Senior ' : seniority === 'director' ? 'Director, ' : ''}${pick(r, fn.titles)}`,
      companyUrn: company.raw.entityUrn,
      companyName: company.raw.name,
      companyUniversalName: company.raw.universalName,
      formattedLocation: place.displayName,
      geoId: place.geoId,
      workplaceType: RAW_WORKPLACE[pick(r, ['on_site', 'on_site', 'hybrid', 'hybrid', 'remote'] as const)],
      employmentStatus:
        RAW_JOB_TYPE[
          seniority === 'internship'
            ? 'internship'
            : pick(r, ['full_time', 'full_time', 'full_time', 'full_time', 'part_time', 'contract', 'temporary'] as const)
        ],
      experienceLevel: RAW_SENIORITY[seniority],
      jobFunction: fn.name,
      listedAt: dayStart - i * 7 * HOUR - Math.floor(r() * 7 * HOUR),
      applies: r() < 0.2 ? null : Math.floor(r() * 400),
      salary: salaried
        ? {
            min: low,
            max: low + 10_000 + Math.floor(r() * 60) * 1000,
            currencyCode: place.countryCode === 'US' ? 'USD' : place.countryCode === 'GB' ? 'GBP' : 'EUR',
            period: 'YEARLY',
          }
        : null,
      easyApply: r() < 0.45,
    };
  }

  private companyJobs_(company: CompanyFacts): RawJob[] {
    const dayStart = this.dayStart();
    return Array.from({ length: company.openJobs }, (_, i) => this.companyJob(company, i, dayStart));
  }

  async company(slug: string): Promise<RawCompany> {
    await this.arrive();
    failCompany(slug, 'page');
    return this.facts(slug).raw;
  }

  async jobCounts(slug: string): Promise<RawJobCounts> {
    await this.arrive();
    failCompany(slug, 'counts');
    const company = this.facts(slug);
    const jobs = this.companyJobs_(company);
    const tally = <K extends string>(keyOf: (job: RawJob) => K) => {
      const counts = new Map<K, number>();
      for (const job of jobs) counts.set(keyOf(job), (counts.get(keyOf(job)) ?? 0) + 1);
      return [...counts].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
    };
    const names = new Map(jobs.map((j) => [j.geoId, j.formattedLocation]));
    return {
      companyUrn: company.raw.entityUrn,
      universalName: company.raw.universalName,
      total: jobs.length,
      facets: {
        jobFunction: tally((j) => j.jobFunction).map(([value, count]) => ({ value, count })),
        experienceLevel: tally((j) => j.experienceLevel).map(([value, count]) => ({ value, count })),
        geo: tally((j) => j.geoId).map(([geoId, count]) => ({ geoId, displayName: names.get(geoId)!, count })),
      },
    };
  }

  async memberStats(slug: string): Promise<RawMemberStats> {
    await this.arrive();
    failCompany(slug, 'stats');
    const company = this.facts(slug);
    const r = seeded(`stats|${company.raw.universalName}`);
    const total = company.raw.staffCount;
    const asOf = this.dayStart();
    const functions = apportion(
      total,
      FUNCTIONS.map(() => 0.2 + r() * 2),
    );
    const seniorities = apportion(
      total,
      [0.3, 2.5, 2, 3, 0.6, 0.15].map((w) => w * (0.7 + r() * 0.6)),
    );
    const geos = apportion(
      total,
      company.offices.map((_, i) => (i === 0 ? 4 : 1) * (0.5 + r())),
    );
    // Headcount at the start of each of the last 25 months, back from today's, by a drifting monthly growth.
    const history: number[] = [total];
    let rate = -0.01 + r() * 0.035;
    for (let m = 1; m < 25; m++) {
      rate += (r() - 0.5) * 0.01;
      history.unshift(Math.max(1, Math.round(history[0] / (1 + rate))));
    }
    const at = new Date(asOf);
    const month = (back: number) => {
      const d = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() - back, 1));
      return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
    };
    return {
      companyUrn: company.raw.entityUrn,
      universalName: company.raw.universalName,
      totalMembers: total,
      asOf,
      functions: FUNCTIONS.map((f, i) => ({ value: f.name, count: functions[i] }))
        .filter((f) => f.count > 0)
        .sort((a, b) => b.count - a.count),
      seniorities: SENIORITIES.map((s, i) => ({ value: RAW_SENIORITY[s], count: seniorities[i] })).filter((s) => s.count > 0),
      geos: company.offices.map((p, i) => ({ geoId: p.geoId, displayName: p.displayName, count: geos[i] })).sort((a, b) => b.count - a.count),
      headcountHistory: history.map((count, i) => ({ month: month(24 - i), count })),
    };
  }

  async companyJobs(slug: string, start: number, count: number): Promise<RawJobsPage> {
    await this.arrive();
    failCompany(slug, 'jobs');
    const company = this.facts(slug);
    const dayStart = this.dayStart();
    const end = Math.min(company.openJobs, start + count);
    const elements = Array.from({ length: Math.max(0, end - start) }, (_, k) => this.companyJob(company, start + k, dayStart));
    return { elements, paging: { start, count, total: company.openJobs } };
  }

  async searchJobs(search: JobSearch, start: number, count: number): Promise<RawJobsPage> {
    await this.arrive();
    fail(search.keywords ?? search.location_id!);
    if (search.keywords && search.location_id) fail(search.location_id);
    const place = search.location_id === null ? null : PLACES.find((p) => p.geoId === search.location_id);
    const key = JSON.stringify(search);
    const r0 = seeded(`search|${key}`);
    // An unknown place finds nothing, as upstream; narrower filters find fewer.
    const narrowing =
      [search.seniority, search.remote, search.job_type].reduce((n, f) => n * (f.length ? 0.35 + 0.1 * f.length : 1), 1) *
      { any: 1, past_month: 0.7, past_week: 0.3, past_24h: 0.08 }[search.date_posted];
    const total = place === undefined ? 0 : (chosenSize(search.keywords ?? '') ?? Math.min(MAX_LIST, Math.round((60 + r0() * 900) * narrowing)));
    // Times count back from the start of the hour: each window stays over an hour short of what it names.
    const window = { any: 60 * DAY, past_month: 30 * DAY - 2 * HOUR, past_week: 7 * DAY - 2 * HOUR, past_24h: 22 * HOUR }[search.date_posted];
    const hourStart = Math.floor(this.clock.now() / HOUR) * HOUR;
    const end = Math.min(total, start + count);
    const elements: RawJob[] = [];
    for (let i = start; i < end; i++) {
      const r = seeded(`search|${key}|${i}`);
      const slug = `${pick(r, NAME_WORDS)}-${pick(r, NAME_ENDS)}`.toLowerCase().replace(/\s+/g, '-');
      const company = this.facts(slug);
      const fn = functionOf(search.keywords) ?? pick(r, FUNCTIONS);
      const seniority = search.seniority.length ? pick(r, search.seniority) : pick(r, SENIORITIES);
      const workplace = search.remote.length ? pick(r, search.remote) : pick(r, WORKPLACES);
      const jobType = search.job_type.length ? pick(r, search.job_type) : pick(r, ['full_time', 'full_time', 'full_time', 'contract', 'part_time'] as const);
      const at = place ?? pick(r, CITIES);
      const low = 45_000 + Math.floor(r() * 110) * 1000;
      const level = { internship: 'Intern, ', entry: 'Junior ', associate: '', mid_senior: 'Senior ', director: 'Director of ', executive: 'VP, ' }[seniority];
      elements.push({
        jobPostingId: `3${digits(`search|${key}`, 5).slice(1)}${String(i).padStart(4, '0')}`,
        title: `${level}${search.keywords ? titleCase(search.keywords.trim().toLowerCase()) : pick(r, fn.titles)}`,
        companyUrn: company.raw.entityUrn,
        companyName: company.raw.name,
        companyUniversalName: company.raw.universalName,
        formattedLocation: at.displayName,
        geoId: at.geoId,
        workplaceType: RAW_WORKPLACE[workplace],
        employmentStatus: RAW_JOB_TYPE[jobType],
        experienceLevel: RAW_SENIORITY[seniority],
        jobFunction: fn.name,
        listedAt: hourStart - Math.floor(r() * window),
        applies: r() < 0.2 ? null : Math.floor(r() * 600),
        salary:
          r() < 0.5
            ? {
                min: low,
                max: low + 15_000 + Math.floor(r() * 50) * 1000,
                currencyCode: at.countryCode === 'US' ? 'USD' : at.countryCode === 'GB' ? 'GBP' : 'EUR',
                period: 'YEARLY',
              }
            : null,
        easyApply: r() < 0.5,
      });
    }
    return { elements, paging: { start, count, total } };
  }

  async locations(query: string): Promise<RawLocations> {
    await this.arrive();
    fail(query);
    const q = query.trim().toLowerCase();
    const rank = { COUNTRY: 0, STATE: 1, METRO: 2, CITY: 3 };
    const found = PLACES.filter(
      (p) =>
        p.geoId === q ||
        p.displayName
          .toLowerCase()
          .split(/[\s,]+/)
          .some((w) => w.startsWith(q)) ||
        p.displayName.toLowerCase().startsWith(q),
    )
      .sort((a, b) => Number(!b.displayName.toLowerCase().startsWith(q)) - Number(!a.displayName.toLowerCase().startsWith(q)) || rank[a.type] - rank[b.type])
      .slice(0, 10);
    return { elements: found.map((p) => ({ geoId: p.geoId, displayName: p.displayName, type: p.type, countryCode: p.countryCode })) };
  }

  async adLibrary(search: AdSearch, page: number): Promise<RawAdsPage> {
    await this.arrive();
    const identifier = search.advertiser ?? search.query!;
    fail(identifier, true);
    const from = search.start_date ? Date.parse(`${search.start_date}T00:00:00Z`) : AD_EPOCH - 365 * DAY;
    const to = search.end_date ? Date.parse(`${search.end_date}T00:00:00Z`) + DAY - 1 : AD_EPOCH;
    // The library holds AD_PAGES pages; a page beyond them is empty.
    const ads = Array.from({ length: page <= AD_PAGES ? ADS_PER_PAGE : 0 }, (_, i) => {
      const r = seeded(`ad|${JSON.stringify(search)}|${page}|${i}`);
      const advertiserName =
        search.advertiser ??
        this.facts(`${pick(seeded(`advertiser|${search.query}|${i % 4}`), NAME_WORDS)}-${i % 4}`.toLowerCase().replace(/\s+/g, '-')).raw.name;
      const company = this.facts(
        advertiserName
          .toLowerCase()
          .replace(/[^a-z0-9]+/g, '-')
          .replace(/^-|-$/g, '') || 'advertiser',
      );
      const id = digits(`ad|${JSON.stringify(search)}|${page}|${i}`, 9);
      const start = from + Math.floor(r() * Math.max(1, to - from + 1));
      const active = r() < 0.5 && to >= AD_EPOCH - 30 * DAY;
      const mediaType = pick(r, ['IMAGE', 'IMAGE', 'VIDEO', 'CAROUSEL', 'DOCUMENT', 'TEXT'] as const);
      const fn = pick(r, FUNCTIONS);
      const ad: RawAd = {
        ad_archive_id: id,
        page_id: company.id,
        page_name: advertiserName,
        page_profile_url: `https://www.linkedin.com/company/${company.raw.universalName}/`,
        is_active: active,
        start_date: new Date(start).toISOString(),
        end_date: active ? null : new Date(Math.min(to, start + (1 + Math.floor(r() * 45)) * DAY)).toISOString(),
        country: search.country ?? pick(r, ['US', 'GB', 'DE', 'FR', 'CA', 'IN']),
        publisher_platforms: ['linkedin', ...(r() < 0.3 ? ['linkedin_audience_network'] : [])],
        media_type: mediaType,
        title: `${advertiserName} is hiring in ${fn.name}`,
        body: `${search.query ? `${titleCase(search.query)}: ` : ''}Join ${advertiserName} as a ${pick(r, fn.titles)}. ${pick(r, ['Remote-friendly teams.', 'Offices in three countries.', 'Apply in two minutes.', 'Download our guide.'])}`,
        cta_text: pick(r, ['Apply', 'Learn more', 'Download', 'Register', 'Sign up']),
        link_url: `https://www.${company.raw.universalName}.example/${pick(r, ['careers', 'guide', 'events', 'product'])}`,
        image_urls:
          mediaType === 'IMAGE' || mediaType === 'CAROUSEL' || mediaType === 'DOCUMENT'
            ? Array.from({ length: mediaType === 'CAROUSEL' ? 3 : 1 }, (_, k) => this.media.url(`jobnet/ads/${id}-${k}.jpg`))
            : [],
        video_url: mediaType === 'VIDEO' ? `https://video.sandbox.test/jobnet/ads/${id}.mp4` : null,
        collation_count: 1 + Math.floor(r() * 4),
        snapshot_url: `https://www.linkedin.com/ad-library/detail/${id}`,
      };
      return ad;
    });
    return { ads, next_page: page < AD_PAGES ? page + 1 : null };
  }
}
