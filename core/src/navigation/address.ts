/**
 * A Solana address check without @solana/kit: the token routes decide in the router's entry chunk whether
 * `/tokens/{X}` is a token, and kit's address module (with its codecs and error tables) would add ~5 KB gzip
 * to every first paint. Same rule as kit's `isAddress` (32 to 44 base58 characters decoding to 32 bytes);
 * navigation.test.ts checks the two agree.
 */

const ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const DIGIT = new Map([...ALPHABET].map((c, i) => [c, i]));

/** The number of bytes `text` decodes to in base58, or -1 when it holds a character outside the alphabet. */
function base58ByteLength(text: string): number {
  const bytes: number[] = [];
  for (const char of text) {
    let carry = DIGIT.get(char);
    if (carry === undefined) return -1;
    for (let i = 0; i < bytes.length; i++) {
      carry += (bytes[i] as number) * 58;
      bytes[i] = carry & 0xff;
      carry >>= 8;
    }
    while (carry > 0) {
      bytes.push(carry & 0xff);
      carry >>= 8;
    }
  }
  let leadingZeros = 0;
  while (text[leadingZeros] === '1') leadingZeros++;
  return leadingZeros + bytes.length;
}

/** True when `text` is a base58 Solana address (32 bytes). */
export function isSolanaAddressText(text: string): boolean {
  return text.length >= 32 && text.length <= 44 && base58ByteLength(text) === 32;
}
