import type { SectionLook } from '../../../components/kit';

/** How the tool screens' titled sections look. */
export const TOOL_SECTION = {
  /** A working card (the explorer, a token picker, a simulation). */
  card: { className: 'card flex flex-col gap-4', titleClassName: 'font-semibold text-lg' },
  /** A band of the page without a card of its own (a choice of DEX, a roadmap, the developer tools). */
  band: { className: 'flex flex-col gap-3', titleClassName: 'font-semibold text-lg' },
  /** A card of the side column (status, guides, recent activity). */
  side: { className: 'card flex flex-col gap-3', titleClassName: 'card-title' },
} satisfies Record<string, SectionLook>;
