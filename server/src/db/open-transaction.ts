import { AsyncLocalStorage } from 'node:async_hooks';
import type { PgTransactionConfig } from 'drizzle-orm/pg-core';
import type { Database, Transaction } from './client';

/*
 * Issue 21: no network I/O inside a database transaction. On embedded PGlite a transaction
 * holds the only connection, so a mail server or registry that is slow to answer would hold up
 * every request, a responder's label page included. Every transaction's work runs with a mark
 * in async-local storage; code that talks to another host calls assertNoOpenTransaction first,
 * so the mistake fails loudly in any test that reaches it instead of stalling in production.
 */

const openTransaction = new AsyncLocalStorage<true>();

/** Network I/O was attempted inside a database transaction: a programming error. */
export class IoInTransactionError extends Error {
  constructor(what: string) {
    super(`${what} inside a database transaction: do it after the commit`);
    this.name = 'IoInTransactionError';
  }
}

/** Throws IoInTransactionError when the caller runs inside an open transaction. */
export function assertNoOpenTransaction(what: string): void {
  if (openTransaction.getStore()) throw new IoInTransactionError(what);
}

/** Makes `db.transaction` mark its work as inside a transaction (nested savepoints included). */
export function markTransactions(db: Database): Database {
  const transaction = db.transaction.bind(db);
  db.transaction = <T>(work: (tx: Transaction) => Promise<T>, config?: PgTransactionConfig) =>
    transaction((tx) => openTransaction.run(true, () => work(tx)), config);
  return db;
}
