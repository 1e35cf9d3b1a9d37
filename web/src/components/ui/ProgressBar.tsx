/**
 * A bar of `percent` (0–100) with its accessible value: `label` names it, or `labelledBy` (the id of the text
 * that does); `text` says the value in words. `className` sizes the track, `fill` paints the bar.
 */
export function ProgressBar({
  percent,
  label,
  labelledBy,
  text,
  className = 'h-2',
  fill = 'bg-accent',
}: {
  percent: number;
  label?: string;
  labelledBy?: string;
  text?: string;
  className?: string;
  fill?: string;
}) {
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-labelledby={labelledBy}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={text}
      className={`${className} overflow-hidden rounded-full bg-surface-2`}
    >
      <div className={`h-full rounded-full ${fill}`} style={{ width: `${percent}%` }} />
    </div>
  );
}
