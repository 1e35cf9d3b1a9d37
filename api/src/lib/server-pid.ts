import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * `DATA_DIR/server.pid` names the process serving a data directory. Embedded PGlite is single-process: a
 * second process writing the same directory (`npm run admin:add` while the server runs) is silently lost or
 * corrupts it, so such tools check this file first.
 */
export const SERVER_PID_FILE = 'server.pid';

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    // EPERM: the process exists but belongs to someone else.
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * The pid of a live server process that uses `dataDir`, or null. A file left by a killed server (its pid
 * gone, or reused by this very process after a container restart) does not count.
 */
export function livingServerPid(dataDir: string): number | null {
  let text: string;
  try {
    text = readFileSync(path.join(dataDir, SERVER_PID_FILE), 'utf8');
  } catch {
    return null;
  }
  const pid = Number.parseInt(text.trim(), 10);
  if (!Number.isSafeInteger(pid) || pid <= 0 || pid === process.pid) return null;
  return isAlive(pid) ? pid : null;
}

/** Records this process as the server of `dataDir`; the returned function removes the record again. */
export function writeServerPid(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, SERVER_PID_FILE);
  writeFileSync(file, `${process.pid}\n`);
  return () => {
    try {
      if (readFileSync(file, 'utf8').trim() === String(process.pid)) rmSync(file, { force: true });
    } catch {
      // already gone
    }
  };
}
