import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';

/**
 * A page header's eyebrow that leads back to the list the page belongs to; `here`, when given, names the page
 * after the link ("KOLs · KOL Creator").
 */
export function Crumb({
  to,
  here,
  children,
}: {
  to: '/marketing/campaigns' | '/marketing/presales' | '/marketing/cto' | '/kols';
  here?: string;
  children: ReactNode;
}) {
  return (
    <>
      <Link to={to} className="hover:text-fg">
        {children}
      </Link>
      {here !== undefined && ` · ${here}`}
    </>
  );
}
