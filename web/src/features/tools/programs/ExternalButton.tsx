import type { Cluster } from '@solpad/core/schemas';
import { useId } from 'react';
import { SOLSCAN_LOCALNET_REASON, type SolscanKind, solscanUrl } from './links';

/** A link styled as a button, or a disabled button with the reason shown beside it when there is no link. */
export function ExternalButton({
  href,
  label,
  reason,
}: {
  href: string | null;
  label: string;
  reason: string;
}) {
  const id = useId();
  if (href) {
    return (
      <a href={href} target="_blank" rel="noopener noreferrer" className="btn-secondary">
        {label}
        <span aria-hidden="true">↗</span>
        <span className="sr-only">(opens in a new tab)</span>
      </a>
    );
  }
  return (
    <span className="flex flex-col gap-1">
      <button type="button" className="btn-secondary" disabled aria-describedby={id} title={reason}>
        {label}
      </button>
      <span id={id} className="text-subtle text-xs">
        {reason}
      </span>
    </span>
  );
}

/** The explorer's "View on Solscan" button for an account, token or transaction (disabled on the localnet). */
export function SolscanButton({
  kind,
  id,
  cluster,
}: {
  kind: SolscanKind;
  id: string;
  cluster: Cluster | undefined;
}) {
  return (
    <ExternalButton
      href={solscanUrl(kind, id, cluster)}
      label="View on Solscan"
      reason={SOLSCAN_LOCALNET_REASON}
    />
  );
}
