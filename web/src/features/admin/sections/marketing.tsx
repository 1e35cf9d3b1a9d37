import { shortenAddress } from '@solpad/core/format';
import {
  type AdminCampaign,
  AdminCampaignCancelResponseSchema,
  AdminCampaignListSchema,
  AdminCampaignResponseSchema,
  type AdminCto,
  AdminCtoListSchema,
  AdminCtoResponseSchema,
  type AdminKol,
  AdminKolListSchema,
  AdminKolResponseSchema,
  type AdminPresale,
  AdminPresaleListSchema,
  AdminPresaleResponseSchema,
  type CampaignStatus,
  CampaignStatusSchema,
  type CampaignType,
  CampaignTypeSchema,
  type Cto,
  CtoStatusSchema,
  type PresaleStatus,
  PresaleStatusSchema,
} from '@solpad/core/schemas';
import { useInfiniteQuery } from '@tanstack/react-query';
import { type ReactNode, useDeferredValue, useState } from 'react';
import { apiRequest, queryString } from '../../../lib/api';
import { ConfirmDialog, Panel, QueryView, sol, when } from '../ui';
import { useAdminWrite } from './system';

const TYPE_LABEL: Record<CampaignType, string> = {
  raid: 'Raid',
  airdrop: 'Airdrop',
  kol_promotion: 'KOL promotion',
  trending_boost: 'Trending boost',
};
const label = (s: string) => s.replace(/_/g, ' ');
type Visibility = '' | 'true' | 'false';

/**
 * Marketing: campaigns, presales, CTO campaigns and KOL profiles, each with hide / show (with a reason), and cancel
 * on the owner's behalf for campaigns, presales and CTO campaigns.
 */
export function MarketingSection() {
  return (
    <div className="flex flex-col gap-4">
      <CampaignsPanel />
      <PresalesPanel />
      <div className="grid gap-4 xl:grid-cols-2">
        <CtoPanel />
        <KolPanel />
      </div>
    </div>
  );
}

// ─── Shared parts ─────────────────────────────────────────────────────────────────────────────────────────

function SearchBox({
  label: what,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
}) {
  return (
    <label>
      <span className="sr-only">{what}</span>
      <input
        type="search"
        className="input w-full sm:w-48"
        placeholder="Name or address"
        maxLength={64}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </label>
  );
}

function Select<T extends string>({
  label: what,
  value,
  options,
  onChange,
}: {
  label: string;
  value: T | '';
  options: readonly { value: T; label: string }[];
  onChange: (v: T | '') => void;
}) {
  return (
    <label className="flex items-center gap-2 text-muted text-sm">
      {what}
      <select
        className="input w-auto"
        value={value}
        onChange={(e) => onChange((options.find((o) => o.value === e.target.value)?.value ?? '') as T | '')}
      >
        <option value="">All</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </label>
  );
}

const VISIBILITY = [
  { value: 'false', label: 'Visible' },
  { value: 'true', label: 'Hidden' },
] as const;

function Filters({ children }: { children: ReactNode }) {
  return <div className="flex w-full flex-wrap items-center gap-2 sm:w-auto">{children}</div>;
}

function LoadMore({
  query,
}: {
  query: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => unknown };
}) {
  if (!query.hasNextPage) return null;
  return (
    <button
      type="button"
      className="btn-secondary mt-3"
      disabled={query.isFetchingNextPage}
      onClick={() => void query.fetchNextPage()}
    >
      Load more
    </button>
  );
}

function ModerationBadges({ hidden, reason }: { hidden: boolean; reason: string | null }) {
  return (
    <>
      {hidden && <span className="badge text-amber-600 dark:text-amber-400">hidden</span>}
      {reason && <span className="sr-only">Moderation reason: {reason}</span>}
    </>
  );
}

