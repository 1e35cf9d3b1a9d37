// Presales: listing, detail, creation and the creator's token deposit.
import { randomUUID } from 'node:crypto';
import { address, createNoopSigner } from '@solana/kit';
import {
  getCreateAssociatedTokenIdempotentInstruction,
  getTransferCheckedInstruction,
} from '@solana-program/token-2022';
import {
  PRESALE_PLATFORM_FEE_BPS,
  presaleProceeds,
  progressBps,
  tokensForContribution,
  tokensForSale,
} from '@solpad/core/marketing';
import type {
  Presale,
  PresaleCreateRequest,
  PresaleDetail,
  PresaleListQuery,
  PresaleStatus,
} from '@solpad/core/schemas';
import { and, asc, desc, eq, ilike, inArray, sql } from 'drizzle-orm';
import { ONE_SIGNATURE_FEE } from '../chain/constants';
import { type Db, schema } from '../db';
import { likeEscape, readOffsetPage } from '../db/listing';
import { catalogued } from '../lib/errors';
import { ataFor, ESCROW_UNSAFE_EXTENSIONS, readMint } from './chain';
import {
  checkSchedule,
  latestLifetime,
  type MarketingContext,
  type PayoutKind,
  type PresaleRow,
  presalePhaseOf,
  presaleRow,
  requireOwner,
  type Tx,
  toPayout,
} from './context';
import { confirmPayment, prepareIntent, requireBalance } from './payins';
import { payoutsOf } from './releases';
import { presaleRaisedSql, presaleStatusIs } from './status-sql';
import { statsAndTokens, tokenOf } from './tokens';

export async function raisedOf(ctx: MarketingContext, ids: string[]) {
  const { db } = ctx;
  const out = new Map<string, { raised: bigint; contributors: number }>();
  if (!ids.length) return out;
  const rows = await db
    .select({
      id: schema.presaleContributions.presaleId,
      raised: sql<string>`sum(${schema.presaleContributions.lamports})::text`,
      contributors: sql<number>`count(distinct ${schema.presaleContributions.wallet})::int`,
    })
    .from(schema.presaleContributions)
    .where(inArray(schema.presaleContributions.presaleId, ids))
    .groupBy(schema.presaleContributions.presaleId);
  for (const r of rows) out.set(r.id, { raised: BigInt(r.raised), contributors: r.contributors });
  return out;
}

export async function toPresales(ctx: MarketingContext, rows: PresaleRow[]): Promise<Presale[]> {
  const { now } = ctx;
  const [raised, info] = await statsAndTokens(ctx, rows, raisedOf);
  const t = now();
  return rows.map((r) => {
    const s = raised.get(r.id) ?? { raised: 0n, contributors: 0 };
    const succeeded = r.outcome === 'succeeded';
    const proceeds = presaleProceeds(s.raised, BigInt(r.platformFeeBps));
    const status: PresaleStatus = presalePhaseOf(r, s.raised, t);
    return {
      id: r.id,
      owner: r.owner,
      token: { ...tokenOf(info, r.mint), decimals: r.decimals, program: r.tokenProgram },
      name: r.name,
      description: r.description,
      links: r.links as Presale['links'],
      status,
      softCapLamports: r.softCapLamports.toString(),
      hardCapLamports: r.hardCapLamports.toString(),
      tokensPerSol: r.tokensPerSol.toString(),
      minContributionLamports: r.minContributionLamports.toString(),
      maxContributionLamports: r.maxContributionLamports.toString(),
      tokensForSale: r.tokensForSale.toString(),
      raisedLamports: s.raised.toString(),
      contributors: s.contributors,
      progressBps: progressBps(s.raised, r.hardCapLamports),
      platformFeeBps: r.platformFeeBps,
      feeLamports: succeeded ? proceeds.feeLamports.toString() : null,
      creatorLamports: succeeded ? proceeds.creatorLamports.toString() : null,
      escrow: r.escrow,
      depositSignature: r.depositSignature,
      startsAt: r.startsAt.toISOString(),
      endsAt: r.endsAt.toISOString(),
      createdAt: r.createdAt.toISOString(),
      finalizedAt: r.finalizedAt?.toISOString() ?? null,
    };
  });
}

