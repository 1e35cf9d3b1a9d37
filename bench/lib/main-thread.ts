// The CPU time of this process's main thread, beside the process's: the API's requests, the localnet and the
// in-process clients run on it, while the embedded database (api/src/db/pglite-thread.ts), V8's collector and
// libuv's pool run beside it.
import { readFileSync } from 'node:fs';

/** CPU time of this process's main thread so far, in ms (Linux: /proc; null elsewhere). */
export function mainThreadMs(): number | null {
  try {
    const stat = readFileSync(`/proc/self/task/${process.pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime and stime, fields 14 and 15 of the line (11 and 12 after the command): clock ticks of 10 ms.
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}
