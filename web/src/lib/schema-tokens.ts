/** The token list reply schema (a lazily loaded chunk, see schemas.ts). */
export { TokenListResponseSchema } from '@solpad/core/schemas';
