/**
 * A Solana address check without @solana/kit: the token routes decide in the router's entry chunk whether
 * `/tokens/{X}` is a token, and kit's address module (with its codecs and error tables) would add ~5 KB gzip
 * to every first paint. Same rule as kit's `isAddress` (32 to 44 base58 characters decoding to 32 bytes), by
 * core/rpc's kit-free base58; navigation.test.ts checks the two agree.
 */
import { isBase58Address } from '../rpc/base58';

/** True when `text` is a base58 Solana address (32 bytes). */
export function isSolanaAddressText(text: string): boolean {
  return isBase58Address(text);
}
