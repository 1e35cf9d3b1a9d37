export {
  API_ERRORS,
  type ApiErrorCode,
  type ApiErrorContext,
  type ApiErrorStatus,
  apiErrorMessage,
  isApiErrorCode,
} from './api-errors';
export { AppError, isAppError } from './app-error';
export { type AppErrorCode, ERROR_MESSAGES, SCREEN_TEXTS, TOASTS } from './messages';
export {
  classifyNetworkError,
  DEV_PREVIEW_PORTS,
  isDevelopmentPreviewHost,
  isFailedToFetchMessage,
  isIgnorableRejection,
  NETWORK_HINTS,
  type NetworkErrorLike,
  type NetworkHint,
  type NetworkHintKind,
} from './network-hints';
