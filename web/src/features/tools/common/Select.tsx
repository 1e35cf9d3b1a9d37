import * as RadixSelect from '@radix-ui/react-select';
import { SELECT_ITEM_CLASS, SelectShell } from '../../../components/ui/SelectShell';

/** One choice of a `Select`. */
export interface SelectOption {
  value: string;
  label: string;
}

/** A select of plain text options, tied by `id` to an outside <label>; the chosen one is marked with a dot. */
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
    <SelectShell
      id={id}
      value={value}
      onValueChange={onValueChange}
      placeholder={placeholder}
      listClassName="max-h-72"
    >
      {options.map((o) => (
        <RadixSelect.Item
          key={o.value}
          value={o.value}
          className={`${SELECT_ITEM_CLASS} data-[state=checked]:font-semibold`}
        >
          <RadixSelect.ItemText>{o.label}</RadixSelect.ItemText>
          {/* A dot rather than a glyph, so the option's text is exactly its label. */}
          <RadixSelect.ItemIndicator className="size-1.5 rounded-full bg-accent" />
        </RadixSelect.Item>
      ))}
    </SelectShell>
  );
}
