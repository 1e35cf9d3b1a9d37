export { ApiBaseUrlSchema, DEFAULT_API_BASE_URL } from './api-base-url';
export {
  type AuthSession,
  AuthSessionSchema,
  type SignInInput,
  SignInInputSchema,
  type SignInVerifyRequest,
  SignInVerifyRequestSchema,
} from './auth';
export { AddressSchema, type ApiError, ApiErrorSchema, U64StringSchema } from './common';
export {
  type ClientErrorReport,
  ClientErrorReportSchema,
  NotifyRequestSchema,
  NotifyResponseSchema,
} from './feedback';
export {
  MaintenanceModeRequestSchema,
  type MaintenanceStatus,
  MaintenanceStatusSchema,
  PathMaintenanceRequestSchema,
  SitePathSchema,
} from './maintenance';
export {
  isRpcMethod,
  isRpcSubscriptionMethod,
  RPC_MAX_BATCH,
  RPC_MAX_MULTIPLE_ACCOUNTS,
  RPC_MAX_SIGNATURE_STATUSES,
  RPC_PARAMS,
  RPC_SUBSCRIPTION_PARAMS,
  RpcBalanceResponseSchema,
  RpcErrorObjectSchema,
  type RpcMethod,
  type RpcParams,
  type RpcRequest,
  RpcRequestSchema,
  type RpcSubscriptionMethod,
} from './rpc';
export {
  type ChainMode,
  ChainModeSchema,
  type Cluster,
  ClusterSchema,
  type Health,
  HealthSchema,
  type Stats,
  StatsSchema,
} from './system';
export {
  SolAmountSchema,
  type TransferRequest,
  TransferRequestSchema,
  type TransferResponse,
  TransferResponseSchema,
} from './transfer';
export {
  type WalletCreateRequest,
  WalletCreateRequestSchema,
  WalletCreateResponseSchema,
  WalletIdParamsSchema,
  type WalletListQuery,
  WalletListQuerySchema,
  WalletListResponseSchema,
  type WalletRecord,
  WalletRecordSchema,
  WalletTypeSchema,
} from './wallets';
export {
  WS_MAX_SUBSCRIPTIONS,
  type WsClientMessage,
  WsClientMessageSchema,
  type WsServerMessage,
  WsServerMessageSchema,
} from './ws';
