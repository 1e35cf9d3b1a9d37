// The localnet's running parts as one value: what `createLocalnet` (index.ts) opens at start (see boot.ts) and
// what its write paths (send.ts, simulate.ts, airdrop.ts) take as `deps`.
import type { KeyPairSigner } from '@solana/kit';
import { Clock, FailedTransactionMetadata, type LiteSVM } from 'litesvm';
import type { Logger } from '../../lib/logger';
import type { SubscriptionHub } from '../subscriptions';
import type { ConfirmedTransaction } from '../types';
import type { AccountReader } from './account-reader';
import { SLOTS_PER_EPOCH, type SlotClock } from './clock';
import type { History } from './history';
import type { Ledger } from './ledger';
import type { Snapshots } from './snapshots';
import type { TokenAccountIndex } from './token-index';

/** The localnet's state and its durable record, opened by `openLocalnet` (boot.ts). */
export interface LocalnetRuntime {
  logger: Logger;
  ledger: Ledger;
  clock: SlotClock;
  svm: LiteSVM;
  history: History;
  accounts: AccountReader;
  /** Token accounts by mint and owner; null when indexing is off (the scanner benchmark). */
  tokenIndex: TokenAccountIndex | null;
  faucet: KeyPairSigner;
  snapshots: Snapshots;
  /** Signatures executed whose journal entry is not on disk yet (send.ts): not answered, not announced. */
  unflushed: Set<string>;
  /** Moves the runtime's Clock sysvar to `slot` (nothing to do when it is there already). */
  setSvmClock(slot: bigint): void;
}

/** Who hears of an executed transaction: in-process listeners and the RPC subscription sockets. */
export interface LocalnetAudience {
  listeners: Set<(tx: ConfirmedTransaction) => void>;
  subscriptions: SubscriptionHub;
}

/** Whether LiteSVM refused or failed the transaction. */
export function isFailed<T extends object>(r: T | FailedTransactionMetadata): r is FailedTransactionMetadata {
  return r instanceof FailedTransactionMetadata;
}

/** A setter of the runtime's Clock sysvar that remembers the slot it last set, so repeats cost nothing. */
export function svmClockSetter(svm: LiteSVM, clock: SlotClock): (slot: bigint) => void {
  let clockSlot = -1n;
  return (slot) => {
    if (slot === clockSlot) return;
    const epoch = slot / SLOTS_PER_EPOCH;
    svm.setClock(
      new Clock(
        slot,
        BigInt(clock.blockTime(epoch * SLOTS_PER_EPOCH)),
        epoch,
        epoch + 1n,
        BigInt(clock.blockTime(slot)),
      ),
    );
    clockSlot = slot;
  };
}
