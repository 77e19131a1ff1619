import { Queue, Worker } from 'bullmq';
import { hostname } from 'node:os';
import { Redis } from 'ioredis';
import type { Config } from '../config.ts';
import { log } from '../log.ts';
import { logBurst } from '../log-burst.ts';
import type { Jobs } from './jobs.ts';

const QUEUE = 'crawl';

/**
 * Dispatch of jobs through BullMQ. PostgreSQL holds each job's record and results; BullMQ only delivers
 * "run job X" to a worker, retries it when a worker dies mid-job (stalled-job detection), and spreads the work over
 * every worker process. Each job id is the batch id, so a job is never dispatched twice at once.
 */
export class JobQueue {
  private readonly connection: Redis;
  private readonly queue: Queue;
  private worker: Worker | null = null;
  private timer: NodeJS.Timeout | null = null;

  constructor(private readonly config: Config) {
    // BullMQ needs its own connection, without ioredis key prefixing (it prefixes keys itself) and with unlimited
    // retries for its blocking commands.
    this.connection = new Redis(config.redisUrl, { maxRetriesPerRequest: null, lazyConnect: false });
    this.connection.on('error', () => {});
    this.queue = new Queue(QUEUE, { connection: this.connection, prefix: `${config.redisPrefix}bull` });
    // Without a listener BullMQ prints each connection error to stderr, several a second while Redis is away.
    this.queue.on('error', (err) => logBurst('error', { err }, 'job queue error'));
  }

  /** Dispatches waiting in Redis, by BullMQ state (for the kb_job_queue_depth gauge). */
  async depth(): Promise<Record<string, number>> {
    return this.queue.getJobCounts('waiting', 'prioritized', 'delayed', 'active');
  }

  async enqueue(batchId: string): Promise<void> {
    await this.enqueueMany([batchId]);
  }

  /** Dispatches these jobs, in one call to Redis. */
  async enqueueMany(batchIds: string[]): Promise<void> {
    await this.queue.addBulk(
      batchIds.map((batchId) => ({
        name: 'run',
        data: { batchId },
        opts: { jobId: batchId, attempts: 5, backoff: { type: 'exponential', delay: 1_000 }, removeOnComplete: 10_000, removeOnFail: 10_000 },
      })),
    );
  }

  /**
   * Of these jobs (running in PostgreSQL), dispatches again those Redis holds no live dispatch of: Redis restarted
   * empty under them, or their attempts ran out while PostgreSQL or Redis was away. A dispatch that is waiting, delayed
   * or active (its worker alive, or about to be found stalled) is left alone. Returns the ids dispatched again.
   */
  async redispatchLost(batchIds: string[]): Promise<string[]> {
    const again: string[] = [];
    for (const batchId of batchIds) {
      const job = await this.queue.getJob(batchId);
      if (job) {
        const state = await job.getState();
        if (['active', 'waiting', 'delayed', 'prioritized', 'waiting-children'].includes(state)) continue;
        await job.remove();
      }
      await this.enqueue(batchId);
      again.push(batchId);
    }
    return again;
  }

  /**
   * Starts a worker in this process, plus the sweeper that retries payment-required settlements and re-dispatches
   * jobs whose dispatch was lost (recorded in PostgreSQL but never delivered to Redis, or lost from Redis mid-run).
   */
  start(jobs: Jobs, concurrency = this.config.jobConcurrency): void {
    const sweep = () => jobs.sweep(this, this.config.jobLockMs * 3);
    this.worker = new Worker(
      QUEUE,
      async (job) => {
        log.info({ batch_id: job.data.batchId, attempt: job.attemptsMade + 1 }, 'job started');
        await jobs.process(job.data.batchId);
      },
      {
        connection: this.connection.duplicate(),
        prefix: `${this.config.redisPrefix}bull`,
        // Stored on each job it runs (processedBy): which process of which host ran a job.
        name: `${hostname()}:${process.pid}`,
        concurrency,
        lockDuration: this.config.jobLockMs,
        stalledInterval: Math.max(1_000, Math.floor(this.config.jobLockMs / 2)),
      },
    );
    this.worker.on('failed', (job, err) => log.warn({ batch_id: job?.data.batchId, err: err.message }, 'job attempt failed'));
    this.worker.on('error', (err) => logBurst('error', { err }, 'job worker error'));
    this.timer = setInterval(() => {
      sweep().catch((err) => log.error({ err }, 'job sweep failed'));
    }, this.config.settleIntervalMs);
    this.timer.unref();
  }

  async close(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.worker?.close();
    await this.queue.close();
    this.connection.disconnect();
  }
}
