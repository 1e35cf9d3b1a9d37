import { shortenAddress } from '@solpad/core/format';
import { useState } from 'react';
import { ConfirmDialog, type FilterOption } from '../../../../components/kit';

// What the marketing panels share: labels, the visibility filter, moderation badges and the reason dialog.

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
  return (
    <button
      type="button"
      className="btn-secondary"
      aria-label={`${hidden ? 'Show' : 'Hide'} ${name}`}
      onClick={onClick}
    >
      {hidden ? 'Show' : 'Hide'}
    </button>
  );
}

/** A reason field for the dialogs (the API requires one; it goes to the audit log). */
function ReasonField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (v: string) => void;
  error: string | null;
}) {
  return (
    <>
      <label className="flex flex-col gap-1 text-sm">
        Reason
        <input className="input" value={value} maxLength={500} onChange={(e) => onChange(e.target.value)} />
      </label>
      {error && (
        <p role="alert" className="text-red-600 text-xs dark:text-red-400">
          {error}
        </p>
      )}
    </>
  );
}

/** A confirm dialog whose action needs a reason. */
export function ReasonDialog({
  title,
  description,
  confirmLabel,
  busy,
  onClose,
  onConfirm,
}: {
  title: string;
  description: string;
  confirmLabel: string;
  busy: boolean;
  onClose: () => void;
  onConfirm: (reason: string) => void;
}) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={title}
      description={description}
      confirmLabel={confirmLabel}
      dismissLabel="Back"
      busy={busy}
      onConfirm={() => {
        if (!reason.trim()) {
          setError('A reason is required');
          return;
        }
        onConfirm(reason.trim());
      }}
    >
      <ReasonField value={reason} onChange={setReason} error={error} />
    </ConfirmDialog>
  );
}
