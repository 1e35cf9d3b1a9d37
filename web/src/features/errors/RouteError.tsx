import type { ErrorComponentProps } from '@tanstack/react-router';
import { useEffect } from 'react';
import { ErrorScreen } from './ErrorScreen';
import { logAndReport } from './global-handlers';

/** A route's error (a render error, a chunk that failed to load): logged, reported, shown in the shell. */
export function RouteError({ error }: ErrorComponentProps) {
  useEffect(() => {
    logAndReport('boundary', error);
  }, [error]);
  return <ErrorScreen error={error} />;
}
