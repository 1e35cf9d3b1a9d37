import { formatSol, PROGRAM_ID_DISPLAY_CHARS, shortenAddress } from '@solpad/core';
import { formatInteger } from '@solpad/core/format';
import type { Cluster } from '@solpad/core/schemas';
import {
  type AddressReport,
  formatTokenAmount,
  type MintFacts,
  type ProgramReport,
  type RecentTransaction,
  type TransactionReport,
} from '@solpad/core/token-tools';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { CardSection, Fact, type SectionLook } from '../../../components/kit';
import { CopyButton } from '../../../components/ui/CopyButton';
import { DetailPairs, MintExtensionList } from '../common/MintExtensionList';
import { ExternalButton, SolscanButton } from './ExternalButton';

const dateTime = (unixSeconds: number | null) =>
  unixSeconds === null ? 'Unknown' : new Date(unixSeconds * 1000).toLocaleString('en-US');
const bytes = (n: number) =>
  n >= 1024 * 1024
    ? `${(n / 1024 / 1024).toFixed(2)} MB`
    : n >= 1024
      ? `${(n / 1024).toFixed(1)} KB`
      : `${n} B`;

/** The explorer's report cards: each named by its h3 (the explorer's card heads them with its h2). */
const REPORT_CARD: SectionLook = {
  level: 'h3',
  className: 'card flex flex-col gap-4',
  titleClassName: 'font-semibold text-lg',
};

/** A titled part of a report card (its extensions, signers, instructions, recent transactions). */
function ReportPart({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-2">
      <h4 className="font-semibold text-sm">{title}</h4>
      {children}
    </div>
  );
}

/** A fact of a report: the kit's Fact, its value in the explorer's medium weight. */
function ReportFact({ children, ...fact }: { label: string; testId?: string; children: ReactNode }) {
  return <Fact {...fact} value={children} valueClassName="min-w-0 break-words font-medium text-sm" />;
}

function AddressText({ value }: { value: string | null }) {
  if (!value) return <span className="text-muted">None</span>;
  return (
    <span className="flex min-w-0 items-center gap-2">
      <Link
        to="/tools/programs"
        search={{ type: 'address', q: value }}
        className="truncate font-mono text-accent underline-offset-2 hover:underline"
        title={value}
      >
        {shortenAddress(value, 6)}
      </Link>
      <CopyButton text={value} label="Copy address" variant="text" />
    </span>
  );
}

function RecentList({ items }: { items: RecentTransaction[] }) {
  if (items.length === 0) return <p className="text-muted text-sm">No transactions yet.</p>;
  return (
    <ul className="flex flex-col divide-y divide-line" data-testid="recent-transactions">
      {items.map((t) => (
        <li key={t.signature} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
          <Link
            to="/tools/programs"
            search={{ type: 'transaction', q: t.signature }}
            className="truncate font-mono text-accent underline-offset-2 hover:underline"
            title={t.signature}
          >
            {shortenAddress(t.signature, 8)}
          </Link>
          <span className="flex items-center gap-2 text-muted text-xs">
            <span>slot {t.slot.toString()}</span>
            <span>{dateTime(t.blockTime)}</span>
            <span
              className={`badge ${t.ok ? 'border-emerald-500/40 text-emerald-700 dark:text-emerald-300' : 'border-red-500/40 text-red-700 dark:text-red-300'}`}
            >
              {t.ok ? 'Success' : 'Failed'}
            </span>
          </span>
        </li>
      ))}
    </ul>
  );
}

const KIND_LABEL: Record<AddressReport['accountKind'], string> = {
  wallet: 'Wallet (system account)',
  program: 'Program',
  'program-data': 'Program data',
  mint: 'Token mint',
  'token-account': 'Token account',
  data: 'Data account',
  empty: 'No account (history only)',
};

/** Facts of an Address query. */
export function AddressCard({ report, cluster }: { report: AddressReport; cluster: Cluster | undefined }) {
  return (
    <CardSection
      look={REPORT_CARD}
      label="Address details"
      title="Address"
      testId="address-report"
      aside={<span className="badge bg-surface-2 text-muted">{KIND_LABEL[report.accountKind]}</span>}
    >
      <p className="break-all font-mono text-sm" data-testid="report-address">
        {report.address}
      </p>
      <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <ReportFact label="Balance" testId="report-lamports">
          {formatSol(report.lamports)} SOL
        </ReportFact>
        <ReportFact label="Owner" testId="report-owner">
          {report.owner ? (report.ownerName ?? shortenAddress(report.owner, 6)) : 'None'}
        </ReportFact>
        <ReportFact label="Data size" testId="report-data-size">
          {bytes(report.dataSize)}
        </ReportFact>
        <ReportFact label="Executable" testId="report-executable">
          {report.executable ? 'Yes' : 'No'}
        </ReportFact>
      </dl>
      {report.tokenAccount && (
        <dl className="grid gap-3 rounded-xl border border-line bg-surface-2 p-3 sm:grid-cols-3">
          <ReportFact label="Mint">
            <AddressText value={report.tokenAccount.mint} />
          </ReportFact>
          <ReportFact label="Token owner">
            <AddressText value={report.tokenAccount.owner} />
          </ReportFact>
          <ReportFact label="State">
            {report.tokenAccount.state === 'frozen' ? 'Frozen' : 'Active'}
          </ReportFact>
        </dl>
      )}
      {report.mint && <MintFactsList mint={report.mint} />}
      <ReportPart title="Recent transactions">
        <RecentList items={report.recent} />
      </ReportPart>
      <div className="flex flex-wrap gap-2">
        <SolscanButton kind="account" id={report.address} cluster={cluster} />
      </div>
    </CardSection>
  );
}

