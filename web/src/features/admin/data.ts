import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ListParams } from '../../components/kit';
import { apiRequest, queryString, type ReplyParser } from '../../lib/api';
import { toast } from '../../lib/toast';
import { errorMessage } from './ui';

/**
 * An admin read: `GET /api/admin/{path}` (with `params` as its query string), cached under `['admin', …path,
 * params]` so that every admin write's refresh reaches it.
 */
export function useAdminRead<T>(
  path: string,
  schema: ReplyParser<T>,
  { params, refetchInterval }: { params?: ListParams; refetchInterval?: number } = {},
) {
  return useQuery({
    queryKey: ['admin', ...path.split('/'), ...(params ? [params] : [])],
    queryFn: ({ signal }) => apiRequest(`/api/admin/${path}${queryString(params ?? {})}`, schema, { signal }),
    ...(refetchInterval ? { refetchInterval } : {}),
  });
}

/**
 * Runs an admin write, then refreshes every admin read (the audit log included). A write without variables
 * (`V` void) is called as `mutate()`.
 */
export function useAdminWrite<V = void, R = unknown>(
  write: (v: V) => Promise<R>,
  done?: (r: R) => string | null,
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: (r) => {
      const title = done?.(r);
      if (title) toast({ title });
    },
    onError: (e) =>
      toast({ title: 'The change failed', description: errorMessage(e), variant: 'destructive' }),
    onSettled: () => client.invalidateQueries({ queryKey: ['admin'] }),
  });
}
