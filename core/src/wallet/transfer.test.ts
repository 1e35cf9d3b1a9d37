import { SolanaSignAndSendTransaction, SolanaSignTransaction } from '@solana/wallet-standard-features';
import type { Wallet, WalletAccount } from '@wallet-standard/base';
import { describe, expect, it } from 'vitest';
import { isAppError } from '../errors';
import {
  sendSolTransfer,
  WALLET_CANNOT_SIGN_ONLY,
  walletSignAndSend,
  walletSignTransaction,
  walletSignTransactions,
} from './transfer';

const account = {
  address: 'Fe7yGfQnNJy5vNNdgSBDKR8yy8pAp3GRtPGNyp3VzWtp',
  chains: ['solana:localnet'],
} as unknown as WalletAccount;
/** A Wallet Standard wallet with one feature, implemented by `methods`. */
const walletWith = (feature: string, methods: object) =>
  ({ features: { [feature]: methods } }) as unknown as Wallet;
/** A wallet whose `method` of `feature` answers `answer(inputs)`, with the inputs of every call it was asked. */
function recordingWallet(
  feature: string,
  method: string,
  answer: (inputs: { transaction: Uint8Array }[]) => unknown[],
) {
  const calls: unknown[][] = [];
  const wallet = walletWith(feature, {
    [method]: async (...inputs: { transaction: Uint8Array }[]) => {
      calls.push(inputs);
      return answer(inputs);
    },
  });
  return { wallet, calls };
}
/** What `promise` rejects with (the error a call refused with). */
const rejection = (promise: Promise<unknown>) => promise.catch((e: unknown) => e);
/** A wallet that can only sign and send. */
const sendOnly = walletWith(SolanaSignAndSendTransaction, { signAndSendTransaction: async () => [] });

describe('walletSignAndSend', () => {
  it('asks the wallet to sign and send on the given chain and returns its signature', async () => {
    const { wallet, calls } = recordingWallet(SolanaSignAndSendTransaction, 'signAndSendTransaction', () => [
      { signature: new Uint8Array([7, 7]) },
    ]);
    const tx = new Uint8Array([1, 2, 3]);
    expect(await walletSignAndSend(wallet, account, 'solana:localnet')(tx)).toEqual(new Uint8Array([7, 7]));
    expect(calls).toEqual([[{ account, chain: 'solana:localnet', transaction: tx }]]);
  });

  it('refuses with "Wallet disconnected" and a wallet reset when no wallet is connected', async () => {
    const error = await rejection(walletSignAndSend(null, null, 'solana:localnet')(new Uint8Array()));
    expect(isAppError(error, 'TX__WALLET_DISCONNECTED')).toBe(true);
    expect((error as Error).message).toBe('Wallet disconnected - please reconnect your wallet');
    expect((error as { context: { resetWallet: boolean } }).context.resetWallet).toBe(true);
  });
});

describe('walletSignTransaction', () => {
  it('asks the wallet to sign only, on the given chain, and returns the signed transaction', async () => {
    const { wallet, calls } = recordingWallet(SolanaSignTransaction, 'signTransaction', () => [
      { signedTransaction: new Uint8Array([9, 1, 2, 3]) },
    ]);
    const tx = new Uint8Array([1, 2, 3]);
    expect(await walletSignTransaction(wallet, account, 'solana:localnet')(tx)).toEqual(
      new Uint8Array([9, 1, 2, 3]),
    );
    expect(calls).toEqual([[{ account, chain: 'solana:localnet', transaction: tx }]]);
  });

  it('refuses with a readable message when the wallet cannot sign without sending', async () => {
    const error = await rejection(
      walletSignTransaction(sendOnly, account, 'solana:localnet')(new Uint8Array()),
    );
    expect(isAppError(error, 'TX__FAILED')).toBe(true);
    expect((error as Error).message).toBe(WALLET_CANNOT_SIGN_ONLY);
    const gone = await rejection(walletSignTransaction(null, null, 'solana:localnet')(new Uint8Array()));
    expect(isAppError(gone, 'TX__WALLET_DISCONNECTED')).toBe(true);
  });
});

describe('walletSignTransactions', () => {
  it('asks the wallet once for every transaction (one prompt) and returns them signed, in order', async () => {
    const { wallet, calls } = recordingWallet(SolanaSignTransaction, 'signTransaction', (inputs) =>
      inputs.map((i) => ({ signedTransaction: new Uint8Array([9, ...i.transaction]) })),
    );
    const txs = [new Uint8Array([1]), new Uint8Array([2]), new Uint8Array([3])];
    expect(await walletSignTransactions(wallet, account, 'solana:localnet')(txs)).toEqual([
      new Uint8Array([9, 1]),
      new Uint8Array([9, 2]),
      new Uint8Array([9, 3]),
    ]);
    expect(calls).toEqual([txs.map((transaction) => ({ account, chain: 'solana:localnet', transaction }))]);
  });

  it('refuses a wallet that hands back fewer transactions than it was given, or cannot sign only', async () => {
    const short = walletWith(SolanaSignTransaction, {
      signTransaction: async () => [{ signedTransaction: new Uint8Array([1]) }],
    });
    const error = await rejection(
      walletSignTransactions(short, account, 'solana:localnet')([new Uint8Array([1]), new Uint8Array([2])]),
    );
    expect(isAppError(error, 'TX__FAILED')).toBe(true);
    const cannot = await rejection(
      walletSignTransactions(sendOnly, account, 'solana:localnet')([new Uint8Array([1])]),
    );
    expect((cannot as Error).message).toBe(WALLET_CANNOT_SIGN_ONLY);
  });
});

describe('sendSolTransfer answers from the API', () => {
  const request = {
    senderPublicKey: 'Fe7yGfQnNJy5vNNdgSBDKR8yy8pAp3GRtPGNyp3VzWtp',
    recipientPublicKey: '11111111111111111111111111111111',
    amount: '1',
  };
  const never = () => Promise.reject(new Error('the wallet must not be asked'));
  const replying = (status: number, body: string) =>
    (async () =>
      new Response(body, { status, headers: { 'content-type': 'application/json' } })) as typeof fetch;

  it.each([
    [
      'a reply that is not JSON',
      replying(502, '<html>Bad gateway</html>'),
      'Transaction service error - please try again',
    ],
    [
      'a 500 in another shape',
      replying(500, '{"oops":true}'),
      'Transaction service error - please try again',
    ],
    [
      'a refused request',
      replying(400, '{"error":{"code":"VALIDATION","message":"amount: must be greater than zero"}}'),
      'amount: must be greater than zero',
    ],
    [
      'a transfer the API will not build',
      replying(
        400,
        '{"success":false,"error":{"code":"TRANSFER__RECIPIENT_RENT","message":"A new account needs more"}}',
      ),
      'A new account needs more',
    ],
    [
      'a sender without enough SOL',
      replying(
        400,
        '{"success":false,"error":{"code":"TX__INSUFFICIENT_SOL","message":"at most 5 lamports"}}',
      ),
      'Insufficient SOL balance',
    ],
  ])('turns %s into a readable error without asking the wallet', async (_what, fetchImpl, message) => {
    const error = await rejection(
      sendSolTransfer({ apiBaseUrl: '', fetch: fetchImpl, signAndSend: never }, request),
    );
    expect((error as Error).message).toBe(message);
  });
});
