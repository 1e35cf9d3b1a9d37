import { generateKeyPairSigner, type KeyPairSigner } from '@solana/kit';
import type { SiwsFields } from '@solpad/core/auth';
import { AuthSessionSchema, SignInInputSchema } from '@solpad/core/schemas';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { signSiws as sign } from '../../test/support';
import { useTestApp } from '../../test/use-test-app';
import { schema } from '../db';

let admin: KeyPairSigner;
let user: KeyPairSigner;
const t = useTestApp(async () => {
  admin = await generateKeyPairSigner();
  return { ADMIN_WALLETS: admin.address };
});
beforeAll(async () => {
  user = await generateKeyPairSigner();
});

async function nonceInput() {
  const res = await t.app.request('http://localhost:8787/api/auth/nonce');
  expect(res.status).toBe(200);
  return SignInInputSchema.parse(await res.json());
}

/** `signer`'s signed sign-in for a fresh nonce, with `changes` to its message's fields. */
async function signedFor(signer: KeyPairSigner, changes: Partial<SiwsFields> = {}) {
  return sign(signer, { ...(await nonceInput()), address: signer.address, ...changes });
}

/** `ms` from now, as ISO 8601 text. */
const fromNow = (ms: number) => new Date(Date.now() + ms).toISOString();

async function verify(body: unknown, url = 'http://localhost:8787/api/auth/verify', headers = {}) {
  return t.app.request(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}

const me = async (cookie: string) =>
  AuthSessionSchema.parse(await (await t.app.request('/api/auth/me', { headers: { cookie } })).json());

async function signIn(signer: KeyPairSigner): Promise<string> {
  const res = await verify(await signedFor(signer));
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
    const body = await signedFor(user);
    expect((await verify(body)).status).toBe(200);
    const again = await verify(body);
    expect(again.status).toBe(401);
    expect(await again.json()).toMatchObject({ error: { code: 'SIWS__NONCE_INVALID' } });
  });

  it('accepts a loopback domain on any port while PUBLIC_URL is unset (a local server)', async () => {
    for (const domain of ['127.0.0.1:5173', 'localhost:3000', '[::1]:8787']) {
      const res = await verify(await signedFor(user, { domain }));
      expect(res.status, domain).toBe(200);
    }
  });

  it('rejects a message for a foreign domain', async () => {
    const res = await verify(await signedFor(user, { domain: 'evil.example' }));
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ error: { code: 'SIWS__DOMAIN_MISMATCH' } });
  });

  it('rejects an expired message and one issued too long ago', async () => {
    const expired = await verify(await signedFor(user, { expirationTime: fromNow(-1000) }));
    expect(await expired.json()).toMatchObject({ error: { code: 'SIWS__EXPIRED' } });
    const old = await verify(await signedFor(user, { issuedAt: fromNow(-11 * 60_000) }));
    expect(await old.json()).toMatchObject({ error: { code: 'SIWS__ISSUED_AT_OUT_OF_RANGE' } });
  });

  it('rejects a signature by another key', async () => {
    const forged = await signedFor(admin, { address: user.address });
    const res = await verify(forged);
    expect(await res.json()).toMatchObject({ error: { code: 'SIWS__BAD_SIGNATURE' } });
  });

  it('rejects a message for another cluster', async () => {
    const res = await verify(await signedFor(user, { chainId: 'mainnet' }));
    expect(await res.json()).toMatchObject({ error: { code: 'SIWS__CHAIN_MISMATCH' } });
  });

  it('rejects a message that is not valid yet (Not Before in the future)', async () => {
    const res = await verify(await signedFor(user, { notBefore: fromNow(5 * 60_000) }));
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ error: { code: 'SIWS__NOT_YET_VALID' } });
  });

  it('rejects a message issued in the future beyond the allowed skew', async () => {
    const res = await verify(await signedFor(user, { issuedAt: fromNow(11 * 60_000) }));
    expect(await res.json()).toMatchObject({ error: { code: 'SIWS__ISSUED_AT_OUT_OF_RANGE' } });
  });

  it('rejects a body that claims another address than the message’s signer', async () => {
    const body = await signedFor(user);
    const res = await verify({ ...body, address: admin.address });
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ error: { code: 'SIWS__ADDRESS_MISMATCH' } });
  });

  it('rejects a nonce the server never issued, and one that expired unused', async () => {
    const input = await nonceInput();
    const madeUp = await verify(await sign(user, { ...input, nonce: 'f'.repeat(32), address: user.address }));
    expect(madeUp.status).toBe(401);
    expect(await madeUp.json()).toMatchObject({ error: { code: 'SIWS__NONCE_INVALID' } });

    await t.database.db
      .update(schema.authNonces)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(schema.authNonces.nonce, input.nonce));
    const expired = await verify(await sign(user, { ...input, address: user.address }));
    expect(expired.status).toBe(401);
    expect(await expired.json()).toMatchObject({ error: { code: 'SIWS__NONCE_INVALID' } });
  });

  it('reports isAdmin for an ADMIN_WALLETS wallet right in the verify reply', async () => {
    const res = await verify(await signedFor(admin));
    expect(AuthSessionSchema.parse(await res.json())).toMatchObject({ signedIn: true, isAdmin: true });
  });

  it('replaces the browser’s previous session when it signs in again', async () => {
    const first = await signIn(user);
    const res = await verify(await signedFor(admin), undefined, { cookie: first });
    expect(res.status).toBe(200);
    expect(await me(first)).toEqual({ signedIn: false });
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
