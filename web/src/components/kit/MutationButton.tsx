import type { ReactNode } from 'react';

/**
 * The button that runs one write (a TanStack mutation without variables): disabled while it runs, saying
 * `busy` meanwhile instead of its label.
 */
export function MutationButton({
  mutation,
  busy,
  className,
  children,
}: {
  mutation: { isPending: boolean; mutate: () => void };
  busy: string;
  className: string;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className={className}
      disabled={mutation.isPending}
      onClick={() => mutation.mutate()}
    >
      {mutation.isPending ? busy : children}
    </button>
  );
}
