import { AdminTreasurySchema } from '@solpad/core/schemas';
import { useQuery } from '@tanstack/react-query';
import { adminRequest } from '../api';
import { Panel, QueryView, sol } from '../ui';

/** Wallet: the platform's accounts and their balances, read on chain. */
export function WalletSection() {
  const query = useQuery({
    queryKey: ['admin', 'treasury'],
    queryFn: ({ signal }) => adminRequest('/api/admin/treasury', AdminTreasurySchema, { signal }),
  });
  return (
    <Panel title="Treasury">
      <QueryView
        query={query}
        label="the treasury"
        isEmpty={(d) => d.accounts.length === 0}
        empty="No platform accounts are configured."
      >
        {(d) => (
          <>
            <ul className="flex flex-col divide-y divide-line">
              {d.accounts.map((a) => (
                <li
                  key={`${a.role}-${a.address}`}
                  className="flex flex-wrap justify-between gap-2 py-2 text-sm"
                >
                  <span>
                    <span className="font-medium text-fg">{a.role}</span>{' '}
                    <span className="break-all font-mono text-muted text-xs">{a.address}</span>
                  </span>
                  <span className="font-semibold tabular-nums">{sol(a.lamports)}</span>
                </li>
              ))}
            </ul>
            <p className="mt-3 font-semibold text-fg text-sm">Total: {sol(d.totalLamports)}</p>
            <p className="mt-2 text-muted text-xs">Withdrawing collected fees is not available yet.</p>
          </>
        )}
      </QueryView>
    </Panel>
  );
}
