import { type LaunchPlatformId, launchPlatform } from '../launch/platforms';
import type { ScannerMarketResponse } from '../schemas/scanner-market';
import {
  applyDelta,
  curveMarket,
  executionPriceSol,
  initialCurveReserves,
  quoteBuy,
  spotPriceSol,
  TOKEN_DECIMALS,
  TOKEN_TOTAL_SUPPLY,
} from '../trade/market';
import { analyzeActors, launchFate } from './actors';
import { NO_EXTENSIONS } from './decode';
import { holdersOf, shareOfSupply } from './holders';
import { marketFacts, marketFromTrades, technicalFacts } from './market';
import { TOKEN_2022_PROGRAM } from './token';
import { scoreTokenFacts } from './token-findings';
import type { CreatorLaunch, Holder, MintExtensions, TokenFacts, TokenReport } from './types';

/** What the launch form knows before the creator signs. */
export interface LaunchPreviewInput {
  /** Name and symbol as they will be written to the mint's TokenMetadata. */
  name: string;
  symbol: string;
  platform: LaunchPlatformId;
  /** SOL the creator spends on the initial buy, fee included (0: none). */
  initialBuyLamports: bigint;
  /** The creator's wallet (null: none connected yet; the creator is whoever signs). */
  creator: string | null;
  /** Tokens the creator launched here before, with their fates (`GET /api/scanner/launches/{creator}`); null: unknown. */
  creatorLaunches: CreatorLaunch[] | null;
  /**
   * The SOL price the platform quotes with (any `/api/scanner/market` answer carries it). Null: the market
   * source did not answer, so the preview reports the market as the scanner would then: unknown.
   */
  solUsd: number | null;
  /** The mint's address once known (a vanity key already found); null: generated when the creator launches. */
  mint: string | null;
  /** The metadata URI the API will write (null: not known before the API prepares the launch). */
  metadataUri?: string | null;
  /** The creator's token account for the mint, when known (only changes the evidence text). */
  creatorTokenAccount?: string | null;
  /** The bonding-curve vault and its token account, when known (only change the evidence text). */
  vault?: string | null;
  vaultTokenAccount?: string | null;
  now?: number;
}

/** One fact the preview cannot know before the launch (shown as "Unknown", never as safe). */
export interface PreviewUnknown {
  fact: string;
  reason: string;
}

/** What the scanner will report about a token right after its launch. */
export interface LaunchPreview {
  /** The token report, scored by the scanner's own {@link scoreTokenFacts}. */
  report: TokenReport;
  /** The facts the report is made of, for comparison with a real scan. */
  facts: TokenFacts;
  /** Facts the preview cannot know yet. */
  unknowns: PreviewUnknown[];
  /** The initial buy as the fresh curve fills it (null: none, or refused). */
  initialBuy: { tokenAmount: bigint; sharePct: number } | null;
  /** Why the initial buy cannot be filled (the API would refuse the launch with the same message). */
  buyRefusal: string | null;
}

/** Placeholders for addresses that do not exist before the launch (they appear only in evidence text). */
const NEW_MINT = '(new mint)';
const YOUR_WALLET = '(your wallet)';
const LAUNCH_TX = '(launch transaction)';

/**
 * The token-2022 extensions every launch writes (api/src/launch/service.ts): a MetadataPointer to the mint
 * itself with no pointer authority, then the TokenMetadata it points to. Nothing else: no transfer fee, hook,
 * delegate, default state or pause.
 */
function launchExtensions(mint: string): MintExtensions {
  return {
    ...NO_EXTENSIONS,
    metadataPointer: { authority: null, metadataAddress: mint },
    present: ['MetadataPointer', 'TokenMetadata'],
  };
}

/** A launch right after it lands: who, when, on which platform, and the curve after the initial buy. */
interface Launched {
  input: LaunchPreviewInput;
  now: number;
  mint: string;
  creator: string;
  platform: ReturnType<typeof launchPlatform>;
  reserves: ReturnType<typeof initialCurveReserves>;
  /** The initial buy as the fresh curve fills it (null: none, or refused). */
  buy: { solAmount: bigint; tokenAmount: bigint; venueSol: bigint } | null;
}

/** The fresh curve after the initial buy, priced exactly as the API prices it, or why it refuses the buy. */
function curveAfterBuy(input: LaunchPreviewInput, platform: Launched['platform']) {
  const reserves = initialCurveReserves(platform.curve);
  if (input.initialBuyLamports <= 0n) return { reserves, buy: null, buyRefusal: null };
  const quoted = quoteBuy(curveMarket(reserves, platform.curve), { solIn: input.initialBuyLamports });
  if (!quoted.ok) return { reserves, buy: null, buyRefusal: `initialBuyLamports: ${quoted.refusal.message}` };
  return {
    reserves: applyDelta(reserves, { sol: quoted.quote.venueSol, token: -quoted.quote.tokenAmount }),
    buy: quoted.quote,
    buyRefusal: null,
  };
}

