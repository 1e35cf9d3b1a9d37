import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
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

/**
 * A keep-alive server that answers the first request on each connection and drops the connection when a second
 * arrives on it, unanswered: what a client sees when the server's idle timeout closes a socket as a call goes out.
 */
async function oneCallPerSocketServer() {
  const seen = { connections: 0, answered: 0 };
  const server = net.createServer((socket) => {
    seen.connections++;
    let requests = 0;
    socket.on('data', (chunk) => {
      // Each call here is one small request in one chunk.
      if (!chunk.toString('latin1').startsWith('POST')) return;
      if (++requests > 1) {
        socket.destroy();
        return;
      }
      seen.answered++;
      socket.write('HTTP/1.1 200 OK\r\nContent-Length: 2\r\nConnection: keep-alive\r\n\r\nok');
    });
  });
  await new Promise<void>((up) => server.listen(0, '127.0.0.1', up));
  return {
    seen,
    url: new URL(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`),
    close: () => new Promise((done) => server.close(done)),
  };
}

describe('pooledPoster', () => {
  it('sends a call again on a fresh socket when the kept-alive one is closed as it goes out', async () => {
    const service = await oneCallPerSocketServer();
    const post = pooledPoster(1);
    try {
      expect((await post(service.url, 'first', {}, 5_000)).body).toBe('ok');
      // The second call goes out on the kept-alive socket, which the service drops unanswered.
      expect((await post(service.url, 'second', {}, 5_000)).body).toBe('ok');
      expect(service.seen).toEqual({ connections: 2, answered: 2 });
    } finally {
      post.close();
      await service.close();
    }
  });

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
