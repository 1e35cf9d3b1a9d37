import {
  type Address,
  getBase58Decoder,
  getTransactionDecoder,
  getTransactionEncoder,
  type KeyPairSigner,
  partiallySignTransaction,
} from '@solana/kit';
import type { TokenDetail } from '@solpad/core/schemas';
import { type SignAndSend, toTransactionError } from '@solpad/core/wallet';
import type { ValidLaunch } from './form';
import { confirmLaunch, prepareLaunch, uploadImage } from './launch-api';

/** Steps of a launch, in order (the button says which one is running). */
export type LaunchStep = 'upload' | 'prepare' | 'sign' | 'confirm';

/** What a launch needs besides the form. */
export interface LaunchDeps {
  creator: Address;
  /** The mint's key pair: a ground vanity key, or a fresh one. */
  mint: KeyPairSigner;
  image: Blob | null;
  /** The connected wallet's signAndSend (core `walletSignAndSend`). */
  signAndSend: SignAndSend;
  onStep(step: LaunchStep): void;
}

/**
 * Launches a token the way the API expects (see api/src/launch/service.ts): upload the image, prepare the
 * transaction for this creator and mint, add the mint key's signature in the browser, let the wallet add its
 * own and send, then have the API confirm and index it.
 */
export async function runLaunch(
  valid: ValidLaunch,
  deps: LaunchDeps,
): Promise<{ mint: Address; signature: string; token: TokenDetail }> {
  let image: string | undefined;
  if (deps.image) {
    deps.onStep('upload');
    image = (await uploadImage(deps.image)).id;
  }
  deps.onStep('prepare');
  const { initialBuyLamports: _parsed, ...form } = valid.form;
  const prepared = await prepareLaunch({
    ...form,
    ...(image ? { image } : {}),
    ...(valid.initialBuyLamports > 0n ? { initialBuyLamports: valid.initialBuyLamports.toString() } : {}),
    creator: deps.creator,
    mint: deps.mint.address,
  });
  deps.onStep('sign');
  const tx = getTransactionDecoder().decode(
    Uint8Array.from(atob(prepared.transaction), (ch) => ch.charCodeAt(0)),
  );
  // The mint signs first; the wallet keeps the signatures already there (vault, mint) and adds its own.
  const withMint = await partiallySignTransaction([deps.mint.keyPair], tx);
  let signatureBytes: Uint8Array;
  try {
    signatureBytes = await deps.signAndSend(new Uint8Array(getTransactionEncoder().encode(withMint)));
  } catch (e) {
    throw toTransactionError(e);
  }
  const signature = getBase58Decoder().decode(signatureBytes);
  deps.onStep('confirm');
  const token = await confirmLaunch(signature);
  return { mint: deps.mint.address, signature, token };
}
