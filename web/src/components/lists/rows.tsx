import type { ReactNode } from 'react';

/** One row of a paged list: a title line with its badges, detail lines below, actions on the right. */
export function ListRow({
  testId,
  title,
  badges,
  children,
  actions,
}: {
  testId?: string;
  title: ReactNode;
  badges?: ReactNode;
  /** The detail lines (small, muted). */
  children?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <li data-testid={testId} className="flex flex-wrap items-start justify-between gap-2 py-2 text-sm">
      <div className="min-w-0">
        <p className="flex flex-wrap items-baseline gap-2">
          {title}
          {badges}
        </p>
        {children}
      </div>
      {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
    </li>
  );
}

/** A detail line of a {@link ListRow}. */
export function RowDetail({ children }: { children: ReactNode }) {
  return <p className="text-muted text-xs">{children}</p>;
}

/** A row's link to its own page. */
export function RowLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a href={href} className="font-medium text-fg hover:underline">
      {children}
    </a>
  );
}

/**
 * A row's button between two actions that undo each other (Hide / Unhide, Ban / Unban): it says the one that
 * applies (`actions[1]` while `on`), and its accessible name adds what it acts on (`name`).
 */
export function RowToggle({
  on,
  actions: [off, undo],
  name,
  onClick,
}: {
  on: boolean;
  /** The action while off, then the one while on. */
  actions: readonly [string, string];
  name: string;
  onClick: () => void;
}) {
  const action = on ? undo : off;
  return (
    <button type="button" className="btn-secondary" aria-label={`${action} ${name}`} onClick={onClick}>
      {action}
    </button>
  );
}
