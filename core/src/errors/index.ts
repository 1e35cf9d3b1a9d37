export { AppError, isAppError } from './app-error';
export { type AppErrorCode, ERROR_MESSAGES, SCREEN_TEXTS, TOASTS } from './messages';
