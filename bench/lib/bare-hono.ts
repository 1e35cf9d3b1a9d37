// The floor of the hot-reads bench: a bare Hono app on @hono/node-server that answers each path with the same
// JSON body the real server gave for it (read from the file named by argv[2]), and nothing else — or, where the
// file gives them, with the same headers too (lib/floor.ts).
import { readFileSync } from 'node:fs';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';

const { bodies, headers } = JSON.parse(readFileSync(process.argv[2] as string, 'utf8')) as {
  bodies: Record<string, string>;
  headers: Record<string, Record<string, string>>;
};
const app = new Hono();
for (const [path, body] of Object.entries(bodies)) {
  const url = new URL(path, 'http://x');
  const sent = headers[path] ?? { 'content-type': 'application/json' };
  // A copy per answer: the Node adapter writes Content-Length into the record it is handed.
  app.get(url.pathname, (c) => c.body(body, 200, { ...sent }));
}
const port = Number(process.env.PORT);
serve({ fetch: app.fetch, port, hostname: '127.0.0.1' }, () => console.log(`bare hono on ${port}`));
