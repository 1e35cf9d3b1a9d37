import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { address } from '@solana/kit';
import { afterAll, describe, expect, it } from 'vitest';
import { createPlatformKeys, deriveSeed, PLATFORM_SECRET_FILE, resolvePlatformSecret } from '.';

const dir = mkdtempSync(path.join(tmpdir(), 'solpad-keys-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const MINT = address('So11111111111111111111111111111111111111112');
const OTHER = address('Fe7yGfQnNJy5vNNdgSBDKR8yy8pAp3GRtPGNyp3VzWtp');

describe('platform keys', () => {
  it('derives the same keys from the same secret, and different keys per label and per secret', async () => {
    const a = createPlatformKeys('a'.repeat(40));
    const again = createPlatformKeys('a'.repeat(40));
    const b = createPlatformKeys('b'.repeat(40));
    expect((await a.treasury()).address).toBe((await again.treasury()).address);
    expect((await a.vault(MINT)).address).toBe((await again.vault(MINT)).address);
    const all = new Set([
      (await a.treasury()).address,
      (await a.vault(MINT)).address,
      (await a.vault(OTHER)).address,
      (await a.pool(MINT)).address,
      (await b.treasury()).address,
      (await b.vault(MINT)).address,
    ]);
    expect(all.size).toBe(6);
  });

  it('uses HKDF-SHA256 with the documented salt (a fixed vector)', () => {
    expect(Buffer.from(deriveSeed('x'.repeat(32), 'treasury')).toString('hex')).toMatchInlineSnapshot(
      `"6e1fb62bcaa5bd0cd32da1b9705ded728b1973d1e259d156dfe36f0422b32bde"`,
    );
  });

  it('keeps private keys non-extractable', async () => {
    const signer = await createPlatformKeys('c'.repeat(40)).treasury();
    expect(signer.keyPair.privateKey.extractable).toBe(false);
  });

  it('generates a localnet secret once, mode 0600, and refuses a short configured one', () => {
    const first = resolvePlatformSecret({ configured: undefined, dataDir: dir, chainMode: 'localnet' });
    const second = resolvePlatformSecret({ configured: undefined, dataDir: dir, chainMode: 'localnet' });
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(second).toBe(first);
    expect(statSync(path.join(dir, PLATFORM_SECRET_FILE)).mode & 0o777).toBe(0o600);
    expect(readFileSync(path.join(dir, PLATFORM_SECRET_FILE), 'utf8').trim()).toBe(first);
    expect(resolvePlatformSecret({ configured: undefined, dataDir: dir, chainMode: 'remote' })).toBeNull();
    expect(() => resolvePlatformSecret({ configured: 'short', dataDir: dir, chainMode: 'remote' })).toThrow(
      /at least 32/,
    );
  });
});
