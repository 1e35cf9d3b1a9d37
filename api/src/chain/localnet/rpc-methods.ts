// The localnet's JSON-RPC method table: what answers each Solana RPC method, from the chain's parts that
// `createLocalnet` (index.ts) builds. Params arrive validated against core's RPC_PARAMS by `answerJsonRpc`.
import { address } from '@solana/kit';
import type { RpcMethod } from '@solpad/core/schemas';
import type { LiteSVM } from 'litesvm';
import { LAMPORTS_PER_SIGNATURE } from '../constants';
import { RpcError, type ValidRpcCall } from '../json-rpc';
import type { RpcContext } from '../types';
import { SLOTS_PER_EPOCH, type SlotClock } from './clock';
import type { AccountEncoding, AccountLike, encodeAccount } from './encode';
import type { History, TxEncoding } from './history';
import { type DecodedTransaction, decodeMessage, decodeWire } from './message';
import type { AccountFilter, tokenQueries } from './token-queries';

export const LITESVM_VERSION = '1.5.0';

/** How an account is read: its encoding and an optional slice of its data. */
export type ReadConfig = { encoding?: AccountEncoding; dataSlice?: { offset: number; length: number } };

/** What the method table reads and calls: the localnet's runtime, clock, history and its write paths. */
export interface RpcMethodDeps {
  clock: SlotClock;
  svm: LiteSVM;
  history: History;
  tokens: ReturnType<typeof tokenQueries>;
  readAccount(addr: string, config?: ReadConfig): ReturnType<typeof encodeAccount>;
  encode(account: AccountLike, config?: ReadConfig): ReturnType<typeof encodeAccount>;
  requestAirdrop(to: string, amount: bigint, ctx: RpcContext): Promise<string>;
  submit(decoded: DecodedTransaction, skipPreflight: boolean): Promise<string>;
  // biome-ignore lint/suspicious/noExplicitAny: the config was validated against RPC_PARAMS.simulateTransaction.
  simulateTransaction(wire: string, config?: any): unknown;
}

/** The `context` of an RPC answer at `slot` (now by default). */
export function rpcContext(clock: SlotClock, slot = clock.slot()) {
  return { apiVersion: LITESVM_VERSION, slot };
}

function assertSlotAvailable(clock: SlotClock, slot: bigint) {
  if (slot > clock.slot()) throw new RpcError(-32004, `Block not available for slot ${slot}`);
}

function getFeeForMessage(clock: SlotClock, messageBase64: string) {
  const decoded = decodeMessage(messageBase64);
  return clock.validBlockhashSlot(decoded.blockhash) === null
    ? null
    : BigInt(decoded.message.header.numSignerAccounts) * LAMPORTS_PER_SIGNATURE;
}

function epochInfo({ clock, history }: RpcMethodDeps) {
  const slot = clock.slot();
  return {
    absoluteSlot: slot,
    blockHeight: slot,
    epoch: slot / SLOTS_PER_EPOCH,
    slotIndex: slot % SLOTS_PER_EPOCH,
    slotsInEpoch: SLOTS_PER_EPOCH,
    transactionCount: BigInt(history.size),
  };
}

// biome-ignore lint/suspicious/noExplicitAny: the config was validated against RPC_PARAMS.getBlock.
function getBlock({ clock, history }: RpcMethodDeps, slot: bigint, config: any = {}) {
  assertSlotAvailable(clock, slot);
  const details = config.transactionDetails ?? 'full';
  return {
    blockhash: clock.blockhashOf(slot),
    previousBlockhash: clock.blockhashOf(slot > 0n ? slot - 1n : 0n),
    parentSlot: slot > 0n ? slot - 1n : 0n,
    blockHeight: slot,
    blockTime: clock.blockTime(slot),
    ...(details === 'full'
      ? {
          transactions: history.blockTransactions(
            slot,
            (config.encoding ?? 'json') as TxEncoding,
            config.maxSupportedTransactionVersion,
          ),
        }
      : details === 'signatures'
        ? { signatures: history.signaturesInSlot(slot) }
        : {}),
    ...(config.rewards === false ? {} : { rewards: [] }),
  };
}

