import { useId } from 'react';

/** A link styled as a button, or a disabled button with the reason shown beside it when there is no link. */
export function ExternalButton({
  href,
  label,
  reason,
}: {
  href: string | null;
  label: string;
  reason: string;
}) {
  const id = useId();
  if (href) {
    return (
      <a href={href} target="_blank" rel="noopener noreferrer" className="btn-secondary">
        {label}
        <span aria-hidden="true">↗</span>
        <span className="sr-only">(opens in a new tab)</span>
      </a>
    );
  }
  return (
    <span className="flex flex-col gap-1">
      <button type="button" className="btn-secondary" disabled aria-describedby={id} title={reason}>
        {label}
      </button>
      <span id={id} className="text-subtle text-xs">
        {reason}
      </span>
    </span>
  );
}
