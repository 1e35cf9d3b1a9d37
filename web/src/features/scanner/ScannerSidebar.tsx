import { formatRelativeTime, shortenAddress } from '@solpad/core';
import { SCANNER_CHAINS } from '@solpad/core/scanner';
import { RECENT_SCANS_SERVER_MAX, type RecentScan } from '@solpad/core/schemas';
import { CardSection } from '../../components/kit';
import { scoreColor } from './format';
import type { useRecentScans } from './recent-store';

const TIPS = [
  'Check that the mint authority is revoked: otherwise the supply can be inflated at any time.',
  'A token less than an hour old, with thin liquidity, or mostly held by its creator and the wallets it funded is never low risk.',
  'A freeze authority, a transfer hook or a pausable mint can stop you from selling.',
  'A permanent delegate can take tokens out of any wallet — avoid such tokens unless you trust the issuer.',
  'Look at the top holders: one wallet with most of the supply can crash the price.',
  'Unknown is not safe: when a fact cannot be read, treat it as a risk until you can check it.',
];

const RISK_BADGE: Record<RecentScan['risk'], string> = {
  low: 'border-emerald-500/40 text-emerald-600 dark:text-emerald-400',
  medium: 'border-amber-500/40 text-amber-600 dark:text-amber-400',
  high: 'border-red-500/40 text-red-600 dark:text-red-400',
};

/** Where the recent scans are kept, and the sign-in that moves them to the wallet. */
function RecentScansSource({ source }: { source: ReturnType<typeof useRecentScans>['source'] }) {
  if (source.kind === 'wallet')
    return (
      <div className="flex flex-col gap-1 text-xs" data-testid="recent-scans-source" data-source="wallet">
        <p className="text-subtle">
          Kept with your wallet {shortenAddress(source.wallet, 4)} (the newest {RECENT_SCANS_SERVER_MAX}).
        </p>
        {source.error && (
          <p role="alert" className="text-red-700 dark:text-red-300">
            {source.error}
          </p>
        )}
      </div>
    );
  return (
    <div className="flex flex-col gap-2 text-xs" data-testid="recent-scans-source" data-source="local">
      <p className="text-subtle">
        {source.connected
          ? 'Kept in this browser. Sign in with your wallet to keep them with it, on any device.'
          : 'Kept in this browser. Connect a wallet and sign in to keep them with it.'}
      </p>
      {source.connected && (
        <button
          type="button"
          className="btn-secondary self-start"
          onClick={source.signIn}
          disabled={source.signingIn}
        >
          {source.signingIn ? 'Signing in…' : 'Sign in to keep scans'}
        </button>
      )}
      {source.signInError && (
        <p role="alert" className="text-red-700 dark:text-red-300">
          {source.signInError}
        </p>
      )}
    </div>
  );
}

interface RecentScansProps {
  recent: RecentScan[];
  shown: RecentScan[];
  rescan: (s: RecentScan) => void;
  source: ReturnType<typeof useRecentScans>['source'];
}

/** Recent Scans: the newest ten that match the filters, each a button that scans it again. */
function RecentScans({ recent, shown, rescan, source }: RecentScansProps) {
  return (
    <CardSection label="Recent Scans" titleId="recent-scans" className="card flex flex-col gap-3">
      {shown.length === 0 ? (
        <p className="text-muted text-sm">
          {recent.length === 0 ? 'No scans yet.' : 'No recent scan matches the filters.'}
        </p>
      ) : (
        <ul className="flex flex-col gap-2" data-testid="recent-scans">
          {shown.slice(0, 10).map((s) => (
            <li key={`${s.type}:${s.address ?? s.query}:${s.timestamp}`}>
              <button
                type="button"
                className="flex w-full items-center justify-between gap-2 rounded-xl border border-line px-3 py-2 text-left text-sm transition hover:border-accent/60 focus-visible:outline-2 focus-visible:outline-accent"
                onClick={() => rescan(s)}
                aria-label={`Scan again: ${s.label ?? s.address ?? s.query}`}
              >
                <span className="flex min-w-0 flex-col">
                  <span className="truncate font-medium">
                    {s.label ?? shortenAddress(s.address ?? s.query, 5)}
                  </span>
                  <span className="text-subtle text-xs">
                    {s.type} · {formatRelativeTime(s.timestamp)}
                  </span>
                </span>
                <span className="flex shrink-0 items-center gap-2">
                  <span className={`font-bold tabular-nums ${scoreColor(s.score)}`}>{s.score}</span>
                  <span className={`badge ${RISK_BADGE[s.risk]}`}>{s.risk}</span>
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <RecentScansSource source={source} />
    </CardSection>
  );
}

function SupportedNetworks() {
  return (
    <CardSection label="Supported Networks" titleId="supported-networks" className="card flex flex-col gap-3">
      <ul className="flex flex-col gap-1.5 text-sm">
        {SCANNER_CHAINS.map((c) => (
          <li key={c.value} className="flex items-center justify-between gap-2">
            <span>
              <span aria-hidden="true" className="mr-1.5">
                {c.icon}
              </span>
              {c.label}
            </span>
            <span
              className={`badge ${c.status === 'Active' ? 'border-emerald-500/40 text-emerald-600 dark:text-emerald-400' : 'text-muted'}`}
            >
              {c.status}
            </span>
          </li>
        ))}
      </ul>
    </CardSection>
  );
}

function SecurityTips() {
  return (
    <CardSection label="Security Tips" titleId="security-tips" className="card flex flex-col gap-3">
      <ul className="flex list-disc flex-col gap-2 pl-4 text-muted text-sm">
        {TIPS.map((t) => (
          <li key={t}>{t}</li>
        ))}
      </ul>
    </CardSection>
  );
}

/** The scanner's sidebar: recent scans, the supported networks and the security tips. */
export function ScannerSidebar(props: RecentScansProps) {
  return (
    <aside className="flex flex-col gap-6" aria-label="Scanner sidebar">
      <RecentScans {...props} />
      <SupportedNetworks />
      <SecurityTips />
    </aside>
  );
}
