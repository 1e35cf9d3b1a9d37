import type { Address } from '@solana/kit';
import {
  CTO_DEFAULT_THRESHOLD_BPS,
  CTO_MAX_THRESHOLD_BPS,
  CTO_MIN_THRESHOLD_BPS,
  MARKETING_MAX_DURATION_MS,
} from '@solpad/core/marketing';
import { isSolanaAddressText } from '@solpad/core/navigation';
import { type Cto, type CtoCreateRequest, CtoCreateRequestSchema } from '@solpad/core/schemas';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import {
  type FieldWiring,
  FilterCard,
  InputField,
  SubmitRow,
  TextAreaField,
  useFormFields,
} from '../../components/kit';
import { ApiError } from '../../lib/api';
import { errorMessage } from '../../lib/error-message';
import { toast } from '../../lib/toast';
import { toolsRpc } from '../wallet';
import { ctoListQuery, marketingApi } from './api';
import { bpsText, CTO_STATUS_LABEL, ctoTone, dateText, localInputToIso, shareBps, tokenText } from './format';
import { useWriteAccess } from './session';
import { CreateScreen } from './shared/CreateScreen';
import { Crumb } from './shared/Crumb';
import { LINKS, LinkFields } from './shared/ExternalLinks';
import { CARD_LINK_CLASS, CardHead, CardProgress } from './shared/ListCard';
import { ListScreen } from './shared/ListScreen';
import { daysAhead } from './shared/RunFields';
import { StatusFilter } from './shared/StatusFilter';
import { useWrite } from './shared/useWrite';
import { TokenLabel } from './ui';

type CtoStatus = Cto['status'];
/** A takeover with its pledges, as the API's detail reply carries it (core's CtoDetailSchema). */
export type CtoDetail = Awaited<ReturnType<typeof marketingApi.cancelCto>>['cto'];
const STATUSES: CtoStatus[] = ['open', 'succeeded', 'expired', 'cancelled'];

// ─── List ────────────────────────────────────────────────────────────────────────────────────────────────

/** `/marketing/cto`: community takeover proposals with a status filter. */
export function CtoListView() {
  const [status, setStatus] = useState<CtoStatus | ''>('');
  const list = useQuery(ctoListQuery(status || undefined, 50));
  return (
    <ListScreen
      header={{
        eyebrow: 'Marketing',
        title: 'CTO Campaigns',
        description:
          "Community takeovers: holders of an abandoned token pledge their tokens to back a new team. A pledge weighs the holder's on-chain balance; the takeover succeeds once the pledges reach its share of the supply.",
        actions: (
          <Link to="/marketing/cto/create" search={{}} className="btn-primary">
            Propose a takeover
          </Link>
        ),
      }}
      filters={
        <FilterCard>
          <StatusFilter
            id="ctof-status"
            options={STATUSES}
            labels={CTO_STATUS_LABEL}
            value={status}
            onChange={setStatus}
          />
        </FilterCard>
      }
      query={list}
      what="CTO campaigns"
      items={(d) => d.campaigns}
      empty={
        status ? 'No CTO campaign matches.' : 'No community takeover yet. Propose one for a token you hold.'
      }
      label="CTO campaigns"
      renderItem={(c) => <CtoCard c={c} />}
    />
  );
}

/** One takeover in a list. */
export function CtoCard({ c }: { c: Cto }) {
  return (
    <Link
      to="/marketing/cto/$contractAddress"
      params={{ contractAddress: c.token.mint }}
      data-testid="cto-card"
      className={CARD_LINK_CLASS}
    >
      <CardHead title={c.title} tone={ctoTone(c.status)} status={CTO_STATUS_LABEL[c.status]} />
      <TokenLabel token={c.token} />
      <CardProgress
        figure={`${bpsText(c.pledgedBps)} of ${bpsText(c.thresholdBps)} pledged`}
        count={`${c.pledgers} ${c.pledgers === 1 ? 'holder' : 'holders'}`}
        progress={{ label: `${c.title} pledged`, bps: thresholdProgressBps(c) }}
        note={
          c.status === 'succeeded' && c.succeededAt
            ? `Succeeded ${dateText(c.succeededAt)}`
            : `Ends ${dateText(c.endsAt)}`
        }
      />
    </Link>
  );
}

