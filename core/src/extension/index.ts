/**
 * The browser extension's identity. A Chrome extension's id is derived from the public key in its manifest; the
 * development build carries the key below (wxt.config.ts), so every unpacked build has the same id and the API
 * can name it among the origins it trusts (EXTENSION_IDS). A store build gets the store's own key and id.
 */

/**
 * The public key (base64 DER SubjectPublicKeyInfo, RSA 2048) of the development build's manifest `key`. Only the
 * public half is kept: it fixes the id of an unpacked build and signs nothing. Its id is {@link DEV_EXTENSION_ID}.
 */
export const DEV_EXTENSION_KEY =
  'MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEAxWkOgxcNoXCWNztFbVg+p43HTX/tWswBhCvqaEevj0RQ3rabINAYdMbTT2biWxAseN7I0IqVJ4mIK8J2WRTHxt4C0TLB+baJFhYENzpdB3a6xqftBNm9ZTW1WdT14pqSKFGxnAY8DrEYa5cX5F3TqmUUnCjJeSQosHbivHIhJ8B7Pm5TSoz1uo4sJVQxO5kETBljNXZYagvkU1sp/GET5C9q116gl9e/XKivUNZOqT111DcOIy6RkLQICOJrbhFT5H7onCgK0c98jhrLYwwTVG4xAKgH7HJf46vUo0AfmsxYfTVvpgl0H+BlOqfTVfYFJk3qOtHfktp4ye9BUaZbzQIDAQAB';

/** The id Chrome gives the development build (derived from {@link DEV_EXTENSION_KEY}; a test checks it). */
export const DEV_EXTENSION_ID = 'lgfaekbmjklclgamikkckbdnmacbfnbh';

/** A Chrome extension id (32 letters a–p) or a Firefox extension's per-install origin UUID. */
export const EXTENSION_ID_PATTERN =
  /^([a-p]{32}|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

/**
 * Chrome's extension id for a manifest key, from the SHA-256 digest of the key's DER bytes: the digest's first
 * 32 hex digits, each written as a letter (0 → a … f → p).
 */
export function extensionIdFromKeyDigest(sha256: Uint8Array): string {
  let id = '';
  for (const byte of sha256.subarray(0, 16)) {
    id += String.fromCharCode(97 + (byte >> 4), 97 + (byte & 0x0f));
  }
  return id;
}
