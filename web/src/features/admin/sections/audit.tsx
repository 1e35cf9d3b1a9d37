import { shortenAddress } from '@solpad/core/format';
import { type AdminAuditAction, AdminAuditActionSchema, AdminAuditPageSchema } from '@solpad/core/schemas';
import { useState } from 'react';
import { LoadMore, noItems, Panel, SelectFilter, usePagedList } from '../../../components/kit';
import { QueryView, when } from '../ui';

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
  const query = usePagedList(
    ['admin', 'audit'],
    '/api/admin/audit',
    { limit, action },
    AdminAuditPageSchema,
    'before',
  );
  return (
    <Panel
      title="Audit log"
      actions={
        <SelectFilter
          label="Action"
          all="All"
          value={action}
          options={AdminAuditActionSchema.options.map((a) => ({ value: a, label: a }))}
          onChange={setAction}
        />
      }
    >
      <QueryView
        query={query}
        label="the audit log"
        isEmpty={noItems((p) => p.entries)}
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
            <LoadMore query={query} label="Older entries" />
          </>
        )}
      </QueryView>
    </Panel>
  );
}
