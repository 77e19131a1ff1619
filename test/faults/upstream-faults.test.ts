import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDeployment, type Deployment, type RouterProc } from '../../harness/deployment.ts';
import { startFaultProxy, type FaultProxy, type ProxyMode } from './fault-proxy.ts';
import { report } from './report.ts';
import { audit } from './audit.ts';
import { type Outcome } from '../../harness/traffic.ts';

/**
 * An upstream that is slow, hangs, resets connections or answers garbage, put by a TCP proxy between a real provider
 * (facenet's Ad Library on Meta's ads_archive Graph API) and its local fake: the client sees 504 for slow and hung
 * upstreams once the provider's timeout passes, 502 for resets and garbage, none charged, nothing archived; the same
 * read answers 200, charged once, when the upstream is healthy again.
 */

const TOKEN = 'fault-token';
// Long enough that a loaded machine still meets the reset or the garbage before the timeout.
const TIMEOUT_MS = 3_000;
let fake: Server;
let proxy: FaultProxy;
let d: Deployment;
let router: RouterProc;

beforeAll(async () => {
  fake = createServer((req, res) => {
    const id = String(1000 + Math.floor(Math.random() * 1000));
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({
        data: [
          {
            id,
            page_id: '111',
            page_name: 'Acme Shoes',
            ad_creative_bodies: ['Run faster'],
            ad_delivery_start_time: '2026-01-03',
            publisher_platforms: ['FACEBOOK'],
          },
        ],
        paging: { cursors: { after: 'END' } },
      }),
    );
  });
  await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
  proxy = await startFaultProxy({ host: '127.0.0.1', port: (fake.address() as AddressInfo).port }, TIMEOUT_MS * 2);
  d = await startDeployment({
    env: {
      FACENET_ADS_PROVIDER: 'meta',
      FACENET_ADS_TOKEN: TOKEN,
      FACENET_ADS_API_URL: `${proxy.url}/v21.0`,
      FACENET_ADS_TIMEOUT_MS: String(TIMEOUT_MS),
      // The Graph API is called through the guarded outbound fetcher: the proxy's loopback address and port are allowed.
      OUTBOUND_ALLOW_CIDRS: '127.0.0.1/32',
      OUTBOUND_PORTS: new URL(proxy.url).port,
    },
  });
  router = await d.router();
});
afterAll(async () => {
  await d?.close();
  await proxy?.close();
  await new Promise<void>((resolve) => fake?.close(() => resolve()));
});

const archived = async () => (await d.services.db.query<{ n: number }>("SELECT count(*)::int AS n FROM live_archive WHERE network = 'facenet'"))[0].n;

describe('an upstream that misbehaves between a real provider and its fake', () => {
  it('slow and hung: 504; reset and garbage: 502; none charged, nothing archived; healthy again: 200, charged once', async () => {
    // A live key: the real provider (Meta's Ad Library, here its fake) serves live keys only.
    const { key, accountId } = await d.key('5', undefined, 'live');
    const outcomes: Outcome[] = [];
    const read = async (mode: ProxyMode, n: number) => {
      proxy.mode = mode;
      const at = Date.now();
      const res = await fetch(`${router.base}/v1/facenet/live/adlibrary/search/ads?query=${mode}+${n}&source=live`, {
        headers: { authorization: `Bearer ${key}` },
      });
      const body = (await res.json()) as { error?: { code: string }; meta?: { cost: string } };
      const o: Outcome = {
        kind: mode,
        status: res.status,
        code: body.error?.code,
        requestId: res.headers.get('x-request-id'),
        cost: body.meta?.cost ?? null,
        retryAfter: res.headers.get('retry-after'),
        at,
        ms: Date.now() - at,
      };
      outcomes.push(o);
      return o;
    };
    const expected: Record<Exclude<ProxyMode, 'pass'>, number> = { slow: 504, hang: 504, reset: 502, garbage: 502 };
    const timings: Record<string, number> = {};
    for (const [mode, status] of Object.entries(expected) as [ProxyMode, number][]) {
      for (let n = 0; n < 2; n++) {
        const o = await read(mode, n);
        expect(o.status, `${mode}: ${JSON.stringify(o)}`).toBe(status);
        expect(o.code).toBe('upstream_error');
        timings[mode] = Math.max(timings[mode] ?? 0, o.ms!);
      }
      expect(proxy.seen[mode]).toBeGreaterThan(0);
    }
    // A slow or hung upstream is given up on at the provider's timeout, not much later.
    expect(timings.hang).toBeLessThan(TIMEOUT_MS + 5_000);
    expect(await archived()).toBe(0);
    const healthy = await read('pass', 0);
    expect(healthy.status).toBe(200);
    expect(healthy.cost).toBe('$0.0025');
    expect(await archived()).toBe(1);
    await audit(d.services.db, accountId, '5', outcomes);
    report('upstream slow / hung / reset / garbage', { statuses: Object.fromEntries(outcomes.map((o) => [o.kind, o.status])), slowest_ms: timings });
  }, 240_000);
});
