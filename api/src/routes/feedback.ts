import { ClientErrorReportSchema, NotifyRequestSchema } from '@solpad/core/schemas';
import { Hono } from 'hono';
import { schema } from '../db';
import type { AppDeps } from '../deps';
import { clientId } from '../lib/client-id';
import { rateLimit } from '../lib/rate-limit';
import { readJson } from '../lib/validate';

/** `POST /api/client-errors` (stored for the admin console) and `POST /api/notify` (Notify Me emails). */
export function feedbackRoutes(deps: AppDeps) {
  const { db } = deps.database;
  return new Hono()
    .post('/client-errors', rateLimit('error report', { limit: 30, windowMs: 60_000 }), async (c) => {
      const report = await readJson(c, ClientErrorReportSchema);
      await db.insert(schema.clientErrors).values({
        kind: report.kind,
        message: report.message,
        stack: report.stack ?? null,
        url: report.url,
        userAgent: report.userAgent ?? null,
        hint: report.hint ?? null,
        clientId: clientId(c),
      });
      return c.body(null, 204);
    })
    .post('/notify', rateLimit('notify', { limit: 10, windowMs: 60_000 }), async (c) => {
      const { email } = await readJson(c, NotifyRequestSchema);
      const inserted = await db
        .insert(schema.notifySubscribers)
        .values({ email: email.toLowerCase() })
        .onConflictDoNothing()
        .returning();
      return c.json({ subscribed: true as const, alreadySubscribed: inserted.length === 0 });
    });
}
