// Hot statements whose plan is kept. PGlite runs every query as an unnamed statement, parsed and planned again on
// each call: for a statement of several CTEs (settling a trade) that was as long as executing it, in WebAssembly,
// on the thread serving requests (bench/trade-rush.ts, PGlite's protocol timed by message). On PGlite such a
// statement becomes a session-local PL/pgSQL function once per database, whose plan PL/pgSQL keeps (EXECUTE of a
// PREPAREd statement cannot take bound parameters).
// On a Postgres server nothing is needed: postgres-js prepares every statement it sends, so the statement runs as
// written. Either way the values are bound parameters, never text in the SQL.
import { getTableColumns, Placeholder, type SQL, sql } from 'drizzle-orm';
import { PgDialect, type PgTable } from 'drizzle-orm/pg-core';
import { type Db, runsOnPglite } from './index';

/** Where a statement takes a value: its name (the same value may be used more than once) and the value. */
export type Bind = (name: string, value: unknown) => unknown;

const dialect = new PgDialect();
/** Statements being defined or defined, per database: the order of their parameters by name. */
const preparedIn = new WeakMap<object, Map<string, Promise<string[]>>>();
/** Statements defined, per database: the order of their parameters by name. */
const definedIn = new WeakMap<object, Map<string, string[]>>();

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
      .then(() => {
        let defined = definedIn.get(db);
        if (!defined) {
          defined = new Map();
          definedIn.set(db, defined);
        }
        defined.set(name, names);
        return names;
      });
    // A failed definition is tried again by the next call.
    ready.catch(() => statements.delete(name));
    statements.set(name, ready);
  }
  return ready;
}

/** Where a kept statement runs: the database, or a transaction of it (`db.transaction`'s callback argument). */
type Executor = Pick<Db, 'execute'>;

/**
 * Runs the statement `build` makes, kept as `name` (a plain SQL identifier, one per statement text), and returns
 * its rows of `columns` (a column definition list, `sol text, completed boolean`, in the statement's order).
 * `build` writes each value as `bind(name, value)` with a cast (`${bind('slot', slot)}::bigint`), and must make
 * the same text whatever the values. With `on`, it runs in that transaction of `db`: a definition cannot be made
 * inside one (it would go with the transaction's rollback, and a statement outside it waits for it to end), so
 * until the statement is defined it runs there as written, its definition queued behind the transaction.
 */
export async function executeKept(
  db: Db,
  name: string,
  columns: string,
  build: (bind: Bind) => SQL,
  on: Executor = db,
) {
  if (!runsOnPglite(db)) return on.execute(build((_, value) => value));
  let names = definedIn.get(db)?.get(name);
  if (!names) {
    const ready = define(db, name, columns, build);
    if (on !== db) {
      ready.catch(() => {});
      return on.execute(build((_, value) => value));
    }
    names = await ready;
  }
  const values = new Map<string, unknown>();
  build((param, value) => {
    values.set(param, value);
    return value;
  });
  const args = names.map((n) => {
    const v = values.get(n);
    return sql`${v === null || v === undefined ? null : String(v)}`;
  });
  return on.execute(sql`select * from pg_temp.${sql.raw(name)}(${sql.join(args, sql`, `)})`);
}

/** A table whose whole row a kept statement returns, its columns named `prefix_column` (see {@link rowOf}). */
type AnyTable = PgTable;

/** The select list of `table`'s columns under `alias` as `prefix_column` (`t.address as t_address, …`). */
export function prefixedSelect(table: AnyTable, alias: string, prefix = alias): string {
  return Object.values(getTableColumns(table))
    .map((c) => `${alias}.${c.name} as ${prefix}_${c.name}`)
    .join(', ');
}

/** The column definition list of {@link prefixedSelect} for a kept statement (`t_address text, …`). */
export function prefixedColumns(table: AnyTable, prefix: string): string {
  return Object.values(getTableColumns(table))
    .map((c) => `${prefix}_${c.name} ${c.getSQLType()}`)
    .join(', ');
}

/** `table`'s row from the raw columns `prefix_column`, each value as drizzle maps it from the driver. */
export function rowOf<T extends AnyTable>(
  table: T,
  prefix: string,
  raw: Record<string, unknown>,
): T['$inferSelect'] {
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    const value = raw[`${prefix}_${column.name}`];
    row[key] = value == null ? null : column.mapFromDriverValue(value);
  }
  return row as T['$inferSelect'];
}
