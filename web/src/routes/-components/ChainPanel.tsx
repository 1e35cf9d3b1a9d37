import type { Health } from '@solpad/core/schemas';
import { CardSection } from '../../components/kit';

const MODE_LABEL = {
  localnet: 'Localnet (embedded LiteSVM)',
  remote: 'Remote RPC',
} as const satisfies Record<Health['chain']['mode'], string>;

/** The chain the API serves, from `GET /api/health`. */
export function ChainPanel({ health, error }: { health: Health | undefined; error: Error | null }) {
  return (
    <CardSection label="Network" titleId="chain-title" className="card flex flex-col gap-4">
      {health ? (
        <dl className="grid grid-cols-2 gap-3">
          <div>
            <dt className="stat-label">Mode</dt>
            <dd className="mt-1 font-medium">{MODE_LABEL[health.chain.mode]}</dd>
          </div>
          <div>
            <dt className="stat-label">Cluster</dt>
            <dd className="mt-1 font-medium">{health.chain.cluster}</dd>
          </div>
          <div>
            <dt className="stat-label">Status</dt>
            <dd className={`mt-1 font-medium ${health.chain.ok ? 'text-emerald-300' : 'text-amber-300'}`}>
              {health.chain.ok ? 'Operational' : (health.chain.error ?? 'Degraded')}
            </dd>
          </div>
          <div>
            <dt className="stat-label">API</dt>
            <dd className="mt-1 font-medium">v{health.version}</dd>
          </div>
        </dl>
      ) : error ? (
        <p role="alert" className="text-red-300 text-sm">
          {error.message}
        </p>
      ) : (
        <p className="text-subtle text-sm">Checking the network…</p>
      )}
    </CardSection>
  );
}
