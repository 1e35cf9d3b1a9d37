// The versions of a quoted trade on the API side (core/trade's versions.ts says why there are several): their
// transactions built at quote time, their hashes and amounts stored with the quote, read back at submission.
import {
  type Address,
  createNoopSigner,
  getBase58Encoder,
  type ReadonlyUint8Array,
  type TransactionSigner,
} from '@solana/kit';
import type { FeeDestination, QuotedTrade, SlippageBound, TradeQuote } from '@solpad/core/trade';
import { readCompactU16 } from '../chain/compact-u16';
import type { StoredQuoteVersion } from '../db/schema';
import type { QuoteRow } from './records';
import {
  compileUnsigned,
  hashMessage,
  type Lifetime,
  stepData,
  stepInstruction,
  type TradeLegs,
  type TradeStep,
  tradeSteps,
} from './tx';

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

/** The legs of one version's trade: the quote's accounts with the version's amounts. */
function legsOf(args: VersionArgs, v: TradeQuote, venue: TransactionSigner): TradeLegs {
  return {
    side: v.side,
    user: args.wallet,
    mint: args.mint,
    venue,
    treasury: args.treasury,
    venueSol: v.venueSol,
    treasuryFee: args.feeTo === 'treasury' ? v.feeLamports : 0n,
    userSol: v.solAmount,
    tokens: v.tokenAmount,
    memo: `solpad ${args.venue} ${v.side} ${args.quoteId}`,
  };
}

/**
 * Where each instruction's data sits in a legacy message's bytes (header, accounts, blockhash, then per
 * instruction: program index, account indexes, data); null for any other message version.
 */
export function instructionDataSpans(message: Uint8Array): { offset: number; length: number }[] | null {
  if (((message[0] as number) & 0x80) !== 0) return null;
  const [accounts, afterAccounts] = readCompactU16(message, 3);
  let at = afterAccounts + 32 * accounts + 32;
  const [count, afterCount] = readCompactU16(message, at);
  at = afterCount;
  const spans: { offset: number; length: number }[] = [];
  for (let i = 0; i < count; i++) {
    const [indexes, afterIndexes] = readCompactU16(message, at + 1);
    const [length, dataAt] = readCompactU16(message, afterIndexes + indexes);
    spans.push({ offset: dataAt, length });
    at = dataAt + length;
  }
  return at === message.length ? spans : null;
}

/** Whether two steps are the same instruction over the same accounts (their amount and memo text aside). */
function sameStep(a: TradeStep, b: TradeStep): boolean {
  switch (a.kind) {
    case 'createAta':
      return (
        b.kind === a.kind &&
        b.payer.address === a.payer.address &&
        b.ata === a.ata &&
        b.owner === a.owner &&
        b.mint === a.mint
      );
    case 'transferSol':
      return b.kind === a.kind && b.source.address === a.source.address && b.destination === a.destination;
    case 'transferChecked':
      return (
        b.kind === a.kind &&
        b.source === a.source &&
        b.mint === a.mint &&
        b.destination === a.destination &&
        b.authority.address === a.authority.address
      );
    case 'memo':
      return b.kind === a.kind;
    default:
      return a satisfies never;
  }
}

/** Whether two step lists are the same instructions over the same accounts (their amounts and memo aside). */
const sameShape = (a: TradeStep[], b: TradeStep[]) =>
  a.length === b.length && a.every((step, k) => sameStep(step, b[k] as TradeStep));

/** A compiled fair version kept per wallet, token, side and venue: the next quote of it patches its bytes. */
interface Template {
  steps: TradeStep[];
  /** The wire transaction's signature section, before the message: every slot empty until the wallet signs. */
  signatures: Uint8Array;
  message: Uint8Array;
  spans: { offset: number; length: number }[];
  /** Where the blockhash sits in the message. */
  blockhashAt: number;
}
/** Templates kept; the oldest goes first. */
const TEMPLATES_KEPT = 5_000;
const templates = new Map<string, Template>();
let lastBlockhash: [string, Uint8Array] = ['', new Uint8Array()];
const blockhashBytes = (hash: string) => {
  if (lastBlockhash[0] !== hash) lastBlockhash = [hash, new Uint8Array(getBase58Encoder().encode(hash))];
  return lastBlockhash[1];
};

/** Whether steps whose instruction data is `data` can be written into `t`'s message by replacing that data. */
const fitsTemplate = (t: Template, steps: TradeStep[], data: ReadonlyUint8Array[]) =>
  sameShape(t.steps, steps) && data.every((d, k) => d.length === t.spans[k]?.length);

