import { type AppErrorCode, ERROR_MESSAGES } from './messages';

/**
 * The one error class of the product. `code` is stable; `message` is the spec's user-facing text unless a
 * more specific one is given (for example an RPC error's own message).
 */
export class AppError extends Error {
  readonly code: AppErrorCode;
  readonly context: Readonly<Record<string, unknown>>;

  constructor(
    code: AppErrorCode,
    options: { message?: string; cause?: unknown; context?: Record<string, unknown> } = {},
  ) {
    super(
      options.message ?? ERROR_MESSAGES[code],
      options.cause === undefined ? undefined : { cause: options.cause },
    );
    this.name = 'AppError';
    this.code = code;
    this.context = options.context ?? {};
  }
}

/** True when `e` is an AppError, optionally of the given code. */
export function isAppError<C extends AppErrorCode>(e: unknown, code?: C): e is AppError & { code: C } {
  return e instanceof AppError && (code === undefined || e.code === code);
}