/** A reason field for the dialogs (the API requires one; it goes to the audit log). */
function ReasonField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (v: string) => void;
  error: string | null;
}) {
  return (
    <>
      <label className="flex flex-col gap-1 text-sm">
        Reason
        <input className="input" value={value} maxLength={500} onChange={(e) => onChange(e.target.value)} />
      </label>
      {error && (
        <p role="alert" className="text-red-600 text-xs dark:text-red-400">
          {error}
        </p>
      )}
    </>
  );
}

/** A confirm dialog whose action needs a reason. */
function ReasonDialog({
  title,
  description,
  confirmLabel,
  busy,
  onClose,
  onConfirm,
}: {
  title: string;
  description: string;
  confirmLabel: string;
  busy: boolean;
  onClose: () => void;
  onConfirm: (reason: string) => void;
}) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={title}
      description={description}
      confirmLabel={confirmLabel}
      dismissLabel="Back"
      busy={busy}
      onConfirm={() => {
        if (!reason.trim()) {
          setError('A reason is required');
          return;
        }
        onConfirm(reason.trim());
      }}
    >
      <ReasonField value={reason} onChange={setReason} error={error} />
    </ConfirmDialog>
  );
}

const tokenText = (t: { symbol: string | null; mint: string }) => t.symbol ?? shortenAddress(t.mint);

/** Hide or show a CTO campaign or a KOL profile: the reason goes to the record and to the audit log. */
type Moderation =
  | { kind: 'cto'; hidden: boolean; item: AdminCto }
  | { kind: 'kols'; hidden: boolean; item: AdminKol };

function ModerateDialog({ action, onClose }: { action: Moderation; onClose: () => void }) {
  const { kind, hidden } = action;
  const write = useAdminWrite(
    async (reason: string) => {
      const init = { method: 'POST', body: { hidden, reason } } as const;
      const path = `/api/admin/marketing/${kind}/${action.item.id}/moderate`;
      if (kind === 'cto') return (await apiRequest(path, AdminCtoResponseSchema, init)).cto.title;
      return (await apiRequest(path, AdminKolResponseSchema, init)).kol.name;
    },
    (name) =>
      `${name}: ${hidden ? 'hidden from' : 'shown in'} the public ${kind === 'cto' ? 'list' : 'directory'}`,
  );
  const name = kind === 'cto' ? action.item.title : action.item.name;
  const noun = kind === 'cto' ? 'CTO campaign' : 'KOL profile';
  const description =
    kind === 'cto'
      ? hidden
        ? 'The CTO campaign leaves the public CTO list. Its own page stays reachable, and its pledges are not touched.'
        : 'The CTO campaign shows in the public CTO list again.'
      : hidden
        ? 'The profile leaves the public KOL directory and cannot be newly hired. Its page stays reachable, its owner still sees it, and hires already under way go on.'
        : 'The profile shows in the public KOL directory again and can be hired.';
  return (
    <ReasonDialog
      title={`${hidden ? 'Hide' : 'Show'} “${name}”?`}
      description={description}
      confirmLabel={`${hidden ? 'Hide' : 'Show'} ${noun}`}
      busy={write.isPending}
      onClose={onClose}
      onConfirm={(reason) => write.mutate(reason, { onSuccess: onClose })}
    />
  );
}

// ─── Campaigns ────────────────────────────────────────────────────────────────────────────────────────────

type CampaignAction = { kind: 'hide' | 'show' | 'cancel'; campaign: AdminCampaign };

