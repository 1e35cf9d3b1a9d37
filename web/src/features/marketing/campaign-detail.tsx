import { shortenAddress } from '@solpad/core/format';
import {
  type CampaignDetail,
  type CampaignUpdateRequest,
  CampaignUpdateRequestSchema,
} from '@solpad/core/schemas';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useState } from 'react';
import {
  AmountRow,
  CardSection,
  ConfirmAction,
  DetailList,
  DetailRow,
  FormError,
  fieldErrors,
  InputField,
  MutationButton,
  ScrollList,
  Stat,
  TextAreaField,
  useFormFields,
} from '../../components/kit';
import { FullAddress } from '../../components/ui/FullAddress';
import { errorMessage } from '../../lib/error-message';
import { toast } from '../../lib/toast';
import { campaignQuery, MARKETING_KEY, marketingApi } from './api';
import {
  bpsText,
  CAMPAIGN_STATUS_LABEL,
  CAMPAIGN_TYPE_LABEL,
  dateText,
  GOAL_LABEL,
  goalValueText,
  localInputToIso,
  solText,
  statusTone,
  toLocalInput,
} from './format';
import { usePayPrepared, useWriteAccess } from './session';
import { Crumb } from './shared/Crumb';
import { DetailScreen } from './shared/DetailScreen';
import { Screen } from './shared/Screen';
import { useWrite } from './shared/useWrite';
import { AccessNotice, AddressRow, Progress, TokenRow } from './ui';

// A campaign's own page: its goals and progress, participants, KOL hires and payouts, and the owner's edit.

// ─── Detail ──────────────────────────────────────────────────────────────────────────────────────────────

/** `/marketing/campaigns/{id}` and `/campaign/{id}`: progress, participants, and the owner's controls. */
export function CampaignDetailView({ id }: { id: string }) {
  const q = useQuery({ ...campaignQuery(id), refetchInterval: 15_000 });
  return (
    <DetailScreen
      query={q}
      header={{ eyebrow: 'Marketing · Campaign', title: 'Campaign' }}
      documentTitle={(d) => `${d.campaign.name} · Campaign`}
      what="the campaign"
    >
      {(d) => <CampaignDetailBody c={d.campaign} />}
    </DetailScreen>
  );
}

function CampaignDetailBody({ c }: { c: CampaignDetail }) {
  const access = useWriteAccess();
  const queryClient = useQueryClient();
  const me = access.connection?.address ?? null;
  const isOwner = me === c.owner;
  const [confirmCancel, setConfirmCancel] = useState(false);
  const refundPending = c.payouts.some((p) => p.kind === 'budget_refund' && p.status !== 'paid');

  const cancel = useWrite({
    mutationFn: () => marketingApi.cancelCampaign(c.id),
    onSuccess: ({ refund }) => {
      setConfirmCancel(false);
      toast({
        title: 'Campaign cancelled',
        description: refund
          ? `${solText(refund.lamports)} refunded to your wallet.`
          : 'Nothing was left to refund.',
      });
    },
    onError: (e) => {
      // The cancel may have been recorded while its refund could not be sent yet (it stays planned): reread.
      void queryClient.invalidateQueries({ queryKey: MARKETING_KEY });
      toast({ title: 'Refund not completed', description: errorMessage(e), variant: 'destructive' });
    },
  });

  return (
    <Screen
      eyebrow={<Crumb to="/marketing/campaigns">Marketing · Campaign</Crumb>}
      title={c.name}
      description={c.description || undefined}
      status={{
        tone: statusTone(c.status),
        label: CAMPAIGN_STATUS_LABEL[c.status],
        testId: 'campaign-status',
      }}
      actions={<span className="badge text-muted">{CAMPAIGN_TYPE_LABEL[c.type]}</span>}
    >
      <CampaignBudget c={c} isOwner={isOwner} />
      <CampaignProgress c={c} />
      <div className="grid gap-5 lg:grid-cols-2">
        <CampaignDetails c={c} me={me} isOwner={isOwner} />
        <CardSection label="Participants" title={<>Participants ({c.participants})</>}>
          <ScrollList items={c.participantList} itemKey={(p) => p.wallet} empty="Nobody joined yet.">
            {(p) => (
              <li className="flex justify-between gap-2">
                <span className="font-mono">{shortenAddress(p.wallet)}</span>
                <span className="text-muted text-xs">{dateText(p.joinedAt)}</span>
              </li>
            )}
          </ScrollList>
        </CardSection>
      </div>
      <CampaignMoney c={c} />
      {isOwner && c.status === 'cancelled' && refundPending && (
        <section aria-label="Refund" className="card flex flex-wrap items-center gap-3 text-sm">
          <span className="min-w-0 flex-1">The refund of this campaign's escrow has not been paid yet.</span>
          <MutationButton mutation={cancel} className="btn-primary" busy="Refunding…">
            Retry refund
          </MutationButton>
        </section>
      )}
      {isOwner && c.status !== 'cancelled' && (
        <OwnerControls
          c={c}
          cancel={cancel}
          confirmCancel={confirmCancel}
          setConfirmCancel={setConfirmCancel}
        />
      )}
    </Screen>
  );
}

