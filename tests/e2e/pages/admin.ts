import type { APIRequestContext } from '@playwright/test';
import { createKeyPairSignerFromPrivateKeyBytes, type KeyPairSigner } from '@solana/kit';
import { signInAs } from '../support/siws';
import { E2E_ADMIN_ADDRESS, E2E_ADMIN_SEED_HEX } from './admin-wallet';

export async function e2eAdminSigner(): Promise<KeyPairSigner> {
  const signer = await createKeyPairSignerFromPrivateKeyBytes(Buffer.from(E2E_ADMIN_SEED_HEX, 'hex'));
  if (signer.address !== E2E_ADMIN_ADDRESS) throw new Error(`admin seed gives ${signer.address}`);
  return signer;
}

/**
 * Signs `request` in as the test admin through the real Sign-In With Solana flow (nonce, signed message,
 * verify); the session cookie stays in the request context.
 */
export async function signInAsAdmin(request: APIRequestContext): Promise<void> {
  const body = await signInAs(request, await e2eAdminSigner());
  if (!body.isAdmin) throw new Error('the test admin is not in ADMIN_WALLETS of the test server');
}

/** Sets the global maintenance flag (admin session required). */
export async function setMaintenance(request: APIRequestContext, enabled: boolean): Promise<void> {
  const res = await request.post('/api/admin/maintenance-mode', { data: { enabled } });
  if (!res.ok()) throw new Error(`maintenance-mode: ${res.status()} ${await res.text()}`);
}

/** Sets one path's maintenance flag (admin session required). */
export async function setPathMaintenance(
  request: APIRequestContext,
  path: string,
  enabled: boolean,
): Promise<void> {
  const res = await request.post('/api/admin/path-maintenance', { data: { path, enabled } });
  if (!res.ok()) throw new Error(`path-maintenance: ${res.status()} ${await res.text()}`);
}