/** The spec's Program Details card, filled from the chain. */
export function ProgramDetailsCard({
  report,
  cluster,
}: {
  report: ProgramReport;
  cluster: Cluster | undefined;
}) {
  const id = report.programId;
  const shortId = id.length > PROGRAM_ID_DISPLAY_CHARS ? `${id.slice(0, PROGRAM_ID_DISPLAY_CHARS)}…` : id;
  const tx24 = report.transactions24h
    ? `${formatInteger(report.transactions24h.count)}${report.transactions24h.atLeast ? '+' : ''}`
    : 'Unknown';
  return (
    <CardSection
      look={REPORT_CARD}
      label="Program details"
      title="Program Details"
      testId="program-details"
      aside={
        <div className="flex flex-wrap gap-1">
          {report.category && <span className="badge bg-surface-2 text-muted">{report.category}</span>}
          <span
            className={`badge ${report.executable ? 'border-emerald-500/40 bg-emerald-500/10 text-emerald-700 dark:text-emerald-300' : 'bg-surface-2 text-muted'}`}
          >
            {report.executable ? 'Executable' : 'Not executable'}
          </span>
          {report.isUpgradeable && (
            <span className="badge border-amber-500/40 bg-amber-500/10 text-amber-700 dark:text-amber-300">
              {report.authority ? 'Upgradeable' : 'Immutable'}
            </span>
          )}
        </div>
      }
    >
      <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        <ReportFact label="Program ID" testId="program-id">
          <span className="flex items-center gap-2">
            <span className="font-mono" title={id}>
              {shortId}
            </span>
            <CopyButton text={id} label="Copy program ID" variant="text" />
          </span>
        </ReportFact>
        <ReportFact label="Name" testId="program-name">
          {report.programName ?? 'Unknown program'}
        </ReportFact>
        <ReportFact label="Version">
          {report.lastDeploySlot !== null ? `Deployed at slot ${report.lastDeploySlot}` : 'Unknown'}
        </ReportFact>
        <ReportFact label="Data size" testId="program-data-size">
          {bytes(report.dataSize)}
        </ReportFact>
        <ReportFact label="24h transactions" testId="program-tx24h">
          {tx24}
        </ReportFact>
        <ReportFact label="Active accounts" testId="program-accounts">
          {report.activeAccounts === null ? 'Unknown' : formatInteger(report.activeAccounts)}
        </ReportFact>
        <ReportFact label="Loader" testId="program-loader">
          {report.loaderName}
        </ReportFact>
        <ReportFact label="Upgrade authority">
          {report.isUpgradeable ? <AddressText value={report.authority} /> : 'Not upgradeable'}
        </ReportFact>
        <ReportFact label="Program data account">
          {report.programDataAddress ? <AddressText value={report.programDataAddress} /> : '—'}
        </ReportFact>
        <ReportFact label="Last deploy slot" testId="program-deploy-slot">
          {report.lastDeploySlot?.toString() ?? 'Unknown'}
        </ReportFact>
        <ReportFact label="Last updated" testId="program-last-updated">
          {dateTime(report.lastUpdated)}
        </ReportFact>
      </dl>
      {report.description && <p className="text-muted text-sm">{report.description}</p>}
      <ReportPart title="Instructions">
        {report.instructions ? (
          <ul className="flex flex-wrap gap-1.5" data-testid="program-instructions">
            {report.instructions.map((name) => (
              <li
                key={name}
                className="rounded-md border border-line bg-surface-2 px-2 py-0.5 font-mono text-xs"
              >
                {name}
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-muted text-sm">
            Unknown: this program has no published interface known to this site.
          </p>
        )}
      </ReportPart>
      <ReportPart title="Recent transactions">
        <RecentList items={report.recent} />
      </ReportPart>
      <div className="flex flex-wrap gap-2">
        <SolscanButton kind="account" id={id} cluster={cluster} />
        <ExternalButton
          href={report.source}
          label="View Source"
          reason="No published source known for this program"
        />
      </div>
    </CardSection>
  );
}

/** A mint's facts (Token query, and a mint found by an Address query). */
export function MintFactsList({ mint }: { mint: MintFacts }) {
  return (
    <div className="flex flex-col gap-3">
      <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        <ReportFact label="Supply" testId="mint-supply">
          {formatTokenAmount(mint.supply, mint.decimals)}
        </ReportFact>
        <ReportFact label="Decimals" testId="mint-decimals">
          {mint.decimals}
        </ReportFact>
        <ReportFact label="Program" testId="mint-program">
          {mint.program === 'token' ? 'SPL Token' : 'Token-2022'}
        </ReportFact>
        <ReportFact label="Mint authority" testId="mint-authority">
          {mint.mintAuthority ? <AddressText value={mint.mintAuthority} /> : 'Revoked (fixed supply)'}
        </ReportFact>
        <ReportFact label="Freeze authority" testId="freeze-authority">
          {mint.freezeAuthority ? <AddressText value={mint.freezeAuthority} /> : 'Revoked'}
        </ReportFact>
        {mint.metadata && (
          <ReportFact label="Metadata">
            {mint.metadata.name} ({mint.metadata.symbol})
          </ReportFact>
        )}
      </dl>
      <ReportPart title="Extensions">
        <MintExtensionList mint={mint} />
      </ReportPart>
    </div>
  );
}

/** Facts of a Token query. */
export function TokenCard({ mint, cluster }: { mint: MintFacts; cluster: Cluster | undefined }) {
  return (
    <CardSection
      look={REPORT_CARD}
      label="Token details"
      title={mint.metadata ? `${mint.metadata.name} (${mint.metadata.symbol})` : 'Token Mint'}
      testId="token-report"
      aside={
        <span className="badge bg-surface-2 text-muted">
          {mint.program === 'token' ? 'SPL Token' : 'Token-2022'}
        </span>
      }
    >
      <p className="break-all font-mono text-sm">{mint.address}</p>
      <MintFactsList mint={mint} />
      <div className="flex flex-wrap gap-2">
        <SolscanButton kind="token" id={mint.address} cluster={cluster} />
      </div>
    </CardSection>
  );
}

/** Facts of a Transaction query. */
export function TransactionCard({
  report,
  cluster,
}: {
  report: TransactionReport;
  cluster: Cluster | undefined;
}) {
  return (
    <CardSection
      look={REPORT_CARD}
      label="Transaction details"
      title="Transaction"
      testId="transaction-report"
      aside={
        <span
          data-testid="tx-status"
          className={`badge ${report.ok ? 'border-emerald-500/40 bg-emerald-500/10 text-emerald-700 dark:text-emerald-300' : 'border-red-500/40 bg-red-500/10 text-red-700 dark:text-red-300'}`}
        >
          {report.ok ? 'Success' : 'Failed'}
        </span>
      }
    >
      <p className="break-all font-mono text-sm">{report.signature}</p>
      {report.error && <p className="text-red-600 text-sm dark:text-red-400">Error: {report.error}</p>}
      <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <ReportFact label="Slot">{report.slot.toString()}</ReportFact>
        <ReportFact label="Time">{dateTime(report.blockTime)}</ReportFact>
        <ReportFact label="Fee">{formatSol(report.fee, 6)} SOL</ReportFact>
        <ReportFact label="Compute units">{report.computeUnits?.toString() ?? 'Unknown'}</ReportFact>
      </dl>
      <ReportPart title="Signers">
        <ul className="flex flex-col gap-1">
          {report.signers.map((s) => (
            <li key={s}>
              <AddressText value={s} />
            </li>
          ))}
        </ul>
      </ReportPart>
      <ReportPart
        title={
          <>
            Instructions ({report.instructions.length}
            {report.innerInstructionCount > 0 ? ` + ${report.innerInstructionCount} inner` : ''})
          </>
        }
      >
        <ol className="flex flex-col gap-2" data-testid="tx-instructions">
          {report.instructions.map((ix, i) => (
            // A transaction's instructions never reorder: the position is their identity.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above.
            <li key={`${i}-${ix.programId}`} className="rounded-xl border border-line bg-surface-2 p-3">
              <p className="flex flex-wrap items-center gap-2 text-sm">
                <span className="badge bg-surface text-muted">#{i + 1}</span>
                <span className="font-medium">{ix.programName ?? shortenAddress(ix.programId, 6)}</span>
                <span className="text-muted">·</span>
                <span className="font-semibold" data-testid="ix-name">
                  {ix.name ?? 'Unknown instruction'}
                </span>
              </p>
              <DetailPairs details={ix.details} className="mt-2" />
            </li>
          ))}
        </ol>
      </ReportPart>
      {report.logs.length > 0 && (
        <details className="rounded-xl border border-line bg-surface-2 p-3 text-xs">
          <summary className="cursor-pointer font-medium text-sm">
            Program logs ({report.logs.length})
          </summary>
          <pre className="mt-2 overflow-x-auto whitespace-pre-wrap font-mono">{report.logs.join('\n')}</pre>
        </details>
      )}
      <div className="flex flex-wrap gap-2">
        <SolscanButton kind="tx" id={report.signature} cluster={cluster} />
      </div>
    </CardSection>
  );
}
