import type { ReactNode } from 'react';
import { CardSection } from '../../components/kit';

/** A section of the Coming Soon page, named by its h2 in the page's large type; `className` lays it out. */
export function SoonSection({
  title,
  titleId,
  className,
  aside,
  headerClassName,
  children,
}: {
  title: string;
  titleId: string;
  className: string;
  aside?: ReactNode;
  headerClassName?: string;
  children: ReactNode;
}) {
  return (
    <CardSection
      label={title}
      titleId={titleId}
      titleClassName="font-semibold text-xl"
      className={className}
      aside={aside}
      headerClassName={headerClassName}
    >
      {children}
    </CardSection>
  );
}
