import { isAddress, verifySignature } from '@solana/kit';
import { describe, expect, it } from 'vitest';
import { DEV_WALLET_SEED_KEY } from './constants';
import { createDevSigner, loadOrCreateSeed, type SeedStorage } from './signer';

function memoryStorage(): SeedStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return { data, getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v) };
}

describe('dev wallet signer', () => {
  it('signs a message that verifies against its public key', async () => {
    const signer = await createDevSigner(loadOrCreateSeed(memoryStorage()));
    const message = new TextEncoder().encode('hello solpad');

    const signature = await signer.signMessage(message);

    expect(isAddress(signer.address)).toBe(true);
    expect(await verifySignature(signer.keyPair.publicKey, signature, message)).toBe(true);
    expect(
      await verifySignature(signer.keyPair.publicKey, signature, new TextEncoder().encode('other')),
    ).toBe(false);
  });

  it('keeps the same key across loads from the same storage', async () => {
    const storage = memoryStorage();
    const first = await createDevSigner(loadOrCreateSeed(storage));
    const second = await createDevSigner(loadOrCreateSeed(storage));

    expect(second.address).toBe(first.address);
    expect(storage.data.get(DEV_WALLET_SEED_KEY)).toMatch(/^[A-Za-z0-9+/]{43}=$/);
  });

  it('replaces a damaged stored seed with a fresh one', () => {
    const storage = memoryStorage();
    storage.setItem(DEV_WALLET_SEED_KEY, 'not base64 of 32 bytes');

    const seed = loadOrCreateSeed(storage);

    expect(seed).toHaveLength(32);
    expect(storage.data.get(DEV_WALLET_SEED_KEY)).not.toBe('not base64 of 32 bytes');
  });
});
