// How a server process stops: on its first SIGTERM or SIGINT it closes, and exits once that is done.
import type { Logger } from './logger';

/**
 * On the first SIGTERM or SIGINT: `close`, then exit 0, or 1 when it fails or has not finished within `forceMs`.
 * Later signals are ignored.
 */
export function closeOnSignals(
  logger: Logger,
  close: (signal: NodeJS.Signals) => Promise<unknown>,
  forceMs = 10_000,
) {
  let stopping = false;
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      const force = setTimeout(() => process.exit(1), forceMs);
      force.unref();
      close(signal).then(
        () => process.exit(0),
        (err) => {
          logger.error({ err }, 'shutdown failed');
          process.exit(1);
        },
      );
    });
  }
}
