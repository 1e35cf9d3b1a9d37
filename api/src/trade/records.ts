// The venue's rows as the API returns them, and the reads every venue path shares: reserves under the venue
// row's lock and the reservations of trades in flight.
import type { TradeRecord } from '@solpad/core/schemas';
import {
  curveMarket,
  executionPriceSol,
  type Market,
  type OpenReservation,
  poolMarket,
  type Reserves,
} from '@solpad/core/trade';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { isPastGrace } from '../chain/prepared';
import { type Db, rowsOf, schema } from '../db';
import { type Executor, executeKept, prefixedColumns, prefixedSelect, rowOf } from '../db/prepared';
import { catalogued } from '../lib/errors';

/** A database transaction of the venue's paths. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type TokenRow = typeof schema.tokens.$inferSelect;
export type TradeRow = typeof schema.trades.$inferSelect;
export type QuoteRow = typeof schema.quotes.$inferSelect;

/** Reserves of a curve row. */
export function curveReserves(row: typeof schema.curves.$inferSelect): Reserves {
  return {
    sol: row.virtualSolReserves,
    token: row.virtualTokenReserves,
    realSol: row.realSolReserves,
    realToken: row.realTokenReserves,
  };
}

/** Execution price of a trade (core/trade), re-exported where the venue's records are made. */
export { executionPriceSol };

/** A trade row as the API returns it. */
export function toTradeRecord(row: TradeRow): TradeRecord {
  return {
    signature: row.signature,
    mint: row.mint,
    venue: row.venue,
    side: row.side,
    solLamports: row.solLamports.toString(),
    tokenAmount: row.tokenAmount.toString(),
    feeLamports: row.feeLamports.toString(),
    priceSol: row.priceSol,
    trader: row.trader,
    slot: row.slot.toString(),
    at: row.createdAt.toISOString(),
  };
}

/** A token that may be traded: on the platform and not hidden by the moderators. */
export function assertTradable(token: TokenRow | undefined): TokenRow {
  if (!token) throw catalogued('TOKEN__NOT_FOUND');
  if (token.hidden) throw catalogued('TOKEN__HIDDEN');
  return token;
}

/** Reads a Token-2022 (or SPL) token account's amount from its base64 data (bytes 64..72, u64 LE). */
export function tokenAmountOf(data: string | undefined): bigint {
  if (!data) return 0n;
  const bytes = Buffer.from(data, 'base64');
  return bytes.length >= 72 ? bytes.readBigUInt64LE(64) : 0n;
}

/** A mint on the platform without the venue row it trades on (its curve, or its pool). */
function venueMissing(venue: 'curve' | 'pool') {
  return catalogued(
    'TOKEN__NOT_FOUND',
    venue === 'curve' ? 'This token has no bonding curve' : 'This token has no pool',
  );
}

/**
 * The venue of `mint` and its settled reserves. With `lock`, the venue row stays locked (`FOR UPDATE`) for the
 * rest of `tx`: every change of the venue's reserves or reservations happens under that lock.
 */
export async function readVenue(tx: Tx | Db, mint: string, venue: 'curve' | 'pool', lock: boolean) {
  if (venue === 'curve') {
    const q = tx.select().from(schema.curves).where(eq(schema.curves.mint, mint));
    const [curve] = lock ? await q.for('update') : await q;
    if (!curve) throw venueMissing('curve');
    return curveVenue(curve);
  }
  const q = tx.select().from(schema.pools).where(eq(schema.pools.mint, mint));
  const [pool] = lock ? await q.for('update') : await q;
  if (!pool) throw venueMissing('pool');
  return poolVenue(pool);
}

/** A venue's market from its row (a curve's reserves, or a pool's). */
function curveVenue(curve: typeof schema.curves.$inferSelect) {
  return { market: curveMarket(curveReserves(curve)) as Market, complete: curve.complete };
}
function poolVenue(pool: typeof schema.pools.$inferSelect) {
  return { market: poolMarket(pool.solReserves, pool.tokenReserves), complete: false };
}

/**
 * Locks the venue of quote `q` (`FOR UPDATE`, as {@link readVenue}) and reads the quote's status and whether its
 * token is hidden in the same statement. Those are read without a row lock: whoever then changes the quote re-checks
 * it in its `WHERE`, and a token is hidden at one moment either way. The mint's trades in flight are read after it
 * ({@link inFlightReservations}): a statement that waited for the lock still sees the reservations as they were
 * when it began.
 */
