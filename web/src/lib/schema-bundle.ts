/**
 * The schemas the shell validates with, as one lazily loaded chunk (see schemas.ts). Named re-exports, not
 * the whole `@solpad/core/schemas` barrel: core is side-effect free, so the chunk holds only these.
 */
export {
  ClientErrorReportSchema,
  HealthSchema,
  MaintenanceStatusSchema,
  StatsSchema,
  TokenListResponseSchema,
  WsServerMessageSchema,
} from '@solpad/core/schemas';
