// What the CTO and KOL-profile functions (cto.ts, kol-profiles.ts) take first.
import type { Db } from '../db';
import type { MarketingService } from './service';

/** The database, the server clock, the chain and the marketing service the community's functions use. */
export interface CommunityDeps {
  db: Db;
  /** The server clock (ms): deadlines compare with it. */
  now: () => number;
  rpc: MarketingService['rpc'];
  marketing: MarketingService;
}
