#!/usr/bin/env node
// `npm run chain`: the localnet as its own service (api/src/chain-main.ts). See docs/scaling.md.
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
if (process.argv.includes('--no-seed')) process.env.SEED = '0';
const { register } = await import('tsx/esm/api');
register();
process.chdir(root);
await import(pathToFileURL(path.join(root, 'api/src/chain-main.ts')).href);
