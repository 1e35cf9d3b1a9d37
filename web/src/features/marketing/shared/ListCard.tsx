import type { Tone } from '../../../components/kit';
import { StatusBadge } from '../../../components/kit';

/** The classes of a list's card, a link to its record: a full-height card that lights up on hover. */
export const CARD_LINK_CLASS = 'card flex h-full flex-col gap-3 transition-colors hover:border-accent/60';

/** A list card's first row: the record's name, and its status as a badge on the right. */
export function CardHead({ title, tone, status }: { title: string; tone: Tone; status: string }) {
  return (
    <div className="flex items-start justify-between gap-2">
      <span className="min-w-0 break-words font-semibold">{title}</span>
      <StatusBadge tone={tone}>{status}</StatusBadge>
    </div>
  );
}
