import { shortenAddress } from '@solpad/core/format';
import { type FilterOption, RowToggle } from '../../../../components/kit';

// What the marketing panels share: labels, the visibility filter, moderation badges and the hide/show button (the reason dialog is
// ../../ReasonDialog, shared with the launchpad and users sections).

/** A status as words ("pending_deposit" → "pending deposit"). */
export const label = (s: string) => s.replace(/_/g, ' ');

/** The visibility filter's value: every record, only hidden ones ('true') or only visible ones ('false'). */
export type Visibility = '' | 'true' | 'false';
export const VISIBILITY: readonly FilterOption<'true' | 'false'>[] = [
  { value: 'false', label: 'Visible' },
  { value: 'true', label: 'Hidden' },
];

/** A row's token: its symbol, or its shortened mint. */
export const tokenText = (t: { symbol: string | null; mint: string }) => t.symbol ?? shortenAddress(t.mint);

export function ModerationBadges({ hidden, reason }: { hidden: boolean; reason: string | null }) {
  return (
    <>
      {hidden && <span className="badge text-amber-600 dark:text-amber-400">hidden</span>}
      {reason && <span className="sr-only">Moderation reason: {reason}</span>}
    </>
  );
}

/** "Last moderation: …" under a row, when it has been moderated. */
export function ModerationNote({ reason }: { reason: string | null }) {
  return reason ? <p className="text-muted text-xs">Last moderation: {reason}</p> : null;
}

/** Hide or Show, for a record named `noun name` (e.g. "campaign Moon raid"). */
export function HideShowButton({
  hidden,
  name,
  onClick,
}: {
  hidden: boolean;
  name: string;
  onClick: () => void;
}) {
  return <RowToggle on={hidden} actions={['Hide', 'Show']} name={name} onClick={onClick} />;
}
