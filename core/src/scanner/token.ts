import {
  type Address,
  address,
  getAddressEncoder,
  getBase64Encoder,
  getProgramDerivedAddress,
} from '@solana/kit';
import { AppError } from '../errors';
import { toAddress } from '../rpc/to-address';
import { readChainActivity, readFirstFundings, readWalletPages } from './actor-reads';
import { type ActorInputs, actorWalletsToLookUp, analyzeActors, type TokenActivity } from './actors';
import {
  decodeBaseMint,
  decodeMetaplexMetadata,
  decodeMintExtensions,
  decodeTokenAccount,
  NO_EXTENSIONS,
} from './decode';
import { HOLDER_SLICE, type HolderAccounts, holderAccountsOf } from './holder-accounts';
import { holdersOf, shareOfSupply } from './holders';
import { METAPLEX_METADATA_PROGRAM } from './known-programs';
import { type MarketSource, marketFacts, type TokenMarket, technicalFacts } from './market';
import {
  creationOf,
  creatorOf,
  labelHolders,
  metadataOf,
  type OwnerAccount,
  withLaunchSlot,
} from './token-facts';
import { scoreTokenFacts } from './token-findings';
import type { ScannerRpc } from './transport';
import type { CreatorLaunch, Finding, Holder, ScanProgress, TokenFacts, TokenReport } from './types';
import { WEIGHTS } from './weights';

/** Token program ids. */
export const TOKEN_PROGRAM = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA';
/** Token-2022 program id. */
export const TOKEN_2022_PROGRAM = 'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb';
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
   * Hears the report of the static reads (mint, holders, market, the creator and its holdings) before the actor
   * part is read: its actors are all still unknown (no activity yet; scored as pending, not as unreadable), and
   * the creator's earlier launches (an actor fact) are not in yet.
   */
  onStaticReport?: (report: TokenReport) => void;
}

const share = shareOfSupply;

/** The Metaplex metadata account of `mint` (a program-derived address: hashed asynchronously). */
async function metaplexPdaOf(mint: Address): Promise<Address> {
  const program = address(METAPLEX_METADATA_PROGRAM);
  const [pda] = await getProgramDerivedAddress({
    programAddress: program,
    seeds: ['metadata', getAddressEncoder().encode(program), getAddressEncoder().encode(mint)],
  });
  return pda;
}

/**
 * The first round trip: the mint, its largest accounts, its signature history, the epoch, and every token account
 * of the mint sliced to owner and amount (once per token program: the mint's program is not known yet, and the
 * other program's answer is empty and cheap). Throws SCAN__RPC_FAILED when the mint read fails.
 */
async function readFirst(rpc: ScannerRpc, mint: Address, signal?: AbortSignal) {
  const holderRead = (program: string) =>
    settle(
      rpc
        .getProgramAccounts(program as Address, {
          encoding: 'base64',
          dataSlice: HOLDER_SLICE,
          filters: [
            { memcmp: { offset: 0n, bytes: mint as string as never, encoding: 'base58' } },
            // Classic token accounts are exactly 165 bytes; Token-2022 ones can be longer (extensions).
            ...(program === TOKEN_PROGRAM ? [{ dataSize: 165n }] : []),
          ],
        })
        .send({ abortSignal: signal }),
    );
  const [accounts, largest, signatures, epochInfo, tokenHolders, token2022Holders] = await Promise.all([
    rpc.getMultipleAccounts([mint], { encoding: 'base64' }).send({ abortSignal: signal }),
    settle(rpc.getTokenLargestAccounts(mint).send({ abortSignal: signal })),
    settle(rpc.getSignaturesForAddress(mint, { limit: HISTORY_PAGE }).send({ abortSignal: signal })),
    settle(rpc.getEpochInfo().send({ abortSignal: signal })),
    holderRead(TOKEN_PROGRAM),
    holderRead(TOKEN_2022_PROGRAM),
  ]).catch((cause: unknown) => {
    throw new AppError('SCAN__RPC_FAILED', { cause });
  });
  return { accounts, largest, signatures, epochInfo, tokenHolders, token2022Holders };
}

