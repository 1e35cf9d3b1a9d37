// A submitted quote's reservation: the trade priced again on the venue's settled reserves plus its trades in flight,
// the best submitted version that still holds picked, its signature checked, and the quote made that version's trade
// in flight — what every later quote and submit of the token prices against (submit.ts says why).
//
// On PGlite, whose one connection runs one transaction at a time, all of it runs in a transaction holding the venue
// row's lock (the lock, the quote's status and the trades in flight read in one statement). On a Postgres server the
// lock held across those round trips was what trades of one token queued on, through each replica's event loop; so
// there the venue is read without a lock (one snapshot), the version picked in JavaScript, and the reservation
// written in one statement only if the venue's version (schema.ts's `curves.version`, bumped by every write that
// changes what its trades are priced on) is still the one read. Another write in between: read again. After
// {@link OPTIMISTIC_TRIES} such misses the reservation takes the lock, as before, so a busy token's submit still ends.
import type { KeyObject } from 'node:crypto';
import { base58Encode } from '@solpad/core/rpc';
import type { TradeStaleQuote } from '@solpad/core/schemas';
import { type Market, type OpenReservation, pickVersion, reservesForQuote } from '@solpad/core/trade';
import { sql } from 'drizzle-orm';
import { verifiesMessage, type WireParts } from '../chain/wire';
import { type Db, rowsOf, runsOnPglite } from '../db';
import { executeKept } from '../db/prepared';
import { catalogued } from '../lib/errors';
import type { QuoteVersion } from './quote-versions';
import {
  inFlightAt,
  inFlightReservations,
  lockVenueOfQuote,
  type QuoteRow,
  type Tx,
  venueOfQuote,
} from './records';

/** How many times a reservation is tried without the venue's lock before it takes it (a Postgres server only). */
export const OPTIMISTIC_TRIES = 4;

/** A submitted version: the wallet-signed transaction, which version of the quote it is, and the wallet's signature. */
export interface SignedVersion {
  tx: WireParts;
  index: number;
  version: QuoteVersion;
  /** The wallet's signature: the transaction's id (base58) if it is the one sent. */
  signature: Uint8Array;
  /** The wallet's public key, which the signature is checked against when this version is the one to send. */
  key: KeyObject;
}

/** A version's transaction id (the wallet's signature, base58). */
export const idOf = (s: SignedVersion) => base58Encode(s.signature);

/** What a reservation reads of its venue, locked or not. */
interface VenueState {
  market: Market;
  complete: boolean;
  quoteStatus: QuoteRow['status'] | null;
  /** The trades in flight still pending at the submit's block height. */
  inFlight: OpenReservation[];
}

/**
 * The version to reserve on `state`: null when the quote is no longer open; 409 TRADE__SLIPPAGE when none still
 * holds; 400 TRADE__SIGNATURE_INVALID when the wallet's signature of the one that does is not valid (each version's
 * check is kept in `checked`: a retry picking it again does not check it again).
 */
function chooseVersion(
  q: QuoteRow,
  signed: SignedVersion[],
  state: VenueState,
  checked: Map<number, boolean>,
): SignedVersion | null {
  if (state.quoteStatus !== 'open') return null;
  if (state.complete) throw catalogued('TRADE__CURVE_COMPLETE');
  const pricing: Market = {
    ...state.market,
    reserves: reservesForQuote(state.market.reserves, state.inFlight, q.side),
  };
  const pick = pickVersion(
    pricing,
    signed.map((s) => s.version),
  );
  if (pick.chosen === null) {
    const best = (signed[0] as SignedVersion).version;
    const stale: TradeStaleQuote = {
      stale: {
        quoteId: q.id,
        mint: q.mint,
        side: q.side,
        quoted: { solLamports: best.solAmount.toString(), tokenAmount: best.tokenAmount.toString() },
        current: pick.current && {
          solLamports: pick.current.solAmount.toString(),
          tokenAmount: pick.current.tokenAmount.toString(),
        },
      },
    };
    throw catalogued(
      'TRADE__SLIPPAGE',
      'The price moved beyond your slippage tolerance since this quote (other trades came first); request a new quote',
      stale,
    );
  }
  const chosen = signed[pick.index] as SignedVersion;
  let valid = checked.get(chosen.index);
  if (valid === undefined) {
    valid = verifiesMessage(chosen.tx, chosen.signature, chosen.key);
    checked.set(chosen.index, valid);
  }
  if (!valid) throw catalogued('TRADE__SIGNATURE_INVALID');
  return chosen;
}

/** Quote `q` as the trade in flight of version `chosen`: the columns its reservation sets. */
function submittedAs(chosen: SignedVersion) {
  const v = chosen.version;
  return {
    status: 'submitted' as const,
    signature: idOf(chosen),
    messageHash: v.messageHash,
    solLamports: v.solAmount,
    tokenAmount: v.tokenAmount,
    feeLamports: v.feeLamports,
    deltaSol: v.delta.sol,
    deltaToken: v.delta.token,
    caller: null,
  };
}

/** The SET list making a quote the trade in flight of `chosen` (kept statements' binds). */
function submittedSet(bind: (name: string, value: unknown) => unknown, chosen: SignedVersion) {
  const v = chosen.version;
  return sql`status = 'submitted', signature = ${bind('signature', idOf(chosen))}::text,
    message_hash = ${bind('hash', v.messageHash)}::text, sol_lamports = ${bind('sol', v.solAmount)}::bigint,
    token_amount = ${bind('tokens', v.tokenAmount)}::bigint, fee_lamports = ${bind('fee', v.feeLamports)}::bigint,
    delta_sol = ${bind('dSol', v.delta.sol)}::bigint, delta_token = ${bind('dToken', v.delta.token)}::bigint,
    caller = null`;
}

