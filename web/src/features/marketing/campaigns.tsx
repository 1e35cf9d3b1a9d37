import { shortenAddress, solToLamports } from '@solpad/core/format';
import { CAMPAIGN_MAX_GOALS, CAMPAIGN_TYPES } from '@solpad/core/marketing';
import {
  type CampaignCreateRequest,
  CampaignCreateRequestSchema,
  type CampaignDetail,
  type CampaignGoal,
  type CampaignStatus,
  type CampaignType,
  type CampaignUpdateRequest,
  CampaignUpdateRequestSchema,
} from '@solpad/core/schemas';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { type FormEvent, useId, useState } from 'react';
import { CopyButton } from '../../components/ui/CopyButton';
import { errorMessage } from '../../lib/error-message';
import { toast } from '../../lib/toast';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { campaignListQuery, campaignQuery, MARKETING_KEY, marketingApi } from './api';
import {
  bpsText,
  CAMPAIGN_STATUS_LABEL,
  CAMPAIGN_TYPE_LABEL,
  dateText,
  fieldErrors,
  localInputToIso,
  solText,
  statusTone,
  toLocalInput,
} from './format';
import { usePayPrepared, useWriteAccess } from './session';
import { ConfirmAction } from './shared/ConfirmAction';
import { Crumb } from './shared/Crumb';
import { DetailScreen } from './shared/DetailScreen';
import { FilterBar, SearchFilter, SelectFilter } from './shared/FilterBar';
import { FormError, InputField, SubmitRow, TextAreaField } from './shared/FormFields';
import { CARD_LINK_CLASS, CardHead } from './shared/ListCard';
import { ListScreen } from './shared/ListScreen';
import { MutationButton } from './shared/MutationButton';
import { useCreateAndPay } from './shared/useCreateAndPay';
import { useWrite } from './shared/useWrite';
import { AccessNotice, Field, fieldAria, PageHeader, Progress, Stat, StatusBadge, TokenLabel } from './ui';

const GOAL_LABEL: Record<CampaignGoal['metric'], string> = {
  participants: 'Participants',
  unique_traders: 'Unique traders',
  volume_lamports: 'Trading volume (SOL)',
  new_holders: 'New holders',
};
const STATUSES: CampaignStatus[] = ['active', 'scheduled', 'pending_payment', 'ended', 'cancelled'];
type Sort = 'new' | 'budget' | 'ending';
const SORT_LABEL: Record<Sort, string> = {
  new: 'Newest',
  budget: 'Largest budget',
  ending: 'Ending soonest',
};
const DAY = 24 * 60 * 60 * 1000;

function goalValueText(metric: CampaignGoal['metric'], value: string): string {
  return metric === 'volume_lamports' ? solText(value) : BigInt(value).toLocaleString('en-US');
}

// ─── List ────────────────────────────────────────────────────────────────────────────────────────────────

/** `/marketing/campaigns`: every campaign with filters; `?new=true` opens the create form. */
export function CampaignsScreen({ starting }: { starting: boolean }) {
  useDocumentTitle(starting ? 'Start a Campaign' : 'Campaigns');
  if (starting) return <CampaignCreate />;
  return <CampaignList />;
}

function CampaignList() {
  const [type, setType] = useState<CampaignType | ''>('');
  const [status, setStatus] = useState<CampaignStatus | ''>('');
  const [sort, setSort] = useState<Sort>('new');
  const [search, setSearch] = useState('');
  const [mine, setMine] = useState(false);
  const access = useWriteAccess();
  const owner = mine ? (access.connection?.address ?? undefined) : undefined;
  const list = useQuery(
    campaignListQuery({
      type: type || undefined,
      status: status || undefined,
      sort,
      search: search.trim() || undefined,
      owner,
      limit: 50,
    }),
  );
  return (
    <ListScreen
      header={{
        eyebrow: 'Marketing',
        title: 'Campaigns',
        description:
          'Raids, airdrops, KOL promotions and trending boosts, each with its budget held on chain in its own escrow.',
        actions: (
          <Link to="/marketing/campaigns" search={{ new: true }} className="btn-primary">
            Start a campaign
          </Link>
        ),
      }}
      filters={
        <FilterBar columns="sm:grid-cols-2 lg:grid-cols-5">
          <SearchFilter id="cf-search" value={search} onChange={setSearch} />
          <SelectFilter
            id="cf-type"
            label="Type"
            all="All types"
            options={CAMPAIGN_TYPES}
            labels={CAMPAIGN_TYPE_LABEL}
            value={type}
            onChange={setType}
          />
          <SelectFilter
            id="cf-status"
            label="Status"
            all="All statuses"
            options={STATUSES}
            labels={CAMPAIGN_STATUS_LABEL}
            value={status}
            onChange={setStatus}
          />
          <SelectFilter id="cf-sort" label="Sort by" labels={SORT_LABEL} value={sort} onChange={setSort} />
          <label className="flex items-center gap-2 self-end pb-2 text-sm">
            <input
              type="checkbox"
              className="size-4 accent-accent"
              checked={mine}
              disabled={!access.connection}
              onChange={(e) => setMine(e.target.checked)}
            />
            Only my campaigns
          </label>
        </FilterBar>
      }
      query={list}
      what="campaigns"
      items={(d) => d.campaigns}
      empty="No campaigns match. Start one for your token."
      label="Campaigns"
      renderItem={(c) => <CampaignCard campaign={c} />}
    />
  );
}

