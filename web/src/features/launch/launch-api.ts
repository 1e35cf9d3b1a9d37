import { AppError } from '@solpad/core/errors';
import {
  ApiErrorSchema,
  type ImageUploadResponse,
  ImageUploadResponseSchema,
  type LaunchPrepareRequest,
  type LaunchPrepareResponse,
  LaunchPrepareResponseSchema,
  type TokenDetail,
  TokenDetailSchema,
} from '@solpad/core/schemas';

/** An error answer of the API (`{error:{code,message}}`), with its status. */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'ApiRequestError';
  }
}

/** POSTs to the API and validates the reply with `schema`; an error answer throws its own message. */
async function post<T>(path: string, init: RequestInit, schema: { parse(data: unknown): T }): Promise<T> {
  let res: Response;
  try {
    res = await fetch(path, { method: 'POST', credentials: 'same-origin', ...init });
  } catch (e) {
    throw new AppError('TX__SERVICE_ERROR', { cause: e });
  }
  const body: unknown = await res.json().catch(() => null);
  if (!res.ok) {
    const parsed = ApiErrorSchema.safeParse(body);
    if (parsed.success)
      throw new ApiRequestError(res.status, parsed.data.error.code, parsed.data.error.message);
    throw new AppError(res.status >= 500 ? 'TX__SERVICE_ERROR' : 'HTTP__NOT_OK');
  }
  return schema.parse(body);
}

const json = (body: unknown): RequestInit => ({
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

/** `POST /api/uploads/image` with the file's bytes (the server checks the type by content too). */
export function uploadImage(file: Blob): Promise<ImageUploadResponse> {
  return post(
    '/api/uploads/image',
    { headers: { 'content-type': file.type || 'application/octet-stream' }, body: file },
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
      return await post('/api/launch/confirm', json({ signature }), {
        parse: (body) => TokenDetailSchema.parse((body as { token?: unknown } | null)?.token),
      });
    } catch (e) {
      if (!(e instanceof ApiRequestError && e.code === 'LAUNCH__NOT_FOUND') || i >= attempts) throw e;
      await new Promise((r) => setTimeout(r, delayMs));
    }
  }
}