/** The budget: what was paid, spent, held and refunded, the escrow, and the owner's payment. */
function CampaignBudget({ c, isOwner }: { c: CampaignDetail; isOwner: boolean }) {
  const pay = usePayPrepared();
  const payBudget = useWrite({
    mutationFn: async () => {
      const payment = await marketingApi.campaignPayment(c.id);
      const signature = await pay(payment);
      return marketingApi.confirmCampaign(c.id, signature);
    },
    onSuccess: () => {
      toast({
        title: 'Campaign funded',
        description: `Budget of ${solText(c.budgetLamports)} paid into escrow.`,
      });
    },
    onError: (e) => toast({ title: 'Payment failed', description: errorMessage(e), variant: 'destructive' }),
  });
  return (
    <CardSection label="Budget" className="card flex flex-col gap-4">
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-5">
        <Stat label="Budget" value={<span data-testid="campaign-budget">{solText(c.budgetLamports)}</span>} />
        <Stat label="Spent on KOLs" value={solText(c.spentLamports)} />
        <Stat label="Committed" value={solText(c.committedLamports)} hint="Held for open hires" />
        <Stat
          label="Refunded"
          value={<span data-testid="campaign-refunded">{solText(c.refundedLamports)}</span>}
          hint={c.status === 'cancelled' ? "With the escrow's rent reserve" : undefined}
        />
        <Stat label="Available" value={solText(c.availableLamports)} />
      </dl>
      <div className="flex flex-col gap-1 text-sm">
        <span className="stat-label">Escrow</span>
        <div className="flex flex-wrap items-center gap-2">
          <FullAddress address={c.escrow} copyLabel="Copy escrow address" testId="campaign-escrow" />
        </div>
        {c.fundingSignature && (
          <p className="text-muted text-xs">
            Funded by transaction <span className="font-mono">{shortenAddress(c.fundingSignature, 8)}</span>
          </p>
        )}
      </div>
      {isOwner && c.status === 'pending_payment' && (
        <MutationButton
          mutation={payBudget}
          className="btn-primary self-start"
          busy="Paying…"
        >{`Pay budget (${solText(c.budgetLamports)})`}</MutationButton>
      )}
    </CardSection>
  );
}

/** A labelled progress bar with its figure on the right (and `children` below it). */
function ProgressLine({ label, bps, children }: { label: string; bps: number; children?: ReactNode }) {
  return (
    <>
      <div className="flex justify-between gap-2">
        <span>{label}</span>
        <span className="tabular-nums text-muted">{bpsText(bps)}</span>
      </div>
      <Progress label={label} bps={bps} />
      {children}
    </>
  );
}

