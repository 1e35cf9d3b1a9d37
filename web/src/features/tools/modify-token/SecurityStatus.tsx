import { SECURITY_SCORE_THRESHOLDS } from '@solpad/core';
import { createApiMarketSource, createScannerRpc, SCORE_CAP_NOT_LOW, scanToken } from '@solpad/core/scanner';
import type { MintFacts } from '@solpad/core/token-tools';
import { useQuery } from '@tanstack/react-query';
import { CardSection } from '../../../components/kit';
import { errorMessage } from '../../../lib/error-message';
import { TOOL_SECTION } from '../common/section-looks';
import type { DemoToken } from './content';

/** Score colours of spec §9: 80+ green, 60–79 yellow, below 60 red. */
export function scoreClass(score: number): string {
  if (score >= SECURITY_SCORE_THRESHOLDS.green) return 'text-emerald-600 dark:text-emerald-400';
  if (score >= SECURITY_SCORE_THRESHOLDS.yellow) return 'text-yellow-600 dark:text-yellow-400';
  return 'text-red-600 dark:text-red-400';
}

const origin = typeof location === 'undefined' ? '' : location.origin;

/** Facts about the authorities that need no scanner: what a holder should know in any case. */
function authorityFacts(mint: MintFacts): { text: string; good: boolean }[] {
  return [
    {
      text: mint.mintAuthority
        ? 'Mint authority active: more tokens can be minted'
        : 'Mint authority revoked: fixed supply',
      good: !mint.mintAuthority,
    },
    {
      text: mint.freezeAuthority
        ? 'Freeze authority active: accounts can be frozen'
        : 'Freeze authority revoked',
      good: !mint.freezeAuthority,
    },
    ...(mint.metadata
      ? [
          {
            text: mint.metadata.updateAuthority ? 'Metadata can still be changed' : 'Metadata is immutable',
            good: !mint.metadata.updateAuthority,
          },
        ]
      : []),
  ];
}

/**
 * Security Status: the scanner's score for the selected mint (core/scanner, read from the chain), refreshed
 * after every change; the demo token's score in the demo. If the scan fails, the authority facts still show.
 */
export function SecurityStatus({
  mint,
  demo,
  version,
}: {
  mint: MintFacts | null;
  demo: DemoToken | null;
  version: number;
}) {
  const scan = useQuery({
    queryKey: ['token-tools', 'security', mint?.address, version],
    queryFn: ({ signal }) =>
      scanToken(
        mint?.address ?? '',
        { rpc: createScannerRpc(`${origin}/api/rpc`).rpc, market: createApiMarketSource(origin), signal },
        () => {},
      ),
    enabled: mint !== null,
    retry: 0,
    staleTime: 30_000,
  });
  const score = mint ? (scan.data?.score ?? null) : (demo?.securityScore ?? null);
  return (
    <CardSection
      look={TOOL_SECTION.side}
      label="Security Status"
      titleId="security-status-title"
      testId="security-status"
      aside={!mint && demo && <span className="badge bg-surface-2 text-muted">Demo</span>}
    >
      {score !== null ? (
        <p className={`font-bold text-3xl tabular-nums ${scoreClass(score)}`} data-testid="security-score">
          {score}/100
        </p>
      ) : mint && scan.isPending ? (
        <p role="status" className="text-muted text-sm">
          Scanning the token…
        </p>
      ) : (
        <p className="text-muted text-sm">
          {mint ? 'Score unavailable' : 'Select a token to see its score.'}
        </p>
      )}
      {mint && scan.isError && (
        <p className="text-amber-700 text-xs dark:text-amber-300">Scanner: {errorMessage(scan.error)}</p>
      )}
      {mint && scan.data && (
        <p className="text-muted text-xs">
          From the security scanner ({scan.data.riskLevel} risk,{' '}
          <span data-testid="security-risk-count">{scan.data.risks.length}</span> risk findings).
        </p>
      )}
      {mint && scan.data && scan.data.levelCaps.length > 0 && (
        <p className="text-muted text-xs" data-testid="security-level-caps">
          Held at {SCORE_CAP_NOT_LOW} at most while: {scan.data.levelCaps.map((c) => c.reason).join('; ')}.
        </p>
      )}
      {mint && (
        <ul className="flex flex-col gap-1 text-sm" data-testid="authority-facts">
          {authorityFacts(mint).map((f) => (
            <li key={f.text} className="flex items-start gap-2">
              <span
                aria-hidden="true"
                className={
                  f.good ? 'text-emerald-600 dark:text-emerald-400' : 'text-amber-600 dark:text-amber-400'
                }
              >
                {f.good ? '✓' : '!'}
              </span>
              {f.text}
            </li>
          ))}
        </ul>
      )}
    </CardSection>
  );
}
