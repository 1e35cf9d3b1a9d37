import { shortenAddress } from '@solpad/core/format';
import { type AdminAuditAction, AdminAuditActionSchema, AdminAuditPageSchema } from '@solpad/core/schemas';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { apiRequest, queryString } from '../../../lib/api';
import { Panel, QueryView, when } from '../ui';

function brief(value: unknown): string {
  if (value === null || value === undefined) return '—';
  const text = JSON.stringify(value);
  return text.length > 160 ? `${text.slice(0, 157)}…` : text;
}

/**
 * The audit log (`GET /api/admin/audit`): who changed what, when, before and after; newest first, filterable
 * by action, paged with the API's cursor.
 */
export function AuditLog({ limit = 20 }: { limit?: number }) {
  const [action, setAction] = useState<AdminAuditAction | ''>('');
  const query = useInfiniteQuery({
    queryKey: ['admin', 'audit', limit, action],
    initialPageParam: undefined as string | undefined,
    queryFn: ({ signal, pageParam }) =>
      apiRequest(
        `/api/admin/audit${queryString({ limit, action: action || undefined, before: pageParam })}`,
        AdminAuditPageSchema,
        { signal },
      ),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
  return (
    <Panel
      title="Audit log"
      actions={
        <label className="flex items-center gap-2 text-muted text-sm">
          Action
          <select
            className="input w-auto"
            value={action}
            onChange={(e) => {
              const parsed = AdminAuditActionSchema.safeParse(e.target.value);
              setAction(parsed.success ? parsed.data : '');
            }}
          >
            <option value="">All</option>
            {AdminAuditActionSchema.options.map((a) => (
              <option key={a} value={a}>
                {a}
              </option>
            ))}
          </select>
        </label>
      }
    >
      <QueryView
        query={query}
        label="the audit log"
        isEmpty={(d) => d.pages.every((p) => p.entries.length === 0)}
        empty={action ? `No ${action} changes yet.` : 'No admin changes yet.'}
      >
        {(d) => (
          <>
            <ol className="flex flex-col divide-y divide-line" aria-label="Audit entries">
              {d.pages
                .flatMap((p) => p.entries)
                .map((e) => (
                  <li key={e.id} className="py-2 text-sm" data-action={e.action}>
                    <div className="flex flex-wrap items-baseline gap-x-2">
                      <span className="badge">{e.action}</span>
                      {e.target && <span className="break-all font-mono text-fg">{e.target}</span>}
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
            {query.hasNextPage && (
              <button
                type="button"
                className="btn-secondary mt-3"
                disabled={query.isFetchingNextPage}
                onClick={() => void query.fetchNextPage()}
              >
                {query.isFetchingNextPage ? 'Loading…' : 'Older entries'}
              </button>
            )}
          </>
        )}
      </QueryView>
    </Panel>
  );
}
