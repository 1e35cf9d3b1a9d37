import { copyWithToast } from '../../lib/clipboard';

/**
 * How a copy button looks: `full` the icon and "Copy"; `compact` the icon alone (the label stays its accessible
 * name), for lists of many addresses; `text` a small bordered "Copy" without the icon (the token tools' cards).
 */
export type CopyButtonVariant = 'full' | 'compact' | 'text';

const CLASS_OF: Record<CopyButtonVariant, string> = {
  full: 'btn-secondary px-2.5 py-1.5',
  compact: 'btn-secondary shrink-0 px-1.5 py-1',
  text: 'rounded-md border border-line px-2 py-1 text-muted text-xs transition hover:border-accent/60 hover:text-fg focus-visible:outline-2 focus-visible:outline-accent',
};

/** Copies `text` to the clipboard and confirms with the spec's "Copied!" toast (spec §7, §8), or says the browser refused. */
export function CopyButton({
  text,
  label,
  variant = 'full',
}: {
  text: string;
  label: string;
  variant?: CopyButtonVariant;
}) {
  return (
    <button
      type="button"
      onClick={() => void copyWithToast(text)}
      aria-label={label}
      // The text variant never had a tooltip: its label is read out, the face says "Copy".
      title={variant === 'text' ? undefined : label}
      className={CLASS_OF[variant]}
    >
      {variant !== 'text' && (
        <svg
          viewBox="0 0 24 24"
          className="size-4"
          fill="none"
          stroke="currentColor"
          strokeWidth={1.8}
          aria-hidden="true"
        >
          <rect x="9" y="9" width="12" height="12" rx="2" />
          <path d="M5 15H4a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1h10a1 1 0 0 1 1 1v1" />
        </svg>
      )}
      {variant !== 'compact' && 'Copy'}
    </button>
  );
}
