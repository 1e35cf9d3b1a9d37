/**
 * Token launch: one transaction the creator signs (with the mint's key, which the client generates so it can
 * grind a vanity address), then indexing once it landed.
 *
 * The kit-idiomatic split of signatures: the client sends the mint's address; the API compiles the whole
 * message with the creator as fee payer and the creator and mint as noop signers, signs it with the platform's
 * keys it needs (the curve vault, only when the launch carries an initial buy whose tokens leave the vault) and
 * returns the partially signed wire transaction. The client adds the mint's signature with
 * `partiallySignTransaction([mintKeyPair], tx)` and the wallet signs and sends. Any change to the message would
 * invalidate the vault's signature, and confirmation matches the landed message's hash with the prepared one.
 *
 * What the transaction does, in order: create the mint account (Token-2022, rent for the metadata included),
 * MetadataPointer → the mint itself (no pointer authority), InitializeMint2 (6 decimals, creator as mint
 * authority for the next instructions only, no freeze authority), TokenMetadata (name, symbol, uri → the API's
 * JSON), metadata update authority removed (immutable metadata), fund the vault's rent-exempt minimum, create the
 * vault's token account and mint the whole supply (1,000,000,000) into it, revoke the mint authority, pay the
 * platform fee to the treasury, and the optional initial buy on the fresh curve.
 */
import { address, createNoopSigner, type Instruction, lamports } from '@solana/kit';
import { getCreateAccountInstruction, getTransferSolInstruction } from '@solana-program/system';
import {
  AuthorityType,
  extension,
  getCreateAssociatedTokenIdempotentInstruction,
  getInitializeMetadataPointerInstruction,
  getInitializeMint2Instruction,
  getInitializeTokenMetadataInstruction,
  getMintSize,
  getMintToCheckedInstruction,
  getSetAuthorityInstruction,
  getUpdateTokenMetadataUpdateAuthorityInstruction,
  TOKEN_2022_PROGRAM_ADDRESS,
} from '@solana-program/token-2022';
import { ERROR_MESSAGES } from '@solpad/core/errors';
import { launchPlatform } from '@solpad/core/launch';
import type { LaunchPrepareRequestSchema, LaunchPrepareResponse } from '@solpad/core/schemas';
import {
  applyDelta,
  curveMarket,
  initialCurveReserves,
  quoteBuy,
  spotPriceSol,
  TOKEN_DECIMALS,
  TOKEN_TOTAL_SUPPLY,
} from '@solpad/core/trade';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { schema } from '../db';
import type { AppDeps } from '../deps';
import { HttpError } from '../lib/errors';
import { executionPriceSol, type MarketService, marketService } from '../trade/service';
import {
  ataOf,
  fetchLanded,
  type LandedTransaction,
  landedAt,
  MAX_TRANSACTION_BYTES,
  prepareTransaction,
  tradeInstructions,
} from '../trade/tx';

type PrepareRequest = z.infer<typeof LaunchPrepareRequestSchema>;
type TokenRow = typeof schema.tokens.$inferSelect;

/** The public URL of a mint's off-chain metadata JSON. */
export function metadataUri(base: string, mint: string): string {
  return `${base.replace(/\/$/, '')}/api/tokens/${mint}/metadata.json`;
}

/** The launch service of an app. */
export type LaunchService = ReturnType<typeof createLaunchService>;
const services = new WeakMap<AppDeps, LaunchService>();
/** The app's one launch service (registers its indexer with the market service). */
export function launchService(deps: AppDeps): LaunchService {
  let s = services.get(deps);
  if (!s) {
    s = createLaunchService(deps, marketService(deps));
    services.set(deps, s);
  }
  return s;
}

