import { type AdminToken, AdminTokenListSchema, AdminTokenSchema } from '@solpad/core/schemas';
import { useState } from 'react';
import {
  ListRow,
  RowDetail,
  RowToggle,
  SearchFilter,
  SelectFilter,
  usePagedList,
} from '../../../components/kit';
import { useSearchText } from '../../../components/list-kit/useSearchText';
import { apiRequest } from '../../../lib/api';
import { useAdminWrite } from '../data';
import { ReasonDialog } from '../ReasonDialog';
import { PagedPanel, sol, when } from '../ui';

const STATUSES = [
  { value: 'active', label: 'On curve' },
  { value: 'graduated', label: 'Graduated' },
] as const;

type Change = { token: AdminToken; hidden?: boolean; flagged?: boolean };

/** Launchpad: launched tokens, their venue and graduation, and moderation (hide / flag with a reason). */
export function LaunchpadSection() {
  const [status, setStatus] = useState<'' | 'active' | 'graduated'>('');
  const { q, box } = useSearchText();
  const query = usePagedList(['admin', 'tokens'], '/api/admin/tokens', { q, status }, AdminTokenListSchema);
  const [change, setChange] = useState<Change | null>(null);
  return (
    <PagedPanel
      title="Launched tokens"
      filters={
        <>
          <SearchFilter
            label="Search tokens by name, symbol or mint"
            placeholder="Name, symbol or mint"
            {...box}
          />
          <SelectFilter label="Status" all="All" value={status} options={STATUSES} onChange={setStatus} />
        </>
      }
      query={query}
      label="the tokens"
      empty="No launched tokens match."
      items={(p) => p.tokens}
      itemKey={(t) => t.address}
      after={change && <ModerateDialog change={change} onClose={() => setChange(null)} />}
    >
      {(t) => (
        <ListRow
          title={
            <span className="font-medium text-fg">
              {t.name} <span className="text-muted">({t.symbol})</span>
            </span>
          }
          badges={
            <>
              <span className="badge">{t.status === 'graduated' ? 'graduated' : 'on curve'}</span>
              {t.isDemo && <span className="badge">demo</span>}
              {t.hidden && <span className="badge text-amber-500">hidden</span>}
              {t.flagged && <span className="badge text-red-500">flagged</span>}
            </>
          }
          actions={
            <>
              <RowToggle
                on={t.hidden}
                actions={['Hide', 'Unhide']}
                name={t.symbol}
                onClick={() => setChange({ token: t, hidden: !t.hidden })}
              />
              <RowToggle
                on={t.flagged}
                actions={['Flag', 'Unflag']}
                name={t.symbol}
                onClick={() => setChange({ token: t, flagged: !t.flagged })}
              />
            </>
          }
        >
          <p className="break-all font-mono text-muted text-xs">{t.address}</p>
          <RowDetail>
            {t.trades} trades · {sol(t.volumeLamports, 2)} · created {when(t.createdAt)}
            {t.poolAddress ? ` · pool ${t.poolAddress}` : ''}
          </RowDetail>
          {t.moderationReason && <RowDetail>Reason: {t.moderationReason}</RowDetail>}
        </ListRow>
      )}
    </PagedPanel>
  );
}

function ModerateDialog({ change, onClose }: { change: Change; onClose: () => void }) {
  const { token, hidden, flagged } = change;
  const verb = hidden !== undefined ? (hidden ? 'Hide' : 'Unhide') : flagged ? 'Flag' : 'Unflag';
  const save = useAdminWrite(
    (body: { hidden?: boolean; flagged?: boolean; reason: string }) =>
      apiRequest(`/api/admin/tokens/${token.address}/flag`, AdminTokenSchema, { method: 'POST', body }),
    (t) => `${t.symbol}: ${t.hidden ? 'hidden' : 'visible'}, ${t.flagged ? 'flagged' : 'not flagged'}`,
  );
  return (
    <ReasonDialog
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
      onClose={onClose}
      onConfirm={(reason) =>
        save.mutate(
          {
            ...(hidden !== undefined ? { hidden } : {}),
            ...(flagged !== undefined ? { flagged } : {}),
            reason,
          },
          { onSuccess: onClose },
        )
      }
    />
  );
}
