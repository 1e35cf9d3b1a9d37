import * as RadixSelect from '@radix-ui/react-select';

/** One choice of a `Select`. */
export interface SelectOption {
  value: string;
  label: string;
}

/**
 * A labelled Radix select styled with the theme's semantic colours. `id` ties it to an outside <label>;
 * Radix gives keyboard navigation, typeahead and focus return.
 */
export function Select({
  id,
  value,
  onValueChange,
  options,
  placeholder,
}: {
  id: string;
  value: string | undefined;
  onValueChange: (value: string) => void;
  options: readonly SelectOption[];
  placeholder?: string;
}) {
  return (
    <RadixSelect.Root value={value} onValueChange={onValueChange}>
      <RadixSelect.Trigger
        id={id}
        className="input flex items-center justify-between gap-2 text-left focus-visible:outline-2 focus-visible:outline-accent data-[placeholder]:text-subtle"
      >
        <RadixSelect.Value placeholder={placeholder} />
        <RadixSelect.Icon aria-hidden="true" className="text-subtle">
          ▾
        </RadixSelect.Icon>
      </RadixSelect.Trigger>
      <RadixSelect.Portal>
        <RadixSelect.Content
          position="popper"
          sideOffset={4}
          className="z-50 max-h-72 min-w-[var(--radix-select-trigger-width)] overflow-hidden rounded-xl border border-line bg-surface text-fg shadow-xl"
        >
          <RadixSelect.Viewport className="p-1">
            {options.map((o) => (
              <RadixSelect.Item
                key={o.value}
                value={o.value}
                className="flex cursor-pointer select-none items-center justify-between gap-3 rounded-lg px-3 py-2 text-sm outline-none data-[highlighted]:bg-surface-2 data-[state=checked]:font-semibold"
              >
                <RadixSelect.ItemText>{o.label}</RadixSelect.ItemText>
                {/* A dot rather than a glyph, so the option's text is exactly its label. */}
                <RadixSelect.ItemIndicator className="size-1.5 rounded-full bg-accent" />
              </RadixSelect.Item>
            ))}
          </RadixSelect.Viewport>
        </RadixSelect.Content>
      </RadixSelect.Portal>
    </RadixSelect.Root>
  );
}
