import * as Tabs from '@radix-ui/react-tabs';
import { parseUsdBound } from '@solpad/core/scanner';
import type { ScanFilters } from '@solpad/core/schemas';
import { CardSection } from '../../components/kit';
import { TabBar } from '../../components/ui/TabBar';

const FILTER_TABS = { risk: 'Risk', market: 'Market', technical: 'Technical', social: 'Social' };

/** The spec's check boxes (§2), each with what its check rests on (a scan passes only when the check passed). */
const RISK_BOXES: {
  key: 'verified' | 'noHoneypot' | 'noRugPull' | 'contractVerified';
  label: string;
  hint: string;
}[] = [
  { key: 'verified', label: 'Verified Only', hint: 'metadata locked, or a known program' },
  { key: 'noHoneypot', label: 'No Honeypot', hint: 'no sell blocker on the mint' },
  { key: 'noRugPull', label: 'No Rug Pull Risk', hint: 'no rug signals, none unknown' },
  { key: 'contractVerified', label: 'Contract Verified', hint: 'standard token program, or a known program' },
];

function BoundInput({
  id,
  label,
  value,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (v: string) => void;
}) {
  const invalid = parseUsdBound(value) === undefined;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-muted text-xs">
        {label}
      </label>
      <input
        id={id}
        type="text"
        inputMode="decimal"
        className="input"
        placeholder="e.g. 100K"
        value={value}
        aria-invalid={invalid}
        aria-describedby={invalid ? `${id}-error` : undefined}
        onChange={(e) => onChange(e.target.value)}
      />
      {invalid && (
        <p id={`${id}-error`} className="text-red-600 text-xs dark:text-red-400">
          Enter a number such as 250000, 250K or 1.5M
        </p>
      )}
    </div>
  );
}

/** The Advanced Filters card (spec §2): Risk, Market, Technical and Social tabs; applied to Recent Scans. */
export function FiltersCard({
  filters,
  onChange,
  shown,
  total,
}: {
  filters: ScanFilters;
  onChange: (f: ScanFilters) => void;
  shown: number;
  total: number;
}) {
  return (
    <CardSection
      label="Advanced Filters"
      titleId="advanced-filters"
      className="card flex flex-col gap-3"
      headerClassName="flex flex-wrap items-baseline justify-between gap-2"
      aside={
        <p className="text-muted text-xs" data-testid="filters-summary">
          Showing {shown} of {total} recent scans
        </p>
      }
    >
      <Tabs.Root defaultValue="risk" className="flex flex-col gap-3">
        <TabBar label="Filter groups" tabs={FILTER_TABS} layout="fill" />
        <Tabs.Content value="risk" className="grid gap-2 sm:grid-cols-2">
          {RISK_BOXES.map((b) => (
            <label
              key={b.key}
              className="flex cursor-pointer items-center gap-2 rounded-lg border border-line px-3 py-2 text-sm"
            >
              <input
                type="checkbox"
                className="size-4 accent-violet-600"
                checked={filters[b.key]}
                onChange={(e) => onChange({ ...filters, [b.key]: e.target.checked })}
              />
              <span className="flex flex-col">
                {b.label}
                <span className="text-subtle text-xs">{b.hint}</span>
              </span>
            </label>
          ))}
        </Tabs.Content>
        <Tabs.Content value="market" className="grid gap-3 sm:grid-cols-2">
          <BoundInput
            id="filter-min-cap"
            label="Min Market Cap (USD)"
            value={filters.minMarketCap}
            onChange={(v) => onChange({ ...filters, minMarketCap: v })}
          />
          <BoundInput
            id="filter-max-cap"
            label="Max Market Cap (USD)"
            value={filters.maxMarketCap}
            onChange={(v) => onChange({ ...filters, maxMarketCap: v })}
          />
        </Tabs.Content>
        <Tabs.Content
          value="technical"
          className="rounded-lg border border-line border-dashed p-4 text-center text-muted text-sm"
        >
          Technical filters are coming soon.
        </Tabs.Content>
        <Tabs.Content
          value="social"
          className="rounded-lg border border-line border-dashed p-4 text-center text-muted text-sm"
        >
          Social filters are coming soon.
        </Tabs.Content>
      </Tabs.Root>
    </CardSection>
  );
}
