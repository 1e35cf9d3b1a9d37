import { shortenAddress } from '@solpad/core/format';
import type { Cto } from '@solpad/core/schemas';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import {
  CardSection,
  ConfirmAction,
  DetailList,
  DetailRow,
  FormError,
  Headline,
  ScrollList,
  Stat,
} from '../../components/kit';
import { FullAddress } from '../../components/ui/FullAddress';
import { ApiError } from '../../lib/api';
import { errorMessage } from '../../lib/error-message';
import { toast } from '../../lib/toast';
import { walletTokenAccountsQuery } from '../wallet';
import { ctoQuery, marketingApi } from './api';
import { type CtoDetail, thresholdProgressBps } from './cto';
import { bpsText, CTO_STATUS_LABEL, ctoTone, dateText, shareBps, tokenText } from './format';
import { useWriteAccess } from './session';
import { Crumb } from './shared/Crumb';
import { DetailScreen } from './shared/DetailScreen';
import { LinkRows } from './shared/ExternalLinks';
import { Screen } from './shared/Screen';
import { useWrite } from './shared/useWrite';
import { AccessNotice, AddressRow, Progress, TokenRow } from './ui';

const symbolOf = (token: Cto['token']) => token.symbol ?? 'tokens';

// A CTO campaign's own page: its pledges, the threshold and the pledge, withdrawal and cancel actions.

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
  return (
    <DetailScreen
      query={q}
      header={{ eyebrow: <Crumb to="/marketing/cto">Marketing · CTO</Crumb>, title: 'CTO Campaign' }}
      documentTitle={(d) => `${d.cto.title} · CTO`}
      what="the CTO campaign"
      before={
        <section aria-label="Contract address" className="card flex flex-wrap items-center gap-3">
          <span className="stat-label">Contract</span>
          <FullAddress address={mint} copyLabel="Copy contract address" className="flex-1 text-sm" />
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
  const me = access.connection?.address ?? null;
  const dec = c.token.decimals;
  const symbol = symbolOf(c.token);

  return (
    <Screen
      eyebrow={<Crumb to="/marketing/cto">Marketing · CTO</Crumb>}
      title={c.title}
      status={{ tone: ctoTone(c.status), label: CTO_STATUS_LABEL[c.status], testId: 'cto-status' }}
    >
      <CardSection label="Pledges progress" title={null} className="card flex flex-col gap-4">
        <Headline
          label="Pledged"
          testId="cto-pledged"
          value={
            <>
              {tokenText(c.pledgedWeight, dec)} {symbol}
            </>
          }
          asideTestId="cto-pledged-share"
          aside={
            <>
              {bpsText(c.pledgedBps)} of the supply · {bpsText(c.thresholdBps)} needed
            </>
          }
        />
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
      </CardSection>
      <PledgeSection c={c} me={me} />
      <div className="grid gap-5 lg:grid-cols-2">
        <CardSection label="Plan">
          <p className="whitespace-pre-wrap break-words">{c.pitch}</p>
          <DetailList>
            <TokenRow token={c.token} linked copyLabel="Copy contract address" />
            <AddressRow label="Proposer" address={c.proposer} />
            <DetailRow label="Proposed">{dateText(c.createdAt)}</DetailRow>
            <LinkRows links={c.links} />
          </DetailList>
        </CardSection>
        <CardSection label="Pledges" title={<>Pledges ({c.pledgers})</>}>
          <ScrollList
            items={c.pledges}
            itemKey={(p) => p.wallet}
            empty="No holder has pledged yet."
            className="flex max-h-72 flex-col gap-1 overflow-auto"
          >
            {(p) => (
              <li className="flex flex-wrap justify-between gap-2" data-testid="cto-pledge">
                <span className="font-mono">
                  {shortenAddress(p.wallet)}
                  {p.wallet === me && <span className="badge ml-2 text-muted">you</span>}
                </span>
                <span className="tabular-nums">
                  {tokenText(p.weight, dec)} {symbol}{' '}
                  <span className="text-muted">({bpsText(shareBps(p.weight, c.supply))})</span>
                </span>
              </li>
            )}
          </ScrollList>
        </CardSection>
      </div>
    </Screen>
  );
}

/** "Pledge": the visitor's pledge or what it would weigh, the proposer's withdrawal, and a new proposal. */
function PledgeSection({ c, me }: { c: CtoDetail; me: string | null }) {
  const access = useWriteAccess();
  const queryClient = useQueryClient();
  const isProposer = me === c.proposer;
  const mine = me ? c.pledges.find((p) => p.wallet === me) : undefined;
  const dec = c.token.decimals;
  const symbol = symbolOf(c.token);
  const [confirmWithdraw, setConfirmWithdraw] = useState(false);
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
    <CardSection label="Pledge" className="card flex flex-col gap-3">
      {c.status === 'open' && <AccessNotice access={access} action="pledge" />}
      {mine && (
        <p className="text-sm" data-testid="cto-my-pledge">
          You pledged <strong className="tabular-nums">{tokenText(mine.weight, dec)}</strong> {symbol} (
          {bpsText(shareBps(mine.weight, c.supply))} of the supply) on {dateText(mine.at)}.
        </p>
      )}
      {c.status === 'open' ? (
        !mine && <PledgeForm c={c} me={me} />
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
        <Link to="/marketing/cto/create" search={{ mint: c.token.mint }} className="btn-secondary self-start">
          Propose a new takeover of this token
        </Link>
      )}
    </CardSection>
  );
}

/** An open takeover's pledge for a wallet that has not pledged: what it would weigh, and the button. */
function PledgeForm({ c, me }: { c: CtoDetail; me: string | null }) {
  const access = useWriteAccess();
  const queryClient = useQueryClient();
  const dec = c.token.decimals;
  const symbol = symbolOf(c.token);
  const [pledgeError, setPledgeError] = useState<string | null>(null);
  // The connected wallet's balance of the token, read from the chain: what a pledge would weigh now.
  const accounts = useQuery({ ...walletTokenAccountsQuery(me ?? ''), enabled: me !== null });
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
  return (
    <>
      <p className="text-muted text-sm">
        A pledge costs nothing and moves no tokens: it records your support, weighted by the {symbol} your
        wallet holds on chain at that moment. One pledge per wallet.
      </p>
      {held !== null && (
        <p className="text-sm" data-testid="cto-my-balance">
          {held > 0n ? (
            <>
              Your wallet holds <strong className="tabular-nums">{tokenText(held, dec)}</strong> {symbol} (
              {bpsText(shareBps(held, c.supply))} of the supply): your pledge would weigh that much.
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
  );
}
