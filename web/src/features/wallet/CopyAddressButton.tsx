import { copyWithToast } from '../../lib/clipboard';

/** Copies a wallet address and says so: "Copied!" / "Text copied to clipboard" (spec §8). */
export function CopyAddressButton({ address, className = '' }: { address: string; className?: string }) {
  return (
    <button
      type="button"
      onClick={() => void copyWithToast(address)}
      aria-label="Copy address"
      title="Copy address"
      className={`inline-flex items-center gap-1 rounded-md px-1.5 py-0.5 text-muted text-xs hover:bg-surface-2 hover:text-fg focus-visible:outline-2 focus-visible:outline-accent ${className}`}
    >
      <svg viewBox="0 0 20 20" className="size-3.5" aria-hidden="true" fill="none" stroke="currentColor">
        <rect x="7" y="7" width="10" height="10" rx="2" strokeWidth="1.6" />
        <path
          d="M13 4.5V4a1.5 1.5 0 0 0-1.5-1.5h-7A1.5 1.5 0 0 0 3 4v7a1.5 1.5 0 0 0 1.5 1.5H5"
          strokeWidth="1.6"
        />
      </svg>
      Copy
    </button>
  );
}
