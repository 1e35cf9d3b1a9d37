import { generateKeyPairSigner, type KeyPairSigner } from '@solana/kit';
import { AuthSessionSchema, SignInInputSchema } from '@solpad/core/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signSiws as sign, startTestApp, type TestApp } from '../test-support';

let t: TestApp;
let admin: KeyPairSigner;
let user: KeyPairSigner;

beforeAll(async () => {
  admin = await generateKeyPairSigner();
  user = await generateKeyPairSigner();
  t = await startTestApp({ ADMIN_WALLETS: admin.address });
});
afterAll(() => t.close());

async function nonceInput() {
  const res = await t.app.request('http://localhost:8787/api/auth/nonce');
  expect(res.status).toBe(200);
  return SignInInputSchema.parse(await res.json());
}

async function verify(body: unknown) {
  return t.app.request('http://localhost:8787/api/auth/verify', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

async function signIn(signer: KeyPairSigner): Promise<string> {
  const input = await nonceInput();
  const res = await verify(await sign(signer, { ...input, address: signer.address }));
  expect(res.status).toBe(200);
  const cookie = res.headers.get('set-cookie') ?? '';
  expect(cookie).toMatch(/solpad_session=.+HttpOnly/i);
  expect(cookie).toMatch(/SameSite=Lax/i);
  return cookie.split(';')[0]!;
}

describe('Sign-In With Solana', () => {
  it('signs in with a valid message and reports the session', async () => {
    const cookie = await signIn(user);
    const me = AuthSessionSchema.parse(
      await (await t.app.request('/api/auth/me', { headers: { cookie } })).json(),
    );
    expect(me).toMatchObject({ signedIn: true, address: user.address, isAdmin: false });
    await t.app.request('/api/auth/logout', { method: 'POST', headers: { cookie } });
    const after = AuthSessionSchema.parse(
      await (await t.app.request('/api/auth/me', { headers: { cookie } })).json(),
    );
    expect(after).toEqual({ signedIn: false });
  });

  it('rejects a replayed nonce', async () => {
    const input = await nonceInput();
    const body = await sign(user, { ...input, address: user.address });
    expect((await verify(body)).status).toBe(200);
    const again = await verify(body);
    expect(again.status).toBe(401);
    expect(await again.json()).toMatchObject({ error: { code: 'SIWS__NONCE_INVALID' } });
  });

  it('rejects a message for a foreign domain', async () => {
    const input = await nonceInput();
    const res = await verify(await sign(user, { ...input, domain: 'evil.example', address: user.address }));
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ error: { code: 'SIWS__DOMAIN_MISMATCH' } });
  });

  it('rejects an expired message and one issued too long ago', async () => {
    const input = await nonceInput();
    const expired = await verify(
      await sign(user, {
        ...input,
        address: user.address,
        expirationTime: new Date(Date.now() - 1000).toISOString(),
      }),
    );
    expect(await expired.json()).toMatchObject({ error: { code: 'SIWS__EXPIRED' } });
    const old = await verify(
      await sign(user, {
        ...input,
        address: user.address,
        issuedAt: new Date(Date.now() - 11 * 60_000).toISOString(),
      }),
    );
    expect(await old.json()).toMatchObject({ error: { code: 'SIWS__ISSUED_AT_OUT_OF_RANGE' } });
  });

  it('rejects a signature by another key', async () => {
    const input = await nonceInput();
    const forged = await sign(admin, { ...input, address: user.address });
    const res = await verify(forged);
    expect(await res.json()).toMatchObject({ error: { code: 'SIWS__BAD_SIGNATURE' } });
  });

  it('rejects a message for another cluster', async () => {
    const input = await nonceInput();
    const res = await verify(await sign(user, { ...input, chainId: 'mainnet', address: user.address }));
    expect(await res.json()).toMatchObject({ error: { code: 'SIWS__CHAIN_MISMATCH' } });
  });

  it('answers 400 naming the field for a malformed body', async () => {
    const res = await verify({ signedMessage: 'aGk=', signature: 'short' });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      error: { code: 'INVALID_REQUEST', message: expect.stringContaining('signature') },
    });
    expect((await verify('not json')).status).toBe(400);
  });
});

describe('admin endpoints', () => {
  const toggle = (cookie?: string) =>
    t.app.request('/api/admin/path-maintenance', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      body: JSON.stringify({ path: '/tokens', enabled: true }),
    });

  it('answer 401 without a session and 403 for a signed-in non-admin', async () => {
    expect((await toggle()).status).toBe(401);
    expect((await toggle(await signIn(user))).status).toBe(403);
  });

  it('let an admin toggle maintenance; the public status and the event bus follow', async () => {
    const events: unknown[] = [];
    const off = t.events.subscribe((e) => events.push(e));
    const cookie = await signIn(admin);
    const res = await toggle(cookie);
    expect(res.status).toBe(200);
    const status = await (await t.app.request('/api/admin/maintenance-status')).json();
    expect(status).toEqual({ enabled: false, pathMaintenance: { '/tokens': true } });
    expect(events).toEqual([{ type: 'maintenance', status }]);
    const bad = await t.app.request('/api/admin/maintenance-mode', {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ enabled: 'yes' }),
    });
    expect(bad.status).toBe(400);
    off();
  });
});
