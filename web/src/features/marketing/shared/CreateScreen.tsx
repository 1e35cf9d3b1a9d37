import type { FormEvent, ReactNode } from 'react';
import type { PageHeaderProps } from '../../../components/kit';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import type { useWriteAccess } from '../session';
import { AccessNotice } from '../ui';
import { Screen } from './Screen';

/**
 * A create screen: its header, where the visitor stands for writes (the notice names `action`), then the form
 * as one card named `label`, checked by the screen rather than the browser. The tab is titled as the header.
 */
export function CreateScreen({
  header,
  access,
  action,
  label,
  onSubmit,
  children,
}: {
  header: PageHeaderProps;
  access: ReturnType<typeof useWriteAccess>;
  action: string;
  label: string;
  onSubmit: (e: FormEvent) => void;
  children: ReactNode;
}) {
  useDocumentTitle(header.title);
  return (
    <Screen {...header}>
      <AccessNotice access={access} action={action} />
      <form noValidate onSubmit={onSubmit} aria-label={label} className="card flex flex-col gap-4">
        {children}
      </form>
    </Screen>
  );
}
