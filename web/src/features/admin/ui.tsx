import * as Dialog from '@radix-ui/react-dialog';
import * as Switch from '@radix-ui/react-switch';
import { formatSol } from '@solpad/core/format';
import { type UseQueryResult, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useId } from 'react';
import { ApiError } from '../../lib/api';
import { errorMessage } from '../../lib/error-message';
import { AUTH_SESSION_KEY } from '../auth';

/** Lamports (a decimal string from the API) as SOL text; bigint maths throughout. */
export function sol(lamports: string, decimals = 4): string {
  return `${formatSol(BigInt(lamports), decimals)} SOL`;
}

/** A timestamp in the viewer's locale, or an em dash. */
export function when(iso: string | null | undefined): string {
  return iso ? new Date(iso).toLocaleString() : '—';
}

/** Bytes as KiB / MiB text. */
export function bytes(n: number | null): string {
  if (n === null) return '—';
  if (n < 1024) return `${n} B`;
  if (n < 1024 * 1024) return `${(n / 1024).toFixed(1)} KiB`;
  return `${(n / 1024 / 1024).toFixed(1)} MiB`;
}

/** Milliseconds with one decimal, or an em dash. */
export function ms(n: number | null): string {
  return n === null ? '—' : `${n.toFixed(1)} ms`;
}

/** A titled card of the console. */
export function Panel({
  title,
  actions,
  children,
}: {
  title: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section className="card min-w-0" aria-labelledby={id}>
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 id={id} className="card-title">
          {title}
        </h2>
        {actions}
      </div>
      {children}
    </section>
  );
}

/**
 * The three states every panel has: loading, error (the server's message, with a retry) and empty; else
 * `children` with the data.
 */
export function QueryView<T>({
  query,
  label,
  isEmpty,
  empty,
  children,
}: {
  query: UseQueryResult<T>;
  label: string;
  isEmpty?: (data: T) => boolean;
  empty?: string;
  children: (data: T) => ReactNode;
}) {
  const client = useQueryClient();
  const status = query.error instanceof ApiError ? query.error.status : null;
  // A 401/403 means the session ended or lost its rights meanwhile: re-read it, so the gate takes over.
  useEffect(() => {
    if (status === 401 || status === 403) void client.invalidateQueries({ queryKey: AUTH_SESSION_KEY });
  }, [status, client]);
  if (query.isPending)
    return (
      <p role="status" className="text-muted text-sm">
        Loading {label}…
      </p>
    );
  if (query.isError)
    return (
      <div role="alert" className="flex flex-wrap items-center gap-3 text-sm">
        <span className="text-red-600 dark:text-red-400">
          Could not load {label}: {errorMessage(query.error)}
        </span>
        <button type="button" className="btn-secondary" onClick={() => void query.refetch()}>
          Retry
        </button>
      </div>
    );
  if (isEmpty?.(query.data)) return <p className="text-muted text-sm">{empty ?? `No ${label} yet.`}</p>;
  return <>{children(query.data)}</>;
}

/** A labelled on/off switch. */
export function Toggle({
  label,
  checked,
  disabled,
  onChange,
}: {
  label: string;
  checked: boolean;
  disabled?: boolean;
  onChange: (next: boolean) => void;
}) {
  return (
    <Switch.Root
      aria-label={label}
      checked={checked}
      disabled={disabled ?? false}
      onCheckedChange={onChange}
      className="relative h-6 w-11 shrink-0 rounded-full border border-line bg-surface-2 transition data-[state=checked]:bg-accent disabled:opacity-50 focus-visible:outline-2 focus-visible:outline-accent"
    >
      <Switch.Thumb className="block size-5 translate-x-0.5 rounded-full bg-white shadow transition data-[state=checked]:translate-x-5" />
    </Switch.Root>
  );
}

/** A confirmation dialog (Radix: traps focus, closes on Escape). */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  dismissLabel = 'Cancel',
  busy,
  onConfirm,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  confirmLabel: string;
  /** The closing button's text (when "Cancel" would read like the action itself). */
  dismissLabel?: string;
  busy?: boolean;
  onConfirm: () => void;
  children?: ReactNode;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/60" />
        <Dialog.Content className="card fixed top-1/2 left-1/2 z-50 w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2">
          <Dialog.Title className="font-semibold text-fg text-lg">{title}</Dialog.Title>
          <Dialog.Description className="mt-1 text-muted text-sm">{description}</Dialog.Description>
          <form
            className="mt-4 flex flex-col gap-3"
            onSubmit={(e) => {
              e.preventDefault();
              onConfirm();
            }}
          >
            {children}
            <div className="flex justify-end gap-2">
              <Dialog.Close asChild>
                <button type="button" className="btn-secondary">
                  {dismissLabel}
                </button>
              </Dialog.Close>
              <button type="submit" className="btn-primary" disabled={busy ?? false}>
                {confirmLabel}
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** A small figure with its label. */
export function Stat({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className="min-w-0 rounded-xl border border-line bg-surface-2 p-3">
      <dt className="stat-label">{label}</dt>
      <dd className="mt-1 truncate font-semibold text-fg text-lg tabular-nums">{value}</dd>
    </div>
  );
}

/** A simple inline SVG bar chart (one bar per point), with an accessible summary. */
export function BarChart({
  label,
  points,
  format,
}: {
  label: string;
  points: { key: string; value: number }[];
  format: (v: number) => string;
}) {
  const max = Math.max(1, ...points.map((p) => p.value));
  const width = 100 / Math.max(1, points.length);
  return (
    <figure className="min-w-0">
      <figcaption className="mb-1 text-muted text-xs">{label}</figcaption>
      <svg
        viewBox="0 0 100 40"
        preserveAspectRatio="none"
        className="h-32 w-full rounded-lg bg-surface-2"
        role="img"
        aria-label={`${label}: ${points.map((p) => `${p.key} ${format(p.value)}`).join(', ')}`}
      >
        {points.map((p, i) => {
          const h = (p.value / max) * 36;
          return (
            <rect
              key={p.key}
              x={i * width + width * 0.15}
              y={40 - h}
              width={width * 0.7}
              height={h}
              className="fill-accent"
            >
              <title>{`${p.key}: ${format(p.value)}`}</title>
            </rect>
          );
        })}
      </svg>
      {points.every((p) => p.value === 0) && <p className="mt-1 text-muted text-xs">None in this window.</p>}
      <div className="mt-1 flex justify-between text-subtle text-[10px]">
        <span>{points[0]?.key}</span>
        <span>{points.at(-1)?.key}</span>
      </div>
    </figure>
  );
}

export { errorMessage };
