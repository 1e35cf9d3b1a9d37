import type { ReactNode } from 'react';
import { PageHeader, type PageHeaderProps, StatusBadge, type Tone } from '../../../components/kit';

/** A record's status in its screen's header: the badge's tone, its text and its test id. */
export interface ScreenStatus {
  tone: Tone;
  label: string;
  testId: string;
}

/**
 * A marketing screen's frame: its header (the page's one h1; a record's `status` is the first of its actions),
 * then its sections in one column.
 */
export function Screen({
  status,
  actions,
  children,
  ...header
}: PageHeaderProps & { status?: ScreenStatus; children?: ReactNode }) {
  const badge = status && (
    <StatusBadge tone={status.tone} testId={status.testId}>
      {status.label}
    </StatusBadge>
  );
  return (
    <div className="flex flex-col gap-5">
      <PageHeader
        {...header}
        actions={
          badge && actions ? (
            <>
              {badge}
              {actions}
            </>
          ) : (
            (badge ?? actions)
          )
        }
      />
      {children}
    </div>
  );
}
