import {
  type TelegramBotSettings,
  TelegramBotSettingsSchema,
  TelegramBotUpdateSchema,
} from '@solpad/core/schemas';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AppConfig } from '../config';
import { type Db, schema } from '../db';
import { catalogued } from '../lib/errors';
import { readJson } from '../lib/validate';
import { actorOf, audited } from './audit';
import { type AdminDeps, adminApp } from './env';
import { open, type SealedSecret, seal, settingsKeyFor } from './secret-box';

/** The settings key (and encryption purpose) of the Telegram bot. */
export const TELEGRAM_BOT_KEY = 'bots.telegram';

/** The stored row: the token only sealed (see secret-box.ts), plus its last 4 characters for display. */
const StoredSchema = z.object({
  token: z.object({ v: z.literal(1), iv: z.string(), tag: z.string(), ct: z.string() }).nullable(),
  tokenLast4: z.string().nullable(),
  chatId: z.string().nullable(),
  enabled: z.boolean(),
});
type Stored = z.infer<typeof StoredSchema>;

async function readStored(db: Db): Promise<{ stored: Stored; updatedAt: Date } | null> {
  const [row] = await db.select().from(schema.settings).where(eq(schema.settings.key, TELEGRAM_BOT_KEY));
  const parsed = StoredSchema.safeParse(row?.value);
  return parsed.success && row ? { stored: parsed.data, updatedAt: row.updatedAt } : null;
}

const view = (s: { stored: Stored; updatedAt: Date } | null): TelegramBotSettings => ({
  tokenSet: s?.stored.token != null,
  tokenLast4: s?.stored.tokenLast4 ?? null,
  chatId: s?.stored.chatId ?? null,
  enabled: s?.stored.enabled ?? false,
  updatedAt: s?.updatedAt.toISOString() ?? null,
});

/**
 * The Telegram bot's settings with the token decrypted, for server-side senders (never for a response).
 * null when no bot is configured.
 */
export async function readTelegramBot(
  db: Db,
  config: AppConfig,
  chainMode: 'localnet' | 'remote',
): Promise<{ botToken: string; chatId: string; enabled: boolean } | null> {
  const s = await readStored(db);
  if (!s?.stored.token || !s.stored.chatId) return null;
  const key = settingsKeyFor(config, chainMode, TELEGRAM_BOT_KEY);
  return {
    botToken: open(key, s.stored.token as SealedSecret, TELEGRAM_BOT_KEY),
    chatId: s.stored.chatId,
    enabled: s.stored.enabled,
  };
}

/** `GET|PUT /bots/telegram`: the bot token is stored encrypted and never returned (only whether it is set). */
export function botRoutes(deps: AdminDeps) {
  const { db } = deps.database;
  return adminApp()
    .get('/bots/telegram', async (c) => c.json(TelegramBotSettingsSchema.parse(view(await readStored(db)))))
    .put('/bots/telegram', async (c) => {
      const body = await readJson(c, TelegramBotUpdateSchema);
      const result = await audited(db, actorOf(c), 'bots.telegram.update', 'telegram', async (tx) => {
        const current = await readStored(tx);
        let token = current?.stored.token ?? null;
        let tokenLast4 = current?.stored.tokenLast4 ?? null;
        if (body.botToken) {
          token = seal(
            settingsKeyFor(deps.config, deps.chain.mode, TELEGRAM_BOT_KEY),
            body.botToken,
            TELEGRAM_BOT_KEY,
          );
          tokenLast4 = body.botToken.slice(-4);
        }
        if (!token && body.enabled)
          throw catalogued('INVALID_REQUEST', 'botToken: is required to enable the bot');
        const next: Stored = { token, tokenLast4, chatId: body.chatId, enabled: body.enabled };
        const [row] = await tx
          .insert(schema.settings)
          .values({ key: TELEGRAM_BOT_KEY, value: next })
          .onConflictDoUpdate({ target: schema.settings.key, set: { value: next, updatedAt: sql`now()` } })
          .returning();
        const before = view(current);
        const after = view(row ? { stored: next, updatedAt: row.updatedAt } : null);
        // The audit log shows what a GET shows: never the token.
        const { updatedAt: _b, ...beforeAudit } = before;
        const { updatedAt: _a, ...afterAudit } = after;
        return {
          before: beforeAudit,
          after: { ...afterAudit, tokenChanged: Boolean(body.botToken) },
          result: after,
        };
      });
      return c.json(TelegramBotSettingsSchema.parse(result));
    });
}
