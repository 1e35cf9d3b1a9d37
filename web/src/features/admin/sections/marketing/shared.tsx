import { shortenAddress } from '@solpad/core/format';
import type { ReactNode } from 'react';
import { type FilterOption, ListRow, RowDetail, RowLink, RowToggle } from '../../../../components/kit';
import { when } from '../../ui';

// What the marketing panels share: labels, the visibility filter, and a record's row with its moderation (the reason dialog is
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

function ModerationBadges({ hidden, reason }: { hidden: boolean; reason: string | null }) {
  return (
    <>
      {hidden && <span className="badge text-amber-600 dark:text-amber-400">hidden</span>}
      {reason && <span className="sr-only">Moderation reason: {reason}</span>}
    </>
  );
}

/**
 * A marketing record's row in the console: its name linking to its public page, its `badges` then the
 * moderation's, Hide or Show (for "`noun` `name`", e.g. "campaign Moon raid") then its other `actions`, its
 * details, and the last moderation's reason under them.
 */
export function ModeratedRow({
  testId,
  href,
  name,
  noun,
  record,
  badges,
  actions,
  onHideShow,
  children,
}: {
  testId: string;
  href: string;
  name: string;
  noun: string;
  record: { hidden: boolean; moderationReason: string | null };
  badges?: ReactNode;
  actions?: ReactNode;
  onHideShow: () => void;
  children: ReactNode;
}) {
  return (
    <ListRow
      testId={testId}
      title={<RowLink href={href}>{name}</RowLink>}
      badges={
        <>
          {badges}
          <ModerationBadges hidden={record.hidden} reason={record.moderationReason} />
        </>
      }
      actions={
        <>
          <RowToggle
            on={record.hidden}
            actions={['Hide', 'Show']}
            name={`${noun} ${name}`}
            onClick={onHideShow}
          />
          {actions}
        </>
      }
    >
      {children}
      {record.moderationReason && (
        <p className="text-muted text-xs">Last moderation: {record.moderationReason}</p>
      )}
    </ListRow>
  );
}

/**
 * A row's action that undoes the record for its owner ("Cancel…", "Withdraw…"), asked with a reason next;
 * `disabledWhy` says why it cannot be taken now.
 */
export function UndoButton({
  label,
  name,
  disabledWhy,
  onClick,
}: {
  label: string;
  /** The accessible name ("Cancel campaign Moon raid"). */
  name: string;
  disabledWhy?: string | undefined;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      className="btn-secondary text-red-600 disabled:opacity-50 dark:text-red-400"
      aria-label={name}
      disabled={disabledWhy !== undefined}
      title={disabledWhy}
      onClick={onClick}
    >
      {label}
    </button>
  );
}

/** When a record runs and when it was made: "start → end · created …". */
export function RunDates({ record }: { record: { startsAt: string; endsAt: string; createdAt: string } }) {
  return (
    <RowDetail>
      {when(record.startsAt)} → {when(record.endsAt)} · created {when(record.createdAt)}
    </RowDetail>
  );
}
