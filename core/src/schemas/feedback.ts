import { z } from 'zod';
import { TextSchema } from './common';

/** `POST /api/client-errors`: an error the site caught, reported for the admin console. */
export const ClientErrorReportSchema = z.object({
  kind: z.enum(['error', 'unhandledrejection', 'boundary', 'preload']),
  message: TextSchema.trim().min(1).max(2000),
  stack: TextSchema.max(8000).optional(),
  url: TextSchema.max(2000),
  userAgent: TextSchema.max(500).optional(),
  /** Network-type errors carry the hint the site showed (server, connectivity, CORS, endpoint, timeout). */
  hint: TextSchema.max(300).optional(),
});
export type ClientErrorReport = z.infer<typeof ClientErrorReportSchema>;

/** `POST /api/notify`: the Coming Soon page's Notify Me email. */
export const NotifyRequestSchema = z.object({ email: z.email('must be an email address').max(254) });
/** Reply: whether the address was new. */
export const NotifyResponseSchema = z.object({ subscribed: z.literal(true), alreadySubscribed: z.boolean() });
