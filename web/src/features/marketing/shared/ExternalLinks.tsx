import { type FieldWiring, InputField } from '../../../components/kit';

/** The project links a presale or a takeover may carry, in the order shown. */
export const LINKS = [
  ['website', 'Website'],
  ['x', 'X'],
  ['telegram', 'Telegram'],
] as const;

/** The links' keys, as the create forms name their fields. */
export type LinkKey = (typeof LINKS)[number][0];

/**
 * The rows of a details list (`dl`) for the links that are set: the site's name, then the address, opened in
 * a new tab without handing the page a reference back.
 */
export function LinkRows({ links }: { links: Partial<Record<LinkKey, string | undefined>> }) {
  return LINKS.map(([k, label]) => {
    const href = links[k];
    return href ? (
      <div key={k} className="contents">
        <dt className="text-muted">{label}</dt>
        <dd className="min-w-0 truncate">
          <a className="text-accent hover:underline" href={href} target="_blank" rel="noopener noreferrer">
            {href}
          </a>
        </dd>
      </div>
    ) : null;
  });
}

/** A create form's optional link fields, one a link; `wire` wires each to the form (id, error, value, edit). */
export function LinkFields({
  wire,
  placeholder,
}: {
  wire: (k: LinkKey) => FieldWiring;
  placeholder?: string;
}) {
  return (
    <div className="grid gap-4 md:grid-cols-3">
      {LINKS.map(([k, label]) => (
        <InputField key={k} label={`${label} (optional)`} type="url" placeholder={placeholder} {...wire(k)} />
      ))}
    </div>
  );
}
