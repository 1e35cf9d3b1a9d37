// Signing in and sending requests as a client does, for tests: through the app itself (`app.request`) or over
// real sockets to a running server. No app code here, so a client of a running server imports nothing else.
import { generateKeyPairSigner, type KeyPairSigner } from '@solana/kit';
import { buildSiwsMessage, type SiwsFields } from '@solpad/core/auth';
import { SignInInputSchema } from '@solpad/core/schemas';

/**
 * What the test helpers send requests through: the app itself (`app.request`, no socket) or a running server
 * ({@link httpRequester}). URLs are absolute, as `app.request` takes them (`http://localhost:8787/api/…`).
 */
export interface Requester {
  request(input: string, init?: RequestInit): Response | Promise<Response>;
}

/**
 * A {@link Requester} for the server at `base` (`http://127.0.0.1:port`): each request goes over a real socket to
 * the same path and query there.
 */
export function httpRequester(base: string): Requester {
  return {
    request(input, init) {
      const url = new URL(input, base);
      return fetch(`${base}${url.pathname}${url.search}`, init);
    },
  };
}

/** A session cookie of a fresh wallet, signed in to `app`. */
export async function signInFresh(app: Requester): Promise<string> {
  return signInAs(app, await generateKeyPairSigner());
}

/** Signs `signer` in through the real SIWS flow and returns the `cookie` header value of its session. */
export async function signInAs(
  app: Requester,
  signer: KeyPairSigner,
  overrides: Partial<SiwsFields> = {},
): Promise<string> {
  const input = SignInInputSchema.parse(
    await (await app.request('http://localhost:8787/api/auth/nonce')).json(),
  );
  const res = await app.request('http://localhost:8787/api/auth/verify', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(await signSiws(signer, { ...input, address: signer.address, ...overrides })),
  });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  return (res.headers.get('set-cookie') ?? '').split(';')[0] as string;
}

/** Signs a SIWS message as a wallet would; returns the verify body. */
export async function signSiws(signer: KeyPairSigner, fields: SiwsFields) {
  const message = new TextEncoder().encode(buildSiwsMessage(fields));
  const [signatures] = await signer.signMessages([{ content: message, signatures: {} }]);
  const signature = signatures?.[signer.address];
  if (!signature) throw new Error('no signature');
  return {
    signedMessage: Buffer.from(message).toString('base64'),
    signature: Buffer.from(signature).toString('base64'),
  };
}
