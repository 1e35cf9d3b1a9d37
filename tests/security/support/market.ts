// The objects the specs attack, made through the running app as its users make them: funded and signed-in
// wallets, launched tokens, campaigns (paid or not), presales, CTO campaigns, KOL profiles and hires.
import { generateKeyPairSigner, type KeyPairSigner } from '@solana/kit';
import { LAMPORTS_PER_SOL as SOL } from '@solpad/core/constants';
import { presaleRequest } from '../../../api/test/presale-request';
import type { Client, Reply } from './client';

const P = '/api/marketing';

/** An ISO time `ms` from now. */
export const iso = (ms: number) => new Date(Date.now() + ms).toISOString();

/** Throws unless `reply` is a success (setup steps, not the attacks). */
export function ok(reply: Reply, what: string): Reply {
  if (reply.status >= 300) throw new Error(`${what}: ${reply.status} ${reply.text.slice(0, 300)}`);
  return reply;
}

/** A user of the app: a wallet (funded with real airdrops) and its SIWS session. */
export interface User {
  signer: KeyPairSigner;
  address: string;
  cookie: string;
}

/** A new wallet with `sol` SOL, signed in through `c`. */
export async function user(c: Client, sol = 0): Promise<User> {
  const signer = await generateKeyPairSigner();
  if (sol > 0) await c.venue().fund(signer.address, sol);
  return { signer, address: signer.address, cookie: await c.signIn(signer) };
}

/** A token launched by `creator` through the API (with an initial buy, so the creator holds some). */
export async function launchToken(c: Client, creator: User, initialBuyLamports = SOL / 2n): Promise<string> {
  const { mint } = await c
    .venue()
    .launch(creator.signer, { initialBuyLamports: initialBuyLamports.toString() });
  return mint;
}

/** A campaign of `owner` for `mint`; paid into its escrow unless `paid` is false. */
export async function campaign(
  c: Client,
  owner: User,
  mint: string,
  opts: { paid?: boolean; budget?: bigint } = {},
) {
  const created = ok(
    await c.call('POST', `${P}/campaigns`, {
      cookie: owner.cookie,
      body: {
        name: 'Owner campaign',
        type: 'kol_promotion',
        mint,
        budgetLamports: (opts.budget ?? SOL / 10n).toString(),
        startsAt: iso(0),
        endsAt: iso(24 * 3600_000),
      },
    }),
    'create campaign',
  ).body as { campaign: { id: string }; payment: { transaction: string } };
  const id = created.campaign.id;
  if (opts.paid !== false) {
    const signature = await c.venue().signAndSend(created.payment.transaction, [owner.signer]);
    ok(
      await c.call('POST', `${P}/campaigns/${id}/confirm`, { cookie: owner.cookie, body: { signature } }),
      'pay',
    );
  }
  return id;
}

/** A presale of `owner` for `mint`, its tokens not deposited yet. */
export async function pendingPresale(c: Client, owner: User, mint: string): Promise<string> {
  const reply = ok(
    await c.call('POST', `${P}/presales`, {
      cookie: owner.cookie,
      body: presaleRequest(mint, 'Owner presale'),
    }),
    'create presale',
  );
  return (reply.body as { presale: { id: string } }).presale.id;
}

/** A CTO campaign proposed by `owner` (a holder) for `mint`. */
export async function cto(c: Client, owner: User, mint: string): Promise<string> {
  ok(
    await c.call('POST', `${P}/cto`, {
      cookie: owner.cookie,
      body: {
        mint,
        title: 'Owner takeover',
        pitch: 'We keep building it.',
        thresholdBps: 10_000,
        endsAt: iso(3600_000),
      },
    }),
    'create cto',
  );
  return mint;
}

/** A KOL profile form. */
export const kolForm = (name: string) => ({
  name,
  handles: { x: '@solpad_kol' },
  audience: { followers: 1000, niches: ['defi'] },
  priceList: [{ service: 'Tweet', priceLamports: (SOL / 100n).toString() }],
});

/** `owner`'s KOL profile. */
export async function kol(c: Client, owner: User, name = 'Owner KOL'): Promise<string> {
  const reply = ok(
    await c.call('POST', `${P}/kols`, { cookie: owner.cookie, body: kolForm(name) }),
    'create kol',
  );
  return (reply.body as { kol: { id: string } }).kol.id;
}

/** A hire of `kolId` by `client` for its paid campaign `campaignId`. */
export async function hire(c: Client, client: User, kolId: string, campaignId: string): Promise<string> {
  const reply = ok(
    await c.call('POST', `${P}/kols/${kolId}/hires`, {
      cookie: client.cookie,
      body: { campaignId, service: 'Tweet', message: 'gm' },
    }),
    'hire',
  );
  return (reply.body as { hire: { id: string } }).hire.id;
}
