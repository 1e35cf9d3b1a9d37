import { AdminErrorPageSchema } from '@solpad/core/schemas';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useDeferredValue, useState } from 'react';
import { apiRequest, queryString } from '../../../lib/api';
import { Panel, QueryView, when } from '../ui';

/** Errors: the client and server error logs, filterable by kind and text, newest first, paged. */
export function ErrorsSection() {
  const [kind, setKind] = useState<'client' | 'server'>('client');
  const [text, setText] = useState('');
  const q = useDeferredValue(text.trim());
  const query = useInfiniteQuery({
    queryKey: ['admin', 'errors', kind, q],
    initialPageParam: undefined as string | undefined,
    queryFn: ({ signal, pageParam }) =>
      apiRequest(
        `/api/admin/errors${queryString({ kind, q: q || undefined, cursor: pageParam })}`,
        AdminErrorPageSchema,
        { signal },
      ),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
  return (
    <Panel
      title="Error log"
      actions={
        <div className="flex flex-wrap gap-2">
          <label className="flex items-center gap-2 text-muted text-sm">
            Kind
            <select
              className="input w-auto"
              value={kind}
              onChange={(e) => setKind(e.target.value === 'server' ? 'server' : 'client')}
            >
              <option value="client">Client</option>
              <option value="server">Server</option>
            </select>
          </label>
          <label className="flex items-center gap-2 text-muted text-sm">
            <span className="sr-only">Filter errors by text</span>
            <input
              type="search"
              className="input w-48"
              placeholder="Message or location"
              value={text}
              maxLength={200}
              onChange={(e) => setText(e.target.value)}
            />
          </label>
        </div>
      }
    >
      <QueryView
        query={query}
        label="the error log"
        isEmpty={(d) => d.pages.every((p) => p.errors.length === 0)}
        empty={q ? `No ${kind} errors match “${q}”.` : `No ${kind} errors logged.`}
      >
        {(d) => (
          <>
            <ul className="flex flex-col divide-y divide-line" aria-label={`${kind} errors`}>
              {d.pages
                .flatMap((p) => p.errors)
                .map((e) => (
                  <li key={e.id} className="py-2 text-sm">
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
                ))}
            </ul>
            {query.hasNextPage && (
              <button
                type="button"
                className="btn-secondary mt-3"
                disabled={query.isFetchingNextPage}
                onClick={() => void query.fetchNextPage()}
              >
                {query.isFetchingNextPage ? 'Loading…' : 'Load more'}
              </button>
            )}
          </>
        )}
      </QueryView>
    </Panel>
  );
}
