import { createSolanaRpc } from '@solana/kit';

export { base58Decode, base58Encode, isBase58Address } from './base58';
export { stringifyJsonWithBigInts } from './bigint-json';
export { parseJsonLossless } from './lossless-json';
export { pollSignature, type SignatureOutcome, type SignatureStatusRpc } from './signature-status';
export { toAddress } from './to-address';

/** The API's Solana JSON-RPC path (served by the localnet or forwarded to the configured cluster). */
export const RPC_PATH = '/api/rpc';
/** The spec's balance endpoint (§7); same server, same chain. */
export const BALANCE_RPC_PATH = '/api/helius/rpc';

/** A @solana/kit RPC client bound to the API at `apiBaseUrl` (empty string: same origin). */
export function createApiRpc(apiBaseUrl: string) {
  return createSolanaRpc(`${apiBaseUrl.replace(/\/$/, '')}${RPC_PATH}`);
}