/** How far the pledges are towards the threshold, bps of it (the bar fills at the threshold, not at 100 %). */
export function thresholdProgressBps(c: Pick<Cto, 'pledgedWeight' | 'thresholdWeight'>): number {
  return Math.min(10_000, shareBps(c.pledgedWeight, c.thresholdWeight));
}

// ─── Create ──────────────────────────────────────────────────────────────────────────────────────────────

/** Supply and decimals of a mint read from the chain (null when the address holds no mint). */
async function readMintSupply(mint: string): Promise<{ amount: bigint; decimals: number } | null> {
  try {
    const { value } = await toolsRpc.getTokenSupply(mint as Address).send();
    return { amount: BigInt(value.amount), decimals: value.decimals };
  } catch {
    return null;
  }
}

/** A threshold typed as a percentage ("10", "2.5") in basis points, or null when it is not one. */
function percentToBps(text: string): number | null {
  const m = /^(\d{1,3})(?:[.,](\d{1,2}))?$/.exec(text.trim());
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}

/** `/marketing/cto/create`: propose a takeover of a token (`mint` prefills the token). */
/** The new takeover form's text, field by field. */
type CtoForm = Record<
  'mint' | 'title' | 'pitch' | 'threshold' | 'endsAt' | 'website' | 'x' | 'telegram',
  string
>;

/** The create request from the form's text, and the errors the schema cannot word well (or cannot know). */
function ctoRequest(f: CtoForm, supplyData: { amount: bigint } | null | undefined) {
  const mintText = f.mint.trim();
  const local: Record<string, string> = {};
  const bps = percentToBps(f.threshold);
  if (bps === null || bps < CTO_MIN_THRESHOLD_BPS || bps > CTO_MAX_THRESHOLD_BPS)
    local.thresholdBps = `Enter a share between ${bpsText(CTO_MIN_THRESHOLD_BPS)} and ${bpsText(CTO_MAX_THRESHOLD_BPS)} (at most 2 decimals)`;
  const endsAt = localInputToIso(f.endsAt);
  if (!endsAt) local.endsAt = 'Choose when pledging ends';
  else if (Date.parse(endsAt) <= Date.now()) local.endsAt = 'must be in the future';
  else if (Date.parse(endsAt) - Date.now() > MARKETING_MAX_DURATION_MS)
    local.endsAt = 'may be at most 90 days from now';
  // The schema's own text for a malformed address reads like a developer's: say what to enter.
  if (!isSolanaAddressText(mintText)) local.mint = 'Enter a token mint address (base58)';
  else if (supplyData === null) local.mint = 'No token mint exists at this address';
  else if (supplyData?.amount === 0n) local.mint = 'This token has no supply to pledge';
  const links = Object.fromEntries(
    LINKS.map(([k]) => [k, f[k].trim()]).filter(([, v]) => v !== ''),
  ) as CtoCreateRequest['links'];
  const parsed = CtoCreateRequestSchema.safeParse({
    mint: mintText,
    title: f.title,
    pitch: f.pitch,
    thresholdBps: bps ?? CTO_DEFAULT_THRESHOLD_BPS,
    endsAt: endsAt ?? '',
    links,
  });
  return { parsed, local };
}

/** The token, title, threshold and end of a new takeover; the hints say the token's supply and the weight needed. */
function CtoTokenFields({
  f,
  field,
  supply,
}: {
  f: CtoForm;
  field: (k: keyof CtoForm, errorKey?: string) => FieldWiring;
  supply: { amount: bigint; decimals: number } | null | undefined;
}) {
  const bps = percentToBps(f.threshold);
  const needed =
    supply && bps !== null && bps >= CTO_MIN_THRESHOLD_BPS && bps <= CTO_MAX_THRESHOLD_BPS
      ? (supply.amount * BigInt(bps) + 9_999n) / 10_000n
      : null;
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <InputField
        label="Token (contract address)"
        hint={
          supply
            ? `Token found: supply ${tokenText(supply.amount, supply.decimals, 0)}.`
            : 'The mint address of any token on this chain.'
        }
        className="input font-mono"
        spellCheck={false}
        autoComplete="off"
        {...field('mint')}
      />
      <InputField label="Title" maxLength={80} {...field('title')} />
      <InputField
        label="Threshold (% of supply)"
        hint={
          needed !== null && supply
            ? `Succeeds when holders of ${tokenText(needed, supply.decimals)} tokens have pledged.`
            : `Share of the supply the pledges must reach: ${bpsText(CTO_MIN_THRESHOLD_BPS)} to ${bpsText(CTO_MAX_THRESHOLD_BPS)}.`
        }
        inputMode="decimal"
        {...field('threshold', 'thresholdBps')}
      />
      <InputField
        label="Pledging ends"
        hint="At most 90 days from now."
        type="datetime-local"
        {...field('endsAt')}
      />
    </div>
  );
}

