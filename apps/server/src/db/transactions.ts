import { AsyncLocalStorage } from 'node:async_hooks';
import type { Database, Transaction } from './database.js';

/**
 * The transaction context (docs/decisions/0012-transactions-and-concurrency.md).
 *
 * Services hold one database handle, `ambient`, that is the open transaction inside one and the
 * database outside. A service called inside another's transaction therefore joins it, and a
 * `transaction()` inside a transaction runs in the same one. The raw handle that the ambient
 * one wraps throws at once when touched inside a transaction: on PGlite, one connection, that
 * would wait for the transaction forever; on PostgreSQL it would escape the transaction.
 * Work registered with `afterCommit` (events, waking the job worker) runs once the outermost
 * transaction has committed, and never when it rolls back.
 */
interface TransactionScope {
  tx: Transaction;
  afterCommit: Array<() => unknown>;
}

const scopes = new AsyncLocalStorage<TransactionScope>();

export const currentTransaction = (): Transaction | undefined => scopes.getStore()?.tx;

export class OuterHandleInTransactionError extends Error {
  constructor(property: string) {
    super(
      `The database handle was used (.${property}) inside a transaction. Use the handle services are given ` +
        '(it joins the open transaction) or the `tx` passed to the transaction callback.',
    );
    this.name = 'OuterHandleInTransactionError';
  }
}

const bound = (target: object, property: string | symbol) => {
  const value = Reflect.get(target, property, target);
  return typeof value === 'function' ? value.bind(target) : value;
};

/** The raw database, made to throw when used while a transaction is open in the same flow. */
export function guardOuterHandle(database: Database): Database {
  return new Proxy(database, {
    get(target, property) {
      if (scopes.getStore() && typeof property === 'string') throw new OuterHandleInTransactionError(property);
      return bound(target, property);
    },
  });
}

/** Runs `work` after the open transaction commits, or now when none is open. */
export function afterCommit(work: () => unknown): void {
  const scope = scopes.getStore();
  if (scope) scope.afterCommit.push(work);
  else void Promise.resolve().then(work).catch(reportAfterCommitFailure);
}

function reportAfterCommitFailure(error: unknown) {
  console.error('Work scheduled after a commit failed:', error);
}

/**
 * The handle services use. `raw` must be the database itself (it may be guarded): the ambient
 * handle reaches it only outside a transaction.
 */
export function createAmbientDatabase(raw: Database): Database {
  const transaction = async <T>(work: (tx: Transaction) => Promise<T>): Promise<T> => {
    const open = scopes.getStore();
    if (open) return work(open.tx);
    const scope = { afterCommit: [] } as unknown as TransactionScope;
    const result = await raw.transaction((tx) => {
      scope.tx = tx as Transaction;
      return scopes.run(scope, () => work(tx as Transaction));
    });
    for (const work of scope.afterCommit) {
      try {
        await work();
      } catch (error) {
        reportAfterCommitFailure(error);
      }
    }
    return result;
  };
  return new Proxy(raw, {
    get(target, property) {
      if (property === 'transaction') return transaction;
      const open = scopes.getStore();
      return bound(open ? open.tx : target, property);
    },
  });
}
