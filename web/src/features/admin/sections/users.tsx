import { AdminBanResponseSchema, type AdminUser, AdminUserListSchema } from '@solpad/core/schemas';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useDeferredValue, useState } from 'react';
import { apiRequest, queryString } from '../../../lib/api';
import { ConfirmDialog, Panel, QueryView, when } from '../ui';
import { useAdminWrite } from './system';

/** Users: wallets seen, their sessions, and bans (with a reason, confirmed in a dialog). */
export function UsersSection() {
  const [text, setText] = useState('');
  const [bannedOnly, setBannedOnly] = useState(false);
  const q = useDeferredValue(text.trim());
  const query = useInfiniteQuery({
    queryKey: ['admin', 'users', q, bannedOnly],
    initialPageParam: undefined as string | undefined,
    queryFn: ({ signal, pageParam }) =>
      apiRequest(
        `/api/admin/users${queryString({ q: q || undefined, banned: bannedOnly ? 'true' : undefined, cursor: pageParam })}`,
        AdminUserListSchema,
        { signal },
      ),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
  const [target, setTarget] = useState<AdminUser | null>(null);
  return (
    <Panel
      title="Wallets"
      actions={
        <div className="flex flex-wrap items-center gap-3">
          <label>
            <span className="sr-only">Filter by the start of an address</span>
            <input
              type="search"
              className="input w-48"
              placeholder="Address starts with"
              maxLength={44}
              value={text}
              onChange={(e) => setText(e.target.value)}
            />
          </label>
          <label className="flex items-center gap-2 text-muted text-sm">
            <input type="checkbox" checked={bannedOnly} onChange={(e) => setBannedOnly(e.target.checked)} />
            Banned only
          </label>
        </div>
      }
    >
      <QueryView
        query={query}
        label="the wallets"
        isEmpty={(d) => d.pages.every((p) => p.users.length === 0)}
        empty="No wallets match."
      >
        {(d) => (
          <>
            <ul className="flex flex-col divide-y divide-line">
              {d.pages
                .flatMap((p) => p.users)
                .map((u) => (
                  <li
                    key={u.address}
                    className="flex flex-wrap items-start justify-between gap-2 py-2 text-sm"
                  >
                    <div className="min-w-0">
                      <p className="flex flex-wrap items-baseline gap-2">
                        <span className="break-all font-mono text-fg text-xs">{u.address}</span>
                        {u.isAdmin && <span className="badge">admin</span>}
                        {u.banned && <span className="badge text-red-500">banned</span>}
                      </p>
                      <p className="text-muted text-xs">
                        First seen {when(u.firstSeenAt)} · last seen {when(u.lastSeenAt)} · {u.transactions}{' '}
                        transactions · sessions {u.activeSessions}/{u.sessions} active
                      </p>
                      {u.banned && u.banReason && (
                        <p className="text-muted text-xs">
                          Ban reason: {u.banReason} ({when(u.bannedAt)})
                        </p>
                      )}
                    </div>
                    {/* Admin wallets cannot be banned (the API refuses it), so no button invites it. */}
                    {(u.banned || !u.isAdmin) && (
                      <button
                        type="button"
                        className="btn-secondary"
                        aria-label={`${u.banned ? 'Unban' : 'Ban'} ${u.address}`}
                        onClick={() => setTarget(u)}
                      >
                        {u.banned ? 'Unban' : 'Ban'}
                      </button>
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
                Load more
              </button>
            )}
          </>
        )}
      </QueryView>
      {target && <BanDialog user={target} onClose={() => setTarget(null)} />}
    </Panel>
  );
}

function BanDialog({ user, onClose }: { user: AdminUser; onClose: () => void }) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const banning = !user.banned;
  const ban = useAdminWrite(
    (v: { banned: boolean; reason: string }) =>
      apiRequest(`/api/admin/users/${user.address}/ban`, AdminBanResponseSchema, {
        method: 'POST',
        body: v,
      }),
    (r) =>
      r.banned
        ? `Wallet banned${r.revokedSessions ? `; ${r.revokedSessions} session(s) revoked` : ''}`
        : 'Ban lifted',
  );
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={banning ? 'Ban this wallet?' : 'Lift this ban?'}
      description={
        banning
          ? `${user.address} will be signed out and refused sign-in and admin-checked actions.`
          : `${user.address} will be able to sign in again.`
      }
      confirmLabel={banning ? 'Ban wallet' : 'Unban wallet'}
      busy={ban.isPending}
      onConfirm={() => {
        if (!reason.trim()) {
          setError('A reason is required');
          return;
        }
        ban.mutate({ banned: banning, reason: reason.trim() }, { onSuccess: onClose });
      }}
    >
      <label className="flex flex-col gap-1 text-sm">
        Reason
        <input
          className="input"
          value={reason}
          maxLength={500}
          onChange={(e) => setReason(e.target.value)}
          aria-invalid={error !== null}
        />
      </label>
      {error && (
        <p role="alert" className="text-red-600 text-xs dark:text-red-400">
          {error}
        </p>
      )}
    </ConfirmDialog>
  );
}
