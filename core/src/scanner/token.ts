import {
  address,
  getAddressEncoder,
  getBase64Encoder,
  getProgramDerivedAddress,
  isOffCurveAddress,
  type Signature,
} from '@solana/kit';
import { AppError } from '../errors';
import {
  associatedTokenAccounts,
  readChainActivity,
  readFirstFundings,
  readWalletPages,
} from './actor-reads';
import { actorWalletsToLookUp, analyzeActors, type Funding, type TokenActivity } from './actors';
import {
  decodeBaseMint,
  decodeMetaplexMetadata,
  decodeMintExtensions,
  decodeTokenAccount,
  NO_EXTENSIONS,
} from './decode';
import { holdersOf, shareOfSupply } from './holders';
import { knownProgramLabel, METAPLEX_METADATA_PROGRAM } from './known-programs';
import {
  type ActivityAnswer,
  type MarketSource,
  marketFacts,
  type TokenMarket,
  technicalFacts,
} from './market';
import { scoreTokenFacts } from './token-findings';
import type { ScannerRpc } from './transport';
import type { ActorFacts, Holder, MetadataSource, ScanProgress, TokenFacts, TokenReport } from './types';
import { WEIGHTS } from './weights';

/** Token program ids. */
export const TOKEN_PROGRAM = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA';
/** Token-2022 program id. */
export const TOKEN_2022_PROGRAM = 'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb';
const SYSTEM_PROGRAM = '11111111111111111111111111111111';
/** Signatures read per history page (Solana's maximum); a shorter page is the whole history. */
export const HISTORY_PAGE = 1000;

const base64 = getBase64Encoder();
type EncodedData = readonly [string, 'base64'] | readonly [string, string];
/** Account data from a base64-encoded RPC account. */
export const dataOf = (account: { data: EncodedData } | null) =>
  account ? base64.encode(account.data[0]) : new Uint8Array();

/** Settles a call: its value, or null when the RPC refused or does not support it. */
export async function settle<T>(p: Promise<T>): Promise<T | null> {
  try {
    return await p;
  } catch {
    return null;
  }
}

/** Dependencies of a scan. */
export interface ScanDeps {
  rpc: ScannerRpc;
  market: MarketSource;
  signal?: AbortSignal;
  now?: () => number;
  /**
   * Hears the report of the static reads (mint, holders, market, creator) before the actor analysis is done:
   * its actors carry the activity but no funders yet, so clusters and insiders read as unknown.
   */
  onStaticReport?: (report: TokenReport) => void;
}

const share = shareOfSupply;
type EncodedAccount = { data: EncodedData; owner: unknown } | null;

/** Labels the largest holders (pool, vault, program, PDA) and returns the token accounts of pools and vaults. */
function labelHolders(
  top: Holder[],
  owners: readonly string[],
  ownerAccounts: readonly EncodedAccount[] | null,
  known: Record<string, string>,
): Set<string> {
  const pools = new Set<string>();
  for (const [rank, h] of top.entries()) {
    const ownerIndex = h.owner ? owners.indexOf(h.owner) : -1;
    const ownerAccount = ownerIndex >= 0 ? (ownerAccounts?.[ownerIndex] ?? null) : null;
    const ownerProgram = ownerAccount ? (ownerAccount.owner as string) : null;
    const knownLabel = known[h.tokenAccount] ?? (h.owner ? known[h.owner] : undefined);
    if (knownLabel) {
      h.label = knownLabel;
      pools.add(h.tokenAccount);
    } else if (ownerProgram && ownerProgram !== SYSTEM_PROGRAM) {
      const label = knownProgramLabel(ownerProgram);
      h.label = label ? `${label} account` : 'Program-owned account';
      if (label && /AMM|CLMM|CPMM|DLMM|Pools|Whirlpools|Pump/.test(label)) pools.add(h.tokenAccount);
    } else if (rank < 10 && !ownerAccount && h.owner && isOffCurveAddress(address(h.owner))) {
      // The curve check costs a field square root: only for the top ten, and only for owners without an account
      // of their own (the usual shape of a program's vault authority).
      h.label = 'Program-derived address';
    }
  }
  return pools;
}

/** The creator: the creation transaction's first signer, else the metadata's update authority, else the index. */
function creatorOf(
  firstSigner: string | null,
  updateAuthority: string | null,
  venueCreator: string | null,
): TokenReport['creator'] {
  const none = { holdings: null, sharePct: null, launches: null };
  if (firstSigner) return { address: firstSigner, source: 'first-signer', ...none };
  if (updateAuthority) return { address: updateAuthority, source: 'metadata-update-authority', ...none };
  if (venueCreator) return { address: venueCreator, source: 'platform-index', ...none };
  return { address: null, source: null, ...none };
}

