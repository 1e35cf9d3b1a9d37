import { type ReactNode, useId } from 'react';

/** A titled card of a console screen: its h2 names it, `actions` (filters, buttons) sit on the right. */
export function Panel({
  title,
  actions,
  children,
}: {
  title: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section className="card min-w-0" aria-labelledby={id}>
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 id={id} className="card-title">
          {title}
        </h2>
        {actions}
      </div>
      {children}
    </section>
  );
}
