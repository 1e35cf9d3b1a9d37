import * as Tabs from '@radix-ui/react-tabs';
import { CardSection } from '../../../components/kit';
import { TabBar } from '../../../components/ui/TabBar';
import { DiamondList } from '../common/DiamondList';
import { TOOL_SECTION } from '../common/section-looks';
import {
  COMING_SOON_FEATURES,
  DEVELOPER_TOOLS,
  DIFFICULTY_CLASSES,
  HUB_TABS,
  PROGRAM_CHAINS,
} from './content';

/** Blockchain: Solana (active) and the chains coming soon, with what they will bring. */
export function ChainsSection() {
  return (
    <CardSection look={TOOL_SECTION.band} label="Blockchain" titleId="chains-title">
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
        <DiamondList
          items={COMING_SOON_FEATURES}
          className="grid gap-2 text-muted text-sm sm:grid-cols-2 lg:grid-cols-3"
        />
        {/* The spec's button does nothing: there is no notification list yet. */}
        <button type="button" className="btn-secondary self-start">
          Notify Me When Available
        </button>
      </div>
    </CardSection>
  );
}

/** Development Hub: recipes by topic, each with its difficulty, time and link. */
export function DevelopmentHub() {
  return (
    <CardSection look={TOOL_SECTION.band} label="Development Hub" titleId="hub-title">
      <Tabs.Root defaultValue={HUB_TABS[0]?.id} className="flex flex-col gap-3">
        <TabBar
          label="Development Hub topics"
          tabs={Object.fromEntries(HUB_TABS.map((t) => [t.id, t.label]))}
        />
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
    </CardSection>
  );
}

/** Essential Developer Tools: each with its category, description and link. */
export function DeveloperTools() {
  return (
    <CardSection look={TOOL_SECTION.band} label="Essential Developer Tools" titleId="tools-title">
      <div className="grid gap-3 sm:grid-cols-2">
        {DEVELOPER_TOOLS.map((t) => (
          <article key={t.name} className="card flex flex-col gap-2" data-testid="developer-tool">
            <div className="flex items-center justify-between gap-2">
              <h3 className="font-semibold">{t.name}</h3>
              <span className="badge bg-surface-2 text-muted">{t.category}</span>
            </div>
            <p className="flex-1 text-muted text-sm">{t.description}</p>
            <a href={t.href} target="_blank" rel="noopener noreferrer" className="btn-secondary self-start">
              Open Tool
              <span className="sr-only">: {t.name} (opens in a new tab)</span>
            </a>
          </article>
        ))}
      </div>
    </CardSection>
  );
}
