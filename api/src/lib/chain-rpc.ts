import { createSolanaRpcFromTransport, type RpcTransport } from '@solana/kit';
import { parseJsonWithBigInts, stringifyJsonWithBigInts } from '@solana/rpc-spec-types';
import type { ChainBackend } from '../chain/types';

/**
 * A typed @solana/kit RPC client for server-side code that talks to the chain in-process: the same JSON-RPC
 * the browser reaches over `/api/rpc`, without a network hop (localnet) or with the forwarder (remote).
 */
export function createChainRpc(chain: ChainBackend) {
  const transport: RpcTransport = async <T>({ payload }: { payload: unknown }) =>
    parseJsonWithBigInts(
      await chain.handleRpc(stringifyJsonWithBigInts(payload), { clientId: 'server' }),
    ) as T;
  return createSolanaRpcFromTransport(transport);
}

/** The server's RPC client type. */
export type ChainRpc = ReturnType<typeof createChainRpc>;
