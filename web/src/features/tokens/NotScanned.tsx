import { NOT_AVAILABLE } from './format';

/** A risk no scan has given yet: "—", titled so — never a score that reads safe. */
export function NotScanned() {
  return (
    <span className="text-subtle" title="Not scanned yet">
      {NOT_AVAILABLE}
    </span>
  );
}
