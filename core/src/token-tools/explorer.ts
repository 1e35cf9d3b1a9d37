import {
  type Address,
  address,
  type Base64EncodedDataResponse,
  getBase58Encoder,
  getBase64Encoder,
  type Signature,
  signature as toSignature,
} from '@solana/kit';
import { type ExplorerQuery, ExplorerQuerySchema } from '../schemas/token-tools';
import {
  BPF_LOADER_UPGRADEABLE,
  decodeUpgradeableLoaderState,
  isLoader,
  LOADER_NAMES,
  PROGRAM_DATA_HEADER_SIZE,
} from './loader';
import { decodeMint, decodeTokenAccount, type MintFacts, type TokenAccountFacts } from './mint';
import { identifyInstructionName, knownProgram, programInstructionNames } from './programs';
import type { TokenToolsRpc } from './transaction';

/** How many recent transactions the explorer lists for an address. */
export const EXPLORER_RECENT_LIMIT = 10;
/** The most signatures one `getSignaturesForAddress` call returns (Solana's cap). */
export const SIGNATURES_PAGE_LIMIT = 1000;
const DAY_S = 86_400;
/** How long the explorer waits for a program's account count before it says "Unknown". */
export const PROGRAM_ACCOUNTS_TIMEOUT_MS = 5000;

/** A transaction in an address's history. */
export interface RecentTransaction {
  signature: string;
  slot: bigint;
  blockTime: number | null;
  ok: boolean;
  memo: string | null;
}

/** What kind of account an address holds, as far as its owner and data tell. */
export type AccountKind = 'wallet' | 'program' | 'program-data' | 'mint' | 'token-account' | 'data' | 'empty';

/** Facts of an Address query. */
export interface AddressReport {
  kind: 'address';
  address: Address;
  exists: boolean;
  accountKind: AccountKind;
  owner: Address | null;
  ownerName: string | null;
  lamports: bigint;
  dataSize: number;
  executable: boolean;
  mint: MintFacts | null;
  tokenAccount: TokenAccountFacts | null;
  recent: RecentTransaction[];
}

/** Facts of a Program query (spec §3 "Program details", read from the chain). */
export interface ProgramReport {
  kind: 'program';
  programId: Address;
  programName: string | null;
  /** Human category when the program is known. */
  category: string | null;
  description: string | null;
  source: string | null;
  executable: boolean;
  loader: Address;
  loaderName: string;
  isUpgradeable: boolean;
  programDataAddress: Address | null;
  /** Null when upgradeable but immutable, or not upgradeable at all. */
  authority: Address | null;
  /** Bytes of the program (ELF size for upgradeable programs, account size otherwise). */
  dataSize: number;
  lastDeploySlot: bigint | null;
  /** Unix seconds of the last deploy, when the node still has that block. */
  lastUpdated: number | null;
  /** Counted from the latest page of signatures; `atLeast` when the page was full. */
  transactions24h: { count: number; atLeast: boolean } | null;
  activeAccounts: number | null;
  instructions: string[] | null;
  recent: RecentTransaction[];
}

/** One instruction of a transaction, decoded when its program is known. */
export interface InstructionReport {
  programId: Address;
  programName: string | null;
  /** The instruction's name ("Burn Checked", "Transfer") when decoded. */
  name: string | null;
  /** Key facts of a parsed instruction (amounts, accounts), as label/value pairs. */
  details: { label: string; value: string }[];
  accounts: number;
}

/** Facts of a Transaction query. */
export interface TransactionReport {
  kind: 'transaction';
  signature: string;
  ok: boolean;
  error: string | null;
  slot: bigint;
  blockTime: number | null;
  fee: bigint;
  signers: Address[];
  instructions: InstructionReport[];
  innerInstructionCount: number;
  computeUnits: bigint | null;
  logs: string[];
}

/** Facts of a Token query. */
export interface TokenReport {
  kind: 'token';
  mint: MintFacts;
}

/** A query that found nothing; `reason` says what was missing. */
export interface NotFoundReport {
  kind: 'not-found';
  query: ExplorerQuery;
  reason: string;
}

/** Any explorer answer. */
export type ExplorerReport = AddressReport | ProgramReport | TransactionReport | TokenReport | NotFoundReport;

type RawInfo = {
  data: Base64EncodedDataResponse;
  executable: boolean;
  lamports: bigint;
  owner: Address;
  space: bigint;
};

const bytesOf = (data: Base64EncodedDataResponse) => new Uint8Array(getBase64Encoder().encode(data[0]));

