// Cancel on the owner's behalf (`POST /marketing/campaigns|presales|cto/:id/cancel`): the owner's own cancel of
// the marketing service, called with the owner's address, then audited (see marketing.ts for why after).
import {
  AdminCampaignCancelResponseSchema,
  AdminCtoResponseSchema,
  AdminMarketingCancelRequestSchema,
  AdminMarketingIdParamsSchema,
  AdminPresaleResponseSchema,
} from '@solpad/core/schemas';
import { desc, eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { schema } from '../db';
import { catalogued } from '../lib/errors';
import { readJson, readParams } from '../lib/validate';
import { type AuditActor, actorOf, audited } from './audit';
import { type AdminEnv, adminApp } from './env';
import {
  adminCampaigns,
  adminCtos,
  adminPresales,
  campaignRow,
  ctoRow,
  type MarketingAdminDeps,
  presaleRow,
} from './marketing-records';

/** Who asks to cancel which record, and why. */
interface CancelRequest {
  who: AuditActor;
  target: string;
  reason: string;
}

/** How to carry out one cancel: its audit action, how to read the record's state, cancel it, describe the result. */
interface AuditedCancel<T> {
  action: 'campaign.cancel' | 'presale.cancel' | 'cto.cancel';
  read: () => Promise<{ state: string }>;
  cancel: () => Promise<T>;
  describe: (result: T | null, error: unknown) => unknown;
}

/**
 * Runs the owner's cancel, then audits it when it changed something (even if the refund or token return then
 * failed: the cancel itself stands, and the leader's pay-unpaid-releases job sends what is left unpaid once it can).
 * A refused cancel that changed nothing is not audited.
 */
async function cancelAudited<T>(
  { db }: MarketingAdminDeps,
  request: CancelRequest,
  op: AuditedCancel<T>,
): Promise<T> {
  const prior = await op.read();
  let result: T | null = null;
  let failure: unknown = null;
  try {
    result = await op.cancel();
  } catch (err) {
    failure = err;
  }
  const after = await op.read();
  if (failure === null || after.state !== prior.state) {
    await audited(db, request.who, op.action, request.target, async () => ({
      before: { state: prior.state },
      after: {
        state: after.state,
        reason: request.reason,
        ...(op.describe(result, failure) as object),
        ...(failure ? { error: failure instanceof Error ? failure.message : String(failure) } : {}),
      },
      result: undefined,
    }));
  }
  if (failure !== null) throw failure;
  return result as T;
}

/**
 * The signed-in admin, the record's id from the path and the reason from the body (the body first, as everywhere
 * in the console).
 */
async function cancelRequest(c: Context<AdminEnv>): Promise<CancelRequest> {
  const { reason } = await readJson(c, AdminMarketingCancelRequestSchema);
  const { id } = readParams(c, AdminMarketingIdParamsSchema);
  return { who: actorOf(c), target: id, reason };
}

async function cancelCampaign(deps: MarketingAdminDeps, c: Context<AdminEnv>) {
  const { db, marketing } = deps;
  const request = await cancelRequest(c);
  const id = request.target;
  const { owner } = await campaignRow(db, id);
  const done = await cancelAudited(deps, request, {
    action: 'campaign.cancel',
    read: () => campaignRow(db, id),
    // The owner's cancel: open hires cancelled, the escrow's whole ledger balance refunded to the owner.
    cancel: () => marketing.cancelCampaign(owner, id),
    describe: (r) => ({
      owner,
      refund: r?.refund
        ? {
            lamports: r.refund.lamports,
            recipient: r.refund.recipient,
            status: r.refund.status,
            signature: r.refund.signature,
          }
        : null,
    }),
  });
  const [campaign] = await adminCampaigns(deps, [await campaignRow(db, id)]);
  return c.json(AdminCampaignCancelResponseSchema.parse({ campaign, refund: done.refund }));
}

async function cancelPresale(deps: MarketingAdminDeps, c: Context<AdminEnv>) {
  const { db, marketing } = deps;
  const request = await cancelRequest(c);
  const id = request.target;
  const { owner } = await presaleRow(db, id);
  await cancelAudited(deps, request, {
    action: 'presale.cancel',
    read: () => presaleRow(db, id),
    // The creator's cancel: refused once anyone contributed; the deposited tokens go back on chain.
    cancel: () => marketing.cancelPresale(owner, id),
    describe: (r) => ({
      owner,
      tokenReturn:
        r?.payouts
          .filter((p) => p.kind === 'token_return')
          .map((p) => ({ tokens: p.tokens, status: p.status, signature: p.signature }))[0] ?? null,
    }),
  });
  const [presale] = await adminPresales(deps, [await presaleRow(db, id)]);
  return c.json(AdminPresaleResponseSchema.parse({ presale }));
}

async function cancelCto(deps: MarketingAdminDeps, c: Context<AdminEnv>) {
  const { db, community } = deps;
  const request = await cancelRequest(c);
  const id = request.target;
  const row = await ctoRow(db, id);
  // The proposer's withdrawal acts on the mint's latest proposal: an older one is closed already.
  const [latest] = await db
    .select({ id: schema.ctoCampaigns.id })
    .from(schema.ctoCampaigns)
    .where(eq(schema.ctoCampaigns.mint, row.mint))
    .orderBy(desc(schema.ctoCampaigns.createdAt))
    .limit(1);
  if (latest?.id !== id) throw catalogued('CTO__CLOSED');
  await cancelAudited(deps, request, {
    action: 'cto.cancel',
    read: () => ctoRow(db, id),
    cancel: () => community.cancelCto(row.proposer, row.mint),
    describe: () => ({ proposer: row.proposer, mint: row.mint }),
  });
  const [cto] = await adminCtos(deps, [await ctoRow(db, id)]);
  return c.json(AdminCtoResponseSchema.parse({ cto }));
}

/** The three cancels on the owner's behalf. */
export function marketingCancelRoutes(deps: MarketingAdminDeps) {
  return adminApp()
    .post('/marketing/campaigns/:id/cancel', (c) => cancelCampaign(deps, c))
    .post('/marketing/presales/:id/cancel', (c) => cancelPresale(deps, c))
    .post('/marketing/cto/:id/cancel', (c) => cancelCto(deps, c));
}
