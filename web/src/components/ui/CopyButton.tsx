import { copyWithToast } from '../../lib/clipboard';

/**
 * Copies `text` to the clipboard and confirms with the spec's "Copied!" toast (spec §7, §8). `compact` shows the
 * icon alone (the label stays its accessible name), for lists of many addresses.
 */
export function CopyButton({
  text,
  label,
  compact = false,
}: {
  text: string;
  label: string;
  compact?: boolean;
}) {
  return (
    <button
      type="button"
      onClick={() => void copyWithToast(text)}
      aria-label={label}
      title={label}
      className={compact ? 'btn-secondary shrink-0 px-1.5 py-1' : 'btn-secondary px-2.5 py-1.5'}
    >
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
      {!compact && 'Copy'}
    </button>
  );
}
