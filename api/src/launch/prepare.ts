// `POST /api/launch/prepare`: the launch transaction compiled, partially signed by the platform and recorded, so
// its landing can be recognised by its message hash (see service.ts).
import { type Address, address, createNoopSigner, type KeyPairSigner } from '@solana/kit';
import { getMintSize } from '@solana-program/token-2022';
import { type LaunchPlatformOption as LaunchPlatform, launchPlatform } from '@solpad/core/launch';
import type { LaunchPrepareRequestSchema, LaunchPrepareResponse } from '@solpad/core/schemas';
import { curveMarket, initialCurveReserves, quoteBuy, type TradeQuote } from '@solpad/core/trade';
import type { z } from 'zod';
import { schema } from '../db';
import { catalogued } from '../lib/errors';
import { ataOf, MAX_TRANSACTION_BYTES, prepareTransaction } from '../trade/tx';
import type { LaunchDeps } from './launch-deps';
import { initialBuyInstructions, launchInstructions, mintExtensions } from './mint-instructions';

export type PrepareRequest = z.infer<typeof LaunchPrepareRequestSchema>;
type Latest = Parameters<typeof prepareTransaction>[1];

/** What the creator pays on top of the rents, fee and initial buy (the network fee, with room to spare). */
const NETWORK_FEE_ALLOWANCE = 30_000_000n;

/** The public URL of a mint's off-chain metadata JSON. */
export function metadataUri(base: string, mint: string): string {
  return `${base.replace(/\/$/, '')}/api/tokens/${mint}/metadata.json`;
}

/** The initial buy's quote on the platform's fresh curve (null without one); refuses one the curve refuses. */
function initialBuyQuote(req: PrepareRequest, platform: LaunchPlatform): TradeQuote | null {
  if (req.initialBuyLamports === undefined || req.initialBuyLamports <= 0n) return null;
  const buy = quoteBuy(curveMarket(initialCurveReserves(platform.curve), platform.curve), {
    solIn: req.initialBuyLamports,
  });
  if (!buy.ok) throw catalogued('LAUNCH__INITIAL_BUY', `initialBuyLamports: ${buy.refusal.message}`);
  return buy.quote;
}

/** Records the prepared launch: what the creator asked for, the initial buy, and how to recognise it landed. */
async function recordLaunch(
  { db }: LaunchDeps,
  req: PrepareRequest,
  creator: Address,
  initial: TradeQuote | null,
  prepared: { messageHash: string },
  latest: Latest,
) {
  await db.insert(schema.launches).values({
    mint: req.mint,
    creator,
    name: req.name,
    symbol: req.symbol,
    description: req.description,
    imageId: req.image ?? null,
    website: req.links.website ?? null,
    twitter: req.links.x ?? null,
    telegram: req.links.telegram ?? null,
    platform: req.platform,
    buySolLamports: initial?.solAmount ?? null,
    buyTokenAmount: initial?.tokenAmount ?? null,
    buyFeeLamports: initial?.feeLamports ?? null,
    buyVenueSol: initial?.venueSol ?? null,
    messageHash: prepared.messageHash,
    lastValidBlockHeight: latest.lastValidBlockHeight,
  });
}

function prepareResponse(
  wire: string,
  a: { mint: Address; vault: KeyPairSigner; treasury: KeyPairSigner; uri: string },
  platform: LaunchPlatform,
  initial: TradeQuote | null,
  latest: Latest,
): LaunchPrepareResponse {
  return {
    transaction: wire,
    mint: a.mint,
    vault: a.vault.address,
    treasury: a.treasury.address,
    metadataUri: a.uri,
    platformFeeLamports: platform.feeLamports.toString(),
    initialBuy: initial
      ? {
          solLamports: initial.solAmount.toString(),
          tokenAmount: initial.tokenAmount.toString(),
          feeLamports: initial.feeLamports.toString(),
        }
      : null,
    lastValidBlockHeight: latest.lastValidBlockHeight.toString(),
  };
}

/** Compiles, checks and records the launch transaction of `req`; returns it for the creator to sign. */
export async function prepareLaunch(
  deps: LaunchDeps,
  req: PrepareRequest,
  baseUrl: string,
): Promise<LaunchPrepareResponse> {
  const { market } = deps;
  const { rpc } = market;
  const mint = address(req.mint);
  const creator = address(req.creator);
  if (mint === creator) throw catalogued('LAUNCH__MINT_IS_CREATOR');
  const platform = launchPlatform(req.platform);
  const keys = market.keys();
  const [vault, treasury] = await Promise.all([keys.vault(mint), keys.treasury()]);
  const uri = metadataUri(baseUrl, mint);
  const meta = { name: req.name, symbol: req.symbol, uri };
  const { pointer, tokenMetadata } = mintExtensions(mint, creator, meta);
  const [{ value: existing }, mintRent, vaultRent, { value: latest }, { value: balance }, vaultAta] =
    await Promise.all([
      rpc.getAccountInfo(mint, { encoding: 'base64' }).send(),
      rpc.getMinimumBalanceForRentExemption(BigInt(getMintSize([pointer, tokenMetadata]))).send(),
      market.rentForSystemAccount(),
      rpc.getLatestBlockhash().send(),
      rpc.getBalance(creator).send(),
      ataOf(vault.address, mint),
    ]);
  if (existing) throw catalogued('LAUNCH__MINT_EXISTS');

  const payer = createNoopSigner(creator);
  const ixs = launchInstructions(
    {
      mint,
      creator: payer,
      vault: vault.address,
      vaultAta,
      treasury: treasury.address,
      mintRent,
      vaultRent,
      mintSpace: BigInt(getMintSize([pointer])),
      platformFeeLamports: platform.feeLamports,
    },
    meta,
  );
  const initial = initialBuyQuote(req, platform);
  if (initial)
    ixs.push(
      ...(await initialBuyInstructions(initial, { creator, mint, vault, treasury: treasury.address })),
    );
  const prepared = await prepareTransaction(payer, latest, ixs);
  if (prepared.bytes > MAX_TRANSACTION_BYTES) throw catalogued('LAUNCH__TOO_LARGE');
  // Everything the creator pays, besides the network fee (mint rent, vault rent and token account rent are
  // small; the balance check gives a readable error instead of a failed simulation).
  const cost =
    mintRent + vaultRent + platform.feeLamports + (initial?.solAmount ?? 0n) + NETWORK_FEE_ALLOWANCE;
  if (balance < cost) throw catalogued('TX__INSUFFICIENT_SOL');
  await recordLaunch(deps, req, creator, initial, prepared, latest);
  market.watch(mint);
  return prepareResponse(prepared.wire, { mint, vault, treasury, uri }, platform, initial, latest);
}
