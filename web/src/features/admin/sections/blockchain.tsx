import { AdminBlockchainSchema, AdminSnapshotResponseSchema } from '@solpad/core/schemas';
import { MutationButton, Panel } from '../../../components/kit';
import { apiRequest } from '../../../lib/api';
import { useAdminRead, useAdminWrite } from '../data';
import { bytes, ms, QueryView, Stat, when } from '../ui';

/** Blockchain: chain mode, cluster, slot, RPC latency, localnet state and a snapshot button. */
export function BlockchainSection() {
  const query = useAdminRead('blockchain', AdminBlockchainSchema, { refetchInterval: 10_000 });
  const snapshot = useAdminWrite(
    () => apiRequest('/api/admin/blockchain/snapshot', AdminSnapshotResponseSchema, { method: 'POST' }),
    (r) => `Snapshot written in ${r.ms.toFixed(0)} ms (${bytes(r.localnet.snapshotBytes)})`,
  );
  return (
    <div className="grid gap-4">
      <Panel title="Chain">
        <QueryView query={query} label="the chain status">
          {(d) => (
            <>
              {!d.ok && (
                <p role="alert" className="mb-3 text-red-600 text-sm dark:text-red-400">
                  The RPC did not answer: {d.rpcError ?? 'unknown error'}
                </p>
              )}
              <dl className="grid grid-cols-2 gap-2 sm:grid-cols-3">
                <Stat label="Mode" value={d.mode} />
                <Stat label="Cluster" value={d.cluster} />
                <Stat label="Status" value={d.ok ? 'OK' : 'Down'} />
                <Stat label="Slot" value={d.slot ?? '—'} />
                <Stat label="Block height" value={d.blockHeight ?? '—'} />
                <Stat label="RPC latency" value={ms(d.rpcLatencyMs)} />
              </dl>
            </>
          )}
        </QueryView>
      </Panel>
      <Panel
        title="Localnet state"
        actions={
          query.data?.localnet ? (
            <MutationButton mutation={snapshot} className="btn-primary" busy="Snapshotting…">
              Snapshot now
            </MutationButton>
          ) : null
        }
      >
        <QueryView
          query={query}
          label="the localnet state"
          isEmpty={(d) => d.localnet === null}
          empty="This server runs against a remote cluster: there is no localnet state to show or snapshot."
        >
          {(d) =>
            d.localnet && (
              <dl className="grid grid-cols-2 gap-2 sm:grid-cols-3">
                <Stat label="Journal entries" value={d.localnet.journalEntries} />
                <Stat label="Since snapshot" value={d.localnet.entriesSinceSnapshot} />
                <Stat label="Snapshot size" value={bytes(d.localnet.snapshotBytes)} />
                <Stat label="Snapshot at" value={when(d.localnet.snapshotAt)} />
                <Stat
                  label="Data dir"
                  value={<span className="font-mono text-sm">{d.localnet.dataDir}</span>}
                />
              </dl>
            )
          }
        </QueryView>
      </Panel>
    </div>
  );
}
