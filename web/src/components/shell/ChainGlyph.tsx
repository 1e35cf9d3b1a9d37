/**
 * The chain and dex glyphs of the Chains tree: a coloured disc with a small white mark drawn here as one path
 * (simple original shapes on a 20×20 grid, no brand artwork and no image requests). Decorative: the name is
 * beside it.
 */
const GLYPHS: Record<string, { disc: string; d: string }> = {
  // Three slanted bars.
  solana: {
    disc: 'bg-gradient-to-br from-violet-500 to-emerald-400',
    d: 'M6.5 5.5h9l-2 2h-9zM4.5 9h9l2 2h-9zM6.5 12.5h9l-2 2h-9z',
  },
  // A diamond split at its waist.
  ethereum: {
    disc: 'bg-indigo-500',
    d: 'M10 3.5l4.5 7-4.5 2.6-4.5-2.6zM10 14.2l4.5-2.6-4.5 5-4.5-5z',
  },
  // A disc with a bar cut from its left edge.
  base: {
    disc: 'bg-blue-600',
    d: 'M10 4.5a5.5 5.5 0 1 1-5.45 6.25H12v-1.5H4.55A5.5 5.5 0 0 1 10 4.5z',
  },
  // Two crossing strokes rising to a peak.
  arbitrum: {
    disc: 'bg-sky-600',
    d: 'M10 3.5l6 11h-2.6L10 8.2l-3.4 6.3H4zM8.6 14.5l1.4-2.6 1.4 2.6z',
  },
  // A capital B with a stroke through it, drawn as outlines.
  bitcoin: {
    disc: 'bg-orange-500',
    d: 'M7 4.5h1.5V3.5h1.3v1h1a2.6 2.6 0 0 1 1.9 4.4 2.8 2.8 0 0 1-1.4 5.6h-1.5v1h-1.3v-1H7zM8.8 6.2v2.7h2a1.35 1.35 0 0 0 0-2.7zM8.8 10.4v2.5h2.4a1.25 1.25 0 0 0 0-2.5z',
  },
  // A drop of water.
  sui: {
    disc: 'bg-cyan-500',
    d: 'M10 3.5c2.5 3.2 4.5 5.6 4.5 8a4.5 4.5 0 0 1-9 0c0-2.4 2-4.8 4.5-8z',
  },
  // A capsule, tilted.
  pump: {
    disc: 'bg-emerald-500',
    d: 'M12.1 4.4a3 3 0 0 1 4.2 4.2l-7.7 7.7a3 3 0 0 1-4.2-4.2zM8.2 8.3l3.5 3.5 3.2-3.2a1.2 1.2 0 0 0 0-1.7l-1.8-1.8a1.2 1.2 0 0 0-1.7 0z',
  },
  // A hexagon ring.
  raydium: {
    disc: 'bg-purple-600',
    d: 'M10 3.5l5.6 3.25v6.5L10 16.5l-5.6-3.25v-6.5zM10 5.8L6.4 7.9v4.2L10 14.2l3.6-2.1V7.9z',
  },
  // A comet: a head and its tail.
  meteora: {
    disc: 'bg-orange-600',
    d: 'M12.5 9.5a3 3 0 1 1-3 3zM4 4.5l7.2 4.3-1.6 1.6zM7.5 3.8l4.8 4.1-1 .5zM3.8 7.6l5.4 3.2-.6 1z',
  },
  // A fin above a wave.
  orca: {
    disc: 'bg-yellow-500',
    d: 'M11 3.5c.3 3 1.6 5.2 4 6.5H6c2.4-1 4.2-3.3 5-6.5zM4 12.5c2 0 2-1.2 3-1.2s1 1.2 3 1.2 2-1.2 3-1.2 1 1.2 3 1.2V14c-2 0-2-1.2-3-1.2s-1 1.2-3 1.2-2-1.2-3-1.2-1 1.2-3 1.2z',
  },
  // A flask.
  dexlab: {
    disc: 'bg-teal-600',
    d: 'M8 3.5h4V5h-.6v3.4l4 6.3a1.2 1.2 0 0 1-1 1.8H5.6a1.2 1.2 0 0 1-1-1.8l4-6.3V5H8z',
  },
  // A rocket's body and fins.
  launchlab: {
    disc: 'bg-pink-600',
    d: 'M10 3c2 1.6 3 3.8 3 6.5v3.5H7V9.5C7 6.8 8 4.6 10 3zM7 10.5l-2.5 2.5v2h2.5zM13 10.5l2.5 2.5v2H13zM9 14h2v3H9z',
  },
  // A bolt.
  fluxbeam: {
    disc: 'bg-blue-500',
    d: 'M11.5 3L5.5 11h4l-1 6 6-8h-4z',
  },
};

/** A chain's or dex's glyph: decorative, its name is written beside it. */
export function ChainGlyph({ icon, small }: { icon: string; name?: string; small?: boolean }) {
  const glyph = GLYPHS[icon];
  return (
    <span
      aria-hidden="true"
      data-glyph={icon}
      className={`flex shrink-0 items-center justify-center rounded-full text-white ${small ? 'size-4' : 'size-5'} ${glyph?.disc ?? 'bg-zinc-500'}`}
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 20 20"
        className="size-full"
        fill="currentColor"
        fillRule="evenodd"
      >
        {glyph ? <path d={glyph.d} /> : <circle cx="10" cy="10" r="3" />}
      </svg>
    </span>
  );
}
