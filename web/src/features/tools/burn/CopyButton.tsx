import { copyWithToast } from '../../../lib/clipboard';

/** Copies `text` and says so ("Copied!", or that the browser refused). */
export function CopyButton({ text, label = 'Copy address' }: { text: string; label?: string }) {
  return (
    <button
      type="button"
      aria-label={label}
      onClick={() => void copyWithToast(text)}
      className="rounded-md border border-line px-2 py-1 text-muted text-xs transition hover:border-accent/60 hover:text-fg focus-visible:outline-2 focus-visible:outline-accent"
    >
      Copy
    </button>
  );
}
