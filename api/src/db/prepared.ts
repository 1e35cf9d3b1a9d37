// Hot statements whose plan is kept. PGlite runs every query as an unnamed statement: parsed, described twice and
// planned again on each call, in WebAssembly, on the thread serving requests, its six protocol messages each a
// separate step that other requests' work interleaves with (bench/trade-rush.ts, PGlite's protocol timed by
// message). On PGlite a kept statement is a named prepared statement of the session, parsed once (its result
// columns checked against the caller's definition then); each call is then one Bind, Execute and Sync sent at
// once, its rows read as the column definition types them, as PGlite's own parsers would.
// On a Postgres server nothing is needed: postgres-js prepares every statement it sends, so the statement runs as
// written. Either way the values are bound parameters, never text in the SQL.
import { type PGlite, protocol, types } from '@electric-sql/pglite';
import { getTableColumns, Param, Placeholder, type SQL, sql } from 'drizzle-orm';
import { PgDialect, type PgTable } from 'drizzle-orm/pg-core';
import { type Db, pgliteClientOf } from './index';

/** Where a statement takes a value: its name (the same value may be used more than once) and the value. */
export type Bind = (name: string, value: unknown) => unknown;

const dialect = new PgDialect();

/** A kept statement's text, its parameters' names in order, and its result columns with their type OIDs. */
interface KeptText {
  text: string;
  names: string[];
  columns: { name: string; oid: number }[];
}
/** Kept statements by name (one text per name, whatever the values). */
const texts = new Map<string, KeptText>();
/** The statements prepared so far in each PGlite session, by name. */
const preparedIn = new WeakMap<PGlite, Set<string>>();

/** The type OIDs of the SQL types kept statements return (drizzle's `getSQLType()` names and their short forms). */
const TYPE_OIDS: Record<string, number> = {
  text: types.TEXT,
  uuid: types.UUID,
  bigint: types.INT8,
  int8: types.INT8,
  integer: types.INT4,
  int: types.INT4,
  int4: types.INT4,
  boolean: types.BOOL,
  bool: types.BOOL,
  'double precision': types.FLOAT8,
  float8: types.FLOAT8,
  json: types.JSON,
  jsonb: types.JSONB,
  'timestamp with time zone': types.TIMESTAMPTZ,
  timestamptz: types.TIMESTAMPTZ,
  timestamp: types.TIMESTAMP,
};

/** A column definition list (`sol text, completed boolean`) as names and type OIDs. */
function columnsOf(name: string, definition: string): KeptText['columns'] {
  if (definition.trim() === '') return [];
  return definition.split(/,\s*/).map((column) => {
    const [, col, type] = /^\s*(\w+)\s+(.+?)\s*$/.exec(column) ?? [];
    const oid = type === undefined ? undefined : TYPE_OIDS[type];
    if (!col || oid === undefined)
      throw new Error(`${name}: a column kept statements cannot read (${column})`);
    return { name: col, oid };
  });
}

/** The text of `name` as `build` makes it, its parameters bound by name (checked once per name). */
function textOf(name: string, columns: string, build: (bind: Bind) => SQL): KeptText {
  let kept = texts.get(name);
  if (!kept) {
    const query = dialect.sqlToQuery(build((param) => sql.placeholder(param)));
    const names = query.params.map((p) => {
      // A bound array is written `sql.param(bind(…))` (drizzle spreads a bare array into a list).
      const bound = p instanceof Param ? p.value : p;
      if (!(bound instanceof Placeholder))
        throw new Error(`${name}: a value not bound by name (${String(p)})`);
      return bound.name;
    });
    kept = { text: query.sql, names, columns: columnsOf(name, columns) };
    texts.set(name, kept);
  }
  return kept;
}

/** A backend message as PGlite's protocol parser gives it. */
type BackendMessage = { name: string; fields?: (string | null)[] | { name: string; dataTypeID: number }[] };

