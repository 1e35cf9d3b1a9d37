import type { ReactNode } from 'react';

/** Tone of a status badge: live, waiting, done well, done badly. */
export type Tone = 'live' | 'wait' | 'good' | 'bad' | 'neutral';

const TONE_CLASS: Record<Tone, string> = {
  live: 'border-emerald-500/40 bg-emerald-500/10 text-emerald-700 dark:text-emerald-300',
  wait: 'border-amber-500/40 bg-amber-500/10 text-amber-700 dark:text-amber-300',
  good: 'border-sky-500/40 bg-sky-500/10 text-sky-700 dark:text-sky-300',
  bad: 'border-red-500/40 bg-red-500/10 text-red-700 dark:text-red-300',
  neutral: 'text-muted',
};

/** A status badge coloured by its tone (`testId` marks its text for the browser tests). */
export function StatusBadge({
  tone,
  testId,
  children,
}: {
  tone: Tone;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <span className={`badge ${TONE_CLASS[tone]}`}>
      {testId ? <span data-testid={testId}>{children}</span> : children}
    </span>
  );
}

/** What a {@link PageHeader} shows (shared screens take it whole). */
export interface PageHeaderProps {
  eyebrow?: ReactNode;
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
}

/** A page header: eyebrow, the page's one h1, a sentence and optional actions. */
export function PageHeader({ eyebrow, title, description, actions }: PageHeaderProps) {
  return (
    <header className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
      <div className="flex min-w-0 flex-col gap-2">
        {eyebrow && <div className="text-subtle text-xs uppercase tracking-wider">{eyebrow}</div>}
        <h1 className="break-words font-bold text-2xl tracking-tight sm:text-3xl">{title}</h1>
        {description && <p className="max-w-2xl text-muted">{description}</p>}
      </div>
      {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
    </header>
  );
}

/** What a {@link ToolHeader} shows: the badges, the title and the introduction (`wide` lets a longer one run wider). */
export interface ToolHeaderProps {
  badges: ReactNode;
  title: string;
  wide?: boolean;
  children: ReactNode;
}

/** A tool screen's header: its badges (status, tags) above the page's one h1 and the sentence that introduces it. */
export function ToolHeader({ badges, title, wide = false, children }: ToolHeaderProps) {
  return (
    <header className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-2">{badges}</div>
      <h1 className="font-bold text-3xl tracking-tight">{title}</h1>
      <p className={`${wide ? 'max-w-3xl' : 'max-w-2xl'} text-muted`}>{children}</p>
    </header>
  );
}

/** A labelled figure. */
export function Stat({ label, value, hint }: { label: string; value: ReactNode; hint?: ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col gap-1 rounded-xl border border-line bg-surface-2 p-3">
      <dt className="stat-label">{label}</dt>
      <dd className="break-words font-semibold tabular-nums">{value}</dd>
      {hint && <dd className="text-muted text-xs">{hint}</dd>}
    </div>
  );
}
