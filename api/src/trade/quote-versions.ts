// The versions of a quoted trade on the API side (core/trade's versions.ts says why there are several): their
// transactions built at quote time, their hashes and amounts stored with the quote, read back at submission.
import {
  type Address,
  createNoopSigner,
  getBase64EncodedWireTransaction,
  getTransactionDecoder,
  type Instruction,
  type Transaction,
} from '@solana/kit';
import type { FeeDestination, QuotedTrade, SlippageBound, TradeQuote } from '@solpad/core/trade';
import type { StoredQuoteVersion } from '../db/schema';
import type { QuoteRow } from './records';
import { hashMessage, type Lifetime, prepareTransaction, tradeInstructions } from './tx';

/** One version of a quote, compiled: its amounts, its wire transaction (venue slot empty) and its message hash. */
export interface BuiltVersion {
  quote: TradeQuote;
  wire: string;
  messageHash: string;
}

/** A stored version, as submit checks it: what it moves and the hash that identifies it. */
export interface QuoteVersion extends QuotedTrade {
  messageHash: string;
  feeLamports: bigint;
}

/** What one version's transaction is built from. */
interface VersionArgs {
  versions: TradeQuote[];
  wallet: Address;
  mint: Address;
  venue: 'curve' | 'pool';
  venueAddress: Address;
  treasury: Address;
  feeTo: FeeDestination;
  quoteId: string;
  lifetime: Lifetime;
}

function instructionsOf(args: VersionArgs, v: TradeQuote): Promise<Instruction[]> {
  return tradeInstructions({
    side: v.side,
    user: args.wallet,
    mint: args.mint,
    venue: createNoopSigner(args.venueAddress),
    treasury: args.treasury,
    venueSol: v.venueSol,
    treasuryFee: args.feeTo === 'treasury' ? v.feeLamports : 0n,
    userSol: v.solAmount,
    tokens: v.tokenAmount,
    memo: `solpad ${args.venue} ${v.side} ${args.quoteId}`,
  });
}

/** Reads a compact-u16 (shortvec) at `at`; returns the value and the offset after it. */
function shortVec(bytes: Uint8Array, at: number): [number, number] {
  let value = 0;
  for (let i = 0; i < 3; i++) {
    const byte = bytes[at + i] as number;
    value |= (byte & 0x7f) << (7 * i);
    if ((byte & 0x80) === 0) return [value, at + i + 1];
  }
  throw new Error('bad compact-u16');
}

/**
 * Where each instruction's data sits in a legacy message's bytes (header, accounts, blockhash, then per
 * instruction: program index, account indexes, data); null for any other message version.
 */
export function instructionDataSpans(message: Uint8Array): { offset: number; length: number }[] | null {
  if (((message[0] as number) & 0x80) !== 0) return null;
  const [accounts, afterAccounts] = shortVec(message, 3);
  let at = afterAccounts + 32 * accounts + 32;
  const [count, afterCount] = shortVec(message, at);
  at = afterCount;
  const spans: { offset: number; length: number }[] = [];
  for (let i = 0; i < count; i++) {
    const [indexes, afterIndexes] = shortVec(message, at + 1);
    const [length, dataAt] = shortVec(message, afterIndexes + indexes);
    spans.push({ offset: dataAt, length });
    at = dataAt + length;
  }
  return at === message.length ? spans : null;
}

/** Whether two instruction lists are the same instructions over the same accounts (their data aside). */
function sameShape(a: Instruction[], b: Instruction[]): boolean {
  return (
    a.length === b.length &&
    a.every((ix, k) => {
      const other = b[k] as Instruction;
      const accounts = ix.accounts ?? [];
      const others = other.accounts ?? [];
      return (
        ix.programAddress === other.programAddress &&
        accounts.length === others.length &&
        accounts.every((acc, j) => acc.address === others[j]?.address && acc.role === others[j]?.role)
      );
    })
  );
}

