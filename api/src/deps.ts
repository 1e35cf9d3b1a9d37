// What the API is built from (`createApp(deps)`), at the bottom of api/src: every route and service takes it, and it
// imports only the types of the parts it names, so nothing here imports the app.
import type { UpgradeWebSocket } from 'hono/ws';
import type { WebSocket } from 'ws';
import type { ChainBackend } from './chain/types';
import type { AppConfig } from './config';
import type { Database } from './db';
import type { EventBus } from './lib/events';
import type { JobRegistry } from './lib/job-registry';
import type { Logger } from './lib/logger';
import type { MetricsRecorder } from './lib/metrics';
import type { RateCounterStore } from './lib/rate-limit';
import type { InlineHashes } from './lib/security-headers';
import type { WsHub } from './ws/hub';

/** Everything the API needs, handed in so tests build the app with real parts and no port. */
export interface AppDeps {
  config: AppConfig;
  database: Database;
  chain: ChainBackend;
  logger: Logger;
  events: EventBus;
  version: string;
  /** The /api/ws hub and the upgrade helper; absent in tests that need no websocket. */
  ws?: { hub: WsHub; upgradeWebSocket: UpgradeWebSocket<WebSocket> };
  /** Request metrics (GET /api/admin/api-metrics); a fresh recorder when absent. */
  metrics?: MetricsRecorder;
  /** Scheduled jobs (GET /api/admin/automations); the server starts them. A fresh, idle registry when absent. */
  jobs?: JobRegistry;
  /** The server clock (ms) that marketing deadlines compare with; tests move it forward. Date.now when absent. */
  now?: () => number;
  /** Rate-limit counters shared by the replicas (Postgres); absent: each limit counts in this process. */
  rateCounters?: RateCounterStore;
  /**
   * True while the server is not ready for live traffic: the demo seed is still moving the fresh localnet's
   * clock. `/api/health` answers 503 `starting` meanwhile. Ready when absent.
   */
  starting?: () => boolean;
  /**
   * Aborted when the server begins to stop: work the app's services scheduled for later (the shared feed's delayed
   * looks at landed trades) is dropped rather than run against a database being closed. Absent: never stops.
   */
  shutdown?: AbortSignal;
  /** The built site's inline scripts and styles, allowed by hash in the Content-Security-Policy. */
  siteInline?: () => InlineHashes;
}

/** One `T` per app: made by `create` on an app's first call, then the same one for as long as the app lives. */
export function perApp<T>(create: (deps: AppDeps) => T): (deps: AppDeps) => T {
  const made = new WeakMap<AppDeps, T>();
  return (deps) => {
    let t = made.get(deps);
    if (!t) {
      t = create(deps);
      made.set(deps, t);
    }
    return t;
  };
}
