import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../platform/config.ts';
import { MIRROR_QUEUE } from '../platform/media/mirror.ts';
import { createTestEnv, type TestEnv } from './helpers/env.ts';

/**
 * The media mirror's work on BullMQ: a registered URL is a job on the media-mirror queue that the mirror worker takes
 * (no drain, no polling loop), its state recorded in PostgreSQL; a copy that fails for a passing reason is retried by
 * BullMQ after its backoff, and copied once the image host answers.
 */
let env: TestEnv;
let site: Server;
let answering = false;
let served = 0;
let connection: Redis;
let queue: Queue;

beforeAll(async () => {
  site = createServer((_req, res) => {
    served++;
    if (!answering) return void res.writeHead(503).end();
    res.writeHead(200, { 'content-type': 'image/png' }).end(Buffer.from([0x89, 0x50, 0x4e, 0x47, 2]));
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  const { port } = site.address() as AddressInfo;
  env = await createTestEnv({
    mirrorRetryMs: 300,
    outbound: { ...loadConfig().outbound, dnsServers: ['127.0.0.1:9'], ports: [port], allowCidrs: '127.0.0.1/32' },
  });
  connection = new Redis(env.config.redisUrl, { maxRetriesPerRequest: null });
  queue = new Queue(MIRROR_QUEUE, { connection, prefix: `${env.config.redisPrefix}bull` });
});
afterAll(async () => {
  await queue?.close();
  connection?.disconnect();
  await env?.close();
  await new Promise<void>((resolve) => (site ? site.close(() => resolve()) : resolve()));
});

const row = async (url: string) =>
  (
    await env.services.db.query<{ id: string; status: string; attempts: number; error: string | null }>(
      'SELECT id, status, attempts, error FROM media_mirror WHERE url = $1',
      [url],
    )
  )[0];

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 20_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('the media mirror on BullMQ', () => {
  it('copies a registered image through the queue, retries a passing failure after its backoff, and records each step in PostgreSQL', async () => {
    const { port } = site.address() as AddressInfo;
    const url = `http://127.0.0.1:${port}/queued.png`;
    await env.service.runtime.mirror.register([url]);
    const { id } = await row(url);

    // The host answers 503: the first attempt is recorded, and the job waits in BullMQ for its backoff.
    const failed = await until(
      () => row(url),
      (r) => r.attempts >= 1 && r.status === 'pending' && r.error !== null,
    );
    expect(failed).toMatchObject({ status: 'pending', attempts: 1, error: 'upstream answered 503' });
    const job = await queue.getJob(`m${id}`);
    expect(job).toBeDefined();
    expect(['delayed', 'waiting', 'active']).toContain(await job!.getState());

    // Once the host answers, the retry BullMQ schedules copies it, without anyone draining.
    answering = true;
    const copied = await until(
      () => row(url),
      (r) => r.status === 'completed',
    );
    expect(copied.status).toBe('completed');
    expect(copied.attempts).toBeGreaterThanOrEqual(2);
    expect(copied.attempts).toBeLessThanOrEqual(5);
    const tries = served;
    // Settled: the job is gone and nothing copies it again.
    expect(
      await until(
        () => queue.getJob(`m${id}`),
        (j) => j === undefined,
        5_000,
      ),
    ).toBeUndefined();
    await env.service.runtime.mirror.register([url]);
    await env.service.runtime.mirror.drain();
    expect(served).toBe(tries);
  });
});
