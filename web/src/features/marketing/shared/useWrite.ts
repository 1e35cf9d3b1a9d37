import { type UseMutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { MARKETING_KEY } from '../api';
import { useWriteAccess } from '../session';

/**
 * A marketing write: a TanStack mutation that first connects the wallet or signs in with it where needed
 * (`useWriteAccess().ensure()`), then writes; after its `onSuccess`, every marketing read is refreshed.
 */
export function useWrite<TData, TVariables = void>({
  mutationFn,
  onSuccess,
  ...options
}: Omit<UseMutationOptions<TData, Error, TVariables>, 'mutationFn'> & {
  mutationFn: (variables: TVariables) => Promise<TData>;
}) {
  const access = useWriteAccess();
  const queryClient = useQueryClient();
  return useMutation<TData, Error, TVariables>({
    ...options,
    mutationFn: async (variables) => {
      await access.ensure();
      return mutationFn(variables);
    },
    onSuccess: (...args) => {
      onSuccess?.(...args);
      void queryClient.invalidateQueries({ queryKey: MARKETING_KEY });
    },
  });
}
