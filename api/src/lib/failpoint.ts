/**
 * Failpoints: named places where the process can be made to die on purpose, so a test can crash it at the one
 * moment that matters (as etcd's gofail or FreeBSD's fail(9) do) instead of hoping a random kill lands there.
 * Armed only by SOLPAD_FAILPOINTS (comma-separated names), which nothing but such a test sets.
 */
const armed = new Set(
  (process.env.SOLPAD_FAILPOINTS ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean),
);

/** Kills this process at once (SIGKILL: nothing flushes, as in a crash) when failpoint `name` is armed. */
export function failpoint(name: 'trade-landed-unrecorded'): void {
  if (armed.has(name)) process.kill(process.pid, 'SIGKILL');
}
