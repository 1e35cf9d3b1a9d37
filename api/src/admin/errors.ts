import { type AdminErrorEntry, AdminErrorPageSchema, AdminErrorsQuerySchema } from '@solpad/core/schemas';
import { and, desc, ilike, or, type SQL, sql } from 'drizzle-orm';
import { schema } from '../db';
import { likeEscape } from '../db/listing';
import { decodeCursor, encodeCursor } from './cursor';
import { type AdminDeps, adminApp, readFilters } from './env';

/** `GET /errors?kind=client|server`: the errors browsers reported, or the 5xx answers of the server. */
export function errorRoutes(deps: AdminDeps) {
  const { db } = deps.database;
  return adminApp().get('/errors', async (c) => {
    const q = readFilters(c, AdminErrorsQuerySchema);
    const limit = q.limit ?? 50;
    const pattern = q.q ? `%${likeEscape(q.q)}%` : null;
    const position = q.cursor ? decodeCursor(q.cursor) : null;
    let errors: AdminErrorEntry[];
    let next: string | null = null;
    if (q.kind === 'client') {
      const t = schema.clientErrors;
      const where: SQL[] = [];
      if (pattern) where.push(or(ilike(t.message, pattern), ilike(t.url, pattern)) as SQL);
      if (position)
        where.push(sql`(${t.createdAt}, ${t.id}::text) < (${position.at}::timestamptz, ${position.id})`);
      const rows = await db
        .select()
        .from(t)
        .where(and(...where))
        .orderBy(desc(t.createdAt), desc(sql`${t.id}::text`))
        .limit(limit + 1);
      const page = rows.slice(0, limit);
      errors = page.map((r) => ({
        id: r.id,
        at: r.createdAt.toISOString(),
        kind: r.kind,
        message: r.message,
        where: r.url,
        status: null,
        method: null,
        requestId: null,
        stack: r.stack,
        userAgent: r.userAgent,
        hint: r.hint,
      }));
      const last = page[page.length - 1];
      if (rows.length > limit && last) next = encodeCursor(last.createdAt, last.id);
    } else {
      const t = schema.serverErrors;
      const where: SQL[] = [];
      if (pattern) where.push(or(ilike(t.message, pattern), ilike(t.path, pattern)) as SQL);
      if (position) {
        if (!/^\d{1,18}$/.test(position.id)) where.push(sql`false`);
        else where.push(sql`${t.id} < ${Number(position.id)}`);
      }
      const rows = await db
        .select()
        .from(t)
        .where(and(...where))
        .orderBy(desc(t.id))
        .limit(limit + 1);
      const page = rows.slice(0, limit);
      errors = page.map((r) => ({
        id: String(r.id),
        at: r.at.toISOString(),
        kind: r.status >= 500 ? `http ${r.status}` : 'error',
        message: r.message,
        where: r.path,
        status: r.status,
        method: r.method,
        requestId: r.requestId,
        stack: null,
        userAgent: null,
        hint: null,
      }));
      const last = page[page.length - 1];
      if (rows.length > limit && last) next = encodeCursor(last.at, last.id);
    }
    return c.json(AdminErrorPageSchema.parse({ kind: q.kind, errors, nextCursor: next }));
  });
}
