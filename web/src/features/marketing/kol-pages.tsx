import { formatCompact, shortenAddress } from '@solpad/core/format';
import type { KolHire, KolProfile } from '@solpad/core/schemas';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { CardSection, type Column, ColumnHeads, Empty, QueryState, Stat } from '../../components/kit';
import { CopyButton } from '../../components/ui/CopyButton';
import { ApiError } from '../../lib/api';
import { kolListQuery, kolPastHiresQuery, kolQuery } from './api';
import { dateText, solText } from './format';
import { Avatar, HANDLE_SITES, HireCampaignLink, HireDialog, KolPriceRows, KolsView } from './kols';
import { useWriteAccess } from './session';
import { Crumb } from './shared/Crumb';
import { DetailScreen } from './shared/DetailScreen';
import { Screen } from './shared/Screen';

/**
 * The KOL pages (issue 9): `/kols` (the directory, the same one as `/marketing/kols`), `/kols/{id}` (one KOL's
 * public profile: channels, audience, price list and paid hires, with the hire request) and `/kols-creator`
 * (kol-creator.tsx: create or edit the connected wallet's profile).
 */

const followersText = (n: number) => formatCompact(n, n < 1000 ? 0 : 1).replace(/\.0(?=[KMB]$)/, '');

/** The connected wallet's own profile (null when it has none; undefined while unknown or disconnected). */
export function useMyKol() {
  const access = useWriteAccess();
  const me = access.connection?.address;
  const mine = useQuery({ ...kolListQuery({ owner: me ?? '', limit: 1 }), enabled: Boolean(me) });
  return {
    access,
    me,
    pending: Boolean(me) && mine.isPending,
    error: mine.isError ? mine.error : null,
    refetch: () => void mine.refetch(),
    profile: me && mine.data ? (mine.data.kols[0] ?? null) : undefined,
  };
}

// ─── /kols ───────────────────────────────────────────────────────────────────────────────────────────────

/** `/kols`: the KOL directory, with the way to one's own profile. */
export function KolDirectoryView() {
  const { profile } = useMyKol();
  return (
    <KolsView
      eyebrow="Community"
      actions={
        profile ? (
          <>
            <Link to="/kols/$id" params={{ id: profile.id }} className="btn-secondary">
              Your profile
            </Link>
            <Link to="/kols-creator" className="btn-primary">
              Edit your KOL profile
            </Link>
          </>
        ) : (
          <Link to="/kols-creator" className="btn-primary">
            Create your KOL profile
          </Link>
        )
      }
    />
  );
}

// ─── /kols/{id} ──────────────────────────────────────────────────────────────────────────────────────────

/** The API's answer to an id that names no profile (unknown: 404, malformed: 400). */
const isUnknownId = (e: unknown) => e instanceof ApiError && (e.status === 404 || e.status === 400);

/** `/kols/{id}`: one KOL's public profile. */
export function KolProfileView({ id }: { id: string }) {
  const q = useQuery({
    ...kolQuery(id),
    // An unknown or malformed id is an answer, not a failure to retry.
    retry: (n, e) => !isUnknownId(e) && n < 3,
  });
  return (
    <DetailScreen
      query={q}
      header={{ eyebrow: <Crumb to="/kols">KOLs</Crumb>, title: 'KOL Profile' }}
      documentTitle={(d) => d.kol.name}
      what="the profile"
      // The profile stays on screen when a later refetch fails.
      keepDataOnError
      notFound={(e) =>
        isUnknownId(e) ? (
          <Empty>
            No KOL profile with this id.{' '}
            <Link to="/kols" className="text-accent underline">
              See all KOLs
            </Link>
          </Empty>
        ) : undefined
      }
    >
      {(d) => <KolProfileBody kol={d.kol} />}
    </DetailScreen>
  );
}

/** A labelled row of badges in a details list (`dl`), one `dd` each; nothing when there are none. */
function BadgeRow({
  label,
  items,
  className = 'badge',
}: {
  label: string;
  items: readonly string[];
  className?: string;
}) {
  if (items.length === 0) return null;
  return (
    <div className="flex flex-wrap items-center gap-1.5">
      <dt className="mr-1 text-muted">{label}</dt>
      {items.map((item) => (
        <dd key={item} className={className}>
          {item}
        </dd>
      ))}
    </div>
  );
}

/** The KOL's picture, wallet, bio and audience. */
function KolAbout({ kol }: { kol: KolProfile }) {
  return (
    <section aria-labelledby="kol-about" className="card flex flex-col gap-4">
      <div className="flex items-start gap-4">
        <Avatar kol={kol} size="lg" />
        <div className="flex min-w-0 flex-1 flex-col gap-2">
          <h2 id="kol-about" className="card-title">
            About
          </h2>
          <div className="flex flex-wrap items-center gap-2 text-sm">
            <span className="text-muted">Wallet</span>
            <span className="font-mono" data-testid="kol-owner">
              {shortenAddress(kol.owner)}
            </span>
            <CopyButton text={kol.owner} label="Copy wallet address" />
          </div>
          <p className="text-subtle text-xs">
            On Solpad since {dateText(kol.createdAt)}
            {kol.updatedAt !== kol.createdAt && ` · updated ${dateText(kol.updatedAt)}`}
          </p>
        </div>
      </div>
      {kol.bio ? (
        <p className="whitespace-pre-wrap break-words">{kol.bio}</p>
      ) : (
        <p className="text-muted text-sm">No bio yet.</p>
      )}
      {(kol.audience.niches.length > 0 || kol.audience.languages.length > 0) && (
        <dl className="flex flex-col gap-2 text-sm">
          <BadgeRow label="Niches" items={kol.audience.niches} />
          <BadgeRow
            label="Languages"
            items={kol.audience.languages}
            className="badge border-sky-500/40 text-sky-700 dark:text-sky-300"
          />
        </dl>
      )}
    </section>
  );
}

