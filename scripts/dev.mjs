#!/usr/bin/env node
// `npm run dev`: the API in watch mode on :8787, the site on Vite's dev server (proxying /api to it) and the
// extension under `wxt` — together, with their output prefixed, all stopped by one Ctrl-C.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';
const apiPort = process.env.PORT ?? '8787';
const jobs = [
  {
    name: 'api',
    cmd: process.execPath,
    args: ['--import', 'tsx', '--watch', 'api/src/main.ts'],
    env: { PORT: apiPort },
  },
  {
    name: 'web',
    cmd: npx,
    args: ['vite', '--config', 'web/vite.config.ts', 'web'],
    env: { API_PORT: apiPort },
  },
  { name: 'ext', cmd: npx, args: ['wxt'], env: {} },
];

const children = jobs.map((job) => {
  const child = spawn(job.cmd, job.args, {
    cwd: root,
    env: { ...process.env, ...job.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const prefix = (stream, out) =>
    stream.on('data', (buf) => {
      for (const line of buf.toString().split('\n')) if (line) out.write(`[${job.name}] ${line}\n`);
    });
  prefix(child.stdout, process.stdout);
  prefix(child.stderr, process.stderr);
  child.on('exit', (code) => console.log(`[${job.name}] exited with ${code}`));
  return child;
});

const stop = () => {
  for (const c of children) c.kill('SIGTERM');
  setTimeout(() => process.exit(0), 2000).unref();
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