/** Prepares `kept` as `name` in `client`'s session and checks its result columns are the ones it was defined with. */
async function prepare(client: PGlite, name: string, kept: KeptText): Promise<void> {
  const { messages } = await client.execProtocol(
    Buffer.concat([
      protocol.serialize.parse({ name, text: kept.text, types: kept.names.map(() => types.TEXT) }),
      protocol.serialize.describe({ type: 'S', name }),
      protocol.serialize.sync(),
    ]),
    { syncToFs: false },
  );
  const described = (messages as BackendMessage[]).find((m) => m.name === 'rowDescription');
  const actual = (described?.fields ?? []) as { name: string; dataTypeID: number }[];
  const same =
    actual.length === kept.columns.length &&
    actual.every((f, i) => f.name === kept.columns[i]?.name && f.dataTypeID === kept.columns[i]?.oid);
  if (!same) {
    await client.execProtocol(
      Buffer.concat([protocol.serialize.close({ type: 'S', name }), protocol.serialize.sync()]),
      { syncToFs: false },
    );
    const got = actual.map((f) => `${f.name} ${f.dataTypeID}`).join(', ');
    throw new Error(`${name}: the statement's columns (${got}) are not its definition's`);
  }
}

/** Runs kept statement `name` with `values` in `client`'s session (the caller holds PGlite's locks). */
async function runPrepared(client: PGlite, name: string, kept: KeptText, values: Map<string, unknown>) {
  let prepared = preparedIn.get(client);
  if (!prepared) {
    prepared = new Set();
    preparedIn.set(client, prepared);
  }
  if (!prepared.has(name)) {
    await prepare(client, name, kept);
    prepared.add(name);
  }
  const params = kept.names.map((n) => {
    const v = values.get(n);
    if (v === null || v === undefined) return null;
    // An array goes as its literal (`{"a","b",null}`), as PGlite writes an array parameter.
    return Array.isArray(v) ? types.arraySerializer(v, undefined, 0) : String(v);
  });
  const { messages } = await client.execProtocol(
    Buffer.concat([
      protocol.serialize.bind({ statement: name, values: params }),
      protocol.serialize.execute({}),
      protocol.serialize.sync(),
    ]),
    { syncToFs: false },
  );
  const rows: Record<string, unknown>[] = [];
  for (const m of messages as BackendMessage[]) {
    if (m.name !== 'dataRow') continue;
    const row: Record<string, unknown> = {};
    kept.columns.forEach((c, i) => {
      const value = (m.fields as (string | null)[])[i];
      row[c.name] =
        value === null || value === undefined ? null : types.parseType(value, c.oid, client.parsers);
    });
    rows.push(row);
  }
  return { rows };
}

/**
 * Where a kept statement runs: the database, a transaction of it (`db.transaction`'s callback argument), or PGlite's
 * connection held by {@link withConnectionHeld}.
 */
export type Executor = Pick<Db, 'execute'>;

/** What {@link withConnectionHeld} hands its callback: kept statements run on it; nothing else does. */
const HELD: Executor = {
  execute: () => {
    throw new Error('only kept statements run while PGlite’s connection is held');
  },
};
const exclusive = (client: PGlite) =>
  client as unknown as { _runExclusiveTransaction<T>(fn: () => Promise<T>): Promise<T> };

/**
 * On PGlite, runs `fn` with the database's one connection to itself, held as PGlite holds it for a transaction: no
 * other statement runs until `fn` returns. A read and the one statement that writes what was decided from it then
 * need no transaction around them — nothing can come between them, and the write is atomic alone — which saves the
 * BEGIN and COMMIT round trips through PGlite's WebAssembly. `fn`'s kept statements run on the executor it gets
 * ({@link executeKept}'s `on`). PGlite only: on a server other connections run meanwhile, and a transaction holding
 * the row's lock is what keeps them out.
 */