export async function lockVenueOfQuote(tx: Tx, q: Pick<QuoteRow, 'id' | 'mint' | 'venue'>) {
  const quoteStatus = sql<QuoteRow['status'] | null>`(select ${schema.quotes.status} from ${schema.quotes}
    where ${schema.quotes.id} = ${q.id})`;
  const t = schema.tokens;
  const hidden = sql<boolean | null>`(select ${t.hidden} from ${t} where ${t.address} = ${q.mint})`;
  if (q.venue === 'curve') {
    const [row] = await tx
      .select({ curve: schema.curves, quoteStatus, hidden })
      .from(schema.curves)
      .where(eq(schema.curves.mint, q.mint))
      .for('update');
    if (!row) throw venueMissing('curve');
    return { ...curveVenue(row.curve), quoteStatus: row.quoteStatus, tokenHidden: row.hidden === true };
  }
  const [row] = await tx
    .select({ pool: schema.pools, quoteStatus, hidden })
    .from(schema.pools)
    .where(eq(schema.pools.mint, q.mint))
    .for('update');
  if (!row) throw venueMissing('pool');
  return { ...poolVenue(row.pool), quoteStatus: row.quoteStatus, tokenHidden: row.hidden === true };
}

/**
 * What {@link lockVenueOfQuote} reads, and the mint's trades in flight, in one kept statement (db/prepared.ts), on
 * PGlite with its one connection held (`on`: db/prepared.ts's `withConnectionHeld`). No row is locked: nothing
 * else runs until the holder lets go, which is what the venue row's lock does on a server (where this read would
 * be wrong: the lock's waiter would read the reservations as they were before it waited).
 */
export async function venueOfQuoteHeld(db: Db, on: Executor, q: Pick<QuoteRow, 'id' | 'mint' | 'venue'>) {
  const table = q.venue === 'curve' ? schema.curves : schema.pools;
  const [raw] = rowsOf<Record<string, unknown>>(
    await executeKept(
      db,
      `venue_held_${q.venue}`,
      `${prefixedColumns(table, 'v')}, quote_status text, token_hidden boolean, in_flight json`,
      (bind) => {
        const mint = sql`${bind('mint', q.mint)}::text`;
        return sql`select ${sql.raw(prefixedSelect(table, 'v'))},
            (select status from quotes where id = ${bind('quoteId', q.id)}::uuid) as quote_status,
            t.hidden as token_hidden, ${inFlightJson(mint)} as in_flight
          from ${table} v left join tokens t on t.address = v.mint where v.mint = ${mint}`;
      },
      on,
    ),
  );
  if (!raw) throw venueMissing(q.venue);
  const venue =
    q.venue === 'curve'
      ? curveVenue(rowOf(schema.curves, 'v', raw))
      : poolVenue(rowOf(schema.pools, 'v', raw));
  return {
    ...venue,
    quoteStatus: raw.quote_status as QuoteRow['status'] | null,
    tokenHidden: raw.token_hidden === true,
    inFlight: inFlightOf(raw.in_flight as InFlightJson[] | null),
  };
}

/** What a quote reads of the database, read in one statement (each statement is a round trip to the database). */
export interface QuoteState {
  token: TokenRow;
  market: Market;
  complete: boolean;
  /** Trades in flight by side and last valid block height; {@link inFlightAt} picks those still pending. */
  inFlight: { side: 'buy' | 'sell'; lastValid: bigint; delta: { sol: bigint; token: bigint } }[];
}

/**
 * The token, its venue's settled reserves and the reservations of its submitted trades, in one statement without
 * locks (a quote reserves nothing; submit re-prices under the venue's lock). Null for a mint not on the platform.
 */
