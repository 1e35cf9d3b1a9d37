import { ERROR_MESSAGES } from '@solpad/core';

/**
 * A readable message for anything thrown. Kit's production build replaces SolanaError messages with a
 * "decode this error" hint, so the server's own text is taken from the error's context when present.
 */
export function errorMessage(e: unknown): string {
  if (e instanceof Error && e.name === 'SolanaError') {
    const context = (e as Error & { context?: Record<string, unknown> }).context ?? {};
    const server = context.__serverMessage ?? context.message;
    if (typeof server === 'string' && server) return server;
    if (typeof context.statusCode === 'number')
      return `${ERROR_MESSAGES.HTTP__NOT_OK} (HTTP ${context.statusCode})`;
    if (typeof context.__code === 'number') return `RPC error ${context.__code}`;
  }
  if (e instanceof Error && e.message) return e.message;
  if (typeof e === 'string' && e) return e;
  return ERROR_MESSAGES.APP__UNKNOWN;
}
