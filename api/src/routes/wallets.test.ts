import { generateKeyPairSigner, type KeyPairSigner } from '@solana/kit';
import { WalletCreateResponseSchema, WalletListResponseSchema } from '@solpad/core/schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { signInAs } from '../../test/support';
import { useTestApp } from '../../test/use-test-app';

const t = useTestApp();
let owner: KeyPairSigner;
let other: KeyPairSigner;
let cookie: string;
const WATCHED = 'Fe7yGfQnNJy5vNNdgSBDKR8yy8pAp3GRtPGNyp3VzWtp';

beforeAll(async () => {
  owner = await generateKeyPairSigner();
  other = await generateKeyPairSigner();
  cookie = await signInAs(t.app, owner);
});

const post = (body: unknown, c?: string) =>
  t.app.request('/api/wallets', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(c ? { cookie: c } : {}) },
    body: JSON.stringify(body),
  });

describe('wallet records', () => {
  it('registers the owner’s own wallet and a watch-only wallet, lists and deletes them', async () => {
    const own = await post({ type: 'connected', owner: owner.address }, cookie);
    expect(own.status).toBe(201);
    expect(WalletCreateResponseSchema.parse(await own.json()).wallet).toMatchObject({
      address: owner.address,
      type: 'connected',
    });
    const watch = await post(
      { type: 'watch', owner: owner.address, address: WATCHED, label: 'Whale' },
      cookie,
    );
    const { wallet } = WalletCreateResponseSchema.parse(await watch.json());
    expect(wallet).toMatchObject({ address: WATCHED, label: 'Whale', type: 'watch' });
    expect((await post({ type: 'watch', owner: owner.address, address: WATCHED }, cookie)).status).toBe(409);

    const list = await t.app.request(`/api/wallets?owner=${owner.address}`, { headers: { cookie } });
    expect(WalletListResponseSchema.parse(await list.json()).wallets.map((w) => w.address)).toEqual([
      owner.address,
      WATCHED,
    ]);

    expect(
      (await t.app.request(`/api/wallets/${wallet.id}`, { method: 'DELETE', headers: { cookie } })).status,
    ).toBe(204);
    const after = await t.app.request(`/api/wallets?owner=${owner.address}`, { headers: { cookie } });
    expect(WalletListResponseSchema.parse(await after.json()).wallets).toHaveLength(1);
  });

  it('refuses anyone but the signed-in owner', async () => {
    expect((await post({ type: 'watch', owner: owner.address, address: WATCHED })).status).toBe(401);
    const otherCookie = await signInAs(t.app, other);
    expect((await post({ type: 'watch', owner: owner.address, address: WATCHED }, otherCookie)).status).toBe(
      403,
    );
    expect(
      (await t.app.request(`/api/wallets?owner=${owner.address}`, { headers: { cookie: otherCookie } }))
        .status,
    ).toBe(403);
  });

  it('answers 400 naming the field for bad input', async () => {
    const res = await post({ type: 'watch', owner: owner.address, address: 'nope' }, cookie);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: { message: expect.stringContaining('address') } });
    expect((await post({ type: 'hot', owner: owner.address }, cookie)).status).toBe(400);
    expect(
      (await t.app.request('/api/wallets/not-a-uuid', { method: 'DELETE', headers: { cookie } })).status,
    ).toBe(400);
  });
});