/** One campaign in a list (also used by the marketing overview). */
export function CampaignCard({
  campaign: c,
}: {
  campaign: Pick<
    CampaignDetail,
    'id' | 'name' | 'type' | 'status' | 'token' | 'budgetLamports' | 'participants' | 'endsAt' | 'startsAt'
  >;
}) {
  return (
    <Link
      to="/marketing/campaigns/$id"
      params={{ id: c.id }}
      data-testid="campaign-card"
      className={CARD_LINK_CLASS}
    >
      <CardHead title={c.name} tone={statusTone(c.status)} status={CAMPAIGN_STATUS_LABEL[c.status]} />
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <span className="badge text-muted">{CAMPAIGN_TYPE_LABEL[c.type]}</span>
        <TokenLabel token={c.token} />
      </div>
      <dl className="mt-auto grid grid-cols-3 gap-2 text-sm">
        <div>
          <dt className="stat-label">Budget</dt>
          <dd className="font-semibold tabular-nums">{solText(c.budgetLamports, 2)}</dd>
        </div>
        <div>
          <dt className="stat-label">Joined</dt>
          <dd className="font-semibold tabular-nums">{c.participants}</dd>
        </div>
        <div>
          <dt className="stat-label">Ends</dt>
          <dd className="text-muted text-xs">{dateText(c.endsAt)}</dd>
        </div>
      </dl>
    </Link>
  );
}

// ─── Create ──────────────────────────────────────────────────────────────────────────────────────────────

interface GoalRow {
  key: number;
  metric: CampaignGoal['metric'];
  target: string;
}