/** The mint account decoded, or SCAN__NOT_FOUND / SCAN__NOT_A_MINT. */
function decodeMint(
  mintAccount: { data: EncodedData; owner: unknown } | null,
  mintAddress: string,
  epoch: bigint | null,
) {
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
      ? decodeMintExtensions(data, epoch)
      : { extensions: NO_EXTENSIONS, metadata: null, undecoded: false };
  return { programId, base, decoded };
}

type HistoryPage = NonNullable<Awaited<ReturnType<typeof readFirst>>['signatures']>;
type LargestAccounts = NonNullable<Awaited<ReturnType<typeof readFirst>>['largest']>['value'];

/** The largest holders with their owners (null where unknown), largest first, unlabelled. */
function topHolders(
  largest: LargestAccounts | null,
  ownerOf: (tokenAccount: string, rank: number) => string | null,
  supply: bigint,
): Holder[] {
  return (largest ?? []).map((a, i) => {
    const amount = BigInt(a.amount);
    return {
      tokenAccount: a.address,
      owner: ownerOf(a.address, i),
      amount,
      sharePct: share(amount, supply),
      label: null,
    };
  });
}

/**
 * The second round trip: the Metaplex metadata, the largest holders' owners' accounts (to label pools and
 * programs) — or, when the holder read was refused, the largest accounts' own data (their owners) — and the
 * creation transaction when the history reaches it (its first signer is the creator).
 */
async function readSecond(
  rpc: ScannerRpc,
  r: {
    metaplexPda: Address | null;
    largest: LargestAccounts | null;
    holderAccounts: HolderAccounts | null;
    history: HistoryPage | null;
    historyComplete: boolean;
    signal?: AbortSignal;
  },
) {
  const { signal } = r;
  const owners = r.holderAccounts
    ? [...new Set((r.largest ?? []).map((a) => r.holderAccounts?.ownerOf(a.address)))].filter(
        (o): o is string => typeof o === 'string',
      )
    : [];
  const oldest = r.historyComplete && r.history?.length ? r.history[r.history.length - 1] : undefined;
  const [metaplex, ownerAccounts, largestData, creation] = await Promise.all([
    r.metaplexPda
      ? settle(rpc.getMultipleAccounts([r.metaplexPda], { encoding: 'base64' }).send({ abortSignal: signal }))
      : Promise.resolve(null),
    owners.length ? readOwnerAccounts(rpc, owners, signal) : Promise.resolve(null),
    !r.holderAccounts && r.largest?.length
      ? settle(
          rpc
            .getMultipleAccounts(
              r.largest.map((a) => a.address),
              { encoding: 'base64' },
            )
            .send({ abortSignal: signal }),
        )
      : Promise.resolve(null),
    oldest
      ? settle(
          rpc
            .getTransaction(oldest.signature, { encoding: 'json', maxSupportedTransactionVersion: 0 })
            .send({ abortSignal: signal }),
        )
      : Promise.resolve(null),
  ]);
  const metaplexAccount = metaplex?.value[0] ?? null;
  return {
    metaplex:
      metaplexAccount?.owner === METAPLEX_METADATA_PROGRAM
        ? decodeMetaplexMetadata(dataOf(metaplexAccount))
        : null,
    owners,
    ownerAccounts: (ownerAccounts?.value ?? null) as readonly OwnerAccount[] | null,
    /** The largest accounts' owners read from their data (only when the holder read was refused). */
    largestOwners: largestData
      ? largestData.value.map((acc) => (acc ? (decodeTokenAccount(dataOf(acc))?.owner ?? null) : null))
      : null,
    firstSigner: (creation?.transaction.message.accountKeys[0] as string | undefined) ?? null,
  };
}

/** The accounts of `owners`, without their data (their program labels the holder). */
function readOwnerAccounts(rpc: ScannerRpc, owners: readonly string[], signal?: AbortSignal) {
  return settle(
    rpc
      .getMultipleAccounts(
        owners.map((o) => toAddress(o)),
        { encoding: 'base64', dataSlice: { offset: 0, length: 0 } },
      )
      .send({ abortSignal: signal }),
  );
}

