// Where quotes are kept until submitted: written many at a time. Under a rush fifty callers quote at once and
// each stored quote was a statement queued on the one database connection; now, while one batch is written, the
// quotes made meanwhile wait and go together in the next (one statement however many), and a quote made when
// nothing is being written goes at once, alone (no added wait).
import { type SQL, sql } from 'drizzle-orm';
import { type Db, schema } from '../db';
import { packVersions } from '../db/packed-versions';
import { executeKept } from '../db/prepared';

/** Unsent quotes kept per wallet, token and caller; a caller's newer quotes push out its oldest. */
export const OPEN_QUOTES_PER_CALLER = 5;

/** A quote to store: its id is made with it (the batch's `unnest` insert sends every column it has). */
type QuoteInsert = typeof schema.quotes.$inferInsert & { id: string; caller: string };

interface Waiting {
  row: QuoteInsert;
  resolve(): void;
  reject(err: unknown): void;
}

/** The quote store of one market service: `store(row)` resolves once the row is written (or pushed out). */
export function createQuoteStore(db: Db) {
  let waiting: Waiting[] = [];
  let writing = false;
  async function drain() {
    writing = true;
    try {
      while (waiting.length > 0) {
        const batch = waiting;
        waiting = [];
        try {
          await storeQuotes(
            db,
            batch.map((w) => w.row),
          );
          for (const w of batch) w.resolve();
        } catch (err) {
          // One bad row must not fail the others' quotes: each is written alone and answers for itself.
          if (batch.length === 1) (batch[0] as Waiting).reject(err);
          else for (const w of batch) await storeQuotes(db, [w.row]).then(w.resolve, w.reject);
        }
      }
    } finally {
      writing = false;
    }
  }
  return function store(row: QuoteInsert): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      waiting.push({ row, resolve, reject });
      if (!writing) void drain();
    });
  };
}

/**
 * Stores `rows` (oldest first) and keeps the newest {@link OPEN_QUOTES_PER_CALLER} unsent quotes of each caller for
 * each wallet and mint, in one statement. The insert runs as a CTE, which the delete beside it does not see (one
 * snapshot): so of a caller's earlier quotes it keeps `OPEN_QUOTES_PER_CALLER - k` when `k` of its quotes are in
 * this batch, and of the batch's own only the newest `OPEN_QUOTES_PER_CALLER` are written at all (the others
 * would be pushed out by the same statement; a submit of one answers as for any pushed-out quote).
 */
export async function storeQuotes(db: Db, rows: QuoteInsert[]) {
  const perKey = new Map<string, { row: QuoteInsert; count: number }>();
  const kept: QuoteInsert[] = [];
  for (let i = rows.length - 1; i >= 0; i--) {
    const row = rows[i] as QuoteInsert;
    const key = `${row.wallet}\n${row.mint}\n${row.caller}`;
    const seen = perKey.get(key) ?? { row, count: 0 };
    perKey.set(key, { row, count: seen.count + 1 });
    if (seen.count < OPEN_QUOTES_PER_CALLER) kept.unshift(row);
  }
  const keys = [...perKey.values()].map(({ row, count }) => ({
    wallet: row.wallet,
    mint: row.mint,
    caller: row.caller,
    older: Math.max(0, OPEN_QUOTES_PER_CALLER - count),
  }));
  // One text however many rows and callers (every value an array parameter): kept (db/prepared.ts).
  await executeKept(db, 'store_quotes', '', (bind) => {
    const array = (name: string, values: unknown[]) => sql`${sql.param(bind(name, values))}`;
    const byKey = (name: string, f: (k: (typeof keys)[number]) => string | null) => array(name, keys.map(f));
    const wallets = byKey('keyWallets', (k) => k.wallet);
    const mints = byKey('keyMints', (k) => k.mint);
    const callers = byKey('keyCallers', (k) => k.caller);
    const older = byKey('keyOlder', (k) => String(k.older));
    // Each key's open quotes from the newest, past the number it keeps: looked up key by key on the wallet's index
    // (not by scanning the token's open quotes, which a rush on one token makes thousands).
    const beyond = sql`select old.id
      from unnest(${wallets}::text[], ${mints}::text[], ${callers}::text[], ${older}::int[]) as k(wallet, mint, caller, older)
      cross join lateral (
        select o.id from quotes o
        where o.wallet = k.wallet and o.mint = k.mint and o.caller = k.caller and o.status = 'open'
        order by o.created_at desc, o.id desc
        offset k.older
      ) old`;
    return sql`with inserted as (${insertRows(kept, array)})
      delete from quotes where id in (${beyond}) and status = 'open'`;
  });
}

/**
 * An insert of `rows` with one array parameter per column (`unnest`): a batch of quotes under a rush is tens of
 * rows of fifteen columns, and building a `values` list of them placeholder by placeholder cost drizzle ~0.4 ms
 * per row — more than the database's own work. Status and creation time take their defaults, as in `values`.
 */
function insertRows(rows: QuoteInsert[], array: (name: string, values: unknown[]) => SQL) {
  let n = 0;
  const column = (f: (r: QuoteInsert) => string | null) => array(`column${n++}`, rows.map(f));
  // The expiry goes as text and is cast row by row: postgres-js cannot send a timestamptz[] parameter here (its
  // element serializer is the app's Date one, db/index.ts).
  return sql`insert into ${schema.quotes} (id, mint, venue, side, wallet, sol_lamports, token_amount, fee_lamports,
      delta_sol, delta_token, message_hash, versions, last_valid_block_height, expires_at, caller)
    select id, mint, venue, side, wallet, sol_lamports, token_amount, fee_lamports, delta_sol, delta_token,
      message_hash, versions, last_valid_block_height, expires_at::timestamptz, caller
    from unnest(${column((r) => r.id)}::uuid[], ${column((r) => r.mint)}::text[],
      ${column((r) => r.venue)}::text[], ${column((r) => r.side)}::text[], ${column((r) => r.wallet)}::text[],
      ${column((r) => String(r.solLamports))}::bigint[], ${column((r) => String(r.tokenAmount))}::bigint[],
      ${column((r) => String(r.feeLamports))}::bigint[], ${column((r) => String(r.deltaSol))}::bigint[],
      ${column((r) => String(r.deltaToken))}::bigint[], ${column((r) => r.messageHash)}::text[],
      ${column((r) => (r.versions == null ? null : packVersions(r.versions)))}::text[],
      ${column((r) => String(r.lastValidBlockHeight))}::bigint[], ${column((r) => r.expiresAt.toISOString())}::text[],
      ${column((r) => r.caller)}::text[])
      as r(id, mint, venue, side, wallet, sol_lamports, token_amount, fee_lamports, delta_sol, delta_token,
        message_hash, versions, last_valid_block_height, expires_at, caller)
    returning id`;
}
