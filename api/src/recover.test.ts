// Recovery in seconds (issue 21, item 7). The server process dies (SIGKILL, through the failpoint armed only
// here) the moment a trade it sent has landed on chain, before the database records it: the state a crash or a
// kill -9 during trading leaves. Restarted on the same DATA_DIR, the leader asks the chain about every trade in
// flight at once, so the landed trade is listed within 5 s of the restart, not when its quote's blockhash
// expires (~60 s, when the expiry job would find it).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { getSignatureFromTransaction, getTransactionDecoder } from '@solana/kit';
import type { TradeQuoteResponse, TradeRecord } from '@solpad/core/schemas';
import { afterAll, describe, expect, it } from 'vitest';
import { httpVenueClient } from '../test/http-venue-client';
import { freePort, startServerProcess, stopServerProcess, TEST_DATABASE_KIND } from '../test/support';

const ENV = {
  PLATFORM_SECRET: 'recover-test-secret-0123456789abcdef0123456789',
  RPC_RATE_LIMIT_PER_MINUTE: '0',
  AIRDROPS_PER_MINUTE: '1000',
};

describe.skipIf(TEST_DATABASE_KIND === 'postgres')('recovery after a crash during a trade', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'solpad-recover-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('lists a trade that landed just before the crash within 5 s of the restart', async () => {
    const port = await freePort();
    const client = httpVenueClient(`http://127.0.0.1:${port}`);
    // First life: a launch and a funded buyer, then a server that dies right after sending a trade.
    let server = await startServerProcess({ port, dataDir, env: ENV });
    const creator = await client.wallet(2);
    const { mint } = await client.launch(creator);
    const buyer = await client.wallet(1);
    await stopServerProcess(server, 'SIGTERM');
    server = await startServerProcess({
      port,
      dataDir,
      env: { ...ENV, SOLPAD_FAILPOINTS: 'trade-landed-unrecorded' },
    });
    try {
      const reply = await client.post('/api/trade/quote', {
        mint,
        side: 'buy',
        amount: '10000000',
        amountIs: 'sol',
        slippageBps: 500,
        wallet: buyer.address,
      });
      expect(reply.status).toBe(200);
      const quote = reply.body as unknown as TradeQuoteResponse;
      const wire = await client.sign(quote.transaction, [buyer]);
      // The buyer pays the fee: the trade's signature is known once it is signed.
      const sig = getSignatureFromTransaction(getTransactionDecoder().decode(Buffer.from(wire, 'base64')));
      await expect(
        client.post('/api/trade/submit', { quoteId: quote.quoteId, transaction: wire }),
      ).rejects.toThrow(); // the connection dies with the process
      await new Promise<void>((resolve) =>
        server.exitCode !== null || server.signalCode !== null
          ? resolve()
          : server.once('exit', () => resolve()),
      );
      expect(server.signalCode).toBe('SIGKILL');

      // Second life: the chain has the trade (journalled before it answered); the listing must follow within 5 s.
      server = await startServerProcess({ port, dataDir, env: ENV });
      const restarted = Date.now();
      const status = await client.rpc<{ value: ({ err: unknown } | null)[] }>('getSignatureStatuses', [
        [sig],
      ]);
      expect(status.value[0]).not.toBeNull();
      expect(status.value[0]?.err).toBeNull();
      let listed = false;
      while (!listed && Date.now() - restarted < 5_000) {
        const { trades } = await client.get<{ trades: TradeRecord[] }>(`/api/tokens/${mint}/trades`);
        listed = trades.some((t) => t.signature === sig && t.trader === buyer.address);
        if (!listed) await new Promise((r) => setTimeout(r, 100));
      }
      expect(listed, 'the landed trade is listed within 5 s of the restart').toBe(true);
    } finally {
      await stopServerProcess(server, 'SIGTERM');
    }
  }, 240_000);
});