export async function readQuoteState(db: Db, mint: string): Promise<QuoteState | null> {
  const [raw] = rowsOf<Record<string, unknown>>(
    await executeKept(db, 'quote_state', QUOTE_STATE_COLUMNS, (bind) => {
      const at = sql`${bind('mint', mint)}::text`;
      return sql`select ${sql.raw(QUOTE_STATE_SELECT)}, ${inFlightJson(at)} as in_flight
        from tokens t left join curves c on c.mint = t.address left join pools p on p.mint = t.address
        where t.address = ${at}`;
    }),
  );
  if (!raw) return null;
  const token = rowOf(schema.tokens, 't', raw);
  const curve = raw.c_mint == null ? null : rowOf(schema.curves, 'c', raw);
  const pool = raw.p_mint == null ? null : rowOf(schema.pools, 'p', raw);
  const graduated = token.status === 'graduated';
  if (graduated ? !pool : !curve)
    throw catalogued('TOKEN__NOT_FOUND', `This token has no ${graduated ? 'pool' : 'bonding curve'}`);
  const venue = pool && graduated ? poolVenue(pool) : curveVenue(curve as NonNullable<typeof curve>);
  return { token, ...venue, inFlight: inFlightOf(raw.in_flight as InFlightJson[] | null) };
}

/** The quote state's tables, with the prefix of their columns in its kept statement. */
const QUOTE_STATE_TABLES = [
  [schema.tokens, 't'],
  [schema.curves, 'c'],
  [schema.pools, 'p'],
] as const;
/** The kept statement's select list (`t.address as t_address, …`) and its columns with their SQL types. */
const QUOTE_STATE_SELECT = QUOTE_STATE_TABLES.map(([table, prefix]) => prefixedSelect(table, prefix)).join(
  ', ',
);
const QUOTE_STATE_COLUMNS = [
  ...QUOTE_STATE_TABLES.map(([table, prefix]) => prefixedColumns(table, prefix)),
  'in_flight json',
].join(', ');

/** A mint's trades in flight summed by side and last valid height, as one JSON value (read with other columns). */
function inFlightJson(mint: string | SQL) {
  const q = schema.quotes;
  return sql<InFlightJson[] | null>`(
    select json_agg(json_build_object('side', f.side, 'lastValid', f.last_valid::text, 'sol', f.sol::text,
      'token', f.token::text))
    from (select ${q.side} as side, ${q.lastValidBlockHeight} as last_valid, sum(${q.deltaSol}) as sol,
      sum(${q.deltaToken}) as token
      from ${q} where ${q.mint} = ${mint} and ${q.status} = 'submitted'
      group by ${q.side}, ${q.lastValidBlockHeight}) f)`;
}
type InFlightJson = { side: 'buy' | 'sell'; lastValid: string; sol: string; token: string };
const inFlightOf = (rows: InFlightJson[] | null): QuoteState['inFlight'] =>
  (rows ?? []).map((f) => ({
    side: f.side,
    lastValid: BigInt(f.lastValid),
    delta: { sol: BigInt(f.sol), token: BigInt(f.token) },
  }));

/**
 * The reservations among `inFlight` still pending at block `height`: not past their blockhash's last valid height
 * plus the grace (chain/prepared's isPastGrace; the one place the venue sums reservations: {@link inFlightReservations}
 * and quotes both use it).
 */
export function inFlightAt(inFlight: QuoteState['inFlight'], height: bigint): OpenReservation[] {
  const bySide = new Map<'buy' | 'sell', { sol: bigint; token: bigint }>();
  for (const f of inFlight) {
    if (isPastGrace(f.lastValid, height)) continue;
    const sum = bySide.get(f.side) ?? { sol: 0n, token: 0n };
    bySide.set(f.side, { sol: sum.sol + f.delta.sol, token: sum.token + f.delta.token });
  }
  return [...bySide].map(([side, delta]) => ({ side, delta }));
}

/**
 * The reservations of `mint`'s trades in flight at block `height`: submitted (signed by the user, co-signed and
 * sent) and not landed, failed or past their blockhash's last valid height (plus the grace) yet. Open quotes
 * reserve nothing.
 */
export async function inFlightReservations(
  tx: Tx | Db,
  mint: string,
  height: bigint,
): Promise<OpenReservation[]> {
  const q = schema.quotes;
  const rows = await tx
    .select({
      side: q.side,
      lastValid: q.lastValidBlockHeight,
      sol: sql<string>`sum(${q.deltaSol})::text`,
      token: sql<string>`sum(${q.deltaToken})::text`,
    })
    .from(q)
    .where(and(eq(q.mint, mint), eq(q.status, 'submitted')))
    .groupBy(q.side, q.lastValidBlockHeight);
  return inFlightAt(
    rows.map((r) => ({
      side: r.side,
      lastValid: r.lastValid,
      delta: { sol: BigInt(r.sol), token: BigInt(r.token) },
    })),
    height,
  );
}
