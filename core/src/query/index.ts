import {
  MUTATION_RETRY_COUNT,
  QUERY_GC_TIME_MS,
  QUERY_RETRY_COUNT,
  QUERY_RETRY_MAX_DELAY_MS,
} from '../constants';
import { AppError } from '../errors';

/** Exponential backoff for query retries: 1 s, 2 s, 4 s … capped at 30 s (spec §9). */
export function queryRetryDelay(attemptIndex: number): number {
  return Math.min(1000 * 2 ** attemptIndex, QUERY_RETRY_MAX_DELAY_MS);
}

/**
 * Builds the default query function (spec §7): GET the path in `queryKey[0]` (relative to `baseUrl`) and
 * fail a non-OK response with "Network response was not ok".
 */
export function createDefaultQueryFn(
  baseUrl = '',
  doFetch: typeof globalThis.fetch = (...a) => globalThis.fetch(...a),
) {
  return async ({
    queryKey,
    signal,
  }: {
    queryKey: readonly unknown[];
    signal?: AbortSignal;
  }): Promise<unknown> => {
    const path = queryKey[0];
    if (typeof path !== 'string') throw new TypeError('The default query needs a path as its first key');
    const res = await doFetch(
      `${baseUrl}${path}`,
      signal ? { signal, credentials: 'include' } : { credentials: 'include' },
    );
    if (!res.ok) throw new AppError('HTTP__NOT_OK', { context: { status: res.status, path } });
    return res.json();
  };
}

/**
 * TanStack Query defaults shared by the site and the extension (spec §9): unused data kept 5 minutes,
 * 3 retries with exponential backoff capped at 30 s, mutations never retried.
 */
export function createQueryDefaults(baseUrl = '', doFetch?: typeof globalThis.fetch) {
  return {
    queries: {
      gcTime: QUERY_GC_TIME_MS,
      retry: QUERY_RETRY_COUNT,
      retryDelay: queryRetryDelay,
      queryFn: createDefaultQueryFn(baseUrl, doFetch),
    },
    mutations: { retry: MUTATION_RETRY_COUNT },
  } as const;
}
