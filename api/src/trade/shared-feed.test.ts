// Every API replica hears a chain service's feed of confirmed transactions. Two apps on one database and one chain
// stand for two replicas: a trade replica A sent and recorded is known to replica B — by A's trade event when B
// hears A's events (as replicas do over Postgres), else by its key in the database — and B neither fetches the
// transaction from the chain nor settles it a second time under the venue's lock (it did both, for every trade, on
// every replica that had quoted the token: the production shape's Postgres spent most of its time there). A trade
// its sender records late (its settlement queued on the venue's lock in a rush) is looked at again, not taken over;
// a replica that is stopping takes none of its looks.
import { eq, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { appBeside } from '../../test/support';
import { VENUE_TEST_SECRET, venueClient } from '../../test/trade-harness';
import { useVenueTestApp } from '../../test/venue-test-file';
import type { ChainBackend } from '../chain/types';
import { type Database, schema } from '../db';
import { createEventBus } from '../lib/events';

const t = useVenueTestApp();
const a = venueClient(t);

/** The transactions fetched through `chain` (getTransaction), by signature. */
function fetchedThrough(chain: ChainBackend): { chain: ChainBackend; fetched: string[] } {
  const fetched: string[] = [];
  const note = (payload: unknown) => {
    for (const call of [payload].flat() as { method?: string; params?: unknown[] }[])
      if (call?.method === 'getTransaction') fetched.push(String(call.params?.[0]));
  };
  const handleRpcValue = chain.handleRpcValue?.bind(chain);
  return {
    fetched,
    chain: {
      ...chain,
      sharedFeed: true,
      handleRpc(body, ctx) {
        note(JSON.parse(body));
        return chain.handleRpc(body, ctx);
      },
      handleRpcValue:
        handleRpcValue &&
        ((payload, ctx) => {
          note(payload);
          return handleRpcValue(payload, ctx);
        }),
    },
  };
}

/** `database` whose `select` calls are counted (the trades table read by key is one). */
function selectsCounted(database: Database): { database: Database; selects: () => number } {
  let selects = 0;
  const db = new Proxy(database.db, {
    get(target, prop, receiver) {
      if (prop === 'select') selects++;
      return Reflect.get(target, prop, receiver);
    },
  });
  return { database: { ...database, db }, selects: () => selects };
}

/** `database` whose settlements of landed trades (the statement that inserts the trade) start `ms` late. */
function settlingLate(database: Database, ms: number): Database {
  const dialect = new PgDialect();
  const db = new Proxy(database.db, {
    get(target, prop, receiver) {
      if (prop !== 'execute') return Reflect.get(target, prop, receiver);
      return async (query: SQL) => {
        if (dialect.sqlToQuery(query).sql.includes('insert into trades'))
          await new Promise((r) => setTimeout(r, ms));
        return target.execute(query);
      };
    },
  });
  return { ...database, db };
}

/** The buy every trade here makes: 0.1 SOL of `mint` at 5 % slippage. */
const buyOf = (mint: string) => ({
  mint,
  side: 'buy' as const,
  amount: '100000000',
  amountIs: 'sol' as const,
  slippageBps: 500,
});

const env = { PLATFORM_SECRET: VENUE_TEST_SECRET, RPC_RATE_LIMIT_PER_MINUTE: '0' };

describe('a replica hearing a shared feed', () => {
  it.each([
    { events: 'its trade events heard', shared: true },
    { events: 'none of its events heard', shared: false },
  ])(
    'knows a trade another replica recorded, $events: nothing fetched from the chain, nothing settled again',
    async ({ shared }) => {
      const seen = fetchedThrough(t.chain);
      const counted = selectsCounted(t.database);
      const b = venueClient({
        app: appBeside(t, env, {
          chain: seen.chain,
          database: counted.database,
          ...(shared ? {} : { events: createEventBus() }),
        }),
      });
      const { mint } = await a.launch(await a.wallet(2));
      const buy = buyOf(mint);
      // B quotes the token, so it watches its venue (as every replica behind a balancer comes to); A trades it.
      await b.quote(await a.wallet(1), buy);
      const before = counted.selects();
      const trades = await Promise.all([a.wallet(2), a.wallet(2)].map(async (w) => a.trade(await w, buy)));
      await new Promise((r) => setTimeout(r, 800));
      expect(seen.fetched).toEqual([]);
      // Hearing A's trade events, B reads nothing; without them it looks each trade up by its key.
      expect(counted.selects() - before).toBe(shared ? 0 : trades.length);
      for (const { signature } of trades) {
        const rows = await t.database.db
          .select()
          .from(schema.trades)
          .where(eq(schema.trades.signature, signature));
        expect(rows).toHaveLength(1);
      }
    },
  );

  it('stopping, takes none of the looks it had scheduled: no read of a database being closed', async () => {
    const seen = fetchedThrough(t.chain);
    const counted = selectsCounted(t.database);
    const shutdown = new AbortController();
    const b = venueClient({
      app: appBeside(t, env, {
        chain: seen.chain,
        database: counted.database,
        // B hears none of A's events: without the stop, it would look each trade up by its key at 300 ms.
        events: createEventBus(),
        shutdown: shutdown.signal,
      }),
    });
    const { mint } = await a.launch(await a.wallet(2));
    const buy = buyOf(mint);
    await b.quote(await a.wallet(1), buy);
    // The server stops as B hears the trade land (B's look is scheduled by then: B subscribed first).
    const off = t.chain.onConfirmed(() => shutdown.abort());
    const before = counted.selects();
    const { signature } = await a.trade(await a.wallet(2), buy);
    off();
    await new Promise((r) => setTimeout(r, 1000));
    expect(shutdown.signal.aborted).toBe(true);
    expect(counted.selects() - before).toBe(0);
    expect(seen.fetched).not.toContain(signature);
  });

  it('looks again at a trade its sender records late, rather than fetching and settling it too', async () => {
    const seen = fetchedThrough(t.chain);
    const b = venueClient({ app: appBeside(t, env, { chain: seen.chain }) });
    // A sends the trade and records it ~450 ms later (as when its settlement waits on the venue's lock).
    const slow = venueClient({
      app: appBeside(t, env, {
        chain: { ...t.chain, sharedFeed: true },
        database: settlingLate(t.database, 450),
      }),
    });
    // Launched through B, so the test app itself (not on a shared feed) watches none of the token's accounts.
    const { mint } = await b.launch(await a.wallet(2));
    const buy = buyOf(mint);
    await b.quote(await a.wallet(1), buy);
    const { signature } = await slow.trade(await a.wallet(2), buy);
    await new Promise((r) => setTimeout(r, 1000));
    // B looked at 300 ms (not recorded yet), again at 800 ms (recorded and heard): it never fetched the trade.
    expect(seen.fetched).not.toContain(signature);
    const rows = await t.database.db
      .select()
      .from(schema.trades)
      .where(eq(schema.trades.signature, signature));
    expect(rows).toHaveLength(1);
  });
});
