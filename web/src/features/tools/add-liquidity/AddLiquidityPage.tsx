import * as Tabs from '@radix-ui/react-tabs';
import { useState } from 'react';
import { CardSection, Fact, ToolHeader } from '../../../components/kit';
import { TabBar } from '../../../components/ui/TabBar';
import { TagBadge } from '../common/StatusBadge';
import { TOOL_SECTION } from '../common/section-looks';
import { AddLiquidityForm } from './AddLiquidityForm';
import { DEX_PLATFORMS, type DexName, formatApy } from './liquidity';
import { RecentActivityCard, RewardsSystemCard, StatisticsCard } from './SideCards';

type DexPlatform = (typeof DEX_PLATFORMS)[number];

/** One DEX as a card: its name (the select button, stretched over the card), fee, APY and features. */
function DexCard({
  platform,
  selected,
  onSelect,
}: {
  platform: DexPlatform;
  selected: boolean;
  onSelect: () => void;
}) {
  return (
    // The name button is stretched over the whole card (after:inset-0), so the card is one big
    // target while the button's accessible name stays just the DEX name.
    <div
      data-testid="dex-card"
      className={`card relative flex flex-col gap-2 transition has-[button:focus-visible]:outline-2 has-[button:focus-visible]:outline-offset-2 has-[button:focus-visible]:outline-accent hover:border-accent/60 ${
        selected ? 'border-accent ring-2 ring-accent/40' : ''
      }`}
    >
      <h3 className="flex items-center justify-between gap-2">
        <button
          type="button"
          aria-pressed={selected}
          aria-describedby={`dex-${platform.name}-desc`}
          onClick={onSelect}
          className="text-left font-semibold text-base after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none"
        >
          {platform.name}
        </button>
        {selected && <span className="badge border-accent/40 bg-accent/10 text-accent">Selected</span>}
      </h3>
      <p id={`dex-${platform.name}-desc`} className="text-muted text-sm">
        {platform.description}
      </p>
      <dl className="grid grid-cols-2 gap-2 text-sm">
        <Fact label="Fee" value={platform.fee} valueClassName="font-medium" />
        <Fact
          label="APY"
          value={formatApy(platform.apy)}
          valueClassName="font-medium text-emerald-700 dark:text-emerald-400"
        />
      </dl>
      <ul className="flex flex-col gap-0.5 text-subtle text-xs">
        {platform.features.map((f) => (
          <li key={f}>• {f}</li>
        ))}
      </ul>
    </div>
  );
}

const LIQUIDITY_TABS = { add: 'Add Liquidity', remove: 'Remove Liquidity' };

/** The chosen DEX's Add / Remove tabs (Remove has no positions to list yet). */
function LiquidityTabs({
  dex,
  onAmountAChange,
}: {
  dex: DexName;
  onAmountAChange: (amount: number | null) => void;
}) {
  return (
    <Tabs.Root defaultValue="add" className="card flex flex-col gap-4">
      <TabBar label={`Liquidity on ${dex}`} tabs={LIQUIDITY_TABS} layout="halves" />
      <Tabs.Content value="add" className="focus-visible:outline-none">
        <AddLiquidityForm dex={dex} onAmountAChange={onAmountAChange} />
      </Tabs.Content>
      <Tabs.Content value="remove" className="focus-visible:outline-none">
        <div className="flex flex-col items-center gap-2 rounded-xl border border-line border-dashed px-4 py-10 text-center">
          <p className="font-medium">No liquidity positions on {dex}</p>
          <p className="max-w-md text-muted text-sm">
            Positions you add will be listed here with their share of the pool, earned fees and a button to
            withdraw. Removing liquidity arrives together with adding it.
          </p>
        </div>
      </Tabs.Content>
    </Tabs.Root>
  );
}

/**
 * The spec's Add Liquidity demo (section 2): choose a DEX, then the Add / Remove tabs appear. Nothing is
 * sent to a chain; the page says so.
 */
export function AddLiquidityPage() {
  const [dex, setDex] = useState<DexName | null>(null);
  const [amountA, setAmountA] = useState<number | null>(null);

  return (
    <div className="flex flex-col gap-6">
      <ToolHeader
        title="Add Liquidity"
        badges={
          <>
            <span className="badge border-amber-500/40 bg-amber-500/10 text-amber-700 dark:text-amber-300">
              Pro Members Only
            </span>
            <TagBadge>Demo</TagBadge>
          </>
        }
      >
        Provide liquidity to a pool and earn a share of its trading fees, with reward multipliers for larger
        deposits. This page is a preview: it computes your reward tier but sends no transaction.
      </ToolHeader>

      <div className="grid gap-6 lg:grid-cols-3">
        <div className="flex min-w-0 flex-col gap-6 lg:col-span-2">
          <CardSection look={TOOL_SECTION.band} label="Choose a DEX" titleId="dex-heading">
            <div className="grid gap-3 sm:grid-cols-3">
              {DEX_PLATFORMS.map((p) => (
                <DexCard
                  key={p.name}
                  platform={p}
                  selected={dex === p.name}
                  onSelect={() => setDex(p.name)}
                />
              ))}
            </div>
            {!dex && <p className="text-muted text-sm">Select a DEX to add or remove liquidity.</p>}
          </CardSection>

          {dex && <LiquidityTabs dex={dex} onAmountAChange={setAmountA} />}
        </div>

        <aside className="flex min-w-0 flex-col gap-6" aria-label="Rewards and statistics">
          <RewardsSystemCard amountA={amountA} />
          <StatisticsCard />
          <RecentActivityCard />
        </aside>
      </div>
    </div>
  );
}