export async function presaleSummary(ctx: MarketingContext, id: string): Promise<Presale> {
  const [p] = await toPresales(ctx, [await presaleRow(ctx, id)]);
  return p as Presale;
}

export async function contributionsByWallet(ctx: MarketingContext, id: string) {
  const { db } = ctx;
  return db
    .select({
      wallet: schema.presaleContributions.wallet,
      lamports: sql<string>`sum(${schema.presaleContributions.lamports})::text`,
      n: sql<number>`count(*)::int`,
    })
    .from(schema.presaleContributions)
    .where(eq(schema.presaleContributions.presaleId, id))
    .groupBy(schema.presaleContributions.wallet)
    .orderBy(asc(schema.presaleContributions.wallet));
}

export async function presaleDetail(ctx: MarketingContext, id: string): Promise<PresaleDetail> {
  const row = await presaleRow(ctx, id);
  const [presale, byWallet, payouts] = await Promise.all([
    presaleSummary(ctx, id),
    contributionsByWallet(ctx, id),
    payoutsOf(ctx, id),
  ]);
  const paid = (kind: PayoutKind, wallet: string) =>
    payouts.some((p) => p.kind === kind && p.recipient === wallet && p.status === 'paid');
  return {
    ...presale,
    contributorList: byWallet.map((w) => ({
      wallet: w.wallet,
      lamports: w.lamports,
      tokens: tokensForContribution(BigInt(w.lamports), row.tokensPerSol).toString(),
      contributions: w.n,
      refunded: paid('contribution_refund', w.wallet),
      tokensSent: paid('token_allocation', w.wallet),
    })),
    payouts: payouts.map(toPayout),
  };
}

export async function listPresales(ctx: MarketingContext, q: PresaleListQuery) {
  const { db, now } = ctx;
  const p = schema.presales;
  const t = new Date(now());
  const where = and(
    // Moderation: presales an admin hid (api/src/admin/marketing.ts) are left out of the public list.
    eq(p.hidden, false),
    q.mint ? eq(p.mint, q.mint) : undefined,
    q.owner ? eq(p.owner, q.owner) : undefined,
    q.search ? ilike(p.name, `%${likeEscape(q.search)}%`) : undefined,
    q.status ? presaleStatusIs(q.status, t) : undefined,
  );
  const order =
    q.sort === 'raised'
      ? [sql`${presaleRaisedSql} desc`, desc(p.createdAt)]
      : q.sort === 'ending'
        ? [asc(p.endsAt), desc(p.createdAt)]
        : [desc(p.createdAt), desc(p.id)];
  const { page, nextCursor } = await readOffsetPage(db, p, where, order, q);
  return { presales: await toPresales(ctx, page), nextCursor };
}

export async function depositPayment(
  ctx: MarketingContext,
  tx: Tx | Db,
  row: PresaleRow,
  lifetime: Awaited<ReturnType<typeof latestLifetime>>,
) {
  const { rpc } = ctx;
  const creator = address(row.owner);
  const mint = address(row.mint);
  const program = address(row.tokenProgram);
  const escrow = address(row.escrow);
  const [creatorAta, escrowAta] = await Promise.all([
    ataFor(creator, mint, program),
    ataFor(escrow, mint, program),
  ]);
  const { value } = await rpc.getAccountInfo(creatorAta, { encoding: 'base64' }).send();
  const held = value ? Buffer.from(value.data[0], 'base64').readBigUInt64LE(64) : 0n;
  if (held < row.tokensForSale)
    throw catalogued(
      'PRESALE__INSUFFICIENT_TOKENS',
      `Your wallet holds fewer tokens than the presale sells (${row.tokensForSale} base units needed)`,
    );
  const signer = createNoopSigner(creator);
  return prepareIntent(ctx, tx, {
    kind: 'presale_deposit',
    refId: row.id,
    wallet: creator,
    escrow,
    lamports: 0n,
    tokens: row.tokensForSale,
    lifetime,
    instructions: [
      getCreateAssociatedTokenIdempotentInstruction({
        payer: signer,
        ata: escrowAta,
        owner: escrow,
        mint,
        tokenProgram: program,
      }),
      getTransferCheckedInstruction(
        {
          source: creatorAta,
          mint,
          destination: escrowAta,
          authority: signer,
          amount: row.tokensForSale,
          decimals: row.decimals,
        },
        { programAddress: program },
      ),
    ],
  });
}