/** The token's name, symbol and where they came from. */
function metadataOf(
  decoded: ReturnType<typeof decodeMintExtensions> | { metadata: null },
  metaplex: ReturnType<typeof decodeMetaplexMetadata> | null,
  mintAddress: string,
  indexed: TokenMarket['indexed'] | undefined,
) {
  if (decoded.metadata) {
    const { name, symbol, uri, updateAuthority } = decoded.metadata;
    return {
      name,
      symbol,
      uri,
      updateAuthority,
      metadataSource: 'token-2022-metadata' as MetadataSource,
      metadataMutable: updateAuthority !== null,
    };
  }
  if (metaplex && metaplex.mint === mintAddress) {
    const { name, symbol, uri, updateAuthority } = metaplex;
    return {
      name,
      symbol,
      uri,
      updateAuthority,
      metadataSource: 'metaplex' as MetadataSource,
      metadataMutable: metaplex.isMutable as boolean | null,
    };
  }
  return {
    name: indexed?.name ?? null,
    symbol: indexed?.symbol ?? null,
    uri: null,
    updateAuthority: null,
    metadataSource: indexed ? ('platform-index' as MetadataSource) : null,
    metadataMutable: null,
  };
}

/**
 * When the mint was created: its first transaction when the history reaches it; else, for a token launched
 * here, the launch record; else the oldest transaction read, as a lower bound.
 */
function creationOf(
  history: readonly { blockTime: bigint | number | null }[] | null,
  historyComplete: boolean,
  venue: TokenActivity | null,
): Pick<TokenFacts, 'createdAt' | 'createdAtSource'> {
  const oldest = history?.length ? history[history.length - 1] : undefined;
  const oldestTime = oldest?.blockTime != null ? Number(oldest.blockTime) * 1000 : null;
  if (historyComplete && oldestTime !== null)
    return { createdAt: oldestTime, createdAtSource: 'chain-history' };
  if (venue?.launch.time != null) return { createdAt: venue.launch.time, createdAtSource: 'platform-index' };
  if (oldestTime !== null) return { createdAt: oldestTime, createdAtSource: 'chain-history-bound' };
  return { createdAt: null, createdAtSource: null };
}

/** The venue's activity with its launch slot filled from the mint's history when the venue did not record it. */
function withLaunchSlot(
  venue: TokenActivity | null,
  history: readonly { signature: string; slot: bigint }[] | null,
): TokenActivity | null {
  if (!venue || venue.launch.slot !== null || !venue.launch.signature) return venue;
  const entry = history?.find((h) => h.signature === venue.launch.signature);
  return entry ? { ...venue, launch: { ...venue.launch, slot: BigInt(entry.slot) } } : venue;
}

/**
 * The token report of `mint`. Four RPC stages (each one batch over a batching transport):
 * 1. the mint and its Metaplex metadata account, the largest accounts, the signature history, the epoch, the
 *    holder count (getProgramAccounts, once per token program: the mint's program is not known yet) — and,
 *    beside them, the venue's record of the token from the market source;
 * 2. the largest accounts' data (owners), the creation transaction —
 *    or, for a token the venue does not know, its earliest transactions (the actor analysis' activity);
 * 3. the holders' owners (to label pools and programs), the creator's balance, and for the actor analysis each
 *    buyer's signature page and token balance — the static report is complete here ({@link ScanDeps.onStaticReport});
 * 4. each buyer's first transaction (who funded it), then the actor analysis and the final report.
 * `progress` is called as each of the five phases completes.
 */
