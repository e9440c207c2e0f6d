import type { FastifyBaseLogger } from 'fastify';
import {
  PgBoss,
  fromPglite,
  type Db as IDatabase,
  type JobWithMetadata,
  type SendOptions,
} from 'pg-boss';
import { rawClientOf, type Database, type RawClient } from '../../db/client';
import { assertNoOpenTransaction } from '../../db/open-transaction';

/*
 * Issue 24: the durable job queue. pg-boss keeps its jobs in tables of the application's own
 * database (schema `pgboss`), on PostgreSQL and on embedded PGlite alike: a job stored is never
 * lost when the server stops, a job is taken by one worker (SELECT … FOR UPDATE SKIP LOCKED), a
 * failed one is retried with exponential back-off. docs/decisions/013-durable-job-queue.md.
 */

/** The queues, each with its handler registered by its module. */
export const queueNames = [
  'notice-change',
  'notice-scan',
  'notice-mail',
  'notice-push',
  'push-send',
  'emergency-grant',
  'emergency-mail',
  'review-digest',
  'digest-mail',
  'digest-push',
  'digest-push-send',
] as const;
export type QueueName = (typeof queueNames)[number];

/** A job as its handler gets it: with its metadata (createdOn: when it was stored). */
export type JobHandler<T> = (job: JobWithMetadata<T>) => Promise<void>;

/** A recurring job: stored by pg-boss's scheduler at each occurrence of `cron` in `timeZone`. */
export interface JobSchedule {
  name: QueueName;
  cron: string;
  timeZone: string;
}

export interface JobQueueOptions {
  db: Database;
  log: FastifyBaseLogger;
  /** Run workers in this process; false: jobs are only stored (another process, or a later start). */
  work: boolean;
  /** Seconds before the first retry (doubling after each failure); default 10. */
  retryDelaySeconds?: number;
  /** How often an idle worker looks for jobs; default 2 s (minimum 0.5). */
  pollingIntervalSeconds?: number;
  /**
   * Recurring jobs (the review digest). Written on start where workers run; pg-boss's scheduler
   * (on in those processes only) stores one job per occurrence, however many processes run it.
   */
  schedules?: JobSchedule[];
}

export interface JobQueue {
  /**
   * Stores a job after the caller's commit (never inside a transaction). Resolves to its id, or
   * null when a throttle key already holds one, or when storing failed: that is logged, never
   * thrown, so the request that caused it still answers.
   */
  send(name: QueueName, data: object, options?: SendOptions): Promise<string | null>;
  /** As send, but a failure throws: for a job handler, whose job is then retried. */
  store(name: QueueName, data: object, options?: SendOptions): Promise<string | null>;
  /** The handler of a queue; registered before start. */
  handle<T>(name: QueueName, handler: JobHandler<T>): void;
  start(): Promise<void>;
  /** Stops the workers (waiting for jobs under way) and maintenance; the database stays open. */
  stop(): Promise<void>;
  readonly working: boolean;
}

/**
 * Processes starting together on one PostgreSQL database take turns installing pg-boss's schema
 * and queues (its `create schema if not exists` races otherwise): a session advisory lock held on
 * one connection of the pool while pg-boss works on the others. PGlite is one process.
 */
const QUEUE_START_LOCK = 7_244_024;

async function takingTurns(raw: RawClient | undefined, work: () => Promise<void>): Promise<void> {
  if (raw?.engine !== 'postgres') return work();
  const client = await raw.pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [QUEUE_START_LOCK]);
    try {
      await work();
    } finally {
      await client.query('select pg_advisory_unlock($1)', [QUEUE_START_LOCK]);
    }
  } finally {
    client.release();
  }
}

/**
 * Writes each schedule (an upsert: every process writes the same row) and removes the schedules
 * of our queues that are no longer configured (DIGEST_CRON=off). A missed occurrence (every
 * server down at 07:00) is made once on the next start (`missed: 'once'`).
 */
async function schedule(boss: PgBoss, schedules: JobSchedule[]): Promise<void> {
  for (const { name, cron, timeZone } of schedules)
    await boss.schedule(name, cron, {}, { tz: timeZone, missed: 'once' });
  const wanted = new Set<string>(schedules.map(({ name }) => name));
  for (const stored of await boss.getSchedules())
    if (!wanted.has(stored.name) && (queueNames as readonly string[]).includes(stored.name))
      await boss.unschedule(stored.name, stored.key);
}

/** pg-boss speaks SQL text: the pool, or the PGlite client Drizzle uses (in arrival order). */
function queueDatabase(db: Database): { db: IDatabase; backend: 'postgres' | 'pglite' } {
  const raw = rawClientOf(db);
  if (!raw) throw new Error('the job queue needs a database opened by openDatabase');
  if (raw.engine === 'postgres') {
    return {
      backend: 'postgres',
      db: { executeSql: (text, values) => raw.pool.query(text, values) },
    };
  }
  return { backend: 'pglite', db: fromPglite(raw.client) };
}

export function createJobQueue(options: JobQueueOptions): JobQueue {
  const { db, backend } = queueDatabase(options.db);
  const boss = new PgBoss({
    db,
    backend,
    schema: 'pgboss',
    // Cron (the review digest) and its clock checks, where workers run.
    schedule: options.work,
    supervise: options.work,
  });
  boss.on('error', (error) => options.log.error({ err: error }, 'job queue error'));
  const handlers = new Map<QueueName, JobHandler<unknown>>();
  let started = false;
  const retryDelay = options.retryDelaySeconds ?? 10;

  return {
    get working() {
      return started && options.work;
    },
    handle(name, handler) {
      handlers.set(name, handler as JobHandler<unknown>);
    },
    async send(name, data, sendOptions) {
      assertNoOpenTransaction(`Queueing job ${name}`);
      if (!started) return null;
      try {
        return await boss.send(name, data, sendOptions ?? {});
      } catch (error) {
        options.log.error({ err: error, queue: name }, 'a job could not be stored');
        return null;
      }
    },
    async store(name, data, sendOptions) {
      assertNoOpenTransaction(`Queueing job ${name}`);
      if (!started) throw new Error(`the job queue is stopped: ${name} not stored`);
      return boss.send(name, data, sendOptions ?? {});
    },
    async start() {
      await takingTurns(rawClientOf(options.db), async () => {
        await boss.start();
        for (const name of queueNames) {
          if (await boss.getQueue(name)) continue;
          await boss.createQueue(name, {
            retryLimit: 10,
            retryDelay,
            retryBackoff: true,
            retryDelayMax: 3600,
            expireInSeconds: 120,
          });
        }
      });
      started = true;
      if (!options.work) return;
      await schedule(boss, options.schedules ?? []);
      for (const [name, handler] of handlers) {
        await boss.work(
          name,
          {
            batchSize: 1,
            includeMetadata: true,
            pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2,
          },
          async ([job]: JobWithMetadata<unknown>[]) => {
            if (job) await handler(job);
          },
        );
      }
    },
    async stop() {
      if (!started) return;
      started = false;
      await boss.stop({ graceful: true, close: false, timeout: 20_000 });
    },
  };
}

/** The queue of an app that runs none (most tests): nothing is stored, nothing runs. */
export function disabledJobQueue(): JobQueue {
  return {
    working: false,
    send: () => Promise.resolve(null),
    store: () => Promise.resolve(null),
    handle: () => undefined,
    start: () => Promise.resolve(),
    stop: () => Promise.resolve(),
  };
}
