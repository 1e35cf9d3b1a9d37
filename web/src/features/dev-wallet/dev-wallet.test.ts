import {
  address,
  appendTransactionMessageInstruction,
  type Blockhash,
  compileTransaction,
  createTransactionMessage,
  getTransactionDecoder,
  getTransactionEncoder,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
  signatureBytes,
  verifySignature,
} from '@solana/kit';
import { buildSiwsMessage } from '@solpad/core/auth';
import { createApiRpc } from '@solpad/core/rpc';
import { describe, expect, it } from 'vitest';
import { DevWallet } from './dev-wallet';
import { createDevSigner } from './signer';

async function makeWallet() {
  const signer = await createDevSigner(crypto.getRandomValues(new Uint8Array(32)));
  // The RPC is never reached by these tests (nothing is sent).
  return { signer, wallet: new DevWallet(signer, createApiRpc('http://127.0.0.1:9')) };
}

describe('DevWallet (Wallet Standard)', () => {
  it('connects with its one account and tells listeners', async () => {
    const { signer, wallet } = await makeWallet();
    const changes: unknown[] = [];
    wallet.features['standard:events'].on('change', (props) => changes.push(props.accounts?.length));

    const { accounts } = await wallet.features['standard:connect'].connect();

    expect(accounts.map((a) => a.address)).toEqual([signer.address]);
    expect(wallet.accounts).toHaveLength(1);
    await wallet.features['standard:disconnect'].disconnect();
    expect(wallet.accounts).toHaveLength(0);
    expect(changes).toEqual([1, 0]);
  });

  it('signs in with a SIWS message whose signature verifies', async () => {
    const { signer, wallet } = await makeWallet();

    const [out] = await wallet.features['solana:signIn'].signIn({
      domain: 'localhost:8787',
      statement: 'Sign in to Solpad',
      nonce: 'n0nce',
    });

    expect(out?.account.address).toBe(signer.address);
    expect(new TextDecoder().decode(out?.signedMessage)).toBe(
      buildSiwsMessage({
        domain: 'localhost:8787',
        address: signer.address,
        statement: 'Sign in to Solpad',
        nonce: 'n0nce',
      }),
    );
    expect(
      await verifySignature(signer.keyPair.publicKey, signatureBytes(out!.signature), out!.signedMessage),
    ).toBe(true);
  });

  it('adds its signature to a wire transaction it pays for', async () => {
    const { signer, wallet } = await makeWallet();
    const [account] = (await wallet.features['standard:connect'].connect()).accounts;
    const message = pipe(
      createTransactionMessage({ version: 0 }),
      (m) => setTransactionMessageFeePayer(signer.address, m),
      (m) =>
        setTransactionMessageLifetimeUsingBlockhash(
          {
            blockhash: '4vJ9JU1bJJE96FWSJKvHsmmFADCg4gpZQff4P3bkLKi' as Blockhash,
            lastValidBlockHeight: 100n,
          },
          m,
        ),
      (m) =>
        appendTransactionMessageInstruction(
          {
            programAddress: address('MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr'),
            data: new Uint8Array([104, 105]),
          },
          m,
        ),
    );
    const wire = new Uint8Array(getTransactionEncoder().encode(compileTransaction(message)));

    const [out] = await wallet.features['solana:signTransaction'].signTransaction({
      account: account!,
      transaction: wire,
    });

    const signed = getTransactionDecoder().decode(out!.signedTransaction);
    const signature = signed.signatures[signer.address];
    expect(signature).toBeTruthy();
    expect(await verifySignature(signer.keyPair.publicKey, signature!, signed.messageBytes)).toBe(true);
  });
});
