// Building, signing and reading back the venue's transactions (trades and graduations) with @solana/kit.
import { createHash } from 'node:crypto';
import {
  type Address,
  address,
  compileTransaction,
  createNoopSigner,
  getBase64EncodedWireTransaction,
  getTransactionDecoder,
  getTransactionEncoder,
  type Instruction,
  isSolanaError,
  lamports,
  partiallySignTransactionMessageWithSigners,
  type ReadonlyUint8Array,
  SOLANA_ERROR__TRANSACTION__INVOKED_PROGRAMS_CANNOT_PAY_FEES,
  SOLANA_ERROR__TRANSACTION__INVOKED_PROGRAMS_MUST_NOT_BE_WRITABLE,
  type Transaction,
  type TransactionSigner,
} from '@solana/kit';
import { getTransferSolInstruction } from '@solana-program/system';
import {
  getCreateAssociatedTokenIdempotentInstruction,
  getCreateAssociatedTokenIdempotentInstructionDataEncoder,
  getTransferCheckedInstruction,
  TOKEN_2022_PROGRAM_ADDRESS,
} from '@solana-program/token-2022';
import { TOKEN_DECIMALS } from '@solpad/core/trade';
import { compileLegacyUnsigned, fetchConfirmed, legacyMessage } from '../chain/legacy-message';
import { associatedTokenAddressSync } from '../chain/pda';
import type { ChainRpc } from '../lib/chain-rpc';
import { catalogued } from '../lib/errors';

/** The SPL Memo program (present on every cluster and on the localnet). */
export const MEMO_PROGRAM = address('MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr');
/** Largest legacy transaction on the wire (Solana's packet limit). */
export const MAX_TRANSACTION_BYTES = 1232;

/** A memo instruction (no signers): makes every quote's message unique and labels it in explorers. */
export function memoInstruction(text: string): Instruction {
  return { programAddress: MEMO_PROGRAM, data: new TextEncoder().encode(text) };
}

const ataCache = new Map<string, Address>();
/** The Token-2022 associated token account of `owner` for `mint` (computed without WebCrypto: chain/pda.ts). */
export function tokenAccountOf(owner: Address, mint: Address): Address {
  const key = `${owner}/${mint}`;
  let ata = ataCache.get(key);
  if (!ata) {
    if (ataCache.size > 50_000) ataCache.clear();
    ata = associatedTokenAddressSync(owner, mint, TOKEN_2022_PROGRAM_ADDRESS);
    ataCache.set(key, ata);
  }
  return ata;
}

/** {@link tokenAccountOf} as a promise (for callers that gather it with the chain's answers). */
export async function ataOf(owner: Address, mint: Address): Promise<Address> {
  return tokenAccountOf(owner, mint);
}

/** A blockhash with the last block height at which it is still valid. */
export interface Lifetime {
  blockhash: string;
  lastValidBlockHeight: bigint;
}

/** A transaction signed by the platform's keys, waiting for the user's signature(s). */
export interface PreparedTransaction {
  /** base64 wire transaction. */
  wire: string;
  /** SHA-256 (hex) of the message bytes: what every signer signed, the quote's identity on chain. */
  messageHash: string;
  bytes: number;
}

/**
 * A client that names a program (the System program, Token-2022…) where a wallet belongs — the fee payer, a
 * creator, a recipient — makes kit refuse to compile the transaction (a program invoked in it cannot pay its fee
 * or be written to). That is the client's mistake: a 400 naming the address, not a 500. Any other error is
 * returned as it is.
 */
export function programAddressRefusal(e: unknown): unknown {
  if (
    isSolanaError(e, SOLANA_ERROR__TRANSACTION__INVOKED_PROGRAMS_CANNOT_PAY_FEES) ||
    isSolanaError(e, SOLANA_ERROR__TRANSACTION__INVOKED_PROGRAMS_MUST_NOT_BE_WRITABLE)
  ) {
    return catalogued(
      'INVALID_REQUEST',
      `${e.context.programAddress} is a program, not a wallet: it cannot pay for or take part in this transaction`,
    );
  }
  return e;
}

/** SHA-256 hex of a message. */
export function hashMessage(messageBytes: Uint8Array): string {
  return createHash('sha256').update(messageBytes).digest('hex');
}

/**
 * Compiles `instructions` with `feePayer` and signs with every real signer among them (the platform's keys);
 * noop signers (the user, a client-held mint) are left for the wallet.
 */
export async function prepareTransaction(
  feePayer: TransactionSigner,
  lifetime: Lifetime,
  instructions: Instruction[],
): Promise<PreparedTransaction> {
  const message = legacyMessage(feePayer, lifetime, instructions);
  const signed = await partiallySignTransactionMessageWithSigners(message).catch((e: unknown) => {
    throw programAddressRefusal(e);
  });
  const wire = getBase64EncodedWireTransaction(signed);
  return {
    wire,
    messageHash: hashMessage(new Uint8Array(signed.messageBytes)),
    bytes: Buffer.byteLength(wire, 'base64'),
  };
}

