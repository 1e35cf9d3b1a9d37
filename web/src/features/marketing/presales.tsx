import type { Address } from '@solana/kit';
import { shortenAddress, solToLamports } from '@solpad/core/format';
import { PRESALE_PLATFORM_FEE_BPS, tokensForContribution } from '@solpad/core/marketing';
import {
  type PresaleCreateRequest,
  PresaleCreateRequestSchema,
  type PresaleDetail,
  type PresaleStatus,
} from '@solpad/core/schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { type FormEvent, useId, useState } from 'react';
import { CopyButton } from '../../components/ui/CopyButton';
import { errorMessage } from '../../lib/error-message';
import { toast } from '../../lib/toast';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { toolsRpc } from '../tools/burn/chain';
import { parseAmount } from '../trade/amount';
import { MARKETING_KEY, marketingApi, presaleListQuery, presaleQuery } from './api';
import {
  bpsText,
  dateText,
  fieldErrors,
  localInputToIso,
  PRESALE_STATUS_LABEL,
  solText,
  statusTone,
  tokenText,
  toLocalInput,
} from './format';
import { usePayPrepared, useWriteAccess } from './session';
import {
  AccessNotice,
  Empty,
  Field,
  fieldAria,
  LoadError,
  Loading,
  PageHeader,
  Progress,
  Stat,
  StatusBadge,
  TokenLabel,
} from './ui';

const STATUSES: PresaleStatus[] = [
  'live',
  'upcoming',
  'ended',
  'succeeded',
  'failed',
  'pending_deposit',
  'cancelled',
];
const DAY = 24 * 60 * 60 * 1000;

// ─── List ────────────────────────────────────────────────────────────────────────────────────────────────

/** `/marketing/presales`: presales with a status filter and sort. */
export function PresaleListView() {
  useDocumentTitle('Presales');
  const [status, setStatus] = useState<PresaleStatus | ''>('');
  const [sort, setSort] = useState<'new' | 'raised' | 'ending'>('new');
  const [search, setSearch] = useState('');
  const list = useQuery(
    presaleListQuery({ status: status || undefined, sort, search: search.trim() || undefined, limit: 50 }),
  );
  return (
    <div className="flex flex-col gap-5">
      <PageHeader
        eyebrow="Marketing"
        title="Presales"
        description="Token presales: the tokens on sale sit in escrow, contributions are held on chain until the end; below the soft cap everyone gets a refund."
        actions={
          <Link to="/marketing/presales/create" className="btn-primary">
            Create a presale
          </Link>
        }
      />
      <section aria-label="Filters" className="card grid gap-3 sm:grid-cols-3">
        <Field id="pf-search" label="Search">
          <input
            id="pf-search"
            type="search"
            className="input"
            placeholder="Name"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
          />
        </Field>
        <Field id="pf-status" label="Status">
          <select
            id="pf-status"
            className="input"
            value={status}
            onChange={(e) => setStatus(e.target.value as PresaleStatus | '')}
          >
            <option value="">All statuses</option>
            {STATUSES.map((s) => (
              <option key={s} value={s}>
                {PRESALE_STATUS_LABEL[s]}
              </option>
            ))}
          </select>
        </Field>
        <Field id="pf-sort" label="Sort by">
          <select
            id="pf-sort"
            className="input"
            value={sort}
            onChange={(e) => setSort(e.target.value as typeof sort)}
          >
            <option value="new">Newest</option>
            <option value="raised">Most raised</option>
            <option value="ending">Ending soonest</option>
          </select>
        </Field>
      </section>
      {list.isPending ? (
        <Loading what="presales" />
      ) : list.isError ? (
        <LoadError error={list.error} retry={() => void list.refetch()} />
      ) : list.data.presales.length === 0 ? (
        <Empty>No presales match.</Empty>
      ) : (
        <ul aria-label="Presales" className="grid gap-3 md:grid-cols-2 xl:grid-cols-3">
          {list.data.presales.map((p) => (
            <li key={p.id}>
              <PresaleCard p={p} />
            </li>
          ))}
        </ul>
      )}
    </div>
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
      className="card flex h-full flex-col gap-3 transition-colors hover:border-accent/60"
    >
      <div className="flex items-start justify-between gap-2">
        <span className="min-w-0 break-words font-semibold">{p.name}</span>
        <StatusBadge tone={statusTone(p.status)}>{PRESALE_STATUS_LABEL[p.status]}</StatusBadge>
      </div>
      <TokenLabel token={p.token} />
      <div className="mt-auto flex flex-col gap-1 text-sm">
        <div className="flex justify-between gap-2">
          <span className="tabular-nums">
            {solText(p.raisedLamports, 2)} / {solText(p.hardCapLamports, 2)}
          </span>
          <span className="text-muted">{p.contributors} contributors</span>
        </div>
        <Progress label={`${p.name} raised`} bps={p.progressBps} marker={softBps} />
        <span className="text-muted text-xs">Ends {dateText(p.endsAt)}</span>
      </div>
    </Link>
  );
}

