import type { ExplorerQueryType, RecentQuery } from '@solpad/core/schemas';
import { useRef, useState } from 'react';
import { ToolHeader } from '../../../components/kit';
import { Explorer } from './Explorer';
import { ChainsSection, DeveloperTools, DevelopmentHub } from './ProgramsSections';
import { loadRecentQueries, saveRecentQuery } from './recent';
import { ProgramsSidebar } from './Sidebar';

/** The spec's Programs page (section 2) with a real explorer and live network status. */
export function ProgramsPage({
  submitted,
  onSubmit,
}: {
  submitted: { type: ExplorerQueryType; q: string } | null;
  onSubmit: (type: ExplorerQueryType, q: string) => void;
}) {
  const [recent, setRecent] = useState<RecentQuery[]>(() => loadRecentQueries());
  const [type, setType] = useState<ExplorerQueryType>(submitted?.type ?? 'address');
  const inputRef = useRef<HTMLInputElement>(null);
  const [lastSubmitted, setLastSubmitted] = useState(submitted);
  if (submitted !== lastSubmitted) {
    setLastSubmitted(submitted);
    if (submitted) setType(submitted.type);
  }

  const run = (t: ExplorerQueryType, q: string) => {
    setType(t);
    onSubmit(t, q);
  };

  return (
    <div className="flex flex-col gap-6">
      <ToolHeader
        wide
        title="Solana Programs & Multi-Chain Development"
        badges={
          <>
            <span className="badge border-emerald-500/40 bg-emerald-500/10 text-emerald-700 dark:text-emerald-300">
              Live lookups
            </span>
            <span className="badge bg-surface-2 text-muted">Multi-chain coming soon</span>
          </>
        }
      >
        Explore programs, accounts, transactions and tokens straight from the chain, learn with recipes for
        every level and find the tools Solana developers use every day.
      </ToolHeader>

      <ChainsSection />

      <div className="grid gap-6 lg:grid-cols-3">
        <div className="flex min-w-0 flex-col gap-6 lg:col-span-2">
          <Explorer
            submitted={submitted}
            onSubmit={run}
            onSettled={(entry) => setRecent(saveRecentQuery(entry))}
            inputRef={inputRef}
            type={type}
            onTypeChange={setType}
          />

          <DevelopmentHub />
          <DeveloperTools />
        </div>
        <ProgramsSidebar
          recent={recent}
          onQuery={run}
          onFocusSearch={(t) => {
            setType(t);
            inputRef.current?.focus();
          }}
        />
      </div>
    </div>
  );
}
