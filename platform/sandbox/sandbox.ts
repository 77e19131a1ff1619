import { createHmac, timingSafeEqual } from 'node:crypto';
import { Router } from 'express';
import type { FetchedBytes } from '../outbound/page.ts';
import { systemClock, type Clock } from '../clock.ts';
import { seeded } from '../random.ts';
import { SourcePaused, UpstreamError, UpstreamRateLimited, UpstreamTimeout, NotFound } from '../errors.ts';

/**
 * Shared machinery of the sandbox upstreams: deterministic randomness, simulated latency, magic inputs that trigger
 * each failure class, and signed, expiring media URLs served by a local endpoint, like a real network's CDN.
 */

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The failure classes a sandbox input can ask for, by name. */
export const MAGIC_FAILURES = {
  'err-upstream': () => new UpstreamError(),
  'err-timeout': () => new UpstreamTimeout(),
  'err-ratelimited': () => new UpstreamRateLimited(30),
  'err-paused': () => new SourcePaused(120),
  'err-notfound': () => new NotFound('The upstream network has no such record.'),
} as const;

export type MagicFailure = keyof typeof MAGIC_FAILURES;

/** The failure a sandbox label (the first label of a handle, a name prefix…) asks for, if any. */
export function magicFailure(label: string): MagicFailure | null {
  const match = /^(err-[a-z]+)/.exec(label.toLowerCase());
  return match && match[1] in MAGIC_FAILURES ? (match[1] as MagicFailure) : null;
}

/**
 * Ids that must be digits or hex carry a code instead of a prefix (shared/sandbox.md): after the id's fixed part
 * (`fixed`, such as a channel id's `UC`), or at its start when it has none.
 */
const CODED_FAILURES: Record<string, MagicFailure> = {
  '9990502': 'err-upstream',
  '9990504': 'err-timeout',
  '9990429': 'err-ratelimited',
  '9990503': 'err-paused',
  '9990404': 'err-notfound',
};

/** The failure a digit or hex sandbox id asks for by its code, if any. */
export function codedFailure(id: string, fixed = ''): MagicFailure | null {
  if (!id.startsWith(fixed)) return null;
  const code = id.slice(fixed.length, fixed.length + 7);
  return CODED_FAILURES[code] ?? null;
}

/** Signs sandbox media paths into expiring URLs the service itself serves (what a sandbox upstream hands out). */
export interface MediaSigner {
  url(path: string): string;
}

export class SandboxMedia {
  constructor(
    private readonly baseUrl: () => string,
    private readonly secret: string,
    private readonly ttlSeconds: number,
    /** Signing and the expiry check read this clock, so a test moves past the TTL instead of sleeping. */
    private readonly clock: Clock = systemClock,
  ) {}

  private sign(path: string, exp: number): string {
    return createHmac('sha256', this.secret).update(`${path}:${exp}`).digest('hex').slice(0, 32);
  }

  /** A signed URL for the sandbox image `path` (e.g. `openfeed/avatar/alice.jpg`) that expires after the TTL. */
  url(path: string, now = this.clock.now()): string {
    const exp = Math.floor(now / 1000) + this.ttlSeconds;
    return `${this.baseUrl()}/sandbox/media/${path}?exp=${exp}&sig=${this.sign(path, exp)}`;
  }

  /** Whether `url` is one of this sandbox CDN's own URLs (what the media mirror reads without a network hop). */
  owns(url: string): boolean {
    return url.startsWith(`${this.baseUrl()}/sandbox/media/`);
  }

  /** What the endpoint answers for a media path and its query: 403 for a bad signature or an expired URL, like a signed CDN. */
  private answer(path: string, expParam: unknown, sigParam: unknown): { status: number; contentType: string; body: string } {
    const exp = Number(expParam);
    const given = Buffer.from(String(sigParam ?? ''));
    const expected = Buffer.from(this.sign(path, exp));
    if (!Number.isInteger(exp) || given.length !== expected.length || !timingSafeEqual(given, expected))
      return { status: 403, contentType: 'text/plain', body: 'signature mismatch' };
    if (exp * 1000 < this.clock.now()) return { status: 403, contentType: 'text/plain', body: 'URL expired' };
    return { status: 200, contentType: 'image/svg+xml', body: placeholderImage(path) };
  }

  /** One of its own URLs read directly, as an outbound fetch would answer it. */
  async fetchBytes(url: string): Promise<FetchedBytes> {
    const parsed = new URL(url);
    const path = decodeURIComponent(parsed.pathname.slice('/sandbox/media/'.length));
    const { status, contentType, body } = this.answer(path, parsed.searchParams.get('exp'), parsed.searchParams.get('sig'));
    return { url, finalUrl: url, status, redirects: [], contentType, bytes: Buffer.from(body), charset: undefined, fetchedAt: new Date(this.clock.now()) };
  }

  /** The local media endpoint. */
  router(): Router {
    const router = Router();
    router.get(/^\/sandbox\/media\/(.+)$/, (req, res) => {
      const { status, contentType, body } = this.answer((req.params as Record<string, string>)[0], req.query.exp, req.query.sig);
      res.status(status).type(contentType);
      if (status === 200) res.set('Cache-Control', 'private, max-age=60');
      res.send(body);
    });
    return router;
  }
}

/** A deterministic picture for a media path: colours and initials derived from the path. */
function placeholderImage(path: string): string {
  const r = seeded(path);
  const hue = Math.floor(r() * 360);
  const label = path
    .split('/')
    .pop()!
    .replace(/\.[a-z]+$/, '')
    .slice(0, 2)
    .toUpperCase();
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400">` +
    `<rect width="400" height="400" fill="hsl(${hue},55%,55%)"/>` +
    `<circle cx="${100 + Math.floor(r() * 200)}" cy="${100 + Math.floor(r() * 200)}" r="${40 + Math.floor(r() * 80)}" fill="hsl(${(hue + 180) % 360},60%,70%)"/>` +
    `<text x="200" y="230" font-family="sans-serif" font-size="96" text-anchor="middle" fill="#fff">${label}</text></svg>`
  );
}
