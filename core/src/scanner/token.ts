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
  decodeBaseMint,
  decodeMetaplexMetadata,
  decodeMintExtensions,
  decodeTokenAccount,
  NO_EXTENSIONS,
} from './decode';
import { holdersOf, shareOfSupply } from './holders';
import { knownProgramLabel, METAPLEX_METADATA_PROGRAM } from './known-programs';
import { type MarketSource, marketFacts, type TokenMarket, technicalFacts } from './market';
import { scoreTokenFacts } from './score';
import type { ScannerRpc } from './transport';
import type { Holder, MetadataSource, ScanProgress, TokenFacts, TokenReport } from './types';

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
}

const share = shareOfSupply;

/**
 * The token report of `mint`. Three RPC stages (each one batch over a batching transport):
 * 1. the mint and its Metaplex metadata account, the largest accounts, the signature history, the epoch, and
 *    the holder count (getProgramAccounts, once per token program: the mint's program is not known yet);
 * 2. the largest accounts' data (owners), the creation transaction — only once stage 1 showed a mint;
 * 3. the holders' owners (to label pools and programs) and the creator's balance.
 * The market source is asked alongside stage 2. `progress` is called as each of the five phases completes.
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

  // Stage 1. The holder count is asked of both token programs here rather than of the mint's one in stage 2:
  // the other program's answer is empty and cheap, and waiting for the mint would cost a round trip.
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
    oldest
      ? settle(
          rpc
            .getTransaction(oldest.signature as Signature, {
              encoding: 'json',
              maxSupportedTransactionVersion: 0,
            })
            .send({ abortSignal: signal }),
        )
      : Promise.resolve(null),
  ]);
  const marketAnswer = await marketPromise;
  progress({ step: 2, percent: 40, message: 'Checking liquidity' });
  const [holderAccounts, creationTx] = await stage2;
  const programAccounts = programId === TOKEN_PROGRAM ? tokenHolders : token2022Holders;

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

  // Metadata and creator
  let name: string | null = null;
  let symbol: string | null = null;
  let uri: string | null = null;
  let metadataSource: MetadataSource | null = null;
  let metadataMutable: boolean | null = null;
  let updateAuthority: string | null = null;
  if (decoded.metadata) {
    ({ name, symbol, uri, updateAuthority } = decoded.metadata);
    metadataSource = 'token-2022-metadata';
    metadataMutable = decoded.metadata.updateAuthority !== null;
  } else if (metaplex && metaplex.mint === mintAddress) {
    ({ name, symbol, uri, updateAuthority } = metaplex);
    metadataSource = 'metaplex';
    metadataMutable = metaplex.isMutable;
  } else if (marketAnswer?.indexed) {
    ({ name, symbol } = marketAnswer.indexed);
    metadataSource = 'platform-index';
  }
  const firstSigner = (creationTx?.transaction.message.accountKeys[0] as string | undefined) ?? null;
  const creator: TokenReport['creator'] = firstSigner
    ? { address: firstSigner, source: 'first-signer', holdings: null, sharePct: null, launches: null }
    : updateAuthority
      ? {
          address: updateAuthority,
          source: 'metadata-update-authority',
          holdings: null,
          sharePct: null,
          launches: null,
        }
      : marketAnswer?.indexed
        ? {
            address: marketAnswer.indexed.creator,
            source: 'platform-index',
            holdings: null,
            sharePct: null,
            launches: null,
          }
        : { address: null, source: null, holdings: null, sharePct: null, launches: null };

  // Stage 3 (+ the creator's launches)
  const owners = [...new Set(top.map((h) => h.owner).filter((o): o is string => o !== null))];
  const [ownerAccounts, creatorAccounts, launches] = await Promise.all([
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
  ]);
  const known = marketAnswer?.knownAccounts ?? {};
  const pools = new Set<string>();
  for (const [rank, h] of top.entries()) {
    const ownerIndex = h.owner ? owners.indexOf(h.owner) : -1;
    const ownerAccount = ownerIndex >= 0 ? (ownerAccounts?.value[ownerIndex] ?? null) : null;
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
  if (creatorAccounts) {
    let holdings = 0n;
    for (const a of creatorAccounts.value)
      holdings += decodeTokenAccount(dataOf(a.account as { data: EncodedData }))?.amount ?? 0n;
    creator.holdings = holdings;
    creator.sharePct = share(holdings, supply);
  }
  creator.launches = launches
    ? launches.map((t) => ({ address: t.address, name: t.name, symbol: t.symbol }))
    : null;
  progress({ step: 4, percent: 80, message: 'Verifying metadata' });

  const facts: TokenFacts = {
    kind: 'token' as const,
    address: mintAddress,
    chain: 'solana' as const,
    scannedAt: (deps.now ?? Date.now)(),
    slot: accounts.context.slot,
    programId,
    program: programId === TOKEN_PROGRAM ? ('token' as const) : ('token-2022' as const),
    name,
    symbol,
    uri,
    metadataSource,
    metadataMutable,
    updateAuthority,
    supply,
    decimals,
    mintAuthority: base.mintAuthority,
    freezeAuthority: base.freezeAuthority,
    extensions: decoded.extensions,
    holders: holdersOf(largestAccounts ? top : null, pools, holderCount),
    creator,
    createdAt: oldest?.blockTime != null ? Number(oldest.blockTime) * 1000 : null,
    market: marketFacts(marketAnswer, supply, decimals),
    technical: technicalFacts(marketAnswer),
  };
  const report = scoreTokenFacts(
    facts,
    decoded.undecoded
      ? [
          {
            type: 'warning',
            code: 'UNKNOWN_EXTENSIONS',
            message: `Extensions present that this scanner cannot decode: ${decoded.extensions.present.join(', ')}`,
            evidence: `mint ${mintAddress}: TLV data`,
            weight: -10,
          },
        ]
      : [],
  );
  progress({ step: 5, percent: 100, message: 'Generating report' });
  return report;
}
