/**
 * CTO campaigns and KOL profiles: no escrow, but every fact that can be checked on chain is.
 *
 * CTO (community takeover): a proposal for a mint that exists on chain (SPL Token or Token-2022, read when
 * proposed, its supply recorded). Holders pledge once each; a pledge weighs the pledger's token balance read from
 * the chain at that moment (a wallet without tokens cannot pledge). The proposal succeeds as soon as the pledged
 * weight reaches `supply × thresholdBps / 10 000`, expires at `endsAt` if it has not, and can be withdrawn by its
 * proposer while open. One open proposal per mint.
 *
 * KOL profiles: one per wallet, edited only by it. Hires (campaign side) are in service.ts.
 *
 * Moderation (api/src/admin/marketing.ts): a CTO campaign or KOL profile an admin hid is left out of the public
 * lists, as hidden campaigns and presales are; its own page stays reachable (by mint, by id). The one exception is
 * the owner's own profile lookup (`?owner=`, how /kols-creator finds the wallet's profile): an exact match on one
 * wallet, as public as the page by id, so the owner still sees and edits their hidden profile.
 */
import type { AppDeps } from '../deps';
import type { CommunityDeps } from './community-deps';
import { cancelCto, createCto, ctoDetail, listCtos, pledge, toCtos } from './cto';
import { createKol, kol, kolPastHires, listKols, toKols, updateKol } from './kol-profiles';
import type { MarketingService } from './service';

/** CTO and KOL operations of one app. */
export function communityService(deps: AppDeps, marketing: MarketingService) {
  const community: CommunityDeps = {
    db: deps.database.db,
    now: marketing.now,
    rpc: marketing.rpc,
    marketing,
  };
  const bind =
    <A extends unknown[], R>(fn: (deps: CommunityDeps, ...args: A) => R) =>
    (...args: A): R =>
      fn(community, ...args);
  return {
    toCtos: bind(toCtos),
    listCtos: bind(listCtos),
    ctoDetail: bind(ctoDetail),
    createCto: bind(createCto),
    pledge: bind(pledge),
    cancelCto: bind(cancelCto),
    toKols: bind(toKols),
    listKols: bind(listKols),
    kol: bind(kol),
    createKol: bind(createKol),
    updateKol: bind(updateKol),
    kolPastHires: bind(kolPastHires),
  };
}