// ─── Create ──────────────────────────────────────────────────────────────────────────────────────────────

type CreateStep = 'create' | 'sign' | 'confirm';
const STEP_LABEL: Record<CreateStep, string> = {
  create: 'Creating…',
  sign: 'Approve the token deposit in your wallet…',
  confirm: 'Confirming on chain…',
};

/** Decimals of a mint, read from the chain (null when it is not a mint). */
async function mintDecimals(mint: string): Promise<number | null> {
  try {
    const { value } = await toolsRpc.getTokenSupply(mint as Address).send();
    return value.decimals;
  } catch {
    return null;
  }
}

/** `/marketing/presales/create`: the form, then the token deposit signed by the creator's wallet. */
export function PresaleCreateView() {
  useDocumentTitle('Create a Presale');
  const access = useWriteAccess();
  const pay = usePayPrepared();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const uid = useId();
  const now = Date.now();
  const [f, setF] = useState({
    mint: '',
    name: '',
    description: '',
    softCap: '',
    hardCap: '',
    price: '',
    min: '0.1',
    max: '',
    startsAt: toLocalInput(now),
    endsAt: toLocalInput(now + 3 * DAY),
    website: '',
    x: '',
    telegram: '',
  });
  const set = (k: keyof typeof f) => (e: { target: { value: string } }) =>
    setF({ ...f, [k]: e.target.value });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [step, setStep] = useState<CreateStep | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);

  const create = useMutation({
    mutationFn: async (body: PresaleCreateRequest) => {
      await access.ensure();
      setStep('create');
      const { presale, deposit } = await marketingApi.createPresale(body);
      try {
        setStep('sign');
        const signature = await pay(deposit);
        setStep('confirm');
        await marketingApi.confirmDeposit(presale.id, signature);
        return { id: presale.id, paid: true as const };
      } catch (e) {
        return { id: presale.id, paid: false as const, error: errorMessage(e) };
      }
    },
    onMutate: () => setFailure(null),
    onSettled: () => setStep(null),
    onSuccess: (r) => {
      void queryClient.invalidateQueries({ queryKey: MARKETING_KEY });
      if (r.paid)
        toast({ title: 'Presale created', description: 'The tokens on sale are deposited in escrow.' });
      else toast({ title: 'Deposit not completed', description: r.error, variant: 'destructive' });
      void navigate({ to: '/marketing/presales/$id', params: { id: r.id } });
    },
    onError: (e) => setFailure(errorMessage(e)),
  });

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const local: Record<string, string> = {};
    const sol = (text: string, key: string, label: string) => {
      const v = solToLamports(text);
      if (v === null) local[key] = `${label} must be a SOL amount with at most 9 decimals`;
      return (v ?? 0n).toString();
    };
    setChecking(true);
    const decimals = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/.test(f.mint.trim())
      ? await mintDecimals(f.mint.trim())
      : null;
    setChecking(false);
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
      startsAt: localInputToIso(f.startsAt) ?? '',
      endsAt: localInputToIso(f.endsAt) ?? '',
      ...(f.website.trim() ? { website: f.website.trim() } : {}),
      ...(f.x.trim() ? { x: f.x.trim() } : {}),
      ...(f.telegram.trim() ? { telegram: f.telegram.trim() } : {}),
    };
    const parsed = PresaleCreateRequestSchema.safeParse(body);
    const all = { ...(parsed.success ? {} : fieldErrors(parsed.error.issues)), ...local };
    setErrors(all);
    if (Object.keys(all).length > 0 || !parsed.success) {
      const first = Object.keys(all)[0];
      if (first) document.getElementById(`${uid}-${first}`)?.focus();
      return;
    }
    create.mutate(parsed.data);
  };

  const hard = solToLamports(f.hardCap);
  const id = (k: string) => `${uid}-${k}`;
  const text = (
    k: keyof typeof f,
    key: string,
    label: string,
    opts: { hint?: string; mode?: 'decimal'; type?: string; mono?: boolean } = {},
  ) => (
    <Field id={id(key)} label={label} hint={opts.hint} error={errors[key]}>
      <input
        {...fieldAria(id(key), errors[key], Boolean(opts.hint))}
        className={`input ${opts.mono ? 'font-mono' : ''}`}
        type={opts.type ?? 'text'}
        inputMode={opts.mode}
        value={f[k]}
        onChange={set(k)}
      />
    </Field>
  );
  return (
    <div className="flex flex-col gap-5">
      <PageHeader
        eyebrow={
          <Link to="/marketing/presales" className="hover:text-fg">
            Marketing · Presales
          </Link>
        }
        title="Create a Presale"
        description="Sell a share of your token for SOL. You deposit the tokens for the hard cap into the presale's escrow; after the end it is finalized (soft cap reached) or every contributor can claim a refund."
      />
      <AccessNotice access={access} action="create a presale" />
      <form
        noValidate
        onSubmit={(e) => void submit(e)}
        aria-label="New presale"
        className="card flex flex-col gap-4"
      >
        <div className="grid gap-4 md:grid-cols-2">
          {text('mint', 'mint', 'Token (mint address)', {
            hint: 'You must hold the tokens you put on sale.',
            mono: true,
          })}
          {text('name', 'name', 'Presale name')}
          {text('softCap', 'softCapLamports', 'Soft cap (SOL)', {
            mode: 'decimal',
            hint: 'Below it, the presale fails and contributions are refunded.',
          })}
          {text('hardCap', 'hardCapLamports', 'Hard cap (SOL)', { mode: 'decimal' })}
          {text('price', 'tokensPerSol', 'Tokens per SOL', {
            mode: 'decimal',
            hint: 'How many tokens one SOL buys.',
          })}
          <div className="grid grid-cols-2 gap-3">
            {text('min', 'minContributionLamports', 'Min per wallet (SOL)', { mode: 'decimal' })}
            {text('max', 'maxContributionLamports', 'Max per wallet (SOL)', { mode: 'decimal' })}
          </div>
          {text('startsAt', 'startsAt', 'Starts', { type: 'datetime-local' })}
          {text('endsAt', 'endsAt', 'Ends', { type: 'datetime-local' })}
        </div>
        <Field id={id('description')} label="Description" error={errors.description}>
          <textarea
            {...fieldAria(id('description'), errors.description)}
            className="input min-h-24"
            value={f.description}
            onChange={set('description')}
          />
        </Field>
        <div className="grid gap-4 md:grid-cols-3">
          {text('website', 'website', 'Website (optional)', { type: 'url' })}
          {text('x', 'x', 'X (optional)', { type: 'url' })}
          {text('telegram', 'telegram', 'Telegram (optional)', { type: 'url' })}
        </div>
        {hard !== null && hard > 0n && f.price && (
          <p className="text-muted text-sm">
            Deposit at creation: the tokens for the hard cap ({f.hardCap} SOL × {f.price} tokens per SOL). A{' '}
            {bpsText(Number(PRESALE_PLATFORM_FEE_BPS))} platform fee is taken from the SOL raised on success.
          </p>
        )}
        <div className="flex flex-wrap items-center gap-3">
          <button type="submit" className="btn-primary" disabled={create.isPending || checking}>
            {step
              ? STEP_LABEL[step]
              : access.state === 'ready'
                ? 'Create and deposit tokens'
                : 'Sign in and create'}
          </button>
          {failure && (
            <p role="alert" className="text-red-600 text-sm dark:text-red-400">
              {failure}
            </p>
          )}
        </div>
      </form>
    </div>
  );
}

