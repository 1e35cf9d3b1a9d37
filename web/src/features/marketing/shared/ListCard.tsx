import type { ReactNode } from 'react';
import type { Tone } from '../../../components/kit';
import { StatusBadge } from '../../../components/kit';
import { Progress } from '../ui';

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

/**
 * A list card's foot for a record that fills up (a raise, pledges): its figure with a count on the right, the
 * bar (`progress`, with an optional marker), and a short note below.
 */
export function CardProgress({
  figure,
  count,
  progress,
  note,
}: {
  figure: ReactNode;
  count: ReactNode;
  progress: { label: string; bps: number; marker?: number };
  note: ReactNode;
}) {
  return (
    <div className="mt-auto flex flex-col gap-1 text-sm">
      <div className="flex flex-wrap justify-between gap-2">
        <span className="tabular-nums">{figure}</span>
        <span className="text-muted">{count}</span>
      </div>
      <Progress {...progress} />
      <span className="text-muted text-xs">{note}</span>
    </div>
  );
}
