import { shortenAddress } from '@solpad/core/format';
import type { PresaleDetail } from '@solpad/core/schemas';
import { useQuery } from '@tanstack/react-query';
import {
  AmountRow,
  CardSection,
  DetailList,
  DetailRow,
  Headline,
  MutationButton,
  ScrollList,
  Stat,
} from '../../components/kit';
import { CopyButton } from '../../components/ui/CopyButton';
import { errorMessage } from '../../lib/error-message';
import { toast } from '../../lib/toast';
import { marketingApi, presaleQuery } from './api';
import { bpsText, dateText, PRESALE_STATUS_LABEL, solText, statusTone, tokenText } from './format';
import { PresaleContribute } from './presale-contribute';
import { usePayPrepared, useWriteAccess } from './session';
import { Crumb } from './shared/Crumb';
import { DetailScreen } from './shared/DetailScreen';
import { LinkRows } from './shared/ExternalLinks';
import { Screen } from './shared/Screen';
import { useWrite } from './shared/useWrite';
import { AccessNotice, AddressRow, Progress, TokenRow } from './ui';

// A presale's own page: the raise, taking part, and the end of the presale (finalize or refund).

// ─── Detail ──────────────────────────────────────────────────────────────────────────────────────────────

/** `/marketing/presales/{id}`: the raise, contributing, and the end of the presale (finalize or refund). */
export function PresaleDetailView({ id }: { id: string }) {
  const q = useQuery({ ...presaleQuery(id), refetchInterval: 10_000 });
  return (
    <DetailScreen
      query={q}
      header={{ eyebrow: 'Marketing · Presale', title: 'Presale' }}
      documentTitle={(d) => `${d.presale.name} · Presale`}
      what="the presale"
    >
      {(d) => <PresaleBody p={d.presale} />}
    </DetailScreen>
  );
}

function PresaleBody({ p }: { p: PresaleDetail }) {
  const access = useWriteAccess();
  const me = access.connection?.address ?? null;
  const isOwner = me === p.owner;
  const mine = me ? p.contributorList.find((c) => c.wallet === me) : undefined;
  const dec = p.token.decimals;
  const symbol = p.token.symbol ?? 'tokens';

  return (
    <Screen
      eyebrow={<Crumb to="/marketing/presales">Marketing · Presale</Crumb>}
      title={p.name}
      description={p.description || undefined}
      status={{ tone: statusTone(p.status), label: PRESALE_STATUS_LABEL[p.status], testId: 'presale-status' }}
    >
      <PresaleRaise p={p} />
      <TakePart p={p} isOwner={isOwner} mine={mine} />
      <div className="grid gap-5 lg:grid-cols-2">
        <CardSection label="Details">
          <DetailList>
            <TokenRow token={p.token} />
            <AddressRow label="Creator" address={p.owner} />
            <DetailRow label="Escrow" className="flex min-w-0 flex-wrap items-center gap-2">
              <span className="font-mono">{shortenAddress(p.escrow, 6)}</span>
              <CopyButton text={p.escrow} label="Copy escrow address" />
            </DetailRow>
            <LinkRows links={p.links} />
          </DetailList>
        </CardSection>
        <CardSection label="Contributors" title={<>Contributors ({p.contributors})</>}>
          <ScrollList items={p.contributorList} itemKey={(c) => c.wallet} empty="No contributions yet.">
            {(c) => (
              <li className="flex flex-wrap justify-between gap-2">
                <span className="font-mono">{shortenAddress(c.wallet)}</span>
                <span className="tabular-nums">
                  {solText(c.lamports)}
                  {c.refunded && <span className="badge ml-2 text-muted">refunded</span>}
                  {c.tokensSent && <span className="badge ml-2 text-muted">tokens sent</span>}
                </span>
              </li>
            )}
          </ScrollList>
        </CardSection>
      </div>
      {p.payouts.length > 0 && (
        <CardSection label="Payouts" className="card flex flex-col gap-2 text-sm">
          <ul className="flex flex-col gap-1">
            {p.payouts.map((o) => (
              <AmountRow
                key={o.id}
                what={
                  <>
                    {o.kind.replace(/_/g, ' ')} →{' '}
                    <span className="font-mono">{shortenAddress(o.recipient)}</span>
                  </>
                }
                amount={
                  BigInt(o.lamports) > 0n ? solText(o.lamports) : `${tokenText(o.tokens, dec)} ${symbol}`
                }
                status={o.status}
              />
            ))}
          </ul>
        </CardSection>
      )}
    </Screen>
  );
}

/** The raise against its caps, and the sale's terms. */
function PresaleRaise({ p }: { p: PresaleDetail }) {
  const dec = p.token.decimals;
  const symbol = p.token.symbol ?? 'tokens';
  const softBps = Number((BigInt(p.softCapLamports) * 10_000n) / BigInt(p.hardCapLamports));
  return (
    <CardSection label="Raise" title={null} className="card flex flex-col gap-4">
      <Headline
        label="Raised"
        testId="presale-raised"
        value={solText(p.raisedLamports)}
        aside={
          <>
            {bpsText(p.progressBps)} of {solText(p.hardCapLamports)} hard cap
          </>
        }
      />
      <Progress label="Raised of the hard cap" bps={p.progressBps} marker={softBps} />
      <p className="text-muted text-xs">The amber mark is the soft cap ({solText(p.softCapLamports)}).</p>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Stat label="Price" value={`${tokenText(p.tokensPerSol, dec)} ${symbol} / SOL`} />
        <Stat
          label="Per wallet"
          value={`${solText(p.minContributionLamports)} – ${solText(p.maxContributionLamports)}`}
        />
        <Stat label="Tokens on sale" value={`${tokenText(p.tokensForSale, dec, 0)} ${symbol}`} />
        <Stat label="Contributors" value={<span data-testid="presale-contributors">{p.contributors}</span>} />
        <Stat label="Starts" value={dateText(p.startsAt)} />
        <Stat label="Ends" value={dateText(p.endsAt)} />
        <Stat label="Platform fee" value={bpsText(p.platformFeeBps)} hint="Of the SOL raised, on success" />
        {p.creatorLamports !== null ? (
          <Stat label="Creator received" value={solText(p.creatorLamports)} />
        ) : (
          <Stat label="Soft cap" value={solText(p.softCapLamports)} />
        )}
      </dl>
    </CardSection>
  );
}

/** The presale's writes: deposit, finalize, refund and cancel, each with its failure's toast. */
function usePresaleWrites(p: PresaleDetail) {
  const pay = usePayPrepared();
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
  return { pay, deposit, finalize, refund, cancel };
}

/** "Take part": the visitor's contribution, and what the presale's state lets them (or its creator) do. */
function TakePart({
  p,
  isOwner,
  mine,
}: {
  p: PresaleDetail;
  isOwner: boolean;
  mine: PresaleDetail['contributorList'][number] | undefined;
}) {
  const access = useWriteAccess();
  const { pay, deposit, finalize, refund, cancel } = usePresaleWrites(p);
  const dec = p.token.decimals;
  const symbol = p.token.symbol ?? 'tokens';
  const canCancel =
    isOwner && p.contributors === 0 && ['pending_deposit', 'upcoming', 'live'].includes(p.status);
  return (
    <CardSection label="Take part" className="card flex flex-col gap-3">
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
      {p.status === 'cancelled' && <p className="text-muted text-sm">The creator cancelled this presale.</p>}
      {canCancel && (
        <MutationButton mutation={cancel} className="btn-secondary self-start" busy="Cancelling…">
          Cancel presale and take the tokens back
        </MutationButton>
      )}
    </CardSection>
  );
}
