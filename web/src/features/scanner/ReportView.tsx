import { formatSol, shortenAddress } from '@solpad/core';
import { formatInteger } from '@solpad/core/format';
import type { ContractReport, ScanReport, WalletReport } from '@solpad/core/scanner';
import { reportToJson } from '@solpad/core/scanner';
import { CardSection, Fact } from '../../components/kit';
import { copyWithToast } from '../../lib/clipboard';
import { ActorsSection } from './ActorsSection';
import { REPORT_SECTION, ReportAddress } from './Fact';
import { dateTime, tokenAmount, UNKNOWN } from './format';
import { RiskAssessment } from './RiskAssessment';
import { TokenSections } from './TokenSections';

function WalletSections({ report }: { report: WalletReport }) {
  const a = report.activity;
  return (
    <CardSection look={REPORT_SECTION} label="Wallet Information" titleId="wallet-information">
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
      <ReportAddress address={report.address} what="wallet" />
    </CardSection>
  );
}

function ContractSections({ report }: { report: ContractReport }) {
  return (
    <CardSection look={REPORT_SECTION} label="Program Information" titleId="program-information">
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
          value={report.dataSize === null ? UNKNOWN : `${formatInteger(report.dataSize)} bytes`}
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
      <ReportAddress address={report.address} what="program" />
    </CardSection>
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

/**
 * A report: Risk Assessment, then the sections of its kind, with Export and Share. `pending`: the static part
 * of a token report, shown while the actor analysis is still reading (its Actors section says so).
 */
export function ReportView({
  report,
  requests,
  pending = false,
}: {
  report: ScanReport;
  requests: number | null;
  pending?: boolean;
}) {
  const share = () => copyWithToast(shareLink(report));
  return (
    <div
      className="flex flex-col gap-4"
      data-testid="scan-report"
      data-kind={report.kind}
      data-complete={!pending}
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-muted text-xs">
          Read at slot {report.slot?.toString() ?? UNKNOWN}
          {requests !== null && ` in ${requests} RPC round trip${requests === 1 ? '' : 's'}`} ·{' '}
          {dateTime(report.scannedAt)}
        </p>
        <div className="flex gap-2">
          <button
            type="button"
            className="btn-secondary"
            onClick={() => exportReport(report)}
            disabled={pending}
          >
            Export
          </button>
          <button type="button" className="btn-secondary" onClick={() => void share()}>
            Share
          </button>
        </div>
      </div>
      <RiskAssessment report={report} pending={pending} />
      {report.kind === 'token' && <ActorsSection report={report} pending={pending} />}
      {report.kind === 'token' && <TokenSections report={report} />}
      {report.kind === 'wallet' && <WalletSections report={report} />}
      {report.kind === 'contract' && <ContractSections report={report} />}
    </div>
  );
}
