import type { SectionLook } from '../../components/kit';

/** The Coming Soon page's sections: each named by its h2 in the page's large type, on a card or as a band. */
export const SOON_SECTION = {
  card: { titleClassName: 'font-semibold text-xl', className: 'card flex flex-col gap-3' },
  band: { titleClassName: 'font-semibold text-xl', className: 'flex flex-col gap-4' },
} satisfies Record<string, SectionLook>;
