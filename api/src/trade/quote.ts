// `POST /api/trade/quote`: a trade priced against the settled reserves plus the trades in flight, its versions'
// transactions built for the wallet to sign (quote-versions.ts), stored so that submit can recognise it. A quote
// reserves nothing (service.ts says why that keeps a wallet from griefing a token).
import { randomUUID } from 'node:crypto';
import type { Address, KeyPairSigner } from '@solana/kit';
import { toAddress } from '@solpad/core/rpc';
import type { TradeQuoteRequest, TradeQuoteResponse } from '@solpad/core/schemas';
import { type Market, quoteVersions, reservesForQuote } from '@solpad/core/trade';
import { SLOT_MS, TWO_SIGNATURE_FEE } from '../chain/constants';
import { type Db, runsOnPglite } from '../db';
import type { PlatformKeys } from '../keys';
import type { ChainRpc } from '../lib/chain-rpc';
import { catalogued } from '../lib/errors';
import type { HotCache } from '../lib/hot-cache';
import { createChainTip } from './chain-tip';
import type { IssuedQuotes } from './issued-quotes';
import { assertAffordable, priceWithinTolerance } from './pricing';
import { createQuoteStateCache } from './quote-state';
import { createQuoteStore } from './quote-store';
import { affordableBound, type BuiltVersion, buildQuoteVersions, storedVersions } from './quote-versions';
import {
  assertTradable,
  inFlightAt,
  type QuoteState,
  readQuoteState,
  type TokenRow,
  tokenAmountOf,
} from './records';
import { tokenAccountOf } from './tx';

export { OPEN_QUOTES_PER_CALLER } from './quote-store';

/** What a quote needs of the market service. */
export interface QuoteDeps {
  db: Db;
  /** The app's hot cache: the market events it heard make a mint's kept quote state stale (quote-state.ts). */
  hot: Pick<HotCache, 'tokenVersion'>;
  rpc: ChainRpc;
  keys: () => PlatformKeys;
  venueSigner(token: TokenRow): Promise<KeyPairSigner>;
  rentForTokenAccount(): Promise<bigint>;
  /** Where the quotes stored here are kept for their submit (issued-quotes.ts). */
  issued: Pick<IssuedQuotes, 'add'>;
  /** Resolves `mint`'s trades in flight past their blockhash at `height` (expiry.ts). */
  resolveExpired(mint: string, height: bigint): Promise<{ settled: number; expired: number }>;
  watch(addr: Address): void;
}

