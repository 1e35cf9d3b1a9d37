import type { z } from 'zod';

/** One documented endpoint. Every schema is a core zod schema; the OpenAPI text is generated from them. */
export interface Operation {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  path: string;
  summary: string;
  description?: string;
  auth?: 'session' | 'admin';
  /** Path parameters (an object schema: one property per `{name}` in the path). */
  params?: z.ZodObject;
  /** Query parameters (an object schema). */
  query?: z.ZodObject;
  request?: z.ZodType;
  response?: z.ZodType;
  /** The success status (200 unless said). */
  status?: number;
  /** Answers 429 with Retry-After when one client calls too often. */
  rateLimited?: boolean;
  /** Further documented answers, by status. */
  answers?: Record<number, { description: string; schema?: z.ZodType }>;
  /** A websocket endpoint (upgraded from this GET) and the messages each side sends. */
  websocket?: { client?: z.ZodType; server?: z.ZodType };
  /** The reply is not JSON (the docs page). */
  contentType?: string;
}