/**
 * What {@link prepareTransaction} gives when no real signer is among `instructions` (a quote's versions: the wallet
 * and the venue both sign later), without the signers' round: the wire bytes, every signature slot empty, and the
 * message within them.
 */
export function compileUnsigned(
  feePayer: TransactionSigner,
  lifetime: Lifetime,
  instructions: Instruction[],
): { wire: Uint8Array; message: Uint8Array } {
  const fast = compileLegacyUnsigned(feePayer.address, lifetime.blockhash, instructions);
  if (fast) return fast;
  let tx: Transaction;
  try {
    tx = compileTransaction(legacyMessage(feePayer, lifetime, instructions));
  } catch (e) {
    throw programAddressRefusal(e);
  }
  const wire = new Uint8Array(getTransactionEncoder().encode(tx));
  return { wire, message: wire.subarray(wire.length - tx.messageBytes.length) };
}

/** The two sides of a trade's transaction. */
export interface TradeLegs {
  side: 'buy' | 'sell';
  user: Address;
  mint: Address;
  /** The venue's account: the curve vault or the pool (a system account holding the SOL reserve). */
  venue: TransactionSigner;
  treasury: Address;
  /** SOL between the user and the venue account. */
  venueSol: bigint;
  /** SOL to the treasury (0 when the fee stays in the venue). */
  treasuryFee: bigint;
  /** SOL the user receives on a sell (after the fee). */
  userSol: bigint;
  tokens: bigint;
  memo: string;
}

/**
 * One instruction of a trade before it is built: what it does, over which accounts, moving how much. A quote's
 * versions are the same steps with other amounts, so only the first is built with kit ({@link stepInstruction});
 * the others need only their data ({@link stepData}).
 */
export type TradeStep =
  | { kind: 'createAta'; payer: TransactionSigner; ata: Address; owner: Address; mint: Address }
  | { kind: 'transferSol'; source: TransactionSigner; destination: Address; amount: bigint }
  | {
      kind: 'transferChecked';
      source: Address;
      mint: Address;
      destination: Address;
      authority: TransactionSigner;
      amount: bigint;
    }
  | { kind: 'memo'; text: string };

/**
 * The steps of a trade, in order. Buy: the user's token account is created if missing (the user pays its rent),
 * the user pays the venue and the fee, the venue sends the tokens with transferChecked. Sell: the user sends the
 * tokens, the venue pays the user and the treasury. The venue signs; the user is the fee payer.
 */
export function tradeSteps(legs: TradeLegs): TradeStep[] {
  const user = createNoopSigner(legs.user);
  const userAta = tokenAccountOf(legs.user, legs.mint);
  const venueAta = tokenAccountOf(legs.venue.address, legs.mint);
  const fee = (source: TransactionSigner): TradeStep[] =>
    legs.treasuryFee > 0n
      ? [{ kind: 'transferSol', source, destination: legs.treasury, amount: legs.treasuryFee }]
      : [];
  const tokens = (source: Address, destination: Address, authority: TransactionSigner): TradeStep => ({
    kind: 'transferChecked',
    source,
    mint: legs.mint,
    destination,
    authority,
    amount: legs.tokens,
  });
  const memo: TradeStep = { kind: 'memo', text: legs.memo };
  if (legs.side === 'buy')
    return [
      { kind: 'createAta', payer: user, ata: userAta, owner: legs.user, mint: legs.mint },
      { kind: 'transferSol', source: user, destination: legs.venue.address, amount: legs.venueSol },
      ...fee(user),
      tokens(venueAta, userAta, legs.venue),
      memo,
    ];
  return [
    tokens(userAta, venueAta, user),
    { kind: 'transferSol', source: legs.venue, destination: legs.user, amount: legs.userSol },
    ...fee(legs.venue),
    memo,
  ];
}

/** A step's instruction, built by its program's kit client. */
export function stepInstruction(step: TradeStep): Instruction {
  switch (step.kind) {
    case 'createAta':
      return getCreateAssociatedTokenIdempotentInstruction({
        ...step,
        tokenProgram: TOKEN_2022_PROGRAM_ADDRESS,
      });
    case 'transferSol':
      return getTransferSolInstruction({ ...step, amount: lamports(step.amount) });
    case 'transferChecked':
      return getTransferCheckedInstruction({ ...step, decimals: TOKEN_DECIMALS });
    case 'memo':
      return memoInstruction(step.text);
    default:
      return step satisfies never;
  }
}

/**
 * The transfers' instruction data, written directly — the bytes kit's encoders write (tx.test.ts compares them),
 * without a codec call per version of every quote. The System program's transfer: u32 2, the lamports as a
 * little-endian u64.
 */
