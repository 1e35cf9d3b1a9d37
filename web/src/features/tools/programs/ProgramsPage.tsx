import * as Tabs from '@radix-ui/react-tabs';
import type { ExplorerQueryType, RecentQuery } from '@solpad/core/schemas';
import { useRef, useState } from 'react';
import {
  COMING_SOON_FEATURES,
  DEVELOPER_TOOLS,
  DIFFICULTY_CLASSES,
  HUB_TABS,
  PROGRAM_CHAINS,
} from './content';
import { Explorer } from './Explorer';
import { loadRecentQueries, saveRecentQuery } from './recent';
import { ProgramsSidebar } from './Sidebar';

const TAB_TRIGGER =
  'shrink-0 rounded-lg px-3 py-2 font-medium text-muted text-sm transition hover:text-fg focus-visible:outline-2 focus-visible:outline-accent data-[state=active]:bg-surface data-[state=active]:text-fg data-[state=active]:shadow-sm';

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
      <header className="flex flex-col gap-2">
        <div className="flex flex-wrap gap-2">
          <span className="badge border-emerald-500/40 bg-emerald-500/10 text-emerald-700 dark:text-emerald-300">
            Live lookups
          </span>
          <span className="badge bg-surface-2 text-muted">Multi-chain coming soon</span>
        </div>
        <h1 className="font-bold text-3xl tracking-tight">Solana Programs &amp; Multi-Chain Development</h1>
        <p className="max-w-3xl text-muted">
          Explore programs, accounts, transactions and tokens straight from the chain, learn with recipes for
          every level and find the tools Solana developers use every day.
        </p>
      </header>

      <section aria-labelledby="chains-title" className="flex flex-col gap-3">
        <h2 id="chains-title" className="font-semibold text-lg">
          Blockchain
        </h2>
        <fieldset className="grid grid-cols-2 gap-2 sm:grid-cols-4 lg:grid-cols-8">
          <legend className="sr-only">Blockchain</legend>
          {PROGRAM_CHAINS.map((c) => (
            <button
              key={c.id}
              type="button"
              aria-pressed={c.active}
              disabled={!c.active}
              data-testid={`chain-${c.id}`}
              className={`flex items-center justify-between gap-2 rounded-xl border px-3 py-2 text-left font-medium text-sm transition focus-visible:outline-2 focus-visible:outline-accent ${
                c.active
                  ? 'border-accent bg-accent/10 text-fg ring-2 ring-accent/30'
                  : 'cursor-not-allowed border-line bg-surface-2 text-subtle'
              }`}
            >
              {c.name}
              {!c.active && <span className="badge bg-surface text-muted">Soon</span>}
            </button>
          ))}
        </fieldset>
        <div className="card flex flex-col gap-3 border-dashed" data-testid="chains-coming-soon">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h3 className="font-semibold">
              {PROGRAM_CHAINS.filter((c) => !c.active)
                .map((c) => c.name)
                .join(', ')}{' '}
              — coming soon
            </h3>
            <span className="badge border-accent/40 bg-accent/10 text-accent">Soon</span>
          </div>
          <ul className="grid gap-2 text-sm sm:grid-cols-2 lg:grid-cols-3">
            {COMING_SOON_FEATURES.map((f) => (
              <li key={f} className="flex items-center gap-2 text-muted">
                <span aria-hidden="true" className="text-accent">
                  ◆
                </span>
                {f}
              </li>
            ))}
          </ul>
          {/* The spec's button does nothing: there is no notification list yet. */}
          <button type="button" className="btn-secondary self-start">
            Notify Me When Available
          </button>
        </div>
      </section>

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

          <section aria-labelledby="hub-title" className="flex flex-col gap-3">
            <h2 id="hub-title" className="font-semibold text-lg">
              Development Hub
            </h2>
            <Tabs.Root defaultValue={HUB_TABS[0]?.id} className="flex flex-col gap-3">
              <Tabs.List
                aria-label="Development Hub topics"
                className="flex gap-1 overflow-x-auto rounded-xl border border-line bg-surface-2 p-1"
              >
                {HUB_TABS.map((t) => (
                  <Tabs.Trigger key={t.id} value={t.id} className={TAB_TRIGGER}>
                    {t.label}
                  </Tabs.Trigger>
                ))}
              </Tabs.List>
              {HUB_TABS.map((t) => (
                <Tabs.Content key={t.id} value={t.id} className="grid gap-3 md:grid-cols-3">
                  {t.recipes.map((r) => (
                    <article key={r.name} className="card flex flex-col gap-2" data-testid="recipe-card">
                      <h3 className="font-semibold">{r.name}</h3>
                      <div className="flex flex-wrap items-center gap-2">
                        <span
                          className={`badge ${DIFFICULTY_CLASSES[r.difficulty]}`}
                          data-testid="recipe-difficulty"
                        >
                          {r.difficulty}
                        </span>
                        <span className="text-muted text-xs">{r.minutes} min</span>
                      </div>
                      <p className="flex-1 text-muted text-sm">{r.description}</p>
                      <a
                        href={r.href}
                        target="_blank"
                        rel="noopener noreferrer"
                        className="btn-secondary self-start"
                      >
                        Try Now
                        <span className="sr-only">: {r.name} (opens in a new tab)</span>
                      </a>
                    </article>
                  ))}
                </Tabs.Content>
              ))}
            </Tabs.Root>
          </section>

          <section aria-labelledby="tools-title" className="flex flex-col gap-3">
            <h2 id="tools-title" className="font-semibold text-lg">
              Essential Developer Tools
            </h2>
            <div className="grid gap-3 sm:grid-cols-2">
              {DEVELOPER_TOOLS.map((t) => (
                <article key={t.name} className="card flex flex-col gap-2" data-testid="developer-tool">
                  <div className="flex items-center justify-between gap-2">
                    <h3 className="font-semibold">{t.name}</h3>
                    <span className="badge bg-surface-2 text-muted">{t.category}</span>
                  </div>
                  <p className="flex-1 text-muted text-sm">{t.description}</p>
                  <a
                    href={t.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="btn-secondary self-start"
                  >
                    Open Tool
                    <span className="sr-only">: {t.name} (opens in a new tab)</span>
                  </a>
                </article>
              ))}
            </div>
          </section>
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
