import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import type { AppConfig } from '../config';
import { resolvePlatformSecret } from '../keys';
import { catalogued } from '../lib/errors';

/**
 * Secrets kept in the database (bot tokens) are sealed with AES-256-GCM under a key derived from the platform's
 * master secret: HKDF-SHA256(ikm = PLATFORM_SECRET, salt = "solpad/settings/v1", info = purpose). On the
 * localnet without PLATFORM_SECRET the master secret is the one generated into DATA_DIR/platform-secret (mode
 * 0600, see api/src/keys). A database dump alone therefore reveals no token; rotating PLATFORM_SECRET makes the
 * stored tokens unreadable (set them again).
 */
export interface SealedSecret {
  v: 1;
  /** 12-byte nonce, base64. */
  iv: string;
  /** GCM authentication tag, base64. */
  tag: string;
  /** Ciphertext, base64. */
  ct: string;
}

const SALT = 'solpad/settings/v1';

/** The 32-byte key of `purpose`. */
export function deriveSettingsKey(masterSecret: string, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', Buffer.from(masterSecret, 'utf8'), SALT, purpose, 32));
}

/** Encrypts `plaintext`; `purpose` is bound as associated data so a sealed value cannot be moved elsewhere. */
export function seal(key: Buffer, plaintext: string, purpose: string): SealedSecret {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(purpose, 'utf8'));
  const ct = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return {
    v: 1,
    iv: iv.toString('base64'),
    tag: cipher.getAuthTag().toString('base64'),
    ct: ct.toString('base64'),
  };
}

/** Decrypts a value from {@link seal}; throws when the key, purpose or bytes do not match. */
export function open(key: Buffer, sealed: SealedSecret, purpose: string): string {
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(sealed.iv, 'base64'));
  decipher.setAAD(Buffer.from(purpose, 'utf8'));
  decipher.setAuthTag(Buffer.from(sealed.tag, 'base64'));
  return Buffer.concat([decipher.update(Buffer.from(sealed.ct, 'base64')), decipher.final()]).toString(
    'utf8',
  );
}

/** The settings key of `purpose` for this server; 503 on a remote chain without PLATFORM_SECRET. */
export function settingsKeyFor(config: AppConfig, chainMode: 'localnet' | 'remote', purpose: string): Buffer {
  const secret = resolvePlatformSecret({
    configured: config.platformSecret,
    dataDir: config.dataDir,
    chainMode,
  });
  if (secret === null) throw catalogued('CONFIG__PLATFORM_SECRET');
  return deriveSettingsKey(secret, purpose);
}
