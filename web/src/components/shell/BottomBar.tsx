import { useRouterState } from '@tanstack/react-router';
import { lazy, Suspense, useRef, useState } from 'react';
import { Icon, type IconName } from './Icon';
import { isUnder } from './nav';
import { ShellLink } from './ShellLink';

/** Spec §2: the mobile bottom bar is hidden on exactly /tokens (the full-screen token list). */
export function isBottomBarHidden(pathname: string): boolean {
  return pathname === '/tokens' || pathname === '/tokens/';
}

/** The mobile Trade link target (spec §2 route table). */
export const MOBILE_TRADE_PATH = '/tokens/solana/pump?category=new';

const ITEM =
  'flex h-full flex-col items-center justify-center gap-0.5 rounded-xl font-medium text-[11px] text-muted transition-colors hover:text-fg focus-visible:outline-2 focus-visible:outline-accent focus-visible:-outline-offset-2';
const ACTIVE = 'text-accent hover:text-accent';

const MoreDrawer = lazy(() => import('./MoreDrawer'));
const preloadMoreDrawer = () => {
  void import('./MoreDrawer');
};

/** The mobile bottom bar (< lg): Home, Marketing, Trade, Portfolio, More. */
export function BottomBar() {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const [moreOpen, setMoreOpen] = useState(false);
  const [moreWanted, setMoreWanted] = useState(false);
  const moreRef = useRef<HTMLButtonElement>(null);
  if (isBottomBarHidden(pathname)) return null;
  const items: { label: string; to: string; icon: IconName; active: boolean }[] = [
    { label: 'Home', to: '/', icon: 'home', active: pathname === '/' },
    { label: 'Marketing', to: '/marketing', icon: 'marketing', active: isUnder(pathname, '/marketing') },
    {
      label: 'Trade',
      to: MOBILE_TRADE_PATH,
      icon: 'trade',
      active: isUnder(pathname, '/tokens') || isUnder(pathname, '/token'),
    },
    { label: 'Portfolio', to: '/portfolio', icon: 'portfolio', active: isUnder(pathname, '/portfolio') },
  ];
  return (
    <nav
      aria-label="Mobile"
      data-testid="bottom-bar"
      className="fixed inset-x-0 bottom-0 z-40 border-line border-t bg-surface/95 pb-[env(safe-area-inset-bottom)] backdrop-blur lg:hidden"
    >
      <ul className="mx-auto grid h-16 max-w-lg grid-cols-5 gap-1 px-2 py-1.5">
        {items.map((item) => (
          <li key={item.label}>
            <ShellLink
              to={item.to}
              exact={item.to === '/'}
              className={`${ITEM} ${item.active ? ACTIVE : ''}`}
            >
              <Icon name={item.icon} />
              <span>{item.label}</span>
            </ShellLink>
          </li>
        ))}
        <li>
          <button
            ref={moreRef}
            type="button"
            aria-haspopup="dialog"
            aria-expanded={moreOpen}
            onPointerEnter={preloadMoreDrawer}
            onFocus={preloadMoreDrawer}
            onClick={() => {
              setMoreWanted(true);
              setMoreOpen(true);
            }}
            className={`w-full ${ITEM} ${moreOpen ? ACTIVE : ''}`}
          >
            <Icon name="more" />
            <span>More</span>
          </button>
        </li>
      </ul>
      {moreWanted && (
        <Suspense fallback={null}>
          <MoreDrawer open={moreOpen} onOpenChange={setMoreOpen} triggerRef={moreRef} />
        </Suspense>
      )}
    </nav>
  );
}
