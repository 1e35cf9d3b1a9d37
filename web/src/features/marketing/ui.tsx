import { shortenAddress } from '@solpad/core/format';
import type { ReactNode } from 'react';
import { errorMessage } from '../../lib/error-message';
import { bpsText, type Tone } from './format';
import type { useWriteAccess } from './session';

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

/** A progress bar with an accessible value (bps of 10 000). */
export function Progress({ label, bps, marker }: { label: string; bps: number; marker?: number }) {
  const pct = Math.min(100, Math.max(0, bps / 100));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(pct)}
      aria-valuetext={bpsText(bps)}
      className="relative h-2.5 w-full overflow-hidden rounded-full bg-surface-2 ring-1 ring-line"
    >
      <div className="h-full rounded-full bg-accent" style={{ width: `${pct}%` }} />
      {marker !== undefined && (
        <div
          aria-hidden="true"
          className="absolute top-0 h-full w-0.5 bg-amber-500"
          style={{ left: `${Math.min(100, marker / 100)}%` }}
        />
      )}
    </div>
  );
}

/** Loading, error and empty states of a read. */
export function Loading({ what }: { what: string }) {
  return (
    <p role="status" className="card text-muted text-sm">
      Loading {what}…
    </p>
  );
}

/** An error with a retry. */
export function LoadError({ error, retry }: { error: unknown; retry: () => void }) {
  return (
    <div role="alert" className="card flex flex-wrap items-center gap-3 text-sm">
      <span className="text-red-600 dark:text-red-400">{errorMessage(error)}</span>
      <button type="button" className="btn-secondary" onClick={retry}>
        Retry
      </button>
    </div>
  );
}

/** An empty list. */
export function Empty({ children }: { children: ReactNode }) {
  return <p className="card text-center text-muted text-sm">{children}</p>;
}

/** A form field: label, control, hint and error (wired with aria-describedby by the caller's ids). */
export function Field({
  id,
  label,
  hint,
  error,
  children,
}: {
  id: string;
  label: string;
  hint?: ReactNode;
  error?: string | undefined;
  children: ReactNode;
}) {
  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <label htmlFor={id} className="font-medium text-sm">
        {label}
      </label>
      {children}
      {hint && !error && (
        <p id={`${id}-hint`} className="text-muted text-xs">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} data-field-error={id} className="text-red-600 text-xs dark:text-red-400">
          {error}
        </p>
      )}
    </div>
  );
}

/** aria props of a control inside {@link Field}. */
export function fieldAria(id: string, error: string | undefined, hasHint = false) {
  return {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : hasHint ? `${id}-hint` : undefined,
  } as const;
}

/** Where the visitor stands for writes: a one-line notice with the one button that fixes it. */
export function AccessNotice({
  access,
  action,
}: {
  access: ReturnType<typeof useWriteAccess>;
  action: string;
}) {
  if (access.state === 'ready')
    return (
      <p className="text-muted text-sm" data-testid="signed-in-as">
        Signed in as <span className="font-mono text-fg">{shortenAddress(access.signedInAs ?? '')}</span>
      </p>
    );
  return (
    <div
      role="note"
      className="flex flex-wrap items-center gap-3 rounded-xl border border-amber-500/40 bg-amber-500/10 px-4 py-3 text-sm"
    >
      <span className="min-w-0 flex-1">
        {access.state === 'disconnected'
          ? `Connect a wallet and sign in with it to ${action}.`
          : `Sign in with your wallet (a free signature, no transaction) to ${action}.`}
      </span>
      <button
        type="button"
        className="btn-secondary"
        disabled={access.signingIn}
        onClick={() => void access.ensure().catch(() => undefined)}
      >
        {access.state === 'disconnected'
          ? 'Connect wallet'
          : access.signingIn
            ? 'Signing in…'
            : 'Sign in with wallet'}
      </button>
    </div>
  );
}

/** A token's name and symbol, or its shortened mint. */
export function TokenLabel({
  token,
}: {
  token: { mint: string; name: string | null; symbol: string | null };
}) {
  return (
    <span className="min-w-0">
      {token.name ? (
        <>
          <span className="font-medium">{token.name}</span>
          {token.symbol && <span className="ml-1 text-muted">({token.symbol})</span>}
        </>
      ) : (
        <span className="font-mono">{shortenAddress(token.mint)}</span>
      )}
    </span>
  );
}
