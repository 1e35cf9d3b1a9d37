// The embedded database's own thread (pglite-thread.ts starts it): PGlite opened here, its queries and
// transactions run as the API thread asks, their rows sent back. Plain JavaScript, so that it starts the same under
// `node --import tsx`, vitest and plain node.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';

const { dataDir, passThroughTypes } = workerData;
/** Open transactions by the id the API thread gave them: the transaction and how to end it. */
const open = new Map();

/** A query's error as plain data (PGlite's DatabaseError keeps its code, detail, constraint… as own fields). */
function plainError(err) {
  if (!(err instanceof Error)) return { name: 'Error', message: String(err), fields: {} };
  const fields = {};
  for (const [key, value] of Object.entries(err)) {
    if (value === undefined || typeof value === 'function') continue;
    fields[key] =
      typeof value === 'object' && value !== null && !Array.isArray(value) ? String(value) : value;
  }
  return { name: err.name, message: err.message, constructor: err.constructor?.name, fields };
}

const reply = (id, work) =>
  work.then(
    (result) => parentPort.postMessage({ id, ok: true, result }),
    (err) => parentPort.postMessage({ id, ok: false, error: plainError(err) }),
  );

/** What a query sends back: its rows and fields (the rest of PGlite's result is not used by drizzle). */
const resultOf = (r) => ({ rows: r.rows, fields: r.fields, affectedRows: r.affectedRows });

/** A marker rejection that rolls a transaction back without an error of its own. */
const ROLLBACK = Symbol('rollback');

try {
  const parsers = Object.fromEntries(passThroughTypes.map((oid) => [oid, (value) => value]));
  const pg = await PGlite.create(dataDir, { parsers });
  parentPort.on('message', (m) => {
    switch (m.op) {
      case 'query':
        return reply(m.id, pg.query(m.sql, m.params, { rowMode: m.rowMode }).then(resultOf));
      case 'txquery': {
        const tx = open.get(m.tx)?.tx;
        if (!tx) return reply(m.id, Promise.reject(new Error('that transaction has ended')));
        return reply(m.id, tx.query(m.sql, m.params, { rowMode: m.rowMode }).then(resultOf));
      }
      case 'begin': {
        // PGlite's own transaction: its lock keeps every other query and transaction waiting until this one ends.
        const t = {};
        open.set(m.id, t);
        t.ended = pg.transaction(
          (tx) =>
            new Promise((resolve, reject) => {
              Object.assign(t, { tx, resolve, reject });
              parentPort.postMessage({ id: m.id, ok: true, result: null });
            }),
        );
        // A transaction that could not begin answers its begin with the error.
        t.ended.catch((err) => {
          if (!t.tx) {
            open.delete(m.id);
            parentPort.postMessage({ id: m.id, ok: false, error: plainError(err) });
          }
        });
        return;
      }
      case 'end': {
        const t = open.get(m.tx);
        open.delete(m.tx);
        if (!t?.resolve) return reply(m.id, Promise.reject(new Error('that transaction has ended')));
        if (m.commit) t.resolve();
        else t.reject(ROLLBACK);
        return reply(
          m.id,
          t.ended.then(
            () => null,
            (err) => {
              if (err !== ROLLBACK) throw err;
              return null;
            },
          ),
        );
      }
      case 'close':
        return reply(m.id, pg.close());
    }
  });
  parentPort.postMessage({ ready: true });
} catch (err) {
  parentPort.postMessage({ ready: false, error: plainError(err) });
}
