import { useState } from 'react';
import { ConfirmDialog } from '../../components/kit';

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
        <input
          className="input"
          value={value}
          maxLength={500}
          onChange={(e) => onChange(e.target.value)}
          aria-invalid={error !== null}
        />
      </label>
      {error && (
        <p role="alert" className="text-red-600 text-xs dark:text-red-400">
          {error}
        </p>
      )}
    </>
  );
}

/** A confirm dialog whose action needs a reason: moderating a record, banning a wallet. */
export function ReasonDialog({
  title,
  description,
  confirmLabel,
  dismissLabel = 'Cancel',
  busy,
  onClose,
  onConfirm,
}: {
  title: string;
  description: string;
  confirmLabel: string;
  /** The closing button's text (the moderation dialogs say "Back"). */
  dismissLabel?: string;
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
      dismissLabel={dismissLabel}
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
