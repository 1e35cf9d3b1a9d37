import { generateKeyPairSigner, signatureBytes, verifySignature } from '@solana/kit';
import { buildSiwsMessage } from '@solpad/core/auth';
import type { SignInInput } from '@solpad/core/schemas';
import type { WalletConnection } from '@solpad/core/wallet';
import type { Wallet, WalletAccount } from '@wallet-standard/base';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api';
import { signInWithWallet } from './session';

const INPUT: SignInInput = {
  domain: 'solpad.test',
  uri: 'https://solpad.test',
  statement: 'Sign in to Solpad with this wallet.',
  version: '1',
  chainId: 'solana:localnet',
  nonce: 'abcdef0123456789',
  issuedAt: '2026-01-01T00:00:00.000Z',
  expirationTime: '2026-01-01T00:10:00.000Z',
};

/** A fetch that serves the nonce and records the verify body; verify answers `verifyReply`. */
function fakeApi(verifyReply: { status: number; body: unknown }) {
  const sent: { verify?: Record<string, string> } = {};
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init?: RequestInit) => {
      if (path === '/api/auth/nonce') return new Response(JSON.stringify(INPUT), { status: 200 });
      if (path === '/api/auth/verify') {
        sent.verify = JSON.parse(String(init?.body));
        return new Response(JSON.stringify(verifyReply.body), { status: verifyReply.status });
      }
      return new Response('{}', { status: 404 });
    }),
  );
  return sent;
}

const b64 = (s: string) => new Uint8Array(Buffer.from(s, 'base64'));

afterEach(() => vi.unstubAllGlobals());

describe('signInWithWallet', () => {
  it('falls back to signMessage with the SIWS message built here when the wallet has no signIn', async () => {
    const signer = await generateKeyPairSigner();
    const account = { address: signer.address, publicKey: new Uint8Array(32) } as unknown as WalletAccount;
    const wallet = {
      features: {
        'solana:signMessage': {
          version: '1.1.0',
          signMessage: async ({ message }: { message: Uint8Array }) => {
            const [sigs] = await signer.signMessages([{ content: message, signatures: {} }]);
            return [{ signedMessage: message, signature: sigs?.[signer.address] as Uint8Array }];
          },
        },
      },
    } as unknown as Wallet;
    const session = {
      signedIn: true,
      address: signer.address,
      isAdmin: true,
      expiresAt: INPUT.expirationTime,
    };
    const sent = fakeApi({ status: 200, body: session });

    const result = await signInWithWallet({ wallet, account, address: signer.address } as WalletConnection);

    expect(result).toEqual(session);
    const message = b64(sent.verify?.signedMessage ?? '');
    expect(new TextDecoder().decode(message)).toBe(buildSiwsMessage({ ...INPUT, address: signer.address }));
    expect(sent.verify?.address).toBe(signer.address);
    const ok = await verifySignature(
      signer.keyPair.publicKey,
      signatureBytes(b64(sent.verify?.signature ?? '')),
      message,
    );
    expect(ok).toBe(true);
  });

  it("uses the wallet's own signIn when it has one, and reports the server's refusal readably", async () => {
    const signIn = vi.fn(async (input: SignInInput & { address: string }) => [
      { signedMessage: new TextEncoder().encode(`signed ${input.nonce}`), signature: new Uint8Array(64) },
    ]);
    const address = (await generateKeyPairSigner()).address;
    const wallet = { features: { 'solana:signIn': { version: '1.0.0', signIn } } } as unknown as Wallet;
    fakeApi({
      status: 401,
      body: {
        error: {
          code: 'SIWS__BAD_SIGNATURE',
          message: 'The signature does not match the message and address',
        },
      },
    });

    const attempt = signInWithWallet({ wallet, account: {} as WalletAccount, address } as WalletConnection);

    await expect(attempt).rejects.toThrow('The signature does not match the message and address');
    await expect(attempt).rejects.toBeInstanceOf(ApiError);
    expect(signIn).toHaveBeenCalledWith({ ...INPUT, address });
  });

  it('refuses a wallet that can neither sign in nor sign messages', async () => {
    fakeApi({ status: 200, body: {} });
    const address = (await generateKeyPairSigner()).address;
    await expect(
      signInWithWallet({
        wallet: { features: {} } as unknown as Wallet,
        account: {} as WalletAccount,
        address,
      } as WalletConnection),
    ).rejects.toThrow('This wallet cannot sign messages');
  });
});
