import { type Address, address } from '@solana/kit';
import { TOKEN_2022_PROGRAM_ADDRESS } from '@solana-program/token-2022';
import { LAUNCH_IMAGE_MAX_BYTES } from '@solpad/core/launch';
import {
  CandlesQuerySchema,
  LaunchPrepareRequestSchema,
  MintParamsSchema,
  SignatureRequestSchema,
  TokenInsightsQuerySchema,
  TokenListQuerySchema,
  TokenTradesQuerySchema,
  UploadIdSchema,
} from '@solpad/core/schemas';
import { eq } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import { schema } from '../db';
import type { AppDeps } from '../deps';
import { dayFiguresOf } from '../launch/day-figures';
import { launchService } from '../launch/service';
import { tokenHolders, tokenTraders } from '../launch/token-insights';
import { listTokens, tokenCandles, tokenDetail, tokenImageUrl, tokenTrades } from '../launch/tokens';
import { readImage, storedImageType, storeImage, UPLOAD_BYTES_PER_HOUR } from '../launch/uploads';
import { catalogued, errorResponse } from '../lib/errors';
import { hotCacheOf } from '../lib/hot-cache';
import { clientLimit, rateLimit } from '../lib/rate-limit';
import { readJson, readParams, readQuery } from '../lib/validate';
import { marketService, toTradeRecord } from '../trade/service';

/** The origin links and metadata URIs are built on: PUBLIC_URL behind a proxy, else the request's own. */
function baseUrl(deps: AppDeps, c: Context): string {
  return (deps.config.publicUrl ?? new URL(c.req.url).origin).replace(/\/$/, '');
}

/** `POST /api/launch/prepare` and `POST /api/launch/confirm` (see launch/service.ts). */
export function launchRoutes(deps: AppDeps) {
  const launches = launchService(deps);
  return new Hono()
    .post('/prepare', rateLimit('launch', { limit: 60, windowMs: 60_000 }), async (c) =>
      c.json(await launches.prepare(await readJson(c, LaunchPrepareRequestSchema), baseUrl(deps, c))),
    )
    .post('/confirm', async (c) => {
      const { signature } = await readJson(c, SignatureRequestSchema);
      const token = await launches.confirm(signature);
      const detail = await tokenDetail(deps.database.db, token.address, baseUrl(deps, c), async () => null);
      return c.json({ token: detail });
    });
}

/**
 * `POST /api/uploads/image` (multipart field `image`, or the raw bytes as the body; ≤ 4 MB; PNG, JPEG, GIF or
 * WebP by content) and `GET /api/uploads/{id}` (immutable: the id is the SHA-256 of the bytes).
 */
export function uploadRoutes(deps: AppDeps) {
  const { dataDir } = deps.config;
  // Anyone may upload (the launch form uploads before the wallet signs anything), within a byte budget per client.
  const budget = clientLimit('upload-bytes', { limit: UPLOAD_BYTES_PER_HOUR, windowMs: 60 * 60_000 });
  const spend = async (c: Context, bytes: number) => {
    const wait = await budget.hit(c, bytes);
    if (wait > 0) {
      c.header('Retry-After', String(wait));
      throw catalogued(
        'RATE_LIMITED',
        `Upload budget spent (${UPLOAD_BYTES_PER_HOUR / 1024 / 1024} MB an hour): try again in ${wait} s`,
      );
    }
  };
  return new Hono()
    .post(
      '/image',
      rateLimit('uploads', { limit: 30, windowMs: 60_000 }),
      // A declared length is charged before the body is read, so a spent budget refuses without reading it.
      async (c, next) => {
        const declared = Number(c.req.header('content-length'));
        if (declared > 0) await spend(c, declared);
        await next();
      },
      // Multipart framing adds a little to the 4 MB image itself.
      bodyLimit({
        maxSize: LAUNCH_IMAGE_MAX_BYTES + 16 * 1024,
        onError: (c) => errorResponse(c, 413, 'IMAGE__TOO_LARGE', 'The image must be 4 MB or smaller'),
      }),
      async (c) => {
        let bytes: Uint8Array;
        if ((c.req.header('content-type') ?? '').startsWith('multipart/form-data')) {
          const body = await c.req.parseBody().catch(() => {
            throw catalogued('IMAGE__BAD_FORM');
          });
          const file = body.image ?? body.file;
          if (!(file instanceof File)) throw catalogued('IMAGE__MISSING');
          bytes = new Uint8Array(await file.arrayBuffer());
        } else {
          bytes = new Uint8Array(await c.req.arrayBuffer());
        }
        if (!(Number(c.req.header('content-length')) > 0)) await spend(c, bytes.length);
        const { id, contentType } = storeImage(dataDir, bytes);
        return c.json({ id, url: `/api/uploads/${id}`, contentType, bytes: bytes.length }, 201);
      },
    )
    .get('/:id', (c) => {
      const { id } = readParams(c, z.object({ id: UploadIdSchema }));
      const image = readImage(dataDir, id);
      if (!image) throw catalogued('IMAGE__NOT_FOUND');
      return c.body(new Uint8Array(image.bytes), 200, {
        'content-type': image.contentType,
        'cache-control': 'public, max-age=31536000, immutable',
        'x-content-type-options': 'nosniff',
      });
    });
}

