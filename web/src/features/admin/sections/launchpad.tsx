import { type AdminToken, AdminTokenListSchema, AdminTokenSchema } from '@solpad/core/schemas';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useDeferredValue, useState } from 'react';
import { apiRequest, queryString } from '../../../lib/api';
import { ConfirmDialog, Panel, QueryView, sol, when } from '../ui';
import { useAdminWrite } from './system';

type Change = { token: AdminToken; hidden?: boolean; flagged?: boolean };

/** Launchpad: launched tokens, their venue and graduation, and moderation (hide / flag with a reason). */
export function LaunchpadSection() {
  const [text, setText] = useState('');
  const [status, setStatus] = useState<'' | 'active' | 'graduated'>('');
  const q = useDeferredValue(text.trim());
  const query = useInfiniteQuery({
    queryKey: ['admin', 'tokens', q, status],
    initialPageParam: undefined as string | undefined,
    queryFn: ({ signal, pageParam }) =>
      apiRequest(
        `/api/admin/tokens${queryString({ q: q || undefined, status: status || undefined, cursor: pageParam })}`,
        AdminTokenListSchema,
        { signal },
      ),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
  const [change, setChange] = useState<Change | null>(null);
  return (
    <Panel
      title="Launched tokens"
      actions={
        <div className="flex flex-wrap items-center gap-2">
          <label>
            <span className="sr-only">Search tokens by name, symbol or mint</span>
            <input
              type="search"
              className="input w-48"
              placeholder="Name, symbol or mint"
              maxLength={64}
              value={text}
              onChange={(e) => setText(e.target.value)}
            />
          </label>
          <label className="flex items-center gap-2 text-muted text-sm">
            Status
            <select
              className="input w-auto"
              value={status}
              onChange={(e) =>
                setStatus(e.target.value === 'active' || e.target.value === 'graduated' ? e.target.value : '')
              }
            >
              <option value="">All</option>
              <option value="active">On curve</option>
              <option value="graduated">Graduated</option>
            </select>
          </label>
        </div>
      }
    >
      <QueryView
        query={query}
        label="the tokens"
        isEmpty={(d) => d.pages.every((p) => p.tokens.length === 0)}
        empty="No launched tokens match."
      >
        {(d) => (
          <>
            <ul className="flex flex-col divide-y divide-line">
              {d.pages
                .flatMap((p) => p.tokens)
                .map((t) => (
                  <li
                    key={t.address}
                    className="flex flex-wrap items-start justify-between gap-2 py-2 text-sm"
                  >
                    <div className="min-w-0">
                      <p className="flex flex-wrap items-baseline gap-2">
                        <span className="font-medium text-fg">
                          {t.name} <span className="text-muted">({t.symbol})</span>
                        </span>
                        <span className="badge">{t.status === 'graduated' ? 'graduated' : 'on curve'}</span>
                        {t.isDemo && <span className="badge">demo</span>}
                        {t.hidden && <span className="badge text-amber-500">hidden</span>}
                        {t.flagged && <span className="badge text-red-500">flagged</span>}
                      </p>
                      <p className="break-all font-mono text-muted text-xs">{t.address}</p>
                      <p className="text-muted text-xs">
                        {t.trades} trades · {sol(t.volumeLamports, 2)} · created {when(t.createdAt)}
                        {t.poolAddress ? ` · pool ${t.poolAddress}` : ''}
                      </p>
                      {t.moderationReason && (
                        <p className="text-muted text-xs">Reason: {t.moderationReason}</p>
                      )}
                    </div>
                    <div className="flex gap-2">
                      <button
                        type="button"
                        className="btn-secondary"
                        aria-label={`${t.hidden ? 'Unhide' : 'Hide'} ${t.symbol}`}
                        onClick={() => setChange({ token: t, hidden: !t.hidden })}
                      >
                        {t.hidden ? 'Unhide' : 'Hide'}
                      </button>
                      <button
                        type="button"
                        className="btn-secondary"
                        aria-label={`${t.flagged ? 'Unflag' : 'Flag'} ${t.symbol}`}
                        onClick={() => setChange({ token: t, flagged: !t.flagged })}
                      >
                        {t.flagged ? 'Unflag' : 'Flag'}
                      </button>
                    </div>
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
                Load more
              </button>
            )}
          </>
        )}
      </QueryView>
      {change && <ModerateDialog change={change} onClose={() => setChange(null)} />}
    </Panel>
  );
}

function ModerateDialog({ change, onClose }: { change: Change; onClose: () => void }) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const { token, hidden, flagged } = change;
  const verb = hidden !== undefined ? (hidden ? 'Hide' : 'Unhide') : flagged ? 'Flag' : 'Unflag';
  const save = useAdminWrite(
    (body: { hidden?: boolean; flagged?: boolean; reason: string }) =>
      apiRequest(`/api/admin/tokens/${token.address}/flag`, AdminTokenSchema, { method: 'POST', body }),
    (t) => `${t.symbol}: ${t.hidden ? 'hidden' : 'visible'}, ${t.flagged ? 'flagged' : 'not flagged'}`,
  );
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={`${verb} ${token.symbol}?`}
      description={
        hidden !== undefined
          ? hidden
            ? 'The token disappears from public lists.'
            : 'The token shows in public lists again.'
          : flagged
            ? 'The token is marked as flagged for users.'
            : 'The flag is removed.'
      }
      confirmLabel={verb}
      busy={save.isPending}
      onConfirm={() => {
        if (!reason.trim()) {
          setError('A reason is required');
          return;
        }
        save.mutate(
          {
            ...(hidden !== undefined ? { hidden } : {}),
            ...(flagged !== undefined ? { flagged } : {}),
            reason: reason.trim(),
          },
          { onSuccess: onClose },
        );
      }}
    >
      <label className="flex flex-col gap-1 text-sm">
        Reason
        <input className="input" value={reason} maxLength={500} onChange={(e) => setReason(e.target.value)} />
      </label>
      {error && (
        <p role="alert" className="text-red-600 text-xs dark:text-red-400">
          {error}
        </p>
      )}
    </ConfirmDialog>
  );
}
