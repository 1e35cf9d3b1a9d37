import { shortenAddress } from '@solpad/core/format';
import {
  type AdminCampaign,
  AdminCampaignCancelResponseSchema,
  AdminCampaignListSchema,
  AdminCampaignResponseSchema,
  CampaignStatusSchema,
  type CampaignType,
  CampaignTypeSchema,
} from '@solpad/core/schemas';
import { RowDetail } from '../../../../components/kit';
import { apiRequest } from '../../../../lib/api';
import { useAdminWrite } from '../../data';
import { ReasonDialog } from '../../ReasonDialog';
import { sol } from '../../ui';
import { type ListFilter, ModeratedList } from './moderated-list';
import { label, ModeratedRow, RunDates, tokenText, UndoButton } from './shared';

const TYPE_LABEL: Record<CampaignType, string> = {
  raid: 'Raid',
  airdrop: 'Airdrop',
  kol_promotion: 'KOL promotion',
  trending_boost: 'Trending boost',
};

const FILTERS: readonly ListFilter[] = [
  {
    param: 'status',
    label: 'Status',
    options: CampaignStatusSchema.options.map((s) => ({ value: s, label: label(s) })),
  },
  {
    param: 'type',
    label: 'Type',
    options: CampaignTypeSchema.options.map((t) => ({ value: t, label: TYPE_LABEL[t] })),
  },
];

type CampaignAction = { kind: 'hide' | 'show' | 'cancel'; campaign: AdminCampaign };

export function CampaignsPanel() {
  return (
    <ModeratedList
      title="Campaigns"
      what="campaigns"
      path="/api/admin/marketing/campaigns"
      schema={AdminCampaignListSchema}
      items={(p) => p.campaigns}
      searchLabel="Search campaigns by name, owner or mint"
      filters={FILTERS}
      dialog={(action: CampaignAction, close) => <CampaignDialog action={action} onClose={close} />}
    >
      {(c, open) => (
        <ModeratedRow
          testId="admin-campaign"
          href={`/marketing/campaigns/${c.id}`}
          name={c.name}
          noun="campaign"
          record={c}
          badges={
            <>
              <span className="badge">{TYPE_LABEL[c.type]}</span>
              <span className="badge">{label(c.status)}</span>
            </>
          }
          onHideShow={() => open({ kind: c.hidden ? 'show' : 'hide', campaign: c })}
          actions={
            c.status !== 'cancelled' && (
              <UndoButton
                label="Cancel…"
                name={`Cancel campaign ${c.name}`}
                onClick={() => open({ kind: 'cancel', campaign: c })}
              />
            )
          }
        >
          <RowDetail>
            Owner <span className="font-mono">{shortenAddress(c.owner)}</span> · token {tokenText(c.token)} ·
            budget {sol(c.budgetLamports, 2)} · spent {sol(c.spentLamports, 2)} · refunded{' '}
            {sol(c.refundedLamports, 2)} · {c.participants} participants
          </RowDetail>
          <RunDates record={c} />
        </ModeratedRow>
      )}
    </ModeratedList>
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
        dismissLabel="Back"
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
      dismissLabel="Back"
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
