import { shortenAddress } from '@solpad/core/format';
import { AdminAuditPageSchema } from '@solpad/core/schemas';
import { useQuery } from '@tanstack/react-query';
import { adminRequest } from '../api';
import { Panel, QueryView, when } from '../ui';

function brief(value: unknown): string {
  if (value === null || value === undefined) return '—';
  const text = JSON.stringify(value);
  return text.length > 120 ? `${text.slice(0, 117)}…` : text;
}

/** The newest audit rows (`GET /api/admin/audit`): who changed what, when, before and after. */
export function AuditLog({ limit = 20 }: { limit?: number }) {
  const query = useQuery({
    queryKey: ['admin', 'audit', limit],
    queryFn: ({ signal }) =>
      adminRequest(`/api/admin/audit?limit=${limit}`, AdminAuditPageSchema, { signal }),
  });
  return (
    <Panel title="Audit log">
      <QueryView
        query={query}
        label="the audit log"
        isEmpty={(d) => d.entries.length === 0}
        empty="No admin changes yet."
      >
        {(d) => (
          <ol className="flex flex-col divide-y divide-line" aria-label="Audit entries">
            {d.entries.map((e) => (
              <li key={e.id} className="py-2 text-sm" data-action={e.action}>
                <div className="flex flex-wrap items-baseline gap-x-2">
                  <span className="badge">{e.action}</span>
                  {e.target && <span className="font-mono text-fg">{e.target}</span>}
                  <span className="text-muted text-xs">
                    by <span className="font-mono">{shortenAddress(e.actor)}</span> · {when(e.at)}
                  </span>
                </div>
                <p className="mt-1 break-all font-mono text-muted text-xs">
                  {brief(e.before)} → {brief(e.after)}
                </p>
              </li>
            ))}
          </ol>
        )}
      </QueryView>
    </Panel>
  );
}