/** The quote path of one market service. */
export function createQuote({
  db,
  hot,
  rpc,
  keys,
  venueSigner,
  rentForTokenAccount,
  issued,
  resolveExpired,
  watch,
}: QuoteDeps) {
  const states = createQuoteStateCache({ read: (mint) => readQuoteState(db, mint), hot });
  // On PGlite the state's kept statement (db/prepared.ts) is prepared now, by a read of no token, rather than by
  // the first rush's quotes. On a server there is nothing to prepare: no query is started that a closing app would
  // cut off.
  if (runsOnPglite(db)) readQuoteState(db, '11111111111111111111111111111111').catch(() => {});
  const storeQuote = createQuoteStore(db);
  const tip = createChainTip(rpc);
  /**
   * `POST /api/trade/quote`: prices and builds the trade's transaction for the wallet to sign; reserves nothing.
   * At most two database statements (the token, its venue and its trades in flight read at once, or kept from a
   * read since which nothing changed — quote-state.ts; the quote stored and the caller's oldest unsent ones pruned
   * at once): every statement queues on the one embedded connection.
   */
  async function quote(req: TradeQuoteRequest, caller = 'local'): Promise<TradeQuoteResponse> {
    const read = await states.read(req.mint);
    const token = assertTradable(read?.token);
    const state = read as QuoteState;
    const mint = toAddress(token.address);
    const wallet = toAddress(req.wallet);
    const venue: 'curve' | 'pool' = token.status === 'graduated' ? 'pool' : 'curve';
    const [{ address: venueAddress }, treasury] = await Promise.all([venueSigner(token), keys().treasury()]);
    if (wallet === venueAddress || wallet === treasury.address) throw catalogued('TRADE__INVALID_WALLET');
    const userAta = tokenAccountOf(wallet, mint);
    // The wallet's lamports and its token account in one call (one round trip to a chain served elsewhere).
    const [{ latest, height }, { value: accounts }, ataRent] = await Promise.all([
      tip(),
      rpc.getMultipleAccounts([wallet, userAta], { encoding: 'base64' }).send(),
      rentForTokenAccount(),
    ]);
    const [walletInfo, userAtaInfo] = accounts;
    const balance = walletInfo?.lamports ?? 0n;
    const amount = BigInt(req.amount);
    const tokensHeld = tokenAmountOf(userAtaInfo?.data[0]);
    // Known before pricing: selling more tokens than the wallet holds.
    if (req.side === 'sell' && req.amountIs === 'token' && tokensHeld < amount)
      throw catalogued('TRADE__INSUFFICIENT_TOKENS');
    watch(venueAddress);
    // A trade past its blockhash that landed unnoticed moves the reserves once resolved: read them again then.
    const { settled } = await resolveExpired(mint, height);
    const { market, complete, inFlight } = (settled > 0 && (await states.read(mint))) || state;
    if (complete) throw catalogued('TRADE__CURVE_COMPLETE');
    const pending = inFlightAt(inFlight, height);
    const pricing: Market = { ...market, reserves: reservesForQuote(market.reserves, pending, req.side) };
    const { q, expected, minimum, bound } = priceWithinTolerance(market, pricing, req, amount);
    const ataRentDue = userAtaInfo === null ? ataRent : null;
    assertAffordable(q, balance, tokensHeld, ataRentDue);

    const quoteId = randomUUID();
    const versions = buildQuoteVersions({
      versions: quoteVersions(
        pricing,
        q,
        affordableBound(bound, q.side, balance - TWO_SIGNATURE_FEE - (ataRentDue ?? 0n), tokensHeld),
      ),
      wallet,
      mint,
      venue,
      venueAddress,
      treasury: treasury.address,
      feeTo: market.feeTo,
      quoteId,
      lifetime: latest,
    });
    const fair = versions[0] as BuiltVersion;
    const expiresAt = new Date(Date.now() + Number(latest.lastValidBlockHeight - height) * SLOT_MS);
    const stored = {
      id: quoteId,
      mint,
      venue,
      side: q.side,
      wallet,
      solLamports: q.solAmount,
      tokenAmount: q.tokenAmount,
      feeLamports: q.feeLamports,
      deltaSol: q.delta.sol,
      deltaToken: q.delta.token,
      messageHash: fair.messageHash,
      versions: storedVersions(versions),
      lastValidBlockHeight: latest.lastValidBlockHeight,
      expiresAt,
      caller,
    };
    await storeQuote(stored);
    issued.add({ ...stored, status: 'open', signature: null, createdAt: new Date() }, token);
    return {
      quoteId,
      transaction: fair.wire,
      versions: versions.map((v) => ({
        transaction: v.wire,
        solLamports: v.quote.solAmount.toString(),
        tokenAmount: v.quote.tokenAmount.toString(),
        feeLamports: v.quote.feeLamports.toString(),
      })),
      venue,
      side: q.side,
      solLamports: q.solAmount.toString(),
      tokenAmount: q.tokenAmount.toString(),
      feeLamports: q.feeLamports.toString(),
      expected: expected.toString(),
      minimum: minimum.toString(),
      priceImpactBps: q.priceImpactBps,
      expiresAt: expiresAt.toISOString(),
      lastValidBlockHeight: latest.lastValidBlockHeight.toString(),
    };
  }
  /** `mint`'s trades in flight changed here (a reservation, a release): its next quote reads them again. */
  return { quote, touched: (mint: string) => states.touch(mint) };
}
