// The legacy transaction messages the API compiles and signs itself (a trade or graduation, an escrow's release,
// the localnet faucet's airdrop), and the read of a transaction back once the chain confirmed it (a trade's
// settlement, the burn index), each written once here for trade/, marketing/, burns/ and the localnet.
import {
  appendTransactionMessageInstructions,
  blockhash,
  createTransactionMessage,
  type Instruction,
  pipe,
  type Signature,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  type TransactionSigner,
} from '@solana/kit';
import type { ChainRpc } from '../lib/chain-rpc';

/** A message paid for by `feePayer`, valid while `lifetime`'s blockhash is, carrying `instructions` (unsigned). */
export function legacyMessage(
  feePayer: TransactionSigner,
  lifetime: { blockhash: string; lastValidBlockHeight: bigint },
  instructions: Instruction[],
) {
  return pipe(
    createTransactionMessage({ version: 'legacy' }),
    (m) => setTransactionMessageFeePayerSigner(feePayer, m),
    (m) =>
      setTransactionMessageLifetimeUsingBlockhash(
        { blockhash: blockhash(lifetime.blockhash), lastValidBlockHeight: lifetime.lastValidBlockHeight },
        m,
      ),
    (m) => appendTransactionMessageInstructions(instructions, m),
  );
}

/** The confirmed transaction `signature` as base64 wire bytes with its meta; null when the chain does not know it. */
export function fetchConfirmed(rpc: ChainRpc, signature: string) {
  return rpc
    .getTransaction(signature as Signature, {
      encoding: 'base64',
      maxSupportedTransactionVersion: 0,
      commitment: 'confirmed',
    })
    .send();
}
