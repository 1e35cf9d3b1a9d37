import { isSolanaError, SOLANA_ERROR__JSON_RPC__INTERNAL_ERROR } from '@solana/kit';

/**
 * Whether `err` is the chain failing the API's own call: a JSON-RPC internal error (-32603) from the server's RPC
 * client — the chain service unreachable (chain/served.ts), an upstream RPC that timed out, went away or answered
 * nonsense (chain/remote.ts). Nothing a client sends causes one; the API answers 502 `CHAIN__UNAVAILABLE` (a
 * moment later the same request may succeed), never a 500.
 */
export function chainUnavailable(err: unknown): boolean {
  return isSolanaError(err, SOLANA_ERROR__JSON_RPC__INTERNAL_ERROR);
}
