import type { ReactNode } from 'react';

/**
 * A destructive action asked twice: its button, and once pressed, the question with a red confirm button and
 * "Keep it". The caller owns `open` (its mutation's success closes it).
 */
export function ConfirmAction({
  open,
  onOpenChange,
  action,
  name,
  question,
  confirm,
  busy,
  pending,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The first button's text. */
  action: string;
  /** The question group's accessible name. */
  name: string;
  question: ReactNode;
  /** The confirm button's text, and its text while `pending`. */
  confirm: string;
  busy: string;
  pending: boolean;
  onConfirm: () => void;
}) {
  if (!open)
    return (
      <button type="button" className="btn-secondary" onClick={() => onOpenChange(true)}>
        {action}
      </button>
    );
  return (
    <fieldset aria-label={name} className="flex flex-wrap items-center gap-2">
      <span className="text-sm">{question}</span>
      <button
        type="button"
        className="btn-primary bg-red-600 hover:bg-red-700"
        disabled={pending}
        onClick={onConfirm}
      >
        {pending ? busy : confirm}
      </button>
      <button type="button" className="btn-secondary" onClick={() => onOpenChange(false)}>
        Keep it
      </button>
    </fieldset>
  );
}
