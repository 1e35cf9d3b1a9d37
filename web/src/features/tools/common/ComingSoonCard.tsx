import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';

/**
 * The spec's "Coming Soon card with a {quarter} badge" (Custom Tokens, Telegram Bots): what the tool will
 * do, the planned quarter, and a way back to the tools that work today.
 */
export function ComingSoonCard({
  title,
  quarter,
  description,
  planned,
  icon,
}: {
  title: string;
  quarter: string;
  description: string;
  planned: readonly string[];
  icon: ReactNode;
}) {
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-6">
      <nav aria-label="Breadcrumb" className="text-sm text-subtle">
        <Link to="/tools" className="hover:text-fg hover:underline">
          Tools
        </Link>{' '}
        / <span className="text-muted">{title}</span>
      </nav>
      <section className="card flex flex-col items-center gap-5 py-10 text-center sm:py-14">
        <div
          aria-hidden="true"
          className="flex size-16 items-center justify-center rounded-2xl bg-accent/10 text-3xl text-accent"
        >
          {icon}
        </div>
        <div className="flex flex-col items-center gap-3">
          <span
            className="badge border-accent/40 bg-accent/10 px-2 py-1 text-accent text-xs"
            data-testid="roadmap-badge"
          >
            {quarter}
          </span>
          <h1 className="font-bold text-2xl tracking-tight sm:text-3xl">{title}</h1>
          <p className="font-semibold text-lg text-muted">Coming Soon</p>
        </div>
        <p className="max-w-prose text-muted">{description}</p>
        <div className="w-full max-w-md rounded-xl border border-line bg-surface-2 p-4 text-left">
          <h2 className="mb-2 font-semibold text-sm">What is planned</h2>
          <ul className="flex list-disc flex-col gap-1 pl-5 text-muted text-sm">
            {planned.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>
        <Link to="/tools" className="btn-secondary">
          Back to all tools
        </Link>
      </section>
    </div>
  );
}
