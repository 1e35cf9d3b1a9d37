/**
 * The platform's trading venue maths: a pump.fun-style bonding curve (constant product over virtual reserves)
 * and, after graduation, a constant-product pool (x·y = k). Everything is integer arithmetic on bigint
 * (lamports and token base units); every rounding goes in the reserves' favour, so no sequence of trades can
 * make the vault pay out more than it holds (see market.property.test.ts).
 */

/** Basis points in one whole (100 %). */
export const BPS_DENOMINATOR = 10_000n;

/** Decimals of every token launched on the platform. */
export const TOKEN_DECIMALS = 6;

/** Base units in one whole token (10^6). */
export const TOKEN_UNIT = 10n ** BigInt(TOKEN_DECIMALS);

/** Total supply of every launched token: 1,000,000,000 tokens in base units (all minted into the vault). */
export const TOKEN_TOTAL_SUPPLY = 1_000_000_000n * TOKEN_UNIT;

/** The bonding curve's trade fee, paid to the platform treasury on top of (buy) or out of (sell) the SOL leg. */
export const CURVE_TRADE_FEE_BPS = 100n;

/** The graduated pool's fee (Raydium's constant-product 0.25 %); it stays in the pool and grows k. */
export const POOL_FEE_BPS = 25n;

/** Parameters of one bonding curve: its starting virtual reserves and how many tokens it sells. */
export interface CurveParams {
  /** Virtual SOL reserve at launch, lamports. */
  initialVirtualSolReserves: bigint;
  /** Virtual token reserve at launch, base units. */
  initialVirtualTokenReserves: bigint;
  /** Tokens the curve sells before it completes, base units (the rest of the supply seeds the pool). */
  initialRealTokenReserves: bigint;
  /** Trade fee in basis points, paid to the treasury. */
  tradeFeeBps: bigint;
}

/**
 * pump.fun's published bonding-curve constants: 30 virtual SOL, 1,073,000,000 virtual tokens and
 * 793,100,000 real tokens for sale (6 decimals), 1 % fee. Selling all 793.1 M tokens takes ≈ 85 SOL into
 * the curve (see {@link curveCompletionLamports}), at which point it completes and graduates.
 */
export const PUMP_FUN_CURVE: CurveParams = {
  initialVirtualSolReserves: 30_000_000_000n,
  initialVirtualTokenReserves: 1_073_000_000n * TOKEN_UNIT,
  initialRealTokenReserves: 793_100_000n * TOKEN_UNIT,
  tradeFeeBps: CURVE_TRADE_FEE_BPS,
};

/**
 * Where a venue's fee goes: `treasury` (the curve: a separate transfer to the platform) or `reserve` (the pool:
 * the fee is left in the pool, like an LP fee).
 */
export type FeeDestination = 'treasury' | 'reserve';

/**
 * A venue's reserves. `sol`/`token` are the pricing reserves (virtual on the curve, real in the pool);
 * `realSol`/`realToken` are what the venue can actually pay out: SOL in the vault above its rent-exempt
 * minimum, and tokens still for sale (the curve) or in the pool.
 */
export interface Reserves {
  sol: bigint;
  token: bigint;
  realSol: bigint;
  realToken: bigint;
}

/** A venue as the quote functions see it. */
export interface Market {
  venue: 'curve' | 'pool';
  reserves: Reserves;
  feeBps: bigint;
  feeTo: FeeDestination;
}

/** How a trade changes a venue's reserves (signed; the same delta applies to pricing and real reserves). */
export interface ReserveDelta {
  sol: bigint;
  token: bigint;
}

/** A priced trade. Amounts are exact: the transaction built from it moves precisely these. */
export interface TradeQuote {
  side: 'buy' | 'sell';
  /**
   * SOL the user pays (buy: into the venue plus the fee) or receives (sell: out of the venue after the fee),
   * lamports.
   */
  solAmount: bigint;
  /** Tokens the user receives (buy) or pays (sell), base units. */
  tokenAmount: bigint;
  /** The fee in lamports (part of `solAmount` on a buy, withheld from the gross on a sell). */
  feeLamports: bigint;
  /** SOL that moves between the user and the venue's reserve account (excluding a treasury fee). */
  venueSol: bigint;
  /** The change to the venue's reserves when the trade settles. */
  delta: ReserveDelta;
  /** How much worse than the spot price the trade executes, in basis points (before the fee). */
  priceImpactBps: number;
  /** True when this buy takes the last tokens the curve sells. */
  completes: boolean;
}