export async function createPresale(ctx: MarketingContext, owner: string, req: PresaleCreateRequest) {
  const { db, rpc, now, escrowOf } = ctx;
  const t = now();
  const startsAt = new Date(req.startsAt);
  const endsAt = new Date(req.endsAt);
  checkSchedule(startsAt, endsAt, t);
  const mint = address(req.mint);
  const info = await readMint(rpc, mint);
  if (!info) throw catalogued('MARKETING__UNKNOWN_MINT');
  // The escrow must be able to pay out what it holds, whatever the mint's authorities decide.
  const unsafe = info.extensions.filter((e) => ESCROW_UNSAFE_EXTENSIONS.has(e));
  if (unsafe.length)
    throw catalogued(
      'PRESALE__UNSUPPORTED_TOKEN',
      `Presales cannot hold this token: its ${unsafe.join(', ')} extension could block or drain the escrow`,
    );
  if (info.freezable)
    throw catalogued(
      'PRESALE__UNSUPPORTED_TOKEN',
      "Presales cannot hold this token: its freeze authority could freeze the escrow's tokens",
    );
  const rate = BigInt(req.tokensPerSol);
  const forSale = tokensForSale(BigInt(req.hardCapLamports), rate);
  if (forSale === 0n)
    throw catalogued('INVALID_REQUEST', 'tokensPerSol: the hard cap would buy no tokens at this price');
  const id = randomUUID();
  const [escrow, lifetime] = await Promise.all([escrowOf('presale', id), latestLifetime(ctx)]);
  await requireBalance(
    ctx,
    address(owner),
    ONE_SIGNATURE_FEE + (await rpc.getMinimumBalanceForRentExemption(170n).send()),
  );
  const links = Object.fromEntries(
    Object.entries({ website: req.website, x: req.x, telegram: req.telegram }).filter(
      ([, v]) => v !== undefined,
    ),
  );
  const deposit = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(schema.presales)
      .values({
        id,
        owner,
        mint,
        tokenProgram: info.program,
        decimals: info.decimals,
        name: req.name,
        description: req.description,
        links,
        softCapLamports: BigInt(req.softCapLamports),
        hardCapLamports: BigInt(req.hardCapLamports),
        tokensPerSol: rate,
        minContributionLamports: BigInt(req.minContributionLamports),
        maxContributionLamports: BigInt(req.maxContributionLamports),
        tokensForSale: forSale,
        platformFeeBps: Number(PRESALE_PLATFORM_FEE_BPS),
        escrow: escrow.address,
        startsAt,
        endsAt,
        createdAt: new Date(t),
      })
      .returning();
    return depositPayment(ctx, tx, row as PresaleRow, lifetime);
  });
  return { presale: await presaleSummary(ctx, id), deposit };
}

/** `POST /presales/{id}/deposit`: a fresh token deposit for a presale still waiting for it. */
export async function presaleDeposit(ctx: MarketingContext, wallet: string, id: string) {
  const { db } = ctx;
  const row = await presaleRow(ctx, id);
  requireOwner(row, wallet, 'presale');
  if (row.state !== 'pending_deposit') throw catalogued('PRESALE__ALREADY_DEPOSITED');
  return depositPayment(ctx, db, row, await latestLifetime(ctx));
}

export async function confirmDeposit(ctx: MarketingContext, id: string, signature: string) {
  await presaleRow(ctx, id);
  await confirmPayment(ctx, signature, 'presale_deposit', id, 'presale');
  return presaleDetail(ctx, id);
}
