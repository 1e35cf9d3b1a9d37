import { SignatureRequestSchema, TradeQuoteRequestSchema } from '@solpad/core/schemas';
import { Hono } from 'hono';
import type { AppDeps } from '../app';
import { rateLimit } from '../lib/rate-limit';
import { readJson } from '../lib/validate';
import { marketService } from '../trade/service';

/**
 * `POST /api/trade/quote` (a firm quote: a transaction the venue already signed, see trade/service.ts) and
 * `POST /api/trade/settle` (records a landed quoted trade once per signature).
 */
export function tradeRoutes(deps: AppDeps) {
  const market = marketService(deps);
  return new Hono()
    .post('/quote', rateLimit('trade-quote', { limit: 600, windowMs: 60_000 }), async (c) =>
      c.json(await market.quote(await readJson(c, TradeQuoteRequestSchema))),
    )
    .post('/settle', async (c) => {
      const { signature } = await readJson(c, SignatureRequestSchema);
      return c.json({ trade: await market.settle(signature) });
    });
}
