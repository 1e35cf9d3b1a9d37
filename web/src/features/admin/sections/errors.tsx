import { AdminErrorPageSchema } from '@solpad/core/schemas';
import { useState } from 'react';
import { SearchFilter, SelectFilter, usePagedList } from '../../../components/kit';
import { useSearchText } from '../../../components/list-kit/useSearchText';
import { PagedPanel, when } from '../ui';

const KINDS = [
  { value: 'client', label: 'Client' },
  { value: 'server', label: 'Server' },
] as const;

/** Errors: the client and server error logs, filterable by kind and text, newest first, paged. */
export function ErrorsSection() {
  const [kind, setKind] = useState<'client' | 'server'>('client');
  const { q, box } = useSearchText();
  const query = usePagedList(['admin', 'errors'], '/api/admin/errors', { kind, q }, AdminErrorPageSchema);
  return (
    <PagedPanel
      title="Error log"
      filters={
        <>
          <SelectFilter label="Kind" value={kind} options={KINDS} onChange={(v) => setKind(v || 'client')} />
          <SearchFilter
            label="Filter errors by text"
            placeholder="Message or location"
            maxLength={200}
            {...box}
          />
        </>
      }
      query={query}
      label="the error log"
      empty={q ? `No ${kind} errors match “${q}”.` : `No ${kind} errors logged.`}
      items={(p) => p.errors}
      itemKey={(e) => e.id}
      listLabel={`${kind} errors`}
    >
      {(e) => (
        <li className="py-2 text-sm">
          <p className="flex flex-wrap items-baseline gap-x-2">
            <span className="badge">{e.kind}</span>
            {e.status !== null && <span className="badge">{e.status}</span>}
            <span className="break-all text-fg">{e.message}</span>
          </p>
          <p className="break-all text-muted text-xs">
            {when(e.at)} · {e.method ? `${e.method} ` : ''}
            {e.where}
            {e.requestId ? ` · request ${e.requestId}` : ''}
          </p>
          {e.hint && <p className="text-muted text-xs">Hint: {e.hint}</p>}
          {e.stack && (
            <details className="mt-1">
              <summary className="cursor-pointer text-muted text-xs">Stack</summary>
              <pre className="overflow-x-auto whitespace-pre-wrap break-all text-[11px] text-muted">
                {e.stack}
              </pre>
            </details>
          )}
        </li>
      )}
    </PagedPanel>
  );
}
