import { formatCount, formatSol } from '@solpad/core';
import { CHAINS, type Chain, resolveTokensPath } from '@solpad/core/navigation';
import { useQuery } from '@tanstack/react-query';
import { Link, useRouterState } from '@tanstack/react-router';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { statsQueryOptions } from '../../features/system/queries';
import { ChainGlyph } from './ChainGlyph';
import { Icon, type IconName } from './Icon';
import { isUnder, MAIN_NAV, MARKETING_NAV, MOONVAULT_NAV, type NavItem, TOOLS_NAV } from './nav';
import { ShellLink } from './ShellLink';
import { ConnectedAddress, WalletSlot } from './WalletSlot';

/*
 * The desktop sidebar (≥ lg). Collapsed to a 4 rem icon rail by default; it widens to 16 rem over the page
 * while hovered or while keyboard focus is inside it (a `:focus-visible` control), so Tab reaches every control.
 * Focus a pointer left there (a clicked link, or a dialog opened from the rail giving focus back on close) does
 * not hold it open over the page once the pointer has moved on. The
 * content is laid out at full width all the time and the rail clips it: labels fade in as it widens, and
 * detail lists (group items, the Chains tree, stats) only show while it is expanded.
 */

/** Fades a label in when the rail expands. Still read by screen readers while collapsed. */
const LABEL =
  'truncate opacity-0 transition-opacity duration-150 group-hover/sidebar:opacity-100 group-has-[:focus-visible]/sidebar:opacity-100';
/** Shown only while the rail is expanded. */
const EXPANDED_ONLY = 'hidden group-hover/sidebar:block group-has-[:focus-visible]/sidebar:block';
const ROW =
  'flex h-10 w-full items-center gap-3 rounded-xl pr-3 pl-3.5 text-muted text-sm transition-colors hover:bg-surface-2 hover:text-fg focus-visible:outline-2 focus-visible:outline-accent focus-visible:-outline-offset-2';
const ROW_ACTIVE = 'data-[status=active]:bg-accent/15 data-[status=active]:text-fg';
const SUB_ROW =
  'flex h-8 w-full items-center gap-2 rounded-lg px-3 text-muted text-sm transition-colors hover:bg-surface-2 hover:text-fg focus-visible:outline-2 focus-visible:outline-accent focus-visible:-outline-offset-2';
const SECTION_TITLE = `px-3.5 pb-1 font-semibold text-[10px] text-subtle uppercase tracking-wider ${LABEL}`;

export function Sidebar() {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const inTokens = isUnder(pathname, '/tokens');
  const inMoonvault = isUnder(pathname, '/moonvault');
  return (
    <aside
      aria-label="Sidebar"
      data-testid="sidebar"
      className="group/sidebar fixed top-14 bottom-0 left-0 z-30 hidden w-16 overflow-hidden border-line border-r bg-surface transition-[width,box-shadow] duration-200 ease-out has-[:focus-visible]:w-64 has-[:focus-visible]:shadow-2xl hover:w-64 hover:shadow-2xl lg:block"
    >
      <div className="flex h-full w-64 flex-col gap-4 overflow-y-auto overflow-x-hidden px-2 py-3 [scrollbar-width:thin]">
        {inMoonvault && <DevnetBanner />}
        <div className="flex h-10 items-center gap-3 pl-3.5">
          <span className="text-muted">
            <Icon name="wallet" />
          </span>
          <div className={LABEL}>
            <WalletSlot />
          </div>
        </div>
        <nav aria-label="Main">
          <ul className="flex flex-col gap-0.5">
            {MAIN_NAV.map((item) => (
              <li key={item.to}>
                <RailLink item={item} />
              </li>
            ))}
          </ul>
        </nav>
        {inTokens && <ChainsTree pathname={pathname} />}
        {inMoonvault ? (
          <nav aria-label="Admin">
            <h2 className={SECTION_TITLE}>Admin</h2>
            <ul className="flex flex-col gap-0.5">
              {MOONVAULT_NAV.map((item) => (
                <li key={item.to}>
                  {/* /moonvault itself is the dashboard. */}
                  <RailLink
                    item={item}
                    current={item.to === '/moonvault/dashboard' && pathname === '/moonvault'}
                  />
                </li>
              ))}
            </ul>
          </nav>
        ) : (
          <>
            <NavGroup
              label="Marketing"
              icon="marketing"
              items={MARKETING_NAV}
              active={isUnder(pathname, '/marketing')}
            />
            <NavGroup label="Tools" icon="tools" items={TOOLS_NAV} active={isUnder(pathname, '/tools')} />
            <QuickActions />
          </>
        )}
        <SidebarStats />
      </div>
    </aside>
  );
}

