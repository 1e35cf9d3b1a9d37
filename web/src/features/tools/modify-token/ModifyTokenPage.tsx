import * as Tabs from '@radix-ui/react-tabs';
import type { Address } from '@solana/kit';
import { formatCompact, MODIFY_TOKEN_SELECTION_MS, shortenAddress } from '@solpad/core';
import { AddressInputSchema } from '@solpad/core/schemas';
import {
  fetchMints,
  fetchWalletTokenAccounts,
  hasAnyAuthority,
  lookupToken,
  type MintFacts,
  mintPermissions,
} from '@solpad/core/token-tools';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { errorMessage } from '../../../lib/error-message';
import { useAtomValue, useSetAtom } from '../../../lib/store';
import { toast } from '../../../lib/toast';
import { toolsRpc, useSendInstructions, walletConnectionAtom, walletDialogOpenAtom } from '../../wallet';
import { CopyButton } from '../burn/CopyButton';
import {
  type ActivityEntry,
  DEMO_ACTIVITY,
  DEMO_TOKENS,
  type DemoToken,
  PRO_TIPS,
  QUICK_START,
} from './content';
import { type PendingAction, ReviewDialog } from './ReviewDialog';
import { SecurityStatus } from './SecurityStatus';
import { StepIndicator } from './StepIndicator';
import { AuthoritiesTab, ExtensionsTab, FreezeTab, MetadataTab } from './Tabs';

const TAB_TRIGGER =
  'shrink-0 rounded-lg px-3 py-2 font-medium text-muted text-sm transition hover:text-fg focus-visible:outline-2 focus-visible:outline-accent data-[state=active]:bg-surface data-[state=active]:text-fg data-[state=active]:shadow-sm';

const mintKey = (mint: string | null) => ['token-tools', 'modify', 'mint', mint] as const;

/**
 * The spec's Modify Token page (section 2). Without a wallet it is the demo: two sample tokens, every control
 * disabled. With a wallet, the mints it holds authority over act on chain: revoke mint or freeze authority,
 * edit Token-2022 metadata and its update authority, freeze and thaw accounts — each reviewed, then signed.
 */