/** The version of `t`'s transaction with `blockhash` and the instructions' `data` written in. */
function patchedVersion(
  t: Template,
  quote: TradeQuote,
  blockhash: Uint8Array,
  data: ReadonlyUint8Array[],
): BuiltVersion {
  const at = t.signatures.length;
  const wire = Buffer.allocUnsafe(at + t.message.length);
  wire.set(t.signatures, 0);
  wire.set(t.message, at);
  wire.set(blockhash, at + t.blockhashAt);
  for (const [k, d] of data.entries()) wire.set(d, at + (t.spans[k] as { offset: number }).offset);
  return { quote, wire: wire.toString('base64'), messageHash: hashMessage(wire.subarray(at)) };
}

/**
 * The fair version's message, compiled (kit) the first time this wallet trades this side of this token, else the
 * kept one (the same accounts in the same order: only the data and the blockhash differ). A message whose
 * instructions' data cannot be located (not a legacy one) is returned compiled as it is, to be used alone.
 */
function fairTemplate(
  args: VersionArgs,
  steps: TradeStep[],
  data: ReadonlyUint8Array[],
): Template | PreparedFair {
  const key = `${args.wallet}|${args.mint}|${args.venue}|${args.venueAddress}|${args.treasury}|${steps.length}`;
  const kept = templates.get(key);
  if (kept && fitsTemplate(kept, steps, data)) return kept;
  const { wire, message } = compiledBytes(args, steps);
  const spans = instructionDataSpans(message);
  if (!spans) return preparedOf(wire, message);
  const [accounts, afterAccounts] = readCompactU16(message, 3);
  const signatures = wire.slice(0, wire.length - message.length);
  const t = { steps, signatures, message, spans, blockhashAt: afterAccounts + 32 * accounts };
  templates.delete(key);
  templates.set(key, t);
  if (templates.size > TEMPLATES_KEPT) templates.delete(templates.keys().next().value as string);
  return t;
}
/** A version compiled in full (its message's data could not be located for patching). */
interface PreparedFair {
  wire: string;
  messageHash: string;
}

/**
 * The transactions of a quote's versions, in their order (best for the user first). The user is the fee payer and
 * the venue's signature slot stays empty until submission. The versions are the same instructions over the same
 * accounts with other amounts, and a wallet's quotes of one token differ from each other only in amounts and
 * blockhash: so a message is compiled once per wallet, token and side ({@link fairTemplate}) and each version is
 * that message with the blockhash and the instructions' data replaced. Only that data is made per version, with
 * encoders made once ({@link stepData}): building a version's instructions with kit's program clients, and
 * compiling and encoding them, cost about a millisecond of CPU. One whose instructions differ in shape or data
 * length is compiled in full.
 */
export function buildQuoteVersions(args: VersionArgs): BuiltVersion[] {
  const [fair, ...rest] = args.versions;
  if (!fair) throw new Error('a quote without versions');
  const venue = createNoopSigner(args.venueAddress);
  const fairSteps = tradeSteps(legsOf(args, fair, venue));
  const t = fairTemplate(args, fairSteps, fairSteps.map(stepData));
  if (!('spans' in t)) {
    const built: BuiltVersion[] = [{ quote: fair, ...t }];
    for (const v of rest) built.push({ quote: v, ...compiled(args, tradeSteps(legsOf(args, v, venue))) });
    return built;
  }
  const blockhash = blockhashBytes(args.lifetime.blockhash);
  const built: BuiltVersion[] = [];
  for (const v of args.versions) {
    const steps = v === fair ? fairSteps : tradeSteps(legsOf(args, v, venue));
    const data = steps.map(stepData);
    built.push(
      fitsTemplate(t, steps, data)
        ? patchedVersion(t, v, blockhash, data)
        : { quote: v, ...compiled(args, steps) },
    );
  }
  return built;
}

/** Steps compiled in full with kit: the wire bytes, every signature slot empty, and the message within them. */
const compiledBytes = (args: VersionArgs, steps: TradeStep[]) =>
  compileUnsigned(createNoopSigner(args.wallet), args.lifetime, steps.map(stepInstruction));
const preparedOf = (wire: Uint8Array, message: Uint8Array): PreparedFair => ({
  wire: Buffer.from(wire).toString('base64'),
  messageHash: hashMessage(message),
});
/** Steps compiled in full, as a version of their own. */
function compiled(args: VersionArgs, steps: TradeStep[]): PreparedFair {
  const { wire, message } = compiledBytes(args, steps);
  return preparedOf(wire, message);
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
