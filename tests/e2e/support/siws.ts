import type { APIRequestContext } from '@playwright/test';
import type { KeyPairSigner } from '@solana/kit';
import { buildSiwsMessage } from '@solpad/core/auth';
import { SignInInputSchema } from '@solpad/core/schemas';

/**
 * Signs an API client in as `signer` through the real Sign-In With Solana flow (nonce, signed message, verify);
 * the session cookie stays in the request context. Returns the verify reply (whether the wallet is an admin).
 */
export async function signInAs(
  request: APIRequestContext,
  signer: KeyPairSigner,
): Promise<{ isAdmin: boolean }> {
  const input = SignInInputSchema.parse(await (await request.get('/api/auth/nonce')).json());
  const message = new TextEncoder().encode(buildSiwsMessage({ ...input, address: signer.address }));
  const [signatures] = await signer.signMessages([{ content: message, signatures: {} }]);
  const signature = signatures?.[signer.address];
  if (!signature) throw new Error('no signature');
  const res = await request.post('/api/auth/verify', {
    data: {
      signedMessage: Buffer.from(message).toString('base64'),
      signature: Buffer.from(signature).toString('base64'),
    },
  });
  if (!res.ok()) throw new Error(`sign-in failed: ${res.status()} ${await res.text()}`);
  return (await res.json()) as { isAdmin: boolean };
}
