import * as RadixSelect from '@radix-ui/react-select';
import type { ReactNode } from 'react';

const LIST_CLASS =
  'z-50 min-w-[var(--radix-select-trigger-width)] overflow-hidden rounded-xl border border-line bg-surface text-fg shadow-xl';

/** The classes every option of a {@link SelectShell} starts with (an option adds its own states). */
export const SELECT_ITEM_CLASS =
  'flex cursor-pointer select-none items-center justify-between gap-3 rounded-lg px-3 py-2 text-sm outline-none data-[highlighted]:bg-surface-2';

/**
 * A Radix select in the theme's semantic colours: the trigger (showing `shown`, or `placeholder` while nothing is
 * chosen) and a popper list of the `RadixSelect.Item`s given as children. Radix gives keyboard navigation,
 * typeahead and focus return. `id` ties it to an outside <label>, or `label` names it.
 */
export function SelectShell({
  id,
  label,
  value,
  onValueChange,
  shown,
  placeholder,
  listClassName,
  children,
}: {
  id: string;
  label?: string;
  value: string | undefined;
  onValueChange: (value: string) => void;
  shown?: ReactNode;
  placeholder?: string;
  /** Classes added to the list's popper (a height bound for a long list). */
  listClassName?: string;
  children: ReactNode;
}) {
  return (
    <RadixSelect.Root value={value} onValueChange={onValueChange}>
      <RadixSelect.Trigger
        id={id}
        aria-label={label}
        className="input flex items-center justify-between gap-2 text-left focus-visible:outline-2 focus-visible:outline-accent data-[placeholder]:text-subtle"
      >
        <RadixSelect.Value placeholder={placeholder}>{shown}</RadixSelect.Value>
        <RadixSelect.Icon aria-hidden="true" className="text-subtle">
          ▾
        </RadixSelect.Icon>
      </RadixSelect.Trigger>
      <RadixSelect.Portal>
        <RadixSelect.Content
          position="popper"
          sideOffset={4}
          className={`${LIST_CLASS}${listClassName ? ` ${listClassName}` : ''}`}
        >
          <RadixSelect.Viewport className="p-1">{children}</RadixSelect.Viewport>
        </RadixSelect.Content>
      </RadixSelect.Portal>
    </RadixSelect.Root>
  );
}
