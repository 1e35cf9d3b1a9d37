import type { PublicBanner } from '@solpad/core/schemas';
import postgres from 'postgres';
import { describe, expect, it } from 'vitest';
import { createTestPostgresDatabase, TEST_DATABASE_KIND } from '../../test/support';
import type { AppEvent } from './events';
import { createLogger } from './logger';
import {
  createPgEventBus,
  createReassembler,
  EVENT_CHUNK_CHARS,
  EVENTS_CHANNEL,
  frameEvent,
} from './pg-events';

describe('event frames', () => {
  it('split a large event into notifications under 8000 bytes and put it back together in any order', () => {
    const json = JSON.stringify({ text: '€'.repeat(5000) + 'x'.repeat(9000) });
    const frames = frameEvent('a', 7, json);
    expect(frames.length).toBe(Math.ceil(json.length / EVENT_CHUNK_CHARS));
    for (const f of frames) expect(Buffer.byteLength(f)).toBeLessThan(8000);
    const got: string[] = [];
    const receive = createReassembler('b', (j) => got.push(j));
    for (const f of [...frames].reverse()) receive(f);
    expect(got).toEqual([json]);
  });

  it('skip what this replica sent itself', () => {
    const got: string[] = [];
    const receive = createReassembler('a', (j) => got.push(j));
    for (const f of frameEvent('a', 1, '{"x":1}')) receive(f);
    expect(got).toEqual([]);
  });
});

describe.skipIf(TEST_DATABASE_KIND !== 'postgres')('events across replicas (Postgres LISTEN/NOTIFY)', () => {
  it('deliver an event larger than one notification to the other replica, once', async () => {
    const pg = await createTestPostgresDatabase();
    const logger = createLogger('silent');
    const a = createPgEventBus({ url: pg.url, logger, replicaId: 'a' });
    const b = createPgEventBus({ url: pg.url, logger, replicaId: 'b' });
    try {
      await Promise.all([a.ready, b.ready]);
      const banners: PublicBanner[] = Array.from({ length: 40 }, (_, i) => ({
        id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
        message: `banner ${i} ${'lorem ipsum '.repeat(20)}`,
        level: 'info',
      })) as unknown as PublicBanner[];
      const event: AppEvent = { type: 'banner', banners };
      expect(JSON.stringify(event).length).toBeGreaterThan(8000);
      const onB: AppEvent[] = [];
      const onA: AppEvent[] = [];
      b.subscribe((e) => onB.push(e));
      a.subscribe((e) => onA.push(e));
      a.publish(event);
      for (const deadline = Date.now() + 3000; Date.now() < deadline && onB.length === 0; )
        await new Promise((r) => setTimeout(r, 20));
      await new Promise((r) => setTimeout(r, 200));
      expect(onB).toEqual([event]);
      expect(onA).toEqual([event]);
    } finally {
      await a.close();
      await b.close();
      await pg.drop();
    }
  });

  it('send the events published at once as one notification, delivered in order', async () => {
    const pg = await createTestPostgresDatabase();
    const logger = createLogger('silent');
    const a = createPgEventBus({ url: pg.url, logger, replicaId: 'a' });
    const b = createPgEventBus({ url: pg.url, logger, replicaId: 'b' });
    const raw = postgres(pg.url, { max: 1, onnotice: () => {} });
    const notifications: string[] = [];
    try {
      await raw.listen(EVENTS_CHANNEL, (payload) => notifications.push(payload));
      await Promise.all([a.ready, b.ready]);
      const onB: AppEvent[] = [];
      b.subscribe((e) => onB.push(e));
      const mint = 'So11111111111111111111111111111111111111112';
      const events: AppEvent[] = [
        {
          type: 'trade',
          token: mint,
          signature: 'sig-1',
          side: 'buy',
          solLamports: '10000000',
          tokenAmount: '350000000000',
          trader: mint,
          at: 1,
        },
        { type: 'price', token: mint, priceSol: 2.8e-8, at: 1 },
      ];
      for (const e of events) a.publish(e);
      for (const deadline = Date.now() + 3000; Date.now() < deadline && onB.length < 2; )
        await new Promise((r) => setTimeout(r, 20));
      await new Promise((r) => setTimeout(r, 200));
      expect(onB).toEqual(events);
      expect(notifications).toHaveLength(1);
    } finally {
      await raw.end({ timeout: 2 });
      await a.close();
      await b.close();
      await pg.drop();
    }
  });
});
