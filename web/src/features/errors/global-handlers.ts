import { classifyNetworkError, isIgnorableRejection } from '@solpad/core/errors';
import type { ClientErrorReport } from '@solpad/core/schemas';
import { reportClientError } from './report';

/** Name, message and stack of anything thrown or rejected. */
export function describeThrown(value: unknown): { name: string; message: string; stack?: string } {
  if (value instanceof Error) {
    return {
      name: value.name,
      message: value.message || value.name,
      ...(value.stack ? { stack: value.stack } : {}),
    };
  }
  if (typeof value === 'string') return { name: 'Error', message: value };
  try {
    return { name: 'Error', message: JSON.stringify(value) ?? String(value) };
  } catch {
    return { name: 'Error', message: String(value) };
  }
}

/**
 * Logs an uncaught error — with the network hint of spec §8 when it is network trouble — and reports it.
 * Returns the hint (or undefined) so callers and tests can see the classification.
 */
export function logAndReport(kind: ClientErrorReport['kind'], value: unknown): string | undefined {
  const { name, message, stack } = describeThrown(value);
  const hint = classifyNetworkError({ name, message, online: navigator.onLine })?.hint;
  if (hint) console.error(`[solpad] ${kind}: ${message}\n  Hint: ${hint}`, value);
  else console.error(`[solpad] ${kind}: ${message}`, value);
  reportClientError({ kind, message, ...(stack ? { stack } : {}), ...(hint ? { hint } : {}) });
  return hint;
}

/**
 * Installs the global handlers: uncaught errors, unhandled rejections and Vite's preload failures (spec §7:
 * "a preload failure is reported as an event"). Failed-to-fetch rejections on the development-preview host
 * (Vite's dev server or preview on a loopback host, see core's isDevelopmentPreviewHost) are dropped
 * silently: there the API proxy restarts under watch mode and such failures are noise.
 */
export function installGlobalErrorHandlers(): () => void {
  const onError = (event: ErrorEvent) => {
    logAndReport('error', event.error ?? event.message);
  };
  const onRejection = (event: PromiseRejectionEvent) => {
    const { message } = describeThrown(event.reason);
    if (isIgnorableRejection(message, window.location.host)) {
      event.preventDefault();
      return;
    }
    logAndReport('unhandledrejection', event.reason);
  };
  const onPreloadError = (event: Event) => {
    const payload = (event as Event & { payload?: unknown }).payload;
    logAndReport('preload', payload ?? 'A page asset failed to preload');
  };
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  window.addEventListener('vite:preloadError', onPreloadError);
  return () => {
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onRejection);
    window.removeEventListener('vite:preloadError', onPreloadError);
  };
}
