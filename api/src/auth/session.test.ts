import { generateKeyPairSigner, type KeyPairSigner } from '@solana/kit';
import { AuthSessionSchema, SignInInputSchema } from '@solpad/core/schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { signInAs, signSiws } from '../../test/support';
import { useTestApp } from '../../test/use-test-app';
import { schema } from '../db';

const t = useTestApp({ PUBLIC_URL: 'https://solpad.example' });
let user: KeyPairSigner;

beforeAll(async () => {
  user = await generateKeyPairSigner();
});

const me = async (cookie: string) =>
  AuthSessionSchema.parse(await (await t.app.request('/api/auth/me', { headers: { cookie } })).json());

/** Signs `user` in through `origin` (nonce and verify); returns the Set-Cookie header. */
async function signInVia(origin: string, headers: Record<string, string> = {}): Promise<string> {
  const input = SignInInputSchema.parse(
    await (await t.app.request(`${origin}/api/auth/nonce`, { headers })).json(),
  );
  const res = await t.app.request(`${origin}/api/auth/verify`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(await signSiws(user, { ...input, address: user.address })),
  });
  expect(res.status, await res.clone().text()).toBe(200);
  return res.headers.get('set-cookie') ?? '';
}

describe('the session cookie', () => {
  it('is httpOnly and SameSite=Lax, and not Secure over plain http', async () => {
    const cookie = await signInVia('http://localhost:8787');
    expect(cookie).toMatch(/^solpad_session=[\w-]{40,};/);
    expect(cookie).toMatch(/;\s*HttpOnly/i);
    expect(cookie).toMatch(/;\s*SameSite=Lax/i);
    expect(cookie).not.toMatch(/Secure/i);
  });

  it('is Secure under https', async () => {
    expect(await signInVia('https://solpad.example')).toMatch(/;\s*Secure/i);
  });

  it('is Secure behind a TLS-terminating proxy that says X-Forwarded-Proto: https or Forwarded: proto=https', async () => {
    expect(await signInVia('http://localhost:8787', { 'x-forwarded-proto': 'https' })).toMatch(/;\s*Secure/i);
    expect(await signInVia('http://localhost:8787', { forwarded: 'for=192.0.2.1;proto=https' })).toMatch(
      /;\s*Secure/i,
    );
    expect(await signInVia('http://localhost:8787', { 'x-forwarded-proto': 'http' })).not.toMatch(/Secure/i);
  });

  it('is Secure for the https PUBLIC_URL’s host even when the proxy forwards plain http', async () => {
    expect(await signInVia('http://solpad.example')).toMatch(/;\s*Secure/i);
  });

  it('is cleared by logout, which revokes the session on the server too', async () => {
    const cookie = (await signInVia('http://localhost:8787')).split(';')[0] as string;
    expect(await me(cookie)).toMatchObject({ signedIn: true, address: user.address });
    const res = await t.app.request('/api/auth/logout', { method: 'POST', headers: { cookie } });
    expect(res.headers.get('set-cookie')).toMatch(/^solpad_session=;.*Max-Age=0.*HttpOnly/i);
    // A copy of the old cookie is worthless now.
    expect(await me(cookie)).toEqual({ signedIn: false });
  });
});

describe('the SIWS domain once PUBLIC_URL is set', () => {
  it('is the public host, even for a nonce asked through a loopback address', async () => {
    const input = SignInInputSchema.parse(
      await (await t.app.request('http://localhost:8787/api/auth/nonce')).json(),
    );
    expect(input).toMatchObject({ domain: 'solpad.example', uri: 'https://solpad.example' });
  });

  it('refuses a message signed for a loopback domain', async () => {
    for (const domain of ['localhost:8787', '127.0.0.1:5173', 'localhost', '[::1]:8787']) {
      const input = SignInInputSchema.parse(
        await (await t.app.request('http://localhost:8787/api/auth/nonce')).json(),
      );
      const res = await t.app.request('http://localhost:8787/api/auth/verify', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(await signSiws(user, { ...input, domain, address: user.address })),
      });
      expect(res.status, domain).toBe(401);
      expect(await res.json()).toMatchObject({ error: { code: 'SIWS__DOMAIN_MISMATCH' } });
    }
  });
});

describe('admins', () => {
  const toggle = (cookie: string) =>
    t.app.request('/api/admin/maintenance-mode', {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ enabled: false }),
    });

  it('include a wallet added to the database (what `npm run admin:add` writes), from its next request', async () => {
    const promoted = await generateKeyPairSigner();
    const cookie = await signInAs(t.app, promoted);
    expect((await toggle(cookie)).status).toBe(403);
    await t.database.db.insert(schema.admins).values({ address: promoted.address });
    expect(await me(cookie)).toMatchObject({ isAdmin: true });
    expect((await toggle(cookie)).status).toBe(200);
  });
});