function createLaunchService(deps: AppDeps, market: MarketService) {
  const { database, events, logger } = deps;
  const db = database.db;
  const { rpc } = market;

  async function prepare(req: PrepareRequest, baseUrl: string): Promise<LaunchPrepareResponse> {
    const mint = address(req.mint);
    const creatorAddress = address(req.creator);
    if (mint === creatorAddress)
      throw new HttpError(400, 'LAUNCH__MINT_IS_CREATOR', 'The mint must be a new keypair, not the wallet');
    const platform = launchPlatform(req.platform);
    const keys = market.keys();
    const [vault, treasury] = await Promise.all([keys.vault(mint), keys.treasury()]);
    const creator = createNoopSigner(creatorAddress);
    const mintSigner = createNoopSigner(mint);
    const uri = metadataUri(baseUrl, mint);
    const tokenMetadata = extension('TokenMetadata', {
      updateAuthority: creatorAddress,
      mint,
      name: req.name,
      symbol: req.symbol,
      uri,
      additionalMetadata: new Map(),
    });
    const pointer = extension('MetadataPointer', { authority: null, metadataAddress: mint });
    const [{ value: existing }, mintRent, vaultRent, { value: latest }, { value: balance }, vaultAta] =
      await Promise.all([
        rpc.getAccountInfo(mint, { encoding: 'base64' }).send(),
        rpc.getMinimumBalanceForRentExemption(BigInt(getMintSize([pointer, tokenMetadata]))).send(),
        market.rentForSystemAccount(),
        rpc.getLatestBlockhash().send(),
        rpc.getBalance(creatorAddress).send(),
        ataOf(vault.address, mint),
      ]);
    if (existing)
      throw new HttpError(409, 'LAUNCH__MINT_EXISTS', 'An account already exists at this mint address');

    const ixs: Instruction[] = [
      getCreateAccountInstruction({
        payer: creator,
        newAccount: mintSigner,
        lamports: lamports(mintRent),
        // TokenMetadata is written after InitializeMint and reallocates the account itself.
        space: BigInt(getMintSize([pointer])),
        programAddress: TOKEN_2022_PROGRAM_ADDRESS,
      }),
      getInitializeMetadataPointerInstruction({ mint, authority: null, metadataAddress: mint }),
      getInitializeMint2Instruction({
        mint,
        decimals: TOKEN_DECIMALS,
        mintAuthority: creatorAddress,
        freezeAuthority: null,
      }),
      getInitializeTokenMetadataInstruction({
        metadata: mint,
        updateAuthority: creatorAddress,
        mint,
        mintAuthority: creator,
        name: req.name,
        symbol: req.symbol,
        uri,
      }),
      getUpdateTokenMetadataUpdateAuthorityInstruction({
        metadata: mint,
        updateAuthority: creator,
        newUpdateAuthority: null,
      }),
      getTransferSolInstruction({ source: creator, destination: vault.address, amount: lamports(vaultRent) }),
      getCreateAssociatedTokenIdempotentInstruction({
        payer: creator,
        ata: vaultAta,
        owner: vault.address,
        mint,
        tokenProgram: TOKEN_2022_PROGRAM_ADDRESS,
      }),
      getMintToCheckedInstruction({
        mint,
        token: vaultAta,
        mintAuthority: creator,
        amount: TOKEN_TOTAL_SUPPLY,
        decimals: TOKEN_DECIMALS,
      }),
      getSetAuthorityInstruction({
        owned: mint,
        owner: creator,
        authorityType: AuthorityType.MintTokens,
        newAuthority: null,
      }),
      getTransferSolInstruction({
        source: creator,
        destination: treasury.address,
        amount: lamports(platform.feeLamports),
      }),
    ];
    let buy: ReturnType<typeof quoteBuy> | null = null;
    if (req.initialBuyLamports !== undefined && req.initialBuyLamports > 0n) {
      buy = quoteBuy(curveMarket(initialCurveReserves(platform.curve), platform.curve), {
        solIn: req.initialBuyLamports,
      });
      if (!buy.ok)
        throw new HttpError(400, 'LAUNCH__INITIAL_BUY', `initialBuyLamports: ${buy.refusal.message}`);
      ixs.push(
        ...(await tradeInstructions({
          side: 'buy',
          user: creatorAddress,
          mint,
          venue: vault,
          treasury: treasury.address,
          venueSol: buy.quote.venueSol,
          treasuryFee: buy.quote.feeLamports,
          userSol: buy.quote.solAmount,
          tokens: buy.quote.tokenAmount,
          memo: `solpad launch ${mint}`,
        })),
      );
    }
    const prepared = await prepareTransaction(creator, latest, ixs);
    if (prepared.bytes > MAX_TRANSACTION_BYTES)
      throw new HttpError(
        400,
        'LAUNCH__TOO_LARGE',
        'The name, symbol or links are too long for one transaction',
      );
    const initial = buy?.ok ? buy.quote : null;
    // Everything the creator pays, besides the network fee (mint rent, vault rent and token account rent are
    // small; the balance check gives a readable error instead of a failed simulation).
    const cost = mintRent + vaultRent + platform.feeLamports + (initial?.solAmount ?? 0n) + 30_000_000n;
    if (balance < cost) throw new HttpError(400, 'TX__INSUFFICIENT_SOL', ERROR_MESSAGES.TX__INSUFFICIENT_SOL);
    await db.insert(schema.launches).values({
      mint,
      creator: creatorAddress,
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
    market.watch(mint);
    return {
      transaction: prepared.wire,
      mint,
      vault: vault.address,
      treasury: treasury.address,
      metadataUri: uri,
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

  /** Indexes a landed launch transaction (exactly once per mint and signature). */
  async function confirmLanded(landed: LandedTransaction): Promise<TokenRow | null> {
    const [launch] = await db
      .select()
      .from(schema.launches)
      .where(eq(schema.launches.messageHash, landed.messageHash));
    if (!launch) return null;
    const platform = launchPlatform(launch.platform);
    const vault = await market.keys().vault(address(launch.mint));
    const created = await db.transaction(async (tx) => {
      const [token] = await tx
        .insert(schema.tokens)
        .values({
          address: launch.mint,
          name: launch.name,
          symbol: launch.symbol,
          creator: launch.creator,
          description: launch.description,
          imageId: launch.imageId,
          website: launch.website,
          twitter: launch.twitter,
          telegram: launch.telegram,
          platform: launch.platform,
          decimals: TOKEN_DECIMALS,
          totalSupply: TOKEN_TOTAL_SUPPLY,
          vaultAddress: vault.address,
          launchSignature: landed.signature,
          createdAt: landedAt(landed),
        })
        .onConflictDoNothing()
        .returning();
      if (!token) return null;
      let reserves = initialCurveReserves(platform.curve);
      if (launch.buyTokenAmount !== null && launch.buyVenueSol !== null) {
        reserves = applyDelta(reserves, { sol: launch.buyVenueSol, token: -launch.buyTokenAmount });
        await market.recordTrade(tx, {
          signature: landed.signature,
          mint: launch.mint,
          side: 'buy',
          venue: 'curve',
          solLamports: launch.buySolLamports ?? 0n,
          tokenAmount: launch.buyTokenAmount,
          feeLamports: launch.buyFeeLamports ?? 0n,
          priceSol: executionPriceSol(launch.buyVenueSol, launch.buyTokenAmount),
          spotPriceSol: spotPriceSol(reserves),
          trader: launch.creator,
          slot: landed.slot,
          createdAt: token.createdAt,
        });
      }
      await tx.insert(schema.curves).values({
        mint: launch.mint,
        virtualSolReserves: reserves.sol,
        virtualTokenReserves: reserves.token,
        realSolReserves: reserves.realSol,
        realTokenReserves: reserves.realToken,
        complete: reserves.realToken === 0n,
      });
      return { token, priceSol: spotPriceSol(reserves) };
    });
    if (created) {
      const at = Date.now();
      const { token } = created;
      events.publish({ type: 'token', token: token.address, name: token.name, symbol: token.symbol, at });
      if (launch.buyTokenAmount !== null) {
        events.publish({
          type: 'trade',
          token: token.address,
          signature: landed.signature,
          side: 'buy',
          solLamports: (launch.buySolLamports ?? 0n).toString(),
          tokenAmount: launch.buyTokenAmount.toString(),
          trader: launch.creator,
          at,
        });
      }
      events.publish({ type: 'price', token: token.address, priceSol: created.priceSol, at });
      logger.info({ mint: token.address, signature: landed.signature }, 'token launched');
      return token;
    }
    const [token] = await db.select().from(schema.tokens).where(eq(schema.tokens.address, launch.mint));
    return token ?? null;
  }
  market.onLanded(async (landed) => (await confirmLanded(landed)) !== null);

  /** `POST /api/launch/confirm`: verifies the launch on chain and indexes the token (idempotent). */
  async function confirm(signature: string): Promise<TokenRow> {
    const [known] = await db.select().from(schema.tokens).where(eq(schema.tokens.launchSignature, signature));
    if (known) return known;
    const landed = await fetchLanded(rpc, signature);
    if (!landed)
      throw new HttpError(
        404,
        'LAUNCH__NOT_FOUND',
        'This transaction is not on chain (yet); try again in a moment',
      );
    if (!landed.succeeded)
      throw new HttpError(400, 'LAUNCH__FAILED', 'The launch transaction failed on chain');
    const token = await confirmLanded(landed);
    if (!token)
      throw new HttpError(400, 'LAUNCH__NOT_A_LAUNCH', 'This transaction is not a launch prepared here');
    if (token.launchSignature !== signature)
      throw new HttpError(409, 'LAUNCH__ALREADY_INDEXED', 'This token was indexed from another transaction');
    return token;
  }

  return { prepare, confirm };
}
