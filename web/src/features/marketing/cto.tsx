import type { Address } from '@solana/kit';
import { shortenAddress } from '@solpad/core/format';
import {
  CTO_DEFAULT_THRESHOLD_BPS,
  CTO_MAX_THRESHOLD_BPS,
  CTO_MIN_THRESHOLD_BPS,
  MARKETING_MAX_DURATION_MS,
} from '@solpad/core/marketing';
import { isSolanaAddressText } from '@solpad/core/navigation';
import { type Cto, type CtoCreateRequest, CtoCreateRequestSchema } from '@solpad/core/schemas';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { type FormEvent, useId, useState } from 'react';
import { CopyButton } from '../../components/ui/CopyButton';
import { ApiError } from '../../lib/api';
import { errorMessage } from '../../lib/error-message';
import { toast } from '../../lib/toast';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { toolsRpc, walletTokenAccountsQuery } from '../wallet/chain';
import { ctoListQuery, ctoQuery, marketingApi } from './api';
import {
  bpsText,
  CTO_STATUS_LABEL,
  ctoTone,
  dateText,
  fieldErrors,
  localInputToIso,
  shareBps,
  tokenText,
  toLocalInput,
} from './format';
import { useWriteAccess } from './session';
import { ConfirmAction } from './shared/ConfirmAction';
import { Crumb } from './shared/Crumb';
import { DetailScreen } from './shared/DetailScreen';
import { LINKS, LinkRows } from './shared/ExternalLinks';
import { FilterBar, SelectFilter } from './shared/FilterBar';
import { FormError, InputField, SubmitRow, TextAreaField } from './shared/FormFields';
import { CARD_LINK_CLASS, CardHead } from './shared/ListCard';
import { ListScreen } from './shared/ListScreen';
import { useWrite } from './shared/useWrite';
import { AccessNotice, PageHeader, Progress, Stat, StatusBadge, TokenLabel } from './ui';

type CtoStatus = Cto['status'];
/** A takeover with its pledges, as the API's detail reply carries it (core's CtoDetailSchema). */
type CtoDetail = Awaited<ReturnType<typeof marketingApi.cancelCto>>['cto'];
const STATUSES: CtoStatus[] = ['open', 'succeeded', 'expired', 'cancelled'];
const DAY = 24 * 60 * 60 * 1000;

const symbolOf = (token: Cto['token']) => token.symbol ?? 'tokens';

// ─── List ────────────────────────────────────────────────────────────────────────────────────────────────

/** `/marketing/cto`: community takeover proposals with a status filter. */
export function CtoListView() {
  useDocumentTitle('CTO Campaigns');
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
        <FilterBar>
          <SelectFilter
            id="ctof-status"
            label="Status"
            all="All statuses"
            options={STATUSES}
            labels={CTO_STATUS_LABEL}
            value={status}
            onChange={setStatus}
          />
        </FilterBar>
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
      <div className="mt-auto flex flex-col gap-1 text-sm">
        <div className="flex flex-wrap justify-between gap-2">
          <span className="tabular-nums">
            {bpsText(c.pledgedBps)} of {bpsText(c.thresholdBps)} pledged
          </span>
          <span className="text-muted">
            {c.pledgers} {c.pledgers === 1 ? 'holder' : 'holders'}
          </span>
        </div>
        <Progress label={`${c.title} pledged`} bps={thresholdProgressBps(c)} />
        <span className="text-muted text-xs">
          {c.status === 'succeeded' && c.succeededAt
            ? `Succeeded ${dateText(c.succeededAt)}`
            : `Ends ${dateText(c.endsAt)}`}
        </span>
      </div>
    </Link>
  );
}

