import { Queue, Worker } from 'bullmq';
import { Redis } from 'ioredis';
import type { Config } from '../../platform/config.ts';
import { log } from '../../platform/log.ts';
import { logBurst } from '../../platform/log-burst.ts';
import type { WebhookSettings } from './settings.ts';
import type { Webhooks } from './webhooks.ts';

const QUEUE = 'webhooks';

/** Thrown to make BullMQ retry a delivery after its backoff; the attempt is already recorded. */
class RetryLater extends Error {}

/**
 * The webhook worker of a process that runs jobs: every WEBHOOK_DRAIN_INTERVAL_MS it routes new outbox events to
 * deliveries (PostgreSQL) and hands waiting deliveries to BullMQ, which attempts each with exponential backoff
 * (WEBHOOK_RETRY_BASE_MS × 2^(n−1), WEBHOOK_MAX_ATTEMPTS attempts in all) across every worker process.
 */
export class DeliveryWorker {
  private connection: Redis | null = null;
  private queue: Queue | null = null;
  private worker: Worker | null = null;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;

  constructor(
    private readonly webhooks: Webhooks,
    private readonly settings: WebhookSettings,
    private readonly config: Config,
  ) {}

  /** BullMQ's delay before attempt `n + 1`, after `n` attempts (its exponential backoff). */
  backoffMs(attemptsMade: number): number {
    return this.settings.retryBaseMs * 2 ** (attemptsMade - 1);
  }

  start(): void {
    if (this.queue) return;
    this.connection = new Redis(this.config.redisUrl, { maxRetriesPerRequest: null });
    this.connection.on('error', () => {});
    const prefix = `${this.config.redisPrefix}bull`;
    this.queue = new Queue(QUEUE, { connection: this.connection, prefix });
    this.queue.on('error', (err) => logBurst('error', { err }, 'webhook queue error'));
    this.worker = new Worker(
      QUEUE,
      async (job) => {
        const outcome = await this.webhooks.attempt(job.data.deliveryId, this.settings.maxAttempts, (n) => this.backoffMs(n));
        if (outcome === 'retry') throw new RetryLater(`delivery ${job.data.deliveryId} failed; retried after its backoff`);
      },
      { connection: this.connection.duplicate(), prefix, concurrency: this.settings.concurrency },
    );
    this.worker.on('error', (err) => logBurst('error', { err }, 'webhook worker error'));
    this.timer = setInterval(() => void this.tick(), this.settings.drainIntervalMs);
    this.timer.unref();
  }

  /** One pass: route new events, then enqueue what waits. Passes never overlap in one process. */
  tick(): Promise<void> {
    this.running ??= this.pass().finally(() => (this.running = null));
    return this.running;
  }

  private async pass(): Promise<void> {
    try {
      await this.webhooks.drain();
      if (!this.queue) return;
      const pending = await this.webhooks.takePending();
      for (let i = 0; i < pending.length; i++) {
        try {
          await this.dispatch(pending[i], this.settings.maxAttempts);
        } catch (err) {
          // Redis is away: what was not handed over waits for the next pass.
          await this.webhooks.unqueue(pending.slice(i));
          throw err;
        }
      }
      // A dispatch lost from Redis (restarted empty) is made again, with the attempts left.
      const stale = this.backoffMs(this.settings.maxAttempts) + 5 * 60_000;
      for (const { delivery_id, attempt_count } of await this.webhooks.overdue(stale)) {
        const job = await this.queue.getJob(delivery_id);
        const state = job ? await job.getState() : null;
        if (state && ['active', 'waiting', 'delayed', 'prioritized'].includes(state)) continue;
        await job?.remove();
        await this.dispatch(delivery_id, Math.max(1, this.settings.maxAttempts - attempt_count));
      }
    } catch (err) {
      log.error({ err }, 'webhook drain failed');
    }
  }

  private async dispatch(deliveryId: string, attempts: number): Promise<void> {
    await this.queue!.add(
      'deliver',
      { deliveryId },
      {
        jobId: deliveryId,
        attempts,
        backoff: { type: 'exponential', delay: this.settings.retryBaseMs },
        removeOnComplete: 1_000,
        removeOnFail: 1_000,
      },
    );
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.running;
    await this.worker?.close();
    await this.queue?.close();
    this.connection?.disconnect();
    this.queue = null;
  }
}
