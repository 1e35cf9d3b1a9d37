import { shortenAddress } from '@solpad/core';
import type { MintFacts } from '@solpad/core/token-tools';
import { CardSection } from '../../../components/kit';
import { DiamondList } from '../common/DiamondList';
import { TOOL_SECTION } from '../common/section-looks';
import { type ActivityEntry, DEMO_ACTIVITY, type DemoToken, PRO_TIPS, QUICK_START } from './content';
import { SecurityStatus } from './SecurityStatus';

function QuickStartGuide({ id }: { id: string }) {
  return (
    <CardSection look={TOOL_SECTION.side} label="Quick Start Guide" titleId={`${id}-guide`}>
      <ol className="flex flex-col gap-2 text-sm">
        {QUICK_START.map((step, i) => (
          <li key={step} className="flex gap-2">
            <span className="flex size-5 shrink-0 items-center justify-center rounded-full bg-accent/15 text-accent text-xs">
              {i + 1}
            </span>
            <span className="text-muted">{step}</span>
          </li>
        ))}
      </ol>
    </CardSection>
  );
}

/** The session's confirmed changes, newest first (the demo shows sample entries). */
function RecentActivity({
  id,
  demoMode,
  activity,
}: {
  id: string;
  demoMode: boolean;
  activity: ActivityEntry[];
}) {
  const entries = demoMode
    ? DEMO_ACTIVITY.map((a, i) => ({ ...a, timestamp: 0, key: `demo-${i}` }))
    : activity.map((a) => ({ ...a, key: a.txHash }));
  return (
    <CardSection
      look={TOOL_SECTION.side}
      label="Recent Activity"
      titleId={`${id}-activity`}
      aside={demoMode && <span className="badge bg-surface-2 text-muted">Demo</span>}
    >
      <ul className="flex flex-col gap-2 text-sm" data-testid="recent-activity">
        {entries.map((a) => (
          <li key={a.key} className="flex flex-col gap-0.5 rounded-lg border border-line p-2">
            <span className="flex items-center justify-between gap-2">
              <span className="font-medium">{a.action}</span>
              <span className="badge bg-surface-2 text-muted">{a.type}</span>
            </span>
            <span className="truncate text-muted text-xs">
              {a.token} · {a.impact} impact ·{' '}
              <span className="font-mono">{a.timestamp ? shortenAddress(a.txHash, 6) : a.txHash}</span>
            </span>
          </li>
        ))}
        {!demoMode && activity.length === 0 && (
          <li className="text-muted">Your changes in this session appear here.</li>
        )}
      </ul>
    </CardSection>
  );
}

function ProTips({ id }: { id: string }) {
  return (
    <CardSection look={TOOL_SECTION.side} label="Pro Tips" titleId={`${id}-tips`}>
      <DiamondList items={PRO_TIPS} className="flex flex-col gap-2 text-muted text-sm" />
    </CardSection>
  );
}

/** The page's sidebar: the guide, the mint's security status, the session's activity and the tips. */
export function ModifyTokenSidebar({
  id,
  facts,
  demo,
  demoMode,
  version,
  activity,
}: {
  id: string;
  facts: MintFacts | null;
  demo: DemoToken | null;
  demoMode: boolean;
  version: number;
  activity: ActivityEntry[];
}) {
  return (
    <aside className="flex flex-col gap-6" aria-label="Modify Token sidebar">
      <QuickStartGuide id={id} />
      <SecurityStatus mint={facts} demo={demoMode ? demo : null} version={version} />
      <RecentActivity id={id} demoMode={demoMode} activity={activity} />
      <ProTips id={id} />
    </aside>
  );
}
