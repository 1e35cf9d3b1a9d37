import { solToLamports } from '@solpad/core/format';
import { CAMPAIGN_MAX_GOALS, CAMPAIGN_TYPES } from '@solpad/core/marketing';
import {
  type CampaignCreateRequest,
  CampaignCreateRequestSchema,
  type CampaignDetail,
  type CampaignGoal,
  type CampaignStatus,
  type CampaignType,
} from '@solpad/core/schemas';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import {
  Fact,
  FilterCard,
  InputField,
  SearchField,
  SelectField,
  SubmitRow,
  TextAreaField,
  useFormFields,
} from '../../components/kit';
import { useFilterValues } from '../../components/list-kit/useFilterValues';
import { toast } from '../../lib/toast';
import { campaignListQuery, marketingApi } from './api';
import {
  CAMPAIGN_STATUS_LABEL,
  CAMPAIGN_TYPE_LABEL,
  dateText,
  GOAL_LABEL,
  solText,
  statusTone,
} from './format';
import { useWriteAccess } from './session';
import { CreateScreen } from './shared/CreateScreen';
import { Crumb } from './shared/Crumb';
import { CARD_LINK_CLASS, CardHead } from './shared/ListCard';
import { ListScreen } from './shared/ListScreen';
import { RunFields, runBody, runFromNow } from './shared/RunFields';
import { StatusFilter } from './shared/StatusFilter';
import { useCreateAndPay } from './shared/useCreateAndPay';
import { TokenLabel } from './ui';

const STATUSES: CampaignStatus[] = ['active', 'scheduled', 'pending_payment', 'ended', 'cancelled'];
type Sort = 'new' | 'budget' | 'ending';
const SORT_LABEL: Record<Sort, string> = {
  new: 'Newest',
  budget: 'Largest budget',
  ending: 'Ending soonest',
};

// ─── List ────────────────────────────────────────────────────────────────────────────────────────────────

/** `/marketing/campaigns`: every campaign with filters; `?new=true` opens the create form. */
export function CampaignsScreen({ starting }: { starting: boolean }) {
  if (starting) return <CampaignCreate />;
  return <CampaignList />;
}

