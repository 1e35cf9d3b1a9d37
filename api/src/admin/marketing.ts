/**
 * Marketing moderation (console section "marketing"): campaigns, presales, CTO campaigns and KOL profiles with
 * filters; hide / show any of the four in the public lists; cancel a campaign, presale or CTO campaign on its
 * owner's behalf.
 *
 * Hiding is a database flag (`hidden`, with the reason), changed and audited in one transaction, by one handler
 * for the four kinds. The public lists (`GET /api/marketing/campaigns|presales|cto|kols`) leave hidden rows out;
 * a hidden record's own page stays reachable by id, as a hidden token's does, so nobody loses the way to their
 * money. A hidden KOL profile cannot be newly hired (its hires already under way go on).
 *
 * Cancelling moves money, so it never edits a balance here: it calls the owner's own cancel of the marketing
 * service with the owner's address (same rules, same escrow ledger, same on-chain refund and its exactly-once
 * payout rows). The service runs its own transactions and sends the refund on chain, so the audit row cannot
 * share its database transaction: it is written right after, with the state before and after and the refund
 * (signature and status), and also when the cancel went through but the refund could not be sent yet (the
 * owner or an admin cancelling again retries it, as for the owner's cancel). A refused cancel (409) changes
 * nothing and writes nothing.
 */
import { communityService } from '../marketing/community';
import { marketingService } from '../marketing/service';
import { type AdminDeps, adminApp } from './env';
import { marketingCancelRoutes } from './marketing-cancel';
import { marketingListRoutes } from './marketing-lists';
import { moderationRoutes } from './marketing-moderation';
import type { MarketingAdminDeps } from './marketing-records';

/** The marketing moderation endpoints (mounted under the one guarded admin router). */
export function marketingAdminRoutes(deps: AdminDeps) {
  const marketing = marketingService(deps);
  const ctx: MarketingAdminDeps = {
    db: deps.database.db,
    marketing,
    community: communityService(deps, marketing),
    now: () => new Date(marketing.now()),
  };
  return adminApp()
    .route('/', moderationRoutes(ctx))
    .route('/', marketingListRoutes(ctx))
    .route('/', marketingCancelRoutes(ctx));
}
