import { shortenAddress } from '@solpad/core';
import { Link } from '@tanstack/react-router';
import type { SectionLook } from '../../components/kit';
import { CopyButton } from '../../components/ui/CopyButton';
import { UNKNOWN } from './format';

/** The scan report's cards: each named by its h3 (the report sits under the page's sections). */
export const REPORT_SECTION: SectionLook = { level: 'h3', className: 'card flex flex-col gap-4' };

/**
 * A wallet or a transaction signature, shortened, linking to this site's explorer (/tools/programs, a real
 * lookup) with a copy button; "Unknown" when the analysis has none.
 */
export function ChainRef({
  value,
  kind,
  chars = 4,
}: {
  value: string | null;
  kind: 'address' | 'transaction';
  chars?: number;
}) {
  if (value === null) return <span className="text-muted">{UNKNOWN}</span>;
  return (
    <span className="inline-flex min-w-0 items-center gap-1.5 align-middle">
      <Link
        to="/tools/programs"
        search={{ type: kind, q: value }}
        className="truncate font-mono text-accent text-xs underline-offset-2 hover:underline"
        title={value}
        data-ref={kind}
      >
        {shortenAddress(value, chars)}
      </Link>
      <CopyButton
        variant="compact"
        text={value}
        label={kind === 'address' ? `Copy address ${value}` : `Copy signature ${value}`}
      />
    </span>
  );
}

/** The scanned address at the foot of a report's facts: shortened, in full on hover, with a copy button. */
export function ReportAddress({
  address,
  what,
  testId,
}: {
  address: string;
  what: 'token' | 'wallet' | 'program';
  testId?: string;
}) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      <span className="stat-label">Address</span>
      <code data-testid={testId} title={address} className="font-mono text-sm">
        {shortenAddress(address, 6)}
      </code>
      <CopyButton text={address} label={`Copy ${what} address`} />
    </div>
  );
}