function CampaignList() {
  const filters = useFilterValues({
    type: '' as CampaignType | '',
    status: '' as CampaignStatus | '',
    sort: 'new' as Sort,
    search: '',
  });
  const [mine, setMine] = useState(false);
  const access = useWriteAccess();
  const owner = mine ? (access.connection?.address ?? undefined) : undefined;
  const list = useQuery(campaignListQuery({ ...filters.params, owner, limit: 50 }));
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
        <FilterCard columns="sm:grid-cols-2 lg:grid-cols-5">
          <SearchField id="cf-search" {...filters.wire('search')} />
          <SelectField
            id="cf-type"
            label="Type"
            all="All types"
            options={CAMPAIGN_TYPES}
            labels={CAMPAIGN_TYPE_LABEL}
            {...filters.wire('type')}
          />
          <StatusFilter
            id="cf-status"
            options={STATUSES}
            labels={CAMPAIGN_STATUS_LABEL}
            {...filters.wire('status')}
          />
          <SelectField id="cf-sort" label="Sort by" labels={SORT_LABEL} {...filters.wire('sort')} />
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
        </FilterCard>
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
        <Fact
          label="Budget"
          value={solText(c.budgetLamports, 2)}
          valueClassName="font-semibold tabular-nums"
        />
        <Fact label="Joined" value={c.participants} valueClassName="font-semibold tabular-nums" />
        <Fact label="Ends" value={dateText(c.endsAt)} valueClassName="text-muted text-xs" />
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

/** The create request from the form's text, and the errors of the fields the schema cannot word well. */
function campaignBody(
  f: {
    name: string;
    description: string;
    type: CampaignType;
    mint: string;
    budget: string;
    startsAt: string;
    endsAt: string;
  },
  goals: readonly GoalRow[],
) {
  const budgetLamports = solToLamports(f.budget);
  const local: Record<string, string> = {};
  if (budgetLamports === null) local.budgetLamports = 'Budget must be a SOL amount with at most 9 decimals';
  const goalBodies = goals.map((g, i) => {
    const target =
      g.metric === 'volume_lamports'
        ? solToLamports(g.target)
        : /^\d+$/.test(g.target.trim())
          ? BigInt(g.target.trim())
          : null;
    if (target === null) local[`goals.${i}.target`] = 'Target must be a whole number (SOL amount for volume)';
    return { metric: g.metric, target: (target ?? 0n).toString() };
  });
  const body = {
    name: f.name,
    description: f.description,
    type: f.type,
    mint: f.mint.trim(),
    budgetLamports: (budgetLamports ?? 0n).toString(),
    ...runBody(f),
    goals: goalBodies,
  };
  return { body, local };
}

/** The campaign's goals, each a metric and a target; up to the maximum. */
function GoalsFieldset({
  goals,
  setGoals,
  errors,
  id,
}: {
  goals: GoalRow[];
  setGoals: (goals: GoalRow[]) => void;
  errors: Record<string, string>;
  id: (f: string) => string;
}) {
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-1 font-medium text-sm">Goals (optional, measured from real activity)</legend>
      {goals.map((g, i) => (
        <div key={g.key} className="grid items-end gap-2 sm:grid-cols-[1fr_1fr_auto]">
          <SelectField
            id={id(`goal-metric-${g.key}`)}
            label={`Goal ${i + 1} metric`}
            labels={GOAL_LABEL}
            value={g.metric}
            onChange={(metric) => setGoals(goals.map((x) => (x.key === g.key ? { ...x, metric } : x)))}
          />
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
  );
}

/** Creates the campaign, then pays its budget into escrow and opens its page (saying how the payment went). */
function useCreateCampaign(budget: string) {
  const navigate = useNavigate();
  return useCreateAndPay({
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
}

function CampaignCreate() {
  const access = useWriteAccess();
  const [type, setType] = useState<CampaignType>('raid');
  const [goals, setGoals] = useState<GoalRow[]>([]);
  const { id, values, errors, field, check } = useFormFields(() => ({
    name: '',
    description: '',
    mint: '',
    budget: '',
    ...runFromNow(7),
  }));

  const { mutation: create, stepText, failure } = useCreateCampaign(values.budget);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const { body, local } = campaignBody({ ...values, type }, goals);
    const data = check(CampaignCreateRequestSchema.safeParse(body), local, (k) => k.split('.')[0] ?? k);
    if (data) create.mutate(data);
  };

  return (
    <CreateScreen
      header={{
        eyebrow: <Crumb to="/marketing/campaigns">Marketing · Campaigns</Crumb>,
        title: 'Start a Campaign',
        description:
          "Set up a campaign for your token. Its budget is paid on chain into the campaign's own escrow; cancelling refunds what was not spent.",
      }}
      access={access}
      action="start a campaign"
      label="New campaign"
      onSubmit={submit}
    >
      <div className="grid gap-4 md:grid-cols-2">
        <InputField label="Campaign name" maxLength={80} {...field('name')} />
        <SelectField
          id={id('type')}
          label="Type"
          error={errors.type}
          options={CAMPAIGN_TYPES}
          labels={CAMPAIGN_TYPE_LABEL}
          value={type}
          onChange={setType}
        />
        <InputField
          label="Linked token (mint address)"
          hint="The token this campaign promotes: any mint on the chain."
          className="input font-mono"
          spellCheck={false}
          autoComplete="off"
          {...field('mint')}
        />
        <InputField
          label="Budget (SOL)"
          hint="Paid now into the campaign's escrow (at least 0.01 SOL), plus the escrow's small rent reserve that comes back with the last refund."
          inputMode="decimal"
          placeholder="1.5"
          {...field('budget', 'budgetLamports')}
        />
        <RunFields field={field} />
      </div>
      <TextAreaField label="Description" maxLength={2000} {...field('description')} />
      <GoalsFieldset goals={goals} setGoals={setGoals} errors={errors} id={id} />
      <SubmitRow disabled={create.isPending} failure={failure}>
        {stepText ?? (access.state === 'ready' ? 'Create and pay budget' : 'Sign in and create')}
      </SubmitRow>
    </CreateScreen>
  );
}
