// Solana's simulateTransaction on the localnet: the transaction run against the current state without keeping
// its effects, answered with the fields a real RPC node returns.
import { getBase58Decoder } from '@solana/kit';
import type { SimulatedTransactionInfo, TransactionMetadata } from 'litesvm';
import { RpcError } from '../json-rpc';
import { decimalsOf, readForRpc } from './account-encoding';
import { type AccountEncoding, encodeAccount } from './encode';
import { decodeWire } from './message';
import { innerInstructionsOf } from './meta';
import { rpcContext } from './rpc-methods';
import { isFailed, type LocalnetRuntime } from './runtime';
import { assertSigned } from './send';
import { transactionErrorJson } from './tx-error';

const base58 = getBase58Decoder();

/** simulateTransaction's config (validated against core's RPC_PARAMS). */
export interface SimulateConfig {
  encoding?: 'base58' | 'base64';
  sigVerify?: boolean;
  replaceRecentBlockhash?: boolean;
  innerInstructions?: boolean;
  accounts?: { addresses: string[]; encoding?: AccountEncoding };
}

const NOTHING_RETURNED = {
  accounts: null,
  innerInstructions: null,
  loadedAccountsDataSize: null,
  replacementBlockhash: null,
  returnData: null,
};

/** Runs the transaction with signature checks as asked (off by default), then turns them back on. */
function simulateOnce({ svm }: LocalnetRuntime, tx: ReturnType<typeof decodeWire>['tx'], sigVerify: boolean) {
  svm.withSigverify(sigVerify);
  try {
    return svm.simulateTransaction(tx);
  } finally {
    svm.withSigverify(true);
  }
}

/** The asked accounts as the simulation left them (as they are now when it did not write them). */
function accountsAfter(
  { accounts }: LocalnetRuntime,
  asked: NonNullable<SimulateConfig['accounts']>,
  post: ReturnType<SimulatedTransactionInfo['postAccounts']>,
) {
  return asked.addresses.map((a) => {
    const after = post.find((p) => p.address === a);
    return after
      ? encodeAccount(
          { ...after, exists: true },
          { encoding: asked.encoding ?? 'base64', decimalsOf: (mint) => decimalsOf(accounts, mint) },
        )
      : readForRpc(accounts, a, { encoding: asked.encoding });
  });
}

function returnDataOf(meta: TransactionMetadata) {
  const returned = meta.returnData();
  return returned.data().length
    ? {
        programId: base58.decode(returned.programId()),
        data: [Buffer.from(returned.data()).toString('base64'), 'base64'],
      }
    : null;
}

/** Solana's simulateTransaction over a wire transaction (base58 unless said otherwise). */
export function simulateTransaction(rt: LocalnetRuntime, wire: string, config: SimulateConfig = {}) {
  const { clock } = rt;
  if (config.sigVerify && config.replaceRecentBlockhash) {
    throw new RpcError(-32602, 'Invalid params: sigVerify may not be used with replaceRecentBlockhash');
  }
  const decoded = decodeWire(wire, config.encoding ?? 'base58');
  const slot = clock.slot();
  const latest = clock.latestBlockhash();
  if (!config.replaceRecentBlockhash && clock.validBlockhashSlot(decoded.blockhash) === null) {
    return {
      context: rpcContext(clock, slot),
      value: { ...NOTHING_RETURNED, err: 'BlockhashNotFound', logs: [], unitsConsumed: 0n },
    };
  }
  if (config.sigVerify) assertSigned(decoded);
  rt.setSvmClock(slot);
  const result = simulateOnce(rt, decoded.tx, config.sigVerify ?? false);
  const failed = isFailed(result);
  const meta = result.meta();
  const post = failed ? [] : result.postAccounts();
  return {
    context: rpcContext(clock, slot),
    value: {
      ...NOTHING_RETURNED,
      accounts: config.accounts ? accountsAfter(rt, config.accounts, post) : null,
      err: failed ? transactionErrorJson(result) : null,
      logs: meta.logs(),
      unitsConsumed: meta.computeUnitsConsumed(),
      returnData: returnDataOf(meta),
      innerInstructions: config.innerInstructions ? innerInstructionsOf(meta) : null,
      replacementBlockhash: config.replaceRecentBlockhash
        ? { blockhash: latest.blockhash, lastValidBlockHeight: latest.lastValidBlockHeight }
        : null,
    },
  };
}
