import type { Chain, Dex, TokenCategory } from '@solpad/core/navigation';
import { TOKEN_CATEGORIES } from '@solpad/core/navigation';
import { Link } from '@tanstack/react-router';
import { TokenDetailView } from '../../features/tokens/TokenDetail';
import { TokenList } from '../../features/tokens/TokenList';
import { useDocumentTitle } from '../../lib/useDocumentTitle';

const CATEGORY_LABEL: Record<TokenCategory, string> = {
  new: 'New',
  graduating: 'Graduating',
  graduated: 'Graduated',
};

/** The venue a dex lists (DESIGN "Names used everywhere"): Pump.fun = the bonding curve, Raydium = the pool. */
function venueOf(dex: Dex | undefined): 'curve' | 'pool' | undefined {
  if (dex?.id === 'pump') return 'curve';
  if (dex?.id === 'raydium') return 'pool';
  return undefined;
}

/**
 * The token list of a chain and dex (`/tokens`, `/tokens/{chain}`, `/tokens/{chain}/{dex}`), filtered by the
 * `?category=` tab: real tokens from the API, live over `/api/ws`.
 */
export function TokenListScreen({
  chain,
  dex,
  category,
}: {
  chain: Chain;
  dex: Dex | undefined;
  category: TokenCategory | undefined;
}) {
  useDocumentTitle('Tokens');
  const where = dex ? `${chain.name} · ${dex.name}` : chain.name;
  const status = !chain.active
    ? `${chain.name} is coming soon: Solana is the only active chain.`
    : dex && !dex.active
      ? `${dex.name} listings are coming soon: Pump.fun and Raydium are live.`
      : undefined;
  const live = chain.active && (!dex || dex.active);
  return (
    <div className="flex flex-col gap-5">
      <header className="flex flex-col gap-2">
        <div className="text-subtle text-xs uppercase tracking-wider">{where}</div>
        <h1 className="font-bold text-2xl tracking-tight sm:text-3xl">Tokens</h1>
        <p className="max-w-2xl text-muted">
          {venueOf(dex) === 'pool'
            ? 'Tokens that graduated from their bonding curve and trade in a constant-product pool — live.'
            : 'Tokens on the bonding curve: new launches and tokens close to graduating — live prices, market cap and volume.'}
        </p>
      </header>
      {status && (
        <p role="note" className="rounded-xl border border-amber-500/40 bg-amber-500/10 px-4 py-3 text-sm">
          {status}
        </p>
      )}
      {live && (
        <>
          <nav aria-label="Token categories" className="flex flex-wrap gap-2">
            {TOKEN_CATEGORIES.map((c) => (
              <Link
                key={c}
                to="."
                search={{ category: c }}
                className={`rounded-full border px-3 py-1.5 text-sm transition-colors ${
                  category === c
                    ? 'border-accent bg-accent/15 text-fg'
                    : 'border-line text-muted hover:border-accent/60 hover:text-fg'
                }`}
              >
                {CATEGORY_LABEL[c]}
              </Link>
            ))}
          </nav>
          <TokenList filter={{ venue: venueOf(dex), category }} />
        </>
      )}
    </div>
  );
}

/** A token's page (`/token/{id}`, `/tokens/{id}`, `/tokens/{chain}/{dex}/{address}`). */
export function TokenDetailScreen({
  address,
  chain,
  dex,
}: {
  address: string;
  chain: Chain;
  dex: Dex | undefined;
}) {
  return <TokenDetailView address={address} eyebrow={dex ? `${chain.name} · ${dex.name}` : chain.name} />;
}
