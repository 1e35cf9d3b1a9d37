import {
  address,
  getAddressEncoder,
  getBase64Encoder,
  getProgramDerivedAddress,
  type Signature,
} from '@solana/kit';
import { toAddress } from '../rpc/to-address';
import type { ActivityEvent, Funding, TokenActivity } from './actors';
import { decodeTokenAccount } from './decode';
import type { ScannerRpc } from './transport';

/** Transactions of the mint's history read for the actor analysis of a token the venue does not know. */
export const CHAIN_ACTIVITY_TX_MAX = 150;
/** Signatures per page (Solana's maximum): a wallet with a full page is too old to reach its first funding. */
const PAGE = 1000;
const ATA_PROGRAM = 'ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL';
/** SOL that moves with a token inflow beyond fees and rent before it counts as a purchase. */
const PAID_LAMPORTS = 3_000_000n;

/** Settles a call: its value, or null when the RPC refused or does not support it. */
async function settle<T>(p: Promise<T>): Promise<T | null> {
  try {
    return await p;
  } catch {
    return null;
  }
}

/** A signature of the mint's history as getSignaturesForAddress answers it. */
export interface HistoryEntry {
  signature: string;
  slot: bigint;
  blockTime: bigint | number | null;
  err: unknown;
}

type TxAnswer = Awaited<ReturnType<ReturnType<ScannerRpc['getTransaction']>['send']>>;

function getTx(rpc: ScannerRpc, signature: string, signal?: AbortSignal) {
  return settle(
    rpc
      .getTransaction(signature as Signature, { encoding: 'json', maxSupportedTransactionVersion: 0 })
      .send({ abortSignal: signal }),
  );
}

/** Every account key of a transaction, loaded addresses included, in index order. */
function keysOf(tx: NonNullable<TxAnswer>): string[] {
  const keys = tx.transaction.message.accountKeys.map(String);
  const loaded = tx.meta?.loadedAddresses;
  if (loaded) keys.push(...loaded.writable.map(String), ...loaded.readonly.map(String));
  return keys;
}

/**
 * The token movements of one transaction for `mint`, per owner: a token inflow with SOL paid out is a buy, an
 * outflow with SOL received a sell; any other movement a receive or a send.
 */
export function eventsOfTransaction(
  mint: string,
  signature: string,
  tx: NonNullable<TxAnswer>,
): ActivityEvent[] {
  const meta = tx.meta;
  if (!meta || meta.err) return [];
  const keys = keysOf(tx);
  const delta = new Map<string, bigint>();
  const bump = (owner: string | undefined, amount: string, sign: 1n | -1n) => {
    if (!owner) return;
    delta.set(owner, (delta.get(owner) ?? 0n) + sign * BigInt(amount));
  };
  for (const b of meta.preTokenBalances ?? [])
    if (b.mint === mint) bump(b.owner as string | undefined, b.uiTokenAmount.amount, -1n);
  for (const b of meta.postTokenBalances ?? [])
    if (b.mint === mint) bump(b.owner as string | undefined, b.uiTokenAmount.amount, 1n);
  const events: ActivityEvent[] = [];
  const time = tx.blockTime === null ? null : Number(tx.blockTime) * 1000;
  for (const [wallet, d] of delta) {
    if (d === 0n) continue;
    const i = keys.indexOf(wallet);
    const solDelta = i >= 0 ? BigInt(meta.postBalances[i] ?? 0n) - BigInt(meta.preBalances[i] ?? 0n) : 0n;
    const inflow = d > 0n;
    const kind = inflow ? (solDelta <= -PAID_LAMPORTS ? 'buy' : 'receive') : solDelta > 0n ? 'sell' : 'send';
    events.push({
      signature,
      slot: BigInt(tx.slot),
      time,
      wallet,
      kind,
      tokenAmount: inflow ? d : -d,
      solLamports: solDelta < 0n ? -solDelta : solDelta,
    });
  }
  return events;
}

/**
 * The activity of a token read from the chain: its earliest {@link CHAIN_ACTIVITY_TX_MAX} transactions (one
 * batch), with the creation and its creator when the history reaches back to it. `history` is the mint's
 * signature page, newest first, and `historyComplete` whether that page is all of it. Null when the history
 * could not be read.
 */
