/** The health and stats reply schemas (a lazily loaded chunk, see schemas.ts). */
export { HealthSchema, StatsSchema } from '@solpad/core/schemas';