/** What `wallet` holds of `mint` across its token accounts (null: the RPC did not answer). */
async function readBalance(rpc: ScannerRpc, wallet: string, mint: Address, signal?: AbortSignal) {
  const answer = await settle(
    rpc
      .getTokenAccountsByOwner(toAddress(wallet), { mint }, { encoding: 'base64' })
      .send({ abortSignal: signal }),
  );
  if (!answer) return null;
  let holdings = 0n;
  for (const a of answer.value)
    holdings += decodeTokenAccount(dataOf(a.account as { data: EncodedData }))?.amount ?? 0n;
  return holdings;
}

/**
 * The largest holders with their owners and labels, and the creator with its holdings. Without the holder read
 * (refused by the RPC) the owners come from the largest accounts' data, and their labels and the creator's
 * balance take a round trip of their own.
 */
async function holdersAndCreator(
  rpc: ScannerRpc,
  r: {
    mint: Address;
    supply: bigint;
    largest: LargestAccounts | null;
    holderAccounts: HolderAccounts | null;
    second: Awaited<ReturnType<typeof readSecond>>;
    creatorCandidates: { updateAuthority: string | null; indexed: string | null };
    known: Record<string, string>;
    signal?: AbortSignal;
  },
) {
  const { holderAccounts, second, supply } = r;
  const top = topHolders(
    r.largest,
    (tokenAccount, rank) =>
      holderAccounts ? holderAccounts.ownerOf(tokenAccount) : (second.largestOwners?.[rank] ?? null),
    supply,
  );
  const creator = creatorOf(
    second.firstSigner,
    r.creatorCandidates.updateAuthority,
    r.creatorCandidates.indexed,
  );
  let { owners, ownerAccounts } = second;
  if (holderAccounts) {
    if (creator.address) creator.holdings = holderAccounts.balanceOf(creator.address);
  } else {
    owners = [...new Set(top.map((h) => h.owner).filter((o): o is string => o !== null))];
    const [accounts, holdings] = await Promise.all([
      owners.length ? readOwnerAccounts(rpc, owners, r.signal) : Promise.resolve(null),
      creator.address ? readBalance(rpc, creator.address, r.mint, r.signal) : Promise.resolve(null),
    ]);
    ownerAccounts = accounts?.value ?? null;
    creator.holdings = holdings;
  }
  if (creator.holdings !== null) creator.sharePct = share(creator.holdings, supply);
  const pools = labelHolders(top, owners, ownerAccounts, r.known);
  return { top, pools, creator };
}

/**
 * The actor part's reads: the activity (the venue's record, else the mint's earliest transactions: one round
 * trip), then each looked-up wallet's signature page (and, without the holder read, its balance), then its first
 * transaction (who funded it).
 */
async function readActors(
  rpc: ScannerRpc,
  r: {
    mint: string;
    programId: string;
    venue: TokenActivity | null;
    history: HistoryPage | null;
    historyComplete: boolean;
    holderAccounts: HolderAccounts | null;
    lookupsOf: (activity: TokenActivity | null) => string[];
    signal?: AbortSignal;
  },
) {
  const { signal } = r;
  const activity = r.venue ?? (await readChainActivity(rpc, r.mint, r.history, r.historyComplete, signal));
  const lookups = r.lookupsOf(activity);
  if (!activity || lookups.length === 0) return { activity, lookups, balances: null, funders: null };
  const pages = await settle(
    readWalletPages(rpc, lookups, r.mint, r.holderAccounts ? null : r.programId, signal),
  );
  const funders = pages ? await settle(readFirstFundings(rpc, lookups, pages.pages, signal)) : null;
  return { activity, lookups, balances: pages?.balances ?? null, funders };
}

