import type { MintFacts } from '@solpad/core/token-tools';

/** The Token-2022 extensions a mint really has, each with its decoded fields (explorer and Modify Token). */
export function MintExtensionList({ mint }: { mint: MintFacts }) {
  if (mint.extensions.length === 0) {
    return (
      <p className="text-muted text-sm" data-testid="mint-extensions">
        {mint.program === 'token' ? 'None: SPL Token mints have no extensions.' : 'None.'}
      </p>
    );
  }
  return (
    <ul className="flex flex-col gap-2" data-testid="mint-extensions">
      {mint.extensions.map((e) => (
        <li key={`${e.type}-${e.name}`} className="rounded-xl border border-line bg-surface-2 p-3">
          <p className="font-medium text-sm">{e.name}</p>
          <DetailPairs details={e.details} className="mt-1" />
        </li>
      ))}
    </ul>
  );
}

/**
 * Decoded label/value pairs (an extension's fields, an instruction's accounts and amounts) as a two-column
 * list, each value in full on hover; nothing when there are none.
 */
export function DetailPairs({
  details,
  className,
}: {
  details: readonly { label: string; value: string }[];
  className: string;
}) {
  if (details.length === 0) return null;
  return (
    <dl className={`${className} grid gap-x-4 gap-y-1 text-xs sm:grid-cols-2`}>
      {details.map((d) => (
        <div key={d.label} className="flex min-w-0 gap-2">
          <dt className="text-muted">{d.label}</dt>
          <dd className="truncate font-mono" title={d.value}>
            {d.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
