// The shown status of campaigns and presales as SQL conditions: what core/marketing's `campaignPhase` and
// `presalePhase` compute for one record, for the lists, the admin console and the deadline job to filter on.
import type { CampaignStatus, PresaleStatus } from '@solpad/core/schemas';
import { and, eq, lte, or, type SQL, sql } from 'drizzle-orm';
import { schema } from '../db';

/** SOL a presale has raised so far (its contributions), as a subquery on `presales`. */
export const presaleRaisedSql = sql`(select coalesce(sum(${schema.presaleContributions.lamports}), 0) from ${schema.presaleContributions} where ${schema.presaleContributions.presaleId} = ${schema.presales.id})`;

/** Campaigns whose status at `t` is `status`. */
export function campaignStatusIs(status: CampaignStatus, t: Date): SQL | undefined {
  const c = schema.campaigns;
  switch (status) {
    case 'pending_payment':
    case 'cancelled':
      return eq(c.state, status);
    case 'scheduled':
      return and(eq(c.state, 'funded'), sql`${c.startsAt} > ${t}`);
    case 'active':
      return and(eq(c.state, 'funded'), lte(c.startsAt, t), sql`${c.endsAt} > ${t}`);
    case 'ended':
      return and(eq(c.state, 'funded'), lte(c.endsAt, t));
    default: {
      const never: never = status;
      return never;
    }
  }
}

/** Presales whose status at `t` is `status` (`ended`: past the end, or the hard cap reached). */
export function presaleStatusIs(status: PresaleStatus, t: Date): SQL | undefined {
  const p = schema.presales;
  switch (status) {
    case 'pending_deposit':
    case 'finalizing':
    case 'succeeded':
    case 'failed':
    case 'cancelled':
      return eq(p.state, status);
    case 'upcoming':
      return and(eq(p.state, 'open'), sql`${p.startsAt} > ${t}`);
    case 'live':
      return and(
        eq(p.state, 'open'),
        lte(p.startsAt, t),
        sql`${p.endsAt} > ${t}`,
        sql`${presaleRaisedSql} < ${p.hardCapLamports}`,
      );
    case 'ended':
      return and(eq(p.state, 'open'), or(lte(p.endsAt, t), sql`${presaleRaisedSql} >= ${p.hardCapLamports}`));
    default: {
      const never: never = status;
      return never;
    }
  }
}
