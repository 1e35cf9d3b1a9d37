import type { Address } from '@solana/kit';
import { shortenAddress, solToLamports } from '@solpad/core/format';
import { PRESALE_PLATFORM_FEE_BPS } from '@solpad/core/marketing';
import {
  type PresaleCreateRequest,
  PresaleCreateRequestSchema,
  type PresaleDetail,
  type PresaleStatus,
} from '@solpad/core/schemas';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { type FormEvent, useId, useState } from 'react';
import {
  FilterCard,
  InputField,
  MutationButton,
  PageHeader,
  SearchField,
  SelectField,
  Stat,
  StatusBadge,
  SubmitRow,
  TextAreaField,
} from '../../components/kit';
import { CopyButton } from '../../components/ui/CopyButton';
import { errorMessage } from '../../lib/error-message';
import { toast } from '../../lib/toast';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { parseAmount } from '../trade';
import { toolsRpc } from '../wallet';
import { marketingApi, presaleListQuery, presaleQuery } from './api';
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
import { PresaleContribute } from './presale-contribute';
import { usePayPrepared, useWriteAccess } from './session';
import { Crumb } from './shared/Crumb';
import { DetailScreen } from './shared/DetailScreen';
import { LinkRows } from './shared/ExternalLinks';
import { CARD_LINK_CLASS, CardHead } from './shared/ListCard';
import { ListScreen } from './shared/ListScreen';
import { useCreateAndPay } from './shared/useCreateAndPay';
import { useWrite } from './shared/useWrite';
import { AccessNotice, Progress, TokenLabel } from './ui';

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
const DAY = 24 * 60 * 60 * 1000;

// ─── List ────────────────────────────────────────────────────────────────────────────────────────────────

