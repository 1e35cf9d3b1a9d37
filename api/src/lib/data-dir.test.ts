import {
  chmodSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { startServer } from '../server';
import { secureDataDir } from './data-dir';
import { createLogger } from './logger';

const mode = (p: string) => statSync(p).mode & 0o777;

/** Every path under `dir` (itself included) that is not private: directories other than 0700, files other than 0600. */
function exposed(dir: string): string[] {
  const out: string[] = [];
  const walk = (p: string) => {
    const s = lstatSync(p);
    if (s.isSymbolicLink()) return;
    if (s.isDirectory()) {
      if ((s.mode & 0o777) !== 0o700) out.push(`${p} ${(s.mode & 0o777).toString(8)}`);
      for (const name of readdirSync(p)) walk(path.join(p, name));
    } else if ((s.mode & 0o777) !== 0o600) out.push(`${p} ${(s.mode & 0o777).toString(8)}`);
  };
  walk(dir);
  return out;
}

let root: string;
let umask: number;
beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'solpad-datadir-'));
  umask = process.umask();
});
afterEach(() => {
  process.umask(umask);
  rmSync(root, { recursive: true, force: true });
});

describe('DATA_DIR', () => {
  it('is made private: what is there already, and what is created afterwards', () => {
    const dataDir = path.join(root, 'data');
    mkdirSync(path.join(dataDir, 'pglite', 'base'), { recursive: true });
    writeFileSync(path.join(dataDir, 'pglite', 'base', 'table'), 'rows');
    writeFileSync(path.join(dataDir, 'platform-secret'), 'x');
    // Modes set explicitly: the umask is the process's, and a test in another worker thread may have made it
    // private already (a server it started does).
    for (const d of [dataDir, path.join(dataDir, 'pglite'), path.join(dataDir, 'pglite', 'base')])
      chmodSync(d, 0o755);
    for (const f of [path.join(dataDir, 'pglite', 'base', 'table'), path.join(dataDir, 'platform-secret')])
      chmodSync(f, 0o644);
    // A link out of the data dir is not followed.
    const outside = path.join(root, 'outside');
    writeFileSync(outside, 'not ours');
    chmodSync(outside, 0o644);
    symlinkSync(outside, path.join(dataDir, 'link'));
    expect(exposed(dataDir).length).toBeGreaterThan(0);

    secureDataDir(dataDir);
    expect(exposed(dataDir)).toEqual([]);
    expect(mode(outside)).toBe(0o644);

    // Created later, with the usual defaults: private all the same.
    mkdirSync(path.join(dataDir, 'uploads'));
    writeFileSync(path.join(dataDir, 'uploads', 'image'), 'png');
    expect(exposed(dataDir)).toEqual([]);
  });

  it('is created private when missing', () => {
    const dataDir = path.join(root, 'fresh', 'data');
    secureDataDir(dataDir);
    expect(mode(dataDir)).toBe(0o700);
  });

  it('of a running server (embedded database, chain journal and snapshot, pid file) is private', async () => {
    const dataDir = path.join(root, 'server');
    mkdirSync(dataDir, { mode: 0o755 });
    const server = await startServer(
      loadConfig({ DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1' }),
      createLogger('silent'),
    );
    try {
      expect(readdirSync(dataDir)).toEqual(expect.arrayContaining(['pglite', 'chain']));
      expect(exposed(dataDir)).toEqual([]);
    } finally {
      await server.close();
    }
    expect(exposed(dataDir)).toEqual([]);
  }, 120_000);
});
