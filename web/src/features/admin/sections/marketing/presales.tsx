import { shortenAddress } from '@solpad/core/format';
import {
  type AdminPresale,
  AdminPresaleListSchema,
  AdminPresaleResponseSchema,
  type PresaleStatus,
  PresaleStatusSchema,
} from '@solpad/core/schemas';
import { RowDetail } from '../../../../components/kit';
import { apiRequest } from '../../../../lib/api';
import { useAdminWrite } from '../../data';
import { ReasonDialog } from '../../ReasonDialog';
import { sol } from '../../ui';
import { type ListFilter, ModeratedList } from './moderated-list';
import { label, ModeratedRow, RunDates, tokenText, UndoButton } from './shared';

type PresaleAction = { kind: 'hide' | 'show' | 'cancel'; presale: AdminPresale };
/** States the creator's cancel accepts (it also needs no contribution). */
const CANCELLABLE: ReadonlySet<PresaleStatus> = new Set(['pending_deposit', 'upcoming', 'live', 'ended']);

const FILTERS: readonly ListFilter[] = [
  {
    param: 'status',
    label: 'Status',
    options: PresaleStatusSchema.options.map((s) => ({ value: s, label: label(s) })),
  },
];

export function PresalesPanel() {
  return (
    <ModeratedList
      title="Presales"
      what="presales"
      path="/api/admin/marketing/presales"
      schema={AdminPresaleListSchema}
      items={(p) => p.presales}
      searchLabel="Search presales by name, owner or mint"
      filters={FILTERS}
      dialog={(action: PresaleAction, close) => <PresaleDialog action={action} onClose={close} />}
    >
      {(p, open) => <PresaleRow presale={p} onAction={(kind) => open({ kind, presale: p })} />}
    </ModeratedList>
  );
}

function PresaleRow({
  presale: p,
  onAction,
}: {
  presale: AdminPresale;
  onAction: (kind: PresaleAction['kind']) => void;
}) {
  const cancellable = CANCELLABLE.has(p.status) && p.contributors === 0;
  return (
    <ModeratedRow
      testId="admin-presale"
      href={`/marketing/presales/${p.id}`}
      name={p.name}
      noun="presale"
      record={p}
      badges={<span className="badge">{label(p.status)}</span>}
      onHideShow={() => onAction(p.hidden ? 'show' : 'hide')}
      actions={
        CANCELLABLE.has(p.status) && (
          <UndoButton
            label="Cancel…"
            name={`Cancel presale ${p.name}`}
            disabledWhy={cancellable ? undefined : 'A presale with contributions cannot be cancelled'}
            onClick={() => onAction('cancel')}
          />
        )
      }
    >
      <RowDetail>
        Creator <span className="font-mono">{shortenAddress(p.owner)}</span> · token {tokenText(p.token)} ·
        raised {sol(p.raisedLamports, 2)} of {sol(p.hardCapLamports, 2)} (soft cap {sol(p.softCapLamports, 2)}
        ) · {p.contributors} contributors
      </RowDetail>
      <RunDates record={p} />
    </ModeratedRow>
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
      dismissLabel="Back"
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