/** `/marketing/presales`: presales with a status filter and sort. */
export function PresaleListView() {
  useDocumentTitle('Presales');
  const [status, setStatus] = useState<PresaleStatus | ''>('');
  const [sort, setSort] = useState<Sort>('new');
  const [search, setSearch] = useState('');
  const list = useQuery(
    presaleListQuery({ status: status || undefined, sort, search: search.trim() || undefined, limit: 50 }),
  );
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
          <SearchField id="pf-search" value={search} onChange={setSearch} />
          <SelectField
            id="pf-status"
            label="Status"
            all="All statuses"
            options={STATUSES}
            labels={PRESALE_STATUS_LABEL}
            value={status}
            onChange={setStatus}
          />
          <SelectField id="pf-sort" label="Sort by" labels={SORT_LABEL} value={sort} onChange={setSort} />
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
  const navigate = useNavigate();
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
  const [checking, setChecking] = useState(false);

  const {
    mutation: create,
    stepText,
    failure,
  } = useCreateAndPay({
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
    <InputField
      id={id(key)}
      label={label}
      hint={opts.hint}
      error={errors[key]}
      className={`input ${opts.mono ? 'font-mono' : ''}`}
      type={opts.type ?? 'text'}
      inputMode={opts.mode}
      value={f[k]}
      onChange={set(k)}
    />
  );
  return (
    <div className="flex flex-col gap-5">
      <PageHeader
        eyebrow={<Crumb to="/marketing/presales">Marketing · Presales</Crumb>}
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
        <TextAreaField
          id={id('description')}
          label="Description"
          error={errors.description}
          className="input min-h-24"
          value={f.description}
          onChange={set('description')}
        />
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
        <SubmitRow disabled={create.isPending || checking} failure={failure}>
          {stepText ?? (access.state === 'ready' ? 'Create and deposit tokens' : 'Sign in and create')}
        </SubmitRow>
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
  return (
    <DetailScreen query={q} header={{ eyebrow: 'Marketing · Presale', title: 'Presale' }} what="the presale">
      {(d) => <PresaleBody p={d.presale} />}
    </DetailScreen>
  );
}

function PresaleBody({ p }: { p: PresaleDetail }) {
  const access = useWriteAccess();
  const pay = usePayPrepared();
  const me = access.connection?.address ?? null;
  const isOwner = me === p.owner;
  const mine = me ? p.contributorList.find((c) => c.wallet === me) : undefined;
  const dec = p.token.decimals;
  const symbol = p.token.symbol ?? 'tokens';
  const softBps = Number((BigInt(p.softCapLamports) * 10_000n) / BigInt(p.hardCapLamports));
  const fail = (title: string) => (e: unknown) =>
    toast({ title, description: errorMessage(e), variant: 'destructive' });

  const deposit = useWrite({
    mutationFn: async () => {
      const prepared = await marketingApi.presaleDeposit(p.id);
      return marketingApi.confirmDeposit(p.id, await pay(prepared));
    },
    onSuccess: () => {
      toast({ title: 'Tokens deposited' });
    },
    onError: fail('Deposit failed'),
  });
  const finalize = useWrite({
    mutationFn: () => marketingApi.finalizePresale(p.id),
    onSuccess: ({ presale }) => {
      toast({
        title: presale.status === 'succeeded' ? 'Presale succeeded' : 'Presale failed',
        description:
          presale.status === 'succeeded'
            ? 'Tokens were sent to the contributors and the SOL to the creator.'
            : 'The soft cap was not reached: contributors can claim their refunds.',
      });
    },
    onError: fail('Finalize failed'),
  });
  const refund = useWrite({
    mutationFn: () => marketingApi.claimRefund(p.id),
    onSuccess: ({ refund: r }) => {
      toast({ title: 'Refund paid', description: `${solText(r.lamports)} returned to your wallet.` });
    },
    onError: fail('Refund failed'),
  });
  const cancel = useWrite({
    mutationFn: () => marketingApi.cancelPresale(p.id),
    onSuccess: () => {
      toast({ title: 'Presale cancelled', description: 'The deposited tokens went back to your wallet.' });
    },
    onError: fail('Cancel failed'),
  });

  const canCancel =
    isOwner && p.contributors === 0 && ['pending_deposit', 'upcoming', 'live'].includes(p.status);

  return (
    <div className="flex flex-col gap-5">
      <PageHeader
        eyebrow={<Crumb to="/marketing/presales">Marketing · Presale</Crumb>}
        title={p.name}
        description={p.description || undefined}
        actions={
          <StatusBadge tone={statusTone(p.status)} testId="presale-status">
            {PRESALE_STATUS_LABEL[p.status]}
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
            <MutationButton
              mutation={deposit}
              className="btn-primary self-start"
              busy="Depositing…"
            >{`Deposit ${tokenText(p.tokensForSale, dec, 0)} ${symbol}`}</MutationButton>
          ) : (
            <p className="text-muted text-sm">Waiting for the creator to deposit the tokens on sale.</p>
          ))}
        {p.status === 'upcoming' && (
          <p className="text-muted text-sm">Contributions open {dateText(p.startsAt)}.</p>
        )}
        {p.status === 'live' && <PresaleContribute p={p} isOwner={isOwner} pay={pay} />}
        {p.status === 'ended' && (
          <div className="flex flex-wrap items-center gap-3">
            <p className="text-muted text-sm">
              The presale has ended. Anyone may finalize it:{' '}
              {BigInt(p.raisedLamports) >= BigInt(p.softCapLamports)
                ? 'the soft cap was reached, so tokens go to contributors.'
                : 'the soft cap was not reached, so contributions become refundable.'}
            </p>
            <MutationButton mutation={finalize} className="btn-primary" busy="Finalizing…">
              Finalize presale
            </MutationButton>
          </div>
        )}
        {p.status === 'failed' &&
          (mine && !mine.refunded ? (
            <MutationButton
              mutation={refund}
              className="btn-primary self-start"
              busy="Refunding…"
            >{`Claim refund (${solText(mine.lamports)})`}</MutationButton>
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
          <MutationButton mutation={cancel} className="btn-secondary self-start" busy="Cancelling…">
            Cancel presale and take the tokens back
          </MutationButton>
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
            <LinkRows links={p.links} />
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
