import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';

/**
 * A link to a site path held as a plain string in the navigation tables (nav.ts). Those tables name routes
 * that other features own and register, so the paths cannot be checked against the generated route tree
 * here; a path without a route shows the 404 screen. Active links get `data-status="active"` and
 * `aria-current="page"` from the router.
 */
export function ShellLink({
  to,
  exact,
  className,
  onClick,
  children,
  ...rest
}: {
  to: string;
  exact?: boolean;
  className?: string;
  onClick?: () => void;
  children: ReactNode;
  'aria-label'?: string;
  title?: string;
}) {
  const [path, query] = to.split('?');
  const search = query ? Object.fromEntries(new URLSearchParams(query)) : undefined;
  return (
    <Link
      // Checked at runtime by the router (unknown → 404), see above.
      to={path as '/'}
      {...(search ? { search: search as never } : {})}
      activeOptions={{ exact: exact ?? path === '/', includeSearch: false }}
      className={className}
      onClick={onClick}
      {...rest}
    >
      {children}
    </Link>
  );
}