/** The facts of a token report that are known once the static reads are in (all but the creator and actors). */
function staticFacts(f: {
  mintAddress: string;
  scannedAt: number;
  slot: bigint;
  programId: string;
  mint: NonNullable<ReturnType<typeof decodeBaseMint>> & { extensions: TokenFacts['extensions'] };
  meta: ReturnType<typeof metadataOf>;
  holders: TokenFacts['holders'];
  creation: ReturnType<typeof creationOf>;
  marketAnswer: TokenMarket | null;
}): Omit<TokenFacts, 'creator' | 'actors'> {
  const { mint, meta } = f;
  return {
    kind: 'token',
    address: f.mintAddress,
    chain: 'solana',
    scannedAt: f.scannedAt,
    slot: f.slot,
    programId: f.programId,
    program: f.programId === TOKEN_PROGRAM ? 'token' : 'token-2022',
    name: meta.name,
    symbol: meta.symbol,
    uri: meta.uri,
    metadataSource: meta.metadataSource,
    metadataMutable: meta.metadataMutable,
    updateAuthority: meta.updateAuthority,
    supply: mint.supply,
    decimals: mint.decimals,
    mintAuthority: mint.mintAuthority,
    freezeAuthority: mint.freezeAuthority,
    extensions: mint.extensions,
    holders: f.holders,
    ...f.creation,
    market: marketFacts(f.marketAnswer, mint.supply, mint.decimals),
    technical: technicalFacts(f.marketAnswer),
  };
}

/** A finding for a Token-2022 mint whose extensions this scanner cannot all decode. */
function undecodedFindings(decoded: ReturnType<typeof decodeMint>['decoded'], mint: string): Finding[] {
  if (!decoded.undecoded) return [];
  return [
    {
      type: 'warning',
      code: 'UNKNOWN_EXTENSIONS',
      message: `Extensions present that this scanner cannot decode: ${decoded.extensions.present.join(', ')}`,
      evidence: `mint ${mint}: TLV data`,
      weight: WEIGHTS.unknownExtensions,
    },
  ];
}

/**
 * Round trips 1 and 2 (see {@link scanToken}): the static facts — mint, metadata, holders, creator, market — and
 * what the actor part reads from.
 */
async function scanStatic(mintAddress: string, deps: ScanDeps, progress: (p: ScanProgress) => void) {
  const { rpc, market, signal } = deps;
  const mint = toAddress(mintAddress);

  // Round trip 1
  const first = await readFirst(rpc, mint, signal);
  const { programId, base, decoded } = decodeMint(
    first.accounts.value[0] ?? null,
    mintAddress,
    first.epochInfo?.epoch ?? null,
  );
  const { supply, decimals } = base;
  progress({ step: 1, percent: 20, message: 'Analyzing contract' });

  const holderAccounts = holderAccountsOf(
    programId === TOKEN_PROGRAM ? first.tokenHolders : first.token2022Holders,
  );
  const largest = first.largest?.value ?? null;
  const history = first.signatures ?? null;
  const historyComplete = history !== null && history.length < HISTORY_PAGE;
  const marketPromise = settle(market.tokenMarket(mintAddress, decimals, signal));

  // Round trip 2 (+ the market). A Token-2022 mint that carries its metadata needs no Metaplex account (nor its
  // address, whose derivation hashes a few times).
  const second = readSecond(rpc, {
    metaplexPda: decoded.metadata ? null : await metaplexPdaOf(mint),
    largest,
    holderAccounts,
    history,
    historyComplete,
    signal,
  });
  const marketAnswer = await marketPromise;
  progress({ step: 2, percent: 40, message: 'Checking liquidity' });
  const read = await second;
  const meta = metadataOf(decoded, read.metaplex, mintAddress, marketAnswer?.indexed);
  const known = marketAnswer?.knownAccounts ?? {};
  const { top, pools, creator } = await holdersAndCreator(rpc, {
    mint,
    supply,
    largest,
    holderAccounts,
    second: read,
    creatorCandidates: {
      updateAuthority: meta.updateAuthority,
      indexed: marketAnswer?.indexed?.creator ?? null,
    },
    known,
    signal,
  });
  progress({ step: 3, percent: 60, message: 'Scanning for red flags' });

  const facts = staticFacts({
    mintAddress,
    scannedAt: (deps.now ?? Date.now)(),
    slot: first.accounts.context.slot,
    programId,
    mint: { ...base, extensions: decoded.extensions },
    meta,
    holders: holdersOf(largest ? top : null, pools, holderAccounts?.count ?? null),
    creation: creationOf(history, historyComplete, marketAnswer?.indexed ?? null),
    marketAnswer,
  });
  const extra = undecodedFindings(decoded, mintAddress);
  return { programId, supply, holderAccounts, history, historyComplete, known, top, creator, facts, extra };
}

