import { Fragment, type ReactNode } from 'react';

/** What {@link CardSection} takes. */
export interface CardSectionProps {
  label: string;
  title?: ReactNode;
  titleId?: string;
  level?: 'h2' | 'h3';
  titleClassName?: string;
  className?: string;
  aside?: ReactNode;
  headerClassName?: string;
  testId?: string;
  /** The look its screen gives its sections; a class given here besides wins over the look's. */
  look?: SectionLook;
  children: ReactNode;
}

/** A screen's look for its titled sections: the heading's level and classes, the section's, the header row's. */
export type SectionLook = Pick<
  CardSectionProps,
  'level' | 'titleClassName' | 'className' | 'headerClassName'
>;

/**
 * A titled section of a screen (a card unless `className` says otherwise), named `label` for assistive tech; its
 * title (the label unless given, none with `title={null}`) heads it as an h2 (`level` for an h3). With `titleId`
 * the heading carries that id and names the section (`aria-labelledby`). `aside` (a badge, a toggle, a count)
 * stands on the heading's right, the two in a `headerClassName` row.
 */
export function CardSection({ look, ...props }: CardSectionProps) {
  const {
    label,
    title = label,
    titleId,
    level: Heading = 'h2',
    titleClassName = 'card-title',
    className = 'card flex flex-col gap-3 text-sm',
    aside,
    headerClassName = 'flex flex-wrap items-center justify-between gap-2',
    testId,
    children,
  } = { ...look, ...props };
  const named = titleId && title !== null ? { 'aria-labelledby': titleId } : { 'aria-label': label };
  const heading = title !== null && (
    <Heading id={titleId} className={titleClassName}>
      {title}
    </Heading>
  );
  return (
    <section {...named} className={className} data-testid={testId}>
      {aside === undefined ? (
        heading
      ) : (
        <div className={headerClassName}>
          {heading}
          {aside}
        </div>
      )}
      {children}
    </section>
  );
}

/** A record's label/value rows, two columns: use {@link DetailRow} inside. */
export function DetailList({ children }: { children: ReactNode }) {
  return <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">{children}</dl>;
}

/** One label/value row of a {@link DetailList}. */
export function DetailRow({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <>
      <dt className="text-muted">{label}</dt>
      <dd className={className}>{children}</dd>
    </>
  );
}

/**
 * One labelled fact of a `dl` of facts (a scan report's, an explorer report's, a token's header): the label over
 * the value. `valueClassName` sets the value's weight and size; `mono` sets it in the monospace font.
 */
export function Fact({
  label,
  value,
  testId,
  mono = false,
  valueClassName = 'min-w-0 break-words font-semibold text-fg text-sm',
}: {
  label: string;
  value: ReactNode;
  testId?: string;
  mono?: boolean;
  valueClassName?: string;
}) {
  return (
    <div className="flex min-w-0 flex-col gap-0.5">
      <dt className="stat-label">{label}</dt>
      <dd data-testid={testId} className={mono ? `${valueClassName} font-mono` : valueClassName}>
        {value}
      </dd>
    </div>
  );
}

/** A short scrolling list (wallets, contributors), or `empty` while it has none. */
export function ScrollList<T>({
  items,
  itemKey,
  empty,
  className = 'flex max-h-64 flex-col gap-1 overflow-auto',
  children,
}: {
  items: readonly T[];
  itemKey: (item: T) => string;
  empty: ReactNode;
  className?: string;
  /** One item's `li`. */
  children: (item: T) => ReactNode;
}) {
  if (items.length === 0) return <p className="text-muted">{empty}</p>;
  return (
    <ul className={className}>
      {items.map((item) => (
        <Fragment key={itemKey(item)}>{children(item)}</Fragment>
      ))}
    </ul>
  );
}

/** A line of a money list: what on the left, the amount and its status badge on the right. */
export function AmountRow({
  testId,
  what,
  amount,
  status,
}: {
  testId?: string;
  what: ReactNode;
  amount: ReactNode;
  status: string;
}) {
  return (
    <li className="flex flex-wrap justify-between gap-2" data-testid={testId}>
      <span>{what}</span>
      <span className="tabular-nums">
        {amount} <span className="badge text-muted">{status}</span>
      </span>
    </li>
  );
}

/** A section's headline figure (a labelled big number) with how it stands on the right. */
export function Headline({
  label,
  testId,
  value,
  asideTestId,
  aside,
}: {
  label: string;
  testId: string;
  value: ReactNode;
  asideTestId?: string;
  aside: ReactNode;
}) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-2">
      <div>
        <span className="stat-label">{label}</span>
        <p className="font-bold text-2xl tabular-nums" data-testid={testId}>
          {value}
        </p>
      </div>
      <span className="text-muted text-sm tabular-nums" data-testid={asideTestId}>
        {aside}
      </span>
    </div>
  );
}
