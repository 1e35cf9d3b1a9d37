import { formatSol, shortenAddress, TOASTS } from '@solpad/core';
import type {
  CheckResult,
  ContractReport,
  Finding,
  ScanReport,
  TokenReport,
  WalletReport,
} from '@solpad/core/scanner';
import { reportToJson } from '@solpad/core/scanner';
import { CopyButton } from '../../components/ui/CopyButton';
import { toast } from '../../lib/toast';
import { copyText } from '../wallet/copy-text';
import { dateTime, num, percent, riskIcon, scoreColor, tokenAmount, UNKNOWN, usd, usdPrice } from './format';

/** One labelled fact; `testId` lets tests find it. */
function Fact({
  label,
  value,
  testId,
  mono,
}: {
  label: string;
  value: React.ReactNode;
  testId?: string;
  mono?: boolean;
}) {
  return (
    <div className="flex min-w-0 flex-col gap-0.5">
      <dt className="stat-label">{label}</dt>
      <dd
        data-testid={testId}
        className={`min-w-0 break-words font-semibold text-fg text-sm ${mono ? 'font-mono' : ''}`}
      >
        {value}
      </dd>
    </div>
  );
}

const RISK_ICON = {
  good: { glyph: '✔', label: 'Low risk', cls: 'bg-emerald-500/15 text-emerald-600 dark:text-emerald-400' },
  warning: { glyph: '!', label: 'Medium risk', cls: 'bg-amber-500/15 text-amber-600 dark:text-amber-400' },
  bad: { glyph: '✖', label: 'High risk', cls: 'bg-red-500/15 text-red-600 dark:text-red-400' },
} as const;

const CHECK_NAMES: Record<keyof ScanReport['checks'], string> = {
  verified: 'Verified',
  noHoneypot: 'No Honeypot',
  noRugPull: 'No Rug Pull',
  contractVerified: 'Contract Verified',
};

function CheckBadge({ name, check }: { name: string; check: CheckResult }) {
  const state = check.passed === null ? 'unknown' : check.passed ? 'pass' : 'fail';
  const cls =
    state === 'pass'
      ? 'border-emerald-500/40 bg-emerald-500/10 text-emerald-700 dark:text-emerald-300'
      : state === 'fail'
        ? 'border-red-500/40 bg-red-500/10 text-red-700 dark:text-red-300'
        : 'border-line bg-surface-2 text-muted';
  return (
    <li
      data-testid={`check-${name}`}
      data-state={state}
      className={`flex flex-col gap-1 rounded-xl border p-3 ${cls}`}
    >
      <span className="flex items-center gap-2 font-semibold text-sm">
        <span aria-hidden="true">{state === 'pass' ? '✔' : state === 'fail' ? '✖' : '?'}</span>
        {name}
        <span className="sr-only">
          : {state === 'pass' ? 'passed' : state === 'fail' ? 'failed' : 'unknown'}
        </span>
      </span>
      <span className="text-muted text-xs">{check.reason}</span>
    </li>
  );
}

const FINDING_CLS: Record<Finding['type'], string> = {
  danger: 'border-red-500/40 text-red-700 dark:text-red-300',
  warning: 'border-amber-500/40 text-amber-700 dark:text-amber-300',
  info: 'border-line text-muted',
  positive: 'border-emerald-500/40 text-emerald-700 dark:text-emerald-300',
};

