import type { Address } from '@solana/kit';
import { solToLamports } from '@solpad/core/format';
import { PRESALE_PLATFORM_FEE_BPS } from '@solpad/core/marketing';
import {
  type PresaleCreateRequest,
  PresaleCreateRequestSchema,
  type PresaleDetail,
  type PresaleStatus,
} from '@solpad/core/schemas';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import {
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
import { parseAmount } from '../trade';
import { toolsRpc } from '../wallet';
import { marketingApi, presaleListQuery } from './api';
import { bpsText, dateText, PRESALE_STATUS_LABEL, solText, statusTone } from './format';
import { useWriteAccess } from './session';
import { CreateScreen } from './shared/CreateScreen';
import { Crumb } from './shared/Crumb';
import { LinkFields } from './shared/ExternalLinks';
import { CARD_LINK_CLASS, CardHead, CardProgress } from './shared/ListCard';
import { ListScreen } from './shared/ListScreen';
import { RunFields, runBody, runFromNow } from './shared/RunFields';
import { StatusFilter } from './shared/StatusFilter';
import { useCreateAndPay } from './shared/useCreateAndPay';
import { TokenLabel } from './ui';

const STATUSES: PresaleStatus[] = [
  'live',
  'upcoming',
  'ended',
  'succeeded',
  'failed',
  'pending_deposit',
  'cancelled',
];
type Sort = 'new' | 'raised' | 'ending';
const SORT_LABEL: Record<Sort, string> = { new: 'Newest', raised: 'Most raised', ending: 'Ending soonest' };

// ─── List ────────────────────────────────────────────────────────────────────────────────────────────────

/** `/marketing/presales`: presales with a status filter and sort. */
export function PresaleListView() {
  const filters = useFilterValues({ status: '' as PresaleStatus | '', sort: 'new' as Sort, search: '' });
  const list = useQuery(presaleListQuery({ ...filters.params, limit: 50 }));
  return (
    <ListScreen
      header={{
        eyebrow: 'Marketing',
        title: 'Presales',
        description:
          'Token presales: the tokens on sale sit in escrow, contributions are held on chain until the end; below the soft cap everyone gets a refund.',
        actions: (
          <Link to="/marketing/presales/create" className="btn-primary">
            Create a presale
          </Link>
        ),
      }}
      filters={
        <FilterCard>
          <SearchField id="pf-search" {...filters.wire('search')} />
          <StatusFilter
            id="pf-status"
            options={STATUSES}
            labels={PRESALE_STATUS_LABEL}
            {...filters.wire('status')}
          />
          <SelectField id="pf-sort" label="Sort by" labels={SORT_LABEL} {...filters.wire('sort')} />
        </FilterCard>
      }
      query={list}
      what="presales"
      items={(d) => d.presales}
      empty="No presales match."
      label="Presales"
      renderItem={(p) => <PresaleCard p={p} />}
    />
  );
}

/** One presale in a list (also on the marketing overview). */
export function PresaleCard({
  p,
}: {
  p: Pick<
    PresaleDetail,
    | 'id'
    | 'name'
    | 'status'
    | 'token'
    | 'raisedLamports'
    | 'hardCapLamports'
    | 'softCapLamports'
    | 'progressBps'
    | 'endsAt'
    | 'contributors'
  >;
}) {
  const softBps = Number((BigInt(p.softCapLamports) * 10_000n) / BigInt(p.hardCapLamports));
  return (
    <Link
      to="/marketing/presales/$id"
      params={{ id: p.id }}
      data-testid="presale-card"
      className={CARD_LINK_CLASS}
    >
      <CardHead title={p.name} tone={statusTone(p.status)} status={PRESALE_STATUS_LABEL[p.status]} />
      <TokenLabel token={p.token} />
      <CardProgress
        figure={`${solText(p.raisedLamports, 2)} / ${solText(p.hardCapLamports, 2)}`}
        count={`${p.contributors} contributors`}
        progress={{ label: `${p.name} raised`, bps: p.progressBps, marker: softBps }}
        note={`Ends ${dateText(p.endsAt)}`}
      />
    </Link>
  );
}

// ─── Create ──────────────────────────────────────────────────────────────────────────────────────────────

/** Decimals of a mint, read from the chain (null when it is not a mint). */
async function mintDecimals(mint: string): Promise<number | null> {
  try {
    const { value } = await toolsRpc.getTokenSupply(mint as Address).send();
    return value.decimals;
  } catch {
    return null;
  }
}

/** Creates the presale, then deposits its tokens into escrow and opens its page (saying how the deposit went). */
function useCreatePresale() {
  const navigate = useNavigate();
  return useCreateAndPay({
    signing: 'Approve the token deposit in your wallet…',
    create: async (body: PresaleCreateRequest) => {
      const { presale, deposit } = await marketingApi.createPresale(body);
      return { id: presale.id, payment: deposit };
    },
    confirm: marketingApi.confirmDeposit,
    onDone: (r) => {
      if (r.paid)
        toast({ title: 'Presale created', description: 'The tokens on sale are deposited in escrow.' });
      else toast({ title: 'Deposit not completed', description: r.error, variant: 'destructive' });
      void navigate({ to: '/marketing/presales/$id', params: { id: r.id } });
    },
  });
}

/** The create request from the form's text (the token's decimals read from the chain), and the errors the schema cannot word well. */
async function presaleRequest(f: PresaleForm) {
  const local: Record<string, string> = {};
  const sol = (text: string, key: string, label: string) => {
    const v = solToLamports(text);
    if (v === null) local[key] = `${label} must be a SOL amount with at most 9 decimals`;
    return (v ?? 0n).toString();
  };
  const decimals = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/.test(f.mint.trim())
    ? await mintDecimals(f.mint.trim())
    : null;
  if (decimals === null) local.mint = 'Enter the mint address of a token on this chain';
  const perSol = decimals === null ? null : parseAmount(f.price, decimals);
  if (perSol === null && decimals !== null)
    local.tokensPerSol = `Price must be a token amount with at most ${decimals} decimals`;
  const body = {
    mint: f.mint.trim(),
    name: f.name,
    description: f.description,
    softCapLamports: sol(f.softCap, 'softCapLamports', 'Soft cap'),
    hardCapLamports: sol(f.hardCap, 'hardCapLamports', 'Hard cap'),
    tokensPerSol: (perSol ?? 0n).toString(),
    minContributionLamports: sol(f.min, 'minContributionLamports', 'Minimum'),
    maxContributionLamports: sol(f.max, 'maxContributionLamports', 'Maximum'),
    ...runBody(f),
    ...(f.website.trim() ? { website: f.website.trim() } : {}),
    ...(f.x.trim() ? { x: f.x.trim() } : {}),
    ...(f.telegram.trim() ? { telegram: f.telegram.trim() } : {}),
  };
  return { body, local };
}

/** The new presale form's text, field by field. */
type PresaleForm = Record<
  | 'mint'
  | 'name'
  | 'description'
  | 'softCap'
  | 'hardCap'
  | 'price'
  | 'min'
  | 'max'
  | 'startsAt'
  | 'endsAt'
  | 'website'
  | 'x'
  | 'telegram',
  string
>;

/** A new presale's form: it starts now, ends in three days, and takes at least 0.1 SOL a wallet. */
function emptyPresaleForm(): PresaleForm {
  return {
    mint: '',
    name: '',
    description: '',
    softCap: '',
    hardCap: '',
    price: '',
    min: '0.1',
    max: '',
    ...runFromNow(3),
    website: '',
    x: '',
    telegram: '',
  };
}

/** `/marketing/presales/create`: the form, then the token deposit signed by the creator's wallet. */
export function PresaleCreateView() {
  const access = useWriteAccess();
  const { values: f, field, check } = useFormFields(emptyPresaleForm);
  const [checking, setChecking] = useState(false);

  const { mutation: create, stepText, failure } = useCreatePresale();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setChecking(true);
    const { body, local } = await presaleRequest(f);
    setChecking(false);
    const data = check(PresaleCreateRequestSchema.safeParse(body), local);
    if (data) create.mutate(data);
  };

  const hard = solToLamports(f.hardCap);
  return (
    <CreateScreen
      header={{
        eyebrow: <Crumb to="/marketing/presales">Marketing · Presales</Crumb>,
        title: 'Create a Presale',
        description:
          "Sell a share of your token for SOL. You deposit the tokens for the hard cap into the presale's escrow; after the end it is finalized (soft cap reached) or every contributor can claim a refund.",
      }}
      access={access}
      action="create a presale"
      label="New presale"
      onSubmit={(e) => void submit(e)}
    >
      <div className="grid gap-4 md:grid-cols-2">
        <InputField
          label="Token (mint address)"
          hint="You must hold the tokens you put on sale."
          className="input font-mono"
          {...field('mint')}
        />
        <InputField label="Presale name" {...field('name')} />
        <InputField
          label="Soft cap (SOL)"
          hint="Below it, the presale fails and contributions are refunded."
          inputMode="decimal"
          {...field('softCap', 'softCapLamports')}
        />
        <InputField label="Hard cap (SOL)" inputMode="decimal" {...field('hardCap', 'hardCapLamports')} />
        <InputField
          label="Tokens per SOL"
          hint="How many tokens one SOL buys."
          inputMode="decimal"
          {...field('price', 'tokensPerSol')}
        />
        <div className="grid grid-cols-2 gap-3">
          <InputField
            label="Min per wallet (SOL)"
            inputMode="decimal"
            {...field('min', 'minContributionLamports')}
          />
          <InputField
            label="Max per wallet (SOL)"
            inputMode="decimal"
            {...field('max', 'maxContributionLamports')}
          />
        </div>
        <RunFields field={field} />
      </div>
      <TextAreaField label="Description" {...field('description')} />
      <LinkFields wire={(k) => field(k)} />
      {hard !== null && hard > 0n && f.price && (
        <p className="text-muted text-sm">
          Deposit at creation: the tokens for the hard cap ({f.hardCap} SOL × {f.price} tokens per SOL). A{' '}
          {bpsText(Number(PRESALE_PLATFORM_FEE_BPS))} platform fee is taken from the SOL raised on success.
        </p>
      )}
      <SubmitRow disabled={create.isPending || checking} failure={failure}>
        {stepText ?? (access.state === 'ready' ? 'Create and deposit tokens' : 'Sign in and create')}
      </SubmitRow>
    </CreateScreen>
  );
}