function transferSolData(lamports: bigint): Uint8Array {
  const data = new Uint8Array(12);
  const view = new DataView(data.buffer);
  view.setUint32(0, 2, true);
  view.setBigUint64(4, lamports, true);
  return data;
}
/** Token-2022's transferChecked: u8 12, the amount as a little-endian u64, the decimals as a u8. */
function transferCheckedData(amount: bigint): Uint8Array {
  const data = new Uint8Array(10);
  data[0] = 12;
  new DataView(data.buffer).setBigUint64(1, amount, true);
  data[9] = TOKEN_DECIMALS;
  return data;
}
/** The idempotent create's data: the same bytes for every trade. */
const CREATE_ATA_DATA = getCreateAssociatedTokenIdempotentInstructionDataEncoder().encode({});
/** The last memo's bytes: a quote's versions carry one memo. */
let lastMemo: [string, ReadonlyUint8Array] = ['', new Uint8Array()];

/** A step's instruction data alone: the same bytes as {@link stepInstruction}'s (quote-versions.test.ts checks). */
export function stepData(step: TradeStep): ReadonlyUint8Array {
  switch (step.kind) {
    case 'createAta':
      return CREATE_ATA_DATA;
    case 'transferSol':
      return transferSolData(step.amount);
    case 'transferChecked':
      return transferCheckedData(step.amount);
    case 'memo':
      if (lastMemo[0] !== step.text) lastMemo = [step.text, new TextEncoder().encode(step.text)];
      return lastMemo[1];
    default:
      return step satisfies never;
  }
}

/** The instructions of a trade ({@link tradeSteps}), built with kit. */
export async function tradeInstructions(legs: TradeLegs): Promise<Instruction[]> {
  return tradeSteps(legs).map(stepInstruction);
}

/** A transaction as it landed on chain. */
export interface LandedTransaction {
  signature: string;
  messageHash: string;
  /** Fee payer (the trader / creator). */
  feePayer: string;
  succeeded: boolean;
  slot: bigint;
  blockTime: number | null;
}

/**
 * A quoted trade this process sent, as landed: its message (the quote's chosen version, whose signature — the
 * transaction's id — was verified), its fee payer (the quote's wallet) and its success are known; the chain adds the
 * slot and, when it says, the time. No need to read it back.
 */
export function sentTradeLanded(
  q: { messageHash: string; wallet: string },
  signature: string,
  slot: bigint,
  blockTime: number | null,
): LandedTransaction {
  return { signature, messageHash: q.messageHash, feePayer: q.wallet, succeeded: true, slot, blockTime };
}

/** Reads a landed transaction back from the chain; null when the chain does not know it (yet). */
export async function fetchLanded(rpc: ChainRpc, signature: string): Promise<LandedTransaction | null> {
  const tx = await fetchConfirmed(rpc, signature);
  if (!tx) return null;
  const decoded = getTransactionDecoder().decode(Buffer.from(tx.transaction[0], 'base64'));
  const feePayer = Object.keys(decoded.signatures)[0] ?? '';
  return {
    signature,
    messageHash: hashMessage(new Uint8Array(decoded.messageBytes)),
    feePayer,
    succeeded: tx.meta?.err === null,
    slot: tx.slot,
    blockTime: tx.blockTime === null ? null : Number(tx.blockTime),
  };
}

/** Sends a fully signed transaction and waits (up to `timeoutMs`) until it is confirmed; returns its signature. */
export async function sendAndConfirm(rpc: ChainRpc, wire: string, timeoutMs = 30_000): Promise<string> {
  // biome-ignore lint/suspicious/noExplicitAny: kit's Base64EncodedWireTransaction brand.
  const signature = await rpc.sendTransaction(wire as any, { encoding: 'base64' }).send();
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { value } = await rpc.getSignatureStatuses([signature]).send();
    const status = value[0];
    if (status?.err) throw new Error(`transaction ${signature} failed: ${JSON.stringify(status.err)}`);
    if (status && (status.confirmationStatus === 'confirmed' || status.confirmationStatus === 'finalized'))
      return signature;
    if (Date.now() > deadline) throw new Error(`transaction ${signature} not confirmed in time`);
    await new Promise((r) => setTimeout(r, 400));
  }
}

/**
 * When a landed transaction happened, for the time columns: the moment it is indexed (sub-second precision, so
 * trades of one second keep their order) unless it is indexed late, then its block time (whole seconds).
 */
export function landedAt(landed: Pick<LandedTransaction, 'blockTime'>, now = Date.now()): Date {
  if (landed.blockTime === null) return new Date(now);
  const block = landed.blockTime * 1000;
  return now - block > 5000 ? new Date(block) : new Date(now);
}
