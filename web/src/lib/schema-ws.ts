/** The app socket's message schema (a lazily loaded chunk, see schemas.ts). */
export { WsServerMessageSchema } from '@solpad/core/schemas';
