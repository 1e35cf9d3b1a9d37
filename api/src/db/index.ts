import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite, type QueryOptions, type Transaction, types } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import * as schema from './schema';

export { schema };

/** The database as routes see it: the same Drizzle API on PGlite and on a Postgres server. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** An open database with its lifecycle. */
export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Round-trips `select 1`; throws when the database is unreachable. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** The databases opened on PGlite, with their client (see {@link runsOnPglite}). */
const pgliteClients = new WeakMap<object, PGlite>();
/** Whether `db` runs on embedded PGlite (one session, every query parsed and planned anew: db/prepared.ts). */
export function runsOnPglite(db: Db): boolean {
  return pgliteClients.has(db);
}
/** The PGlite client under `db` (undefined on a Postgres server): db/prepared.ts speaks its protocol directly. */
export function pgliteClientOf(db: Db): PGlite | undefined {
  return pgliteClients.get(db);
}

/** The advisory lock replicas take while migrating ("solpm" in ASCII). */
const MIGRATION_LOCK_KEY = 0x736f6c706d;

const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

/**
 * Opens the database and brings its schema up to date: a Postgres server when `databaseUrl` is set,
 * otherwise embedded PGlite stored in `pgliteDir` (`memory://` keeps it in memory, for tests).
 */
export async function openDatabase(opts: { databaseUrl?: string; pgliteDir: string }): Promise<Database> {
  if (opts.databaseUrl) {
    const client = postgres(opts.databaseUrl, { max: 10, onnotice: () => {} });
    const db = drizzlePostgres(client, { schema });
    // drizzle hands postgres-js its date types untouched (its columns serialize them first), so a Date
    // bound directly in a sql`` template would reach the wire as an object and fail; PGlite accepts it.
    // Serialize those as ISO strings, so both databases take the same queries.
    for (const type of [1082, 1114, 1184]) {
      const passThrough = client.options.serializers[type];
      client.options.serializers[type] = (v: unknown) =>
        v instanceof Date ? v.toISOString() : passThrough?.(v);
    }
    // Replicas start together: one migrates at a time (the others then find nothing left to do).
    const lock = postgres(opts.databaseUrl, { max: 1, onnotice: () => {} });
    try {
      await lock`select pg_advisory_lock(${MIGRATION_LOCK_KEY})`;
      await migratePostgres(db, { migrationsFolder });
    } finally {
      await lock.end({ timeout: 5 });
    }
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      ping: async () => {
        await client`select 1`;
      },
      close: () => client.end({ timeout: 5 }),
    };
  }
  if (!opts.pgliteDir.startsWith('memory://')) mkdirSync(opts.pgliteDir, { recursive: true });
  const client = await PGlite.create(opts.pgliteDir, { parsers: DRIZZLE_PARSERS });
  const db = drizzlePglite({ client: withoutPerQueryParsers(client), schema });
  await migratePglite(db, { migrationsFolder });
  pgliteClients.set(db, client);
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    ping: async () => {
      await client.query('select 1');
    },
    close: () => client.close(),
  };
}

/**
 * The type parsers drizzle passes PGlite with every query: dates, times and intervals, and arrays of them and of
 * numerics, handed over as PGlite read them (drizzle's columns parse them).
 */
const DRIZZLE_PARSERS = Object.fromEntries(
  [types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE, 1231, 1115, 1185, 1187, 1182].map(
    (oid) => [oid, (value: string) => value],
  ),
);

/**
 * PGlite merges a query's `parsers` option into a copy of its whole type table (over 300 entries) on every query,
 * and drizzle passes the same parsers with each one. The client is opened with those parsers as its own
 * (DRIZZLE_PARSERS), and drizzle gets a view of it whose queries (in and out of transactions) leave the option out:
 * the same rows, without the copy.
 */
function withoutPerQueryParsers(client: PGlite): PGlite {
  const options = new Map<unknown, QueryOptions | undefined>();
  const strip = (o: QueryOptions | undefined) => {
    if (!o?.parsers) return o;
    let kept = options.get(o.rowMode);
    if (!kept) {
      const { parsers: _, ...rest } = o;
      kept = rest;
      options.set(o.rowMode, kept);
    }
    return kept;
  };
  const wrapQuery =
    <T extends Pick<Transaction, 'query'>>(target: T) =>
    (query: string, params?: unknown[], o?: QueryOptions) =>
      target.query(query, params, strip(o));
  return new Proxy(client, {
    get(target, prop) {
      if (prop === 'query') return wrapQuery(target);
      if (prop === 'transaction')
        return <T>(fn: (tx: Transaction) => Promise<T>) =>
          target.transaction((tx) =>
            fn(
              new Proxy(tx, {
                get: (t, p) => (p === 'query' ? wrapQuery(t) : Reflect.get(t, p, t)),
              }),
            ),
          );
      const value = Reflect.get(target, prop, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/** Rows of a raw `db.execute` result, on PGlite (`{rows}`) and postgres-js (an array) alike. */
export function rowsOf<T>(result: unknown): T[] {
  return Array.isArray(result) ? (result as T[]) : ((result as { rows: T[] }).rows ?? []);
}
