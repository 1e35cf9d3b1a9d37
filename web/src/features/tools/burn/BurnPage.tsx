import * as Tabs from '@radix-ui/react-tabs';
import { ROADMAP } from '@solpad/core';
import { useState } from 'react';
import { CardSection } from '../../../components/kit';
import { TabBar } from '../../../components/ui/TabBar';
import { TOOL_SECTION } from '../common/section-looks';
import { BurnAnalytics } from './BurnAnalytics';
import { LiveDemo } from './LiveDemo';
import { REAL_BURN_ID, RealBurnPanel } from './RealBurnPanel';

const BURN_TABS = {
  overview: 'Platform Overview',
  features: 'Burn Features',
  demo: 'Live Demo',
  analytics: 'Analytics',
};

/** Where "Join Waitlist" leads: the project's social feed (opens in a new tab). */
export const WAITLIST_URL = 'https://x.com/solpad';

const FEATURES = [
  {
    title: 'Verified on-chain burns',
    body: 'Every burn is a burnChecked instruction of the token’s own program: the supply drops on chain and anyone can verify it.',
    live: true,
  },
  {
    title: 'SPL Token and Token-2022',
    body: 'Works with classic SPL tokens and Token-2022 mints, including those with extensions.',
    live: true,
  },
  {
    title: 'Rent reclaim',
    body: 'Close an emptied token account and get its rent deposit back in SOL.',
    live: true,
  },
  {
    title: 'Burn impact simulation',
    body: 'See the supply before and after a burn before you commit to anything.',
    live: true,
  },
  {
    title: 'Scheduled and batch burns',
    body: 'Burn across many accounts or on a schedule, for buy-back-and-burn programmes.',
    live: false,
  },
  {
    title: 'Burn certificates',
    body: 'A shareable proof of each burn with its signature, amount and supply change.',
    live: false,
  },
] as const;

/** Live Demo: the spec's simulation, marked as such (the real burn leads the page). */
function DemoTab() {
  return (
    <>
      <div className="flex flex-wrap items-center gap-2" data-testid="burn-demo-badges">
        <span className="badge border-amber-500/40 bg-amber-500/10 text-amber-700 dark:text-amber-300">
          Demo
        </span>
        <span className="badge bg-surface-2 text-muted">Public launch {ROADMAP.burnPublicLaunch}</span>
        <span className="text-muted text-sm">A simulation: nothing here moves tokens.</span>
      </div>
      <LiveDemo />
    </>
  );
}

/** Brings the real burn panel into view and focus (the Analytics tab's empty state leads there). */
function goToBurn() {
  const panel = document.getElementById(REAL_BURN_ID);
  panel?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  panel?.focus({ preventScroll: true });
}

/** The spec's SPL Token Burn Platform (section 2), led by the real burn panel; Live Demo is the simulation. */
export function BurnPage() {
  const [tab, setTab] = useState('overview');
  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-3">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div className="flex max-w-2xl flex-col gap-2">
            <h1 className="font-bold text-3xl tracking-tight">SPL Token Burn Platform</h1>
            <p className="text-muted">
              Permanently remove tokens from circulation: burn tokens you hold on chain and close emptied
              accounts to reclaim their rent. The tabs below explain the platform and simulate a burn's
              impact.
            </p>
          </div>
          <a href={WAITLIST_URL} target="_blank" rel="noopener noreferrer" className="btn-primary">
            Join Waitlist
            <span aria-hidden="true">↗</span>
            <span className="sr-only">(opens in a new tab)</span>
          </a>
        </div>
      </header>

      {/* The real, irreversible burn leads the page; the simulation is the Live Demo tab's. */}
      <RealBurnPanel />

      <Tabs.Root value={tab} onValueChange={setTab} className="flex flex-col gap-4">
        <TabBar label="Burn platform sections" tabs={BURN_TABS} />

        <Tabs.Content value="overview" className="grid gap-4 md:grid-cols-3">
          <CardSection
            look={TOOL_SECTION.card}
            label="Why burn tokens?"
            className="card flex flex-col gap-2 md:col-span-2"
          >
            <p className="text-muted text-sm">
              Burning sends tokens out of existence: the mint’s supply falls by exactly the amount burned.
              Projects burn to honour buy-back commitments, to retire unsold allocations and to show a supply
              that can only shrink. Holders burn dust and spam tokens and close the accounts to get their rent
              back.
            </p>
            <ol className="mt-2 grid gap-3 sm:grid-cols-3">
              {[
                ['1', 'Pick a token account', 'Any SPL Token or Token-2022 account your wallet owns.'],
                ['2', 'Choose the amount', 'Checked against your balance and the mint’s decimals.'],
                ['3', 'Sign the burn', 'Your wallet signs; the new supply and balance show at once.'],
              ].map(([n, title, body]) => (
                <li key={n} className="rounded-xl border border-line bg-surface-2 p-3">
                  <span className="badge border-accent/40 bg-accent/10 text-accent">Step {n}</span>
                  <p className="mt-2 font-medium text-sm">{title}</p>
                  <p className="text-muted text-xs">{body}</p>
                </li>
              ))}
            </ol>
          </CardSection>
          <CardSection look={TOOL_SECTION.card} label="Roadmap" className="card flex flex-col gap-3">
            <dl className="flex flex-col gap-2 text-sm">
              <div className="flex justify-between gap-2">
                <dt className="text-muted">Public launch</dt>
                <dd className="font-semibold">{ROADMAP.burnPublicLaunch}</dd>
              </div>
              <div className="flex justify-between gap-2">
                <dt className="text-muted">Burn analytics</dt>
                <dd className="font-semibold text-emerald-700 dark:text-emerald-300">Live</dd>
              </div>
              <div className="flex justify-between gap-2">
                <dt className="text-muted">Scheduled burns</dt>
                <dd className="font-semibold">{ROADMAP.realBurning}</dd>
              </div>
            </dl>
            <p className="text-subtle text-xs">
              Burning from your own wallet already works on this site’s cluster: Burn Tokens On Chain, above.
            </p>
          </CardSection>
        </Tabs.Content>

        <Tabs.Content value="features" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {FEATURES.map((f) => (
            <article key={f.title} className="card flex flex-col gap-2">
              <div className="flex items-center justify-between gap-2">
                <h2 className="font-semibold">{f.title}</h2>
                <span
                  className={`badge ${
                    f.live
                      ? 'border-emerald-500/40 bg-emerald-500/10 text-emerald-700 dark:text-emerald-300'
                      : 'bg-surface-2 text-muted'
                  }`}
                >
                  {f.live ? 'Live' : 'Planned'}
                </span>
              </div>
              <p className="text-muted text-sm">{f.body}</p>
            </article>
          ))}
        </Tabs.Content>

        <Tabs.Content value="demo" className="flex flex-col gap-4">
          <DemoTab />
        </Tabs.Content>

        <Tabs.Content value="analytics">
          <BurnAnalytics onTryBurn={goToBurn} />
        </Tabs.Content>
      </Tabs.Root>
    </div>
  );
}
