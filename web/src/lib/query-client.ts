import { createDefaultQueryFn, createQueryDefaults } from '@solpad/core/query';
import { QueryClient } from '@tanstack/react-query';

const defaultQueryFn = createDefaultQueryFn();

/** GETs `path` (same origin) and returns its JSON; a non-OK status fails with the spec's generic text. */
export function getJson(path: string, signal?: AbortSignal): Promise<unknown> {
  return defaultQueryFn(signal ? { queryKey: [path], signal } : { queryKey: [path] });
}

/** A QueryClient with the spec's defaults (core/query): gcTime 5 min, 3 retries, mutations never retried. */
export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: createQueryDefaults() });
}
