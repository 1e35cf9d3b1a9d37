import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app';
import { schema } from '../db';

const t = useTestApp();

const post = (path: string, body: unknown) =>
  t.app.request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('POST /api/notify', () => {
  it('stores a validated address once, case-insensitively', async () => {
    expect(await (await post('/api/notify', { email: 'Trader@Example.com' })).json()).toEqual({
      subscribed: true,
      alreadySubscribed: false,
    });
    expect(await (await post('/api/notify', { email: 'trader@example.com' })).json()).toEqual({
      subscribed: true,
      alreadySubscribed: true,
    });
    const rows = await t.database.db.select().from(schema.notifySubscribers);
    expect(rows.map((r) => r.email)).toEqual(['trader@example.com']);
    const bad = await post('/api/notify', { email: 'not-an-email' });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ error: { message: expect.stringContaining('email') } });
  });
});

describe('POST /api/client-errors', () => {
  it('stores a report and refuses malformed ones', async () => {
    const res = await post('/api/client-errors', {
      kind: 'error',
      message: 'Failed to fetch',
      url: 'http://localhost/',
      hint: 'server down?',
    });
    expect(res.status).toBe(204);
    const rows = await t.database.db.select().from(schema.clientErrors);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ message: 'Failed to fetch', hint: 'server down?', clientId: 'local' });
    expect((await post('/api/client-errors', { kind: 'boom', message: 'x', url: '/' })).status).toBe(400);
  });

  it('rate limits a flood with 429 and Retry-After', async () => {
    let limited: Response | undefined;
    for (let i = 0; i < 40 && !limited; i++) {
      const res = await post('/api/client-errors', { kind: 'error', message: `e${i}`, url: '/' });
      if (res.status === 429) limited = res;
    }
    expect(limited?.headers.get('retry-after')).toMatch(/^\d+$/);
  });
});