/** Proposes the takeover and opens its page; a failure is said under the form (with a link to a running one). */
function useCreateCto(setFailure: (failure: { message: string; existing?: string } | null) => void) {
  const navigate = useNavigate();
  return useWrite({
    mutationFn: (body: CtoCreateRequest) => marketingApi.createCto(body),
    onMutate: () => setFailure(null),
    onSuccess: ({ cto }) => {
      toast({ title: 'Takeover proposed', description: 'Holders can now pledge their tokens.' });
      void navigate({ to: '/marketing/cto/$contractAddress', params: { contractAddress: cto.token.mint } });
    },
    onError: (e, body) =>
      setFailure({
        message: errorMessage(e),
        // One open takeover per token: point at the one that already runs.
        ...(e instanceof ApiError && e.status === 409 ? { existing: body.mint } : {}),
      }),
  });
}

export function CtoCreateView({ mint: initialMint }: { mint?: string | undefined }) {
  const access = useWriteAccess();
  const {
    values: f,
    field,
    check,
  } = useFormFields<CtoForm>(
    () => ({
      mint: initialMint ?? '',
      title: '',
      pitch: '',
      threshold: String(CTO_DEFAULT_THRESHOLD_BPS / 100),
      endsAt: daysAhead(Date.now(), 7),
      website: '',
      x: '',
      telegram: '',
    }),
    // Editing a field clears its error (the error's key is the request's path, e.g. thresholdBps, links.x).
    { clearOnEdit: true },
  );
  const [failure, setFailure] = useState<{ message: string; existing?: string } | null>(null);

  const mintText = f.mint.trim();
  const supply = useQuery({
    queryKey: ['cto-create', 'supply', mintText],
    queryFn: () => readMintSupply(mintText),
    enabled: isSolanaAddressText(mintText),
    staleTime: 60_000,
  });

  const create = useCreateCto(setFailure);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const { parsed, local } = ctoRequest(f, supply.data);
    const data = check(parsed, local);
    if (data) create.mutate(data);
  };

  return (
    <CreateScreen
      header={{
        eyebrow: <Crumb to="/marketing/cto">Marketing · CTO</Crumb>,
        title: 'Create a CTO Campaign',
        description:
          "Propose a community takeover of a token: say who takes over and what the plan is. Holders back it by pledging; each pledge weighs the holder's token balance read from the chain.",
      }}
      access={access}
      action="propose a takeover"
      label="New CTO campaign"
      onSubmit={submit}
    >
      <CtoTokenFields f={f} field={field} supply={supply.data} />
      <TextAreaField
        label="Plan"
        hint="Who takes over, what they will do, how holders can reach them."
        className="input min-h-32"
        maxLength={4000}
        {...field('pitch')}
      />
      <LinkFields wire={(k) => field(k, `links.${k}`)} placeholder="https://" />
      <SubmitRow
        disabled={create.isPending}
        failure={
          failure && (
            <>
              {failure.message}
              {failure.existing && (
                <>
                  {' '}
                  <Link
                    to="/marketing/cto/$contractAddress"
                    params={{ contractAddress: failure.existing }}
                    className="text-accent underline"
                  >
                    Open it
                  </Link>
                </>
              )}
            </>
          )
        }
      >
        {create.isPending
          ? 'Proposing…'
          : access.state === 'ready'
            ? 'Propose takeover'
            : 'Sign in and propose'}
      </SubmitRow>
    </CreateScreen>
  );
}
