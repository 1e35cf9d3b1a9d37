import {
  type ImageUploadResponse,
  ImageUploadResponseSchema,
  type LaunchPrepareRequest,
  type LaunchPrepareResponse,
  LaunchPrepareResponseSchema,
  type TokenDetail,
  TokenDetailSchema,
} from '@solpad/core/schemas';
import { ApiError, type ApiRequestInit, apiRequest, type ReplyParser } from '../../lib/api';

/** POSTs to the API and validates the reply with `schema` (the site's one client: failures are ApiErrors). */
function post<T>(path: string, init: ApiRequestInit, schema: ReplyParser<T>): Promise<T> {
  return apiRequest(path, schema, { method: 'POST', ...init });
}

/** The confirm answer's launched token. */
const launchedToken: ReplyParser<TokenDetail> = {
  safeParse: (value) => TokenDetailSchema.safeParse((value as { token?: unknown } | null)?.token),
};

const json = (body: unknown): ApiRequestInit => ({ body });

/** `POST /api/uploads/image` with the file's bytes (the server checks the type by content too). */
export function uploadImage(file: Blob): Promise<ImageUploadResponse> {
  return post(
    '/api/uploads/image',
    { raw: { body: file, contentType: file.type || 'application/octet-stream' } },
    ImageUploadResponseSchema,
  );
}

/** `POST /api/launch/prepare`: the launch transaction, signed by the vault when it carries an initial buy. */
export function prepareLaunch(request: LaunchPrepareRequest): Promise<LaunchPrepareResponse> {
  return post('/api/launch/prepare', json(request), LaunchPrepareResponseSchema);
}

/**
 * `POST /api/launch/confirm`, retried while the API does not see the transaction yet (a remote cluster may take
 * a few seconds; the localnet has it at once).
 */
export async function confirmLaunch(
  signature: string,
  { attempts = 20, delayMs = 750 } = {},
): Promise<TokenDetail> {
  for (let i = 1; ; i++) {
    try {
      return await post('/api/launch/confirm', json({ signature }), launchedToken);
    } catch (e) {
      if (!(e instanceof ApiError && e.code === 'LAUNCH__NOT_FOUND') || i >= attempts) throw e;
      await new Promise((r) => setTimeout(r, delayMs));
    }
  }
}