/** Why a trade cannot be priced. */
export type QuoteRefusal =
  | { code: 'AMOUNT_TOO_SMALL'; message: string }
  | { code: 'INSUFFICIENT_LIQUIDITY'; message: string; max?: bigint };

/** A quote or the reason there is none. */
export type QuoteResult = { ok: true; quote: TradeQuote } | { ok: false; refusal: QuoteRefusal };

/** What a buy fixes: the SOL spent (fee included) or the tokens received. */
export type BuyInput = { solIn: bigint } | { tokensOut: bigint };
/** What a sell fixes: the tokens sold or the SOL received (after the fee). */
export type SellInput = { tokensIn: bigint } | { solOut: bigint };

const ceilDiv = (a: bigint, b: bigint) => (a + b - 1n) / b;

/** The fee on `amount`, rounded up (in the venue's favour). */
export function feeOf(amount: bigint, feeBps: bigint): bigint {
  return ceilDiv(amount * feeBps, BPS_DENOMINATOR);
}

/** A fresh curve's reserves under `params`. */
export function initialCurveReserves(params: CurveParams = PUMP_FUN_CURVE): Reserves {
  return {
    sol: params.initialVirtualSolReserves,
    token: params.initialVirtualTokenReserves,
    realSol: 0n,
    realToken: params.initialRealTokenReserves,
  };
}

/** The curve venue of `reserves` under `params`. */
export function curveMarket(reserves: Reserves, params: CurveParams = PUMP_FUN_CURVE): Market {
  return { venue: 'curve', reserves, feeBps: params.tradeFeeBps, feeTo: 'treasury' };
}

/** The pool venue holding `sol` lamports and `token` base units. */
export function poolMarket(sol: bigint, token: bigint): Market {
  return {
    venue: 'pool',
    reserves: { sol, token, realSol: sol, realToken: token },
    feeBps: POOL_FEE_BPS,
    feeTo: 'reserve',
  };
}

/** `reserves` after a settled trade's delta. */
export function applyDelta(reserves: Reserves, delta: ReserveDelta): Reserves {
  return {
    sol: reserves.sol + delta.sol,
    token: reserves.token + delta.token,
    realSol: reserves.realSol + delta.sol,
    realToken: reserves.realToken + delta.token,
  };
}

/** Spot price in lamports per token base unit, as a float (display and impact only). */
export function spotPriceLamportsPerUnit(reserves: Pick<Reserves, 'sol' | 'token'>): number {
  return Number(reserves.sol) / Number(reserves.token);
}

/** Execution price of a trade in SOL per whole token: the SOL that moved in or out of the reserves per token. */
export function executionPriceSol(venueSol: bigint, tokens: bigint): number {
  if (tokens === 0n) return 0;
  return (Number(venueSol) / Number(tokens)) * (Number(TOKEN_UNIT) / 1e9);
}

/** Spot price in SOL per whole token (lamports/unit × 10^6 / 10^9). */
export function spotPriceSol(reserves: Pick<Reserves, 'sol' | 'token'>): number {
  return (spotPriceLamportsPerUnit(reserves) * Number(TOKEN_UNIT)) / 1e9;
}

/** Market capitalisation in lamports: spot price × total supply, rounded down. */
export function marketCapLamports(reserves: Pick<Reserves, 'sol' | 'token'>): bigint {
  return (reserves.sol * TOKEN_TOTAL_SUPPLY) / reserves.token;
}

