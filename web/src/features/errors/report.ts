import type { ClientErrorReport } from '@solpad/core/schemas';
import { loadSchemas } from '../../lib/schemas';

/**
 * Sends caught errors to `POST /api/client-errors` (stored for the admin console). Throttled on the client
 * too — at most REPORTS_PER_WINDOW per minute and one per distinct message per minute — because one broken
 * render can throw in a loop. A failed report is dropped silently: reporting must never produce an error
 * that is itself reported.
 */

const REPORT_PATH = '/api/client-errors';
const WINDOW_MS = 60_000;
const REPORTS_PER_WINDOW = 5;

const sentAt: number[] = [];
const lastByMessage = new Map<string, number>();

/** Clears the throttle (tests). */
export function resetReportThrottle() {
  sentAt.length = 0;
  lastByMessage.clear();
}

/** Whether a report of `message` may go out at `now`; records it when so. */
export function takeReportSlot(message: string, now: number): boolean {
  while (sentAt.length > 0 && (sentAt[0] as number) <= now - WINDOW_MS) sentAt.shift();
  const last = lastByMessage.get(message);
  if (last !== undefined && now - last < WINDOW_MS) return false;
  if (sentAt.length >= REPORTS_PER_WINDOW) return false;
  sentAt.push(now);
  lastByMessage.set(message, now);
  return true;
}

const clip = (s: string | undefined, max: number) => (s === undefined ? undefined : s.slice(0, max));

/** Reports one error (kind, message, optional stack and network hint). Never throws, never rejects. */
export function reportClientError(input: Pick<ClientErrorReport, 'kind' | 'message' | 'stack' | 'hint'>) {
  const message = input.message.trim();
  if (!message || message.includes(REPORT_PATH)) return;
  if (!takeReportSlot(message, Date.now())) return;
  const report = {
    kind: input.kind,
    message: clip(message, 2000),
    stack: clip(input.stack, 8000),
    url: clip(window.location.href, 2000),
    userAgent: clip(navigator.userAgent, 500),
    hint: clip(input.hint, 300),
  };
  // The schema chunk may itself be what failed to load (a stale deploy): then the report is dropped.
  loadSchemas('report')
    .then((s) => {
      const body = s.ClientErrorReportSchema.safeParse(report);
      if (!body.success) return;
      return fetch(REPORT_PATH, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body.data),
        // The report survives a reload (the error screen's Try again reloads right away).
        keepalive: true,
      });
    })
    .catch(() => undefined);
}