// ─── Detail ──────────────────────────────────────────────────────────────────────────────────────────────

/** `/marketing/presales/{id}`: the raise, contributing, and the end of the presale (finalize or refund). */
export function PresaleDetailView({ id }: { id: string }) {
  const q = useQuery({ ...presaleQuery(id), refetchInterval: 10_000 });
  const name = q.data?.presale.name;
  useDocumentTitle(name ? `${name} · Presale` : 'Presale');
  if (q.isPending || q.isError)
    return (
      <div className="flex flex-col gap-5">
        <PageHeader eyebrow="Marketing · Presale" title="Presale" />
        {q.isPending ? (
          <Loading what="the presale" />
        ) : (
          <LoadError error={q.error} retry={() => void q.refetch()} />
        )}
      </div>
    );
  return <PresaleBody p={q.data.presale} />;
}

function PresaleBody({ p }: { p: PresaleDetail }) {
  const access = useWriteAccess();
  const pay = usePayPrepared();
  const queryClient = useQueryClient();
  const me = access.connection?.address ?? null;
  const isOwner = me === p.owner;
  const mine = me ? p.contributorList.find((c) => c.wallet === me) : undefined;
  const refresh = () => queryClient.invalidateQueries({ queryKey: MARKETING_KEY });
  const [amount, setAmount] = useState('');
  const [amountError, setAmountError] = useState<string | null>(null);
  const uid = useId();
  const dec = p.token.decimals;
  const symbol = p.token.symbol ?? 'tokens';
  const softBps = Number((BigInt(p.softCapLamports) * 10_000n) / BigInt(p.hardCapLamports));
  const fail = (title: string) => (e: unknown) =>
    toast({ title, description: errorMessage(e), variant: 'destructive' });

  const deposit = useMutation({
    mutationFn: async () => {
      await access.ensure();
      const prepared = await marketingApi.presaleDeposit(p.id);
      return marketingApi.confirmDeposit(p.id, await pay(prepared));
    },
    onSuccess: () => {
      toast({ title: 'Tokens deposited' });
      void refresh();
    },
    onError: fail('Deposit failed'),
  });
  const contribute = useMutation({
    mutationFn: async (lamports: bigint) => {
      await access.ensure();
      const prepared = await marketingApi.prepareContribution(p.id, lamports);
      return marketingApi.confirmContribution(p.id, await pay(prepared));
    },
    onSuccess: ({ contribution }) => {
      toast({
        title: 'Contribution confirmed',
        description: `${solText(contribution.lamports)} contributed.`,
      });
      setAmount('');
      void refresh();
    },
    onError: (e) => setAmountError(errorMessage(e)),
  });
  const finalize = useMutation({
    mutationFn: async () => {
      await access.ensure();
      return marketingApi.finalizePresale(p.id);
    },
    onSuccess: ({ presale }) => {
      toast({
        title: presale.status === 'succeeded' ? 'Presale succeeded' : 'Presale failed',
        description:
          presale.status === 'succeeded'
            ? 'Tokens were sent to the contributors and the SOL to the creator.'
            : 'The soft cap was not reached: contributors can claim their refunds.',
      });
      void refresh();
    },
    onError: fail('Finalize failed'),
  });
  const refund = useMutation({
    mutationFn: async () => {
      await access.ensure();
      return marketingApi.claimRefund(p.id);
    },
    onSuccess: ({ refund: r }) => {
      toast({ title: 'Refund paid', description: `${solText(r.lamports)} returned to your wallet.` });
      void refresh();
    },
    onError: fail('Refund failed'),
  });
  const cancel = useMutation({
    mutationFn: async () => {
      await access.ensure();
      return marketingApi.cancelPresale(p.id);
    },
    onSuccess: () => {
      toast({ title: 'Presale cancelled', description: 'The deposited tokens went back to your wallet.' });
      void refresh();
    },
    onError: fail('Cancel failed'),
  });

  const submitContribution = (e: FormEvent) => {
    e.preventDefault();
    const lamports = solToLamports(amount);
    if (lamports === null || lamports === 0n) {
      setAmountError('Enter a SOL amount greater than zero, with at most 9 decimals');
      return;
    }
    if (lamports < BigInt(p.minContributionLamports)) {
      setAmountError(`The minimum per wallet is ${solText(p.minContributionLamports)}`);
      return;
    }
    setAmountError(null);
    contribute.mutate(lamports);
  };
  const preview = solToLamports(amount);
  const canCancel =
    isOwner && p.contributors === 0 && ['pending_deposit', 'upcoming', 'live'].includes(p.status);

  return (
    <div className="flex flex-col gap-5">
      <PageHeader
        eyebrow={
          <Link to="/marketing/presales" className="hover:text-fg">
            Marketing · Presale
          </Link>
        }
        title={p.name}
        description={p.description || undefined}
        actions={
          <StatusBadge tone={statusTone(p.status)}>
            <span data-testid="presale-status">{PRESALE_STATUS_LABEL[p.status]}</span>
          </StatusBadge>
        }
      />
      <section aria-label="Raise" className="card flex flex-col gap-4">
        <div className="flex flex-wrap items-end justify-between gap-2">
          <div>
            <span className="stat-label">Raised</span>
            <p className="font-bold text-2xl tabular-nums" data-testid="presale-raised">
              {solText(p.raisedLamports)}
            </p>
          </div>
          <span className="text-muted text-sm tabular-nums">
            {bpsText(p.progressBps)} of {solText(p.hardCapLamports)} hard cap
          </span>
        </div>
        <Progress label="Raised of the hard cap" bps={p.progressBps} marker={softBps} />
        <p className="text-muted text-xs">The amber mark is the soft cap ({solText(p.softCapLamports)}).</p>
        <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          <Stat label="Price" value={`${tokenText(p.tokensPerSol, dec)} ${symbol} / SOL`} />
          <Stat
            label="Per wallet"
            value={`${solText(p.minContributionLamports)} – ${solText(p.maxContributionLamports)}`}
          />
          <Stat label="Tokens on sale" value={`${tokenText(p.tokensForSale, dec, 0)} ${symbol}`} />
          <Stat
            label="Contributors"
            value={<span data-testid="presale-contributors">{p.contributors}</span>}
          />
          <Stat label="Starts" value={dateText(p.startsAt)} />
          <Stat label="Ends" value={dateText(p.endsAt)} />
          <Stat label="Platform fee" value={bpsText(p.platformFeeBps)} hint="Of the SOL raised, on success" />
          {p.creatorLamports !== null ? (
            <Stat label="Creator received" value={solText(p.creatorLamports)} />
          ) : (
            <Stat label="Soft cap" value={solText(p.softCapLamports)} />
          )}
        </dl>
      </section>

      <section aria-label="Take part" className="card flex flex-col gap-3">
        <h2 className="card-title">Take part</h2>
        <AccessNotice access={access} action="take part" />
        {mine && (
          <p className="text-sm" data-testid="presale-position">
            Your contribution: <strong className="tabular-nums">{solText(mine.lamports)}</strong> for{' '}
            {tokenText(mine.tokens, dec)} {symbol}
            {mine.refunded ? ' · refunded' : mine.tokensSent ? ' · tokens sent' : ''}
          </p>
        )}
        {p.status === 'pending_deposit' &&
          (isOwner ? (
            <button
              type="button"
              className="btn-primary self-start"
              disabled={deposit.isPending}
              onClick={() => deposit.mutate()}
            >
              {deposit.isPending ? 'Depositing…' : `Deposit ${tokenText(p.tokensForSale, dec, 0)} ${symbol}`}
            </button>
          ) : (
            <p className="text-muted text-sm">Waiting for the creator to deposit the tokens on sale.</p>
          ))}
        {p.status === 'upcoming' && (
          <p className="text-muted text-sm">Contributions open {dateText(p.startsAt)}.</p>
        )}
        {p.status === 'live' && (
          <form
            noValidate
            onSubmit={submitContribution}
            aria-label="Contribute"
            className="flex flex-col gap-2"
          >
            <Field
              id={`${uid}-amount`}
              label="Amount (SOL)"
              hint={
                preview && preview > 0n
                  ? `You receive ${tokenText(tokensForContribution(preview, BigInt(p.tokensPerSol)), dec)} ${symbol} if the presale succeeds.`
                  : `Between ${solText(p.minContributionLamports)} and ${solText(p.maxContributionLamports)} per wallet.`
              }
              error={amountError ?? undefined}
            >
              <div className="flex flex-wrap gap-2">
                <input
                  {...fieldAria(`${uid}-amount`, amountError ?? undefined, true)}
                  className="input max-w-xs"
                  inputMode="decimal"
                  value={amount}
                  onChange={(e) => {
                    setAmount(e.target.value);
                    setAmountError(null);
                  }}
                />
                <button type="submit" className="btn-primary" disabled={contribute.isPending}>
                  {contribute.isPending ? 'Contributing…' : 'Contribute'}
                </button>
              </div>
            </Field>
          </form>
        )}
        {p.status === 'ended' && (
          <div className="flex flex-wrap items-center gap-3">
            <p className="text-muted text-sm">
              The presale has ended. Anyone may finalize it:{' '}
              {BigInt(p.raisedLamports) >= BigInt(p.softCapLamports)
                ? 'the soft cap was reached, so tokens go to contributors.'
                : 'the soft cap was not reached, so contributions become refundable.'}
            </p>
            <button
              type="button"
              className="btn-primary"
              disabled={finalize.isPending}
              onClick={() => finalize.mutate()}
            >
              {finalize.isPending ? 'Finalizing…' : 'Finalize presale'}
            </button>
          </div>
        )}
        {p.status === 'failed' &&
          (mine && !mine.refunded ? (
            <button
              type="button"
              className="btn-primary self-start"
              disabled={refund.isPending}
              onClick={() => refund.mutate()}
            >
              {refund.isPending ? 'Refunding…' : `Claim refund (${solText(mine.lamports)})`}
            </button>
          ) : (
            <p className="text-muted text-sm">
              The soft cap was not reached; contributors claim their refunds here.
            </p>
          ))}
        {p.status === 'succeeded' && (
          <p className="text-muted text-sm">The presale succeeded and its tokens were distributed.</p>
        )}
        {p.status === 'cancelled' && (
          <p className="text-muted text-sm">The creator cancelled this presale.</p>
        )}
        {canCancel && (
          <button
            type="button"
            className="btn-secondary self-start"
            disabled={cancel.isPending}
            onClick={() => cancel.mutate()}
          >
            {cancel.isPending ? 'Cancelling…' : 'Cancel presale and take the tokens back'}
          </button>
        )}
      </section>

      <div className="grid gap-5 lg:grid-cols-2">
        <section aria-label="Details" className="card flex flex-col gap-3 text-sm">
          <h2 className="card-title">Details</h2>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
            <dt className="text-muted">Token</dt>
            <dd className="flex min-w-0 flex-wrap items-center gap-2">
              <TokenLabel token={p.token} />
              <CopyButton text={p.token.mint} label="Copy token mint" />
            </dd>
            <dt className="text-muted">Creator</dt>
            <dd className="font-mono">{shortenAddress(p.owner)}</dd>
            <dt className="text-muted">Escrow</dt>
            <dd className="flex min-w-0 flex-wrap items-center gap-2">
              <span className="font-mono">{shortenAddress(p.escrow, 6)}</span>
              <CopyButton text={p.escrow} label="Copy escrow address" />
            </dd>
            {(['website', 'x', 'telegram'] as const).map((k) =>
              p.links[k] ? (
                <div key={k} className="contents">
                  <dt className="text-muted capitalize">{k === 'x' ? 'X' : k}</dt>
                  <dd className="min-w-0 truncate">
                    <a
                      className="text-accent hover:underline"
                      href={p.links[k]}
                      target="_blank"
                      rel="noopener noreferrer"
                    >
                      {p.links[k]}
                    </a>
                  </dd>
                </div>
              ) : null,
            )}
          </dl>
        </section>
        <section aria-label="Contributors" className="card flex flex-col gap-3 text-sm">
          <h2 className="card-title">Contributors ({p.contributors})</h2>
          {p.contributorList.length === 0 ? (
            <p className="text-muted">No contributions yet.</p>
          ) : (
            <ul className="flex max-h-64 flex-col gap-1 overflow-auto">
              {p.contributorList.map((c) => (
                <li key={c.wallet} className="flex flex-wrap justify-between gap-2">
                  <span className="font-mono">{shortenAddress(c.wallet)}</span>
                  <span className="tabular-nums">
                    {solText(c.lamports)}
                    {c.refunded && <span className="badge ml-2 text-muted">refunded</span>}
                    {c.tokensSent && <span className="badge ml-2 text-muted">tokens sent</span>}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
      {p.payouts.length > 0 && (
        <section aria-label="Payouts" className="card flex flex-col gap-2 text-sm">
          <h2 className="card-title">Payouts</h2>
          <ul className="flex flex-col gap-1">
            {p.payouts.map((o) => (
              <li key={o.id} className="flex flex-wrap justify-between gap-2">
                <span>
                  {o.kind.replace(/_/g, ' ')} →{' '}
                  <span className="font-mono">{shortenAddress(o.recipient)}</span>
                </span>
                <span className="tabular-nums">
                  {BigInt(o.lamports) > 0n ? solText(o.lamports) : `${tokenText(o.tokens, dec)} ${symbol}`}{' '}
                  <span className="badge text-muted">{o.status}</span>
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