export async function readChainActivity(
  rpc: ScannerRpc,
  mint: string,
  history: readonly HistoryEntry[] | null,
  historyComplete: boolean,
  signal?: AbortSignal,
): Promise<TokenActivity | null> {
  if (!history) return null;
  const oldestFirst = [...history].reverse();
  const picked = oldestFirst.filter((h) => h.err === null).slice(0, CHAIN_ACTIVITY_TX_MAX);
  const txs = await Promise.all(picked.map((h) => getTx(rpc, h.signature, signal)));
  const events: ActivityEvent[] = [];
  let unread = 0;
  picked.forEach((h, i) => {
    const tx = txs[i];
    if (tx) events.push(...eventsOfTransaction(mint, h.signature, tx));
    else unread++;
  });
  const creation = historyComplete ? oldestFirst[0] : undefined;
  const creationTx = creation && picked[0]?.signature === creation.signature ? txs[0] : null;
  return {
    source: 'chain history',
    complete:
      historyComplete &&
      unread === 0 &&
      oldestFirst.filter((h) => h.err === null).length <= CHAIN_ACTIVITY_TX_MAX,
    launch: {
      slot: creation ? BigInt(creation.slot) : null,
      signature: creation?.signature ?? null,
      time: creation?.blockTime != null ? Number(creation.blockTime) * 1000 : null,
      creator: creationTx ? (keysOf(creationTx)[0] ?? null) : null,
    },
    events,
  };
}

/** The associated token account of `owner` for `mint` under `tokenProgram`. */
async function ataOf(owner: string, mint: string, tokenProgram: string): Promise<string> {
  const enc = getAddressEncoder();
  const [ata] = await getProgramDerivedAddress({
    programAddress: address(ATA_PROGRAM),
    seeds: [enc.encode(address(owner)), enc.encode(address(tokenProgram)), enc.encode(address(mint))],
  });
  return ata;
}

/**
 * Each wallet's signature page (to find its first transaction: {@link readFirstFundings} reads those in the next
 * round trip), in one round trip. With `tokenProgram` (when the balances are not known otherwise), each wallet's
 * associated token account for `mint` is read beside them: its balance now. The derivations hash
 * asynchronously, so they are done before any read is sent, or the reads would miss each other's batch.
 */
export async function readWalletPages(
  rpc: ScannerRpc,
  wallets: readonly string[],
  mint: string,
  tokenProgram: string | null,
  signal?: AbortSignal,
): Promise<{ pages: (readonly HistoryEntry[] | null)[]; balances: Map<string, bigint | null> | null }> {
  const atas = tokenProgram ? await Promise.all(wallets.map((w) => ataOf(w, mint, tokenProgram))) : null;
  const [pages, accounts] = await Promise.all([
    Promise.all(
      wallets.map((w) =>
        settle(rpc.getSignaturesForAddress(toAddress(w), { limit: PAGE }).send({ abortSignal: signal })),
      ),
    ),
    atas?.length
      ? settle(
          rpc
            .getMultipleAccounts(
              atas.map((a) => toAddress(a)),
              { encoding: 'base64' },
            )
            .send({ abortSignal: signal }),
        )
      : Promise.resolve(null),
  ]);
  if (!atas) return { pages: pages as (readonly HistoryEntry[] | null)[], balances: null };
  const balances = new Map<string, bigint | null>();
  wallets.forEach((w, i) => {
    const acc = accounts ? accounts.value[i] : undefined;
    if (acc === undefined) balances.set(w, null);
    else if (acc === null) balances.set(w, 0n);
    else
      balances.set(w, decodeTokenAccount(getBase64Encoder().encode(acc.data[0] as string))?.amount ?? null);
  });
  return { pages: pages as (readonly HistoryEntry[] | null)[], balances };
}

/**
 * Each wallet's first incoming SOL: the oldest transaction of its page, when the page reaches back to it, in
 * which the wallet's balance went from zero to positive; the funder is that transaction's fee payer. Null for
 * a wallet whose page was not read, is full (too old to reach its first transaction), or whose first
 * transaction is not a funding.
 */
export async function readFirstFundings(
  rpc: ScannerRpc,
  wallets: readonly string[],
  pages: readonly (readonly HistoryEntry[] | null)[],
  signal?: AbortSignal,
): Promise<Map<string, Funding | null>> {
  const oldest = pages.map((p) => (p && p.length > 0 && p.length < PAGE ? p[p.length - 1] : undefined));
  const txs = await Promise.all(
    oldest.map((h) => (h ? getTx(rpc, h.signature, signal) : Promise.resolve(null))),
  );
  const out = new Map<string, Funding | null>();
  wallets.forEach((wallet, i) => {
    const tx = txs[i];
    const h = oldest[i];
    if (!tx?.meta || !h) {
      out.set(wallet, null);
      return;
    }
    const keys = keysOf(tx);
    const at = keys.indexOf(wallet);
    const payer = keys[0];
    const funded =
      at > 0 &&
      payer !== undefined &&
      BigInt(tx.meta.preBalances[at] ?? 0n) === 0n &&
      BigInt(tx.meta.postBalances[at] ?? 0n) > 0n;
    out.set(wallet, funded ? { funder: payer, signature: h.signature, slot: BigInt(h.slot) } : null);
  });
  return out;
}
