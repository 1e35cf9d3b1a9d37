import {
  type Address,
  address,
  getAddressEncoder,
  getBase64Encoder,
  getProgramDerivedAddress,
} from '@solana/kit';
import { AppError } from '../errors';
import { readChainActivity, readFirstFundings, readWalletPages } from './actor-reads';
import { actorWalletsToLookUp, analyzeActors, type Funding, type TokenActivity } from './actors';
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
import { type MarketSource, marketFacts, technicalFacts } from './market';
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
import type { ActorFacts, CreatorLaunch, Holder, ScanProgress, TokenFacts, TokenReport } from './types';
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
   * Hears the report of the static reads (mint, holders, market, creator and its holdings) before the actor
   * analysis is done: its actors carry the activity and the balances but no funders yet, so clusters and insiders
   * read as unknown, and the creator's earlier launches (an actor fact) are not in yet.
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
        .getProgramAccounts(address(program), {
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
 * programs) — or, when the holder read was refused, the largest accounts' own data (their owners) — and, for a
 * token the venue launched, its creation transaction (its first signer); for any other token its earliest
 * transactions (the activity the actor analysis reads).
 */
async function readSecond(
  rpc: ScannerRpc,
  r: {
    mint: string;
    metaplexPda: Address | null;
    largest: LargestAccounts | null;
    holderAccounts: HolderAccounts | null;
    venue: TokenActivity | null;
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
  const [metaplex, ownerAccounts, largestData, creationRead] = await Promise.all([
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
    r.venue
      ? oldest
        ? settle(
            rpc
              .getTransaction(oldest.signature, { encoding: 'json', maxSupportedTransactionVersion: 0 })
              .send({ abortSignal: signal }),
          ).then((tx) => (tx?.transaction.message.accountKeys[0] as string | undefined) ?? null)
        : Promise.resolve(null)
      : readChainActivity(rpc, r.mint, r.history, r.historyComplete, signal),
  ]);
  const metaplexAccount = metaplex?.value[0] ?? null;
  return {
    metaplex:
      metaplexAccount?.owner === METAPLEX_METADATA_PROGRAM
        ? decodeMetaplexMetadata(dataOf(metaplexAccount))
        : null,
    owners,
    ownerAccounts: ownerAccounts?.value ?? null,
    /** The largest accounts' owners read from their data (only when the holder read was refused). */
    largestOwners: largestData
      ? largestData.value.map((acc) => (acc ? (decodeTokenAccount(dataOf(acc))?.owner ?? null) : null))
      : null,
    chainActivity: typeof creationRead === 'object' ? creationRead : null,
    firstSigner: typeof creationRead === 'string' ? creationRead : null,
  };
}

/** The accounts of `owners`, without their data (their program labels the holder). */
function readOwnerAccounts(rpc: ScannerRpc, owners: readonly string[], signal?: AbortSignal) {
  return settle(
    rpc
      .getMultipleAccounts(
        owners.map((o) => address(o)),
        { encoding: 'base64', dataSlice: { offset: 0, length: 0 } },
      )
      .send({ abortSignal: signal }),
  );
}

/** What `wallet` holds of `mint` across its token accounts (null: the RPC did not answer). */
async function readBalance(rpc: ScannerRpc, wallet: string, mint: Address, signal?: AbortSignal) {
  const answer = await settle(
    rpc
      .getTokenAccountsByOwner(address(wallet), { mint }, { encoding: 'base64' })
      .send({ abortSignal: signal }),
  );
  if (!answer) return null;
  let holdings = 0n;
  for (const a of answer.value)
    holdings += decodeTokenAccount(dataOf(a.account as { data: EncodedData }))?.amount ?? 0n;
  return holdings;
}

/**
 * The token report of `mint`, in dependent RPC round trips (each one batch over a batching transport):
 * 1. the mint, its largest accounts, its signature history, the epoch and every token account of the mint sliced
 *    to owner and amount (the holder count, every holder's owner and balance) — and, beside them, the venue's
 *    record of the token from the market source;
 * 2. the Metaplex metadata (unless the mint carries its own), the largest holders' owners' accounts (labels),
 *    the creation transaction — or, for a token the venue does not know, its earliest transactions (the actor
 *    analysis' activity). The static report is complete here ({@link ScanDeps.onStaticReport}), once the market
 *    is in;
 * 3. each buyer's signature page — and, from the market source, the creator's earlier launches;
 * 4. each buyer's first transaction (who funded it), then the actor analysis and the final report.
 * When the RPC refuses the holder read, the owners come from the largest accounts' data in 2 and their labels
 * and the creator's balance take one round trip more. `progress` hears each of the five phases as it completes.
 */
export async function scanToken(
  mintAddress: string,
  deps: ScanDeps,
  progress: (p: ScanProgress) => void,
): Promise<TokenReport> {
  const { rpc, market, signal } = deps;
  const mint = address(mintAddress);

  // Round trip 1 (+ the venue's record)
  const activityPromise = settle(market.activity(mintAddress, signal));
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
  const activityAnswer = await activityPromise;
  const venue = withLaunchSlot(activityAnswer?.activity ?? null, history);

  // Round trip 2 (+ the market). A Token-2022 mint that carries its metadata needs no Metaplex account (nor its
  // address, whose derivation hashes a few times).
  const second = readSecond(rpc, {
    mint: mintAddress,
    metaplexPda: decoded.metadata ? null : await metaplexPdaOf(mint),
    largest,
    holderAccounts,
    venue,
    history,
    historyComplete,
    signal,
  });
  const marketAnswer = await marketPromise;
  progress({ step: 2, percent: 40, message: 'Checking liquidity' });
  const { metaplex, chainActivity, firstSigner, ...labelReads } = await second;
  const activity: TokenActivity | null = venue ?? chainActivity;
  const top = topHolders(
    largest,
    (tokenAccount, rank) =>
      holderAccounts ? holderAccounts.ownerOf(tokenAccount) : (labelReads.largestOwners?.[rank] ?? null),
    supply,
  );
  const meta = metadataOf(decoded, metaplex, mintAddress, marketAnswer?.indexed);
  const creator = creatorOf(
    firstSigner ?? chainActivity?.launch.creator ?? null,
    meta.updateAuthority,
    venue?.launch.creator ?? marketAnswer?.indexed?.creator ?? null,
  );
  let { owners, ownerAccounts } = labelReads;
  if (holderAccounts) {
    if (creator.address) creator.holdings = holderAccounts.balanceOf(creator.address);
  } else {
    // The holder read was refused: the owners' labels and the creator's balance take a round trip of their own.
    owners = [...new Set(top.map((h) => h.owner).filter((o): o is string => o !== null))];
    const [accounts, holdings] = await Promise.all([
      owners.length ? readOwnerAccounts(rpc, owners, signal) : Promise.resolve(null),
      creator.address ? readBalance(rpc, creator.address, mint, signal) : Promise.resolve(null),
    ]);
    ownerAccounts = accounts?.value ?? null;
    creator.holdings = holdings;
  }
  if (creator.holdings !== null) creator.sharePct = share(creator.holdings, supply);
  const known = marketAnswer?.knownAccounts ?? {};
  const pools = labelHolders(top, owners, ownerAccounts as readonly OwnerAccount[] | null, known);
  progress({ step: 3, percent: 60, message: 'Scanning for red flags' });

  // The venue's accounts and every labelled holder (pools, programs) are never buyers or insiders.
  const provisionalExcluded = new Set<string>(Object.keys(known));
  const excluded = new Set<string>(provisionalExcluded);
  for (const h of top) if (h.label !== null && h.owner) excluded.add(h.owner);
  const lookups = actorWalletsToLookUp(activity, creator.address, top, provisionalExcluded);
  let balances: Map<string, bigint | null> | null = null;
  const withCreator = (b: Map<string, bigint | null>) => {
    if (creator.address && creator.holdings !== null) b.set(creator.address, creator.holdings);
    return b;
  };
  if (holderAccounts) balances = withCreator(new Map(lookups.map((w) => [w, holderAccounts.balanceOf(w)])));
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
  const factsWith = (actors: ActorFacts, launches: CreatorLaunch[] | null): TokenFacts => ({
    kind: 'token' as const,
    address: mintAddress,
    chain: 'solana' as const,
    scannedAt: (deps.now ?? Date.now)(),
    slot: first.accounts.context.slot,
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
    holders: holdersOf(largest ? top : null, pools, holderAccounts?.count ?? null),
    creator: { ...creator, launches },
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
  progress({ step: 4, percent: 80, message: 'Verifying metadata' });
  deps.onStaticReport?.(scoreTokenFacts(factsWith(actorsWith(null), null), extra));

  // The actor part. Beside the chain's round trips 3 and 4 — each buyer's signature page (and, without the holder
  // read, its balance), then who funded it — the creator's earlier launches from the market source.
  const launches = creator.address
    ? settle(market.launchesBy(creator.address, signal))
    : Promise.resolve(null);
  let funders: Map<string, Funding | null> | null = null;
  if (activity && lookups.length) {
    const pages = await settle(
      readWalletPages(rpc, lookups, mintAddress, holderAccounts ? null : programId, signal),
    );
    if (pages) {
      if (!balances && pages.balances) balances = withCreator(pages.balances);
      funders = await settle(readFirstFundings(rpc, lookups, pages.pages, signal));
    }
  }
  const report = scoreTokenFacts(factsWith(actorsWith(funders), await launches), extra);
  progress({ step: 5, percent: 100, message: 'Generating report' });
  return report;
}
