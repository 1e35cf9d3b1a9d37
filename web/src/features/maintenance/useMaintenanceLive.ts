import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { subscribeAppSocket } from '../../lib/app-socket';
import { maintenanceStatusQueryOptions } from './queries';

/**
 * Follows maintenance changes live: the server broadcasts `{type:'maintenance', status}` on `/api/ws` when
 * an admin toggles a flag, and the cached status is replaced, so every screen reacts without a reload. After
 * a reconnect the status is fetched again, since a toggle may have happened while the socket was down.
 */
export function useMaintenanceLive() {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      subscribeAppSocket(
        (message) => {
          if (message.type === 'maintenance')
            queryClient.setQueryData(maintenanceStatusQueryOptions.queryKey, message.status);
        },
        ({ reconnected }) => {
          if (reconnected)
            void queryClient.invalidateQueries({ queryKey: maintenanceStatusQueryOptions.queryKey });
        },
      ),
    [queryClient],
  );
}
