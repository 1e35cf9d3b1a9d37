// Worker thread of bench/ws-fanout.ts: `clients` websocket subscribers of one token. Plain JS so the worker
// needs no TypeScript loader. Reports when all are subscribed, and hands over the latencies it measured
// (receipt time − the event's `at`, both from the process clock) each time the main thread asks.
import { parentPort, workerData } from 'node:worker_threads';
import WebSocket from 'ws';

const { url, clients, token } = workerData;
const now = () => performance.timeOrigin + performance.now();
let latencies = [];
let subscribed = 0;
for (let i = 0; i < clients; i++) {
  const socket = new WebSocket(url);
  socket.on('open', () => socket.send(JSON.stringify({ type: 'subscribe', tokens: [token] })));
  socket.on('message', (data) => {
    const message = JSON.parse(String(data));
    if (message.type === 'price') latencies.push(now() - message.at);
    else if (message.type === 'subscribed' && ++subscribed === clients)
      parentPort.postMessage({ type: 'ready' });
  });
  socket.on('error', (e) => {
    throw e;
  });
}
parentPort.on('message', (m) => {
  if (m.type === 'collect') {
    parentPort.postMessage({ type: 'latencies', values: latencies });
    latencies = [];
  }
});
