import { AsyncLocalStorage } from 'node:async_hooks';
import type { PGlite, QueryOptions } from '@electric-sql/pglite';

/*
 * Embedded PGlite is one connection: statements run one at a time, first come first served.
 * A request runs several statements in turn (session lookup, session refresh, a list's
 * transaction), and each one queued behind every statement already waiting, so under a burst
 * the requests advanced together, one statement each per round, and the first ones were
 * answered only when the whole burst was (processor sharing instead of first come, first
 * served). Here each request takes a ticket when it arrives, and the connection goes to the
 * waiting statement with the oldest ticket: a request that has started keeps going, later ones
 * wait, and none starves because every ticket in time becomes the oldest.
 */

const arrival = new AsyncLocalStorage<number>();
let lastTicket = 0;
const nextTicket = () => ++lastTicket;

/** Runs `next` (the rest of a request's handling) with the request's ticket. */
export function withArrivalTicket(ticket: number, next: () => void): void {
  arrival.run(ticket, next);
}

/** A new ticket, for a request that has just arrived. */
export function takeArrivalTicket(): number {
  return nextTicket();
}

interface Waiter {
  ticket: number;
  start: () => void;
}

/** One connection's turns, handed to the oldest ticket waiting. */
export class ArrivalQueue {
  private running = 0;
  private readonly waiting: Waiter[] = [];

  /** `limit` statements may be under way at once (more than one feeds a database thread). */
  constructor(private readonly limit = 1) {}

  /** How many statements are waiting for the connection. */
  get length(): number {
    return this.waiting.length;
  }

  async run<T>(operation: () => Promise<T>): Promise<T> {
    // Work outside a request (start-up, housekeeping) takes its ticket when it asks.
    const ticket = arrival.getStore() ?? nextTicket();
    if (this.running >= this.limit)
      await new Promise<void>((start) => this.enqueue({ ticket, start }));
    else this.running += 1;
    try {
      return await operation();
    } finally {
      const next = this.waiting.shift();
      if (next) next.start();
      else this.running -= 1;
    }
  }

  /** Sorted by ticket; equal tickets (one request's parallel statements) keep their order. */
  private enqueue(waiter: Waiter): void {
    let low = 0;
    let high = this.waiting.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if ((this.waiting[middle]?.ticket ?? 0) <= waiter.ticket) low = middle + 1;
      else high = middle;
    }
    this.waiting.splice(low, 0, waiter);
  }
}

/**
 * The client with its statements and transactions taken in arrival order. A transaction holds
 * the connection until it ends (PGlite runs its statements on the transaction's own handle).
 */
export function inArrivalOrder(client: PGlite, queue = new ArrivalQueue()): PGlite {
  const query: PGlite['query'] = <T>(text: string, params?: unknown[], options?: QueryOptions) =>
    queue.run(() => client.query<T>(text, params, options));
  const exec: PGlite['exec'] = (text, options) => queue.run(() => client.exec(text, options));
  const transaction: PGlite['transaction'] = (callback) =>
    queue.run(() => client.transaction(callback));
  const wrapped: Partial<PGlite> = { query, exec, transaction };
  return new Proxy(client, {
    get(target, property) {
      if (property === 'query' || property === 'exec' || property === 'transaction')
        return wrapped[property];
      const value: unknown = Reflect.get(target, property, target);
      if (typeof value !== 'function') return value;
      // PGlite's methods use private fields: they must run on the client itself.
      const method = value as (...args: unknown[]) => unknown;
      return method.bind(target);
    },
  });
}
