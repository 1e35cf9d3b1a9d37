// What the launch functions (prepare.ts, index-launch.ts) take first.
import type { Db } from '../db';
import type { AppDeps } from '../deps';
import type { MarketService } from '../trade/service';

/** The database, the app's event bus and logger, and the market service (keys, chain, trade recording). */
export interface LaunchDeps {
  db: Db;
  events: AppDeps['events'];
  logger: AppDeps['logger'];
  market: MarketService;
}
