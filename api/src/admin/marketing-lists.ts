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
import type { Context } from 'hono';
import type { z } from 'zod';
import { schema } from '../db';
import { likeEscape } from '../db/listing';
import { campaignStatusIs, presaleStatusIs } from '../marketing/status-sql';
import { decodeCursor, encodeCursor } from './cursor';
import { adminApp, readFilters } from './env';
import { type ModeratedKind, type ModeratedTable, moderatedKinds } from './marketing-moderation';
import type { MarketingAdminDeps } from './marketing-records';

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

/** The filters every moderation list takes besides its own. */
type ListQuery = { hidden?: boolean; cursor?: string; limit?: number };

/**
 * A moderation list: `read` takes its query and its own filters from a request; the reply is the page of records
 * under `key`, with the next cursor, as `reply` parses it.
 */
const list = <S extends z.ZodType<ListQuery>>(
  query: S,
  reply: z.ZodType,
  key: string,
  filters: (q: z.infer<S>) => (SQL | undefined)[],
) => ({
  read: (c: Context): { q: ListQuery; filters: (SQL | undefined)[] } => {
    const q = readFilters(c, query);
    return { q, filters: filters(q) };
  },
  reply,
  key,
});

/** The four moderation lists by the path segment of their kind. */
function moderationLists(
  now: () => Date,
): Record<keyof ReturnType<typeof moderatedKinds>, ReturnType<typeof list>> {
  const { campaigns, presales, ctoCampaigns: ctos, kolProfiles: kols } = schema;
  return {
    campaigns: list(AdminCampaignListQuerySchema, AdminCampaignListSchema, 'campaigns', (q) => [
      q.status ? campaignStatusIs(q.status, now()) : undefined,
      q.type ? eq(campaigns.type, q.type) : undefined,
      matches(q.q, campaigns.name, campaigns.owner, campaigns.mint),
    ]),
    presales: list(AdminPresaleListQuerySchema, AdminPresaleListSchema, 'presales', (q) => [
      q.status ? presaleStatusIs(q.status, now()) : undefined,
      matches(q.q, presales.name, presales.owner, presales.mint),
    ]),
    cto: list(AdminCtoListQuerySchema, AdminCtoListSchema, 'campaigns', (q) => [
      q.status ? ctoStatusIs(q.status, now()) : undefined,
      matches(q.q, ctos.title, ctos.proposer, ctos.mint),
    ]),
    kols: list(AdminKolListQuerySchema, AdminKolListSchema, 'kols', (q) => [
      matches(q.q, kols.name, kols.owner),
    ]),
  };
}

/** The four moderation lists (`GET /marketing/{kind}`). */
export function marketingListRoutes(deps: MarketingAdminDeps) {
  const app = adminApp();
  const lists = moderationLists(deps.now);
  for (const [path, k] of Object.entries(moderatedKinds(deps)) as [
    keyof typeof lists,
    ModeratedKind<ModeratedTable>,
  ][]) {
    const l = lists[path];
    app.get(`/marketing/${path}`, async (c) => {
      const { q, filters } = l.read(c);
      const { page, nextCursor } = await listPage(deps, k.table, q, filters);
      return c.json(l.reply.parse({ [l.key]: await k.records(page), nextCursor }));
    });
  }
  return app;
}
