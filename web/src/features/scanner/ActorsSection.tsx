import { formatSol } from '@solpad/core';
import type {
  ActorWallet,
  BuyerGroup,
  CreatorLaunch,
  FundingCluster,
  LaunchFate,
  TokenReport,
} from '@solpad/core/scanner';
import { actorSummaryParts, SNIPER_SLOTS, shareOfSupply } from '@solpad/core/scanner';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { ColumnHeads, Fact } from '../../components/kit';
import { ChainRef } from './Fact';
import { percent, UNKNOWN } from './format';

/** Rows shown per list before "+N more" (the export has them all). */
const MAX_ROWS = 10;

const FATE_CLS: Record<LaunchFate, string> = {
  dead: 'border-red-500/40 text-red-700 dark:text-red-300',
  alive: 'border-emerald-500/40 text-emerald-700 dark:text-emerald-300',
  young: 'text-muted',
  unknown: 'text-muted',
};

const share = (tokens: bigint | null, supply: bigint) =>
  tokens === null ? UNKNOWN : percent(shareOfSupply(tokens, supply));

/** Wallets of a finding: each with the slot and transaction it rests on, what it bought and what it holds. */
function WalletTable({
  wallets,
  supply,
  caption,
  txLabel = 'Buy tx',
  testId,
}: {
  wallets: readonly ActorWallet[];
  supply: bigint;
  caption: string;
  txLabel?: string;
  testId?: string;
}) {
  if (wallets.length === 0) return null;
  return (
    <div className="overflow-x-auto" data-testid={testId}>
      <table className="w-full min-w-[30rem] text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="text-subtle text-xs uppercase">
          <ColumnHeads
            density="compact"
            columns={[
              { label: 'Wallet' },
              { label: 'Slot' },
              { label: txLabel },
              { label: 'Bought', end: true },
              { label: 'Holds', end: true },
            ]}
          />
        </thead>
        <tbody>
          {wallets.slice(0, MAX_ROWS).map((w) => (
            <tr key={w.wallet} className="border-line border-t" data-wallet={w.wallet}>
              <td className="py-1 pr-2">
                <ChainRef value={w.wallet} kind="address" />
              </td>
              <td className="py-1 pr-2 text-muted tabular-nums">{w.slot?.toString() ?? UNKNOWN}</td>
              <td className="py-1 pr-2">
                <ChainRef value={w.signature} kind="transaction" />
              </td>
              <td className="py-1 pr-2 text-right tabular-nums">{share(w.boughtTokens, supply)}</td>
              <td className="py-1 text-right tabular-nums">{share(w.heldTokens, supply)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {wallets.length > MAX_ROWS && (
        <p className="text-muted text-xs">+{wallets.length - MAX_ROWS} more (in the exported report)</p>
      )}
    </div>
  );
}

/** One block of the actors section: its title (with a short note on what it counts) over its facts. */
function ActorsBlock({
  testId,
  title,
  about,
  children,
}: {
  testId: string;
  title: string;
  about?: string;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-2" data-testid={testId}>
      <h4 className="font-semibold text-sm">
        {title}
        {about && (
          <>
            {' '}
            <span className="font-normal text-muted text-xs">{about}</span>
          </>
        )}
      </h4>
      {children}
    </div>
  );
}

/** A buyer group (snipers, the same-slot bundle): how many, what they bought and hold, and who. */
function GroupBlock({
  title,
  hint,
  group,
  supply,
  testId,
  reading,
}: {
  title: string;
  hint: string;
  group: BuyerGroup | null;
  supply: bigint;
  testId: string;
  /** The activity is still being read (the static report is shown). */
  reading: boolean;
}) {
  return (
    <ActorsBlock testId={testId} title={title} about={hint}>
      {reading ? (
        <Reading what="who bought at the launch" />
      ) : group === null ? (
        <p className="text-muted text-sm">{UNKNOWN}: the launch slot could not be read.</p>
      ) : group.wallets.length === 0 ? (
        <p className="text-muted text-sm">None.</p>
      ) : (
        <>
          <p className="text-sm">
            {group.wallets.length} wallet{group.wallets.length === 1 ? '' : 's'} bought{' '}
            <strong>{percent(group.boughtPct)}</strong> of the supply; they hold{' '}
            <strong>{percent(group.heldPct)}</strong> now.
          </p>
          <WalletTable wallets={group.wallets} supply={supply} caption={title} />
        </>
      )}
    </ActorsBlock>
  );
}

function ClusterList({ clusters, supply }: { clusters: FundingCluster[]; supply: bigint }) {
  if (clusters.length === 0) return <p className="text-muted text-sm">None.</p>;
  return (
    <ul className="flex flex-col gap-3">
      {clusters.map((c) => (
        <li key={c.funder} className="flex flex-col gap-1.5" data-funder={c.funder}>
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
            <span className="text-muted">Funder</span>
            <ChainRef value={c.funder} kind="address" />
            <span aria-hidden="true">→</span>
            <span>
              {c.members.length} wallets bought <strong>{percent(c.boughtPct)}</strong>, hold{' '}
              <strong>{percent(c.heldPct)}</strong>
            </span>
          </p>
          <WalletTable
            wallets={c.members}
            supply={supply}
            caption={`Wallets first funded by ${c.funder}`}
            txLabel="Funding tx"
          />
        </li>
      ))}
    </ul>
  );
}

function LaunchList({ launches }: { launches: CreatorLaunch[] | null }) {
  if (launches === null) return <p className="text-muted text-sm">{UNKNOWN}</p>;
  if (launches.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-2" data-testid="creator-launches">
      {launches.slice(0, MAX_ROWS * 2).map((l) => (
        <li key={l.address} className="flex items-center gap-1.5 text-sm" data-fate={l.fate}>
          <Link
            to="/token/$id"
            params={{ id: l.address }}
            className="font-medium text-accent hover:underline"
            title={l.address}
          >
            {l.symbol || l.name}
          </Link>
          <span className={`badge ${FATE_CLS[l.fate]}`}>{l.fate}</span>
        </li>
      ))}
      {launches.length > MAX_ROWS * 2 && (
        <li className="text-muted text-xs">+{launches.length - MAX_ROWS * 2} more</li>
      )}
    </ul>
  );
}

/** A part still being read (the actor part arrives after the static report). */
function Reading({ what = 'who funded the buyers' }: { what?: string }) {
  return (
    <p className="animate-pulse text-muted text-sm" data-testid="actors-loading">
      Reading {what}…
    </p>
  );
}

/** What each part of the actor analysis reads: the report, and whether its actor part (or activity) is still read. */
interface ActorsPartProps {
  report: TokenReport;
  pending: boolean;
  reading: boolean;
}

const READING = 'Reading…';

/** The title, where the activity was read from, and the one-line summary of each finding. */
function ActorsHeader({ report, pending, reading }: ActorsPartProps) {
  const a = report.actors;
  return (
    <>
      <div className="flex flex-col gap-1">
        <h3 id="actors-title" className="card-title">
          Actors
        </h3>
        <p className="text-muted text-xs" data-testid="actors-source">
          {reading
            ? 'Reading who bought since the launch…'
            : a.source === null
              ? `${UNKNOWN}: who bought at launch could not be read (no venue record, no readable history).`
              : `From ${a.source}: ${a.tradesRead} trade${a.tradesRead === 1 ? '' : 's'} read${a.complete ? ' since the creation' : ', the rest is past the bound (unknown)'}.`}
        </p>
      </div>
      <ul className="flex flex-wrap gap-2" data-testid="actors-summary" aria-label="Actor summary">
        {(reading ? [] : actorSummaryParts(a))
          .filter((p) => !(pending && p.startsWith('Funding clusters')))
          .map((p) => (
            <li key={p} className="rounded-lg border border-line bg-surface-2 px-2 py-1 text-xs">
              {p}
            </li>
          ))}
      </ul>
    </>
  );
}

/** The launch's slot and transaction, the insiders' combined share and the funders looked up. */
function LaunchFacts({ report, pending, reading }: ActorsPartProps) {
  const a = report.actors;
  return (
    <dl className="grid grid-cols-2 gap-4 sm:grid-cols-4">
      <Fact label="Launch slot" value={reading ? READING : (a.launch.slot?.toString() ?? UNKNOWN)} />
      <Fact
        label="Launch tx"
        value={reading ? READING : <ChainRef value={a.launch.signature} kind="transaction" />}
      />
      <Fact
        label="Insider share"
        testId="actors-combined"
        value={
          pending ? (
            'Reading…'
          ) : (
            <span title="Held now by the creator, its funding clusters and insiders, together">
              {percent(a.combinedHeldPct)}
            </span>
          )
        }
      />
      <Fact
        label="Funders looked up"
        value={pending ? 'Reading…' : `${a.funders.looked} (${a.funders.unknown} unread)`}
      />
    </dl>
  );
}

/** The creator: its wallet, what it holds and sold, SOL in and out, and its earlier launches here. */
function CreatorBlock({ report, pending, reading }: ActorsPartProps) {
  const c = report.actors.creator;
  const earlier = report.creator.launches?.filter((l) => l.address !== report.address) ?? null;
  return (
    <ActorsBlock testId="actors-creator" title="Creator">
      <dl className="grid grid-cols-2 gap-4 sm:grid-cols-3">
        <Fact label="Wallet" value={<ChainRef value={report.creator.address} kind="address" />} />
        <Fact label="Holds now" value={percent(report.creator.sharePct)} testId="creator-holds" />
        <Fact
          label="Sold"
          testId="creator-sold"
          value={
            reading
              ? READING
              : c === null
                ? UNKNOWN
                : c.soldPct === null
                  ? 'Bought none'
                  : `${percent(c.soldPct)} of what it bought`
          }
        />
        <Fact
          label="SOL in"
          value={reading ? READING : c === null ? UNKNOWN : `${formatSol(c.solInLamports)} SOL`}
        />
        <Fact
          label="SOL out"
          value={reading ? READING : c === null ? UNKNOWN : `${formatSol(c.solOutLamports)} SOL`}
        />
        <Fact
          label="Earlier launches here"
          value={pending && earlier === null ? READING : earlier === null ? UNKNOWN : earlier.length}
          testId="creator-launch-count"
        />
      </dl>
      {!(pending && earlier === null) && <LaunchList launches={earlier} />}
    </ActorsBlock>
  );
}

/** The parts read from first fundings: their titles, what they show, and whose fundings they read. */
const FUNDING_PARTS = {
  clusters: {
    title: 'Funding clusters',
    about: 'buyers whose first SOL came from one wallet',
    whose: "buyers'",
  },
  insiders: {
    title: 'Insiders',
    about: "top holders funded by the creator or a cluster's funder",
    whose: "holders'",
  },
} as const;

/**
 * A part read from first fundings (funding clusters, insiders): "Reading…" while pending, unknown when those
 * fundings could not be read, else `children` with what was found.
 */
function FundingBlock<T>({
  part,
  pending,
  found,
  children,
}: {
  part: keyof typeof FUNDING_PARTS;
  pending: boolean;
  found: T | null;
  children: (found: T) => ReactNode;
}) {
  const { title, about, whose } = FUNDING_PARTS[part];
  return (
    <ActorsBlock testId={`actors-${part}`} title={title} about={about}>
      {pending ? (
        <Reading />
      ) : found === null ? (
        <p className="text-muted text-sm">
          {UNKNOWN}: the {whose} first fundings could not be read.
        </p>
      ) : (
        children(found)
      )}
    </ActorsBlock>
  );
}

/**
 * The actor analysis: the creator (share held and sold, SOL in and out, earlier launches and how they fared),
 * snipers, the same-slot bundle, funding clusters and insiders, each wallet with the transaction it rests on.
 * `pending`: the static report is shown and the actor part is still being read — the activity too when the static
 * report has none yet (then nothing activity-based reads as unknown: it is not in yet).
 */
export function ActorsSection({ report, pending }: { report: TokenReport; pending: boolean }) {
  const a = report.actors;
  const supply = report.supply;
  const reading = pending && a.source === null;
  const part = { report, pending, reading };
  return (
    <section
      aria-labelledby="actors-title"
      aria-busy={pending}
      className="card flex flex-col gap-4"
      data-testid="actors"
      data-pending={pending}
    >
      <ActorsHeader {...part} />
      <LaunchFacts {...part} />
      <CreatorBlock {...part} />
      <GroupBlock
        title="Snipers"
        hint={`bought in the creation slot or the next ${SNIPER_SLOTS}`}
        group={a.snipers}
        supply={supply}
        testId="actors-snipers"
        reading={reading}
      />
      <GroupBlock
        title="Same-slot bundle"
        hint="bought in the creation slot itself"
        group={a.bundle}
        supply={supply}
        testId="actors-bundle"
        reading={reading}
      />
      <FundingBlock part="clusters" pending={pending} found={a.clusters}>
        {(clusters) => <ClusterList clusters={clusters} supply={supply} />}
      </FundingBlock>
      <FundingBlock part="insiders" pending={pending} found={a.insiders}>
        {(insiders) =>
          insiders.length === 0 ? (
            <p className="text-muted text-sm">None.</p>
          ) : (
            <WalletTable
              wallets={insiders}
              supply={supply}
              caption="Insiders"
              txLabel="Funding tx"
              testId="insiders-table"
            />
          )
        }
      </FundingBlock>
    </section>
  );
}