/**
 * The transactions of a quote's versions, in their order (best for the user first). The user is the fee payer and
 * the venue's signature slot stays empty until submission. The versions are the same instructions over the same
 * accounts with other amounts, so the first is compiled and each other one is its message with the instructions'
 * data replaced (compiling and encoding each costs about a millisecond of CPU); one whose instructions differ in
 * shape or data length is compiled in full.
 */
export async function buildQuoteVersions(args: VersionArgs): Promise<BuiltVersion[]> {
  const user = createNoopSigner(args.wallet);
  const [fair, ...rest] = args.versions;
  if (!fair) throw new Error('a quote without versions');
  const fairIxs = await instructionsOf(args, fair);
  const first = await prepareTransaction(user, args.lifetime, fairIxs);
  const tx = getTransactionDecoder().decode(Buffer.from(first.wire, 'base64'));
  const message = new Uint8Array(tx.messageBytes);
  const spans = instructionDataSpans(message);
  const built: BuiltVersion[] = [{ quote: fair, wire: first.wire, messageHash: first.messageHash }];
  for (const v of rest) {
    const ixs = await instructionsOf(args, v);
    const fits =
      spans !== null &&
      sameShape(fairIxs, ixs) &&
      ixs.every((ix, k) => (ix.data?.length ?? 0) === spans[k]?.length);
    if (!fits) {
      const full = await prepareTransaction(user, args.lifetime, ixs);
      built.push({ quote: v, wire: full.wire, messageHash: full.messageHash });
      continue;
    }
    const bytes = message.slice();
    for (const [k, ix] of ixs.entries())
      if (ix.data) bytes.set(ix.data, (spans[k] as { offset: number }).offset);
    const wire = getBase64EncodedWireTransaction({
      ...tx,
      messageBytes: bytes as unknown as Transaction['messageBytes'],
    });
    built.push({ quote: v, wire, messageHash: hashMessage(bytes) });
  }
  return built;
}

/** The versions as the quote row stores them. */
export function storedVersions(built: BuiltVersion[]): StoredQuoteVersion[] {
  return built.map(({ quote: v, messageHash }) => ({
    messageHash,
    solLamports: v.solAmount.toString(),
    tokenAmount: v.tokenAmount.toString(),
    feeLamports: v.feeLamports.toString(),
    deltaSol: v.delta.sol.toString(),
    deltaToken: v.delta.token.toString(),
  }));
}

/**
 * A quote's versions, best for the user first. A quote stored without versions (one transaction) has one: its
 * own columns.
 */
export function versionsOf(q: QuoteRow): QuoteVersion[] {
  if (!q.versions || q.versions.length === 0)
    return [
      {
        messageHash: q.messageHash,
        side: q.side,
        solAmount: q.solLamports,
        tokenAmount: q.tokenAmount,
        feeLamports: q.feeLamports,
        delta: { sol: q.deltaSol, token: q.deltaToken },
      },
    ];
  return q.versions.map((v) => ({
    messageHash: v.messageHash,
    side: q.side,
    solAmount: BigInt(v.solLamports),
    tokenAmount: BigInt(v.tokenAmount),
    feeLamports: BigInt(v.feeLamports),
    delta: { sol: BigInt(v.deltaSol), token: BigInt(v.deltaToken) },
  }));
}

/**
 * The bound an exact-output trade's versions step towards, within what the wallet can pay: a version it could not
 * pay for would only fail on chain. `spendableSol` is its SOL less the fees and any token account it must create.
 */
export function affordableBound(
  bound: SlippageBound,
  side: 'buy' | 'sell',
  spendableSol: bigint,
  tokensHeld: bigint,
): SlippageBound {
  if ('minOut' in bound) return bound;
  const most = side === 'buy' ? spendableSol : tokensHeld;
  return most < bound.maxIn ? { maxIn: most } : bound;
}
