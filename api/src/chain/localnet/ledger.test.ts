import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { type JournalEntry, Ledger } from './ledger';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});
const freshDir = () => {
  const d = mkdtempSync(path.join(tmpdir(), 'ledger-'));
  dirs.push(d);
  return d;
};
const entry = (i: number): JournalEntry => ({
  k: 'tx',
  sig: `sig-${i}`,
  slot: String(i),
  wire: 'AA==',
  err: null,
});

describe('Ledger (group commit)', () => {
  it('keeps every entry of a burst, in order, each promise settling once the entry is on disk', async () => {
    const dir = freshDir();
    const { ledger } = Ledger.open(dir);
    const settled: number[] = [];
    const all = Array.from({ length: 200 }, (_, i) => ledger.append(entry(i)).then(() => settled.push(i)));
    // Written at once (counted), acknowledged only after the flush: nothing settles synchronously.
    expect(ledger.length).toBe(200);
    expect(settled).toEqual([]);
    await Promise.all(all);
    expect(settled).toEqual(Array.from({ length: 200 }, (_, i) => i));
    const lines = readFileSync(path.join(dir, 'journal.ndjson'), 'utf8').trim().split('\n');
    expect(lines.map((l) => (JSON.parse(l) as JournalEntry).sig)).toEqual(settled.map((i) => `sig-${i}`));
    await ledger.close();
    const reopened = Ledger.open(dir);
    expect(reopened.state.entries).toHaveLength(200);
    await reopened.ledger.close();
  });

  it('closes only after what was appended is flushed; a snapshot counts every entry written', async () => {
    const dir = freshDir();
    const { ledger } = Ledger.open(dir);
    const pending = [ledger.append(entry(1)), ledger.append(entry(2))];
    ledger.snapshot(new Uint8Array([1, 2, 3]));
    await ledger.close();
    await Promise.all(pending);
    const { ledger: again, state } = Ledger.open(dir);
    expect(state.replayFrom).toBe(2);
    expect(state.entries.map((e) => e.sig)).toEqual(['sig-1', 'sig-2']);
    expect([...(state.snapshot ?? [])]).toEqual([1, 2, 3]);
    await again.close();
  });
});
