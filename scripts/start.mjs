#!/usr/bin/env node
// `npm start`: builds the site if it is missing or older than its sources, then runs the server (API +
// built site + embedded chain and database) in THIS process.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const args = new Set(process.argv.slice(2));
if (args.has('--no-seed')) process.env.SEED = '0';

function newestMtime(p) {
  if (!existsSync(p)) return 0;
  const st = statSync(p);
  if (!st.isDirectory()) return st.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(p, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    newest = Math.max(newest, newestMtime(path.join(p, entry.name)));
  }
  return newest;
}

const builtAt = newestMtime(path.join(root, 'web/dist/index.html'));
const sourcesAt = Math.max(
  ...['web/src', 'web/index.html', 'web/vite.config.ts', 'web/public', 'core/src', 'package-lock.json'].map(
    (p) => newestMtime(path.join(root, p)),
  ),
);
if (!args.has('--no-build') && (builtAt === 0 || sourcesAt > builtAt)) {
  console.log(builtAt === 0 ? 'Building the web app…' : 'Sources changed: rebuilding the web app…');
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const res = spawnSync(npm, ['run', 'build', '-w', '@solpad/web'], { cwd: root, stdio: 'inherit' });
  if (res.status !== 0) process.exit(res.status ?? 1);
}

const { register } = await import('tsx/esm/api');
register();
process.chdir(root);
await import(pathToFileURL(path.join(root, 'api/src/main.ts')).href);
