import { createFileRoute, Link } from '@tanstack/react-router';
import { StatusBadge, TagBadge } from '../features/tools/common/StatusBadge';
import { TOOLS } from '../features/tools/common/tools-catalog';

export const Route = createFileRoute('/tools/')({
  component: ToolsPage,
});

function ToolsPage() {
  return (
    <div className="flex flex-col gap-6 sm:gap-8">
      <header className="flex flex-col gap-2">
        <h1 className="font-bold text-3xl tracking-tight">Tools</h1>
        <p className="max-w-2xl text-muted">
          Scan, burn, explore and manage Solana tokens and programs. Live tools act on the chain the app is
          connected to; demos show what is coming and say so.
        </p>
      </header>
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4" aria-label="All tools">
        {TOOLS.map((tool) => (
          <li key={tool.to}>
            <Link
              to={tool.to}
              data-testid="tool-card"
              className="card flex h-full flex-col gap-3 transition hover:border-accent/60 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
            >
              <div className="flex flex-wrap items-center gap-2">
                <StatusBadge status={tool.status} />
                {tool.tag && <TagBadge>{tool.tag}</TagBadge>}
              </div>
              <h2 className="font-semibold text-fg text-lg">{tool.name}</h2>
              <p className="flex-1 text-muted text-sm">{tool.description}</p>
              <span className="font-medium text-accent text-sm" aria-hidden="true">
                Open tool →
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
