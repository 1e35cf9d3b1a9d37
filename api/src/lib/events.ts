import type { MaintenanceStatus, PublicBanner, WsServerMessage } from '@solpad/core/schemas';

/** A token's market event: a price, a settled trade, a newly launched token, a graduation, new holder/scan figures. */
export type MarketEvent = Extract<
  WsServerMessage,
  { type: 'price' | 'trade' | 'token' | 'migration' | 'stats' }
>;

/**
 * Events the API pushes to `/api/ws` clients. Producers (admin routes, and the trade and launch code) publish
 * here and never see the websocket; the hub decides the audience (token events → that token's subscribers,
 * new tokens and maintenance → everyone).
 */
/**
 * The token list's 24 h figures as the leader computed them (launch/day-figures.ts): between replicas only,
 * never sent to a websocket client. `rows` are [mint, volume, trades, m5, h1, h24] — every token with figures
 * when `full`, else the ones that changed since `seq - 1`; `counted` names the heard trades they include.
 */
export interface DayFiguresEvent {
  type: 'day-figures';
  origin: string;
  seq: number;
  full: boolean;
  rows: [string, string, number, number | null, number | null, number | null][];
  counted: string[];
}

export type AppEvent =
  | { type: 'maintenance'; status: MaintenanceStatus }
  | DayFiguresEvent
  | { type: 'banner'; banners: PublicBanner[] }
  | MarketEvent;

/** A tiny in-process event bus (routes publish, the websocket hub fans out). */
export function createEventBus() {
  const listeners = new Set<(e: AppEvent) => void>();
  return {
    publish(event: AppEvent) {
      for (const l of listeners) l(event);
    },
    subscribe(listener: (e: AppEvent) => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
export type EventBus = ReturnType<typeof createEventBus>;