/** Impact in bps of paying `solNet` for `tokens` (buy) or getting `solNet` for `tokens` (sell) at `r`. */
function impactBps(r: Reserves, side: 'buy' | 'sell', solNet: bigint, tokens: bigint): number {
  if (tokens === 0n || solNet === 0n) return 0;
  // exec / spot = (solNet / tokens) / (r.sol / r.token)
  const num = solNet * r.token * BPS_DENOMINATOR;
  const den = tokens * r.sol;
  const ratio = side === 'buy' ? ceilDiv(num, den) : num / den;
  const bps = side === 'buy' ? ratio - BPS_DENOMINATOR : BPS_DENOMINATOR - ratio;
  return Number(bps < 0n ? 0n : bps);
}

const tooSmall = (message: string): QuoteResult => ({
  ok: false,
  refusal: { code: 'AMOUNT_TOO_SMALL', message },
});

/** Tokens out for `solNet` lamports into reserves `r`, rounded down. */
function tokensForSol(r: Reserves, solNet: bigint): bigint {
  return (r.token * solNet) / (r.sol + solNet);
}

/** SOL (net of any fee) that buys exactly `tokens` from `r`, rounded up; null when `tokens ≥ r.token`. */
function solForTokens(r: Reserves, tokens: bigint): bigint | null {
  if (tokens >= r.token) return null;
  return ceilDiv(r.sol * tokens, r.token - tokens);
}

/**
 * A buy whose net SOL into the reserves (fee excluded) and tokens out are already fixed: the fee, the SOL that
 * moves, the reserve delta and the impact follow. (The quote functions fix them from the user's input; the
 * versions of a quote fix them one step from its fair amounts, see versions.ts.)
 */
export function buyQuote(m: Market, solNet: bigint, tokens: bigint): TradeQuote {
  const fee = feeOf(solNet, m.feeBps);
  const venueSol = m.feeTo === 'reserve' ? solNet + fee : solNet;
  return {
    side: 'buy',
    solAmount: solNet + fee,
    tokenAmount: tokens,
    feeLamports: fee,
    venueSol,
    delta: { sol: venueSol, token: -tokens },
    priceImpactBps: impactBps(m.reserves, 'buy', solNet, tokens),
    completes: m.venue === 'curve' && tokens === m.reserves.realToken,
  };
}

/**
 * Prices a buy. With `solIn` the user spends at most that many lamports, fee included (the fee is
 * `ceil(net × feeBps / 10⁴)` on the SOL that enters the curve); with `tokensOut` the user receives exactly that
 * many tokens. On the curve, a buy that asks for more tokens than are left for sale buys the remainder (and
 * completes the curve) when given as SOL, and is refused when given as tokens.
 */
export function quoteBuy(m: Market, input: BuyInput): QuoteResult {
  const r = m.reserves;
  if ('solIn' in input) {
    if (input.solIn <= 0n) return tooSmall('The amount must be greater than zero');
    // Largest net with net + ceil(net·fee) ≤ solIn.
    const net = (input.solIn * BPS_DENOMINATOR) / (BPS_DENOMINATOR + m.feeBps);
    const tokens = tokensForSol(r, net);
    if (tokens > r.realToken) {
      if (r.realToken === 0n) return soldOut();
      return quoteBuy(m, { tokensOut: r.realToken });
    }
    if (tokens === 0n) return tooSmall('The amount is too small to buy any tokens');
    return { ok: true, quote: buyQuote(m, net, tokens) };
  }
  const tokens = input.tokensOut;
  if (tokens <= 0n) return tooSmall('The amount must be greater than zero');
  if (tokens > r.realToken) {
    if (r.realToken === 0n) return soldOut();
    return {
      ok: false,
      refusal: {
        code: 'INSUFFICIENT_LIQUIDITY',
        message: 'Not enough tokens are available at the moment for this amount',
        max: r.realToken,
      },
    };
  }
  const net = solForTokens(r, tokens);
  if (net === null) return soldOut();
  return { ok: true, quote: buyQuote(m, net, tokens) };
}

function soldOut(): QuoteResult {
  return {
    ok: false,
    refusal: { code: 'INSUFFICIENT_LIQUIDITY', message: 'No tokens are left to buy', max: 0n },
  };
}

