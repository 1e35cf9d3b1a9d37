// What the scanner benchmarks run between measured blocks: a full garbage collection on demand, so that one block
// does not pay for the garbage of the one before (a report without the index leaves ~10 MB; a major GC of this heap
// takes seconds on a busy machine), and their progress lines on stderr.
import v8 from 'node:v8';
import vm from 'node:vm';

v8.setFlagsFromString('--expose-gc');
/** Runs a full collection now. */
export const collectGarbage = vm.runInNewContext('gc') as () => void;
/** One indented progress line on stderr. */
export const log = (msg: string) => console.error(`  ${msg}`);
