import { formatInteger, shortenAddress } from '@solpad/core/format';
import {
  type AdminCto,
  AdminCtoListSchema,
  AdminCtoResponseSchema,
  type AdminKol,
  AdminKolListSchema,
  AdminKolResponseSchema,
  CtoStatusSchema,
} from '@solpad/core/schemas';
import { RowDetail } from '../../../../components/kit';
import { apiRequest } from '../../../../lib/api';
import { useAdminWrite } from '../../data';
import { ReasonDialog } from '../../ReasonDialog';
import { sol, when } from '../../ui';
import { type ListFilter, ModeratedList } from './moderated-list';
import { ModeratedRow, tokenText, UndoButton } from './shared';

// The community's records: CTO campaigns and KOL profiles (hide / show; a CTO campaign can also be withdrawn).

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
      dismissLabel="Back"
      title={`${hidden ? 'Hide' : 'Show'} “${name}”?`}
      description={description}
      confirmLabel={`${hidden ? 'Hide' : 'Show'} ${noun}`}
      busy={write.isPending}
      onClose={onClose}
      onConfirm={(reason) => write.mutate(reason, { onSuccess: onClose })}
    />
  );
}

const CTO_FILTERS: readonly ListFilter[] = [
  { param: 'status', label: 'Status', options: CtoStatusSchema.options.map((s) => ({ value: s, label: s })) },
];

/** The proposer's own withdrawal of a CTO campaign, run by the admin with a reason. */
function WithdrawDialog({ cto, onClose }: { cto: AdminCto; onClose: () => void }) {
  const write = useAdminWrite(
    (reason: string) =>
      apiRequest(`/api/admin/marketing/cto/${cto.id}/cancel`, AdminCtoResponseSchema, {
        method: 'POST',
        body: { reason },
      }),
    (r) => `“${r.cto.title}” withdrawn`,
  );
  return (
    <ReasonDialog
      dismissLabel="Back"
      title={`Withdraw “${cto.title}”?`}
      description="Runs the proposer’s own withdrawal: the campaign stops collecting pledges. No money is involved."
      confirmLabel="Withdraw campaign"
      busy={write.isPending}
      onClose={onClose}
      onConfirm={(reason) => write.mutate(reason, { onSuccess: onClose })}
    />
  );
}

type CtoAction = { kind: 'withdraw'; cto: AdminCto } | Moderation;

export function CtoPanel() {
  return (
    <ModeratedList
      title="CTO campaigns"
      what="CTO campaigns"
      path="/api/admin/marketing/cto"
      schema={AdminCtoListSchema}
      items={(p) => p.campaigns}
      searchLabel="Search CTO campaigns by title, proposer or mint"
      filters={CTO_FILTERS}
      dialog={(action: CtoAction, close) =>
        action.kind === 'withdraw' ? (
          <WithdrawDialog cto={action.cto} onClose={close} />
        ) : (
          <ModerateDialog action={action} onClose={close} />
        )
      }
    >
      {(c, open) => (
        <ModeratedRow
          testId="admin-cto"
          href={`/marketing/cto/${c.token.mint}`}
          name={c.title}
          noun="CTO campaign"
          record={c}
          badges={<span className="badge">{c.status}</span>}
          onHideShow={() => open({ kind: 'cto', hidden: !c.hidden, item: c })}
          actions={
            c.status === 'open' && (
              <UndoButton
                label="Withdraw…"
                name={`Withdraw CTO campaign ${c.title}`}
                onClick={() => open({ kind: 'withdraw', cto: c })}
              />
            )
          }
        >
          <RowDetail>
            Proposer <span className="font-mono">{shortenAddress(c.proposer)}</span> · token{' '}
            {tokenText(c.token)} · pledged {(c.pledgedBps / 100).toFixed(2)} % of{' '}
            {(c.thresholdBps / 100).toFixed(2)} % · {c.pledgers} pledgers · ends {when(c.endsAt)}
          </RowDetail>
        </ModeratedRow>
      )}
    </ModeratedList>
  );
}

export function KolPanel() {
  return (
    <ModeratedList
      title="KOL profiles"
      what="KOL profiles"
      path="/api/admin/marketing/kols"
      schema={AdminKolListSchema}
      items={(p) => p.kols}
      searchLabel="Search KOL profiles by name or owner"
      dialog={(action: Moderation, close) => <ModerateDialog action={action} onClose={close} />}
    >
      {(k, open) => (
        <ModeratedRow
          testId="admin-kol"
          href={`/kols/${k.id}`}
          name={k.name}
          noun="KOL profile"
          record={k}
          onHideShow={() => open({ kind: 'kols', hidden: !k.hidden, item: k })}
        >
          <RowDetail>
            Owner <span className="font-mono">{shortenAddress(k.owner)}</span> ·{' '}
            {formatInteger(k.audience.followers)} followers · from {sol(k.fromLamports, 2)} ·{' '}
            {k.completedHires} completed, {k.openHires} open hires · earned {sol(k.earnedLamports, 2)}
          </RowDetail>
        </ModeratedRow>
      )}
    </ModeratedList>
  );
}
