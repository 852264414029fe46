/** Keys read by one statement at most, so that a statement stays small whatever the load. */
const maximumBatch = 100;

interface Waiter<Value> {
  resolve(value: Value | undefined): void;
  reject(error: unknown): void;
}

/**
 * Reads by key, where every key asked for before a read starts is read by that one read
 * (docs/decisions/0017-delivery-and-speed.md). A read starts once the event loop has taken in
 * what arrived with the first request (`setImmediate`), and never while another is running:
 * under load one statement answers many requests, and a request alone waits for none.
 *
 * Nothing is kept between reads: each key is answered by a read that began after it was asked
 * for, so the answer is as fresh as a statement of its own would have been.
 */
export function createBatchedReader<Key, Value>(
  readMany: (keys: Key[]) => Promise<ReadonlyMap<Key, Value>>,
): (key: Key) => Promise<Value | undefined> {
  const waiting = new Map<Key, Array<Waiter<Value>>>();
  let reading = false;
  let scheduled = false;

  const schedule = () => {
    if (reading || scheduled || waiting.size === 0) return;
    scheduled = true;
    setImmediate(() => {
      scheduled = false;
      void read();
    });
  };

  const read = async () => {
    reading = true;
    const batch = new Map<Key, Array<Waiter<Value>>>();
    for (const [key, waiters] of waiting) {
      if (batch.size === maximumBatch) break;
      batch.set(key, waiters);
      waiting.delete(key);
    }
    try {
      const values = await readMany([...batch.keys()]);
      for (const [key, waiters] of batch) for (const waiter of waiters) waiter.resolve(values.get(key));
    } catch (error) {
      for (const waiters of batch.values()) for (const waiter of waiters) waiter.reject(error);
    } finally {
      reading = false;
      schedule();
    }
  };

  return (key) =>
    new Promise<Value | undefined>((resolve, reject) => {
      const waiters = waiting.get(key);
      if (waiters) waiters.push({ resolve, reject });
      else waiting.set(key, [{ resolve, reject }]);
      schedule();
    });
}
