import { describe, expect, it } from 'vitest';
import { serialBatches } from './serial-batches';

/** A write that records its batches and finishes when the test says. */
function recordingWrite() {
  const batches: number[][] = [];
  const finish: (() => void)[] = [];
  const write = (batch: number[]) =>
    new Promise<void>((resolve) => {
      batches.push(batch);
      finish.push(resolve);
    });
  return { batches, finish, write };
}

const tick = () => new Promise((r) => setTimeout(r, 0));

describe('serial batches', () => {
  it('write the first item at once and the items that come meanwhile together, in order, one write at a time', async () => {
    const { batches, finish, write } = recordingWrite();
    const q = serialBatches(write);
    q.add(1);
    await tick();
    expect(batches).toEqual([[1]]);
    q.add(2);
    q.add(3);
    await tick();
    // The first write still runs: 2 and 3 wait for it.
    expect(batches).toEqual([[1]]);
    finish[0]?.();
    await tick();
    expect(batches).toEqual([[1], [2, 3]]);
    finish[1]?.();
    await q.drain();
  });

  it('start a batch no sooner than the gap after the one before, unless drained', async () => {
    const written: { at: number; batch: number[] }[] = [];
    const q = serialBatches(
      async (batch: number[]) => {
        written.push({ at: Date.now(), batch });
      },
      { gapMs: 150 },
    );
    q.add(1);
    await tick();
    q.add(2);
    q.add(3);
    await new Promise((r) => setTimeout(r, 50));
    expect(written.map((w) => w.batch)).toEqual([[1]]);
    await new Promise((r) => setTimeout(r, 150));
    expect(written.map((w) => w.batch)).toEqual([[1], [2, 3]]);
    expect((written[1]?.at ?? 0) - (written[0]?.at ?? 0)).toBeGreaterThanOrEqual(140);
    // A drain writes what waits without the gap.
    q.add(4);
    const t0 = Date.now();
    await q.drain();
    expect(written.map((w) => w.batch)).toEqual([[1], [2, 3], [4]]);
    expect(Date.now() - t0).toBeLessThan(100);
  });

  it('go on after a write that fails', async () => {
    const batches: number[][] = [];
    const q = serialBatches(async (batch: number[]) => {
      batches.push(batch);
      if (batch.includes(1)) throw new Error('database gone');
    });
    q.add(1);
    await tick();
    q.add(2);
    await q.drain();
    expect(batches).toEqual([[1], [2]]);
  });
});
