import { generateKeyPairSigner } from '@solana/kit';
import { ApiErrorSchema, WATCHLIST_MAX, WatchlistResponseSchema } from '@solpad/core/schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { signInFresh } from '../../test/support';
import { useTestApp } from '../../test/use-test-app';

const t = useTestApp();
let cookie: string;
let otherCookie: string;

beforeAll(async () => {
  [cookie, otherCookie] = [await signInFresh(t.app), await signInFresh(t.app)];
});

async function mints(n: number): Promise<string[]> {
  return Promise.all(Array.from({ length: n }, async () => (await generateKeyPairSigner()).address));
}

async function call(method: string, path: string, c: string | undefined, body?: unknown) {
  const res = await t.app.request(`/api/watchlist${path}`, {
    method,
    headers: { ...(c ? { cookie: c } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  return { status: res.status, json: (await res.json()) as unknown };
}
const list = async (c: string) => WatchlistResponseSchema.parse((await call('GET', '', c)).json).mints;

describe('watchlist', () => {
  it('stars and unstars tokens for the signed-in wallet only, newest first', async () => {
    const [a, b, c] = (await mints(3)) as [string, string, string];
    await call('PUT', `/${a}`, cookie);
    await call('PUT', `/${b}`, cookie);
    const again = await call('PUT', `/${a}`, cookie);
    expect(again.status).toBe(200);
    expect(WatchlistResponseSchema.parse(again.json).mints).toEqual([b, a]);
    await call('PUT', `/${c}`, otherCookie);
    expect(await list(otherCookie)).toEqual([c]);
    expect((await call('DELETE', `/${b}`, cookie)).json).toEqual({ mints: [a] });
    // Another wallet's star is not this one's to remove.
    await call('DELETE', `/${c}`, cookie);
    expect(await list(otherCookie)).toEqual([c]);
  });

  it('adds the list kept on the device when the wallet signs in, keeping its order and what was there', async () => {
    const fresh = await signInFresh(t.app);
    const [x, y, z] = (await mints(3)) as [string, string, string];
    await call('PUT', `/${z}`, fresh);
    const merged = await call('POST', '', fresh, { mints: [x, z, y, x] });
    expect(merged.status).toBe(200);
    expect(WatchlistResponseSchema.parse(merged.json).mints.sort()).toEqual([x, y, z].sort());
    expect((await list(fresh)).slice(0, 2)).toEqual([x, y]);
  });

  it('needs a session, refuses what is not a mint, and holds at most the maximum', async () => {
    const [m] = (await mints(1)) as [string];
    expect((await call('GET', '', undefined)).status).toBe(401);
    expect((await call('PUT', `/${m}`, undefined)).status).toBe(401);
    const bad = await call('PUT', '/not-a-mint', cookie);
    expect(bad.status).toBe(400);
    expect(ApiErrorSchema.parse(bad.json).error.message).toMatch(/^mint/);
    expect((await call('POST', '', cookie, { mints: ['nope'] })).status).toBe(400);

    const full = await signInFresh(t.app);
    const many = await mints(WATCHLIST_MAX);
    expect((await call('POST', '', full, { mints: many })).status).toBe(200);
    const over = await call('PUT', `/${m}`, full);
    expect(over.status).toBe(400);
    expect(ApiErrorSchema.parse(over.json).error.code).toBe('WATCHLIST__FULL');
    // A token already on a full list can be starred again (nothing changes).
    expect((await call('PUT', `/${many[0]}`, full)).status).toBe(200);
    expect((await list(full)).length).toBe(WATCHLIST_MAX);
  });
});
