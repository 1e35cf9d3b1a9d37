/** Brand-ish colours of the chain and dex glyphs (a coloured disc with the initial: no image requests). */
const COLOURS: Record<string, string> = {
  solana: 'bg-gradient-to-br from-violet-500 to-emerald-400',
  ethereum: 'bg-indigo-500',
  base: 'bg-blue-600',
  arbitrum: 'bg-sky-600',
  bitcoin: 'bg-orange-500',
  sui: 'bg-cyan-500',
  pump: 'bg-emerald-500',
  raydium: 'bg-purple-600',
  meteora: 'bg-orange-600',
  orca: 'bg-yellow-500',
  dexlab: 'bg-teal-600',
  launchlab: 'bg-pink-600',
  fluxbeam: 'bg-blue-500',
};

/** A chain's or dex's glyph: decorative, its name is written beside it. */
export function ChainGlyph({ icon, name, small }: { icon: string; name: string; small?: boolean }) {
  return (
    <span
      aria-hidden="true"
      className={`flex shrink-0 items-center justify-center rounded-full font-bold text-white ${small ? 'size-4 text-[8px]' : 'size-5 text-[10px]'} ${COLOURS[icon] ?? 'bg-zinc-500'}`}
    >
      {name.charAt(0)}
    </span>
  );
}
