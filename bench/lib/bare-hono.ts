// The floor of the hot-reads bench: a bare Hono app on @hono/node-server that answers each path with the same
// JSON body the real server gave for it (read from the file named by argv[2]), and nothing else.
import { readFileSync } from 'node:fs';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';

const bodies = JSON.parse(readFileSync(process.argv[2] as string, 'utf8')) as Record<string, string>;
const app = new Hono();
for (const [path, body] of Object.entries(bodies)) {
  const url = new URL(path, 'http://x');
  app.get(url.pathname, (c) => c.body(body, 200, { 'content-type': 'application/json' }));
}
const port = Number(process.env.PORT);
serve({ fetch: app.fetch, port, hostname: '127.0.0.1' }, () => console.log(`bare hono on ${port}`));