export async function scanToken(
  mintAddress: string,
  deps: ScanDeps,
  progress: (p: ScanProgress) => void,
): Promise<TokenReport> {
  const { rpc, market, signal } = deps;
  const mint = address(mintAddress);
  const [metaplexPda] = await getProgramDerivedAddress({
    programAddress: address(METAPLEX_METADATA_PROGRAM),
    seeds: [
      'metadata',
      getAddressEncoder().encode(address(METAPLEX_METADATA_PROGRAM)),
      getAddressEncoder().encode(mint),
    ],
  });

  // Stage 1 (+ the venue's record)
  const activityPromise: Promise<ActivityAnswer | null> = settle(market.activity(mintAddress, signal));
  // The holder count is asked of both token programs here rather than of the mint's one in stage 2: the other
  // program's answer is empty and cheap, and waiting for the mint would cost a round trip.
  const holderAmounts = (program: string) =>
    settle(
      rpc
        .getProgramAccounts(address(program), {
          encoding: 'base64',
          dataSlice: { offset: 64, length: 8 },
          filters: [
            { memcmp: { offset: 0n, bytes: mintAddress as never, encoding: 'base58' } },
            // Classic token accounts are exactly 165 bytes; Token-2022 ones can be longer (extensions).
            ...(program === TOKEN_PROGRAM ? [{ dataSize: 165n }] : []),
          ],
        })
        .send({ abortSignal: signal }),
    );
  const [accounts, largest, signatures, epochInfo, tokenHolders, token2022Holders] = await Promise.all([
    rpc.getMultipleAccounts([mint, metaplexPda], { encoding: 'base64' }).send({ abortSignal: signal }),
    settle(rpc.getTokenLargestAccounts(mint).send({ abortSignal: signal })),
    settle(rpc.getSignaturesForAddress(mint, { limit: HISTORY_PAGE }).send({ abortSignal: signal })),
    settle(rpc.getEpochInfo().send({ abortSignal: signal })),
    holderAmounts(TOKEN_PROGRAM),
    holderAmounts(TOKEN_2022_PROGRAM),
  ]).catch((cause: unknown) => {
    throw new AppError('SCAN__RPC_FAILED', { cause });
  });
  const [mintAccount, metaplexAccount] = accounts.value;
  if (!mintAccount) throw new AppError('SCAN__NOT_FOUND', { context: { address: mintAddress } });
  const programId = mintAccount.owner as string;
  if (programId !== TOKEN_PROGRAM && programId !== TOKEN_2022_PROGRAM)
    throw new AppError('SCAN__NOT_A_MINT', { context: { address: mintAddress, owner: programId } });
  const data = dataOf(mintAccount);
  const base = decodeBaseMint(data);
  if (!base?.isInitialized || (programId === TOKEN_PROGRAM && data.length !== 82))
    throw new AppError('SCAN__NOT_A_MINT', { context: { address: mintAddress } });
  const decoded =
    programId === TOKEN_2022_PROGRAM
      ? decodeMintExtensions(data, epochInfo?.epoch ?? null)
      : { extensions: NO_EXTENSIONS, metadata: null, undecoded: false };
  const metaplex =
    metaplexAccount?.owner === METAPLEX_METADATA_PROGRAM
      ? decodeMetaplexMetadata(dataOf(metaplexAccount))
      : null;
  const { supply, decimals } = base;
  progress({ step: 1, percent: 20, message: 'Analyzing contract' });

  // Stage 2 (+ the market source)
  const largestAccounts = largest?.value ?? null;
  const history = signatures ?? null;
  const historyComplete = history !== null && history.length < HISTORY_PAGE;
  const oldest = historyComplete && history.length ? history[history.length - 1] : undefined;
  const marketPromise: Promise<TokenMarket | null> = settle(
    market.tokenMarket(mintAddress, decimals, signal),
  );
  const activityAnswer = await activityPromise;
  const venue = withLaunchSlot(activityAnswer?.activity ?? null, history);
  const stage2 = Promise.all([
    largestAccounts?.length
      ? settle(
          rpc
            .getMultipleAccounts(
              largestAccounts.map((a) => a.address),
              { encoding: 'base64' },
            )
            .send({ abortSignal: signal }),
        )
      : Promise.resolve(null),
    venue
      ? oldest
        ? settle(
            rpc
              .getTransaction(oldest.signature as Signature, {
                encoding: 'json',
                maxSupportedTransactionVersion: 0,
              })
              .send({ abortSignal: signal }),
          ).then((tx) => (tx?.transaction.message.accountKeys[0] as string | undefined) ?? null)
        : Promise.resolve(null)
      : readChainActivity(rpc, mintAddress, history, historyComplete, signal),
  ]);
  const marketAnswer = await marketPromise;
  progress({ step: 2, percent: 40, message: 'Checking liquidity' });
  const [holderAccounts, creationRead] = await stage2;
  const programAccounts = programId === TOKEN_PROGRAM ? tokenHolders : token2022Holders;
  const chainActivity = typeof creationRead === 'object' ? creationRead : null;
  const activity: TokenActivity | null = venue ?? chainActivity;
  const firstSigner =
    typeof creationRead === 'string' ? creationRead : (chainActivity?.launch.creator ?? null);

  let holderCount: number | null = null;
  if (programAccounts) {
    holderCount = 0;
    for (const a of programAccounts) {
      const slice = dataOf(a.account as { data: EncodedData });
      if (slice.length === 8 && new DataView(slice.buffer, slice.byteOffset, 8).getBigUint64(0, true) > 0n)
        holderCount++;
    }
  }
  const top: Holder[] = (largestAccounts ?? []).map((a, i) => {
    const acc = holderAccounts?.value[i] ?? null;
    const token = acc ? decodeTokenAccount(dataOf(acc)) : null;
    const amount = BigInt(a.amount);
    return {
      tokenAccount: a.address,
      owner: token?.owner ?? null,
      amount,
      sharePct: share(amount, supply),
      label: null,
    };
  });
  progress({ step: 3, percent: 60, message: 'Scanning for red flags' });

  const meta = metadataOf(decoded, metaplex, mintAddress, marketAnswer?.indexed);
  const creator = creatorOf(
    firstSigner,
    meta.updateAuthority,
    venue?.launch.creator ?? marketAnswer?.indexed?.creator ?? null,
  );

  // Stage 3 (+ the creator's launches): labels, the creator's balance, the buyers' pages and balances.
  const owners = [...new Set(top.map((h) => h.owner).filter((o): o is string => o !== null))];
  const known = marketAnswer?.knownAccounts ?? {};
  const provisionalExcluded = new Set<string>(Object.keys(known));
  const lookups = actorWalletsToLookUp(activity, creator.address, top, provisionalExcluded);
  const lookupAtas =
    activity && lookups.length ? await associatedTokenAccounts(lookups, mintAddress, programId) : [];
  const [ownerAccounts, creatorAccounts, launches, walletPages] = await Promise.all([
    owners.length
      ? settle(
          rpc
            .getMultipleAccounts(
              owners.map((o) => address(o)),
              { encoding: 'base64', dataSlice: { offset: 0, length: 0 } },
            )
            .send({ abortSignal: signal }),
        )
      : Promise.resolve(null),
    creator.address
      ? settle(
          rpc
            .getTokenAccountsByOwner(address(creator.address), { mint }, { encoding: 'base64' })
            .send({ abortSignal: signal }),
        )
      : Promise.resolve(null),
    creator.address ? settle(market.launchesBy(creator.address, signal)) : Promise.resolve(null),
    activity && lookups.length
      ? settle(readWalletPages(rpc, lookups, lookupAtas, signal))
      : Promise.resolve(null),
  ]);
  const pools = labelHolders(top, owners, ownerAccounts?.value ?? null, known);
  if (creatorAccounts) {
    let holdings = 0n;
    for (const a of creatorAccounts.value)
      holdings += decodeTokenAccount(dataOf(a.account as { data: EncodedData }))?.amount ?? 0n;
    creator.holdings = holdings;
    creator.sharePct = share(holdings, supply);
  }
  creator.launches = launches;
  progress({ step: 4, percent: 80, message: 'Verifying metadata' });

  // The venue's accounts and every labelled holder (pools, programs) are never buyers or insiders.
  const excluded = new Set<string>(provisionalExcluded);
  for (const h of top) if (h.label !== null && h.owner) excluded.add(h.owner);
  const balances = walletPages?.balances ?? null;
  if (balances && creator.address && creator.holdings !== null)
    balances.set(creator.address, creator.holdings);
  const actorsWith = (funders: ReadonlyMap<string, Funding | null> | null): ActorFacts =>
    analyzeActors({
      activity,
      creator: creator.address,
      supply,
      excluded,
      commonFunders: activityAnswer?.commonFunders ?? {},
      funders,
      balances,
      topHolders: top,
    });
  const factsWith = (actors: ActorFacts): TokenFacts => ({
    kind: 'token' as const,
    address: mintAddress,
    chain: 'solana' as const,
    scannedAt: (deps.now ?? Date.now)(),
    slot: accounts.context.slot,
    programId,
    program: programId === TOKEN_PROGRAM ? ('token' as const) : ('token-2022' as const),
    name: meta.name,
    symbol: meta.symbol,
    uri: meta.uri,
    metadataSource: meta.metadataSource,
    metadataMutable: meta.metadataMutable,
    updateAuthority: meta.updateAuthority,
    supply,
    decimals,
    mintAuthority: base.mintAuthority,
    freezeAuthority: base.freezeAuthority,
    extensions: decoded.extensions,
    holders: holdersOf(largestAccounts ? top : null, pools, holderCount),
    creator,
    ...creationOf(history, historyComplete, venue),
    market: marketFacts(marketAnswer, supply, decimals),
    technical: technicalFacts(marketAnswer),
    actors,
  });
  const extra = decoded.undecoded
    ? [
        {
          type: 'warning' as const,
          code: 'UNKNOWN_EXTENSIONS',
          message: `Extensions present that this scanner cannot decode: ${decoded.extensions.present.join(', ')}`,
          evidence: `mint ${mintAddress}: TLV data`,
          weight: WEIGHTS.unknownExtensions,
        },
      ]
    : [];
  deps.onStaticReport?.(scoreTokenFacts(factsWith(actorsWith(null)), extra));

  // Stage 4: who funded each buyer.
  const funders =
    walletPages && lookups.length
      ? await settle(readFirstFundings(rpc, lookups, walletPages.pages, signal))
      : null;
  const report = scoreTokenFacts(factsWith(actorsWith(funders)), extra);
  progress({ step: 5, percent: 100, message: 'Generating report' });
  return report;
}
