// Hot statements whose plan is kept. PGlite runs every query as an unnamed statement, parsed and planned again on
// each call: for a statement of several CTEs (settling a trade) that was as long as executing it, in WebAssembly,
// on the thread serving requests (bench/trade-rush.ts, PGlite's protocol timed by message). On PGlite such a
// statement becomes a session-local PL/pgSQL function once per database, whose plan PL/pgSQL keeps (EXECUTE of a
// PREPAREd statement cannot take bound parameters).
// On a Postgres server nothing is needed: postgres-js prepares every statement it sends, so the statement runs as
// written. Either way the values are bound parameters, never text in the SQL.
import { Placeholder, type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { type Db, runsOnPglite } from './index';

/** Where a statement takes a value: its name (the same value may be used more than once) and the value. */
export type Bind = (name: string, value: unknown) => unknown;

const dialect = new PgDialect();
/** Statements defined so far, per database: the order of their parameters by name, once the definition is done. */
const preparedIn = new WeakMap<object, Map<string, Promise<string[]>>>();

/**
 * Defines `name` on `db` once (concurrent first calls share it): a session-local PL/pgSQL function (`pg_temp`, gone
 * with the database's session, never stored) returning the statement's rows, whose plan PL/pgSQL keeps. Its
 * parameters are text, each cast where the statement binds it. Resolves with the parameters' names in order.
 */
function define(db: Db, name: string, columns: string, build: (bind: Bind) => SQL): Promise<string[]> {
  let statements = preparedIn.get(db);
  if (!statements) {
    statements = new Map();
    preparedIn.set(db, statements);
  }
  let ready = statements.get(name);
  if (!ready) {
    const query = dialect.sqlToQuery(build((param) => sql.placeholder(param)));
    const names = query.params.map((p) => {
      if (!(p instanceof Placeholder)) throw new Error(`${name}: a value not bound by name (${String(p)})`);
      return p.name;
    });
    const args = names.map(() => 'text').join(', ');
    ready = db
      .execute(
        sql.raw(`create or replace function pg_temp.${name}(${args}) returns table(${columns}) language plpgsql
          as $kept$ #variable_conflict use_column
          begin return query ${query.sql}; end $kept$`),
      )
      .then(() => names);
    // A failed definition is tried again by the next call.
    ready.catch(() => statements.delete(name));
    statements.set(name, ready);
  }
  return ready;
}

/**
 * Runs the statement `build` makes, kept as `name` (a plain SQL identifier, one per statement text), and returns
 * its rows of `columns` (a column definition list, `sol text, completed boolean`, in the statement's order).
 * `build` writes each value as `bind(name, value)` with a cast (`${bind('slot', slot)}::bigint`), and must make
 * the same text whatever the values.
 */
export async function executeKept(db: Db, name: string, columns: string, build: (bind: Bind) => SQL) {
  if (!runsOnPglite(db)) return db.execute(build((_, value) => value));
  const names = await define(db, name, columns, build);
  const values = new Map<string, unknown>();
  build((param, value) => {
    values.set(param, value);
    return value;
  });
  const args = names.map((n) => {
    const v = values.get(n);
    return sql`${v === null || v === undefined ? null : String(v)}`;
  });
  return db.execute(sql`select * from pg_temp.${sql.raw(name)}(${sql.join(args, sql`, `)})`);
}
