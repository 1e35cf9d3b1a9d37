import { describe, expect, it } from 'vitest';
import { DEV_EXTENSION_ID, DEV_EXTENSION_KEY, EXTENSION_ID_PATTERN, extensionIdFromKeyDigest } from './index';

const digest = async (bytes: Uint8Array<ArrayBuffer>) =>
  new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));

describe('the extension id', () => {
  it("is Chrome's id of the development key", async () => {
    const der = Uint8Array.from(atob(DEV_EXTENSION_KEY), (ch) => ch.charCodeAt(0));
    expect(extensionIdFromKeyDigest(await digest(der))).toBe(DEV_EXTENSION_ID);
    expect(EXTENSION_ID_PATTERN.test(DEV_EXTENSION_ID)).toBe(true);
  });

  it('maps each hex digit of the digest to a letter a–p', () => {
    const sha = new Uint8Array(32);
    sha[0] = 0x0f;
    sha[15] = 0xa1;
    expect(extensionIdFromKeyDigest(sha)).toBe(`ap${'a'.repeat(28)}kb`);
  });
});