function FindingList({
  title,
  findings,
  empty,
  testId,
}: {
  title: string;
  findings: Finding[];
  empty: string;
  testId: string;
}) {
  return (
    <section aria-label={title} className="flex flex-col gap-2">
      <h4 className="font-semibold text-sm">{title}</h4>
      {findings.length === 0 ? (
        <p className="text-muted text-sm">{empty}</p>
      ) : (
        <ul data-testid={testId} className="flex flex-col gap-2">
          {findings.map((f) => (
            <li
              key={f.code + f.evidence}
              data-code={f.code}
              className={`rounded-xl border-l-4 bg-surface-2 px-3 py-2 ${FINDING_CLS[f.type]}`}
            >
              <p className="font-medium text-fg text-sm">
                <span className="badge mr-2 align-middle">
                  {f.code.startsWith('UNKNOWN_') ? 'unknown' : f.type}
                </span>
                {f.message}
              </p>
              <p className="mt-1 break-all font-mono text-[11px] text-subtle">Evidence: {f.evidence}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function RiskAssessment({ report }: { report: ScanReport }) {
  const icon = RISK_ICON[riskIcon(report.score)];
  return (
    <section aria-labelledby="risk-assessment" className="card flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id="risk-assessment" className="card-title">
          Risk Assessment
        </h3>
        <span
          className={`inline-flex items-center gap-2 rounded-full px-3 py-1 font-semibold text-xs ${icon.cls}`}
          data-testid="risk-icon"
          data-icon={riskIcon(report.score)}
        >
          <span aria-hidden="true">{icon.glyph}</span>
          {icon.label}
        </span>
      </div>
      <p className="flex items-baseline gap-1">
        <span
          data-testid="risk-score"
          className={`font-bold text-5xl tabular-nums ${scoreColor(report.score)}`}
        >
          {report.score}
        </span>
        <span className="text-muted text-xl">/100</span>
      </p>
      <ul className="grid gap-2 sm:grid-cols-2" aria-label="Checks">
        {(Object.keys(CHECK_NAMES) as (keyof typeof CHECK_NAMES)[]).map((k) => (
          <CheckBadge key={k} name={CHECK_NAMES[k]} check={report.checks[k]} />
        ))}
      </ul>
      <div className="grid gap-4 lg:grid-cols-2">
        <FindingList
          title="Risk Factors"
          findings={report.risks}
          empty="No risk factors found."
          testId="risk-factors"
        />
        <FindingList
          title="Opportunities"
          findings={report.opportunities}
          empty="No opportunities found."
          testId="opportunities"
        />
      </div>
    </section>
  );
}

function TokenSections({ report }: { report: TokenReport }) {
  const m = report.market;
  const t = report.technical;
  const change = m.priceChange24hPct;
  return (
    <>
      <section aria-labelledby="token-information" className="card flex flex-col gap-4">
        <h3 id="token-information" className="card-title">
          Token Information
        </h3>
        <dl className="grid grid-cols-2 gap-4 sm:grid-cols-3">
          <Fact label="Name" value={report.name ?? UNKNOWN} testId="token-name" />
          <Fact label="Symbol" value={report.symbol ?? UNKNOWN} testId="token-symbol" />
          <Fact
            label="Price"
            testId="token-price"
            value={
              <>
                {usdPrice(m.priceUsd)}{' '}
                <span
                  className={
                    change === null
                      ? 'text-muted'
                      : change >= 0
                        ? 'text-emerald-600 dark:text-emerald-400'
                        : 'text-red-600 dark:text-red-400'
                  }
                >
                  ({change === null ? '24h: Unknown' : `${percent(change, true)} 24h`})
                </span>
              </>
            }
          />
          <Fact label="Market Cap" value={usd(m.marketCapUsd)} testId="token-market-cap" />
          <Fact label="24h Volume" value={usd(m.volume24hUsd)} testId="token-volume" />
          <Fact label="Supply" value={tokenAmount(report.supply, report.decimals)} testId="token-supply" />
          <Fact label="Decimals" value={report.decimals} />
          <Fact
            label="Program"
            value={report.program === 'token' ? 'SPL Token' : 'Token-2022'}
            testId="token-program"
          />
          <Fact
            label="Mint Authority"
            mono
            testId="token-mint-authority"
            value={report.mintAuthority ? shortenAddress(report.mintAuthority, 6) : 'Revoked'}
          />
          <Fact
            label="Freeze Authority"
            mono
            testId="token-freeze-authority"
            value={report.freezeAuthority ? shortenAddress(report.freezeAuthority, 6) : 'Revoked'}
          />
          <Fact
            label="Extensions"
            value={report.extensions.present.length ? report.extensions.present.join(', ') : 'None'}
            testId="token-extensions"
          />
        </dl>
        <div className="flex flex-wrap items-center gap-2">
          <span className="stat-label">Address</span>
          <code data-testid="token-address" title={report.address} className="font-mono text-sm">
            {shortenAddress(report.address, 6)}
          </code>
          <CopyButton text={report.address} label="Copy token address" />
        </div>
      </section>

      <section aria-labelledby="trading-metrics" className="card flex flex-col gap-4">
        <h3 id="trading-metrics" className="card-title">
          Trading Metrics
        </h3>
        <dl className="grid grid-cols-2 gap-4 sm:grid-cols-3">
          <Fact label="Holders" value={num(report.holders.count, 0)} testId="metric-holders" />
          <Fact label="Liquidity" value={usd(m.liquidityUsd)} testId="metric-liquidity" />
          <Fact
            label="Liquidity Locked"
            value={percent(m.liquidityLockedPct)}
            testId="metric-liquidity-locked"
          />
          <Fact
            label="Top 10 Holders"
            value={percent(report.holders.top10SharePct)}
            testId="metric-top-holders"
          />
          <Fact label="Created" value={dateTime(report.createdAt)} testId="metric-created" />
          <Fact
            label="Creator"
            mono
            value={report.creator.address ? shortenAddress(report.creator.address, 6) : UNKNOWN}
          />
        </dl>
        {report.holders.top.length > 0 && (
          <div className="overflow-x-auto">
            <table className="w-full min-w-[28rem] text-left text-sm">
              <caption className="sr-only">Largest holders</caption>
              <thead className="text-subtle text-xs uppercase">
                <tr>
                  <th scope="col" className="py-1 pr-2">
                    #
                  </th>
                  <th scope="col" className="py-1 pr-2">
                    Owner
                  </th>
                  <th scope="col" className="py-1 pr-2 text-right">
                    Amount
                  </th>
                  <th scope="col" className="py-1 text-right">
                    Share
                  </th>
                </tr>
              </thead>
              <tbody>
                {report.holders.top.slice(0, 10).map((h, i) => (
                  <tr key={h.tokenAccount} className="border-line border-t">
                    <td className="py-1 pr-2 text-muted">{i + 1}</td>
                    <td className="py-1 pr-2 font-mono" title={h.owner ?? h.tokenAccount}>
                      {shortenAddress(h.owner ?? h.tokenAccount, 5)}
                      {h.label && <span className="badge ml-2">{h.label}</span>}
                    </td>
                    <td className="py-1 pr-2 text-right tabular-nums">
                      {tokenAmount(h.amount, report.decimals)}
                    </td>
                    <td className="py-1 text-right tabular-nums">{percent(h.sharePct)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>

      <section aria-labelledby="technical-analysis" className="card flex flex-col gap-4">
        <h3 id="technical-analysis" className="card-title">
          Technical Analysis
        </h3>
        <dl className="grid grid-cols-2 gap-4 sm:grid-cols-4">
          <Fact label="RSI (14)" value={num(t.rsi, 1)} testId="ta-rsi" />
          <Fact label="MACD" value={t.macd ? num(t.macd.macd, 8) : UNKNOWN} testId="ta-macd" />
          <Fact label="SMA 20" value={usdPrice(t.sma20)} testId="ta-sma20" />
          <Fact label="Volume" value={usd(t.volume24hUsd)} testId="ta-volume" />
        </dl>
        <p className="text-muted text-xs">
          {t.points > 0
            ? `Computed from ${t.points} trade prices (${m.source ?? 'market source'}).`
            : 'No price history for this token: indicators are unknown.'}
        </p>
      </section>
    </>
  );
}

function WalletSections({ report }: { report: WalletReport }) {
  const a = report.activity;
  return (
    <section aria-labelledby="wallet-information" className="card flex flex-col gap-4">
      <h3 id="wallet-information" className="card-title">
        Wallet Information
      </h3>
      <dl className="grid grid-cols-2 gap-4 sm:grid-cols-3">
        <Fact
          label="SOL Balance"
          value={report.exists ? `${formatSol(report.lamports)} SOL` : '0 SOL (no account)'}
          testId="wallet-balance"
        />
        <Fact label="Token Accounts" value={report.holdings.length} testId="wallet-holdings-count" />
        <Fact
          label="Transactions"
          value={a.count === null ? UNKNOWN : `${a.count}${a.complete ? '' : '+'}`}
          testId="wallet-tx-count"
        />
        <Fact
          label="First Seen"
          value={
            a.firstSeen === null ? UNKNOWN : `${dateTime(a.firstSeen)}${a.complete ? '' : ' (or earlier)'}`
          }
        />
        <Fact label="Last Seen" value={dateTime(a.lastSeen)} />
        <Fact
          label="Tokens Launched"
          value={report.launches === null ? UNKNOWN : report.launches.length}
          testId="wallet-launches"
        />
      </dl>
      {report.holdings.length > 0 && (
        <ul className="flex flex-col gap-1 text-sm" aria-label="Holdings">
          {report.holdings.slice(0, 20).map((h) => (
            <li key={h.tokenAccount} className="flex justify-between gap-3 border-line border-t pt-1">
              <span className="font-mono" title={h.mint}>
                {shortenAddress(h.mint, 6)}
              </span>
              <span className="tabular-nums">
                {h.decimals === null ? `${h.amount} base units` : tokenAmount(h.amount, h.decimals)}
              </span>
            </li>
          ))}
        </ul>
      )}
      <div className="flex flex-wrap items-center gap-2">
        <span className="stat-label">Address</span>
        <code className="font-mono text-sm" title={report.address}>
          {shortenAddress(report.address, 6)}
        </code>
        <CopyButton text={report.address} label="Copy wallet address" />
      </div>
    </section>
  );
}

function ContractSections({ report }: { report: ContractReport }) {
  return (
    <section aria-labelledby="program-information" className="card flex flex-col gap-4">
      <h3 id="program-information" className="card-title">
        Program Information
      </h3>
      <dl className="grid grid-cols-2 gap-4 sm:grid-cols-3">
        <Fact label="Known As" value={report.knownAs ?? 'Not in the known list'} testId="program-known" />
        <Fact
          label="Executable"
          value={report.exists ? (report.executable ? 'Yes' : 'No') : 'No account'}
          testId="program-executable"
        />
        <Fact label="Loader" value={report.loaderLabel ?? report.loader ?? UNKNOWN} />
        <Fact label="Upgradeable" value={report.upgradeable ? 'Yes' : 'No'} />
        <Fact
          label="Upgrade Authority"
          mono
          value={
            report.upgradeAuthority
              ? shortenAddress(report.upgradeAuthority, 6)
              : report.upgradeable
                ? 'Revoked'
                : 'n/a'
          }
        />
        <Fact
          label="Program Data"
          mono
          value={report.programDataAddress ? shortenAddress(report.programDataAddress, 6) : 'n/a'}
        />
        <Fact
          label="Data Size"
          value={report.dataSize === null ? UNKNOWN : `${report.dataSize.toLocaleString('en-US')} bytes`}
        />
        <Fact
          label="Last Deploy Slot"
          value={
            report.lastDeploySlot === null
              ? report.upgradeable
                ? UNKNOWN
                : 'n/a'
              : report.lastDeploySlot.toString()
          }
        />
      </dl>
      <div className="flex flex-wrap items-center gap-2">
        <span className="stat-label">Address</span>
        <code className="font-mono text-sm" title={report.address}>
          {shortenAddress(report.address, 6)}
        </code>
        <CopyButton text={report.address} label="Copy program address" />
      </div>
    </section>
  );
}

/** Downloads the report as JSON (u64 values as strings). */
function exportReport(report: ScanReport) {
  const blob = new Blob([reportToJson(report)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = `scan-${report.kind}-${report.address}.json`;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** The link that reruns this scan when opened. */
export function shareLink(report: ScanReport): string {
  const params = new URLSearchParams({ type: report.kind, q: report.address });
  return `${window.location.origin}/tools/scanner?${params.toString()}`;
}

/** A finished report: Risk Assessment, then the sections of its kind, with Export and Share. */
export function ReportView({ report, requests }: { report: ScanReport; requests: number }) {
  const share = async () => {
    try {
      await copyText(shareLink(report));
      toast(TOASTS.copied);
    } catch {
      toast({
        title: 'Copy failed',
        description: 'The browser refused clipboard access.',
        variant: 'destructive',
      });
    }
  };
  return (
    <div className="flex flex-col gap-4" data-testid="scan-report" data-kind={report.kind}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-muted text-xs">
          Read at slot {report.slot?.toString() ?? UNKNOWN} in {requests} RPC round trip
          {requests === 1 ? '' : 's'} · {dateTime(report.scannedAt)}
        </p>
        <div className="flex gap-2">
          <button type="button" className="btn-secondary" onClick={() => exportReport(report)}>
            Export
          </button>
          <button type="button" className="btn-secondary" onClick={share}>
            Share
          </button>
        </div>
      </div>
      <RiskAssessment report={report} />
      {report.kind === 'token' && <TokenSections report={report} />}
      {report.kind === 'wallet' && <WalletSections report={report} />}
      {report.kind === 'contract' && <ContractSections report={report} />}
    </div>
  );
}
