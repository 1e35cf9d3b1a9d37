// The moderation lists (`GET /marketing/campaigns|presales|cto|kols`): every record, hidden ones included, with
// filters, newest first, cursor-paged.
import {
  AdminCampaignListQuerySchema,
  AdminCampaignListSchema,
  AdminCtoListQuerySchema,
  AdminCtoListSchema,
  AdminKolListQuerySchema,
  AdminKolListSchema,
  AdminPresaleListQuerySchema,
  AdminPresaleListSchema,
  type Cto,
} from '@solpad/core/schemas';
import { and, desc, eq, ilike, lte, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { schema } from '../db';
import { campaignStatusIs, presaleStatusIs } from '../marketing/status-sql';
import { decodeCursor, encodeCursor, likeEscape } from './cursor';
import { adminApp, readFilters } from './env';
import type { ModeratedTable } from './marketing-moderation';
import {
  adminCampaigns,
  adminCtos,
  adminKols,
  adminPresales,
  type MarketingAdminDeps,
} from './marketing-records';

/** `(createdAt, id) < cursor` for a list ordered by both, newest first. */
function before(createdAt: AnyPgColumn, id: AnyPgColumn, cursor: string | undefined): SQL | undefined {
  if (!cursor) return undefined;
  const p = decodeCursor(cursor);
  return sql`(${createdAt}, ${id}) < (${p.at}::timestamptz, ${p.id}::uuid)`;
}

/** Part of a name (any case) or of an address. */
function matches(q: string | undefined, ...columns: AnyPgColumn[]): SQL | undefined {
  if (!q) return undefined;
  const pattern = `%${likeEscape(q)}%`;
  return or(...columns.map((c) => ilike(c, pattern)));
}

/** One page of rows plus the cursor of the next (null on the last page). */
function paged<R extends { createdAt: Date; id: string }>(rows: R[], limit: number) {
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  return { page, nextCursor: rows.length > limit && last ? encodeCursor(last.createdAt, last.id) : null };
}

/** The SQL of a CTO campaign's shown status (`open` past its end shows as `expired`) at `t`. */
function ctoStatusIs(status: Cto['status'], t: Date): SQL {
  const c = schema.ctoCampaigns;
  switch (status) {
    case 'open':
      return and(eq(c.state, 'open'), sql`${c.endsAt} > ${t}`) as SQL;
    case 'expired':
      return and(eq(c.state, 'open'), lte(c.endsAt, t)) as SQL;
    case 'succeeded':
    case 'cancelled':
      return eq(c.state, status);
    default: {
      const never: never = status;
      return never;
    }
  }
}

/**
 * One page of a moderated table, newest first: the list's own `filters`, the `hidden` filter and the cursor.
 * The four tables share `id`, `created_at` and `hidden`; as in `moderate`, one of them stands for the type.
 */
async function listPage<T extends ModeratedTable>(
  { db }: MarketingAdminDeps,
  t: T,
  q: { hidden?: boolean; cursor?: string; limit?: number },
  filters: (SQL | undefined)[],
) {
  const table = t as typeof schema.campaigns;
  const limit = q.limit ?? 50;
  const rows = await db
    .select()
    .from(table)
    .where(
      and(
        ...filters,
        q.hidden !== undefined ? eq(table.hidden, q.hidden) : undefined,
        before(table.createdAt, table.id, q.cursor),
      ),
    )
    .orderBy(desc(table.createdAt), desc(table.id))
    .limit(limit + 1);
  return paged(rows as T['$inferSelect'][], limit);
}

/** The four moderation lists. */
export function marketingListRoutes(deps: MarketingAdminDeps) {
  const { now } = deps;
  return adminApp()
    .get('/marketing/campaigns', async (c) => {
      const q = readFilters(c, AdminCampaignListQuerySchema);
      const t = schema.campaigns;
      const { page, nextCursor } = await listPage(deps, t, q, [
        q.status ? campaignStatusIs(q.status, now()) : undefined,
        q.type ? eq(t.type, q.type) : undefined,
        matches(q.q, t.name, t.owner, t.mint),
      ]);
      return c.json(
        AdminCampaignListSchema.parse({ campaigns: await adminCampaigns(deps, page), nextCursor }),
      );
    })
    .get('/marketing/presales', async (c) => {
      const q = readFilters(c, AdminPresaleListQuerySchema);
      const t = schema.presales;
      const { page, nextCursor } = await listPage(deps, t, q, [
        q.status ? presaleStatusIs(q.status, now()) : undefined,
        matches(q.q, t.name, t.owner, t.mint),
      ]);
      return c.json(AdminPresaleListSchema.parse({ presales: await adminPresales(deps, page), nextCursor }));
    })
    .get('/marketing/cto', async (c) => {
      const q = readFilters(c, AdminCtoListQuerySchema);
      const t = schema.ctoCampaigns;
      const { page, nextCursor } = await listPage(deps, t, q, [
        q.status ? ctoStatusIs(q.status, now()) : undefined,
        matches(q.q, t.title, t.proposer, t.mint),
      ]);
      return c.json(AdminCtoListSchema.parse({ campaigns: await adminCtos(deps, page), nextCursor }));
    })
    .get('/marketing/kols', async (c) => {
      const q = readFilters(c, AdminKolListQuerySchema);
      const t = schema.kolProfiles;
      const { page, nextCursor } = await listPage(deps, t, q, [matches(q.q, t.name, t.owner)]);
      return c.json(AdminKolListSchema.parse({ kols: await adminKols(deps, page), nextCursor }));
    });
}