/**
 * Makes open quote `q` the trade in flight of version `chosen` in transaction `tx` (which holds the venue's lock).
 * Undefined when it is no longer open (pruned or sent meanwhile: left alone). Kept (db/prepared.ts).
 */
async function markSubmitted(
  db: Db,
  tx: Tx,
  q: QuoteRow,
  chosen: SignedVersion,
): Promise<QuoteRow | undefined> {
  const rows = rowsOf(
    await executeKept(
      db,
      'quote_submitted',
      'id uuid',
      (bind) => sql`update quotes set ${submittedSet(bind, chosen)}
        where id = ${bind('id', q.id)}::uuid and status = 'open'
        returning id`,
      tx,
    ),
  );
  return rows.length === 1 ? { ...q, ...submittedAs(chosen) } : undefined;
}

/**
 * Makes open quote `q` the trade in flight of `chosen` if its venue is still at `version`, bumping it, in one
 * statement: `moved` when the venue's version is no longer the one read (another reservation, a release, a
 * settlement came first), `gone` when the quote is no longer open, else the quote as reserved. With `tx`, in it.
 * Exported for its test.
 */
export async function reserveAt(
  db: Db,
  q: QuoteRow,
  chosen: SignedVersion,
  version: bigint,
  tx?: Tx,
): Promise<QuoteRow | 'moved' | 'gone'> {
  const [row] = rowsOf<{ submitted: number; status: string | null }>(
    await executeKept(
      db,
      `reserve_${q.venue}`,
      'submitted int4, status text',
      (bind) => {
        const id = sql`${bind('id', q.id)}::uuid`;
        return sql`with bumped as (
          update ${sql.raw(q.venue === 'curve' ? 'curves' : 'pools')} set version = version + 1
          where mint = ${bind('mint', q.mint)}::text and version = ${bind('version', version)}::bigint
            and exists (select 1 from quotes where id = ${id} and status = 'open')
          returning 1
        ),
        submitted as (
          update quotes set ${submittedSet(bind, chosen)}
          where id = ${id} and status = 'open' and exists (select 1 from bumped)
          returning id
        )
        select (select count(*) from submitted)::int4 as submitted, (select status from quotes where id = ${id}) as status`;
      },
      tx,
    ),
  );
  if (Number(row?.submitted) === 1) return { ...q, ...submittedAs(chosen) };
  return row?.status === 'open' ? 'moved' : 'gone';
}

/** The reservation on a Postgres server: read without the lock and written if nothing moved, else locked. */
async function reserveOnServer(
  db: Db,
  q: QuoteRow,
  signed: SignedVersion[],
  height: bigint,
): Promise<{ row: QuoteRow; chosen: SignedVersion } | null> {
  const checked = new Map<number, boolean>();
  for (let i = 0; i < OPTIMISTIC_TRIES; i++) {
    const read = await venueOfQuote(db, q);
    const chosen = chooseVersion(
      q,
      signed,
      { ...read, inFlight: inFlightAt(read.inFlight, height) },
      checked,
    );
    if (!chosen) return null;
    const row = await reserveAt(db, q, chosen, read.version);
    if (row === 'gone') return null;
    if (row !== 'moved') return { row, chosen };
  }
  // Beaten to it every time: the lock, then the trades in flight in a statement after it (one that waited for the
  // lock sees what the submissions before it reserved), both sent at once — the server runs the second once the
  // first holds the lock.
  return db.transaction(async (tx) => {
    const [locked, inFlight] = await Promise.all([
      lockVenueOfQuote(tx, q),
      inFlightReservations(tx, q.mint, height),
    ]);
    const chosen = chooseVersion(q, signed, { ...locked, inFlight }, checked);
    if (!chosen) return null;
    const row = await reserveAt(db, q, chosen, locked.version, tx);
    if (row === 'moved') throw new Error(`the ${q.venue} of ${q.mint} moved under its lock`);
    return row === 'gone' ? null : { row, chosen };
  });
}

/**
 * Re-prices the trade on the venue's settled reserves plus its trades in flight at block `height`, picks the best
 * submitted version that still holds and records it as the quote's trade in flight (see the top of this file).
 * Returns null when the quote is no longer open (another call submitted it first).
 */
export async function reserve(
  db: Db,
  q: QuoteRow,
  signed: SignedVersion[],
  height: bigint,
): Promise<{ row: QuoteRow; chosen: SignedVersion } | null> {
  if (!runsOnPglite(db)) return reserveOnServer(db, q, signed, height);
  return db.transaction(async (tx) => {
    const locked = await venueOfQuote(db, q, tx);
    const chosen = chooseVersion(
      q,
      signed,
      { ...locked, inFlight: inFlightAt(locked.inFlight, height) },
      new Map(),
    );
    if (!chosen) return null;
    const submitted = await markSubmitted(db, tx, q, chosen);
    return submitted ? { row: submitted, chosen } : null;
  });
}

/**
 * Releases the reservation of a trade that cannot land (`failed`, or `expired` with its blockhash), bumping its
 * venue's version in the same statement (a reservation priced with it must not be written). False when it was not
 * in flight any more.
 */
export async function releaseReservation(
  db: Db,
  q: Pick<QuoteRow, 'id' | 'venue'>,
  status: 'failed' | 'expired',
): Promise<boolean> {
  const table = sql.raw(q.venue === 'curve' ? 'curves' : 'pools');
  const rows = rowsOf(
    await db.execute(sql`with released as (
        update quotes set status = ${status} where id = ${q.id}::uuid and status = 'submitted' returning mint
      ),
      bumped as (update ${table} set version = version + 1 where mint = (select mint from released))
      select 1 from released`),
  );
  return rows.length === 1;
}