/**
 * The largest accounts right after the launch: the vault's (what the curve has not sold) and the creator's
 * (the initial buy), largest first as getTokenLargestAccounts answers.
 */
function holdersAfterLaunch({ input, creator, buy }: Launched) {
  const supply = TOKEN_TOTAL_SUPPLY;
  const vaultTokens = supply - (buy?.tokenAmount ?? 0n);
  const vaultHolder: Holder = {
    tokenAccount: input.vaultTokenAccount ?? '(bonding-curve vault token account)',
    owner: input.vault ?? '(bonding-curve vault)',
    amount: vaultTokens,
    sharePct: shareOfSupply(vaultTokens, supply),
    label: 'Bonding curve vault',
  };
  const creatorHolder: Holder | null = buy
    ? {
        tokenAccount: input.creatorTokenAccount ?? '(your token account)',
        owner: creator,
        amount: buy.tokenAmount,
        sharePct: shareOfSupply(buy.tokenAmount, supply),
        label: null,
      }
    : null;
  const top = [vaultHolder, ...(creatorHolder ? [creatorHolder] : [])].sort((a, b) =>
    a.amount === b.amount ? 0 : a.amount > b.amount ? -1 : 1,
  );
  return { vaultHolder, top };
}

/** The market the index answers once the launch is confirmed: the token, its curve, its first trade. */
function marketAfterLaunch(l: Launched, solUsd: number, vault: string | null) {
  const { now, mint, creator, input, reserves, buy, platform } = l;
  const answer: ScannerMarketResponse = {
    indexed: true,
    token: {
      address: mint,
      name: input.name,
      symbol: input.symbol,
      creator,
      createdAt: new Date(now).toISOString(),
      status: 'active',
      poolAddress: null,
      vaultAddress: vault,
    },
    liquidity: { venue: 'curve', solLamports: reserves.realSol.toString() },
    solUsd,
    trades: buy
      ? [
          {
            time: new Date(now).toISOString(),
            side: 'buy',
            solLamports: buy.solAmount.toString(),
            tokenAmount: buy.tokenAmount.toString(),
          },
        ]
      : [],
    // The list's figures right after the launch: the curve's spot, measured against the launch price (no trade
    // lies before any window yet), and the initial buy as the day's volume; its candle closes at the buy's price.
    list: {
      spotPriceSol: spotPriceSol(reserves),
      priceRef24hSol: spotPriceSol(initialCurveReserves(platform.curve)),
      volume24hLamports: (buy?.solAmount ?? 0n).toString(),
    },
    closes: buy ? [executionPriceSol(buy.venueSol, buy.tokenAmount)] : [],
  };
  return marketFromTrades(answer, TOKEN_DECIMALS, now);
}

/**
 * The creator's launches as the index lists them as soon as this one lands (the scan shows it; the findings
 * leave it out), this one priced by its initial buy. Null: the earlier ones are unknown.
 */
function launchesWithThisOne({ input, mint, now, reserves, buy }: Launched): CreatorLaunch[] | null {
  if (input.creatorLaunches === null) return null;
  const priced = buy ? spotPriceSol(reserves) : null;
  const self = {
    address: mint,
    name: input.name,
    symbol: input.symbol,
    createdAt: now,
    peakPriceSol: priced,
    lastPriceSol: priced,
    liquidityUsd: input.solUsd === null ? null : (Number(reserves.realSol) / 1e9) * input.solUsd,
  };
  return [...input.creatorLaunches, { ...self, fate: launchFate(self) }];
}

/**
 * Right after the launch the only activity is the creator's own initial buy, in the creation slot: no sniper and
 * no bundle yet (known, not unknown).
 */
function actorsAfterLaunch({ now, creator, buy }: Launched, holders: ReturnType<typeof holdersAfterLaunch>) {
  const creatorHoldings = buy?.tokenAmount ?? 0n;
  return analyzeActors({
    activity: {
      source: 'Solpad trades',
      complete: true,
      launch: { slot: 0n, signature: LAUNCH_TX, time: now, creator },
      events: buy
        ? [
            {
              signature: LAUNCH_TX,
              slot: 0n,
              time: now,
              wallet: creator,
              kind: 'buy',
              tokenAmount: buy.tokenAmount,
              solLamports: buy.solAmount,
            },
          ]
        : [],
    },
    creator,
    supply: TOKEN_TOTAL_SUPPLY,
    excluded: new Set([holders.vaultHolder.owner ?? '']),
    commonFunders: {},
    funders: new Map(),
    balances: new Map([[creator, creatorHoldings]]),
    topHolders: holders.top,
  });
}

