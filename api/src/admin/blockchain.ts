import {
  type AdminBlockchain,
  AdminBlockchainSchema,
  AdminSnapshotResponseSchema,
  type LocalnetStats,
} from '@solpad/core/schemas';
import type { LocalnetStats as ChainLocalnetStats } from '../chain/types';
import { catalogued } from '../lib/errors';
import { actorOf, audited } from './audit';
import { type AdminDeps, adminApp } from './env';

const toJson = (s: ChainLocalnetStats): LocalnetStats => ({
  journalEntries: s.journalEntries,
  entriesSinceSnapshot: s.entriesSinceSnapshot,
  snapshotBytes: s.snapshotBytes,
  snapshotAt: s.snapshotAt?.toISOString() ?? null,
  dataDir: s.dataDir,
});

/** `GET /blockchain` (mode, cluster, slot, block height, RPC latency, localnet state) and a snapshot button. */
export function blockchainRoutes(deps: AdminDeps) {
  const { chain, config } = deps;
  return adminApp()
    .get('/blockchain', async (c) => {
      let slot: number | null = null;
      let blockHeight: number | null = null;
      let rpcLatencyMs: number | null = null;
      let error: string | null = null;
      try {
        const t = performance.now();
        slot = Number(await chain.getSlot());
        rpcLatencyMs = Math.round((performance.now() - t) * 100) / 100;
        const reply = JSON.parse(
          await chain.handleRpc(JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'getBlockHeight' }), {
            clientId: 'admin-console',
          }),
        ) as { result?: unknown; error?: { message?: string } };
        if (typeof reply.result === 'number') blockHeight = reply.result;
        else error = `getBlockHeight: ${reply.error?.message ?? 'no result'}`;
      } catch {
        // The message of a remote failure may name the RPC URL (with its key): say only what failed.
        error = 'chain unreachable';
      }
      const body: AdminBlockchain = {
        mode: chain.mode,
        cluster: config.cluster,
        ok: error === null,
        rpcError: error,
        slot,
        blockHeight,
        rpcLatencyMs,
        localnet: chain.stats ? toJson(await chain.stats()) : null,
      };
      return c.json(AdminBlockchainSchema.parse(body));
    })
    .post('/blockchain/snapshot', async (c) => {
      const { snapshotNow, stats } = chain;
      if (!snapshotNow || !stats) throw catalogued('NOT_LOCALNET');
      const result = await audited(
        deps.database.db,
        actorOf(c),
        'blockchain.snapshot',
        'localnet',
        async () => {
          const before = toJson(await stats.call(chain));
          const t = performance.now();
          const after = toJson(await snapshotNow.call(chain));
          const ms = Math.round((performance.now() - t) * 100) / 100;
          return { before, after, result: { ms, localnet: after } };
        },
      );
      return c.json(AdminSnapshotResponseSchema.parse(result));
    });
}