function RailLink({ item, current }: { item: NavItem; current?: boolean }) {
  return (
    <ShellLink to={item.to} className={`${ROW} ${ROW_ACTIVE} ${current ? 'bg-accent/15 text-fg' : ''}`}>
      <Icon name={item.icon} />
      <span className={LABEL}>{item.label}</span>
    </ShellLink>
  );
}

/** A collapsible group (Marketing, Tools); opens by itself when the page is inside it. */
function NavGroup({
  label,
  icon,
  items,
  active,
}: {
  label: string;
  icon: IconName;
  items: readonly NavItem[];
  active: boolean;
}) {
  const [open, setOpen] = useState(active);
  const listId = useId();
  useEffect(() => {
    if (active) setOpen(true);
  }, [active]);
  return (
    <div>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((o) => !o)}
        className={`${ROW} ${active ? 'text-fg' : ''}`}
      >
        <Icon name={icon} />
        <span className={`flex-1 text-left ${LABEL}`}>{label}</span>
        <span className={LABEL}>
          <Icon name="chevron" className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`} />
        </span>
      </button>
      <ul
        id={listId}
        hidden={!open}
        aria-label={label}
        className={`${EXPANDED_ONLY} mt-0.5 ml-6 border-line border-l pl-2`}
      >
        {items.map((item) => (
          <li key={item.to}>
            <ShellLink to={item.to} exact={false} className={`${SUB_ROW} ${ROW_ACTIVE}`}>
              {item.label}
            </ShellLink>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Spec §2: on /tokens paths, the chains and their dexes; only Solana's Pump.fun and Raydium are live. */
function ChainsTree({ pathname }: { pathname: string }) {
  const segments = pathname.split('/').filter(Boolean).slice(1);
  const target = resolveTokensPath(segments);
  const current = target.kind === 'not-found' ? undefined : target;
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} data-testid="chains-tree">
      <div className="flex h-8 items-center gap-3 pl-3.5 text-subtle">
        <Icon name="chains" className="size-4" />
        <h2 id={titleId} className={`font-semibold text-[10px] uppercase tracking-wider ${LABEL}`}>
          Chains
        </h2>
      </div>
      <ul className={`${EXPANDED_ONLY} flex flex-col gap-0.5`}>
        {CHAINS.map((chain) => (
          <li key={chain.id}>
            {chain.active ? (
              <ActiveChain
                chain={chain}
                currentDex={current?.chain.id === chain.id ? current.dex?.id : undefined}
              />
            ) : (
              <span
                aria-disabled="true"
                className={`${SUB_ROW} cursor-not-allowed opacity-55 hover:bg-transparent hover:text-muted`}
              >
                <ChainGlyph icon={chain.icon} name={chain.name} />
                <span className="flex-1">{chain.name}</span>
                <SoonBadge />
              </span>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

function ActiveChain({ chain, currentDex }: { chain: Chain; currentDex: string | undefined }) {
  return (
    <>
      <ShellLink to={`/tokens/${chain.id}`} exact className={`${SUB_ROW} font-medium text-fg`}>
        <ChainGlyph icon={chain.icon} name={chain.name} />
        <span className="flex-1">{chain.name}</span>
        <span className="size-1.5 rounded-full bg-emerald-400" aria-hidden="true" />
      </ShellLink>
      <ul className="ml-5 border-line border-l pl-2">
        {chain.dexes.map((dex) => (
          <li key={dex.id}>
            {dex.active ? (
              <ShellLink
                to={`/tokens/${chain.id}/${dex.id}`}
                exact={false}
                className={`${SUB_ROW} ${currentDex === dex.id ? 'bg-accent/15 text-fg' : ''}`}
              >
                <ChainGlyph icon={dex.icon} name={dex.name} small />
                <span className="flex-1">{dex.name}</span>
              </ShellLink>
            ) : (
              <span
                aria-disabled="true"
                className={`${SUB_ROW} cursor-default opacity-60 hover:bg-transparent hover:text-muted`}
              >
                <ChainGlyph icon={dex.icon} name={dex.name} small />
                <span className="flex-1">{dex.name}</span>
                <SoonBadge />
              </span>
            )}
          </li>
        ))}
      </ul>
    </>
  );
}

function SoonBadge() {
  return <span className="badge text-subtle">Soon</span>;
}

/** Spec §2: on /moonvault paths, a "Devnet Environment" banner with the connected address. */
function DevnetBanner() {
  return (
    <div
      role="note"
      data-testid="devnet-banner"
      className="flex items-center gap-3 rounded-xl border border-amber-500/40 bg-amber-500/10 py-2 pr-3 pl-2"
    >
      <span className="flex h-7 w-8 shrink-0 items-center justify-center rounded-lg bg-amber-500/20 font-bold text-[9px] text-amber-700 dark:text-amber-300">
        DEV
      </span>
      <div className={`flex min-w-0 flex-col ${LABEL}`}>
        <span className="font-semibold text-amber-700 text-xs dark:text-amber-300">Devnet Environment</span>
        <span className="truncate font-mono text-muted text-xs">
          <ConnectedAddress />
        </span>
      </div>
    </div>
  );
}

/** A Quick Action: an icon-sized button in the collapsed rail (48 px of its 64), full width when expanded. */
const QUICK_ACTION =
  'flex h-10 w-12 items-center gap-3 overflow-hidden rounded-xl pr-3 pl-3.5 text-sm transition-[width,background-color,border-color] group-hover/sidebar:w-full group-has-[:focus-visible]/sidebar:w-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent';

function QuickActions() {
  return (
    <section aria-label="Quick Actions" className="flex flex-col gap-1.5">
      <h2 className={SECTION_TITLE}>Quick Actions</h2>
      <Link
        to="/launch"
        className={`${QUICK_ACTION} bg-accent font-semibold text-on-accent hover:bg-accent-strong`}
      >
        <Icon name="launch" />
        <span className={LABEL}>Launch Token</span>
      </Link>
      <Link
        to="/marketing/campaigns"
        search={{ new: true }}
        className={`${QUICK_ACTION} border border-line bg-surface-2 font-medium text-fg hover:border-accent/60`}
      >
        <Icon name="campaign" />
        <span className={LABEL}>Start Campaign</span>
      </Link>
    </section>
  );
}

/** Live figures from `GET /api/stats` (spec §2: the sidebar queries it). */
function SidebarStats() {
  const { data: stats, error } = useQuery(statsQueryOptions);
  const titleId = useId();
  const rows: [string, ReactNode][] = [
    ['Tokens', stats ? formatCount(stats.tokens) : '—'],
    ['24h trades', stats ? formatCount(stats.trades24h) : '—'],
    ['24h volume', stats ? `${formatSol(BigInt(stats.volume24hLamports))} SOL` : '—'],
  ];
  return (
    <section
      aria-labelledby={titleId}
      data-testid="sidebar-stats"
      className="mt-auto border-line border-t pt-3"
    >
      <div className="flex h-8 items-center gap-3 pl-3.5 text-subtle">
        <span className="relative">
          <Icon name="stats" className="size-4" />
          <span
            className={`absolute -top-0.5 -right-0.5 size-1.5 rounded-full ${error ? 'bg-red-400' : 'bg-emerald-400'}`}
            aria-hidden="true"
          />
        </span>
        <h2 id={titleId} className={`font-semibold text-[10px] uppercase tracking-wider ${LABEL}`}>
          {error ? 'Stats offline' : 'Live stats'}
        </h2>
      </div>
      <dl className={`${EXPANDED_ONLY} px-3.5 text-xs`}>
        {rows.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-2 py-0.5">
            <dt className="text-subtle">{label}</dt>
            <dd className="font-medium text-fg tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