type StaticScan = Awaited<ReturnType<typeof scanStatic>>;

/** The report of the static facts with the actor part (pending: read yet, so not missing). */
function reportOf(
  s: StaticScan,
  actors: Pick<ActorInputs, 'activity' | 'balances' | 'funders' | 'commonFunders'>,
  launches: CreatorLaunch[] | null,
  actorsPending = false,
): TokenReport {
  // The venue's accounts and every labelled holder (pools, programs) are never buyers or insiders.
  const excluded = new Set<string>(Object.keys(s.known));
  for (const h of s.top) if (h.label !== null && h.owner) excluded.add(h.owner);
  return scoreTokenFacts(
    {
      ...s.facts,
      creator: { ...s.creator, launches },
      actors: analyzeActors({
        ...actors,
        creator: s.creator.address,
        supply: s.supply,
        excluded,
        topHolders: s.top,
      }),
    },
    s.extra,
    { actorsPending },
  );
}

/** Balances from the holder read (else as read for the actors), the creator's as read for it. */
function balancesOf(s: StaticScan, wallets: readonly string[], read: Map<string, bigint | null> | null) {
  const { holderAccounts, creator } = s;
  const b = holderAccounts ? new Map(wallets.map((w) => [w, holderAccounts.balanceOf(w)])) : read;
  if (b && creator.address && creator.holdings !== null) b.set(creator.address, creator.holdings);
  return b;
}

/**
 * Round trips 3 to 5 (see {@link scanToken}): the venue's record of the token (its activity, when launched here)
 * beside the creator's earlier launches, then the chain's reads; the final report.
 */
async function scanActors(mintAddress: string, deps: ScanDeps, s: StaticScan): Promise<TokenReport> {
  const { rpc, market, signal } = deps;
  const { creator, history, top } = s;
  const launches = creator.address
    ? settle(market.launchesBy(creator.address, signal))
    : Promise.resolve(null);
  const activityAnswer = await settle(market.activity(mintAddress, signal));
  const actors = await readActors(rpc, {
    mint: mintAddress,
    programId: s.programId,
    venue: withLaunchSlot(activityAnswer?.activity ?? null, history),
    history,
    historyComplete: s.historyComplete,
    holderAccounts: s.holderAccounts,
    lookupsOf: (activity: TokenActivity | null) =>
      actorWalletsToLookUp(activity, creator.address, top, new Set(Object.keys(s.known))),
    signal,
  });
  return reportOf(
    s,
    {
      activity: actors.activity,
      balances: balancesOf(s, actors.lookups, actors.balances),
      funders: actors.funders,
      commonFunders: activityAnswer?.commonFunders ?? {},
    },
    await launches,
  );
}

/**
 * The token report of `mint`, in dependent RPC round trips (each one batch over a batching transport):
 * 1. the mint, its largest accounts, its signature history, the epoch and every token account of the mint sliced
 *    to owner and amount (the holder count, every holder's owner and balance);
 * 2. the Metaplex metadata (unless the mint carries its own), the largest holders' owners' accounts (labels)
 *    and the creation transaction (the creator) — beside it, the market from the market source. The static
 *    report (mint, holders, market, creator) is complete here ({@link ScanDeps.onStaticReport});
 * then the actor part, from the venue's record of the token and the creator's earlier launches (market source):
 * 3. for a token the venue did not launch, the mint's earliest transactions (its activity);
 * 4. each buyer's signature page;
 * 5. each buyer's first transaction (who funded it), then the actor analysis and the final report.
 * `progress` hears each of the five phases as it completes.
 */
export async function scanToken(
  mintAddress: string,
  deps: ScanDeps,
  progress: (p: ScanProgress) => void,
): Promise<TokenReport> {
  const s = await scanStatic(mintAddress, deps, progress);
  progress({ step: 4, percent: 80, message: 'Verifying metadata' });
  deps.onStaticReport?.(
    reportOf(s, { activity: null, balances: null, funders: null, commonFunders: {} }, null, true),
  );
  const report = await scanActors(mintAddress, deps, s);
  progress({ step: 5, percent: 100, message: 'Generating report' });
  return report;
}
