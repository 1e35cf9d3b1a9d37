#!/usr/bin/env node
// `npm start`: builds the site and the extension if missing or older than their sources, then runs the server (API +
// built site + embedded chain and database) in THIS process.
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { ensureExtensionBuilt, ensureWebBuilt } from './build-web.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const args = new Set(process.argv.slice(2));
if (args.has('--no-seed')) process.env.SEED = '0';
if (!args.has('--no-build')) {
  ensureWebBuilt(root);
  // The extension the site hands out at /extension.
  ensureExtensionBuilt(root);
}

const { register } = await import('tsx/esm/api');
register();
process.chdir(root);
await import(pathToFileURL(path.join(root, 'api/src/main.ts')).href);