/** Answers one validated JSON-RPC call. */
export function answerRpcMethod(
  deps: RpcMethodDeps,
  { method, params }: ValidRpcCall,
  ctx: RpcContext,
): unknown {
  const { clock, svm, history, tokens, readAccount, encode } = deps;
  const context = (slot?: bigint) => rpcContext(clock, slot);
  // biome-ignore lint/suspicious/noExplicitAny: params were validated against RPC_PARAMS[method] by answerJsonRpc.
  const p = params as any[];
  const m: RpcMethod = method;
  switch (m) {
    case 'getSlot':
    case 'getBlockHeight':
      return clock.slot();
    case 'getEpochInfo':
      return epochInfo(deps);
    case 'getTransactionCount':
      return BigInt(history.size);
    case 'getHealth':
      return 'ok';
    case 'getVersion':
      return { 'solana-core': LITESVM_VERSION, 'feature-set': 0 };
    case 'getGenesisHash':
      return clock.blockhashOf(0n);
    case 'getFirstAvailableBlock':
      return 0n;
    case 'getLatestBlockhash': {
      const latest = clock.latestBlockhash();
      return {
        context: context(latest.slot),
        value: { blockhash: latest.blockhash, lastValidBlockHeight: latest.lastValidBlockHeight },
      };
    }
    case 'isBlockhashValid':
      return { context: context(), value: clock.validBlockhashSlot(p[0]) !== null };
    case 'getMinimumBalanceForRentExemption':
      return svm.minimumBalanceForRentExemption(BigInt(p[0]));
    case 'getBalance':
      return { context: context(), value: svm.getBalance(address(p[0])) ?? 0n };
    case 'getAccountInfo':
      return { context: context(), value: readAccount(p[0], p[1]) };
    case 'getMultipleAccounts':
      return { context: context(), value: (p[0] as string[]).map((a) => readAccount(a, p[1])) };
    case 'getProgramAccounts': {
      const config = p[1] ?? {};
      const value = tokens
        .programAccounts(address(p[0]), (config.filters ?? []) as AccountFilter[])
        .map((a) => ({ pubkey: a.address, account: encode({ ...a, exists: true }, config) }));
      return config.withContext ? { context: context(), value } : value;
    }
    case 'getTokenAccountsByOwner':
      return {
        context: context(),
        value: tokens
          .accountsByOwner(p[0], p[1])
          .map((a) => ({ pubkey: a.address, account: encode({ ...a, exists: true }, p[2]) })),
      };
    case 'getTokenAccountBalance':
      return { context: context(), value: tokens.accountBalance(p[0]) };
    case 'getTokenSupply':
      return { context: context(), value: tokens.supply(p[0]) };
    case 'getTokenLargestAccounts':
      return { context: context(), value: tokens.largestAccounts(p[0]) };
    case 'getFeeForMessage':
      return { context: context(), value: getFeeForMessage(clock, p[0]) };
    case 'getSignatureStatuses': {
      const now = clock.slot();
      return { context: context(now), value: (p[0] as string[]).map((s) => history.status(s, now)) };
    }
    case 'getSignaturesForAddress':
      return history.signaturesForAddress(p[0], p[1] ?? {}, clock.slot());
    case 'getTransaction':
      return history.transaction(
        p[0],
        (p[1]?.encoding ?? 'json') as TxEncoding,
        p[1]?.maxSupportedTransactionVersion,
      );
    case 'getBlock':
      return getBlock(deps, BigInt(p[0]), p[1] ?? {});
    case 'getBlockTime': {
      const slot = BigInt(p[0]);
      assertSlotAvailable(clock, slot);
      return clock.blockTime(slot);
    }
    case 'getRecentPerformanceSamples':
      return history.performanceSamples(clock.slot(), p[0] ?? 720);
    case 'requestAirdrop':
      return deps.requestAirdrop(p[0], BigInt(p[1]), ctx);
    case 'sendTransaction':
      // Solana's default wire encoding is base58 (deprecated but still the default): a call without one is base58.
      return deps.submit(decodeWire(p[0], p[1]?.encoding ?? 'base58'), p[1]?.skipPreflight ?? false);
    case 'simulateTransaction':
      return deps.simulateTransaction(p[0], p[1]);
    default: {
      const never: never = m;
      throw new RpcError(-32601, `Method not found: ${String(never)}`);
    }
  }
}