function CampaignCreate() {
  const access = useWriteAccess();
  const navigate = useNavigate();
  const now = Date.now();
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [type, setType] = useState<CampaignType>('raid');
  const [mint, setMint] = useState('');
  const [budget, setBudget] = useState('');
  const [startsAt, setStartsAt] = useState(() => toLocalInput(now));
  const [endsAt, setEndsAt] = useState(() => toLocalInput(now + 7 * DAY));
  const [goals, setGoals] = useState<GoalRow[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const uid = useId();

  const {
    mutation: create,
    stepText,
    failure,
  } = useCreateAndPay({
    signing: 'Approve the payment in your wallet…',
    create: async (body: CampaignCreateRequest) => {
      const { campaign, payment } = await marketingApi.createCampaign(body);
      return { id: campaign.id, payment };
    },
    confirm: marketingApi.confirmCampaign,
    onDone: (r) => {
      if (r.paid)
        toast({ title: 'Campaign funded', description: `Budget of ${budget} SOL paid into escrow.` });
      else toast({ title: 'Payment not completed', description: r.error, variant: 'destructive' });
      void navigate({ to: '/marketing/campaigns/$id', params: { id: r.id } });
    },
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const budgetLamports = solToLamports(budget);
    const local: Record<string, string> = {};
    if (budgetLamports === null) local.budgetLamports = 'Budget must be a SOL amount with at most 9 decimals';
    const goalBodies = goals.map((g, i) => {
      const target =
        g.metric === 'volume_lamports'
          ? solToLamports(g.target)
          : /^\d+$/.test(g.target.trim())
            ? BigInt(g.target.trim())
            : null;
      if (target === null)
        local[`goals.${i}.target`] = 'Target must be a whole number (SOL amount for volume)';
      return { metric: g.metric, target: (target ?? 0n).toString() };
    });
    const body = {
      name,
      description,
      type,
      mint: mint.trim(),
      budgetLamports: (budgetLamports ?? 0n).toString(),
      startsAt: localInputToIso(startsAt) ?? '',
      endsAt: localInputToIso(endsAt) ?? '',
      goals: goalBodies,
    };
    const parsed = CampaignCreateRequestSchema.safeParse(body);
    const all = { ...(parsed.success ? {} : fieldErrors(parsed.error.issues)), ...local };
    setErrors(all);
    if (Object.keys(all).length > 0 || !parsed.success) {
      const first = Object.keys(all)[0];
      document.getElementById(`${uid}-${(first ?? '').split('.')[0]}`)?.focus();
      return;
    }
    create.mutate(parsed.data);
  };

  const id = (f: string) => `${uid}-${f}`;
  return (
    <div className="flex flex-col gap-5">
      <PageHeader
        eyebrow={<Crumb to="/marketing/campaigns">Marketing · Campaigns</Crumb>}
        title="Start a Campaign"
        description="Set up a campaign for your token. Its budget is paid on chain into the campaign's own escrow; cancelling refunds what was not spent."
      />
      <AccessNotice access={access} action="start a campaign" />
      <form noValidate onSubmit={submit} aria-label="New campaign" className="card flex flex-col gap-4">
        <div className="grid gap-4 md:grid-cols-2">
          <InputField
            id={id('name')}
            label="Campaign name"
            error={errors.name}
            value={name}
            maxLength={80}
            onChange={(e) => setName(e.target.value)}
          />
          <Field id={id('type')} label="Type" error={errors.type}>
            <select
              {...fieldAria(id('type'), errors.type)}
              className="input"
              value={type}
              onChange={(e) => setType(e.target.value as CampaignType)}
            >
              {CAMPAIGN_TYPES.map((t) => (
                <option key={t} value={t}>
                  {CAMPAIGN_TYPE_LABEL[t]}
                </option>
              ))}
            </select>
          </Field>
          <InputField
            id={id('mint')}
            label="Linked token (mint address)"
            hint="The token this campaign promotes: any mint on the chain."
            error={errors.mint}
            className="input font-mono"
            value={mint}
            spellCheck={false}
            autoComplete="off"
            onChange={(e) => setMint(e.target.value)}
          />
          <InputField
            id={id('budgetLamports')}
            label="Budget (SOL)"
            hint="Paid now into the campaign's escrow (at least 0.01 SOL), plus the escrow's small rent reserve that comes back with the last refund."
            error={errors.budgetLamports}
            inputMode="decimal"
            placeholder="1.5"
            value={budget}
            onChange={(e) => setBudget(e.target.value)}
          />
          <InputField
            id={id('startsAt')}
            label="Starts"
            error={errors.startsAt}
            type="datetime-local"
            value={startsAt}
            onChange={(e) => setStartsAt(e.target.value)}
          />
          <InputField
            id={id('endsAt')}
            label="Ends"
            error={errors.endsAt}
            type="datetime-local"
            value={endsAt}
            onChange={(e) => setEndsAt(e.target.value)}
          />
        </div>
        <TextAreaField
          id={id('description')}
          label="Description"
          error={errors.description}
          className="input min-h-24"
          maxLength={2000}
          value={description}
          onChange={(e) => setDescription(e.target.value)}
        />
        <fieldset className="flex flex-col gap-3">
          <legend className="mb-1 font-medium text-sm">Goals (optional, measured from real activity)</legend>
          {goals.map((g, i) => (
            <div key={g.key} className="grid items-end gap-2 sm:grid-cols-[1fr_1fr_auto]">
              <Field id={id(`goal-metric-${g.key}`)} label={`Goal ${i + 1} metric`}>
                <select
                  id={id(`goal-metric-${g.key}`)}
                  className="input"
                  value={g.metric}
                  onChange={(e) =>
                    setGoals(
                      goals.map((x) =>
                        x.key === g.key ? { ...x, metric: e.target.value as GoalRow['metric'] } : x,
                      ),
                    )
                  }
                >
                  {Object.entries(GOAL_LABEL).map(([k, v]) => (
                    <option key={k} value={k}>
                      {v}
                    </option>
                  ))}
                </select>
              </Field>
              <InputField
                id={id(`goals.${i}.target`)}
                label={`Goal ${i + 1} target`}
                error={errors[`goals.${i}.target`]}
                inputMode="decimal"
                value={g.target}
                onChange={(e) =>
                  setGoals(goals.map((x) => (x.key === g.key ? { ...x, target: e.target.value } : x)))
                }
              />
              <button
                type="button"
                className="btn-secondary"
                aria-label={`Remove goal ${i + 1}`}
                onClick={() => setGoals(goals.filter((x) => x.key !== g.key))}
              >
                Remove
              </button>
            </div>
          ))}
          {goals.length < CAMPAIGN_MAX_GOALS && (
            <button
              type="button"
              className="btn-secondary self-start"
              onClick={() => setGoals([...goals, { key: Date.now(), metric: 'participants', target: '' }])}
            >
              Add goal
            </button>
          )}
        </fieldset>
        <SubmitRow disabled={create.isPending} failure={failure}>
          {stepText ?? (access.state === 'ready' ? 'Create and pay budget' : 'Sign in and create')}
        </SubmitRow>
      </form>
    </div>
  );
}

// ─── Detail ──────────────────────────────────────────────────────────────────────────────────────────────

/** `/marketing/campaigns/{id}` and `/campaign/{id}`: progress, participants, and the owner's controls. */
export function CampaignDetailView({ id }: { id: string }) {
  const q = useQuery({ ...campaignQuery(id), refetchInterval: 15_000 });
  const name = q.data?.campaign.name;
  useDocumentTitle(name ? `${name} · Campaign` : 'Campaign');
  return (
    <DetailScreen
      query={q}
      header={{ eyebrow: 'Marketing · Campaign', title: 'Campaign' }}
      what="the campaign"
    >
      {(d) => <CampaignDetailBody c={d.campaign} />}
    </DetailScreen>
  );
}

function CampaignDetailBody({ c }: { c: CampaignDetail }) {
  const access = useWriteAccess();
  const pay = usePayPrepared();
  const queryClient = useQueryClient();
  const me = access.connection?.address ?? null;
  const isOwner = me === c.owner;
  const joined = me !== null && c.participantList.some((p) => p.wallet === me);
  const open = c.status === 'active' || c.status === 'scheduled';
  const [confirmCancel, setConfirmCancel] = useState(false);
  const [editing, setEditing] = useState(false);
  const refundPending = c.payouts.some((p) => p.kind === 'budget_refund' && p.status !== 'paid');

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
  const join = useWrite({
    mutationFn: () => marketingApi.joinCampaign(c.id),
    onSuccess: () => {
      toast({ title: 'Joined the campaign' });
    },
    onError: (e) => toast({ title: 'Could not join', description: errorMessage(e), variant: 'destructive' }),
  });

  return (
    <div className="flex flex-col gap-5">
      <PageHeader
        eyebrow={<Crumb to="/marketing/campaigns">Marketing · Campaign</Crumb>}
        title={c.name}
        description={c.description || undefined}
        actions={
          <>
            <StatusBadge tone={statusTone(c.status)} testId="campaign-status">
              {CAMPAIGN_STATUS_LABEL[c.status]}
            </StatusBadge>
            <span className="badge text-muted">{CAMPAIGN_TYPE_LABEL[c.type]}</span>
          </>
        }
      />
      <section aria-label="Budget" className="card flex flex-col gap-4">
        <h2 className="card-title">Budget</h2>
        <dl className="grid grid-cols-2 gap-3 lg:grid-cols-5">
          <Stat
            label="Budget"
            value={<span data-testid="campaign-budget">{solText(c.budgetLamports)}</span>}
          />
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
            <code className="min-w-0 break-all font-mono text-xs" data-testid="campaign-escrow">
              {c.escrow}
            </code>
            <CopyButton text={c.escrow} label="Copy escrow address" />
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
      </section>

      <section aria-label="Progress" className="card flex flex-col gap-4">
        <h2 className="card-title">Progress</h2>
        <div className="grid gap-3 sm:grid-cols-2">
          <div className="flex flex-col gap-1 text-sm">
            <div className="flex justify-between gap-2">
              <span>Time elapsed</span>
              <span className="tabular-nums text-muted">{bpsText(c.progress.timeBps)}</span>
            </div>
            <Progress label="Time elapsed" bps={c.progress.timeBps} />
            <p className="text-muted text-xs">
              {dateText(c.startsAt)} → {dateText(c.endsAt)}
            </p>
          </div>
          <div className="flex flex-col gap-1 text-sm">
            <div className="flex justify-between gap-2">
              <span>Budget spent</span>
              <span className="tabular-nums text-muted">{bpsText(c.progress.budgetSpentBps)}</span>
            </div>
            <Progress label="Budget spent" bps={c.progress.budgetSpentBps} />
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
      </section>

      <div className="grid gap-5 lg:grid-cols-2">
        <section aria-label="Details" className="card flex flex-col gap-3 text-sm">
          <h2 className="card-title">Details</h2>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
            <dt className="text-muted">Token</dt>
            <dd className="flex min-w-0 flex-wrap items-center gap-2">
              <TokenLabel token={c.token} />
              <CopyButton text={c.token.mint} label="Copy token mint" />
            </dd>
            <dt className="text-muted">Owner</dt>
            <dd className="font-mono">{shortenAddress(c.owner)}</dd>
            <dt className="text-muted">Created</dt>
            <dd>{dateText(c.createdAt)}</dd>
            {c.cancelledAt && (
              <>
                <dt className="text-muted">Cancelled</dt>
                <dd>{dateText(c.cancelledAt)}</dd>
              </>
            )}
          </dl>
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
        </section>
        <section aria-label="Participants" className="card flex flex-col gap-3 text-sm">
          <h2 className="card-title">Participants ({c.participants})</h2>
          {c.participantList.length === 0 ? (
            <p className="text-muted">Nobody joined yet.</p>
          ) : (
            <ul className="flex max-h-64 flex-col gap-1 overflow-auto">
              {c.participantList.map((p) => (
                <li key={p.wallet} className="flex justify-between gap-2">
                  <span className="font-mono">{shortenAddress(p.wallet)}</span>
                  <span className="text-muted text-xs">{dateText(p.joinedAt)}</span>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>

      {(c.hires.length > 0 || c.payouts.length > 0) && (
        <section aria-label="Hires and payouts" className="card flex flex-col gap-3 text-sm">
          <h2 className="card-title">KOL hires and payouts</h2>
          <ul className="flex flex-col gap-2">
            {c.hires.map((h) => (
              <li key={h.id} className="flex flex-wrap justify-between gap-2">
                <span>
                  {h.kolName} · {h.service}
                </span>
                <span className="tabular-nums">
                  {solText(h.priceLamports)} <span className="badge text-muted">{h.status}</span>
                </span>
              </li>
            ))}
            {c.payouts.map((p) => (
              <li key={p.id} className="flex flex-wrap justify-between gap-2" data-testid="campaign-payout">
                <span>
                  {p.kind === 'budget_refund' ? 'Refund' : p.kind === 'kol_payment' ? 'KOL payment' : p.kind}{' '}
                  to <span className="font-mono">{shortenAddress(p.recipient)}</span>
                </span>
                <span className="tabular-nums">
                  {solText(p.lamports)} <span className="badge text-muted">{p.status}</span>
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}

      {isOwner && c.status === 'cancelled' && refundPending && (
        <section aria-label="Refund" className="card flex flex-wrap items-center gap-3 text-sm">
          <span className="min-w-0 flex-1">The refund of this campaign's escrow has not been paid yet.</span>
          <MutationButton mutation={cancel} className="btn-primary" busy="Refunding…">
            Retry refund
          </MutationButton>
        </section>
      )}
      {isOwner && c.status !== 'cancelled' && (
        <section aria-label="Owner controls" className="card flex flex-col gap-3">
          <h2 className="card-title">Owner controls</h2>
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
        </section>
      )}
    </div>
  );
}

function CampaignEdit({ c, onDone }: { c: CampaignDetail; onDone: () => void }) {
  const queryClient = useQueryClient();
  const uid = useId();
  const [name, setName] = useState(c.name);
  const [description, setDescription] = useState(c.description);
  const [endsAt, setEndsAt] = useState(toLocalInput(Date.parse(c.endsAt)));
  const [errors, setErrors] = useState<Record<string, string>>({});
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
      name,
      description,
      startsAt: c.startsAt,
      endsAt: localInputToIso(endsAt) ?? '',
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
  const id = (f: string) => `${uid}-${f}`;
  return (
    <form noValidate onSubmit={submit} aria-label="Edit campaign" className="flex flex-col gap-3">
      <InputField
        id={id('name')}
        label="Campaign name"
        error={errors.name}
        value={name}
        onChange={(e) => setName(e.target.value)}
      />
      <TextAreaField
        id={id('description')}
        label="Description"
        error={errors.description}
        className="input min-h-20"
        value={description}
        onChange={(e) => setDescription(e.target.value)}
      />
      <InputField
        id={id('endsAt')}
        label="Ends"
        error={errors.endsAt}
        type="datetime-local"
        value={endsAt}
        onChange={(e) => setEndsAt(e.target.value)}
      />
      <div className="flex flex-wrap items-center gap-2">
        <button type="submit" className="btn-primary" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save changes'}
        </button>
        <FormError>{errors.form || errors['']}</FormError>
      </div>
    </form>
  );
}
