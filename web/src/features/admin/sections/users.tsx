import { AdminBanResponseSchema, type AdminUser, AdminUserListSchema } from '@solpad/core/schemas';
import { useState } from 'react';
import { ListRow, RowDetail, RowToggle, SearchFilter, usePagedList } from '../../../components/kit';
import { useSearchText } from '../../../components/list-kit/useSearchText';
import { apiRequest } from '../../../lib/api';
import { useAdminWrite } from '../data';
import { ReasonDialog } from '../ReasonDialog';
import { PagedPanel, when } from '../ui';

/** Users: wallets seen, their sessions, and bans (with a reason, confirmed in a dialog). */
export function UsersSection() {
  const [bannedOnly, setBannedOnly] = useState(false);
  const { q, box } = useSearchText();
  const query = usePagedList(
    ['admin', 'users'],
    '/api/admin/users',
    { q, banned: bannedOnly ? 'true' : undefined },
    AdminUserListSchema,
  );
  const [target, setTarget] = useState<AdminUser | null>(null);
  return (
    <PagedPanel
      title="Wallets"
      filters={
        <>
          <SearchFilter
            label="Filter by the start of an address"
            placeholder="Address starts with"
            maxLength={44}
            {...box}
          />
          <label className="flex items-center gap-2 text-muted text-sm">
            <input type="checkbox" checked={bannedOnly} onChange={(e) => setBannedOnly(e.target.checked)} />
            Banned only
          </label>
        </>
      }
      query={query}
      label="the wallets"
      empty="No wallets match."
      items={(p) => p.users}
      itemKey={(u) => u.address}
      after={target && <BanDialog user={target} onClose={() => setTarget(null)} />}
    >
      {(u) => (
        <ListRow
          title={<span className="break-all font-mono text-fg text-xs">{u.address}</span>}
          badges={
            <>
              {u.isAdmin && <span className="badge">admin</span>}
              {u.banned && <span className="badge text-red-500">banned</span>}
            </>
          }
          actions={
            // Admin wallets cannot be banned (the API refuses it), so no button invites it.
            (u.banned || !u.isAdmin) && (
              <RowToggle
                on={u.banned}
                actions={['Ban', 'Unban']}
                name={u.address}
                onClick={() => setTarget(u)}
              />
            )
          }
        >
          <RowDetail>
            First seen {when(u.firstSeenAt)} · last seen {when(u.lastSeenAt)} · {u.transactions} transactions
            · sessions {u.activeSessions}/{u.sessions} active
          </RowDetail>
          {u.banned && u.banReason && (
            <RowDetail>
              Ban reason: {u.banReason} ({when(u.bannedAt)})
            </RowDetail>
          )}
        </ListRow>
      )}
    </PagedPanel>
  );
}

function BanDialog({ user, onClose }: { user: AdminUser; onClose: () => void }) {
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
    <ReasonDialog
      title={banning ? 'Ban this wallet?' : 'Lift this ban?'}
      description={
        banning
          ? `${user.address} will be signed out and refused sign-in and admin-checked actions.`
          : `${user.address} will be able to sign in again.`
      }
      confirmLabel={banning ? 'Ban wallet' : 'Unban wallet'}
      busy={ban.isPending}
      onClose={onClose}
      onConfirm={(reason) => ban.mutate({ banned: banning, reason }, { onSuccess: onClose })}
    />
  );
}
