import pino from 'pino';

/** The server's structured logger. */
export type Logger = pino.Logger;

/** Creates the JSON logger; secrets are redacted wherever they might appear. */
export function createLogger(level: string): Logger {
  return pino({
    level,
    redact: {
      paths: ['req.headers.cookie', 'req.headers.authorization', 'config.solanaRpcUrl', 'config.databaseUrl'],
      censor: '[redacted]',
    },
  });
}
