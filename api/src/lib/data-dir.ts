// DATA_DIR holds the embedded database (sessions, notify e-mails, the audit log), the chain's journal and
// snapshots, the platform secret and uploads: readable by the server's own user only. Directories 0700, files
// 0600 — set on what is already there (a data dir made by an older version, or copied in) and, through the
// process's umask, on everything created afterwards (PGlite writes its files itself).
import { chmodSync, lstatSync, mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';

/** Mode of DATA_DIR and every directory in it. */
export const DATA_DIR_MODE = 0o700;
/** Mode of every file in DATA_DIR. */
export const DATA_FILE_MODE = 0o600;

function lockDown(p: string): void {
  const stat = lstatSync(p);
  // A symlink is left alone: chmod would follow it out of DATA_DIR.
  if (stat.isSymbolicLink()) return;
  if (stat.isDirectory()) {
    if ((stat.mode & 0o777) !== DATA_DIR_MODE) chmodSync(p, DATA_DIR_MODE);
    for (const name of readdirSync(p)) lockDown(path.join(p, name));
  } else if ((stat.mode & 0o777) !== DATA_FILE_MODE) {
    chmodSync(p, DATA_FILE_MODE);
  }
}

/**
 * Creates `dataDir` if needed and makes it and everything in it private to this user; sets the process umask
 * so that files and directories created later are private too. Call before anything opens the data dir.
 */
export function secureDataDir(dataDir: string): void {
  process.umask(0o077);
  mkdirSync(dataDir, { recursive: true, mode: DATA_DIR_MODE });
  lockDown(dataDir);
}