export function ModifyTokenPage() {
  const id = useId();
  const connection = useAtomValue(walletConnectionAtom);
  const openWallets = useSetAtom(walletDialogOpenAtom);
  const wallet = connection?.address ?? null;
  const queryClient = useQueryClient();
  const send = useSendInstructions();

  const [demo, setDemo] = useState<DemoToken | null>(null);
  const [demoLoading, setDemoLoading] = useState(false);
  const [selected, setSelected] = useState<Address | null>(null);
  const [paste, setPaste] = useState('');
  const [pasteError, setPasteError] = useState<string | null>(null);
  const [pending, setPending] = useState<PendingAction | null>(null);
  const [phase, setPhase] = useState<'review' | 'execute'>('review');
  const [activity, setActivity] = useState<ActivityEntry[]>([]);
  const [version, setVersion] = useState(0);

  useEffect(() => {
    if (!demoLoading) return;
    const timer = setTimeout(() => setDemoLoading(false), MODIFY_TOKEN_SELECTION_MS);
    return () => clearTimeout(timer);
  }, [demoLoading]);
  useEffect(() => {
    if (!wallet) setSelected(null);
  }, [wallet]);

  const authorityMints = useQuery({
    queryKey: ['token-tools', 'modify', 'authority-mints', wallet],
    queryFn: async () => {
      const accounts = await fetchWalletTokenAccounts(toolsRpc, wallet as Address);
      const mints = await fetchMints(
        toolsRpc,
        accounts.map((a) => a.mint),
      );
      return mints.filter((m) => hasAnyAuthority(m, wallet as Address));
    },
    enabled: wallet !== null,
  });
  const mint = useQuery({
    queryKey: mintKey(selected),
    queryFn: () => lookupToken(toolsRpc, selected as Address),
    enabled: selected !== null,
  });
  const facts: MintFacts | null = wallet && mint.data ? mint.data : null;
  const demoMode = !wallet;
  const permissions = mintPermissions(
    facts ?? {
      address: '' as Address,
      program: 'token',
      programAddress: '' as Address,
      supply: 0n,
      decimals: 0,
      mintAuthority: null,
      freezeAuthority: null,
      extensions: [],
      metadata: null,
      metadataPointer: null,
      dataSize: 0,
      lamports: 0n,
    },
    facts ? wallet : null,
  );

  const execute = async (action: PendingAction) => {
    const signature = await send(await action.build());
    setActivity((list) =>
      [
        {
          action: action.title,
          token: facts?.metadata?.symbol ?? shortenAddress(facts?.address ?? '', 4),
          timestamp: Date.now(),
          txHash: signature,
          status: 'success' as const,
          type: action.type,
          impact: action.impact,
        },
        ...list,
      ].slice(0, 8),
    );
    toast({ title: action.title, description: 'Confirmed on chain' });
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: mintKey(selected) }),
      queryClient.invalidateQueries({ queryKey: ['token-tools', 'holders'] }),
      queryClient.invalidateQueries({ queryKey: ['token-tools', 'modify', 'authority-mints'] }),
    ]);
    setVersion((v) => v + 1);
    return signature;
  };

  const tabProps = {
    mint: facts,
    demo: demoMode ? demo : null,
    permissions,
    wallet,
    onAction: (a: PendingAction) => {
      setPhase('review');
      setPending(a);
    },
  };
  const pinned = pending ? (phase === 'review' ? 2 : 3) : null;

  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-2">
        <div className="flex flex-wrap gap-2">
          {demoMode ? (
            <>
              <span className="badge border-amber-500/40 bg-amber-500/10 text-amber-700 dark:text-amber-300">
                Demo
              </span>
              <span className="badge border-accent/40 bg-accent/10 text-accent">Coming Soon</span>
            </>
          ) : (
            <span className="badge border-emerald-500/40 bg-emerald-500/10 text-emerald-700 dark:text-emerald-300">
              Live on chain
            </span>
          )}
        </div>
        <h1 className="font-bold text-3xl tracking-tight">Modify Token</h1>
        <p className="max-w-3xl text-muted">
          Manage your token after launch: revoke the mint and freeze authorities, edit Token-2022 metadata,
          freeze or thaw holder accounts and inspect the mint’s extensions.
        </p>
      </header>

      <StepIndicator pinned={pinned} />

      <div className="grid gap-6 lg:grid-cols-3">
        <div className="flex min-w-0 flex-col gap-6 lg:col-span-2">
          <section aria-labelledby={`${id}-select`} className="card flex flex-col gap-4">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h2 id={`${id}-select`} className="font-semibold text-lg">
                Select Token
              </h2>
              {connection && (
                <span className="flex min-w-0 items-center gap-2 text-muted text-xs">
                  <span
                    className="truncate font-mono"
                    data-testid="modify-wallet-address"
                    title={connection.address}
                  >
                    {shortenAddress(connection.address, 6)}
                  </span>
                  <CopyButton text={connection.address} />
                </span>
              )}
            </div>

            {demoMode && (
              <>
                <div className="flex flex-wrap items-center justify-between gap-2 rounded-xl border border-line bg-surface-2 p-3">
                  <p className="text-muted text-sm">
                    Demo: sample tokens, every control disabled. Connect the token’s authority wallet to act
                    on chain.
                  </p>
                  <button type="button" className="btn-primary" onClick={() => openWallets(true)}>
                    Connect Wallet
                  </button>
                </div>
                <div className="grid gap-3 sm:grid-cols-2">
                  {DEMO_TOKENS.map((t) => (
                    <button
                      key={t.address}
                      type="button"
                      aria-pressed={demo?.address === t.address}
                      data-testid="demo-token"
                      onClick={() => {
                        setDemo(t);
                        setDemoLoading(true);
                      }}
                      className={`flex flex-col gap-1 rounded-xl border p-3 text-left transition focus-visible:outline-2 focus-visible:outline-accent ${
                        demo?.address === t.address
                          ? 'border-accent bg-accent/5'
                          : 'border-line bg-surface-2 hover:border-accent/50'
                      }`}
                    >
                      <span className="flex items-center justify-between gap-2">
                        <span className="font-semibold">{t.name}</span>
                        <span className="badge bg-surface text-muted">{t.symbol}</span>
                      </span>
                      <span className="text-muted text-xs">
                        Supply {formatCompact(t.supply)} · {t.holders.toLocaleString('en-US')} holders · MC $
                        {formatCompact(t.marketCap)}
                      </span>
                      <span className="text-subtle text-xs">
                        {t.verified ? 'Verified' : 'Unverified'} · Demo
                      </span>
                    </button>
                  ))}
                </div>
                {demoLoading && (
                  <p role="status" className="text-muted text-sm" data-testid="demo-loading">
                    Loading token…
                  </p>
                )}
              </>
            )}

            {!demoMode && (
              <>
                {authorityMints.isPending && (
                  <p role="status" className="text-muted text-sm">
                    Finding the mints your wallet controls…
                  </p>
                )}
                {authorityMints.isError && (
                  <p role="alert" className="text-red-600 text-sm dark:text-red-400">
                    {errorMessage(authorityMints.error)}
                  </p>
                )}
                {authorityMints.data?.length === 0 && (
                  <p className="text-muted text-sm">
                    No token your wallet holds has it as mint, freeze or metadata authority. Paste a mint
                    address below.
                  </p>
                )}
                {authorityMints.data && authorityMints.data.length > 0 && (
                  <div className="grid gap-2 sm:grid-cols-2">
                    {authorityMints.data.map((m) => (
                      <button
                        key={m.address}
                        type="button"
                        data-testid="authority-mint"
                        data-mint={m.address}
                        aria-pressed={selected === m.address}
                        onClick={() => setSelected(m.address)}
                        className={`flex flex-col gap-1 rounded-xl border p-3 text-left transition focus-visible:outline-2 focus-visible:outline-accent ${
                          selected === m.address
                            ? 'border-accent bg-accent/5'
                            : 'border-line bg-surface-2 hover:border-accent/50'
                        }`}
                      >
                        <span className="flex items-center justify-between gap-2">
                          <span className="truncate font-semibold">
                            {m.metadata ? `${m.metadata.name}` : shortenAddress(m.address, 6)}
                          </span>
                          <span className="badge bg-surface text-muted">
                            {m.program === 'token' ? 'SPL Token' : 'Token-2022'}
                          </span>
                        </span>
                        <span className="truncate font-mono text-muted text-xs">{m.address}</span>
                      </button>
                    ))}
                  </div>
                )}
                <form
                  className="flex flex-col gap-1.5"
                  onSubmit={(e) => {
                    e.preventDefault();
                    const parsed = AddressInputSchema.safeParse(paste);
                    if (!parsed.success) return setPasteError('Enter a mint address (base58)');
                    setPasteError(null);
                    setSelected(parsed.data as Address);
                  }}
                >
                  <label htmlFor={`${id}-paste`} className="font-medium text-sm">
                    Or paste any mint address
                  </label>
                  <div className="flex flex-col gap-2 sm:flex-row">
                    <input
                      id={`${id}-paste`}
                      className="input font-mono"
                      value={paste}
                      onChange={(e) => setPaste(e.target.value)}
                      placeholder="Mint address"
                      autoComplete="off"
                      spellCheck={false}
                    />
                    <button type="submit" className="btn-secondary shrink-0">
                      Load mint
                    </button>
                  </div>
                  <p role="alert" className="min-h-4 text-red-600 text-xs dark:text-red-400">
                    {pasteError ?? ''}
                  </p>
                </form>
                {selected && mint.isPending && (
                  <p role="status" className="text-muted text-sm">
                    Reading the mint…
                  </p>
                )}
                {selected && mint.data === null && (
                  <p role="alert" className="text-amber-700 text-sm dark:text-amber-300">
                    Not found: no SPL Token or Token-2022 mint at this address.
                  </p>
                )}
                {mint.isError && (
                  <p role="alert" className="text-red-600 text-sm dark:text-red-400">
                    {errorMessage(mint.error)}
                  </p>
                )}
              </>
            )}

            {facts && (
              <dl
                className="grid gap-3 rounded-xl border border-line bg-surface-2 p-3 text-sm sm:grid-cols-4"
                data-testid="selected-mint"
              >
                <div className="min-w-0 sm:col-span-2">
                  <dt className="stat-label">Mint</dt>
                  <dd className="truncate font-mono text-xs" title={facts.address}>
                    {facts.address}
                  </dd>
                </div>
                <div>
                  <dt className="stat-label">Program</dt>
                  <dd>{facts.program === 'token' ? 'SPL Token' : 'Token-2022'}</dd>
                </div>
                <div>
                  <dt className="stat-label">Decimals</dt>
                  <dd>{facts.decimals}</dd>
                </div>
              </dl>
            )}
          </section>

          <section aria-label="Token settings" className="card flex flex-col gap-4">
            <Tabs.Root defaultValue="authorities" className="flex flex-col gap-4">
              <Tabs.List
                aria-label="Token settings"
                className="flex gap-1 overflow-x-auto rounded-xl border border-line bg-surface-2 p-1"
              >
                <Tabs.Trigger value="authorities" className={TAB_TRIGGER}>
                  Authorities
                </Tabs.Trigger>
                <Tabs.Trigger value="metadata" className={TAB_TRIGGER}>
                  Metadata
                </Tabs.Trigger>
                <Tabs.Trigger value="freeze" className={TAB_TRIGGER}>
                  Freeze
                </Tabs.Trigger>
                <Tabs.Trigger value="extensions" className={TAB_TRIGGER}>
                  Extensions
                </Tabs.Trigger>
              </Tabs.List>
              {demoMode && demoLoading ? (
                <p role="status" className="text-muted text-sm">
                  Loading…
                </p>
              ) : (
                <>
                  <Tabs.Content value="authorities">
                    <AuthoritiesTab {...tabProps} />
                  </Tabs.Content>
                  <Tabs.Content value="metadata">
                    <MetadataTab {...tabProps} />
                  </Tabs.Content>
                  <Tabs.Content value="freeze">
                    <FreezeTab {...tabProps} />
                  </Tabs.Content>
                  <Tabs.Content value="extensions">
                    <ExtensionsTab {...tabProps} />
                  </Tabs.Content>
                </>
              )}
            </Tabs.Root>
          </section>
        </div>

        <aside className="flex flex-col gap-6" aria-label="Modify Token sidebar">
          <section className="card flex flex-col gap-3" aria-labelledby={`${id}-guide`}>
            <h2 id={`${id}-guide`} className="card-title">
              Quick Start Guide
            </h2>
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
          </section>
          <SecurityStatus mint={facts} demo={demoMode ? demo : null} version={version} />
          <section className="card flex flex-col gap-3" aria-labelledby={`${id}-activity`}>
            <div className="flex items-center justify-between gap-2">
              <h2 id={`${id}-activity`} className="card-title">
                Recent Activity
              </h2>
              {demoMode && <span className="badge bg-surface-2 text-muted">Demo</span>}
            </div>
            <ul className="flex flex-col gap-2 text-sm" data-testid="recent-activity">
              {(demoMode
                ? DEMO_ACTIVITY.map((a, i) => ({ ...a, timestamp: 0, key: `demo-${i}` }))
                : activity.map((a) => ({ ...a, key: a.txHash }))
              ).map((a) => (
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
          </section>
          <section className="card flex flex-col gap-3" aria-labelledby={`${id}-tips`}>
            <h2 id={`${id}-tips`} className="card-title">
              Pro Tips
            </h2>
            <ul className="flex flex-col gap-2 text-muted text-sm">
              {PRO_TIPS.map((tip) => (
                <li key={tip} className="flex gap-2">
                  <span aria-hidden="true" className="text-accent">
                    ◆
                  </span>
                  {tip}
                </li>
              ))}
            </ul>
          </section>
        </aside>
      </div>

      <ReviewDialog action={pending} onClose={() => setPending(null)} execute={execute} onPhase={setPhase} />
    </div>
  );
}