/**
 * `GET /api/tokens`, `/api/tokens/{mint}`, `…/trades`, `…/candles`, `…/holders`, `…/traders`,
 * `…/metadata.json`.
 */
export function tokenRoutes(deps: AppDeps) {
  const db = deps.database.db;
  const market = marketService(deps);
  /** Holders with a non-zero balance, read from the chain; only on the localnet, where the scan is cheap. */
  async function holders(mint: Address): Promise<number | null> {
    if (deps.chain.mode !== 'localnet') return null;
    const accounts = await market.rpc
      .getProgramAccounts(TOKEN_2022_PROGRAM_ADDRESS, {
        encoding: 'base64',
        filters: [{ memcmp: { offset: 0n, bytes: mint as string as never, encoding: 'base58' } }],
        dataSlice: { offset: 64, length: 8 },
      })
      .send();
    return accounts.filter((a) => Buffer.from(a.account.data[0], 'base64').readBigUInt64LE(0) > 0n).length;
  }
  const mintOf = (c: Context) => readParams(c, MintParamsSchema).mint;
  /** The platform's token with this mint, or 404. */
  async function tokenOf(c: Context) {
    const [token] = await db
      .select()
      .from(schema.tokens)
      .where(eq(schema.tokens.address, mintOf(c)));
    if (!token) throw catalogued('TOKEN__NOT_FOUND');
    return token;
  }
  // Hot reads: answered from this replica's memory until a market event touches them (lib/hot-cache.ts).
  const hot = hotCacheOf(deps.events);
  const wholeMarket = hot.cached(() => null);
  const ofToken = hot.cached((c) => c.req.param('mint') ?? null);
  return new Hono()
    .get('/', wholeMarket, async (c) =>
      c.json(
        await listTokens(
          db,
          readQuery(c, TokenListQuerySchema),
          baseUrl(deps, c),
          await dayFiguresOf(deps.events, db, deps.logger).read(),
        ),
      ),
    )
    .get('/:mint', ofToken, async (c) => {
      const mint = mintOf(c);
      const detail = await tokenDetail(db, mint, baseUrl(deps, c), () => holders(address(mint)));
      if (!detail) throw catalogued('TOKEN__NOT_FOUND');
      return c.json(detail);
    })
    .get('/:mint/trades', ofToken, async (c) => {
      const mint = mintOf(c);
      const q = readQuery(c, TokenTradesQuerySchema);
      return c.json({ trades: (await tokenTrades(db, mint, q.limit, q.before)).map(toTradeRecord) });
    })
    .get('/:mint/candles', ofToken, async (c) => {
      const mint = mintOf(c);
      const q = readQuery(c, CandlesQuerySchema);
      return c.json({ interval: q.interval, candles: await tokenCandles(db, mint, q.interval, q.limit) });
    })
    .get('/:mint/holders', ofToken, async (c) => {
      // Holders move with trades (the events) and with transfers outside the venue (the cache's short TTL).
      const token = await tokenOf(c);
      const q = readQuery(c, TokenInsightsQuerySchema);
      return c.json(await tokenHolders(market.rpc, deps.chain.mode, token, q.limit));
    })
    .get('/:mint/traders', ofToken, async (c) => {
      const token = await tokenOf(c);
      const q = readQuery(c, TokenInsightsQuerySchema);
      return c.json(await tokenTraders(db, token, q.limit));
    })
    .get('/:mint/metadata.json', async (c) => {
      const mint = mintOf(c);
      const [token] = await db.select().from(schema.tokens).where(eq(schema.tokens.address, mint));
      if (!token) throw catalogued('TOKEN__NOT_FOUND');
      const base = baseUrl(deps, c);
      const image = tokenImageUrl(token, base);
      return c.json(
        {
          name: token.name,
          symbol: token.symbol,
          description: token.description,
          ...(image ? { image: image } : {}),
          ...(token.website ? { external_url: token.website } : {}),
          extensions: {
            ...(token.website ? { website: token.website } : {}),
            ...(token.twitter ? { twitter: token.twitter } : {}),
            ...(token.telegram ? { telegram: token.telegram } : {}),
          },
          ...(image && token.imageId
            ? {
                properties: {
                  files: [
                    {
                      uri: image,
                      type: storedImageType(deps.config.dataDir, token.imageId) ?? 'image',
                    },
                  ],
                  category: 'image',
                },
              }
            : {}),
        },
        200,
        { 'cache-control': 'public, max-age=60' },
      );
    });
}
