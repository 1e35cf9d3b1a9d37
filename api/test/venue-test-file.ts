// A test file's venue: the real app on a LiteSVM localnet, started before the file's tests and closed after them,
// and what the trade tests check of a curve (its row in the database, its vault on chain).
import { address } from '@solana/kit';
import { curveReserveTokens } from '@solpad/core/trade';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { schema } from '../src/db';
import { createPlatformKeys } from '../src/keys';
import { startVenueTestApp, VENUE_TEST_SECRET, type VenueTestApp, type venueClient } from './trade-harness';

type VenueTestOptions = Parameters<typeof startVenueTestApp>[0];

/**
 * The file's venue test app: started in `beforeAll` (with `opts`, or what `opts()` resolves to there, for options
 * made per run such as a fresh admin wallet) and closed in `afterAll`. The object is there at once, so a client
 * (`venueClient(t)`) can be made beside it; its fields are filled when the tests run. `setupTimeoutMs`: the
 * `beforeAll` timeout, where the default is too short for the file.
 */
export function useVenueTestApp(
  opts?: VenueTestOptions | (() => Promise<VenueTestOptions>),
  setupTimeoutMs?: number,
): VenueTestApp {
  const t = {} as VenueTestApp;
  beforeAll(async () => {
    Object.assign(t, await startVenueTestApp(typeof opts === 'function' ? await opts() : opts));
  }, setupTimeoutMs);
  afterAll(() => t.close());
  return t;
}

/** A curve's row by its mint, and the check that its vault on chain holds exactly the reserves that row records. */
export function curveChecks(t: VenueTestApp, c: ReturnType<typeof venueClient>) {
  const keys = createPlatformKeys(VENUE_TEST_SECRET);
  async function curveOf(mint: string) {
    const [row] = await t.database.db.select().from(schema.curves).where(eq(schema.curves.mint, mint));
    if (!row) throw new Error('no curve');
    return row;
  }
  async function expectVaultMatchesDb(mint: string) {
    const vault = (await keys.vault(address(mint))).address;
    const curve = await curveOf(mint);
    const rent = BigInt(await c.rpc<number>('getMinimumBalanceForRentExemption', [0]));
    expect((await c.balance(vault)) - rent).toBe(curve.realSolReserves);
    expect(await c.tokenBalance(vault, mint)).toBe(curve.realTokenReserves + curveReserveTokens());
  }
  return { curveOf, expectVaultMatchesDb };
}