function CampaignsPanel() {
  const [text, setText] = useState('');
  const [status, setStatus] = useState<CampaignStatus | ''>('');
  const [type, setType] = useState<CampaignType | ''>('');
  const [hidden, setHidden] = useState<Visibility>('');
  const q = useDeferredValue(text.trim());
  const query = useInfiniteQuery({
    queryKey: ['admin', 'marketing', 'campaigns', q, status, type, hidden],
    initialPageParam: undefined as string | undefined,
    queryFn: ({ signal, pageParam }) =>
      apiRequest(
        `/api/admin/marketing/campaigns${queryString({ q, status, type, hidden, limit: 20, cursor: pageParam })}`,
        AdminCampaignListSchema,
        { signal },
      ),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
  const [action, setAction] = useState<CampaignAction | null>(null);
  return (
    <Panel
      title="Campaigns"
      actions={
        <Filters>
          <SearchBox label="Search campaigns by name, owner or mint" value={text} onChange={setText} />
          <Select
            label="Status"
            value={status}
            options={CampaignStatusSchema.options.map((s) => ({ value: s, label: label(s) }))}
            onChange={setStatus}
          />
          <Select
            label="Type"
            value={type}
            options={CampaignTypeSchema.options.map((t) => ({ value: t, label: TYPE_LABEL[t] }))}
            onChange={setType}
          />
          <Select label="Visibility" value={hidden} options={VISIBILITY} onChange={setHidden} />
        </Filters>
      }
    >
      <QueryView
        query={query}
        label="the campaigns"
        isEmpty={(d) => d.pages.every((p) => p.campaigns.length === 0)}
        empty="No campaigns match."
      >
        {(d) => (
          <>
            <ul className="flex flex-col divide-y divide-line" aria-label="Campaigns">
              {d.pages
                .flatMap((p) => p.campaigns)
                .map((c) => (
                  <li
                    key={c.id}
                    data-testid="admin-campaign"
                    className="flex flex-wrap items-start justify-between gap-2 py-2 text-sm"
                  >
                    <div className="min-w-0">
                      <p className="flex flex-wrap items-baseline gap-2">
                        <a
                          href={`/marketing/campaigns/${c.id}`}
                          className="font-medium text-fg hover:underline"
                        >
                          {c.name}
                        </a>
                        <span className="badge">{TYPE_LABEL[c.type]}</span>
                        <span className="badge">{label(c.status)}</span>
                        <ModerationBadges hidden={c.hidden} reason={c.moderationReason} />
                      </p>
                      <p className="text-muted text-xs">
                        Owner <span className="font-mono">{shortenAddress(c.owner)}</span> · token{' '}
                        {tokenText(c.token)} · budget {sol(c.budgetLamports, 2)} · spent{' '}
                        {sol(c.spentLamports, 2)} · refunded {sol(c.refundedLamports, 2)} · {c.participants}{' '}
                        participants
                      </p>
                      <p className="text-muted text-xs">
                        {when(c.startsAt)} → {when(c.endsAt)} · created {when(c.createdAt)}
                      </p>
                      {c.moderationReason && (
                        <p className="text-muted text-xs">Last moderation: {c.moderationReason}</p>
                      )}
                    </div>
                    <div className="flex flex-wrap gap-2">
                      <button
                        type="button"
                        className="btn-secondary"
                        aria-label={`${c.hidden ? 'Show' : 'Hide'} campaign ${c.name}`}
                        onClick={() => setAction({ kind: c.hidden ? 'show' : 'hide', campaign: c })}
                      >
                        {c.hidden ? 'Show' : 'Hide'}
                      </button>
                      {c.status !== 'cancelled' && (
                        <button
                          type="button"
                          className="btn-secondary text-red-600 dark:text-red-400"
                          aria-label={`Cancel campaign ${c.name}`}
                          onClick={() => setAction({ kind: 'cancel', campaign: c })}
                        >
                          Cancel…
                        </button>
                      )}
                    </div>
                  </li>
                ))}
            </ul>
            <LoadMore query={query} />
          </>
        )}
      </QueryView>
      {action && <CampaignDialog action={action} onClose={() => setAction(null)} />}
    </Panel>
  );
}

function CampaignDialog({ action, onClose }: { action: CampaignAction; onClose: () => void }) {
  const { campaign: c, kind } = action;
  const moderate = useAdminWrite(
    (reason: string) =>
      apiRequest(`/api/admin/marketing/campaigns/${c.id}/moderate`, AdminCampaignResponseSchema, {
        method: 'POST',
        body: { hidden: kind === 'hide', reason },
      }),
    (r) => `${r.campaign.name}: ${r.campaign.hidden ? 'hidden from' : 'shown in'} the public list`,
  );
  const cancel = useAdminWrite(
    (reason: string) =>
      apiRequest(`/api/admin/marketing/campaigns/${c.id}/cancel`, AdminCampaignCancelResponseSchema, {
        method: 'POST',
        body: { reason },
      }),
    (r) =>
      r.refund
        ? `${r.campaign.name} cancelled: ${sol(r.refund.lamports, 9)} refunded to the owner (${r.refund.status})`
        : `${r.campaign.name} cancelled: nothing to refund`,
  );
  if (kind === 'cancel')
    return (
      <ReasonDialog
        title={`Cancel “${c.name}”?`}
        description={`Runs the owner’s own cancel: open KOL hires are cancelled and everything the campaign’s escrow holds is refunded on chain to the owner, ${shortenAddress(c.owner)}. This cannot be undone.`}
        confirmLabel="Cancel campaign"
        busy={cancel.isPending}
        onClose={onClose}
        onConfirm={(reason) => cancel.mutate(reason, { onSuccess: onClose })}
      />
    );
  return (
    <ReasonDialog
      title={`${kind === 'hide' ? 'Hide' : 'Show'} “${c.name}”?`}
      description={
        kind === 'hide'
          ? 'The campaign leaves the public campaign list. Its own page stays reachable, and its money is not touched.'
          : 'The campaign shows in the public campaign list again.'
      }
      confirmLabel={kind === 'hide' ? 'Hide campaign' : 'Show campaign'}
      busy={moderate.isPending}
      onClose={onClose}
      onConfirm={(reason) => moderate.mutate(reason, { onSuccess: onClose })}
    />
  );
}

// ─── Presales ─────────────────────────────────────────────────────────────────────────────────────────────

type PresaleAction = { kind: 'hide' | 'show' | 'cancel'; presale: AdminPresale };
/** States the creator's cancel accepts (it also needs no contribution). */
const CANCELLABLE: ReadonlySet<PresaleStatus> = new Set(['pending_deposit', 'upcoming', 'live', 'ended']);

function PresalesPanel() {
  const [text, setText] = useState('');
  const [status, setStatus] = useState<PresaleStatus | ''>('');
  const [hidden, setHidden] = useState<Visibility>('');
  const q = useDeferredValue(text.trim());
  const query = useInfiniteQuery({
    queryKey: ['admin', 'marketing', 'presales', q, status, hidden],
    initialPageParam: undefined as string | undefined,
    queryFn: ({ signal, pageParam }) =>
      apiRequest(
        `/api/admin/marketing/presales${queryString({ q, status, hidden, limit: 20, cursor: pageParam })}`,
        AdminPresaleListSchema,
        { signal },
      ),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
  const [action, setAction] = useState<PresaleAction | null>(null);
  return (
    <Panel
      title="Presales"
      actions={
        <Filters>
          <SearchBox label="Search presales by name, owner or mint" value={text} onChange={setText} />
          <Select
            label="Status"
            value={status}
            options={PresaleStatusSchema.options.map((s) => ({ value: s, label: label(s) }))}
            onChange={setStatus}
          />
          <Select label="Visibility" value={hidden} options={VISIBILITY} onChange={setHidden} />
        </Filters>
      }
    >
      <QueryView
        query={query}
        label="the presales"
        isEmpty={(d) => d.pages.every((p) => p.presales.length === 0)}
        empty="No presales match."
      >
        {(d) => (
          <>
            <ul className="flex flex-col divide-y divide-line" aria-label="Presales">
              {d.pages
                .flatMap((p) => p.presales)
                .map((p) => {
                  const cancellable = CANCELLABLE.has(p.status) && p.contributors === 0;
                  return (
                    <li
                      key={p.id}
                      data-testid="admin-presale"
                      className="flex flex-wrap items-start justify-between gap-2 py-2 text-sm"
                    >
                      <div className="min-w-0">
                        <p className="flex flex-wrap items-baseline gap-2">
                          <a
                            href={`/marketing/presales/${p.id}`}
                            className="font-medium text-fg hover:underline"
                          >
                            {p.name}
                          </a>
                          <span className="badge">{label(p.status)}</span>
                          <ModerationBadges hidden={p.hidden} reason={p.moderationReason} />
                        </p>
                        <p className="text-muted text-xs">
                          Creator <span className="font-mono">{shortenAddress(p.owner)}</span> · token{' '}
                          {tokenText(p.token)} · raised {sol(p.raisedLamports, 2)} of{' '}
                          {sol(p.hardCapLamports, 2)} (soft cap {sol(p.softCapLamports, 2)}) ·{' '}
                          {p.contributors} contributors
                        </p>
                        <p className="text-muted text-xs">
                          {when(p.startsAt)} → {when(p.endsAt)} · created {when(p.createdAt)}
                        </p>
                        {p.moderationReason && (
                          <p className="text-muted text-xs">Last moderation: {p.moderationReason}</p>
                        )}
                      </div>
                      <div className="flex flex-wrap gap-2">
                        <button
                          type="button"
                          className="btn-secondary"
                          aria-label={`${p.hidden ? 'Show' : 'Hide'} presale ${p.name}`}
                          onClick={() => setAction({ kind: p.hidden ? 'show' : 'hide', presale: p })}
                        >
                          {p.hidden ? 'Show' : 'Hide'}
                        </button>
                        {CANCELLABLE.has(p.status) && (
                          <button
                            type="button"
                            className="btn-secondary text-red-600 disabled:opacity-50 dark:text-red-400"
                            aria-label={`Cancel presale ${p.name}`}
                            disabled={!cancellable}
                            title={
                              cancellable ? undefined : 'A presale with contributions cannot be cancelled'
                            }
                            onClick={() => setAction({ kind: 'cancel', presale: p })}
                          >
                            Cancel…
                          </button>
                        )}
                      </div>
                    </li>
                  );
                })}
            </ul>
            <LoadMore query={query} />
          </>
        )}
      </QueryView>
      {action && <PresaleDialog action={action} onClose={() => setAction(null)} />}
    </Panel>
  );
}

function PresaleDialog({ action, onClose }: { action: PresaleAction; onClose: () => void }) {
  const { presale: p, kind } = action;
  const write = useAdminWrite(
    (reason: string) =>
      apiRequest(
        `/api/admin/marketing/presales/${p.id}/${kind === 'cancel' ? 'cancel' : 'moderate'}`,
        AdminPresaleResponseSchema,
        { method: 'POST', body: kind === 'cancel' ? { reason } : { hidden: kind === 'hide', reason } },
      ),
    (r) =>
      kind === 'cancel'
        ? `${r.presale.name} cancelled: its tokens go back to the creator`
        : `${r.presale.name}: ${r.presale.hidden ? 'hidden from' : 'shown in'} the public list`,
  );
  return (
    <ReasonDialog
      title={`${kind === 'cancel' ? 'Cancel' : kind === 'hide' ? 'Hide' : 'Show'} “${p.name}”?`}
      description={
        kind === 'cancel'
          ? `Runs the creator’s own cancel (only while nobody contributed): the deposited tokens go back on chain to ${shortenAddress(p.owner)}. This cannot be undone.`
          : kind === 'hide'
            ? 'The presale leaves the public presale list. Its own page stays reachable, so contributors can still finalize and claim refunds.'
            : 'The presale shows in the public presale list again.'
      }
      confirmLabel={kind === 'cancel' ? 'Cancel presale' : kind === 'hide' ? 'Hide presale' : 'Show presale'}
      busy={write.isPending}
      onClose={onClose}
      onConfirm={(reason) => write.mutate(reason, { onSuccess: onClose })}
    />
  );
}

// ─── CTO campaigns ────────────────────────────────────────────────────────────────────────────────────────

function CtoPanel() {
  const [text, setText] = useState('');
  const [status, setStatus] = useState<Cto['status'] | ''>('');
  const [hidden, setHidden] = useState<Visibility>('');
  const q = useDeferredValue(text.trim());
  const query = useInfiniteQuery({
    queryKey: ['admin', 'marketing', 'cto', q, status, hidden],
    initialPageParam: undefined as string | undefined,
    queryFn: ({ signal, pageParam }) =>
      apiRequest(
        `/api/admin/marketing/cto${queryString({ q, status, hidden, limit: 20, cursor: pageParam })}`,
        AdminCtoListSchema,
        { signal },
      ),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
  const [withdraw, setWithdraw] = useState<Cto | null>(null);
  const [moderation, setModeration] = useState<Moderation | null>(null);
  const write = useAdminWrite(
    ({ id, reason }: { id: string; reason: string }) =>
      apiRequest(`/api/admin/marketing/cto/${id}/cancel`, AdminCtoResponseSchema, {
        method: 'POST',
        body: { reason },
      }),
    (r) => `“${r.cto.title}” withdrawn`,
  );
  return (
    <Panel
      title="CTO campaigns"
      actions={
        <Filters>
          <SearchBox
            label="Search CTO campaigns by title, proposer or mint"
            value={text}
            onChange={setText}
          />
          <Select
            label="Status"
            value={status}
            options={CtoStatusSchema.options.map((s) => ({ value: s, label: s }))}
            onChange={setStatus}
          />
          <Select label="Visibility" value={hidden} options={VISIBILITY} onChange={setHidden} />
        </Filters>
      }
    >
      <QueryView
        query={query}
        label="the CTO campaigns"
        isEmpty={(d) => d.pages.every((p) => p.campaigns.length === 0)}
        empty="No CTO campaigns match."
      >
        {(d) => (
          <>
            <ul className="flex flex-col divide-y divide-line" aria-label="CTO campaigns">
              {d.pages
                .flatMap((p) => p.campaigns)
                .map((c) => (
                  <li
                    key={c.id}
                    data-testid="admin-cto"
                    className="flex flex-wrap items-start justify-between gap-2 py-2 text-sm"
                  >
                    <div className="min-w-0">
                      <p className="flex flex-wrap items-baseline gap-2">
                        <a
                          href={`/marketing/cto/${c.token.mint}`}
                          className="font-medium text-fg hover:underline"
                        >
                          {c.title}
                        </a>
                        <span className="badge">{c.status}</span>
                        <ModerationBadges hidden={c.hidden} reason={c.moderationReason} />
                      </p>
                      <p className="text-muted text-xs">
                        Proposer <span className="font-mono">{shortenAddress(c.proposer)}</span> · token{' '}
                        {tokenText(c.token)} · pledged {(c.pledgedBps / 100).toFixed(2)} % of{' '}
                        {(c.thresholdBps / 100).toFixed(2)} % · {c.pledgers} pledgers · ends {when(c.endsAt)}
                      </p>
                      {c.moderationReason && (
                        <p className="text-muted text-xs">Last moderation: {c.moderationReason}</p>
                      )}
                    </div>
                    <div className="flex flex-wrap gap-2">
                      <button
                        type="button"
                        className="btn-secondary"
                        aria-label={`${c.hidden ? 'Show' : 'Hide'} CTO campaign ${c.title}`}
                        onClick={() => setModeration({ kind: 'cto', hidden: !c.hidden, item: c })}
                      >
                        {c.hidden ? 'Show' : 'Hide'}
                      </button>
                      {c.status === 'open' && (
                        <button
                          type="button"
                          className="btn-secondary text-red-600 dark:text-red-400"
                          aria-label={`Withdraw CTO campaign ${c.title}`}
                          onClick={() => setWithdraw(c)}
                        >
                          Withdraw…
                        </button>
                      )}
                    </div>
                  </li>
                ))}
            </ul>
            <LoadMore query={query} />
          </>
        )}
      </QueryView>
      {withdraw && (
        <ReasonDialog
          title={`Withdraw “${withdraw.title}”?`}
          description="Runs the proposer’s own withdrawal: the campaign stops collecting pledges. No money is involved."
          confirmLabel="Withdraw campaign"
          busy={write.isPending}
          onClose={() => setWithdraw(null)}
          onConfirm={(reason) =>
            write.mutate({ id: withdraw.id, reason }, { onSuccess: () => setWithdraw(null) })
          }
        />
      )}
      {moderation && <ModerateDialog action={moderation} onClose={() => setModeration(null)} />}
    </Panel>
  );
}

// ─── KOL profiles ─────────────────────────────────────────────────────────────────────────────────────────

function KolPanel() {
  const [text, setText] = useState('');
  const [hidden, setHidden] = useState<Visibility>('');
  const q = useDeferredValue(text.trim());
  const query = useInfiniteQuery({
    queryKey: ['admin', 'marketing', 'kols', q, hidden],
    initialPageParam: undefined as string | undefined,
    queryFn: ({ signal, pageParam }) =>
      apiRequest(
        `/api/admin/marketing/kols${queryString({ q, hidden, limit: 20, cursor: pageParam })}`,
        AdminKolListSchema,
        { signal },
      ),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
  const [moderation, setModeration] = useState<Moderation | null>(null);
  return (
    <Panel
      title="KOL profiles"
      actions={
        <Filters>
          <SearchBox label="Search KOL profiles by name or owner" value={text} onChange={setText} />
          <Select label="Visibility" value={hidden} options={VISIBILITY} onChange={setHidden} />
        </Filters>
      }
    >
      <QueryView
        query={query}
        label="the KOL profiles"
        isEmpty={(d) => d.pages.every((p) => p.kols.length === 0)}
        empty="No KOL profiles match."
      >
        {(d) => (
          <>
            <ul className="flex flex-col divide-y divide-line" aria-label="KOL profiles">
              {d.pages
                .flatMap((p) => p.kols)
                .map((k) => (
                  <li
                    key={k.id}
                    data-testid="admin-kol"
                    className="flex flex-wrap items-start justify-between gap-2 py-2 text-sm"
                  >
                    <div className="min-w-0">
                      <p className="flex flex-wrap items-baseline gap-2">
                        <a href={`/kols/${k.id}`} className="font-medium text-fg hover:underline">
                          {k.name}
                        </a>
                        <ModerationBadges hidden={k.hidden} reason={k.moderationReason} />
                      </p>
                      <p className="text-muted text-xs">
                        Owner <span className="font-mono">{shortenAddress(k.owner)}</span> ·{' '}
                        {k.audience.followers.toLocaleString()} followers · from {sol(k.fromLamports, 2)} ·{' '}
                        {k.completedHires} completed, {k.openHires} open hires · earned{' '}
                        {sol(k.earnedLamports, 2)}
                      </p>
                      {k.moderationReason && (
                        <p className="text-muted text-xs">Last moderation: {k.moderationReason}</p>
                      )}
                    </div>
                    <button
                      type="button"
                      className="btn-secondary"
                      aria-label={`${k.hidden ? 'Show' : 'Hide'} KOL profile ${k.name}`}
                      onClick={() => setModeration({ kind: 'kols', hidden: !k.hidden, item: k })}
                    >
                      {k.hidden ? 'Show' : 'Hide'}
                    </button>
                  </li>
                ))}
            </ul>
            <LoadMore query={query} />
          </>
        )}
      </QueryView>
      {moderation && <ModerateDialog action={moderation} onClose={() => setModeration(null)} />}
    </Panel>
  );
}
