import type { ToolStatus } from './tools-catalog';

const STATUS_CLASSES: Record<ToolStatus, string> = {
  Live: 'border-emerald-500/40 bg-emerald-500/10 text-emerald-700 dark:text-emerald-300',
  Demo: 'border-amber-500/40 bg-amber-500/10 text-amber-700 dark:text-amber-300',
  'Coming Soon': 'border-accent/40 bg-accent/10 text-accent',
};

/** A tool's status as a coloured badge that reads in both themes. */
export function StatusBadge({ status }: { status: ToolStatus }) {
  return <span className={`badge ${STATUS_CLASSES[status]}`}>{status}</span>;
}

/** A neutral badge for tags such as a roadmap quarter or "Pro Members Only". */
export function TagBadge({ children, className = '' }: { children: React.ReactNode; className?: string }) {
  return <span className={`badge bg-surface-2 text-muted ${className}`}>{children}</span>;
}