async function accountInfo(
  rpc: TokenToolsRpc,
  target: Address,
  dataSlice?: { offset: number; length: number },
): Promise<RawInfo | null> {
  const { value } = await rpc
    .getAccountInfo(target, { encoding: 'base64', commitment: 'confirmed', ...(dataSlice && { dataSlice }) })
    .send();
  return value as RawInfo | null;
}

async function recentTransactions(
  rpc: TokenToolsRpc,
  target: Address,
  limit = EXPLORER_RECENT_LIMIT,
): Promise<RecentTransaction[]> {
  const list = await rpc.getSignaturesForAddress(target, { limit, commitment: 'confirmed' }).send();
  return list.map((s) => ({
    signature: s.signature,
    slot: s.slot,
    blockTime: s.blockTime === null ? null : Number(s.blockTime),
    ok: s.err === null,
    memo: s.memo,
  }));
}

function kindOf(info: RawInfo | null, mint: MintFacts | null, token: TokenAccountFacts | null): AccountKind {
  if (!info) return 'empty';
  if (info.executable) return 'program';
  if (mint) return 'mint';
  if (token) return 'token-account';
  if (info.owner === BPF_LOADER_UPGRADEABLE) {
    const state = decodeUpgradeableLoaderState(bytesOf(info.data));
    if (state?.kind === 'programData') return 'program-data';
  }
  if (info.owner === '11111111111111111111111111111111' && info.space === 0n) return 'wallet';
  return 'data';
}

/** An Address query: the account's owner, lamports, size, executable flag, what it is, recent history. */
export async function lookupAddress(rpc: TokenToolsRpc, target: Address): Promise<AddressReport | null> {
  const [info, recent] = await Promise.all([accountInfo(rpc, target), recentTransactions(rpc, target)]);
  if (!info && recent.length === 0) return null;
  const raw = info && {
    address: target,
    owner: info.owner,
    data: bytesOf(info.data),
    lamports: info.lamports,
  };
  const mint = raw ? decodeMint(raw) : null;
  const tokenAccount = raw && !mint ? decodeTokenAccount(raw) : null;
  return {
    kind: 'address',
    address: target,
    exists: info !== null,
    accountKind: kindOf(info, mint, tokenAccount),
    owner: info?.owner ?? null,
    ownerName: info ? (knownProgram(info.owner)?.name ?? LOADER_NAMES[info.owner] ?? null) : null,
    lamports: info?.lamports ?? 0n,
    dataSize: info ? Number(info.space) : 0,
    executable: info?.executable ?? false,
    mint,
    tokenAccount,
    recent,
  };
}

/** Counts the signatures of the last 24 h in the newest page (at most 1000) of `target`'s history. */
export async function countTransactions24h(
  rpc: TokenToolsRpc,
  target: Address,
  nowSeconds: number,
): Promise<{ count: number; atLeast: boolean } | null> {
  const page = await rpc
    .getSignaturesForAddress(target, { limit: SIGNATURES_PAGE_LIMIT, commitment: 'confirmed' })
    .send();
  const since = nowSeconds - DAY_S;
  let count = 0;
  for (const s of page) {
    if (s.blockTime === null) return null;
    if (Number(s.blockTime) >= since) count++;
  }
  return { count, atLeast: count === SIGNATURES_PAGE_LIMIT };
}

/** Options of a Program query. */
export interface ProgramLookupOptions {
  /**
   * Count the program's accounts even when it is a heavy program (Token, System…). Safe on the localnet,
   * refused or very slow on a real cluster.
   */
  countHeavyAccounts?: boolean;
  nowSeconds?: number;
}

/**
 * A Program query: executable, loader, upgrade authority and program-data account (upgradeable programs),
 * size, last deploy slot and time, 24 h transactions, account count and the instruction list of known
 * programs. Returns null when there is no account; a non-executable account is reported as such.
 */
