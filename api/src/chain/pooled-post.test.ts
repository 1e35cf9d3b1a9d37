import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { pooledPoster } from './pooled-post';

const servers: http.Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((done) => s.close(done))));
});

/** A server echoing each body after `delayMs`, counting the connections open at once. */
async function echoServer(delayMs: number, port = 0) {
  const seen = { open: 0, most: 0, requests: 0 };
  const server = http.createServer((req, res) => {
    seen.requests++;
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => setTimeout(() => res.end(Buffer.concat(chunks)), delayMs));
  });
  server.on('connection', (socket) => {
    seen.open++;
    seen.most = Math.max(seen.most, seen.open);
    socket.on('close', () => seen.open--);
  });
  servers.push(server);
  await new Promise<void>((up) => server.listen(port, '127.0.0.1', up));
  return { seen, url: new URL(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`) };
}

describe('pooledPoster', () => {
  it('answers a burst of 300 calls over at most its sockets, each with its own body', async () => {
    const { seen, url } = await echoServer(2);
    const post = pooledPoster(4);
    const replies = await Promise.all(
      Array.from({ length: 300 }, (_, i) => post(url, `call ${i}`, {}, 10_000)),
    );
    post.close();
    expect(replies.map((r) => r.body)).toEqual(Array.from({ length: 300 }, (_, i) => `call ${i}`));
    expect(replies.every((r) => r.status === 200)).toBe(true);
    expect(seen.requests).toBe(300);
    expect(seen.most).toBeLessThanOrEqual(4);
  });

  it('tries a refused connection again: a service that comes up a moment later answers', async () => {
    const probe = await echoServer(0);
    const port = Number(probe.url.port);
    await new Promise((done) => (servers.pop() as http.Server).close(done));
    const post = pooledPoster(4);
    const pending = post(probe.url, 'late', {}, 10_000);
    await new Promise((later) => setTimeout(later, 120));
    await echoServer(0, port);
    expect((await pending).body).toBe('late');
    post.close();
  });

  it('gives up on a service that does not answer within the timeout', async () => {
    const { url } = await echoServer(5_000);
    const post = pooledPoster(4);
    const started = Date.now();
    await expect(post(url, 'slow', {}, 200)).rejects.toThrow(/no answer within 200 ms/);
    expect(Date.now() - started).toBeLessThan(2_000);
    post.close();
  });
});
