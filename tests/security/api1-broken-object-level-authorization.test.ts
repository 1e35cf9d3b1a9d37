// OWASP API1:2023 Broken Object Level Authorization, against the running app: a signed-in attacker names the
// ids of another wallet's objects — its watch list, recent scans, campaign, presale, CTO campaign, KOL profile and
// hires — to read, change, pay, cancel or act on them. Each attempt is refused and the object is left as it was.
import { beforeAll, describe, expect, it } from 'vitest';
import { clientAt } from './support/client';
import { campaign, cto, hire, kol, launchToken, ok, pendingPresale, type User, user } from './support/market';

const c = clientAt('127.0.0.11');
const P = '/api/marketing';
let victim: User;
let attacker: User;
let kolOwner: User;
let mint: string;

beforeAll(async () => {
  [victim, attacker, kolOwner] = await Promise.all([user(c, 6), user(c), user(c)]);
  mint = await launchToken(c, victim);
});

const forbidden = { status: 403, body: { error: { code: 'FORBIDDEN' } } };
/** The attacker's request (signed in as itself), with `body` when given. */
const asAttacker = (method: string, path: string, body?: unknown) =>
  c.call(method, path, { cookie: attacker.cookie, body });

describe('API1:2023 Broken Object Level Authorization', () => {
  it("another wallet's watch list: not listed, added to or deleted from", async () => {
    const watched = (await user(c)).address;
    const created = ok(
      await c.call('POST', '/api/wallets', {
        cookie: victim.cookie,
        body: { type: 'watch', owner: victim.address, address: watched, label: 'Private' },
      }),
      'watch',
    ).body.wallet as { id: string };
    const list = () => c.call('GET', `/api/wallets?owner=${victim.address}`, { cookie: victim.cookie });
    const before = (await list()).body;

    expect(await asAttacker('GET', `/api/wallets?owner=${victim.address}`)).toMatchObject(forbidden);
    expect(
      await asAttacker('POST', '/api/wallets', {
        type: 'watch',
        owner: victim.address,
        address: attacker.address,
        label: 'Planted',
      }),
    ).toMatchObject(forbidden);
    expect(await asAttacker('DELETE', `/api/wallets/${created.id}`)).toMatchObject(forbidden);
    expect((await list()).body).toEqual(before);
    expect(before.wallets).toEqual([
      expect.objectContaining({ id: created.id, address: watched, label: 'Private' }),
    ]);
  });

  it("another wallet's recent scans are never in the attacker's list", async () => {
    const query = (await user(c)).address;
    ok(
      await c.call('POST', '/api/scanner/recent', {
        cookie: victim.cookie,
        body: {
          scans: [{ type: 'wallet', query, chain: 'solana', risk: 'low', timestamp: Date.now(), score: 80 }],
        },
      }),
      'scan',
    );
    const mine = await c.call('GET', '/api/scanner/recent', { cookie: victim.cookie });
    expect(JSON.stringify(mine.body)).toContain(query);
    const theirs = await asAttacker('GET', '/api/scanner/recent');
    expect(theirs.status).toBe(200);
    expect(JSON.stringify(theirs.body)).not.toContain(query);
  });

  it("another wallet's campaign: not renamed, paid for, cancelled or confirmed", async () => {
    const pending = await campaign(c, victim, mint, { paid: false });
    const detail = () => c.call('GET', `${P}/campaigns/${pending}`);
    const before = (await detail()).body;
    expect(await asAttacker('PATCH', `${P}/campaigns/${pending}`, { name: 'Hijacked' })).toMatchObject(
      forbidden,
    );
    expect(await asAttacker('POST', `${P}/campaigns/${pending}/payment`)).toMatchObject(forbidden);
    expect(await asAttacker('POST', `${P}/campaigns/${pending}/cancel`)).toMatchObject(forbidden);
    // A signature of the attacker's choosing (the victim's own launch) does not confirm it either.
    const launch = await c.venue().rpc<Array<{ signature: string }>>('getSignaturesForAddress', [mint]);
    const confirm = await asAttacker('POST', `${P}/campaigns/${pending}/confirm`, {
      signature: launch.at(-1)?.signature,
    });
    expect(confirm.status).toBeGreaterThanOrEqual(400);
    expect(confirm.status).toBeLessThan(500);
    expect((await detail()).body).toEqual(before);
    expect(before.campaign).toMatchObject({ name: 'Owner campaign', owner: victim.address });
  });

  it("another wallet's presale and CTO campaign: not deposited to or cancelled", async () => {
    const presale = await pendingPresale(c, victim, mint);
    const before = (await c.call('GET', `${P}/presales/${presale}`)).body;
    expect(await asAttacker('POST', `${P}/presales/${presale}/deposit`)).toMatchObject(forbidden);
    expect(await asAttacker('POST', `${P}/presales/${presale}/cancel`)).toMatchObject(forbidden);
    expect((await c.call('GET', `${P}/presales/${presale}`)).body).toEqual(before);

    await cto(c, victim, mint);
    const ctoBefore = (await c.call('GET', `${P}/cto/${mint}`)).body;
    expect(await asAttacker('POST', `${P}/cto/${mint}/cancel`)).toMatchObject(forbidden);
    expect((await c.call('GET', `${P}/cto/${mint}`)).body).toEqual(ctoBefore);
  });

  it("another wallet's KOL profile: not edited", async () => {
    const id = await kol(c, victim, 'Victim KOL');
    const before = (await c.call('GET', `${P}/kols/${id}`)).body;
    expect(
      await asAttacker('PATCH', `${P}/kols/${id}`, {
        bio: 'Send SOL here',
        avatarUrl: 'https://evil.example/a.png',
      }),
    ).toMatchObject(forbidden);
    expect((await c.call('GET', `${P}/kols/${id}`)).body).toEqual(before);
  });

  it('a hire between two other wallets: not accepted, declined, completed, cancelled or listed', async () => {
    const paid = await campaign(c, victim, mint);
    const kolId = await kol(c, kolOwner, 'Hired KOL');
    const id = await hire(c, victim, kolId, paid);
    for (const action of ['accept', 'decline', 'complete', 'cancel']) {
      const res = await asAttacker('POST', `${P}/hires/${id}/${action}`);
      expect(res.status, action).toBe(403);
    }
    const theirs = await asAttacker('GET', `${P}/hires?role=client`);
    expect(JSON.stringify(theirs.body)).not.toContain(id);
    const asKol = await asAttacker('GET', `${P}/hires?role=kol`);
    expect(JSON.stringify(asKol.body)).not.toContain(id);
    const victims = await c.call('GET', `${P}/hires?role=client`, { cookie: victim.cookie });
    expect(victims.body.hires).toEqual([expect.objectContaining({ id, status: 'requested' })]);
  });
});
