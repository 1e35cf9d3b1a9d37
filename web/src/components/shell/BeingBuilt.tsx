import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { Icon } from './Icon';

/**
 * A screen that a later release fills: its title, what it will do, and an honest "being built" panel. No
 * sample figures — nothing on it pretends to be data.
 */
export function BeingBuilt({
  title,
  description,
  eyebrow,
  children,
}: {
  title: string;
  /** One sentence: what the screen will offer. */
  description: string;
  /** A small line above the title (the section, a chain, an id). */
  eyebrow?: ReactNode;
  /** Facts the route already knows (the chain, an address), shown under the panel. */
  children?: ReactNode;
}) {
  useDocumentTitle(title);
  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-2">
        {eyebrow && <div className="text-subtle text-xs uppercase tracking-wider">{eyebrow}</div>}
        <h1 className="font-bold text-2xl tracking-tight sm:text-3xl">{title}</h1>
        <p className="max-w-2xl text-muted">{description}</p>
      </header>
      <section
        aria-label="Being built"
        data-testid="being-built"
        className="card flex flex-col items-start gap-3 border-dashed sm:flex-row sm:items-center"
      >
        <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-accent/10 text-accent">
          <Icon name="building" />
        </span>
        <div className="flex flex-col gap-1">
          <p className="font-semibold">This screen is being built</p>
          <p className="text-muted text-sm">
            It arrives in a coming release. Until then it shows nothing rather than sample data.
          </p>
        </div>
        <span className="badge text-accent sm:ml-auto">In progress</span>
      </section>
      {children}
    </div>
  );
}