const PRICE_COLUMNS: readonly Column[] = [{ label: 'Service' }, { label: 'Price', end: true }];

/** What the KOL can be hired for, and how a hire is paid. */
function KolPrices({ kol }: { kol: KolProfile }) {
  return (
    <CardSection label="Price list" titleId="kol-prices" className="card flex flex-col gap-3">
      <table className="w-full text-sm">
        <caption className="sr-only">{kol.name}'s services and prices</caption>
        <thead className="text-left text-muted text-xs">
          <ColumnHeads density="list" columns={PRICE_COLUMNS} />
        </thead>
        <KolPriceRows prices={kol.priceList} roomy />
      </table>
      <p className="text-muted text-xs">
        A hire's price is held from the hiring campaign's escrowed budget and paid to {kol.name} on chain when
        the campaign's owner marks the work complete.
      </p>
    </CardSection>
  );
}

/** The KOL's followers and record on Solpad. */
function KolReach({ kol }: { kol: KolProfile }) {
  return (
    <CardSection label="Reach and record" titleId="kol-reach" className="card flex flex-col gap-3">
      <dl className="grid grid-cols-2 gap-2">
        <Stat
          label="Followers"
          value={<span data-testid="kol-followers">{followersText(kol.audience.followers)}</span>}
          hint="As the KOL states it"
        />
        <Stat label="From" value={solText(kol.fromLamports)} />
        <Stat label="Completed hires" value={kol.completedHires} />
        <Stat label="Open hires" value={kol.openHires} />
        <div className="col-span-2">
          <Stat label="Earned on Solpad" value={solText(kol.earnedLamports)} hint="Paid from escrow" />
        </div>
      </dl>
    </CardSection>
  );
}

/** The KOL's handles, each a link to the channel where it has one. */
function KolChannels({ kol }: { kol: KolProfile }) {
  const channels = HANDLE_SITES.flatMap(([key, label, url]) => {
    const handle = kol.handles[key]?.replace(/^@/, '');
    return handle ? [{ key, label, handle, href: url ? url(handle) : null }] : [];
  });
  return (
    <CardSection label="Channels" titleId="kol-channels" className="card flex flex-col gap-3">
      <ul aria-label={`${kol.name}'s channels`} className="flex flex-col gap-2 text-sm">
        {channels.map((c) => (
          <li key={c.key} className="flex items-center justify-between gap-2">
            <span className="text-muted">{c.label}</span>
            {c.href ? (
              <a
                href={c.href}
                target="_blank"
                rel="noopener noreferrer"
                className="break-all text-accent hover:underline"
              >
                {c.label} @{c.handle}
              </a>
            ) : (
              <span className="break-all">
                {c.label} @{c.handle}
              </span>
            )}
          </li>
        ))}
      </ul>
    </CardSection>
  );
}

function KolProfileBody({ kol }: { kol: KolProfile }) {
  const access = useWriteAccess();
  const [hiring, setHiring] = useState(false);
  const mine = access.connection?.address === kol.owner;
  return (
    <Screen
      eyebrow={
        <Crumb to="/kols" here="KOL Profile">
          KOLs
        </Crumb>
      }
      title={kol.name}
      actions={
        mine ? (
          <Link to="/kols-creator" className="btn-primary">
            Edit your profile
          </Link>
        ) : (
          <button type="button" className="btn-primary" onClick={() => setHiring(true)}>
            Hire {kol.name}
          </button>
        )
      }
    >
      <div className="grid gap-5 lg:grid-cols-3">
        <div className="flex min-w-0 flex-col gap-5 lg:col-span-2">
          <KolAbout kol={kol} />

          <KolPrices kol={kol} />

          <PastHires kol={kol} />
        </div>

        <div className="flex min-w-0 flex-col gap-5">
          <KolReach kol={kol} />
          <KolChannels kol={kol} />
        </div>
      </div>
      <HireDialog kol={hiring ? kol : null} onClose={() => setHiring(false)} />
    </Screen>
  );
}

/** The profile's completed (paid) hires, public (`GET /kols/{id}/hires`). */
function PastHires({ kol }: { kol: KolProfile }) {
  const hires = useQuery(kolPastHiresQuery(kol.id));
  return (
    <CardSection label="Past hires" titleId="kol-past-hires" className="card flex flex-col gap-3">
      <QueryState
        query={hires}
        what="past hires"
        loading={
          <p role="status" className="text-muted text-sm">
            Loading past hires…
          </p>
        }
        isEmpty={(d) => d.hires.length === 0}
        empty={<p className="text-muted text-sm">No completed hires yet.</p>}
      >
        {(d) => (
          <ul className="flex flex-col divide-y divide-line">
            {d.hires.map((h) => (
              <PastHireRow key={h.id} h={h} />
            ))}
          </ul>
        )}
      </QueryState>
    </CardSection>
  );
}

function PastHireRow({ h }: { h: KolHire }) {
  return (
    <li className="flex flex-col gap-1 py-3 text-sm first:pt-0 last:pb-0" data-testid="past-hire">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <span className="font-semibold">{h.service}</span> <span className="text-muted">for </span>
          <HireCampaignLink hire={h} />
        </div>
        <span className="font-semibold tabular-nums">{solText(h.priceLamports)}</span>
      </div>
      <div className="text-subtle text-xs">
        Paid {dateText(h.updatedAt)} · client <span className="font-mono">{shortenAddress(h.client)}</span>
        {h.paymentSignature && (
          <>
            {' '}
            · transaction <span className="font-mono">{shortenAddress(h.paymentSignature, 8)}</span>
          </>
        )}
      </div>
    </li>
  );
}
