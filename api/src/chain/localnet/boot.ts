// Opening the localnet: the ledger read back, genesis (the faucet's funding) done for a new chain, the journal
// replayed over the last snapshot, the account indexes built from the state as loaded.
import { createHash } from 'node:crypto';
import path from 'node:path';
import { address, createKeyPairSignerFromPrivateKeyBytes, type KeyPairSigner, lamports } from '@solana/kit';
import { LAMPORTS_PER_SOL } from '@solpad/core/constants';
import type { LiteSVM } from 'litesvm';
import type { Logger } from '../../lib/logger';
import { accountReader } from './account-reader';
import { SlotClock } from './clock';
import { openSvm } from './genesis-programs';
import { History } from './history';
import { type JournalEntry, Ledger, type LedgerState } from './ledger';
import { decodeWire } from './message';
import { type LocalnetRuntime, svmClockSetter } from './runtime';
import { createSnapshots } from './snapshots';
import { TokenAccountIndex } from './token-index';

/** What the faucet holds at genesis: 500 million SOL. */
const FAUCET_LAMPORTS = 500_000_000n * LAMPORTS_PER_SOL;
const SYSTEM_PROGRAM = address('11111111111111111111111111111111');

/** What {@link openLocalnet} needs to know. */
export interface BootOptions {
  dataDir: string;
  logger: Logger;
  now?: () => number;
  indexTokenAccounts?: boolean;
}

/** The faucet's key: derived from the chain's genesis seed, so it is the same across restarts. */
function faucetSigner(seed: Uint8Array): Promise<KeyPairSigner> {
  return createKeyPairSignerFromPrivateKeyBytes(
    createHash('sha256').update(seed).update('solpad faucet').digest(),
  );
}

function fundFaucet(svm: LiteSVM, faucet: KeyPairSigner) {
  svm.setAccount({
    address: faucet.address,
    lamports: lamports(FAUCET_LAMPORTS),
    programAddress: SYSTEM_PROGRAM,
    executable: false,
    data: new Uint8Array(),
    space: 0n,
  });
}

/** Puts the journal into the history and re-executes the entries the snapshot does not hold. */
function replayJournal(
  state: LedgerState,
  { svm, history, setSvmClock }: Pick<LocalnetRuntime, 'svm' | 'history' | 'setSvmClock'>,
) {
  const replay = (entry: JournalEntry) => {
    setSvmClock(BigInt(entry.slot));
    if (entry.k === 'tx') svm.sendTransaction(decodeWire(entry.wire).tx);
    else {
      // Airdrops of chains created before airdrops were faucet transactions.
      svm.expireBlockhash();
      svm.airdrop(address(entry.to), lamports(BigInt(entry.lamports)));
    }
  };
  state.entries.forEach((entry, i) => {
    history.add({
      sig: entry.sig,
      slot: BigInt(entry.slot),
      err: entry.err,
      wire: entry.k === 'tx' ? entry.wire : null,
      meta: entry.k === 'tx' ? (entry.meta ?? null) : null,
      keys: entry.k === 'tx' ? decodeWire(entry.wire).accountKeys : [entry.to],
    });
    if (i >= state.replayFrom) replay(entry);
  });
}

/** Opens the localnet's state from `opts.dataDir` (a new chain if there is none) and logs it ready. */
export async function openLocalnet(opts: BootOptions): Promise<LocalnetRuntime> {
  const started = performance.now();
  const { logger } = opts;
  const { ledger, state } = Ledger.open(path.resolve(opts.dataDir), opts.now);
  const clock = new SlotClock({
    genesisMs: state.genesis.genesisMs,
    seed: state.genesis.seed,
    now: opts.now,
  });
  const faucet = await faucetSigner(state.genesis.seed);
  const svm = openSvm(state.snapshot, clock.slot());
  // Genesis: part of the state every replay starts from, so it is redone (identically) for a new chain.
  if (!state.snapshot) fundFaucet(svm, faucet);

  const history = new History((slot) => clock.blockTime(slot));
  const setSvmClock = svmClockSetter(svm, clock);
  replayJournal(state, { svm, history, setSvmClock });
  const replayed = state.entries.length - state.replayFrom;
  const faucetMissing = !svm.getAccount(faucet.address).exists;
  if (faucetMissing) fundFaucet(svm, faucet);
  // Built from the state as loaded (snapshot + replayed journal), then kept current by `execute` (send.ts).
  const accounts = accountReader(svm);
  const tokenIndex = opts.indexTokenAccounts === false ? null : new TokenAccountIndex(accounts);
  tokenIndex?.rebuild();
  const snapshots = createSnapshots({ ledger, svm, logger });
  if (replayed > 0 || faucetMissing) snapshots.take();
  logger.info(
    { entries: state.entries.length, replayed, ms: Math.round(performance.now() - started) },
    'localnet ready',
  );
  return {
    logger,
    ledger,
    clock,
    svm,
    history,
    accounts,
    tokenIndex,
    faucet,
    snapshots,
    unflushed: new Set(),
    setSvmClock,
  };
}
