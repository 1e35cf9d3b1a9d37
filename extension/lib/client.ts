import { browser } from 'wxt/browser';
import { REPLY_SCHEMAS, type ReplyOf, type Request } from './messages';

/** Sends a request to the background and validates its reply; a failure becomes an error reply. */
export async function ask<R extends Request>(request: R): Promise<ReplyOf<R['kind']>> {
  try {
    const raw: unknown = await browser.runtime.sendMessage(request);
    const schema = REPLY_SCHEMAS[request.kind];
    const parsed = schema.safeParse(raw);
    if (parsed.success) return parsed.data as ReplyOf<R['kind']>;
    const error = (raw as { error?: unknown } | null)?.error;
    return {
      ok: false,
      error: typeof error === 'string' ? error : 'Unexpected answer from Solpad.',
    } as ReplyOf<R['kind']>;
  } catch (error) {
    return {
      ok: false,
      error: error instanceof Error ? error.message : 'Solpad did not answer.',
    } as ReplyOf<R['kind']>;
  }
}
