// Recovery in seconds (issue 21, item 7): ten wallets trade one token against the real server process, which is
// killed with SIGKILL mid-burst and restarted on the same DATA_DIR. A trade the server had sent may have landed
// on chain without being recorded (the process died between the chain's answer and the database). On start the
// leader asks the chain about every trade in flight, so each landed trade must be listed within 5 s of the
// restart, not when its quote's blockhash expires (~60 s).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { getSignatureFromTransaction, getTransactionDecoder, type KeyPairSigner } from '@solana/kit';
import type { TradeQuoteResponse, TradeRecord } from '@solpad/core/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, startServerProcess, stopServerProcess, TEST_DATABASE_KIND } from './test-support';
import { httpVenueClient } from './trade/http-client';

const WALLETS = 10;
/** The server is killed once this many trades have been answered. */
const KILL_AFTER = 12;
const ENV = {
  PLATFORM_SECRET: 'recover-test-secret-0123456789abcdef0123456789',
  RPC_RATE_LIMIT_PER_MINUTE: '0',
  AIRDROPS_PER_MINUTE: '1000',
};

describe.skipIf(TEST_DATABASE_KIND === 'postgres')('recovery after kill -9 during trading', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'solpad-recover-'));
  let port: number;
  let base: string;

  beforeAll(async () => {
    port = await freePort();
    base = `http://127.0.0.1:${port}`;
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('lists every trade that landed before the crash within 5 s of the restart', async () => {
    let server = await startServerProcess({ port, dataDir, env: ENV });
    try {
      const client = httpVenueClient(base);
      const creator = await client.wallet(2);
      const { mint } = await client.launch(creator);
      const wallets = await Promise.all(Array.from({ length: WALLETS }, () => client.wallet(1)));

      // Each wallet buys in a loop: quote → sign → submit. The signature is known once signed (the wallet
      // pays the fee), so every trade handed to the server is remembered, answered or not.
      const sent: string[] = [];
      const answered: string[] = [];
      let crashed = false;
      const buyer = async (w: KeyPairSigner) => {
        while (!crashed) {
          try {
            const q = await client.post('/api/trade/quote', {
              mint,
              side: 'buy',
              amount: '10000000',
              amountIs: 'sol',
              slippageBps: 500,
              wallet: w.address,
            });
            if (q.status !== 200) continue;
            const quote = q.body as unknown as TradeQuoteResponse;
            const wire = await client.sign(quote.transaction, [w]);
            sent.push(
              getSignatureFromTransaction(getTransactionDecoder().decode(Buffer.from(wire, 'base64'))),
            );
            const done = await client.post('/api/trade/submit', {
              quoteId: quote.quoteId,
              transaction: wire,
            });
            if (done.status === 200) answered.push((done.body.trade as TradeRecord).signature);
          } catch {
            return; // the server is gone
          }
        }
      };
      const buying = Promise.all(wallets.map(buyer));
      while (answered.length < KILL_AFTER) await new Promise((r) => setTimeout(r, 5));
      await stopServerProcess(server, 'SIGKILL');
      crashed = true;
      await buying;

      server = await startServerProcess({ port, dataDir, env: ENV });
      const restarted = Date.now();
      // What landed, asked of the chain (the localnet journals a transaction before it answers).
      const statuses = await client.rpc<{ value: ({ err: unknown } | null)[] }>('getSignatureStatuses', [
        sent,
      ]);
      const landed = sent.filter((_, i) => statuses.value[i] && !statuses.value[i]?.err);
      expect(landed.length).toBeGreaterThanOrEqual(KILL_AFTER);

      let listed = new Set<string>();
      while (Date.now() - restarted < 5_000) {
        const { trades } = await client.get<{ trades: TradeRecord[] }>(
          `/api/tokens/${mint}/trades?limit=500`,
        );
        const ours = new Set(wallets.map((w) => w.address as string));
        listed = new Set(trades.filter((t) => ours.has(t.trader)).map((t) => t.signature));
        if (landed.every((s) => listed.has(s))) break;
        await new Promise((r) => setTimeout(r, 100));
      }
      expect(landed.filter((s) => !listed.has(s))).toEqual([]);
      // Nothing that did not land is listed.
      expect([...listed].every((s) => landed.includes(s))).toBe(true);
    } finally {
      await stopServerProcess(server, 'SIGTERM');
    }
  }, 180_000);
});
