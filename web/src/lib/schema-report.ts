/** The client error report schema (a lazily loaded chunk, see schemas.ts). */
export { ClientErrorReportSchema } from '@solpad/core/schemas';