/** A sell whose tokens in and gross SOL out of the reserves (before the fee) are already fixed (see {@link buyQuote}). */
export function sellQuote(m: Market, tokens: bigint, gross: bigint): TradeQuote {
  const fee = feeOf(gross, m.feeBps);
  const venueSol = m.feeTo === 'reserve' ? gross - fee : gross;
  return {
    side: 'sell',
    solAmount: gross - fee,
    tokenAmount: tokens,
    feeLamports: fee,
    venueSol,
    delta: { sol: -venueSol, token: tokens },
    priceImpactBps: impactBps(m.reserves, 'sell', gross, tokens),
    completes: false,
  };
}

/**
 * Prices a sell. With `tokensIn` the user sells exactly that many tokens; with `solOut` the user receives
 * exactly that many lamports after the fee. The gross SOL out is `floor(sol × in / (token + in))` and never
 * more than the venue's real SOL.
 */
export function quoteSell(m: Market, input: SellInput): QuoteResult {
  const r = m.reserves;
  if ('tokensIn' in input) {
    const tokens = input.tokensIn;
    if (tokens <= 0n) return tooSmall('The amount must be greater than zero');
    const gross = (r.sol * tokens) / (r.token + tokens);
    if (gross > r.realSol) {
      return {
        ok: false,
        refusal: {
          code: 'INSUFFICIENT_LIQUIDITY',
          message: 'Not enough SOL is available at the moment for this amount',
        },
      };
    }
    if (gross - feeOf(gross, m.feeBps) <= 0n) return tooSmall('The amount is too small to receive any SOL');
    return { ok: true, quote: sellQuote(m, tokens, gross) };
  }
  const want = input.solOut;
  if (want <= 0n) return tooSmall('The amount must be greater than zero');
  // Smallest gross with gross − ceil(gross·fee) ≥ want.
  let gross = ceilDiv(want * BPS_DENOMINATOR, BPS_DENOMINATOR - m.feeBps);
  while (gross - feeOf(gross, m.feeBps) < want) gross += 1n;
  if (gross > r.realSol || gross >= r.sol) {
    return {
      ok: false,
      refusal: {
        code: 'INSUFFICIENT_LIQUIDITY',
        message: 'Not enough SOL is available at the moment for this amount',
        max: r.realSol - feeOf(r.realSol, m.feeBps),
      },
    };
  }
  const tokens = ceilDiv(r.token * gross, r.sol - gross);
  return { ok: true, quote: sellQuote(m, tokens, gross) };
}

/** The least a user accepts to receive for `expected` with `slippageBps` tolerance (rounded up). */
export function minimumWithSlippage(expected: bigint, slippageBps: bigint): bigint {
  return ceilDiv(expected * (BPS_DENOMINATOR - slippageBps), BPS_DENOMINATOR);
}

/** The most a user accepts to pay for `expected` with `slippageBps` tolerance (rounded down). */
export function maximumWithSlippage(expected: bigint, slippageBps: bigint): bigint {
  return (expected * (BPS_DENOMINATOR + slippageBps)) / BPS_DENOMINATOR;
}

/** Share of the curve's tokens for sale already sold, in bps (10 000 = complete). */
export function curveProgressBps(reserves: Reserves, params: CurveParams = PUMP_FUN_CURVE): number {
  const sold = params.initialRealTokenReserves - reserves.realToken;
  return Number((sold * BPS_DENOMINATOR) / params.initialRealTokenReserves);
}

/** True once the curve has sold every token it sells. */
export function isCurveComplete(reserves: Reserves): boolean {
  return reserves.realToken === 0n;
}

/**
 * Net SOL (fees excluded) that buying out the whole curve takes from a fresh start: with pump.fun's constants
 * 30·1073/279.9 − 30 ≈ 85.005 SOL.
 */
export function curveCompletionLamports(params: CurveParams = PUMP_FUN_CURVE): bigint {
  const r = initialCurveReserves(params);
  return solForTokens(r, params.initialRealTokenReserves) ?? 0n;
}

/**
 * Tokens the curve's vault holds beyond those for sale: the part of the supply kept back to seed the pool at
 * graduation (1 B − 793.1 M = 206.9 M with pump.fun's constants).
 */
