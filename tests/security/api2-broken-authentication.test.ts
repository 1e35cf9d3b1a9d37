// OWASP API2:2023 Broken Authentication, against the running app: Sign-In With Solana replayed, raced, signed
// for a foreign domain or another chain, stale, expired or by the wrong key; forged, tampered and logged-out
// session cookies; sign-in guessing from one client.
import { generateKeyPairSigner, type KeyPairSigner } from '@solana/kit';
import { type SignInInput, SignInInputSchema } from '@solpad/core/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signSiws } from '../../api/test/client';
import { clientAt } from './support/client';

const c = clientAt('127.0.0.12');
let user: KeyPairSigner;
let other: KeyPairSigner;
beforeAll(async () => {
  [user, other] = await Promise.all([generateKeyPairSigner(), generateKeyPairSigner()]);
});
afterAll(() => c.close());

const nonce = async (): Promise<SignInInput> =>
  SignInInputSchema.parse((await c.call('GET', '/api/auth/nonce')).body);
const verify = (body: unknown) => c.call('POST', '/api/auth/verify', { body });
const signed = async (signer: KeyPairSigner, fields: Partial<SignInInput> & { address?: string } = {}) =>
  signSiws(signer, { ...(await nonce()), address: signer.address, ...fields });
const refusal = (code: string) => ({ status: 401, body: { error: { code } } });

describe('API2:2023 Broken Authentication', () => {
  it('signs in with a message signed as asked (the attacks below change one thing of it)', async () => {
    const res = await verify(await signed(user));
    expect(res).toMatchObject({
      status: 200,
      body: { signedIn: true, address: user.address, isAdmin: false },
    });
  });

  it('refuses a replayed sign-in, and lets one nonce sign in once under concurrent use', async () => {
    const body = await signed(user);
    const replies = await Promise.all(Array.from({ length: 6 }, () => verify(body)));
    expect(replies.filter((r) => r.status === 200)).toHaveLength(1);
    for (const r of replies.filter((r) => r.status !== 200))
      expect(r).toMatchObject(refusal('SIWS__NONCE_INVALID'));
    expect(await verify(body)).toMatchObject(refusal('SIWS__NONCE_INVALID'));
  });

  it('refuses a message signed for a foreign domain', async () => {
    for (const domain of [
      'evil.example',
      'evil.example:8787',
      'localhost.evil.example',
      '127.0.0.1.evil.example',
    ]) {
      expect(await verify(await signed(user, { domain })), domain).toMatchObject(
        refusal('SIWS__DOMAIN_MISMATCH'),
      );
    }
  });

  it('refuses a message for another chain', async () => {
    const res = await verify(await signed(user, { chainId: 'solana:mainnet' }));
    expect(res).toMatchObject(refusal('SIWS__CHAIN_MISMATCH'));
  });

  it('refuses a stale or future issuedAt, an expired message and a nonce the server never issued', async () => {
    const at = (ms: number) => new Date(Date.now() + ms).toISOString();
    expect(await verify(await signed(user, { issuedAt: at(-11 * 60_000) }))).toMatchObject(
      refusal('SIWS__ISSUED_AT_OUT_OF_RANGE'),
    );
    expect(await verify(await signed(user, { issuedAt: at(11 * 60_000) }))).toMatchObject(
      refusal('SIWS__ISSUED_AT_OUT_OF_RANGE'),
    );
    expect(await verify(await signed(user, { expirationTime: at(-1000) }))).toMatchObject(
      refusal('SIWS__EXPIRED'),
    );
    const invented = await signSiws(user, {
      ...(await nonce()),
      address: user.address,
      nonce: 'f'.repeat(32),
    });
    expect(await verify(invented)).toMatchObject(refusal('SIWS__NONCE_INVALID'));
  });

  it('refuses a message for one wallet signed by another key, a claimed address that differs, a null signature', async () => {
    const forged = await signSiws(other, { ...(await nonce()), address: user.address });
    expect(await verify(forged)).toMatchObject(refusal('SIWS__BAD_SIGNATURE'));
    const claimed = { ...(await signed(other)), address: user.address };
    expect(await verify(claimed)).toMatchObject(refusal('SIWS__ADDRESS_MISMATCH'));
    const blank = { ...(await signed(user)), signature: Buffer.alloc(64).toString('base64') };
    expect(await verify(blank)).toMatchObject(refusal('SIWS__BAD_SIGNATURE'));
  });

  it('gives a forged, tampered or logged-out session cookie no access', async () => {
    const res = await verify(await signed(user));
    const cookie = (res.headers.get('set-cookie') ?? '').split(';')[0] as string;
    const me = async (cookieHeader: string) =>
      (await c.call('GET', '/api/auth/me', { cookie: cookieHeader })).body;
    const scans = (cookieHeader: string) => c.call('GET', '/api/scanner/recent', { cookie: cookieHeader });
    expect(await me(cookie)).toMatchObject({ signedIn: true, address: user.address });
    const [name, value] = cookie.split('=') as [string, string];
    const tampered = `${name}=${value.slice(0, -1)}${value.endsWith('a') ? 'b' : 'a'}`;
    for (const forged of [
      `${name}=${'A'.repeat(value.length)}`,
      tampered,
      `${name}=${user.address}`,
      `${name}=`,
    ]) {
      expect(await me(forged), forged).toEqual({ signedIn: false });
      expect((await scans(forged)).status, forged).toBe(401);
    }
    expect((await c.call('POST', '/api/auth/logout', { cookie })).status).toBe(200);
    expect(await me(cookie)).toEqual({ signedIn: false });
    expect((await scans(cookie)).status).toBe(401);
  });

  it('sends the session cookie HttpOnly and SameSite, so page scripts and other sites cannot use it', async () => {
    const res = await verify(await signed(user));
    const setCookie = res.headers.get('set-cookie') ?? '';
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=(Lax|Strict)/i);
    expect(setCookie).toMatch(/Path=\//i);
  });

  it('throttles sign-in guessing from one client (429 with Retry-After), not other clients', async () => {
    const guesser = clientAt('127.0.0.112');
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 40; i++) {
        const res = await guesser.call('POST', '/api/auth/verify', {
          body: {
            signedMessage: Buffer.from(`guess ${i}`).toString('base64'),
            signature: Buffer.alloc(64, i).toString('base64'),
          },
        });
        statuses.push(res.status);
        if (res.status === 429) {
          expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
          break;
        }
      }
      expect(statuses.at(-1)).toBe(429);
      expect(statuses.slice(0, -1).every((s) => s === 401)).toBe(true);
      // Another client signs in meanwhile.
      expect((await verify(await signed(user))).status).toBe(200);
    } finally {
      guesser.close();
    }
  });
});
