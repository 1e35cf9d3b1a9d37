// core's transfer flow (spec §7) end to end: the real API builds the transaction, a wallet signs it with a
// real key and sends it to the real localnet; balances are read back through RPC.
import {
  generateKeyPairSigner,
  getBase58Encoder,
  getBase64EncodedWireTransaction,
  getTransactionDecoder,
  type KeyPairSigner,
  partiallySignTransaction,
} from '@solana/kit';
import { isAppError } from '@solpad/core/errors';
import { type SignAndSend, sendSolTransfer } from '@solpad/core/wallet';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app';

const t = useTestApp();

async function rpc(method: string, params: unknown[]) {
  const res = await t.app.request('/api/rpc', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  return (await res.json()) as { result?: unknown; error?: { message: string } };
}

const balance = async (a: string) => ((await rpc('getBalance', [a])).result as { value: number }).value;
const appFetch = ((input: string, init?: RequestInit) => t.app.request(input, init)) as typeof fetch;
/** sendSolTransfer's deps: the in-process API and `signAndSend` as the wallet. */
const viaApp = (signAndSend: SignAndSend) => ({ apiBaseUrl: '', fetch: appFetch, signAndSend });

/** A wallet that signs with `signer` and sends through the API's JSON-RPC, as a browser wallet would. */
function walletOf(signer: KeyPairSigner): SignAndSend {
  return async (wire) => {
    const signed = await partiallySignTransaction([signer.keyPair], getTransactionDecoder().decode(wire));
    const reply = await rpc('sendTransaction', [
      getBase64EncodedWireTransaction(signed),
      { encoding: 'base64' },
    ]);
    if (reply.error) throw new Error(reply.error.message);
    return new Uint8Array(getBase58Encoder().encode(reply.result as string));
  };
}

async function funded(sol: number): Promise<KeyPairSigner> {
  const signer = await generateKeyPairSigner();
  await rpc('requestAirdrop', [signer.address, sol * 1_000_000_000]);
  return signer;
}

describe('sendSolTransfer', () => {
  it('moves SOL on chain: the recipient gets the amount, the sender pays it and the fee', async () => {
    const alice = await funded(2);
    const bob = await generateKeyPairSigner();
    const { signature } = await sendSolTransfer(viaApp(walletOf(alice)), {
      senderPublicKey: alice.address,
      recipientPublicKey: bob.address,
      amount: '0.25',
    });
    expect(signature).toMatch(/^[1-9A-HJ-NP-Za-km-z]{64,88}$/);
    expect(await balance(bob.address)).toBe(250_000_000);
    expect(await balance(alice.address)).toBe(2_000_000_000 - 250_000_000 - 5000);
  });

  it('says "Insufficient SOL balance" when the sender cannot pay, and sends nothing', async () => {
    const alice = await funded(1);
    const bob = await generateKeyPairSigner();
    const error = await sendSolTransfer(viaApp(walletOf(alice)), {
      senderPublicKey: alice.address,
      recipientPublicKey: bob.address,
      amount: 5,
    }).catch((e: unknown) => e);
    expect(isAppError(error, 'TX__INSUFFICIENT_SOL')).toBe(true);
    expect((error as Error).message).toBe('Insufficient SOL balance');
    expect(await balance(alice.address)).toBe(1_000_000_000);
  });

  it('maps a wallet rejection (4001) and a disconnected wallet (4900, which resets the wallet)', async () => {
    const alice = await funded(1);
    const bob = await generateKeyPairSigner();
    const request = { senderPublicKey: alice.address, recipientPublicKey: bob.address, amount: '0.1' };
    const rejected = await sendSolTransfer(
      viaApp(() => Promise.reject({ code: 4001, message: 'User rejected' })),
      request,
    ).catch((e: unknown) => e);
    expect((rejected as Error).message).toBe('Transaction cancelled by user');
    const gone = await sendSolTransfer(
      viaApp(() => Promise.reject({ code: 4900, message: 'Disconnected' })),
      request,
    ).catch((e: unknown) => e);
    expect(isAppError(gone, 'TX__WALLET_DISCONNECTED')).toBe(true);
    expect((gone as { context: { resetWallet?: boolean } }).context.resetWallet).toBe(true);
    expect(await balance(bob.address)).toBe(0);
  });

  it('retries once with a fresh transaction when the blockhash expired while the wallet was open', async () => {
    const alice = await funded(1);
    const bob = await generateKeyPairSigner();
    let calls = 0;
    const real = walletOf(alice);
    const { signature } = await sendSolTransfer(
      viaApp((wire) => (++calls === 1 ? Promise.reject(new Error('Blockhash not found')) : real(wire))),
      { senderPublicKey: alice.address, recipientPublicKey: bob.address, amount: '0.1' },
    );
    expect(calls).toBe(2);
    expect(signature).toBeTruthy();
    expect(await balance(bob.address)).toBe(100_000_000);
  });

  it('reports a service error when the API cannot be reached', async () => {
    const error = await sendSolTransfer(
      {
        apiBaseUrl: 'http://127.0.0.1:9',
        signAndSend: () => Promise.reject(new Error('never called')),
      },
      {
        senderPublicKey: 'Fe7yGfQnNJy5vNNdgSBDKR8yy8pAp3GRtPGNyp3VzWtp',
        recipientPublicKey: '11111111111111111111111111111111',
        amount: 1,
      },
    ).catch((e: unknown) => e);
    expect((error as Error).message).toBe('Transaction service error - please try again');
  });
});
