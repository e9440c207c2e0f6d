import { Worker } from 'node:worker_threads';
import type { PGlite, QueryOptions, Results, Transaction } from '@electric-sql/pglite';

/*
 * Embedded PGlite in a worker thread. The database's WebAssembly is most of a request's CPU
 * time, and PGlite runs it on the thread that calls it; here it runs on the other core while
 * this thread parses requests and writes responses. PGlite's own worker entry is for browsers
 * (Web Workers, locks), so this is a small one for Node: the worker (pglite-worker.mjs) owns
 * the database and answers one message per statement, in the order they arrive; this side
 * offers the part of PGlite's API that Drizzle and kept plans use (query, exec, transaction).
 * A transaction holds the connection: other statements wait until it commits or rolls back,
 * as with PGlite itself. Errors come back with their PostgreSQL fields (code, constraint…).
 */

type Message =
  | { op: 'query'; text: string; params: unknown[]; options: WireOptions }
  | { op: 'exec'; text: string }
  | { op: 'close' };
interface WireOptions {
  rowMode?: 'array' | 'object';
  /** Types whose values stay as PostgreSQL's text (Drizzle's parsers, all identities). */
  rawTypes?: number[];
}
interface Reply {
  id: number;
  result?: unknown;
  error?: Record<string, unknown> & { message: string };
}

/** An error from the database thread, with the PostgreSQL fields the application reads. */
export class PgliteThreadError extends Error {
  code?: string;
  constraint?: string;
  detail?: string;
  constructor(fields: Record<string, unknown> & { message: string }) {
    super(fields.message);
    Object.assign(this, fields);
    this.name = typeof fields.name === 'string' ? fields.name : 'error';
  }
}

function wireOptions(options?: QueryOptions): WireOptions {
  if (!options) return {};
  if (options.serializers || options.blob || options.onNotice)
    throw new Error('This query option does not cross to the database thread.');
  return {
    ...(options.rowMode ? { rowMode: options.rowMode } : {}),
    ...(options.parsers ? { rawTypes: Object.keys(options.parsers).map(Number) } : {}),
  };
}

export class PgliteThread {
  private readonly worker: Worker;
  private readonly pending = new Map<
    number,
    { resolve: (value: unknown) => void; reject: (error: unknown) => void }
  >();
  private lastId = 0;
  /** Set while a transaction holds the connection; settles when it ends. */
  private held: Promise<void> | null = null;
  private closing: Promise<void> | null = null;
  private failure: Error | null = null;
  /** Set once the database answered: a failure before that is create()'s to throw. */
  private opened = false;

  /**
   * What happens when the thread dies while the database is open (a crash in PGlite, not a
   * close): by default the process ends with an error, so a supervisor restarts it instead of
   * the server answering 500 to every request. Tests may replace it.
   */
  static onUnexpectedStop: (error: Error) => void = (error) => {
    console.error(`Lifeline: the database thread stopped (${error.name}); exiting.`);
    process.exit(1);
  };

  private constructor(dataDir: string | null) {
    this.worker = new Worker(new URL('./pglite-worker.mjs', import.meta.url), {
      workerData: { dataDir },
    });
    // Idle, the thread must not keep the process alive; a statement in flight does.
    this.worker.unref();
    this.worker.on('message', (reply: Reply) => this.settle(reply));
    this.worker.on('error', (error: Error) => this.fail(error));
    this.worker.on('exit', () => this.fail(new Error('The database thread has stopped.')));
  }

  /** Opens the database (in memory when `dataDir` is null) in a new thread. */
  static async create(dataDir: string | null): Promise<PgliteThread> {
    const thread = new PgliteThread(dataDir);
    try {
      await thread.send({ op: 'exec', text: 'select 1' });
      thread.opened = true;
    } catch (error) {
      await thread.worker.terminate();
      throw error;
    }
    return thread;
  }

  private send(message: Message): Promise<unknown> {
    if (this.failure) return Promise.reject(this.failure);
    const id = ++this.lastId;
    if (this.pending.size === 0) this.worker.ref();
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.worker.postMessage({ ...message, id });
    });
  }

  private settle(reply: Reply): void {
    const waiter = this.pending.get(reply.id);
    if (!waiter) return;
    this.pending.delete(reply.id);
    if (this.pending.size === 0) this.worker.unref();
    if (reply.error) waiter.reject(new PgliteThreadError(reply.error));
    else waiter.resolve(reply.result);
  }

  private fail(error: Error): void {
    const first = this.failure === null;
    this.failure ??= error;
    if (first && this.opened && !this.closing) PgliteThread.onUnexpectedStop(error);
    for (const waiter of this.pending.values()) waiter.reject(error);
    this.pending.clear();
  }

  /** Waits while a transaction holds the connection. */
  private async turn(): Promise<void> {
    while (this.held) await this.held;
  }

  private runQuery<T>(text: string, params?: unknown[], options?: QueryOptions) {
    return this.send({
      op: 'query',
      text,
      params: params ?? [],
      options: wireOptions(options),
    }) as Promise<Results<T>>;
  }

  private runExec(text: string) {
    return this.send({ op: 'exec', text }) as Promise<Results[]>;
  }

  query = async <T>(text: string, params?: unknown[], options?: QueryOptions) => {
    await this.turn();
    return this.runQuery<T>(text, params, options);
  };

  exec = async (text: string) => {
    await this.turn();
    return this.runExec(text);
  };

  transaction = async <T>(callback: (tx: Transaction) => Promise<T>): Promise<T> => {
    await this.turn();
    let release = () => undefined as void;
    this.held = new Promise<void>((resolve) => (release = resolve));
    let closed = false;
    const tx = {
      query: <R>(text: string, params?: unknown[], options?: QueryOptions) =>
        this.runQuery<R>(text, params, options),
      sql: () => Promise.reject(new Error('Not available on the database thread.')),
      exec: (text: string) => this.runExec(text),
      rollback: async () => {
        await this.runExec('rollback');
        closed = true;
      },
      listen: () => Promise.reject(new Error('Not available on the database thread.')),
      get closed() {
        return closed;
      },
    } as unknown as Transaction;
    try {
      await this.runExec('begin');
      const result = await callback(tx);
      if (!closed) await this.runExec('commit');
      return result;
    } catch (error) {
      if (!closed) await this.runExec('rollback').catch(() => undefined);
      throw error;
    } finally {
      closed = true;
      this.held = null;
      release();
    }
  };

  /** Closes the database and ends the thread. */
  close(): Promise<void> {
    this.closing ??= (async () => {
      await this.turn();
      try {
        if (!this.failure) await this.send({ op: 'close' });
      } finally {
        await this.worker.terminate();
      }
    })();
    return this.closing;
  }

  /** The PGlite-shaped face Drizzle and kept plans use. */
  asPglite(): PGlite {
    return this as unknown as PGlite;
  }
}
