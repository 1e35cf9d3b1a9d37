// A landed quoted trade settled in one statement: the common case of settle.ts's applyLanded (the quote not settled
// yet, the trade not recorded yet) as one round trip to the database instead of a transaction of seven (begin, the
// venue's lock, the quote's claim, the trade, its candles, the venue's reserves, commit) — on PGlite each is a trip
// through its WebAssembly, a large share of a settled trade's CPU (bench/trade-profile.ts).
//
// The statement takes the venue row's lock first (as every path that changes a venue's reserves or reservations
// does), then claims the quote, inserts the trade and its candles and moves the reserves, each step only if the
// step before it happened. When the trade is not inserted (the quote was settled already, the signature recorded
// already, no venue row) it changes nothing but the claim, and the caller takes the transaction path, which
// answers those cases.
import { type Reserves, TOKEN_UNIT } from '@solpad/core/trade';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../db';
import { executeKept } from '../db/prepared';
import { foldIntoCandles } from './candles';
import { executionPriceSol, type QuoteRow, type TradeRow } from './records';
import { type LandedTransaction, landedAt } from './tx';

/** A venue's table as the statement moves it: its reserve columns, and how it answers whether it completed. */
const VENUES = {
  curve: {
    table: sql.raw('curves'),
    sol: sql.raw('virtual_sol_reserves'),
    token: sql.raw('virtual_token_reserves'),
    more: (dSol: SQL, dToken: SQL) => sql`, real_sol_reserves = real_sol_reserves + ${dSol},
      real_token_reserves = real_token_reserves + ${dToken}, complete = (real_token_reserves + ${dToken} = 0),
      updated_at = now()`,
    completed: sql.raw('complete'),
  },
  pool: {
    table: sql.raw('pools'),
    sol: sql.raw('sol_reserves'),
    token: sql.raw('token_reserves'),
    more: () => sql``,
    completed: sql.raw('false'),
  },
} as const;

/** The candles of the trade the statement inserted, folded in (the same text every call: made once). */
const CANDLES_OF_INSERTED = foldIntoCandles(sql`inserted t`);

/** What one statement settled: the trade inserted, the venue's reserves after it, whether it completed the curve. */
export interface SettledAtOnce {
  trade: TradeRow;
  after: Pick<Reserves, 'sol' | 'token'>;
  completed: boolean;
}

/** The trade row of quote `q` landed as `landed`, with the venue's spot price after it (`spot`). */
export function landedTradeRow(landed: LandedTransaction, q: QuoteRow, spot: number | null): TradeRow {
  return {
    signature: landed.signature,
    mint: q.mint,
    side: q.side,
    venue: q.venue,
    solLamports: q.solLamports,
    tokenAmount: q.tokenAmount,
    feeLamports: q.feeLamports,
    // The SOL that priced the trade, fee excluded (the same on both venues).
    priceSol: executionPriceSol(
      q.side === 'buy' ? q.solLamports - q.feeLamports : q.solLamports + q.feeLamports,
      q.tokenAmount,
    ),
    spotPriceSol: spot,
    trader: landed.feePayer,
    slot: landed.slot,
    quoteId: q.id,
    createdAt: landedAt(landed),
  };
}

/**
 * Claims quote `q` for the landed trade, records the trade and its candles and applies its delta to the venue, in
 * one statement (its own transaction). Null when the trade was not recorded by it: see the top of this file.
 */
export async function settleAtOnce(
  db: Db,
  landed: LandedTransaction,
  q: QuoteRow,
): Promise<SettledAtOnce | null> {
  const v = VENUES[q.venue];
  const trade = landedTradeRow(landed, q, null);
  const rows = rowsOf<{ sol: string; token: string; spot: number; completed: boolean }>(
    await executeKept(
      db,
      `settle_${q.venue}`,
      'sol text, token text, completed boolean, spot float8',
      (bind) => {
        const dSol = sql`${bind('dSol', q.deltaSol)}::bigint`;
        const dToken = sql`${bind('dToken', q.deltaToken)}::bigint`;
        const mint = sql`${bind('mint', q.mint)}::text`;
        const signature = sql`${bind('signature', landed.signature)}::text`;
        const quoteId = sql`${bind('quoteId', q.id)}::uuid`;
        return sql`
      with venue as (
        select ${v.sol} as sol, ${v.token} as token from ${v.table} where mint = ${mint} for update
      ),
      claimed as (
        update quotes set status = 'settled', signature = ${signature}
        where id = ${quoteId} and status <> 'settled' and exists (select 1 from venue)
        returning id
      ),
      inserted as (
        insert into trades (signature, mint, side, venue, sol_lamports, token_amount, fee_lamports, price_sol,
          spot_price_sol, trader, slot, quote_id, created_at)
        select ${signature}, ${mint}, ${bind('side', trade.side)}::text, ${bind('venue', trade.venue)}::text,
          ${bind('sol', trade.solLamports)}::bigint, ${bind('tokens', trade.tokenAmount)}::bigint,
          ${bind('fee', trade.feeLamports)}::bigint, ${bind('price', trade.priceSol)}::float8,
          -- core/trade's spotPriceSol of the reserves after the trade, in the same float operations
          (((venue.sol + ${dSol})::float8 / (venue.token + ${dToken})::float8) * ${sql.raw(String(Number(TOKEN_UNIT)))}::float8)
            / 1e9::float8,
          ${bind('trader', trade.trader)}::text, ${bind('slot', trade.slot)}::bigint, ${quoteId},
          ${bind('at', trade.createdAt.toISOString())}::timestamptz
        from venue where exists (select 1 from claimed)
        on conflict do nothing
        returning *
      ),
      candles as (${CANDLES_OF_INSERTED}),
      moved as (
        update ${v.table} set ${v.sol} = ${v.sol} + ${dSol}, ${v.token} = ${v.token} + ${dToken} ${v.more(dSol, dToken)}
        where mint = ${mint} and exists (select 1 from inserted)
        returning ${v.sol}::text as sol, ${v.token}::text as token, ${v.completed} as completed
      )
      select moved.sol, moved.token, moved.completed, inserted.spot_price_sol as spot from moved, inserted`;
      },
    ),
  );
  const [row] = rows;
  if (!row) return null;
  return {
    trade: { ...trade, spotPriceSol: Number(row.spot) },
    after: { sol: BigInt(row.sol), token: BigInt(row.token) },
    completed: row.completed,
  };
}
