import type { ReactNode } from 'react';
import { CardSection } from '../../../components/kit';

/** A tool screen's kinds of section. */
export type ToolSectionLook = 'card' | 'band' | 'side';

/** How each kind looks: the section's classes and its heading's. */
const LOOKS: Record<ToolSectionLook, { className: string; titleClassName: string }> = {
  /** A working card (the explorer, a token picker, a simulation). */
  card: { className: 'card flex flex-col gap-4', titleClassName: 'font-semibold text-lg' },
  /** A band of the page without a card of its own (a choice of DEX, a roadmap, the developer tools). */
  band: { className: 'flex flex-col gap-3', titleClassName: 'font-semibold text-lg' },
  /** A card of the side column (status, guides, recent activity). */
  side: { className: 'card flex flex-col gap-3', titleClassName: 'card-title' },
};

/** A section of a tool screen, named by its h2; `aside` (a badge, the wallet) stands on the title's right. */
export function ToolSection({
  title,
  titleId,
  look = 'card',
  aside,
  testId,
  children,
}: {
  title: string;
  titleId: string;
  look?: ToolSectionLook;
  aside?: ReactNode;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <CardSection label={title} titleId={titleId} aside={aside} testId={testId} {...LOOKS[look]}>
      {children}
    </CardSection>
  );
}
