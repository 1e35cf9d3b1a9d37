import type { SolanaSignInFeature, SolanaSignMessageFeature } from '@solana/wallet-standard-features';
import { buildSiwsMessage } from '@solpad/core/auth';
import { AuthSessionSchema, SignInInputSchema } from '@solpad/core/schemas';
import type { WalletConnection } from '@solpad/core/wallet';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api';

/** Query key of `GET /api/auth/me`. */
export const AUTH_SESSION_KEY = ['auth', 'me'] as const;

/** The browser's sign-in session (`GET /api/auth/me`). Every /moonvault screen reads it first. */
export function useAuthSession() {
  return useQuery({
    queryKey: AUTH_SESSION_KEY,
    queryFn: ({ signal }) => apiRequest('/api/auth/me', AuthSessionSchema, { signal }),
    staleTime: 30_000,
  });
}

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary);
}

/**
 * Sign-In With Solana with the connected wallet: the wallet's own `solana:signIn` when it has one, else
 * (DESIGN.md) the same message built here and signed with `solana:signMessage`. The server checks it.
 */
export async function signInWithWallet(connection: WalletConnection) {
  const input = await apiRequest('/api/auth/nonce', SignInInputSchema);
  const features = connection.wallet.features as Partial<SolanaSignInFeature & SolanaSignMessageFeature>;
  let signedMessage: Uint8Array;
  let signature: Uint8Array;
  const signIn = features['solana:signIn'];
  const signMessage = features['solana:signMessage'];
  if (signIn) {
    const [out] = await signIn.signIn({ ...input, address: connection.address });
    if (!out) throw new Error('The wallet returned no signature');
    signedMessage = out.signedMessage;
    signature = out.signature;
  } else if (signMessage) {
    signedMessage = new TextEncoder().encode(buildSiwsMessage({ ...input, address: connection.address }));
    const [out] = await signMessage.signMessage({ account: connection.account, message: signedMessage });
    if (!out) throw new Error('The wallet returned no signature');
    signature = out.signature;
  } else {
    throw new Error('This wallet cannot sign messages');
  }
  return apiRequest('/api/auth/verify', AuthSessionSchema, {
    method: 'POST',
    body: {
      address: connection.address,
      signedMessage: toBase64(signedMessage),
      signature: toBase64(signature),
    },
  });
}

/** The sign-in action; on success the session query holds the new session. */
export function useSignIn() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: signInWithWallet,
    onSuccess: (session) => {
      client.setQueryData(AUTH_SESSION_KEY, session);
      void client.invalidateQueries({ queryKey: ['admin'] });
    },
  });
}

/** Signs out (`POST /api/auth/logout`) and forgets every admin read. */
export function useSignOut() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest('/api/auth/logout', AuthSessionSchema, { method: 'POST' }),
    onSuccess: (session) => {
      client.setQueryData(AUTH_SESSION_KEY, session);
      client.removeQueries({ queryKey: ['admin'] });
    },
  });
}