export async function withConnectionHeld<T>(db: Db, fn: (held: Executor) => Promise<T>): Promise<T> {
  const client = pgliteClientOf(db);
  if (!client) throw new Error('withConnectionHeld runs on PGlite only');
  return exclusive(client)._runExclusiveTransaction(async () => {
    try {
      return await fn(HELD);
    } finally {
      await client.syncToFs();
    }
  });
}

/**
 * Runs the statement `build` makes, kept as `name` (a plain SQL identifier, one per statement text), and returns
 * its rows of `columns` (a column definition list, `sol text, completed boolean`, in the statement's order; empty
 * for a statement returning none). `build` writes each value as `bind(name, value)` with a cast
 * (`${bind('slot', slot)}::bigint`; an array as `${sql.param(bind('ids', ids))}::uuid[]`), and must make the same
 * text whatever the values. With `on`, it runs in that transaction of `db` (or with PGlite's connection held:
 * {@link withConnectionHeld}). A prepared statement is the session's, not the transaction's: a rollback leaves it
 * prepared.
 */
export async function executeKept(
  db: Db,
  name: string,
  columns: string,
  build: (bind: Bind) => SQL,
  on: Executor = db,
) {
  const client = pgliteClientOf(db);
  if (!client) return on.execute(build((_, value) => value));
  const kept = textOf(name, columns, build);
  const values = new Map<string, unknown>();
  build((param, value) => {
    values.set(param, value);
    return value;
  });
  const run = () => client.runExclusive(() => runPrepared(client, name, kept, values));
  // Inside a transaction, or the connection held (withConnectionHeld): PGlite's transaction lock is held already.
  if (on !== db) return run();
  // As PGlite's own query: no open transaction of another request in between, then the files synced.
  return exclusive(client)._runExclusiveTransaction(async () => {
    const result = await run();
    await client.syncToFs();
    return result;
  });
}

/** A table whose whole row a kept statement returns, its columns named `prefix_column` (see {@link rowOf}). */
type AnyTable = PgTable;

/**
 * What kept statements read of `table` under alias `prefix`, made once per table and prefix (a hot statement's
 * `build` runs on every call): each column's key, its `prefix_column` name and the column.
 */
const prefixed = new WeakMap<AnyTable, Map<string, { select: string; columns: string; fields: Field[] }>>();
type Field = { key: string; name: string; column: PgTable['_']['columns'][string] };
function prefixedOf(table: AnyTable, prefix: string) {
  let byPrefix = prefixed.get(table);
  if (!byPrefix) {
    byPrefix = new Map();
    prefixed.set(table, byPrefix);
  }
  let made = byPrefix.get(prefix);
  if (!made) {
    const entries = Object.entries(getTableColumns(table));
    made = {
      select: entries.map(([, c]) => `${prefix}.${c.name} as ${prefix}_${c.name}`).join(', '),
      columns: entries.map(([, c]) => `${prefix}_${c.name} ${c.getSQLType()}`).join(', '),
      fields: entries.map(([key, column]) => ({ key, name: `${prefix}_${column.name}`, column })),
    };
    byPrefix.set(prefix, made);
  }
  return made;
}

/** The select list of `table`'s columns under alias `prefix` as `prefix_column` (`t.address as t_address, …`). */
export function prefixedSelect(table: AnyTable, prefix: string): string {
  return prefixedOf(table, prefix).select;
}

/** The column definition list of {@link prefixedSelect} for a kept statement (`t_address text, …`). */
export function prefixedColumns(table: AnyTable, prefix: string): string {
  return prefixedOf(table, prefix).columns;
}

/** `table`'s row from the raw columns `prefix_column`, each value as drizzle maps it from the driver. */
export function rowOf<T extends AnyTable>(
  table: T,
  prefix: string,
  raw: Record<string, unknown>,
): T['$inferSelect'] {
  const row: Record<string, unknown> = {};
  for (const { key, name, column } of prefixedOf(table, prefix).fields) {
    const value = raw[name];
    row[key] = value == null ? null : column.mapFromDriverValue(value);
  }
  return row as T['$inferSelect'];
}
