import {
  SignatureRequestSchema,
  TradeQuoteRequestSchema,
  TradeSubmitRequestSchema,
} from '@solpad/core/schemas';
import { Hono } from 'hono';
import type { AppDeps } from '../deps';
import { clientId } from '../lib/client-id';
import { rateLimit } from '../lib/rate-limit';
import { readJson } from '../lib/validate';
import { callerOf, marketService } from '../trade/service';

/**
 * `POST /api/trade/quote` (a quote: the trade's transaction for the wallet to sign, reserving nothing),
 * `POST /api/trade/submit` (the signed transaction: re-priced, co-signed by the venue, sent and settled) and
 * `POST /api/trade/settle` (records a landed quoted trade once per signature, for a submit that ended before the
 * trade was confirmed). See trade/service.ts.
 */
export function tradeRoutes(deps: AppDeps) {
  const market = marketService(deps);
  return new Hono()
    .post('/quote', rateLimit('trade-quote', { limit: 600, windowMs: 60_000 }), async (c) =>
      c.json(await market.quote(await readJson(c, TradeQuoteRequestSchema), callerOf(clientId(c)))),
    )
    .post('/submit', rateLimit('trade-submit', { limit: 600, windowMs: 60_000 }), async (c) =>
      c.json({ trade: await market.submit(await readJson(c, TradeSubmitRequestSchema)) }),
    )
    .post('/settle', async (c) => {
      const { signature } = await readJson(c, SignatureRequestSchema);
      return c.json({ trade: await market.settle(signature) });
    });
}
