#!/usr/bin/env node
// `npm run serve -- --replicas N`: the production shape on one machine — N API replicas (Node's cluster, one
// port) on the Postgres server of DATABASE_URL, and the chain as its own service (started here unless
// SOLANA_RPC_URL names one). See docs/scaling.md.
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { ensureWebBuilt } from './build-web.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const args = process.argv.slice(2);
if (args.includes('--no-seed')) process.env.SEED = '0';
if (!args.includes('--no-build')) ensureWebBuilt(root);

const { register } = await import('tsx/esm/api');
register();
process.chdir(root);
const { runCluster } = await import(pathToFileURL(path.join(root, 'api/src/cluster-main.ts')).href);
await runCluster(args);
