// The versions of a quoted trade on the API side (core/trade's versions.ts says why there are several): their
// transactions built at quote time, their hashes and amounts stored with the quote, read back at submission.
import { type Address, createNoopSigner } from '@solana/kit';
import type { FeeDestination, QuotedTrade, SlippageBound, TradeQuote } from '@solpad/core/trade';
import type { StoredQuoteVersion } from '../db/schema';
import type { QuoteRow } from './records';
import { type Lifetime, prepareTransaction, tradeInstructions } from './tx';

/** One version of a quote, compiled: its amounts, its wire transaction (venue slot empty) and its message hash. */
export interface BuiltVersion {
  quote: TradeQuote;
  wire: string;
  messageHash: string;
}

/** A stored version, as submit checks it: what it moves and the hash that identifies it. */
export interface QuoteVersion extends QuotedTrade {
  messageHash: string;
  feeLamports: bigint;
}

/**
 * The transactions of a quote's versions, in their order (best for the user first). They differ only in their
 * amounts; the user is the fee payer and the venue's signature slot stays empty until submission.
 */
export function buildQuoteVersions(args: {
  versions: TradeQuote[];
  wallet: Address;
  mint: Address;
  venue: 'curve' | 'pool';
  venueAddress: Address;
  treasury: Address;
  feeTo: FeeDestination;
  quoteId: string;
  lifetime: Lifetime;
}): Promise<BuiltVersion[]> {
  const user = createNoopSigner(args.wallet);
  const venue = createNoopSigner(args.venueAddress);
  return Promise.all(
    args.versions.map(async (v) => {
      const ixs = await tradeInstructions({
        side: v.side,
        user: args.wallet,
        mint: args.mint,
        venue,
        treasury: args.treasury,
        venueSol: v.venueSol,
        treasuryFee: args.feeTo === 'treasury' ? v.feeLamports : 0n,
        userSol: v.solAmount,
        tokens: v.tokenAmount,
        memo: `solpad ${args.venue} ${v.side} ${args.quoteId}`,
      });
      const prepared = await prepareTransaction(user, args.lifetime, ixs);
      return { quote: v, wire: prepared.wire, messageHash: prepared.messageHash };
    }),
  );
}

/** The versions as the quote row stores them. */
export function storedVersions(built: BuiltVersion[]): StoredQuoteVersion[] {
  return built.map(({ quote: v, messageHash }) => ({
    messageHash,
    solLamports: v.solAmount.toString(),
    tokenAmount: v.tokenAmount.toString(),
    feeLamports: v.feeLamports.toString(),
    deltaSol: v.delta.sol.toString(),
    deltaToken: v.delta.token.toString(),
  }));
}

/**
 * A quote's versions, best for the user first. A quote stored without versions (one transaction) has one: its
 * own columns.
 */
export function versionsOf(q: QuoteRow): QuoteVersion[] {
  if (!q.versions || q.versions.length === 0)
    return [
      {
        messageHash: q.messageHash,
        side: q.side,
        solAmount: q.solLamports,
        tokenAmount: q.tokenAmount,
        feeLamports: q.feeLamports,
        delta: { sol: q.deltaSol, token: q.deltaToken },
      },
    ];
  return q.versions.map((v) => ({
    messageHash: v.messageHash,
    side: q.side,
    solAmount: BigInt(v.solLamports),
    tokenAmount: BigInt(v.tokenAmount),
    feeLamports: BigInt(v.feeLamports),
    delta: { sol: BigInt(v.deltaSol), token: BigInt(v.deltaToken) },
  }));
}

/**
 * The bound an exact-output trade's versions step towards, within what the wallet can pay: a version it could not
 * pay for would only fail on chain. `spendableSol` is its SOL less the fees and any token account it must create.
 */
export function affordableBound(
  bound: SlippageBound,
  side: 'buy' | 'sell',
  spendableSol: bigint,
  tokensHeld: bigint,
): SlippageBound {
  if ('minOut' in bound) return bound;
  const most = side === 'buy' ? spendableSol : tokensHeld;
  return most < bound.maxIn ? { maxIn: most } : bound;
}