/** How far the pledges are towards the threshold, bps of it (the bar fills at the threshold, not at 100 %). */
function thresholdProgressBps(c: Pick<Cto, 'pledgedWeight' | 'thresholdWeight'>): number {
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
export function CtoCreateView({ mint: initialMint }: { mint?: string | undefined }) {
  useDocumentTitle('Create a CTO Campaign');
  const access = useWriteAccess();
  const navigate = useNavigate();
  const uid = useId();
  const [f, setF] = useState(() => ({
    mint: initialMint ?? '',
    title: '',
    pitch: '',
    threshold: String(CTO_DEFAULT_THRESHOLD_BPS / 100),
    endsAt: toLocalInput(Date.now() + 7 * DAY),
    website: '',
    x: '',
    telegram: '',
  }));
  const [errors, setErrors] = useState<Record<string, string>>({});
  // Editing a field clears its error (the error's key is the request's path, e.g. thresholdBps, links.x).
  const set =
    (k: keyof typeof f, errorKey: string = k) =>
    (e: { target: { value: string } }) => {
      setF((prev) => ({ ...prev, [k]: e.target.value }));
      setErrors(({ [errorKey]: _, ...rest }) => rest);
    };
  const [failure, setFailure] = useState<{ message: string; existing?: string } | null>(null);

  const mintText = f.mint.trim();
  const supply = useQuery({
    queryKey: ['cto-create', 'supply', mintText],
    queryFn: () => readMintSupply(mintText),
    enabled: isSolanaAddressText(mintText),
    staleTime: 60_000,
  });

  const create = useWrite({
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

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const local: Record<string, string> = {};
    const bps = percentToBps(f.threshold);
    if (bps === null || bps < CTO_MIN_THRESHOLD_BPS || bps > CTO_MAX_THRESHOLD_BPS)
      local.thresholdBps = `Enter a share between ${bpsText(CTO_MIN_THRESHOLD_BPS)} and ${bpsText(CTO_MAX_THRESHOLD_BPS)} (at most 2 decimals)`;
    const endsAt = localInputToIso(f.endsAt);
    if (!endsAt) local.endsAt = 'Choose when pledging ends';
    else if (Date.parse(endsAt) <= Date.now()) local.endsAt = 'must be in the future';
    else if (Date.parse(endsAt) - Date.now() > MARKETING_MAX_DURATION_MS)
      local.endsAt = 'may be at most 90 days from now';
    if (isSolanaAddressText(mintText) && supply.data === null)
      local.mint = 'No token mint exists at this address';
    else if (supply.data?.amount === 0n) local.mint = 'This token has no supply to pledge';
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
    const all = { ...(parsed.success ? {} : fieldErrors(parsed.error.issues)), ...local };
    if (all.mint && !isSolanaAddressText(mintText)) all.mint = 'Enter a token mint address (base58)';
    setErrors(all);
    if (Object.keys(all).length > 0 || !parsed.success) {
      const first = Object.keys(all)[0] ?? '';
      document.getElementById(`${uid}-${first}`)?.focus();
      return;
    }
    create.mutate(parsed.data);
  };

  const id = (k: string) => `${uid}-${k}`;
  const bps = percentToBps(f.threshold);
  const needed =
    supply.data && bps !== null && bps >= CTO_MIN_THRESHOLD_BPS && bps <= CTO_MAX_THRESHOLD_BPS
      ? (supply.data.amount * BigInt(bps) + 9_999n) / 10_000n
      : null;
  return (
    <div className="flex flex-col gap-5">
      <PageHeader
        eyebrow={<Crumb to="/marketing/cto">Marketing · CTO</Crumb>}
        title="Create a CTO Campaign"
        description="Propose a community takeover of a token: say who takes over and what the plan is. Holders back it by pledging; each pledge weighs the holder's token balance read from the chain."
      />
      <AccessNotice access={access} action="propose a takeover" />
      <form noValidate onSubmit={submit} aria-label="New CTO campaign" className="card flex flex-col gap-4">
        <div className="grid gap-4 md:grid-cols-2">
          <InputField
            id={id('mint')}
            label="Token (contract address)"
            hint={
              supply.data
                ? `Token found: supply ${tokenText(supply.data.amount, supply.data.decimals, 0)}.`
                : 'The mint address of any token on this chain.'
            }
            error={errors.mint}
            className="input font-mono"
            value={f.mint}
            spellCheck={false}
            autoComplete="off"
            onChange={set('mint')}
          />
          <InputField
            id={id('title')}
            label="Title"
            error={errors.title}
            maxLength={80}
            value={f.title}
            onChange={set('title')}
          />
          <InputField
            id={id('thresholdBps')}
            label="Threshold (% of supply)"
            hint={
              needed !== null && supply.data
                ? `Succeeds when holders of ${tokenText(needed, supply.data.decimals)} tokens have pledged.`
                : `Share of the supply the pledges must reach: ${bpsText(CTO_MIN_THRESHOLD_BPS)} to ${bpsText(CTO_MAX_THRESHOLD_BPS)}.`
            }
            error={errors.thresholdBps}
            inputMode="decimal"
            value={f.threshold}
            onChange={set('threshold', 'thresholdBps')}
          />
          <InputField
            id={id('endsAt')}
            label="Pledging ends"
            hint="At most 90 days from now."
            error={errors.endsAt}
            type="datetime-local"
            value={f.endsAt}
            onChange={set('endsAt')}
          />
        </div>
        <TextAreaField
          id={id('pitch')}
          label="Plan"
          hint="Who takes over, what they will do, how holders can reach them."
          error={errors.pitch}
          className="input min-h-32"
          maxLength={4000}
          value={f.pitch}
          onChange={set('pitch')}
        />
        <div className="grid gap-4 md:grid-cols-3">
          {LINKS.map(([k, label]) => (
            <InputField
              key={k}
              id={id(`links.${k}`)}
              label={`${label} (optional)`}
              error={errors[`links.${k}`]}
              type="url"
              placeholder="https://"
              value={f[k]}
              onChange={set(k, `links.${k}`)}
            />
          ))}
        </div>
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
      </form>
    </div>
  );
}

// ─── Detail ──────────────────────────────────────────────────────────────────────────────────────────────

const isNotFound = (e: unknown) => e instanceof ApiError && e.status === 404;

/** `/marketing/cto/{contractAddress}`: the token's latest takeover, its pledges and pledging. */
export function CtoDetailView({ mint }: { mint: string }) {
  const q = useQuery({
    ...ctoQuery(mint),
    refetchInterval: (query) => (query.state.error ? false : 10_000),
    // A token without a takeover is an answer, not a failure to retry.
    retry: (n, e) => !isNotFound(e) && !(e instanceof ApiError && e.status === 400) && n < 3,
  });
  useDocumentTitle(q.data ? `${q.data.cto.title} · CTO` : 'CTO Campaign');
  return (
    <DetailScreen
      query={q}
      header={{ eyebrow: <Crumb to="/marketing/cto">Marketing · CTO</Crumb>, title: 'CTO Campaign' }}
      what="the CTO campaign"
      before={
        <section aria-label="Contract address" className="card flex flex-wrap items-center gap-3">
          <span className="stat-label">Contract</span>
          <code className="min-w-0 flex-1 break-all font-mono text-sm">{mint}</code>
          <CopyButton text={mint} label="Copy contract address" />
        </section>
      }
      notFound={(e) =>
        isNotFound(e) ? (
          <div className="card flex flex-col items-start gap-3 text-sm" data-testid="cto-none">
            <p>{errorMessage(e)}.</p>
            <p className="text-muted">
              Nobody has proposed a community takeover of this token yet. Holders can start one.
            </p>
            <Link to="/marketing/cto/create" search={{ mint }} className="btn-primary">
              Propose a takeover of this token
            </Link>
          </div>
        ) : undefined
      }
    >
      {(d) => <CtoBody c={d.cto} />}
    </DetailScreen>
  );
}

function CtoBody({ c }: { c: CtoDetail }) {
  const access = useWriteAccess();
  const queryClient = useQueryClient();
  const me = access.connection?.address ?? null;
  const isProposer = me === c.proposer;
  const mine = me ? c.pledges.find((p) => p.wallet === me) : undefined;
  const dec = c.token.decimals;
  const symbol = symbolOf(c.token);
  const [confirmWithdraw, setConfirmWithdraw] = useState(false);
  const [pledgeError, setPledgeError] = useState<string | null>(null);
  // The connected wallet's balance of the token, read from the chain: what a pledge would weigh now.
  const accounts = useQuery({
    ...walletTokenAccountsQuery(me ?? ''),
    enabled: me !== null && c.status === 'open' && !mine,
  });
  const held = accounts.data
    ? accounts.data.filter((a) => a.mint === c.token.mint).reduce((s, a) => s + a.amount, 0n)
    : null;

  const pledge = useWrite({
    mutationFn: () => marketingApi.pledgeCto(c.token.mint),
    onMutate: () => setPledgeError(null),
    onSuccess: ({ cto, pledge: p }) => {
      queryClient.setQueryData(ctoQuery(c.token.mint).queryKey, { cto });
      toast({
        title: cto.status === 'succeeded' ? 'Pledged: the takeover succeeded' : 'Pledge recorded',
        description: `Your pledge weighs ${tokenText(p.weight, dec)} ${symbol}, your balance on chain.`,
      });
    },
    onError: (e) => setPledgeError(errorMessage(e)),
  });
  const withdraw = useWrite({
    mutationFn: () => marketingApi.cancelCto(c.token.mint),
    onSuccess: ({ cto }) => {
      setConfirmWithdraw(false);
      queryClient.setQueryData(ctoQuery(c.token.mint).queryKey, { cto });
      toast({ title: 'Proposal withdrawn' });
    },
    onError: (e) =>
      toast({ title: 'Could not withdraw', description: errorMessage(e), variant: 'destructive' }),
  });

  return (
    <div className="flex flex-col gap-5">
      <PageHeader
        eyebrow={<Crumb to="/marketing/cto">Marketing · CTO</Crumb>}
        title={c.title}
        actions={
          <StatusBadge tone={ctoTone(c.status)} testId="cto-status">
            {CTO_STATUS_LABEL[c.status]}
          </StatusBadge>
        }
      />
      <section aria-label="Pledges progress" className="card flex flex-col gap-4">
        <div className="flex flex-wrap items-end justify-between gap-2">
          <div>
            <span className="stat-label">Pledged</span>
            <p className="font-bold text-2xl tabular-nums" data-testid="cto-pledged">
              {tokenText(c.pledgedWeight, dec)} {symbol}
            </p>
          </div>
          <span className="text-muted text-sm tabular-nums" data-testid="cto-pledged-share">
            {bpsText(c.pledgedBps)} of the supply · {bpsText(c.thresholdBps)} needed
          </span>
        </div>
        <Progress label="Pledged towards the threshold" bps={thresholdProgressBps(c)} />
        <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          <Stat
            label="Threshold"
            value={`${tokenText(c.thresholdWeight, dec)} ${symbol}`}
            hint={`${bpsText(c.thresholdBps)} of the supply`}
          />
          <Stat label="Supply" value={tokenText(c.supply, dec, 0)} hint="When proposed" />
          <Stat label="Holders pledged" value={<span data-testid="cto-pledgers">{c.pledgers}</span>} />
          {c.status === 'succeeded' && c.succeededAt ? (
            <Stat label="Succeeded" value={dateText(c.succeededAt)} />
          ) : (
            <Stat label={c.status === 'open' ? 'Ends' : 'Ended'} value={dateText(c.endsAt)} />
          )}
        </dl>
      </section>

      <section aria-label="Pledge" className="card flex flex-col gap-3">
        <h2 className="card-title">Pledge</h2>
        {c.status === 'open' && <AccessNotice access={access} action="pledge" />}
        {mine && (
          <p className="text-sm" data-testid="cto-my-pledge">
            You pledged <strong className="tabular-nums">{tokenText(mine.weight, dec)}</strong> {symbol} (
            {bpsText(shareBps(mine.weight, c.supply))} of the supply) on {dateText(mine.at)}.
          </p>
        )}
        {c.status === 'open' ? (
          !mine && (
            <>
              <p className="text-muted text-sm">
                A pledge costs nothing and moves no tokens: it records your support, weighted by the {symbol}{' '}
                your wallet holds on chain at that moment. One pledge per wallet.
              </p>
              {held !== null && (
                <p className="text-sm" data-testid="cto-my-balance">
                  {held > 0n ? (
                    <>
                      Your wallet holds <strong className="tabular-nums">{tokenText(held, dec)}</strong>{' '}
                      {symbol} ({bpsText(shareBps(held, c.supply))} of the supply): your pledge would weigh
                      that much.
                    </>
                  ) : (
                    `Your wallet holds no ${symbol}: only holders of this token can pledge.`
                  )}
                </p>
              )}
              <div className="flex flex-wrap items-center gap-3">
                <button
                  type="button"
                  className="btn-primary"
                  disabled={pledge.isPending || held === 0n}
                  onClick={() => pledge.mutate()}
                >
                  {pledge.isPending
                    ? 'Pledging…'
                    : access.state === 'ready'
                      ? 'Pledge my balance'
                      : 'Sign in and pledge'}
                </button>
                <FormError>{pledgeError}</FormError>
              </div>
            </>
          )
        ) : (
          <p className="text-muted text-sm">
            {c.status === 'succeeded'
              ? 'The pledges reached the threshold: the community takes over.'
              : c.status === 'expired'
                ? 'Pledging ended before the threshold was reached.'
                : 'The proposer withdrew this takeover.'}
          </p>
        )}
        {isProposer && c.status === 'open' && (
          <div className="flex flex-wrap items-center gap-2 border-line border-t pt-3">
            <ConfirmAction
              open={confirmWithdraw}
              onOpenChange={setConfirmWithdraw}
              action="Withdraw proposal"
              name="Confirm withdrawal"
              question="Withdraw this takeover? Pledges stop."
              confirm="Confirm withdrawal"
              busy="Withdrawing…"
              pending={withdraw.isPending}
              onConfirm={() => withdraw.mutate()}
            />
          </div>
        )}
        {c.status !== 'open' && (
          <Link
            to="/marketing/cto/create"
            search={{ mint: c.token.mint }}
            className="btn-secondary self-start"
          >
            Propose a new takeover of this token
          </Link>
        )}
      </section>

      <div className="grid gap-5 lg:grid-cols-2">
        <section aria-label="Plan" className="card flex flex-col gap-3 text-sm">
          <h2 className="card-title">Plan</h2>
          <p className="whitespace-pre-wrap break-words">{c.pitch}</p>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
            <dt className="text-muted">Token</dt>
            <dd className="flex min-w-0 flex-wrap items-center gap-2">
              <Link to="/token/$id" params={{ id: c.token.mint }} className="hover:underline">
                <TokenLabel token={c.token} />
              </Link>
              <CopyButton text={c.token.mint} label="Copy contract address" />
            </dd>
            <dt className="text-muted">Proposer</dt>
            <dd className="font-mono">{shortenAddress(c.proposer)}</dd>
            <dt className="text-muted">Proposed</dt>
            <dd>{dateText(c.createdAt)}</dd>
            <LinkRows links={c.links} />
          </dl>
        </section>
        <section aria-label="Pledges" className="card flex flex-col gap-3 text-sm">
          <h2 className="card-title">Pledges ({c.pledgers})</h2>
          {c.pledges.length === 0 ? (
            <p className="text-muted">No holder has pledged yet.</p>
          ) : (
            <ul className="flex max-h-72 flex-col gap-1 overflow-auto">
              {c.pledges.map((p) => (
                <li key={p.wallet} className="flex flex-wrap justify-between gap-2" data-testid="cto-pledge">
                  <span className="font-mono">
                    {shortenAddress(p.wallet)}
                    {p.wallet === me && <span className="badge ml-2 text-muted">you</span>}
                  </span>
                  <span className="tabular-nums">
                    {tokenText(p.weight, dec)} {symbol}{' '}
                    <span className="text-muted">({bpsText(shareBps(p.weight, c.supply))})</span>
                  </span>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </div>
  );
}
