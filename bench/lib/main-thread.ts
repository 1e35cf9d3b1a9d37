// The CPU time of this process's main thread, beside the process's: the API's requests, the embedded database,
// the localnet and the in-process clients run on it, while V8's helper threads (concurrent marking, the optimizing
// compiler) and libuv's pool (fsync, off-thread signing) run beside it.
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
