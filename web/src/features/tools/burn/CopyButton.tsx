import { TOASTS } from '@solpad/core';
import { toast } from '../../../lib/toast';

/** Copies `text` and shows the spec's "Copied!" toast. */
export function CopyButton({ text, label = 'Copy address' }: { text: string; label?: string }) {
  return (
    <button
      type="button"
      aria-label={label}
      onClick={() => {
        void navigator.clipboard?.writeText(text).catch(() => undefined);
        toast(TOASTS.copied);
      }}
      className="rounded-md border border-line px-2 py-1 text-muted text-xs transition hover:border-accent/60 hover:text-fg focus-visible:outline-2 focus-visible:outline-accent"
    >
      Copy
    </button>
  );
}
