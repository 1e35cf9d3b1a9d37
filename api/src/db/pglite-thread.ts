// Embedded PGlite on a thread of its own. PGlite is Postgres compiled to WebAssembly: on the API's thread every
// statement ran between two requests, so under a rush its time (~40–50 % of a settled trade's CPU, the store of a
// batch of quotes) was time no request was answered. Here the database runs on a worker thread (the machine's other
// core) and the API thread only sends statements and receives rows. PGlite's own query and transaction lock runs
// in that thread, so the order and isolation are those of PGlite on the API's thread: a statement outside a
// transaction waits for the open one, as before (audit.ts says why a transaction must use its `tx`).
import { Worker } from 'node:worker_threads';
import type { QueryOptions, Results, Transaction } from '@electric-sql/pglite';

/** The part of PGlite's client drizzle and the app use, answered by the database thread. */
export interface PgliteThread {
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  transaction<T>(fn: (tx: Transaction) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

type Request =
  | { op: 'query'; sql: string; params?: unknown[]; rowMode?: 'array' | 'object' }
  | { op: 'txquery'; tx: number; sql: string; params?: unknown[]; rowMode?: 'array' | 'object' }
  | { op: 'begin' }
  | { op: 'end'; tx: number; commit: boolean }
  | { op: 'close' };

interface PlainError {
  name: string;
  message: string;
  fields: Record<string, unknown>;
}
type Reply = { id: number; ok: true; result: unknown } | { id: number; ok: false; error: PlainError };

/** The database thread's error as an Error of this thread, with PGlite's fields (code, detail, constraint…). */
function errorOf(e: PlainError): Error {
  const err = Object.assign(new Error(e.message), e.fields);
  err.name = e.name;
  return err;
}

/**
 * Opens PGlite at `dataDir` (`memory://…` for one in memory) on its own thread, with `passThroughTypes` (type oids)
 * handed over as text. Resolves once the database is open; rejects with its error otherwise.
 */
export async function openPgliteThread(dataDir: string, passThroughTypes: number[]): Promise<PgliteThread> {
  const worker = new Worker(new URL('./pglite-thread-worker.mjs', import.meta.url), {
    workerData: { dataDir, passThroughTypes },
  });
  const pending = new Map<number, { resolve(v: unknown): void; reject(e: unknown): void }>();
  let next = 1;
  let gone: Error | null = null;
  // The thread keeps the process alive only while a statement is waiting for it (as a socket would).
  const settle = () => {
    if (pending.size === 0) worker.unref();
  };
  const fail = (err: Error) => {
    gone = err;
    for (const p of pending.values()) p.reject(err);
    pending.clear();
  };
  await new Promise<void>((resolve, reject) => {
    const onStart = (m: { ready?: boolean; error?: PlainError }) => {
      worker.off('error', reject);
      if (m.ready) resolve();
      else reject(errorOf(m.error as PlainError));
    };
    worker.once('message', onStart);
    worker.once('error', reject);
  });
  worker.on('message', (m: Reply) => {
    const p = pending.get(m.id);
    if (!p) return;
    pending.delete(m.id);
    settle();
    if (m.ok) p.resolve(m.result);
    else p.reject(errorOf(m.error));
  });
  worker.on('error', (err) => fail(err));
  worker.on('exit', (code) => fail(new Error(`the database thread exited (code ${code})`)));
  settle();

  function call<T>(request: Request): Promise<T> {
    if (gone) return Promise.reject(gone);
    const id = next++;
    return new Promise<T>((resolve, reject) => {
      pending.set(id, { resolve: resolve as (v: unknown) => void, reject });
      worker.ref();
      worker.postMessage({ ...request, id });
    });
  }
  const rowMode = (o?: QueryOptions) => o?.rowMode;

  return {
    query: <T>(sql: string, params?: unknown[], o?: QueryOptions) =>
      call<Results<T>>({ op: 'query', sql, params, rowMode: rowMode(o) }),
    async transaction<T>(fn: (tx: Transaction) => Promise<T>): Promise<T> {
      const tx = next; // the id `call` gives the begin, which names the transaction after it
      await call<null>({ op: 'begin' });
      return runTransaction(tx, fn);
    },
    async close() {
      if (gone) return;
      await call({ op: 'close' });
      await worker.terminate();
    },
  };

  async function runTransaction<T>(id: number, fn: (tx: Transaction) => Promise<T>): Promise<T> {
    const tx = {
      query: <R>(sql: string, params?: unknown[], o?: QueryOptions) =>
        call<Results<R>>({ op: 'txquery', tx: id, sql, params, rowMode: rowMode(o) }),
    } as unknown as Transaction;
    let result: T;
    try {
      result = await fn(tx);
    } catch (err) {
      await call({ op: 'end', tx: id, commit: false });
      throw err;
    }
    await call({ op: 'end', tx: id, commit: true });
    return result;
  }
}