export async function lookupProgram(
  rpc: TokenToolsRpc,
  programId: Address,
  options: ProgramLookupOptions = {},
): Promise<ProgramReport | null> {
  const info = await accountInfo(rpc, programId);
  if (!info) return null;
  const known = knownProgram(programId);
  const nowSeconds = options.nowSeconds ?? Math.floor(Date.now() / 1000);
  let programDataAddress: Address | null = null;
  let authority: Address | null = null;
  let lastDeploySlot: bigint | null = null;
  let dataSize = Number(info.space);
  const isUpgradeable = info.owner === BPF_LOADER_UPGRADEABLE;
  if (isUpgradeable && info.executable) {
    const state = decodeUpgradeableLoaderState(bytesOf(info.data));
    if (state?.kind === 'program') {
      programDataAddress = state.programData;
      const header = await accountInfo(rpc, state.programData, {
        offset: 0,
        length: PROGRAM_DATA_HEADER_SIZE,
      });
      const programData = header && decodeUpgradeableLoaderState(bytesOf(header.data));
      if (header && programData?.kind === 'programData') {
        authority = programData.upgradeAuthority;
        lastDeploySlot = programData.slot;
        dataSize = Math.max(0, Number(header.space) - PROGRAM_DATA_HEADER_SIZE);
      }
    }
  }
  const settle = <T>(p: Promise<T>) => p.catch(() => null);
  const [lastUpdated, transactions24h, activeAccounts, recent] = await Promise.all([
    lastDeploySlot === null
      ? null
      : settle(rpc.getBlockTime(lastDeploySlot).send()).then((t) => (t === null ? null : Number(t))),
    settle(countTransactions24h(rpc, programId, nowSeconds)),
    known?.heavy && !options.countHeavyAccounts
      ? null
      : settle(
          rpc
            .getProgramAccounts(programId, { encoding: 'base64', dataSlice: { offset: 0, length: 0 } })
            // A provider may take minutes or never answer for a big program: give up and say "Unknown".
            .send({ abortSignal: AbortSignal.timeout(PROGRAM_ACCOUNTS_TIMEOUT_MS) }),
        ).then((list) => (list === null ? null : list.length)),
    settle(recentTransactions(rpc, programId)).then((r) => r ?? []),
  ]);
  return {
    kind: 'program',
    programId,
    programName: known?.name ?? null,
    category: known?.category ?? null,
    description: known?.description ?? null,
    source: known?.source ?? null,
    executable: info.executable,
    loader: info.owner,
    loaderName: LOADER_NAMES[info.owner] ?? info.owner,
    isUpgradeable,
    programDataAddress,
    authority,
    dataSize,
    lastDeploySlot,
    lastUpdated,
    transactions24h,
    activeAccounts,
    instructions: programInstructionNames(programId),
    recent,
  };
}

/** Fields of `jsonParsed` instructions the explorer shows, in order, with their labels. */
const PARSED_FIELDS: [string, string][] = [
  ['source', 'From'],
  ['destination', 'To'],
  ['account', 'Account'],
  ['mint', 'Mint'],
  ['owner', 'Owner'],
  ['authority', 'Authority'],
  ['mintAuthority', 'Mint authority'],
  ['newAccount', 'New account'],
  ['lamports', 'Lamports'],
  ['amount', 'Amount'],
  ['authorityType', 'Authority type'],
  ['newAuthority', 'New authority'],
  ['field', 'Field'],
  ['value', 'Value'],
];

type ParsedIx = {
  programId: Address;
  program?: string;
  parsed?: unknown;
  accounts?: Address[];
  data?: string;
};

const titleCase = (type: string) =>
  type.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/^./, (c) => c.toUpperCase());

/** Decodes one top-level instruction of a `jsonParsed` transaction. */
export function describeInstruction(ix: ParsedIx): InstructionReport {
  const known = knownProgram(ix.programId);
  const report: InstructionReport = {
    programId: ix.programId,
    programName: known?.name ?? ix.program ?? null,
    name: null,
    details: [],
    accounts: ix.accounts?.length ?? 0,
  };
  if (ix.parsed !== undefined) {
    if (typeof ix.parsed === 'string') {
      report.name = 'Memo';
      report.details.push({ label: 'Text', value: ix.parsed });
      return report;
    }
    const parsed = ix.parsed as { type?: string; info?: Record<string, unknown> };
    report.name = parsed.type ? titleCase(parsed.type) : null;
    const info = parsed.info ?? {};
    for (const [key, label] of PARSED_FIELDS) {
      const value = info[key];
      if (typeof value === 'string' || typeof value === 'number')
        report.details.push({ label, value: `${value}` });
    }
    const tokenAmount = info.tokenAmount as { uiAmountString?: string } | undefined;
    if (tokenAmount?.uiAmountString)
      report.details.push({ label: 'Amount', value: tokenAmount.uiAmountString });
    report.accounts = Object.values(info).filter((v) => typeof v === 'string' && v.length >= 32).length;
    return report;
  }
  if (ix.data !== undefined) {
    try {
      report.name = identifyInstructionName(ix.programId, new Uint8Array(getBase58Encoder().encode(ix.data)));
    } catch {
      report.name = null;
    }
  }
  return report;
}

type JsonParsedTransaction = {
  slot: bigint;
  blockTime: bigint | null;
  meta: {
    err: unknown;
    fee: bigint;
    innerInstructions?: { instructions: unknown[] }[] | null;
    logMessages?: string[] | null;
    computeUnitsConsumed?: bigint;
  } | null;
  transaction: {
    message: {
      accountKeys: { pubkey: Address; signer: boolean }[];
      instructions: ParsedIx[];
    };
    signatures: string[];
  };
};

