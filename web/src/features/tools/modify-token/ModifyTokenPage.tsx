import * as Tabs from '@radix-ui/react-tabs';
import { type ReactNode, useId } from 'react';
import { ToolHeader } from '../../../components/kit';
import { TabBar } from '../../../components/ui/TabBar';
import { StatusBadge } from '../common/StatusBadge';
import { FreezeTab } from './FreezeTab';
import { ModifyTokenSidebar } from './ModifyTokenSidebar';
import { type PendingAction, ReviewDialog } from './ReviewDialog';
import { SelectTokenSection } from './SelectTokenSection';
import { StepIndicator } from './StepIndicator';
import { AuthoritiesTab, ExtensionsTab, MetadataTab, type TabProps } from './Tabs';
import { useModifyToken } from './useModifyToken';

const SETTINGS_TABS = {
  authorities: 'Authorities',
  metadata: 'Metadata',
  freeze: 'Freeze',
  extensions: 'Extensions',
};

/** Each settings tab's panel. */
const SETTINGS_PANELS: Record<keyof typeof SETTINGS_TABS, (props: TabProps) => ReactNode> = {
  authorities: AuthoritiesTab,
  metadata: MetadataTab,
  freeze: FreezeTab,
  extensions: ExtensionsTab,
};

function ModifyTokenHeader({ demoMode }: { demoMode: boolean }) {
  return (
    <ToolHeader
      wide
      title="Modify Token"
      badges={
        demoMode ? (
          <>
            <StatusBadge status="Demo" />
            <StatusBadge status="Coming Soon" />
          </>
        ) : (
          <span className="badge border-emerald-500/40 bg-emerald-500/10 text-emerald-700 dark:text-emerald-300">
            Live on chain
          </span>
        )
      }
    >
      Manage your token after launch: revoke the mint and freeze authorities, edit Token-2022 metadata, freeze
      or thaw holder accounts and inspect the mint’s extensions.
    </ToolHeader>
  );
}

/** The "Token settings" card: the four tabs (a pause while the demo loads its picked token). */
function SettingsTabs({ tabProps, loading }: { tabProps: TabProps; loading: boolean }) {
  return (
    <section aria-label="Token settings" className="card flex flex-col gap-4">
      <Tabs.Root defaultValue="authorities" className="flex flex-col gap-4">
        <TabBar label="Token settings" tabs={SETTINGS_TABS} />
        {loading ? (
          <p role="status" className="text-muted text-sm">
            Loading…
          </p>
        ) : (
          Object.entries(SETTINGS_PANELS).map(([value, Panel]) => (
            <Tabs.Content key={value} value={value}>
              <Panel {...tabProps} />
            </Tabs.Content>
          ))
        )}
      </Tabs.Root>
    </section>
  );
}

/**
 * The spec's Modify Token page (section 2). Without a wallet it is the demo: two sample tokens, every control
 * disabled. With a wallet, the mints it holds authority over act on chain: revoke mint or freeze authority,
 * edit Token-2022 metadata and its update authority, freeze and thaw accounts — each reviewed, then signed.
 */
export function ModifyTokenPage() {
  const id = useId();
  const state = useModifyToken();
  const { demoMode, demo, facts, pending, phase } = state;
  const tabProps: TabProps = {
    mint: facts,
    demo: demoMode ? demo : null,
    permissions: state.permissions,
    wallet: state.wallet,
    onAction: (a: PendingAction) => state.review(a),
  };
  const pinned = pending ? (phase === 'review' ? 2 : 3) : null;

  return (
    <div className="flex flex-col gap-6">
      <ModifyTokenHeader demoMode={demoMode} />
      <StepIndicator pinned={pinned} />
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="flex min-w-0 flex-col gap-6 lg:col-span-2">
          <SelectTokenSection id={id} state={state} />
          <SettingsTabs tabProps={tabProps} loading={demoMode && state.demoLoading} />
        </div>
        <ModifyTokenSidebar
          id={id}
          facts={facts}
          demo={demo}
          demoMode={demoMode}
          version={state.version}
          activity={state.activity}
        />
      </div>
      <ReviewDialog
        action={pending}
        onClose={() => state.setPending(null)}
        execute={state.execute}
        onPhase={state.setPhase}
      />
    </div>
  );
}
