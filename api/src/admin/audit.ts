import {
  type AdminAuditAction,
  type AdminAuditEntry,
  AdminAuditPageSchema,
  AdminAuditQuerySchema,
} from '@solpad/core/schemas';
import { and, desc, eq, lt, type SQL } from 'drizzle-orm';
import type { Context } from 'hono';
import { type Db, schema } from '../db';
import { type AdminEnv, adminApp, readFilters } from './env';

/** Who makes an admin change, and the request it came with. */
export interface AuditActor {
  actor: string;
  requestId: string | null;
}

/** The actor of an admin request (the gate has set its session). */
export function actorOf(c: Context<AdminEnv>): AuditActor {
  return { actor: c.get('session').address, requestId: c.get('requestId') ?? null };
}

/** What a change reports to the audit log. */
export interface AuditedChange<T> {
  /** The state before the change (JSON); null when there was none. */
  before: unknown;
  /** The state after it (JSON); null when the thing is gone. */
  after: unknown;
  /** What the caller gets back. */
  result: T;
  /** Overrides the target given to {@link audited} (when it is known only inside the change). */
  target?: string;
}

/**
 * Runs an admin change and writes its audit row in ONE database transaction: either both land or neither.
 * `change` must use the `tx` it is given (never the outer `db`: on PGlite that would wait for itself).
 */
export async function audited<T>(
  db: Db,
  who: AuditActor,
  action: AdminAuditAction,
  target: string | null,
  change: (tx: Db) => Promise<AuditedChange<T>>,
): Promise<T> {
  return db.transaction(async (raw) => {
    const tx = raw as unknown as Db;
    const done = await change(tx);
    await tx.insert(schema.adminAudit).values({
      actor: who.actor,
      action,
      target: done.target ?? target,
      before: done.before ?? null,
      after: done.after ?? null,
      requestId: who.requestId,
    });
    return done.result;
  });
}

/** `GET /audit`: the audit log, newest first, filtered by action and actor, paged by id. */
export function auditRoutes(db: Db) {
  return adminApp().get('/audit', async (c) => {
    const q = readFilters(c, AdminAuditQuerySchema);
    const limit = q.limit ?? 50;
    const where: SQL[] = [];
    if (q.action) where.push(eq(schema.adminAudit.action, q.action));
    if (q.actor) where.push(eq(schema.adminAudit.actor, q.actor));
    if (q.before) where.push(lt(schema.adminAudit.id, Number(q.before)));
    const rows = await db
      .select()
      .from(schema.adminAudit)
      .where(and(...where))
      .orderBy(desc(schema.adminAudit.id))
      .limit(limit + 1);
    const page = rows.slice(0, limit);
    const entries: AdminAuditEntry[] = page.map((r) => ({
      id: String(r.id),
      actor: r.actor,
      at: r.at.toISOString(),
      action: r.action as AdminAuditAction,
      target: r.target,
      before: r.before,
      after: r.after,
      requestId: r.requestId,
    }));
    return c.json(
      AdminAuditPageSchema.parse({
        entries,
        nextCursor: rows.length > limit ? String(page[page.length - 1]?.id) : null,
      }),
    );
  });
}
