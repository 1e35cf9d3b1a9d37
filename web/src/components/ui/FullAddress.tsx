import { CopyButton } from './CopyButton';

/** What {@link FullAddress} shows. */
interface FullAddressProps {
  address: string;
  /** The copy button's accessible name ("Copy escrow address"). */
  copyLabel: string;
  testId?: string;
  /** The text's size (and its growth in a row); `text-xs` unless given. */
  className?: string;
}

/**
 * An address written out in full, in the monospace font and free to wrap anywhere, with its copy button after
 * it: a record's one address of note (an escrow, a contract). The many addresses of a list are shortened instead.
 */
export function FullAddress({ address, copyLabel, testId, className = 'text-xs' }: FullAddressProps) {
  return (
    <>
      <code className={`min-w-0 break-all font-mono ${className}`} data-testid={testId}>
        {address}
      </code>
      <CopyButton text={address} label={copyLabel} />
    </>
  );
}
