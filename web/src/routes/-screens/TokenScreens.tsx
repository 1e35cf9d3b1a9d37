import type { Chain, Dex, TokenCategory } from '@solpad/core/navigation';
import { TOKEN_CATEGORIES } from '@solpad/core/navigation';
import { Link } from '@tanstack/react-router';
import { BeingBuilt } from '../../components/shell/BeingBuilt';
import { CopyButton } from '../../components/ui/CopyButton';

const CATEGORY_LABEL: Record<TokenCategory, string> = {
  new: 'New',
  graduating: 'Graduating',
  graduated: 'Graduated',
};

/**
 * The token list of a chain and dex (`/tokens`, `/tokens/{chain}`, `/tokens/{chain}/{dex}`). The category
 * tabs already drive the `?category=` search param the list will read.
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
  const where = dex ? `${chain.name} · ${dex.name}` : chain.name;
  const status = !chain.active
    ? `${chain.name} is coming soon: Solana is the only active chain.`
    : dex && !dex.active
      ? `${dex.name} listings are coming soon: Pump.fun and Raydium are live.`
      : undefined;
  return (
    <BeingBuilt
      eyebrow={where}
      title="Tokens"
      description="Every token on the venue: new launches, tokens close to graduating from their bonding curve, and graduated tokens trading in a pool — with price, market cap and volume, live."
    >
      {status && (
        <p role="note" className="rounded-xl border border-amber-500/40 bg-amber-500/10 px-4 py-3 text-sm">
          {status}
        </p>
      )}
      {chain.active && (!dex || dex.active) && (
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
      )}
    </BeingBuilt>
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
  return (
    <BeingBuilt
      eyebrow={dex ? `${chain.name} · ${dex.name}` : chain.name}
      title="Token"
      description="The token's chart, trades, holders and risk report, with buy and sell on its venue."
    >
      <section aria-label="Token address" className="card flex flex-wrap items-center gap-3">
        <span className="stat-label">Mint</span>
        <code data-testid="token-address" className="min-w-0 flex-1 break-all font-mono text-sm">
          {address}
        </code>
        <CopyButton text={address} label="Copy token address" />
      </section>
    </BeingBuilt>
  );
}