export function curveReserveTokens(params: CurveParams = PUMP_FUN_CURVE): bigint {
  return TOKEN_TOTAL_SUPPLY - params.initialRealTokenReserves;
}

/** What the vault holds for `reserves`: real SOL, and tokens for sale plus the pool's seed. */
export function vaultHoldings(
  reserves: Reserves,
  params: CurveParams = PUMP_FUN_CURVE,
): { lamports: bigint; tokens: bigint } {
  return { lamports: reserves.realSol, tokens: reserves.realToken + curveReserveTokens(params) };
}

/**
 * Graduation: a completed curve's reserves seed the pool. Everything the vault holds moves: its real SOL
 * (≈ 85 SOL) and its remaining tokens (the 206.9 M seed), so the pool opens at about the curve's last price
 * (115 / 279.9 M ≈ 85 / 206.9 M SOL per token).
 */
export function graduationPoolReserves(
  reserves: Reserves,
  params: CurveParams = PUMP_FUN_CURVE,
): { sol: bigint; token: bigint } {
  const held = vaultHoldings(reserves, params);
  return { sol: held.lamports, token: held.tokens };
}

/** An unsettled trade's reservation (the venue signed it, it may still land): its side and its delta. */
export interface OpenReservation {
  side: 'buy' | 'sell';
  delta: ReserveDelta;
}

/**
 * The reserves a trade on `side` is priced against while other trades the venue signed are still in flight
 * (request-for-quote with co-signed transactions of fixed amounts): the settled reserves plus every in-flight
 * trade of the same side. Those of the other side are left out. Why this is safe: a buy's output
 * `token·Δ/(sol+Δ)` falls as `sol` rises and `token` falls, and in-flight buys only raise `sol` and lower `token`
 * (in-flight sells do the opposite and might fail); so the reserves used here are at least as unfavourable to the
 * new trade as any state the venue can be in, whichever subset of the in-flight trades lands and in whatever
 * order. Hence every subset keeps `sol·token` from decreasing and the real reserves from going negative. The same
 * holds for sells with the roles of SOL and tokens swapped. (Checked by the property tests.)
 */
export function reservesForQuote(settled: Reserves, open: OpenReservation[], side: 'buy' | 'sell'): Reserves {
  let r = settled;
  for (const o of open) if (o.side === side) r = applyDelta(r, o.delta);
  return r;
}

/** A quoted trade's fixed amounts, as `POST /api/trade/submit` checks them again before the venue co-signs. */
export interface QuotedTrade {
  side: 'buy' | 'sell';
  /** SOL the user pays (buy, fee included) or receives (sell, after the fee). */
  solAmount: bigint;
  /** Tokens the user receives (buy) or pays (sell). */
  tokenAmount: bigint;
  /** The change the trade makes to the venue's reserves. */
  delta: ReserveDelta;
}

/**
 * Whether a quoted trade is still no better for the user than `m` gives now, so the venue may co-sign it: the same
 * tokens priced on `m` (a buy of exactly `tokenAmount`, a sell of exactly `tokenAmount`) must cost the user no
 * more SOL (buy) or pay the user no less (sell), and the venue's reserve must receive at least (buy) or pay out at
 * most (sell) what the fresh price moves. Then settling the quoted delta on `m` keeps `sol·token` at least where
 * the fresh trade would (which never lowers it) and the real reserves non-negative. `current` is that fresh
 * trade (null when `m` cannot fill it at all).
 */
export function checkQuotedTrade(
  m: Market,
  trade: QuotedTrade,
): { holds: boolean; current: TradeQuote | null } {
  const fresh =
    trade.side === 'buy'
      ? quoteBuy(m, { tokensOut: trade.tokenAmount })
      : quoteSell(m, { tokensIn: trade.tokenAmount });
  if (!fresh.ok) return { holds: false, current: null };
  const current = fresh.quote;
  const venueGetsEnough = trade.delta.sol >= current.delta.sol && trade.delta.token === current.delta.token;
  const userNoBetter =
    trade.side === 'buy' ? trade.solAmount >= current.solAmount : trade.solAmount <= current.solAmount;
  return { holds: venueGetsEnough && userNoBetter, current };
}
