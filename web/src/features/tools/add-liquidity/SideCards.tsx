import { REWARD_TIERS } from '@solpad/core';
import type { ReactNode } from 'react';
import { CardSection, type SectionLook, Stat } from '../../../components/kit';
import { formatTierRange, rewardTierFor } from './liquidity';

/** The page's side cards, each named by its h2. */
const SIDE_CARD: SectionLook = { titleClassName: 'font-semibold', className: 'card flex flex-col gap-3' };

/** A side card of the spec's static figures, its title beside the badge that says they are a sample. */
function SampleCard({ title, ...props }: { title: string; titleId: string; children: ReactNode }) {
  return (
    <CardSection
      look={SIDE_CARD}
      label={title}
      {...props}
      aside={
        <span className="badge bg-surface-2 text-subtle" title="Illustrative figures, not live data">
          Sample data
        </span>
      }
    />
  );
}

/** The reward tiers of spec §9, with the tier Amount A reaches highlighted. */
export function RewardsSystemCard({ amountA }: { amountA: number | null }) {
  const current = amountA === null ? null : rewardTierFor(amountA);
  return (
    <CardSection look={SIDE_CARD} label="Rewards System" titleId="rewards-heading">
      <p className="text-muted text-sm">
        Larger deposits (Amount A, in SOL) earn a higher reward multiplier.
      </p>
      <ul className="flex flex-col gap-2">
        {REWARD_TIERS.map((t) => {
          const active = current?.name === t.name;
          return (
            <li
              key={t.name}
              aria-current={active ? 'true' : undefined}
              className={`flex items-center justify-between rounded-lg border px-3 py-2 text-sm ${
                active ? 'border-accent bg-accent/10' : 'border-line bg-surface-2'
              }`}
            >
              <span className="flex flex-col">
                <span className="font-medium">{t.name}</span>
                <span className="text-subtle text-xs">{formatTierRange(t)}</span>
              </span>
              <span className="font-semibold tabular-nums">{t.multiplier.toFixed(1)}x</span>
            </li>
          );
        })}
      </ul>
    </CardSection>
  );
}

const SAMPLE_STATS = [
  { label: 'Total Value Locked', value: '$2.4M' },
  { label: '24h Volume', value: '$860K' },
  { label: 'Active Pools', value: '148' },
  { label: 'Liquidity Providers', value: '1,920' },
] as const;

/** Pool statistics: the spec's static sample figures, labelled as such. */
export function StatisticsCard() {
  return (
    <SampleCard title="Statistics" titleId="stats-heading">
      <dl className="grid grid-cols-2 gap-3">
        {SAMPLE_STATS.map((s) => (
          <Stat key={s.label} label={s.label} value={s.value} />
        ))}
      </dl>
    </SampleCard>
  );
}

const SAMPLE_ACTIVITY = [
  { action: 'Added', pair: 'SOL / USDC', amount: '25 SOL', dex: 'Raydium', ago: '2 min ago' },
  { action: 'Removed', pair: 'BONK / SOL', amount: '12 SOL', dex: 'Meteora', ago: '9 min ago' },
  { action: 'Added', pair: 'JUP / USDC', amount: '240 SOL', dex: 'PumpFun', ago: '21 min ago' },
  { action: 'Added', pair: 'RAY / SOL', amount: '60 SOL', dex: 'Raydium', ago: '1 h ago' },
] as const;

/** Recent liquidity events: static sample rows, labelled as such. */
export function RecentActivityCard() {
  return (
    <SampleCard title="Recent Activity" titleId="activity-heading">
      <ul className="flex flex-col divide-y divide-line">
        {SAMPLE_ACTIVITY.map((a) => (
          <li key={`${a.pair}-${a.ago}`} className="flex items-center justify-between gap-2 py-2 text-sm">
            <span className="flex min-w-0 flex-col">
              <span className="truncate font-medium">
                {a.action} {a.pair}
              </span>
              <span className="text-subtle text-xs">
                {a.dex} · {a.ago}
              </span>
            </span>
            <span
              className={`shrink-0 font-semibold tabular-nums ${
                a.action === 'Added'
                  ? 'text-emerald-700 dark:text-emerald-400'
                  : 'text-red-600 dark:text-red-400'
              }`}
            >
              {a.action === 'Added' ? '+' : '−'}
              {a.amount}
            </span>
          </li>
        ))}
      </ul>
    </SampleCard>
  );
}
