import { LAMPORTS_PER_SOL as SOL } from '@solpad/core/constants';
// The body of a valid `POST /api/marketing/presales` for the tests that need a presale to exist (the contract
// calls, the security specs) rather than to test the presale's own rules.

/**
 * A presale of `mint` named `name`: soft and hard caps of 0.05 and 0.1 SOL, 0.01 to 0.1 SOL per wallet,
 * 10^12 base units per SOL, open from now for an hour. `more` adds or replaces fields.
 */
export function presaleRequest(mint: string, name: string, more: Record<string, string> = {}) {
  const iso = (ms: number) => new Date(Date.now() + ms).toISOString();
  return {
    mint,
    name,
    softCapLamports: (SOL / 20n).toString(),
    hardCapLamports: (SOL / 10n).toString(),
    tokensPerSol: '1000000000000',
    minContributionLamports: (SOL / 100n).toString(),
    maxContributionLamports: (SOL / 10n).toString(),
    startsAt: iso(0),
    endsAt: iso(3600_000),
    ...more,
  };
}
