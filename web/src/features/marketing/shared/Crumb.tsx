import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';

/** A page header's eyebrow that leads back to the list the page belongs to. */
export function Crumb({
  to,
  children,
}: {
  to: '/marketing/campaigns' | '/marketing/presales' | '/marketing/cto' | '/kols';
  children: ReactNode;
}) {
  return (
    <Link to={to} className="hover:text-fg">
      {children}
    </Link>
  );
}
