import type { ReactNode } from 'react';
import { CardSection } from '../../../components/kit';

/** A tool screen's working card (the explorer, a token picker, a simulation): its h2 in the tools' larger type. */
export function ToolCard({
  title,
  titleId,
  aside,
  children,
}: {
  title: string;
  titleId: string;
  /** A badge or the connected wallet, on the title's right. */
  aside: ReactNode;
  children: ReactNode;
}) {
  return (
    <CardSection
      label={title}
      titleId={titleId}
      titleClassName="font-semibold text-lg"
      className="card flex flex-col gap-4"
      aside={aside}
    >
      {children}
    </CardSection>
  );
}
