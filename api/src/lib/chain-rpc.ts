import { createSolanaRpcFromTransport, type RpcTransport } from '@solana/kit';
import { parseJsonWithBigInts, stringifyJsonWithBigInts } from '@solana/rpc-spec-types';
import type { ChainBackend } from '../chain/types';

/**
 * A typed @solana/kit RPC client for server-side code that talks to the chain in-process: the same JSON-RPC
 * the browser reaches over `/api/rpc`, without a network hop (localnet) or with the forwarder (remote). The
 * localnet takes the request as a value and answers as one (no JSON text written and parsed on either side).
 */
export function createChainRpc(chain: ChainBackend) {
  const ctx = { clientId: 'server' };
  const byValue = chain.handleRpcValue?.bind(chain);
  const transport: RpcTransport = byValue
    ? async <T>({ payload }: { payload: unknown }) => (await byValue(payload, ctx)) as T
    : async <T>({ payload }: { payload: unknown }) =>
        parseJsonWithBigInts(await chain.handleRpc(stringifyJsonWithBigInts(payload), ctx)) as T;
  return createSolanaRpcFromTransport(transport);
}

/** The server's RPC client type. */
export type ChainRpc = ReturnType<typeof createChainRpc>;
