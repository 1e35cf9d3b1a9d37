import type { MaintenanceStatus } from '@solpad/core/schemas';

/** Events the API pushes to `/api/ws` clients. */
export type AppEvent = { type: 'maintenance'; status: MaintenanceStatus };

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