function CampaignProgress({ c }: { c: CampaignDetail }) {
  return (
    <CardSection label="Progress" className="card flex flex-col gap-4">
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="flex flex-col gap-1 text-sm">
          <ProgressLine label="Time elapsed" bps={c.progress.timeBps}>
            <p className="text-muted text-xs">
              {dateText(c.startsAt)} → {dateText(c.endsAt)}
            </p>
          </ProgressLine>
        </div>
        <div className="flex flex-col gap-1 text-sm">
          <ProgressLine label="Budget spent" bps={c.progress.budgetSpentBps} />
        </div>
      </div>
      {c.progress.goals.length > 0 ? (
        <ul aria-label="Goals" className="flex flex-col gap-3">
          {c.progress.goals.map((g) => (
            <li key={`${g.metric}-${g.target}`} className="flex flex-col gap-1 text-sm">
              <div className="flex flex-wrap justify-between gap-2">
                <span>{g.label || GOAL_LABEL[g.metric]}</span>
                <span className="tabular-nums text-muted">
                  {goalValueText(g.metric, g.current)} / {goalValueText(g.metric, g.target)}
                </span>
              </div>
              <Progress label={g.label || GOAL_LABEL[g.metric]} bps={g.progressBps} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-muted text-sm">No goals set.</p>
      )}
    </CardSection>
  );
}

/** The campaign's token, owner and dates, and the visitor's "Join campaign". */
function CampaignDetails({ c, me, isOwner }: { c: CampaignDetail; me: string | null; isOwner: boolean }) {
  const joined = me !== null && c.participantList.some((p) => p.wallet === me);
  const open = c.status === 'active' || c.status === 'scheduled';
  const join = useWrite({
    mutationFn: () => marketingApi.joinCampaign(c.id),
    onSuccess: () => {
      toast({ title: 'Joined the campaign' });
    },
    onError: (e) => toast({ title: 'Could not join', description: errorMessage(e), variant: 'destructive' }),
  });
  return (
    <CardSection label="Details">
      <DetailList>
        <TokenRow token={c.token} />
        <AddressRow label="Owner" address={c.owner} />
        <DetailRow label="Created">{dateText(c.createdAt)}</DetailRow>
        {c.cancelledAt && <DetailRow label="Cancelled">{dateText(c.cancelledAt)}</DetailRow>}
      </DetailList>
      {!isOwner && open && (
        <button
          type="button"
          className="btn-primary self-start"
          disabled={joined || join.isPending}
          onClick={() => join.mutate()}
        >
          {joined ? 'You joined' : join.isPending ? 'Joining…' : 'Join campaign'}
        </button>
      )}
    </CardSection>
  );
}

/** The KOL hires and the payouts out of the escrow, when there are any. */
function CampaignMoney({ c }: { c: CampaignDetail }) {
  if (c.hires.length === 0 && c.payouts.length === 0) return null;
  return (
    <CardSection label="Hires and payouts" title="KOL hires and payouts">
      <ul className="flex flex-col gap-2">
        {c.hires.map((h) => (
          <AmountRow
            key={h.id}
            what={
              <>
                {h.kolName} · {h.service}
              </>
            }
            amount={solText(h.priceLamports)}
            status={h.status}
          />
        ))}
        {c.payouts.map((p) => (
          <AmountRow
            key={p.id}
            testId="campaign-payout"
            what={
              <>
                {p.kind === 'budget_refund' ? 'Refund' : p.kind === 'kol_payment' ? 'KOL payment' : p.kind} to{' '}
                <span className="font-mono">{shortenAddress(p.recipient)}</span>
              </>
            }
            amount={solText(p.lamports)}
            status={p.status}
          />
        ))}
      </ul>
    </CardSection>
  );
}

/** The owner's edit and cancel (with its refund) of a campaign that is not cancelled. */
function OwnerControls({
  c,
  cancel,
  confirmCancel,
  setConfirmCancel,
}: {
  c: CampaignDetail;
  cancel: { isPending: boolean; mutate: () => void };
  confirmCancel: boolean;
  setConfirmCancel: (open: boolean) => void;
}) {
  const access = useWriteAccess();
  const [editing, setEditing] = useState(false);
  return (
    <CardSection label="Owner controls" className="card flex flex-col gap-3">
      <AccessNotice access={access} action="manage this campaign" />
      {c.status !== 'ended' && (
        <div className="flex flex-wrap gap-2">
          {c.status !== 'pending_payment' && (
            <button
              type="button"
              className="btn-secondary"
              onClick={() => setEditing((v) => !v)}
              aria-expanded={editing}
            >
              {editing ? 'Close editor' : 'Edit campaign'}
            </button>
          )}
          <ConfirmAction
            open={confirmCancel}
            onOpenChange={setConfirmCancel}
            action="Cancel campaign"
            name="Confirm cancel"
            question={`Cancel and refund ${solText(BigInt(c.budgetLamports) - BigInt(c.spentLamports) - BigInt(c.refundedLamports))} to your wallet?`}
            confirm="Confirm cancel and refund"
            busy="Refunding…"
            pending={cancel.isPending}
            onConfirm={() => cancel.mutate()}
          />
        </div>
      )}
      {editing && <CampaignEdit c={c} onDone={() => setEditing(false)} />}
    </CardSection>
  );
}

function CampaignEdit({ c, onDone }: { c: CampaignDetail; onDone: () => void }) {
  const queryClient = useQueryClient();
  const { values, errors, setErrors, field } = useFormFields(() => ({
    name: c.name,
    description: c.description,
    endsAt: toLocalInput(Date.parse(c.endsAt)),
  }));
  const save = useWrite({
    mutationFn: (patch: CampaignUpdateRequest) => marketingApi.updateCampaign(c.id, patch),
    onSuccess: ({ campaign }) => {
      queryClient.setQueryData(campaignQuery(c.id).queryKey, { campaign });
      toast({ title: 'Campaign updated' });
      onDone();
    },
    onError: (e) => setErrors({ form: errorMessage(e) }),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    // The whole editable set is sent, unchanged fields included: the API's update schema fills an absent
    // description and goals with their defaults ('' and []) and requires startsAt, so a partial patch would
    // wipe them (reported to the back end's owner). An unchanged start is accepted after the start.
    const parsed = CampaignUpdateRequestSchema.safeParse({
      name: values.name,
      description: values.description,
      startsAt: c.startsAt,
      endsAt: localInputToIso(values.endsAt) ?? '',
      goals: c.goals.map((g) => ({
        metric: g.metric,
        target: g.target,
        ...(g.label ? { label: g.label } : {}),
      })),
    });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error.issues));
      return;
    }
    setErrors({});
    save.mutate(parsed.data);
  };
  return (
    <form noValidate onSubmit={submit} aria-label="Edit campaign" className="flex flex-col gap-3">
      <InputField label="Campaign name" {...field('name')} />
      <TextAreaField label="Description" className="input min-h-20" {...field('description')} />
      <InputField label="Ends" type="datetime-local" {...field('endsAt')} />
      <div className="flex flex-wrap items-center gap-2">
        <button type="submit" className="btn-primary" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save changes'}
        </button>
        <FormError>{errors.form || errors['']}</FormError>
      </div>
    </form>
  );
}