const jsonText = (v: unknown) => JSON.stringify(v, (_k, x) => (typeof x === 'bigint' ? Number(x) : x));

/** A Transaction query: status, slot, fee, signers and the instructions, known programs decoded. */
export async function lookupTransaction(
  rpc: TokenToolsRpc,
  sig: Signature,
): Promise<TransactionReport | null> {
  const tx = (await rpc
    .getTransaction(sig, {
      encoding: 'jsonParsed',
      maxSupportedTransactionVersion: 0,
      commitment: 'confirmed',
    })
    .send()) as unknown as JsonParsedTransaction | null;
  if (!tx) return null;
  const meta = tx.meta;
  return {
    kind: 'transaction',
    signature: sig,
    ok: meta ? meta.err === null : true,
    error: meta?.err ? jsonText(meta.err) : null,
    slot: tx.slot,
    blockTime: tx.blockTime === null ? null : Number(tx.blockTime),
    fee: meta?.fee ?? 0n,
    signers: tx.transaction.message.accountKeys.filter((k) => k.signer).map((k) => k.pubkey),
    instructions: tx.transaction.message.instructions.map(describeInstruction),
    innerInstructionCount: (meta?.innerInstructions ?? []).reduce((n, i) => n + i.instructions.length, 0),
    computeUnits: meta?.computeUnitsConsumed ?? null,
    logs: meta?.logMessages ?? [],
  };
}

/** A Token query: the mint's facts (supply, decimals, authorities, program, extensions, metadata). */
export async function lookupToken(rpc: TokenToolsRpc, mint: Address): Promise<MintFacts | null> {
  const info = await accountInfo(rpc, mint);
  if (!info) return null;
  return decodeMint({ address: mint, owner: info.owner, data: bytesOf(info.data), lamports: info.lamports });
}

/**
 * Runs an explorer query (validated with {@link ExplorerQuerySchema}) against the chain. An unknown address,
 * signature or a non-mint for a Token query gives a `not-found` report with the reason.
 */
export async function explore(
  rpc: TokenToolsRpc,
  input: { type: string; query: string },
  options: ProgramLookupOptions = {},
): Promise<ExplorerReport> {
  const query = ExplorerQuerySchema.parse(input);
  switch (query.type) {
    case 'address': {
      const report = await lookupAddress(rpc, address(query.query));
      return (
        report ?? { kind: 'not-found', query, reason: 'No account and no transactions at this address.' }
      );
    }
    case 'program': {
      const report = await lookupProgram(rpc, address(query.query), options);
      if (!report) return { kind: 'not-found', query, reason: 'No account exists at this address.' };
      if (!report.executable && !isLoader(report.loader)) {
        return {
          kind: 'not-found',
          query,
          reason: 'This account exists but is not a program (not executable).',
        };
      }
      return report;
    }
    case 'transaction': {
      const report = await lookupTransaction(rpc, toSignature(query.query));
      return report ?? { kind: 'not-found', query, reason: 'No transaction with this signature was found.' };
    }
    case 'token': {
      const mint = await lookupToken(rpc, address(query.query));
      return mint
        ? { kind: 'token', mint }
        : { kind: 'not-found', query, reason: 'No token mint (SPL Token or Token-2022) at this address.' };
    }
    default: {
      const never: never = query.type;
      throw new Error(`unknown query type ${String(never)}`);
    }
  }
}

/** Live network figures for the sidebar. */
export interface NetworkStatus {
  slot: bigint;
  blockHeight: bigint;
  epoch: bigint;
  /** Slot progress in the epoch, percent. */
  epochProgress: number;
  /** Transactions per second over the recent performance samples, or null when the node has none. */
  tps: number | null;
}

/** Slot, block height, epoch and TPS (getEpochInfo + getRecentPerformanceSamples). */
export async function fetchNetworkStatus(rpc: TokenToolsRpc, samples = 4): Promise<NetworkStatus> {
  const [epoch, perf] = await Promise.all([
    rpc.getEpochInfo({ commitment: 'confirmed' }).send(),
    rpc
      .getRecentPerformanceSamples(samples)
      .send()
      .catch(() => []),
  ]);
  let transactions = 0n;
  let seconds = 0;
  for (const s of perf) {
    transactions += BigInt(s.numTransactions);
    seconds += Number(s.samplePeriodSecs);
  }
  return {
    slot: epoch.absoluteSlot,
    blockHeight: epoch.blockHeight,
    epoch: epoch.epoch,
    epochProgress:
      epoch.slotsInEpoch > 0n ? Number((epoch.slotIndex * 10_000n) / epoch.slotsInEpoch) / 100 : 0,
    tps: seconds > 0 ? Number(transactions) / seconds : null,
  };
}
