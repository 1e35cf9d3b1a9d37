/**
 * Token launch: one transaction the creator signs (with the mint's key, which the client generates so it can
 * grind a vanity address), then indexing once it landed.
 *
 * The kit-idiomatic split of signatures: the client sends the mint's address; the API compiles the whole
 * message with the creator as fee payer and the creator and mint as noop signers, signs it with the platform's
 * keys it needs (the curve vault, only when the launch carries an initial buy whose tokens leave the vault) and
 * returns the partially signed wire transaction. The client adds the mint's signature with
 * `partiallySignTransaction([mintKeyPair], tx)` and the wallet signs and sends. Any change to the message would
 * invalidate the vault's signature, and confirmation matches the landed message's hash with the prepared one.
 *
 * What the transaction does, in order: create the mint account (Token-2022, rent for the metadata included),
 * MetadataPointer → the mint itself (no pointer authority), InitializeMint2 (6 decimals, creator as mint
 * authority for the next instructions only, no freeze authority), TokenMetadata (name, symbol, uri → the API's
 * JSON), metadata update authority removed (immutable metadata), fund the vault's rent-exempt minimum, create the
 * vault's token account and mint the whole supply (1,000,000,000) into it, revoke the mint authority, pay the
 * platform fee to the treasury, and the optional initial buy on the fresh curve.
 */
import { eq } from 'drizzle-orm';
import { schema } from '../db';
import { type AppDeps, perApp } from '../deps';
import { catalogued } from '../lib/errors';
import { type MarketService, marketService } from '../trade/service';
import { fetchLanded } from '../trade/tx';
import { indexLanded, type TokenRow } from './index-launch';
import type { LaunchDeps } from './launch-deps';
import { type PrepareRequest, prepareLaunch } from './prepare';

export { metadataUri } from './prepare';

/** The launch service of an app. */
export type LaunchService = ReturnType<typeof createLaunchService>;
/** The app's one launch service (registers its indexer with the market service). */
export const launchService = perApp((deps) => createLaunchService(deps, marketService(deps)));

/** `POST /api/launch/confirm`: verifies the launch on chain and indexes the token (idempotent). */
async function confirmLaunch(deps: LaunchDeps, signature: string): Promise<TokenRow> {
  const { db, market } = deps;
  const [known] = await db.select().from(schema.tokens).where(eq(schema.tokens.launchSignature, signature));
  if (known) return known;
  const landed = await fetchLanded(market.rpc, signature);
  if (!landed) throw catalogued('LAUNCH__NOT_FOUND');
  if (!landed.succeeded) throw catalogued('LAUNCH__FAILED');
  const token = await indexLanded(deps, landed);
  if (!token) throw catalogued('LAUNCH__NOT_A_LAUNCH');
  if (token.launchSignature !== signature) throw catalogued('LAUNCH__ALREADY_INDEXED');
  return token;
}

function createLaunchService(deps: AppDeps, market: MarketService) {
  const launch: LaunchDeps = { db: deps.database.db, events: deps.events, logger: deps.logger, market };
  market.onLanded(async (landed) => (await indexLanded(launch, landed)) !== null);
  return {
    prepare: (req: PrepareRequest, baseUrl: string) => prepareLaunch(launch, req, baseUrl),
    confirm: (signature: string) => confirmLaunch(launch, signature),
  };
}
