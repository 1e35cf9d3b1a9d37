import { formatInteger, shortenAddress } from '@solpad/core/format';
import { actorSummaryParts, RISK_LEVEL_TEXT, type ScanReport, topFindings } from '@solpad/core/scanner';
import type { TokenDetail } from '@solpad/core/schemas';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { memo, useRef } from 'react';
import { errorMessage } from '../../lib/error-message';
import { useNearViewport } from '../../lib/useNearViewport';
import { loadScanEngine, scoreColor, tokenAmount } from '../scanner';
import { scanKey } from './queries';

type TokenReport = Extract<ScanReport, { kind: 'token' }>;

/** The platform's own accounts among the holders, named from the token's record. */
export function holderLabel(
  owner: string | null,
  token: Pick<TokenDetail, 'vault' | 'creator' | 'poolAddress'> & { pool?: { address: string } | null },
  scannerLabel: string | null,
): string | null {
  if (owner && owner === token.vault) return 'Curve vault';
  if (owner && (owner === token.poolAddress || owner === token.pool?.address)) return 'Pool';
  if (owner && owner === token.creator) return 'Creator';
  return scannerLabel;
}

const LEVEL_BADGE = {
  low: 'border-emerald-500/40 text-emerald-700 dark:text-emerald-300',
  medium: 'border-amber-500/40 text-amber-700 dark:text-amber-300',
  high: 'border-red-500/40 text-red-700 dark:text-red-300',
} as const;

function holdersText(n: number | null): string {
  if (n === null) return '';
  return `${formatInteger(n)} ${n === 1 ? 'holder' : 'holders'}`;
}

async function scanToken(address: string, signal: AbortSignal): Promise<TokenReport | null> {
  // The engine (kit, the token programs' codecs) comes with the first scan, as on the scanner page.
  const { createApiMarketSource, createScannerRpc, scan } = await loadScanEngine();
  const origin = window.location.origin;
  const { rpc } = createScannerRpc(`${origin}/api/rpc`);
  const report = await scan(
    { type: 'token', query: address, chain: 'solana' },
    { rpc, market: createApiMarketSource(origin), signal },
  );
  return report?.kind === 'token' ? report : null;
}

/** What the scan cards read of the token: the accounts they name and its holder count. */
export type ScannedToken = Pick<TokenDetail, 'address' | 'vault' | 'creator' | 'poolAddress' | 'holders'>;

/**
 * The token page's security summary and top holders, from core's scanner (the same engine as /tools/scanner,
 * reading the chain through /api/rpc). The cards sit below the fold on a phone: the scan (its engine, its reads
 * and their decoding, one long task on a slow phone) starts when they come near the viewport, not while the
 * page loads. Memoised: the scan follows its own query, so a live tick re-renders it only when the holder count
 * moved.
 */
function ScanPanels({ token }: { token: ScannedToken }) {
  const cards = useRef<HTMLElement>(null);
  const near = useNearViewport(cards);
  const report = useQuery({
    queryKey: scanKey(token.address),
    queryFn: ({ signal }) => scanToken(token.address, signal),
    staleTime: 60_000,
    retry: 1,
    enabled: near,
  });
  const r = report.data;
  const top = r ? topFindings(r.risks, 3) : [];
  const scannerLink = (
    <Link
      to="/tools/scanner"
      search={{ type: 'token', q: token.address, chain: 'solana' }}
      className="font-medium text-accent text-sm hover:underline"
    >
      Full security report →
    </Link>
  );
  return (
    <>
      <section
        ref={cards}
        aria-labelledby="scan-title"
        className="card flex flex-col gap-3"
        data-testid="scan-summary"
      >
        <h2 id="scan-title" className="card-title">
          Security scan
        </h2>
        {report.isPending ? (
          <p className="text-muted text-sm">Scanning the mint, holders and authorities…</p>
        ) : report.isError || !r ? (
          <p className="text-muted text-sm">
            The scan could not run{report.error ? `: ${errorMessage(report.error)}` : ''}.
          </p>
        ) : (
          <>
            <div className="flex flex-wrap items-baseline gap-2">
              <span className={`font-bold text-3xl tabular-nums ${scoreColor(r.score)}`}>{r.score}</span>
              <span className="text-muted text-sm">/ 100</span>
              <span
                className={`badge ${LEVEL_BADGE[r.riskLevel]}`}
                data-testid="scan-level"
                data-level={r.riskLevel}
              >
                {RISK_LEVEL_TEXT[r.riskLevel]}
              </span>
            </div>
            {r.levelCaps.length > 0 && (
              <p className="text-muted text-xs" data-testid="scan-caps">
                Held above low risk: {r.levelCaps.map((c) => c.reason).join('; ')}
              </p>
            )}
            <ul
              className="flex flex-col gap-1.5 text-sm"
              data-testid="scan-top-findings"
              aria-label="Top risks"
            >
              {top.length === 0 && <li className="text-muted">No risk factors found.</li>}
              {top.map((f) => (
                <li key={f.code} className="flex gap-2" data-code={f.code} title={f.evidence}>
                  <span
                    aria-hidden="true"
                    className={
                      f.type === 'danger'
                        ? 'text-red-600 dark:text-red-400'
                        : f.type === 'warning'
                          ? 'text-amber-600 dark:text-amber-400'
                          : 'text-muted'
                    }
                  >
                    {f.type === 'danger' ? '✖' : f.type === 'warning' ? '!' : '?'}
                  </span>
                  <span>{f.message}</span>
                </li>
              ))}
            </ul>
            <p className="text-muted text-xs" data-testid="scan-actors">
              {actorSummaryParts(r.actors).join(' · ')}
            </p>
          </>
        )}
        {scannerLink}
      </section>

      <HoldersCard token={token} report={report} />
    </>
  );
}

/** The largest holders the scan read (the platform's own accounts named), or what kept them from being read. */
function HoldersCard({
  token,
  report,
}: {
  token: ScannedToken;
  report: { isPending: boolean; data?: TokenReport | null };
}) {
  const r = report.data;
  return (
    <section aria-labelledby="holders-title" className="card flex flex-col gap-3" data-testid="holders">
      <div className="flex items-baseline justify-between gap-2">
        <h2 id="holders-title" className="card-title">
          Top holders
        </h2>
        <span className="text-muted text-sm">{holdersText(token.holders ?? r?.holders.count ?? null)}</span>
      </div>
      {report.isPending ? (
        <p className="text-muted text-sm">Reading the largest accounts…</p>
      ) : !r || r.holders.top.length === 0 ? (
        <p className="text-muted text-sm">The holders could not be read.</p>
      ) : (
        <ol className="flex flex-col divide-y divide-line text-sm">
          {r.holders.top.slice(0, 10).map((h, i) => {
            const label = holderLabel(h.owner, token, h.label);
            return (
              <li key={h.tokenAccount} className="flex items-center gap-2 py-1.5">
                <span className="w-5 text-subtle text-xs tabular-nums">{i + 1}</span>
                <span className="min-w-0 flex-1 truncate font-mono text-xs" title={h.owner ?? h.tokenAccount}>
                  {shortenAddress(h.owner ?? h.tokenAccount, 5)}
                </span>
                {label && <span className="badge shrink-0 text-accent">{label}</span>}
                <span
                  className="w-16 shrink-0 text-right tabular-nums"
                  title={tokenAmount(h.amount, r.decimals)}
                >
                  {h.sharePct.toFixed(2)}%
                </span>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}

export default memo(ScanPanels);