/** The facts the launch transaction produces (see {@link previewLaunch}). */
function launchFacts(
  l: Launched,
  holders: ReturnType<typeof holdersAfterLaunch>,
  market: ReturnType<typeof marketFromTrades>,
  launches: CreatorLaunch[] | null,
): TokenFacts {
  const { input, now, mint, creator, buy } = l;
  const supply = TOKEN_TOTAL_SUPPLY;
  const creatorHoldings = buy?.tokenAmount ?? 0n;
  return {
    kind: 'token',
    address: mint,
    chain: 'solana',
    scannedAt: now,
    slot: null,
    programId: TOKEN_2022_PROGRAM,
    program: 'token-2022',
    name: input.name,
    symbol: input.symbol,
    uri: input.metadataUri ?? null,
    metadataSource: 'token-2022-metadata',
    metadataMutable: false,
    updateAuthority: null,
    supply,
    decimals: TOKEN_DECIMALS,
    mintAuthority: null,
    freezeAuthority: null,
    extensions: launchExtensions(mint),
    // Token accounts with a balance: the vault's, plus the creator's when the launch buys.
    holders: holdersOf(holders.top, new Set([holders.vaultHolder.tokenAccount]), holders.top.length),
    creator: {
      // The creator signs the launch first (fee payer): the scanner's "first signer".
      address: creator,
      source: 'first-signer',
      holdings: creatorHoldings,
      sharePct: shareOfSupply(creatorHoldings, supply),
      launches,
    },
    // The launch lands now: the token is as young as a token can be.
    createdAt: now,
    createdAtSource: 'platform-index',
    market: marketFacts(market, supply, TOKEN_DECIMALS),
    technical: technicalFacts(market),
    actors: actorsAfterLaunch(l, holders),
  };
}

/** What the preview cannot know yet, in the order the form lists them. */
function unknownsOf(
  input: LaunchPreviewInput,
  known: { market: boolean; launches: boolean },
): PreviewUnknown[] {
  const unknowns: PreviewUnknown[] = [];
  if (!known.market)
    unknowns.push({
      fact: 'Price, liquidity and volume',
      reason: "The platform's market data did not answer",
    });
  if (!known.launches)
    unknowns.push({
      fact: 'Your earlier launches',
      reason: input.creator ? 'The token index did not answer' : 'Connect a wallet to include them',
    });
  unknowns.push({ fact: 'Liquidity lock', reason: 'The scanner does not read liquidity locks yet' });
  return unknowns;
}

/**
 * Previews what the scanner will report about a token the launch form describes, the moment its launch
 * lands. It builds the facts the launch transaction produces (api/src/launch/service.ts: a Token-2022 mint,
 * 6 decimals, 1,000,000,000 supply in the curve's vault, mint authority revoked, no freeze authority, immutable
 * metadata; the initial buy priced on the platform's fresh curve exactly as the API prices it) and the market
 * the API's index will answer with (the launch indexed, its initial buy as the first trade, the curve's SOL
 * as liquidity, through the scanner's own {@link marketFromTrades}), then scores them with the scanner's own
 * {@link scoreTokenFacts}. Nothing is assumed safe: what cannot be known yet is listed in `unknowns`.
 */
export function previewLaunch(input: LaunchPreviewInput): LaunchPreview {
  const platform = launchPlatform(input.platform);
  const { reserves, buy, buyRefusal } = curveAfterBuy(input, platform);
  const l: Launched = {
    input,
    now: input.now ?? Date.now(),
    mint: input.mint ?? NEW_MINT,
    creator: input.creator ?? YOUR_WALLET,
    platform,
    reserves,
    buy,
  };
  const holders = holdersAfterLaunch(l);
  const market = input.solUsd === null ? null : marketAfterLaunch(l, input.solUsd, holders.vaultHolder.owner);
  const launches = launchesWithThisOne(l);
  const facts = launchFacts(l, holders, market, launches);
  return {
    report: scoreTokenFacts(facts),
    facts,
    unknowns: unknownsOf(input, { market: input.solUsd !== null, launches: launches !== null }),
    initialBuy: buy
      ? { tokenAmount: buy.tokenAmount, sharePct: shareOfSupply(buy.tokenAmount, TOKEN_TOTAL_SUPPLY) }
      : null,
    buyRefusal,
  };
}
