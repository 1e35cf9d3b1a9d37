import * as Tabs from '@radix-ui/react-tabs';
import type { ReactNode } from 'react';

const LIST_CLASS = {
  scroll: 'flex gap-1 overflow-x-auto rounded-xl border border-line bg-surface-2 p-1',
  fill: 'flex gap-1 rounded-xl bg-surface-2 p-1',
  halves: 'grid grid-cols-2 gap-1 rounded-xl bg-surface-2 p-1',
  underline: 'flex gap-1 border-line border-b px-2 pt-1',
} as const;

const TRIGGER_CLASS = {
  scroll:
    'shrink-0 rounded-lg px-3 py-2 font-medium text-muted text-sm transition hover:text-fg focus-visible:outline-2 focus-visible:outline-accent data-[state=active]:bg-surface data-[state=active]:text-fg data-[state=active]:shadow-sm',
  fill: 'flex-1 rounded-lg px-3 py-1.5 font-medium text-muted text-sm transition focus-visible:outline-2 focus-visible:outline-accent data-[state=active]:bg-surface data-[state=active]:text-fg data-[state=active]:shadow-sm',
  halves:
    'rounded-lg px-3 py-2 font-medium text-muted text-sm transition focus-visible:outline-2 focus-visible:outline-accent data-[state=active]:bg-surface data-[state=active]:text-fg data-[state=active]:shadow-sm',
  underline:
    'border-transparent border-b-2 px-3 py-2 font-medium text-muted text-sm capitalize focus-visible:outline-2 focus-visible:outline-accent data-[state=active]:border-accent data-[state=active]:text-fg',
} as const;

/**
 * The row of a Radix `Tabs.Root`'s triggers, named `label`; `tabs` maps each tab's value to its text, in order.
 * `scroll` (the default) keeps each tab its width and scrolls when they overflow; `fill` shares the row out;
 * `halves` splits it between two tabs; `underline` marks the chosen tab with a line instead of a raised segment.
 * `children` end the row (a note on its right).
 */
export function TabBar({
  label,
  tabs,
  layout = 'scroll',
  children,
}: {
  label: string;
  tabs: Readonly<Record<string, string>>;
  layout?: keyof typeof LIST_CLASS;
  children?: ReactNode;
}) {
  return (
    <Tabs.List aria-label={label} className={LIST_CLASS[layout]}>
      {Object.entries(tabs).map(([value, text]) => (
        <Tabs.Trigger key={value} value={value} className={TRIGGER_CLASS[layout]}>
          {text}
        </Tabs.Trigger>
      ))}
      {children}
    </Tabs.List>
  );
}
