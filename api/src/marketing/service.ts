/**
 * The marketing back end's money: campaigns and presales whose SOL and tokens sit in escrow accounts on chain.
 *
 * Escrows. Every campaign and presale has its own system account whose key the API derives from PLATFORM_SECRET
 * with the HKDF of api/src/keys (labels `campaign-escrow/<id>`, `presale-escrow/<id>`, see chain.ts); the secret
 * key is never stored. A presale's escrow also owns an associated token account for the tokens on sale.
 *
 * Paying in ("prepare → the wallet signs and sends → confirm by signature", like launch and trade). The API
 * compiles the whole transfer (payer → escrow, exact amount, memo), stores the SHA-256 of its message as an
 * intent, and returns the unsigned transaction; the wallet is its fee payer and only signer. Confirmation reads
 * the landed transaction back from the chain and accepts it only if its message hash is the intent's (so the
 * amount, the escrow and the payer are exactly the prepared ones), it succeeded, and the intent belongs to the
 * campaign or presale named in the request; it is recorded once (unique signature, intent row locked). On the
 * localnet the API also records a landed payment by itself (the venue's watcher, `onLanded`); on a remote chain,
 * open intents past their blockhash are reconciled against the escrow's signatures before they are released.
 *
 *   campaign budget   owner → escrow: budget + the escrow's rent-exempt minimum (returned with the last refund)
 *   presale deposit   creator → escrow's token account: hardCap × tokensPerSol / 10⁹ tokens (transferChecked)
 *   contribution      contributor → escrow: lamports, checked against start, end, min/max per wallet and the hard
 *                     cap inside one database transaction holding the presale's row lock; open (unexpired)
 *                     contribution intents count against the caps, so concurrent contributions cannot overfill
 *
 * Releases (only these rules move an escrow's funds; the API signs as the escrow, the treasury pays the fee):
 *   campaign cancel   by the owner: the escrow's whole balance per the ledger (inflows − every payout) back to
 *                     the owner; open hires are cancelled first. A payment landing after a cancel is refunded too.
 *   KOL hire          completed by the campaign's owner: the hire's price to the KOL's wallet.
 *   presale success   (after the end or at the hard cap, raised ≥ soft cap; anyone may trigger it): each
 *                     contributor's tokens (⌊lamports × tokensPerSol / 10⁹⌋, their token account created by the
 *                     treasury), the unsold tokens back to the creator and the escrow's token account closed (its
 *                     rent to the creator), raised − fee to the creator and the fee (PRESALE_PLATFORM_FEE_BPS) to
 *                     the treasury.
 *   presale failure   (raised < soft cap): every token back to the creator; each contributor claims a refund of
 *                     everything it put in.
 *   presale cancel    by the creator, only while nobody contributed: the tokens back.
 *
 * Exactly once. Every obligation is an `escrow_payouts` row with a unique key (`presale/<id>/refund/<wallet>`,
 * `kol/<hire>`, …), so it exists once whatever the concurrency. Payouts of one escrow are sent by one worker at a
 * time (an in-process queue per escrow, plus conditional `planned → sent` updates across processes). Before a
 * transaction is sent, its signature — fixed by the signed message — is written on its rows; a row found `sent`
 * later is checked on chain: landed → `paid`, failed or expired → `planned` again. So a crash, a retry or two
 * concurrent claims never pay an obligation twice.
 *
 * Time: deadlines compare with the server clock, `deps.now` (tests move it forward), never with the client's.
 */
import { randomUUID } from 'node:crypto';
import { type Address, address, createNoopSigner, type Instruction, lamports } from '@solana/kit';
import { getTransferSolInstruction } from '@solana-program/system';
import {
  getCloseAccountInstruction,
  getCreateAssociatedTokenIdempotentInstruction,
  getTransferCheckedInstruction,
} from '@solana-program/token-2022';
import { ERROR_MESSAGES } from '@solpad/core/errors';
import {
  CAMPAIGN_MIN_BUDGET_LAMPORTS,
  campaignPhase,
  checkContribution,
  MARKETING_MAX_DURATION_MS,
  MARKETING_START_GRACE_MS,
  PRESALE_PLATFORM_FEE_BPS,
  presaleOutcome,
  presalePhase,
  presaleProceeds,
  progressBps,
  tokensForContribution,
  tokensForSale,
} from '@solpad/core/marketing';
import type {
  Campaign,
  CampaignCreateRequest,
  CampaignDetail,
  CampaignGoal,
  CampaignListQuery,
  CampaignUpdateRequest,
  EscrowPayout,
  KolHire,
  PreparedPayment,
  Presale,
  PresaleCreateRequest,
  PresaleDetail,
  PresaleListQuery,
  PresaleStatus,
} from '@solpad/core/schemas';
import { and, asc, desc, eq, gte, ilike, inArray, lt, ne, sql } from 'drizzle-orm';
import { type Db, schema } from '../db';
import type { AppDeps } from '../deps';
import { HttpError } from '../lib/errors';
import { type MarketService, marketService } from '../trade/service';
import {
  fetchLanded,
  type LandedTransaction,
  landedAt,
  memoInstruction,
  prepareTransaction,
} from '../trade/tx';
import {
  ataFor,
  ESCROW_UNSAFE_EXTENSIONS,
  type EscrowKind,
  escrowKeys,
  readMint,
  signRelease,
} from './chain';
import { campaignStatusIs, presaleRaisedSql, presaleStatusIs } from './status-sql';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type CampaignRow = typeof schema.campaigns.$inferSelect;
type PresaleRow = typeof schema.presales.$inferSelect;
type IntentRow = typeof schema.marketingIntents.$inferSelect;
type PayoutRow = typeof schema.escrowPayouts.$inferSelect;
type PayoutKind = PayoutRow['kind'];

/** Blocks an intent keeps its reservation past its last valid height (the venue's settlement margin). */
const EXPIRY_GRACE_BLOCKS = 2n;
/** Milliseconds per slot, to turn a last valid block height into an expiry time. */
const SLOT_MS = 400;
/** The network fee of a one-signature pay-in and of a two-signature release (treasury + escrow). */
const ONE_SIGNATURE_FEE = 5_000n;
const TWO_SIGNATURE_FEE = 10_000n;
/** Rows per release transaction (kept well under the 1232-byte packet). */
const SOL_PAYOUTS_PER_TX = 8;
const TOKEN_PAYOUTS_PER_TX = 4;
/** How long a request waits for a release to confirm before answering 503 (it keeps going afterwards). */
const CONFIRM_TIMEOUT_MS = 30_000;

const SOL_KINDS: ReadonlySet<PayoutKind> = new Set([
  'budget_refund',
  'kol_payment',
  'creator_proceeds',
  'platform_fee',
  'contribution_refund',
]);

/** A payout row as the API returns it. */
export function toPayout(row: PayoutRow): EscrowPayout {
  return {
    id: row.id,
    kind: row.kind,
    recipient: row.recipient,
    lamports: row.lamports.toString(),
    tokens: row.tokens.toString(),
    status: row.status,
    signature: row.signature,
    paidAt: row.paidAt?.toISOString() ?? null,
  };
}

/** Checks a start/end pair against the server clock (campaigns, presales). */
export function checkSchedule(
  startsAt: Date,
  endsAt: Date,
  now: number,
  opts: { startFixed?: boolean } = {},
) {
  if (!opts.startFixed && startsAt.getTime() < now - MARKETING_START_GRACE_MS)
    throw new HttpError(400, 'INVALID_REQUEST', 'startsAt: must not be in the past');
  if (endsAt.getTime() <= now) throw new HttpError(400, 'INVALID_REQUEST', 'endsAt: must be in the future');
  if (endsAt.getTime() <= startsAt.getTime())
    throw new HttpError(400, 'INVALID_REQUEST', 'endsAt: must be after startsAt');
  if (endsAt.getTime() - startsAt.getTime() > MARKETING_MAX_DURATION_MS)
    throw new HttpError(400, 'INVALID_REQUEST', 'endsAt: the schedule may last 90 days at most');
}

const notFound = (what: 'campaign' | 'presale') =>
  new HttpError(404, `${what.toUpperCase()}__NOT_FOUND`, `No ${what} with this id`);

/** The marketing service of one app. */
export type MarketingService = ReturnType<typeof createMarketingService>;
const services = new WeakMap<AppDeps, MarketingService>();
/** The app's one marketing service (it registers its payment indexer with the venue's chain watcher). */
export function marketingService(deps: AppDeps): MarketingService {
  let s = services.get(deps);
  if (!s) {
    s = createMarketingService(deps, marketService(deps));
    services.set(deps, s);
  }
  return s;
}

function createMarketingService(deps: AppDeps, market: MarketService) {
  const db = deps.database.db;
  const { rpc } = market;
  const { logger } = deps;
  const now = deps.now ?? Date.now;
  const escrowOf = escrowKeys({
    configured: deps.config.platformSecret,
    dataDir: deps.config.dataDir,
    chainMode: deps.chain.mode,
  });

  // ─── Tokens as marketing records show them ────────────────────────────────────────────────────────────

  async function tokenInfo(mints: string[]) {
    const out = new Map<string, { name: string; symbol: string; image: string | null }>();
    if (!mints.length) return out;
    const rows = await db
      .select({
        address: schema.tokens.address,
        name: schema.tokens.name,
        symbol: schema.tokens.symbol,
        imageId: schema.tokens.imageId,
      })
      .from(schema.tokens)
      .where(inArray(schema.tokens.address, [...new Set(mints)]));
    for (const r of rows)
      out.set(r.address, {
        name: r.name,
        symbol: r.symbol,
        image: r.imageId ? `/api/uploads/${r.imageId}` : null,
      });
    return out;
  }
  const tokenOf = (info: Awaited<ReturnType<typeof tokenInfo>>, mint: string) => {
    const t = info.get(mint);
    return { mint, name: t?.name ?? null, symbol: t?.symbol ?? null, image: t?.image ?? null };
  };

  // ─── Pay-ins: prepare, record once, confirm ───────────────────────────────────────────────────────────

  async function latestLifetime() {
    const [{ value: latest }, height] = await Promise.all([
      rpc.getLatestBlockhash().send(),
      rpc.getBlockHeight().send(),
    ]);
    return { latest, height };
  }

  /** Builds a pay-in transaction and inserts its intent (inside `tx` when the caller holds a lock). */
  async function prepareIntent(
    tx: Tx | Db,
    p: {
      kind: IntentRow['kind'];
      refId: string;
      wallet: Address;
      escrow: Address;
      lamports: bigint;
      tokens: bigint;
      instructions: Instruction[];
      lifetime: Awaited<ReturnType<typeof latestLifetime>>;
    },
  ): Promise<PreparedPayment> {
    const intentId = randomUUID();
    const prepared = await prepareTransaction(createNoopSigner(p.wallet), p.lifetime.latest, [
      ...p.instructions,
      memoInstruction(`solpad ${p.kind} ${intentId}`),
    ]);
    await tx.insert(schema.marketingIntents).values({
      id: intentId,
      kind: p.kind,
      refId: p.refId,
      wallet: p.wallet,
      escrow: p.escrow,
      lamports: p.lamports,
      tokens: p.tokens,
      messageHash: prepared.messageHash,
      lastValidBlockHeight: p.lifetime.latest.lastValidBlockHeight,
      createdAt: new Date(now()),
    });
    market.watch(p.escrow);
    const blocksLeft = p.lifetime.latest.lastValidBlockHeight - p.lifetime.height;
    return {
      intentId,
      transaction: prepared.wire,
      escrow: p.escrow,
      lamports: p.lamports.toString(),
      tokens: p.tokens.toString(),
      lastValidBlockHeight: p.lifetime.latest.lastValidBlockHeight.toString(),
      expiresAt: new Date(now() + Number(blocksLeft) * SLOT_MS).toISOString(),
    };
  }

  async function requireBalance(wallet: Address, needed: bigint) {
    const { value } = await rpc.getBalance(wallet).send();
    if (value < needed) throw new HttpError(400, 'TX__INSUFFICIENT_SOL', ERROR_MESSAGES.TX__INSUFFICIENT_SOL);
  }

  /** Records a landed intent once; returns what to do after the commit (refund a late payment, …). */
  async function recordIntent(intent: IntentRow, landed: LandedTransaction): Promise<IntentRow> {
    let after: (() => Promise<unknown>) | undefined;
    const recorded = await db.transaction(async (tx) => {
      const [locked] = await tx
        .select()
        .from(schema.marketingIntents)
        .where(eq(schema.marketingIntents.id, intent.id))
        .for('update');
      if (!locked) throw new Error('intent vanished');
      if (locked.status === 'confirmed') return locked;
      if (landed.feePayer !== locked.wallet)
        throw new HttpError(
          400,
          'MARKETING__WRONG_PAYER',
          'This payment was not sent by the prepared wallet',
        );
      switch (locked.kind) {
        case 'campaign_budget': {
          const [c] = await tx
            .select()
            .from(schema.campaigns)
            .where(eq(schema.campaigns.id, locked.refId))
            .for('update');
          if (!c) throw notFound('campaign');
          if (c.state === 'pending_payment')
            await tx
              .update(schema.campaigns)
              .set({ state: 'funded', fundingSignature: landed.signature, updatedAt: new Date(now()) })
              .where(eq(schema.campaigns.id, c.id));
          // Paid after a cancel: the money goes straight back.
          else if (c.state === 'cancelled') after = () => refundCampaign(c.id);
          break;
        }
        case 'presale_deposit': {
          const [p] = await tx
            .select()
            .from(schema.presales)
            .where(eq(schema.presales.id, locked.refId))
            .for('update');
          if (!p) throw notFound('presale');
          if (p.state === 'pending_deposit')
            await tx
              .update(schema.presales)
              .set({ state: 'open', depositSignature: landed.signature })
              .where(eq(schema.presales.id, p.id));
          else if (p.state === 'cancelled') after = () => planTokenReturn(p.id).then(() => runPayouts(p.id));
          break;
        }
        case 'presale_contribution':
          await tx
            .insert(schema.presaleContributions)
            .values({
              signature: landed.signature,
              presaleId: locked.refId,
              wallet: locked.wallet,
              lamports: locked.lamports,
              createdAt: landedAt(landed, now()),
            })
            .onConflictDoNothing();
          break;
        default: {
          const never: never = locked.kind;
          throw new Error(`unknown intent kind ${never}`);
        }
      }
      const [updated] = await tx
        .update(schema.marketingIntents)
        .set({ status: 'confirmed', signature: landed.signature })
        .where(eq(schema.marketingIntents.id, locked.id))
        .returning();
      return updated as IntentRow;
    });
    if (after)
      await after().catch((err: unknown) =>
        logger.warn({ err, intent: intent.id }, 'late payment not returned yet'),
      );
    return recorded;
  }

  /** The watcher's hook: a landed transaction that is one of our pay-ins is recorded. */
  async function recordLanded(landed: LandedTransaction): Promise<boolean> {
    if (!landed.succeeded) return false;
    const [intent] = await db
      .select()
      .from(schema.marketingIntents)
      .where(eq(schema.marketingIntents.messageHash, landed.messageHash));
    if (!intent) return false;
    await recordIntent(intent, landed);
    return true;
  }
  market.onLanded(recordLanded);

  /** `POST …/confirm`: verifies the landed pay-in is the one prepared for `refId` and records it once. */
  async function confirmPayment(
    signature: string,
    kind: IntentRow['kind'],
    refId: string,
    what: 'campaign' | 'presale',
  ): Promise<IntentRow> {
    const notOurs = new HttpError(
      400,
      'MARKETING__NOT_THIS_PAYMENT',
      `This transaction is not the payment prepared for this ${what}`,
    );
    const [known] = await db
      .select()
      .from(schema.marketingIntents)
      .where(eq(schema.marketingIntents.signature, signature));
    if (known) {
      if (known.kind !== kind || known.refId !== refId) throw notOurs;
      return known;
    }
    const landed = await fetchLanded(rpc, signature);
    if (!landed)
      throw new HttpError(
        404,
        'MARKETING__TX_NOT_FOUND',
        'This transaction is not on chain (yet); try again in a moment',
      );
    if (!landed.succeeded)
      throw new HttpError(400, 'MARKETING__TX_FAILED', 'This transaction failed on chain');
    const [intent] = await db
      .select()
      .from(schema.marketingIntents)
      .where(eq(schema.marketingIntents.messageHash, landed.messageHash));
    if (!intent || intent.kind !== kind || intent.refId !== refId) throw notOurs;
    return recordIntent(intent, landed);
  }

  /**
   * Releases the reservations of `refId`'s intents whose blockhash expired, after indexing any of them that
   * landed unnoticed (found among the escrow's recent signatures).
   */
  async function reconcileIntents(refId: string, escrow: string, height: bigint) {
    const due = and(
      eq(schema.marketingIntents.refId, refId),
      eq(schema.marketingIntents.status, 'open'),
      lt(schema.marketingIntents.lastValidBlockHeight, height - EXPIRY_GRACE_BLOCKS),
    );
    const [n] = await db.select({ n: sql<number>`count(*)::int` }).from(schema.marketingIntents).where(due);
    if (!n?.n) return;
    const recent = await rpc.getSignaturesForAddress(address(escrow), { limit: 100 }).send();
    for (const s of recent) {
      if (s.err !== null) continue;
      const landed = await fetchLanded(rpc, s.signature);
      if (landed) await recordLanded(landed).catch(() => false);
    }
    await db.update(schema.marketingIntents).set({ status: 'expired' }).where(due);
  }

  // ─── Releases ─────────────────────────────────────────────────────────────────────────────────────────

  const queues = new Map<string, Promise<void>>();
  /** Pays every outstanding payout of one escrow (one worker per escrow at a time; see the module comment). */
  function runPayouts(refId: string): Promise<void> {
    const previous = queues.get(refId) ?? Promise.resolve();
    const next = previous.catch(() => {}).then(() => payOutstanding(refId));
    queues.set(refId, next);
    void next
      .finally(() => {
        if (queues.get(refId) === next) queues.delete(refId);
      })
      .catch(() => {});
    return next;
  }

  /** Waits until a sent release is confirmed (→ paid), failed or expired (→ planned); false on timeout. */
  async function settleSent(signature: string, lastValid: bigint | null): Promise<boolean> {
    const deadline = Date.now() + CONFIRM_TIMEOUT_MS;
    for (;;) {
      const { value } = await rpc.getSignatureStatuses([signature as never]).send();
      const status = value[0];
      if (status && status.err === null && status.confirmationStatus !== 'processed') {
        await db
          .update(schema.escrowPayouts)
          .set({ status: 'paid', paidAt: new Date(now()) })
          .where(and(eq(schema.escrowPayouts.signature, signature), eq(schema.escrowPayouts.status, 'sent')));
        return true;
      }
      const expired =
        !status &&
        lastValid !== null &&
        (await rpc.getBlockHeight().send()) > lastValid + EXPIRY_GRACE_BLOCKS;
      if (status?.err || expired) {
        // It did not move anything: plan it again.
        await db
          .update(schema.escrowPayouts)
          .set({ status: 'planned', signature: null, lastValidBlockHeight: null })
          .where(and(eq(schema.escrowPayouts.signature, signature), eq(schema.escrowPayouts.status, 'sent')));
        return true;
      }
      if (Date.now() > deadline) return false;
      await new Promise((r) => setTimeout(r, 200));
    }
  }

  const stillConfirming = () =>
    new HttpError(
      503,
      'MARKETING__RELEASE_PENDING',
      'The release is still being confirmed; try again in a moment',
    );

  async function payOutstanding(refId: string): Promise<void> {
    for (let round = 0; round < 50; round++) {
      const rows = await db
        .select()
        .from(schema.escrowPayouts)
        .where(and(eq(schema.escrowPayouts.refId, refId), ne(schema.escrowPayouts.status, 'paid')))
        .orderBy(asc(schema.escrowPayouts.createdAt), asc(schema.escrowPayouts.key));
      if (!rows.length) return finishPresale(refId);
      const sent = rows.find((r) => r.status === 'sent');
      if (sent?.signature) {
        if (!(await settleSent(sent.signature, sent.lastValidBlockHeight))) throw stillConfirming();
        continue;
      }
      // Tokens first (the token account is closed by the return), then SOL.
      const allocations = rows.filter((r) => r.kind === 'token_allocation');
      const tokenReturn = rows.filter((r) => r.kind === 'token_return');
      const batch = allocations.length
        ? allocations.slice(0, TOKEN_PAYOUTS_PER_TX)
        : tokenReturn.length
          ? tokenReturn.slice(0, 1)
          : rows.filter((r) => SOL_KINDS.has(r.kind)).slice(0, SOL_PAYOUTS_PER_TX);
      await sendBatch(refId, batch);
    }
    throw stillConfirming();
  }

  async function sendBatch(refId: string, batch: PayoutRow[]) {
    const first = batch[0];
    if (!first) return;
    const escrowKind: EscrowKind = first.escrowKind;
    const keys = market.keys();
    const [escrow, treasury] = await Promise.all([escrowOf(escrowKind, refId), keys.treasury()]);
    const ixs: Instruction[] = [];
    let ataCount = 0;
    if (escrowKind === 'presale' && !SOL_KINDS.has(first.kind)) {
      const [p] = await db.select().from(schema.presales).where(eq(schema.presales.id, refId));
      if (!p) throw notFound('presale');
      const mint = address(p.mint);
      const program = address(p.tokenProgram);
      const escrowAta = await ataFor(escrow.address, mint, program);
      for (const row of batch) {
        const owner = address(row.recipient);
        const ata = await ataFor(owner, mint, program);
        ataCount++;
        ixs.push(
          getCreateAssociatedTokenIdempotentInstruction({
            payer: treasury,
            ata,
            owner,
            mint,
            tokenProgram: program,
          }),
        );
        if (row.tokens > 0n)
          ixs.push(
            getTransferCheckedInstruction(
              {
                source: escrowAta,
                mint,
                destination: ata,
                authority: escrow,
                amount: row.tokens,
                decimals: p.decimals,
              },
              { programAddress: program },
            ),
          );
        if (row.kind === 'token_return')
          // Empty now: close it and give its rent back to the creator who paid it.
          ixs.push(
            getCloseAccountInstruction(
              { account: escrowAta, destination: owner, owner: escrow },
              { programAddress: program },
            ),
          );
      }
    } else {
      for (const row of batch)
        ixs.push(
          getTransferSolInstruction({
            source: escrow,
            destination: address(row.recipient),
            amount: lamports(row.lamports),
          }),
        );
    }
    ixs.push(memoInstruction(`solpad release ${escrowKind} ${refId}`));
    // The treasury pays the network fee (and contributors' token accounts): refuse clearly when it cannot.
    const ataRent = ataCount ? await rpc.getMinimumBalanceForRentExemption(170n).send() : 0n;
    const { value: treasuryBalance } = await rpc.getBalance(treasury.address).send();
    if (treasuryBalance < TWO_SIGNATURE_FEE + ataRent * BigInt(ataCount))
      throw new HttpError(
        503,
        'MARKETING__TREASURY_UNFUNDED',
        'The platform treasury cannot pay the network fee of this release right now; try again later',
      );
    const { latest } = await latestLifetime();
    const signed = await signRelease(treasury, latest, ixs);
    const ids = batch.map((r) => r.id);
    const taken = await db
      .update(schema.escrowPayouts)
      .set({ status: 'sent', signature: signed.signature, lastValidBlockHeight: signed.lastValidBlockHeight })
      .where(and(inArray(schema.escrowPayouts.id, ids), eq(schema.escrowPayouts.status, 'planned')))
      .returning({ id: schema.escrowPayouts.id });
    const revert = () =>
      db
        .update(schema.escrowPayouts)
        .set({ status: 'planned', signature: null, lastValidBlockHeight: null })
        .where(
          and(eq(schema.escrowPayouts.signature, signed.signature), eq(schema.escrowPayouts.status, 'sent')),
        );
    if (taken.length !== ids.length) {
      // Another process took some of these rows: leave them to it.
      await revert();
      return;
    }
    try {
      await rpc.sendTransaction(signed.wire as never, { encoding: 'base64' }).send();
    } catch (err) {
      // Refused before it ran (preflight): nothing moved.
      await revert();
      throw new HttpError(
        502,
        'MARKETING__RELEASE_REFUSED',
        `The chain refused the release transaction: ${err instanceof Error ? err.message : String(err)}`,
      );
    }
    if (!(await settleSent(signed.signature, signed.lastValidBlockHeight))) throw stillConfirming();
  }

  /** A presale whose payouts are all paid reaches its outcome. */
  async function finishPresale(refId: string) {
    await db
      .update(schema.presales)
      .set({ state: sql`${schema.presales.outcome}` })
      .where(and(eq(schema.presales.id, refId), eq(schema.presales.state, 'finalizing')));
  }

  async function insertPayouts(
    tx: Tx | Db,
    escrowKind: EscrowKind,
    refId: string,
    rows: { key: string; kind: PayoutKind; recipient: string; lamports?: bigint; tokens?: bigint }[],
  ) {
    if (!rows.length) return;
    const at = now();
    await tx
      .insert(schema.escrowPayouts)
      .values(
        rows.map((r, i) => ({
          id: randomUUID(),
          key: r.key,
          escrowKind,
          refId,
          kind: r.kind,
          recipient: r.recipient,
          lamports: r.lamports ?? 0n,
          tokens: r.tokens ?? 0n,
          // Keeps the planned order (allocations before the return) within one insert.
          createdAt: new Date(at + i),
        })),
      )
      .onConflictDoNothing();
  }

  async function payoutsOf(refId: string) {
    return db
      .select()
      .from(schema.escrowPayouts)
      .where(eq(schema.escrowPayouts.refId, refId))
      .orderBy(asc(schema.escrowPayouts.createdAt), asc(schema.escrowPayouts.key));
  }

  // ─── Campaigns ────────────────────────────────────────────────────────────────────────────────────────

  /** Lamports an escrow received (confirmed pay-ins) and paid out (every payout, whatever its status). */
  async function ledger(tx: Tx | Db, refId: string) {
    const [inflow] = await tx
      .select({ v: sql<string>`coalesce(sum(${schema.marketingIntents.lamports}), 0)::text` })
      .from(schema.marketingIntents)
      .where(and(eq(schema.marketingIntents.refId, refId), eq(schema.marketingIntents.status, 'confirmed')));
    const [outflow] = await tx
      .select({ v: sql<string>`coalesce(sum(${schema.escrowPayouts.lamports}), 0)::text` })
      .from(schema.escrowPayouts)
      .where(eq(schema.escrowPayouts.refId, refId));
    return { inflow: BigInt(inflow?.v ?? '0'), outflow: BigInt(outflow?.v ?? '0') };
  }

  async function campaignStats(ids: string[], exec: Tx | Db = db) {
    const stats = new Map<
      string,
      { spent: bigint; refunded: bigint; committed: bigint; participants: number }
    >();
    for (const id of ids) stats.set(id, { spent: 0n, refunded: 0n, committed: 0n, participants: 0 });
    if (!ids.length) return stats;
    const [payouts, hires, participants] = await Promise.all([
      exec
        .select({
          refId: schema.escrowPayouts.refId,
          kind: schema.escrowPayouts.kind,
          v: sql<string>`sum(${schema.escrowPayouts.lamports})::text`,
        })
        .from(schema.escrowPayouts)
        .where(inArray(schema.escrowPayouts.refId, ids))
        .groupBy(schema.escrowPayouts.refId, schema.escrowPayouts.kind),
      exec
        .select({
          id: schema.kolHires.campaignId,
          v: sql<string>`sum(${schema.kolHires.priceLamports})::text`,
        })
        .from(schema.kolHires)
        .where(
          and(
            inArray(schema.kolHires.campaignId, ids),
            inArray(schema.kolHires.status, ['requested', 'accepted']),
          ),
        )
        .groupBy(schema.kolHires.campaignId),
      exec
        .select({ id: schema.campaignParticipants.campaignId, n: sql<number>`count(*)::int` })
        .from(schema.campaignParticipants)
        .where(inArray(schema.campaignParticipants.campaignId, ids))
        .groupBy(schema.campaignParticipants.campaignId),
    ]);
    for (const p of payouts) {
      const s = stats.get(p.refId);
      if (!s) continue;
      if (p.kind === 'kol_payment') s.spent += BigInt(p.v);
      if (p.kind === 'budget_refund') s.refunded += BigInt(p.v);
    }
    for (const h of hires) {
      const s = stats.get(h.id);
      if (s) s.committed = BigInt(h.v);
    }
    for (const p of participants) {
      const s = stats.get(p.id);
      if (s) s.participants = p.n;
    }
    return stats;
  }

  async function toCampaigns(rows: CampaignRow[]): Promise<Campaign[]> {
    const [stats, info] = await Promise.all([
      campaignStats(rows.map((r) => r.id)),
      tokenInfo(rows.map((r) => r.mint)),
    ]);
    const t = now();
    return rows.map((r) => {
      const s = stats.get(r.id) ?? { spent: 0n, refunded: 0n, committed: 0n, participants: 0 };
      const available =
        r.state === 'funded' && t < r.endsAt.getTime() ? r.budgetLamports - s.spent - s.committed : 0n;
      return {
        id: r.id,
        owner: r.owner,
        name: r.name,
        description: r.description,
        type: r.type,
        token: tokenOf(info, r.mint),
        status: campaignPhase({
          state: r.state,
          startsAt: r.startsAt.getTime(),
          endsAt: r.endsAt.getTime(),
          now: t,
        }),
        budgetLamports: r.budgetLamports.toString(),
        spentLamports: s.spent.toString(),
        committedLamports: s.committed.toString(),
        refundedLamports: s.refunded.toString(),
        availableLamports: (available > 0n ? available : 0n).toString(),
        escrow: r.escrow,
        fundingSignature: r.fundingSignature,
        startsAt: r.startsAt.toISOString(),
        endsAt: r.endsAt.toISOString(),
        goals: r.goals as CampaignGoal[],
        participants: s.participants,
        createdAt: r.createdAt.toISOString(),
        updatedAt: r.updatedAt.toISOString(),
        cancelledAt: r.cancelledAt?.toISOString() ?? null,
      };
    });
  }

  async function campaignRow(id: string): Promise<CampaignRow> {
    const [row] = await db.select().from(schema.campaigns).where(eq(schema.campaigns.id, id));
    if (!row) throw notFound('campaign');
    return row;
  }

  /** Trading measures of `mint` between two instants (the campaign goals' real data). */
  async function tradeMeasures(mint: string, from: Date, to: Date) {
    const [m] = await db
      .select({
        volume: sql<string>`coalesce(sum(${schema.trades.solLamports}), 0)::text`,
        traders: sql<number>`count(distinct ${schema.trades.trader})::int`,
      })
      .from(schema.trades)
      .where(
        and(
          eq(schema.trades.mint, mint),
          gte(schema.trades.createdAt, from),
          lt(schema.trades.createdAt, to),
        ),
      );
    const [h] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(
        db
          .select({ first: sql<Date>`min(${schema.trades.createdAt})`.as('first') })
          .from(schema.trades)
          .where(and(eq(schema.trades.mint, mint), eq(schema.trades.side, 'buy')))
          .groupBy(schema.trades.trader)
          .as('firsts'),
      )
      .where(sql`first >= ${from} and first < ${to}`);
    return { volume: BigInt(m?.volume ?? '0'), traders: m?.traders ?? 0, newHolders: h?.n ?? 0 };
  }

  async function campaignDetail(id: string): Promise<CampaignDetail> {
    const row = await campaignRow(id);
    const [campaign] = await toCampaigns([row]);
    if (!campaign) throw notFound('campaign');
    const t = now();
    const start = row.startsAt.getTime();
    const end = row.endsAt.getTime();
    const until = new Date(Math.min(Math.max(t, start), end));
    const [measures, participantList, hires, payouts] = await Promise.all([
      tradeMeasures(row.mint, row.startsAt, until),
      db
        .select()
        .from(schema.campaignParticipants)
        .where(eq(schema.campaignParticipants.campaignId, id))
        .orderBy(desc(schema.campaignParticipants.joinedAt))
        .limit(200),
      hiresOf({ campaignId: id }),
      payoutsOf(id),
    ]);
    const current: Record<CampaignGoal['metric'], bigint> = {
      participants: BigInt(campaign.participants),
      unique_traders: BigInt(measures.traders),
      volume_lamports: measures.volume,
      new_holders: BigInt(measures.newHolders),
    };
    return {
      ...campaign,
      progress: {
        timeBps: t <= start ? 0 : t >= end ? 10_000 : Math.floor(((t - start) * 10_000) / (end - start)),
        budgetSpentBps: progressBps(BigInt(campaign.spentLamports), row.budgetLamports),
        goals: campaign.goals.map((g) => ({
          ...g,
          current: current[g.metric].toString(),
          progressBps: progressBps(current[g.metric], BigInt(g.target)),
        })),
      },
      participantList: participantList.map((p) => ({ wallet: p.wallet, joinedAt: p.joinedAt.toISOString() })),
      hires,
      payouts: payouts.map(toPayout),
    };
  }

  async function listCampaigns(q: CampaignListQuery) {
    const c = schema.campaigns;
    const where = and(
      // Moderation: campaigns an admin hid (api/src/admin/marketing.ts) are left out of the public list.
      eq(c.hidden, false),
      q.type ? eq(c.type, q.type) : undefined,
      q.mint ? eq(c.mint, q.mint) : undefined,
      q.owner ? eq(c.owner, q.owner) : undefined,
      q.search ? ilike(c.name, `%${q.search.replace(/[%_\\]/g, (m) => `\\${m}`)}%`) : undefined,
      q.status ? campaignStatusIs(q.status, new Date(now())) : undefined,
    );
    const order =
      q.sort === 'budget'
        ? [desc(c.budgetLamports), desc(c.createdAt)]
        : q.sort === 'ending'
          ? [asc(c.endsAt), desc(c.createdAt)]
          : [desc(c.createdAt), desc(c.id)];
    const rows = await db
      .select()
      .from(c)
      .where(where)
      .orderBy(...order)
      .limit(q.limit + 1)
      .offset(q.cursor);
    const page = rows.slice(0, q.limit);
    return {
      campaigns: await toCampaigns(page),
      nextCursor: rows.length > q.limit ? q.cursor + q.limit : null,
    };
  }

  async function createCampaign(owner: string, req: CampaignCreateRequest) {
    const t = now();
    const startsAt = new Date(req.startsAt);
    const endsAt = new Date(req.endsAt);
    checkSchedule(startsAt, endsAt, t);
    const budget = BigInt(req.budgetLamports);
    if (budget < CAMPAIGN_MIN_BUDGET_LAMPORTS)
      throw new HttpError(400, 'INVALID_REQUEST', 'budgetLamports: too small');
    const mint = address(req.mint);
    if (!(await readMint(rpc, mint)))
      throw new HttpError(400, 'MARKETING__UNKNOWN_MINT', 'No token mint exists at this address');
    const id = randomUUID();
    const wallet = address(owner);
    const [escrow, rent, lifetime] = await Promise.all([
      escrowOf('campaign', id),
      market.rentForSystemAccount(),
      latestLifetime(),
    ]);
    await requireBalance(wallet, budget + rent + ONE_SIGNATURE_FEE);
    const payment = await db.transaction(async (tx) => {
      await tx.insert(schema.campaigns).values({
        id,
        owner,
        name: req.name,
        description: req.description,
        type: req.type,
        mint,
        budgetLamports: budget,
        rentLamports: rent,
        escrow: escrow.address,
        startsAt,
        endsAt,
        goals: req.goals,
        createdAt: new Date(t),
        updatedAt: new Date(t),
      });
      return budgetPayment(tx, id, wallet, escrow.address, budget + rent, lifetime);
    });
    const [campaign] = await toCampaigns([await campaignRow(id)]);
    return { campaign: campaign as Campaign, payment };
  }

  function budgetPayment(
    tx: Tx | Db,
    id: string,
    wallet: Address,
    escrow: Address,
    amount: bigint,
    lifetime: Awaited<ReturnType<typeof latestLifetime>>,
  ) {
    return prepareIntent(tx, {
      kind: 'campaign_budget',
      refId: id,
      wallet,
      escrow,
      lamports: amount,
      tokens: 0n,
      lifetime,
      instructions: [
        getTransferSolInstruction({
          source: createNoopSigner(wallet),
          destination: escrow,
          amount: lamports(amount),
        }),
      ],
    });
  }

  function requireOwner(row: { owner: string }, wallet: string, what: string) {
    if (row.owner !== wallet) throw new HttpError(403, 'FORBIDDEN', `Only the ${what}'s owner can do this`);
  }

  /** `POST /campaigns/{id}/payment`: a fresh budget payment for a campaign still waiting for it. */
  async function campaignPayment(wallet: string, id: string): Promise<PreparedPayment> {
    const row = await campaignRow(id);
    requireOwner(row, wallet, 'campaign');
    if (row.state !== 'pending_payment')
      throw new HttpError(409, 'CAMPAIGN__ALREADY_FUNDED', 'The campaign budget is already paid');
    const amount = row.budgetLamports + row.rentLamports;
    await requireBalance(address(wallet), amount + ONE_SIGNATURE_FEE);
    return budgetPayment(db, id, address(wallet), address(row.escrow), amount, await latestLifetime());
  }

  async function confirmCampaign(id: string, signature: string) {
    await campaignRow(id);
    await confirmPayment(signature, 'campaign_budget', id, 'campaign');
    return campaignDetail(id);
  }

  async function updateCampaign(wallet: string, id: string, patch: CampaignUpdateRequest) {
    await db.transaction(async (tx) => {
      const [row] = await tx.select().from(schema.campaigns).where(eq(schema.campaigns.id, id)).for('update');
      if (!row) throw notFound('campaign');
      requireOwner(row, wallet, 'campaign');
      const t = now();
      const phase = campaignPhase({
        state: row.state,
        startsAt: row.startsAt.getTime(),
        endsAt: row.endsAt.getTime(),
        now: t,
      });
      if (phase === 'cancelled') throw new HttpError(409, 'CAMPAIGN__CANCELLED', 'The campaign is cancelled');
      if (phase === 'ended') throw new HttpError(409, 'CAMPAIGN__ENDED', 'The campaign has ended');
      const started = t >= row.startsAt.getTime();
      if (patch.startsAt !== undefined && started && Date.parse(patch.startsAt) !== row.startsAt.getTime())
        throw new HttpError(
          409,
          'CAMPAIGN__STARTED',
          'The campaign has started; its start can no longer change',
        );
      const startsAt = patch.startsAt ? new Date(patch.startsAt) : row.startsAt;
      const endsAt = patch.endsAt ? new Date(patch.endsAt) : row.endsAt;
      checkSchedule(startsAt, endsAt, t, { startFixed: started || patch.startsAt === undefined });
      await tx
        .update(schema.campaigns)
        .set({
          ...(patch.name !== undefined ? { name: patch.name } : {}),
          ...(patch.description !== undefined ? { description: patch.description } : {}),
          ...(patch.goals !== undefined ? { goals: patch.goals } : {}),
          startsAt,
          endsAt,
          updatedAt: new Date(t),
        })
        .where(eq(schema.campaigns.id, id));
    });
    return campaignDetail(id);
  }

  /** Plans the refund of whatever the campaign's escrow still holds per the ledger, and pays it. */
  async function refundCampaign(id: string): Promise<PayoutRow | null> {
    const key = await db.transaction(async (tx) => {
      const [row] = await tx.select().from(schema.campaigns).where(eq(schema.campaigns.id, id)).for('update');
      if (row?.state !== 'cancelled') return null;
      const { inflow, outflow } = await ledger(tx, id);
      if (inflow <= outflow) return null;
      // One refund per total received: a second cancel finds the same key; a late payment makes a new one.
      const k = `campaign/${id}/refund/${inflow}`;
      await insertPayouts(tx, 'campaign', id, [
        { key: k, kind: 'budget_refund', recipient: row.owner, lamports: inflow - outflow },
      ]);
      return k;
    });
    await runPayouts(id);
    if (!key) return null;
    const [payout] = await db.select().from(schema.escrowPayouts).where(eq(schema.escrowPayouts.key, key));
    return payout ?? null;
  }

  async function cancelCampaign(wallet: string, id: string) {
    await db.transaction(async (tx) => {
      const [row] = await tx.select().from(schema.campaigns).where(eq(schema.campaigns.id, id)).for('update');
      if (!row) throw notFound('campaign');
      requireOwner(row, wallet, 'campaign');
      if (row.state === 'cancelled') return;
      const t = new Date(now());
      await tx
        .update(schema.campaigns)
        .set({ state: 'cancelled', cancelledAt: t, updatedAt: t })
        .where(eq(schema.campaigns.id, id));
      await tx
        .update(schema.kolHires)
        .set({ status: 'cancelled', updatedAt: t })
        .where(
          and(eq(schema.kolHires.campaignId, id), inArray(schema.kolHires.status, ['requested', 'accepted'])),
        );
    });
    const refund = await refundCampaign(id);
    return { campaign: await campaignDetail(id), refund: refund ? toPayout(refund) : null };
  }

  async function joinCampaign(wallet: string, id: string) {
    const row = await campaignRow(id);
    const phase = campaignPhase({
      state: row.state,
      startsAt: row.startsAt.getTime(),
      endsAt: row.endsAt.getTime(),
      now: now(),
    });
    if (phase !== 'active') throw new HttpError(409, 'CAMPAIGN__NOT_ACTIVE', 'The campaign is not active');
    await db
      .insert(schema.campaignParticipants)
      .values({ campaignId: id, wallet, joinedAt: new Date(now()) })
      .onConflictDoNothing();
    return campaignDetail(id);
  }

  // ─── KOL hires (the campaign side; profiles are in community.ts) ──────────────────────────────────────

  async function hiresOf(where: { campaignId?: string; client?: string; kolOwner?: string; id?: string }) {
    const h = schema.kolHires;
    const rows = await db
      .select({
        hire: h,
        kolName: schema.kolProfiles.name,
        kolWallet: schema.kolProfiles.owner,
        campaignName: schema.campaigns.name,
      })
      .from(h)
      .innerJoin(schema.kolProfiles, eq(schema.kolProfiles.id, h.kolId))
      .innerJoin(schema.campaigns, eq(schema.campaigns.id, h.campaignId))
      .where(
        and(
          where.id ? eq(h.id, where.id) : undefined,
          where.campaignId ? eq(h.campaignId, where.campaignId) : undefined,
          where.client ? eq(h.client, where.client) : undefined,
          where.kolOwner ? eq(schema.kolProfiles.owner, where.kolOwner) : undefined,
        ),
      )
      .orderBy(desc(h.createdAt))
      .limit(200);
    const payments = rows.length
      ? await db
          .select()
          .from(schema.escrowPayouts)
          .where(
            inArray(
              schema.escrowPayouts.key,
              rows.map((r) => `kol/${r.hire.id}`),
            ),
          )
      : [];
    const paid = new Map(payments.map((p) => [p.key, p.signature]));
    return rows.map(
      (r): KolHire => ({
        id: r.hire.id,
        kolId: r.hire.kolId,
        kolName: r.kolName,
        kolWallet: r.kolWallet,
        campaignId: r.hire.campaignId,
        campaignName: r.campaignName,
        client: r.hire.client,
        service: r.hire.service,
        priceLamports: r.hire.priceLamports.toString(),
        message: r.hire.message,
        status: r.hire.status,
        paymentSignature: paid.get(`kol/${r.hire.id}`) ?? null,
        createdAt: r.hire.createdAt.toISOString(),
        updatedAt: r.hire.updatedAt.toISOString(),
      }),
    );
  }

  async function hire(id: string): Promise<KolHire> {
    const [h] = await hiresOf({ id });
    if (!h) throw new HttpError(404, 'HIRE__NOT_FOUND', 'No hire request with this id');
    return h;
  }

  /** `POST /kols/{id}/hires`: the campaign's owner hires a KOL; the price is held from the available budget. */
  async function requestHire(
    wallet: string,
    kolId: string,
    req: { campaignId: string; service: string; message: string },
  ) {
    const id = randomUUID();
    await db.transaction(async (tx) => {
      // Shared lock: an admin hiding the profile (api/src/admin/marketing.ts, `for update`) waits, or is waited for.
      const [kol] = await tx
        .select()
        .from(schema.kolProfiles)
        .where(eq(schema.kolProfiles.id, kolId))
        .for('share');
      if (!kol) throw new HttpError(404, 'KOL__NOT_FOUND', 'No KOL profile with this id');
      if (kol.hidden)
        throw new HttpError(
          409,
          'KOL__HIDDEN',
          'This KOL profile is hidden by moderation and cannot be hired',
        );
      const [c] = await tx
        .select()
        .from(schema.campaigns)
        .where(eq(schema.campaigns.id, req.campaignId))
        .for('update');
      if (!c) throw notFound('campaign');
      requireOwner(c, wallet, 'campaign');
      if (kol.owner === wallet)
        throw new HttpError(400, 'HIRE__SELF', 'You cannot hire your own KOL profile');
      const t = now();
      const phase = campaignPhase({
        state: c.state,
        startsAt: c.startsAt.getTime(),
        endsAt: c.endsAt.getTime(),
        now: t,
      });
      if (phase !== 'scheduled' && phase !== 'active')
        throw new HttpError(
          409,
          'CAMPAIGN__NOT_FUNDED',
          'Only a funded campaign that has not ended can hire',
        );
      const item = (kol.priceList as { service: string; priceLamports: string }[]).find(
        (i) => i.service.toLowerCase() === req.service.toLowerCase(),
      );
      if (!item)
        throw new HttpError(400, 'HIRE__UNKNOWN_SERVICE', "This service is not on the KOL's price list");
      const price = BigInt(item.priceLamports);
      const stats = (await campaignStats([c.id], tx)).get(c.id);
      const available = c.budgetLamports - (stats?.spent ?? 0n) - (stats?.committed ?? 0n);
      if (price > available)
        throw new HttpError(
          409,
          'HIRE__OVER_BUDGET',
          "The hire's price exceeds the campaign's available budget",
        );
      await tx.insert(schema.kolHires).values({
        id,
        kolId,
        campaignId: c.id,
        client: wallet,
        service: item.service,
        priceLamports: price,
        message: req.message,
        createdAt: new Date(t),
        updatedAt: new Date(t),
      });
    });
    return hire(id);
  }

  /** Accept / decline (the KOL), cancel / complete (the client). Completing pays the KOL from the escrow. */
  async function actOnHire(wallet: string, id: string, action: 'accept' | 'decline' | 'cancel' | 'complete') {
    const transitions: Record<
      typeof action,
      { from: KolHire['status'][]; to: KolHire['status']; by: 'kol' | 'client' }
    > = {
      accept: { from: ['requested'], to: 'accepted', by: 'kol' },
      decline: { from: ['requested'], to: 'declined', by: 'kol' },
      cancel: { from: ['requested', 'accepted'], to: 'cancelled', by: 'client' },
      complete: { from: ['accepted'], to: 'completed', by: 'client' },
    };
    const rule = transitions[action];
    const pay = await db.transaction(async (tx) => {
      const [h] = await tx.select().from(schema.kolHires).where(eq(schema.kolHires.id, id)).for('update');
      if (!h) throw new HttpError(404, 'HIRE__NOT_FOUND', 'No hire request with this id');
      const [kol] = await tx.select().from(schema.kolProfiles).where(eq(schema.kolProfiles.id, h.kolId));
      const actor = rule.by === 'kol' ? kol?.owner : h.client;
      if (actor !== wallet)
        throw new HttpError(
          403,
          'FORBIDDEN',
          rule.by === 'kol' ? 'Only the KOL can do this' : "Only the campaign's owner can do this",
        );
      if (h.status === rule.to && action === 'complete') return false;
      if (!rule.from.includes(h.status))
        throw new HttpError(
          409,
          'HIRE__WRONG_STATE',
          `This hire is ${h.status}; it cannot be ${rule.to} now`,
        );
      await tx
        .update(schema.kolHires)
        .set({ status: rule.to, updatedAt: new Date(now()) })
        .where(eq(schema.kolHires.id, id));
      if (action !== 'complete') return false;
      await insertPayouts(tx, 'campaign', h.campaignId, [
        {
          key: `kol/${h.id}`,
          kind: 'kol_payment',
          recipient: kol?.owner as string,
          lamports: h.priceLamports,
        },
      ]);
      return h.campaignId;
    });
    if (pay) await runPayouts(pay);
    else if (action === 'complete') {
      const [h] = await db.select().from(schema.kolHires).where(eq(schema.kolHires.id, id));
      if (h) await runPayouts(h.campaignId);
    }
    return hire(id);
  }

  // ─── Presales ─────────────────────────────────────────────────────────────────────────────────────────

  async function presaleRow(id: string): Promise<PresaleRow> {
    const [row] = await db.select().from(schema.presales).where(eq(schema.presales.id, id));
    if (!row) throw notFound('presale');
    return row;
  }

  async function raisedOf(ids: string[]) {
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

  async function toPresales(rows: PresaleRow[]): Promise<Presale[]> {
    const [raised, info] = await Promise.all([
      raisedOf(rows.map((r) => r.id)),
      tokenInfo(rows.map((r) => r.mint)),
    ]);
    const t = now();
    return rows.map((r) => {
      const s = raised.get(r.id) ?? { raised: 0n, contributors: 0 };
      const succeeded = r.outcome === 'succeeded';
      const proceeds = presaleProceeds(s.raised, BigInt(r.platformFeeBps));
      const status: PresaleStatus = presalePhase({
        state: r.state,
        startsAt: r.startsAt.getTime(),
        endsAt: r.endsAt.getTime(),
        raised: s.raised,
        hardCap: r.hardCapLamports,
        now: t,
      });
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

  async function presaleSummary(id: string): Promise<Presale> {
    const [p] = await toPresales([await presaleRow(id)]);
    return p as Presale;
  }

  async function contributionsByWallet(id: string) {
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

  async function presaleDetail(id: string): Promise<PresaleDetail> {
    const row = await presaleRow(id);
    const [presale, byWallet, payouts] = await Promise.all([
      presaleSummary(id),
      contributionsByWallet(id),
      payoutsOf(id),
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

  async function listPresales(q: PresaleListQuery) {
    const p = schema.presales;
    const t = new Date(now());
    const where = and(
      // Moderation: presales an admin hid (api/src/admin/marketing.ts) are left out of the public list.
      eq(p.hidden, false),
      q.mint ? eq(p.mint, q.mint) : undefined,
      q.owner ? eq(p.owner, q.owner) : undefined,
      q.search ? ilike(p.name, `%${q.search.replace(/[%_\\]/g, (m) => `\\${m}`)}%`) : undefined,
      q.status ? presaleStatusIs(q.status, t) : undefined,
    );
    const order =
      q.sort === 'raised'
        ? [sql`${presaleRaisedSql} desc`, desc(p.createdAt)]
        : q.sort === 'ending'
          ? [asc(p.endsAt), desc(p.createdAt)]
          : [desc(p.createdAt), desc(p.id)];
    const rows = await db
      .select()
      .from(p)
      .where(where)
      .orderBy(...order)
      .limit(q.limit + 1)
      .offset(q.cursor);
    return {
      presales: await toPresales(rows.slice(0, q.limit)),
      nextCursor: rows.length > q.limit ? q.cursor + q.limit : null,
    };
  }

  async function depositPayment(
    tx: Tx | Db,
    row: PresaleRow,
    lifetime: Awaited<ReturnType<typeof latestLifetime>>,
  ) {
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
      throw new HttpError(
        400,
        'PRESALE__INSUFFICIENT_TOKENS',
        `Your wallet holds fewer tokens than the presale sells (${row.tokensForSale} base units needed)`,
      );
    const signer = createNoopSigner(creator);
    return prepareIntent(tx, {
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

  async function createPresale(owner: string, req: PresaleCreateRequest) {
    const t = now();
    const startsAt = new Date(req.startsAt);
    const endsAt = new Date(req.endsAt);
    checkSchedule(startsAt, endsAt, t);
    const mint = address(req.mint);
    const info = await readMint(rpc, mint);
    if (!info) throw new HttpError(400, 'MARKETING__UNKNOWN_MINT', 'No token mint exists at this address');
    // The escrow must be able to pay out what it holds, whatever the mint's authorities decide.
    const unsafe = info.extensions.filter((e) => ESCROW_UNSAFE_EXTENSIONS.has(e));
    if (unsafe.length)
      throw new HttpError(
        400,
        'PRESALE__UNSUPPORTED_TOKEN',
        `Presales cannot hold this token: its ${unsafe.join(', ')} extension could block or drain the escrow`,
      );
    if (info.freezable)
      throw new HttpError(
        400,
        'PRESALE__UNSUPPORTED_TOKEN',
        "Presales cannot hold this token: its freeze authority could freeze the escrow's tokens",
      );
    const rate = BigInt(req.tokensPerSol);
    const forSale = tokensForSale(BigInt(req.hardCapLamports), rate);
    if (forSale === 0n)
      throw new HttpError(
        400,
        'INVALID_REQUEST',
        'tokensPerSol: the hard cap would buy no tokens at this price',
      );
    const id = randomUUID();
    const [escrow, lifetime] = await Promise.all([escrowOf('presale', id), latestLifetime()]);
    await requireBalance(
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
      return depositPayment(tx, row as PresaleRow, lifetime);
    });
    return { presale: await presaleSummary(id), deposit };
  }

  /** `POST /presales/{id}/deposit`: a fresh token deposit for a presale still waiting for it. */
  async function presaleDeposit(wallet: string, id: string) {
    const row = await presaleRow(id);
    requireOwner(row, wallet, 'presale');
    if (row.state !== 'pending_deposit')
      throw new HttpError(409, 'PRESALE__ALREADY_DEPOSITED', "The presale's tokens are already deposited");
    return depositPayment(db, row, await latestLifetime());
  }

  async function confirmDeposit(id: string, signature: string) {
    await presaleRow(id);
    await confirmPayment(signature, 'presale_deposit', id, 'presale');
    return presaleDetail(id);
  }

  const REFUSAL_STATUS = {
    PRESALE__NOT_OPEN: 409,
    PRESALE__NOT_STARTED: 409,
    PRESALE__ENDED: 409,
    PRESALE__HARD_CAP: 409,
    PRESALE__BELOW_MINIMUM: 400,
    PRESALE__ABOVE_MAXIMUM: 400,
  } as const;

  async function prepareContribution(wallet: string, id: string, amount: bigint): Promise<PreparedPayment> {
    const row = await presaleRow(id);
    const contributor = address(wallet);
    if (wallet === row.escrow)
      throw new HttpError(400, 'PRESALE__INVALID_WALLET', 'The escrow cannot contribute');
    const lifetime = await latestLifetime();
    await reconcileIntents(id, row.escrow, lifetime.height);
    await requireBalance(contributor, amount + ONE_SIGNATURE_FEE);
    return db.transaction(async (tx) => {
      const [p] = await tx.select().from(schema.presales).where(eq(schema.presales.id, id)).for('update');
      if (!p) throw notFound('presale');
      const open = and(
        eq(schema.marketingIntents.refId, id),
        eq(schema.marketingIntents.kind, 'presale_contribution'),
        eq(schema.marketingIntents.status, 'open'),
        sql`${schema.marketingIntents.lastValidBlockHeight} + ${EXPIRY_GRACE_BLOCKS} >= ${lifetime.height}`,
      );
      const sum = (
        col: typeof schema.presaleContributions.lamports | typeof schema.marketingIntents.lamports,
      ) => sql<string>`coalesce(sum(${col}), 0)::text`;
      const [[confirmedAll], [confirmedMine], [pendingAll], [pendingMine]] = await Promise.all([
        tx
          .select({ v: sum(schema.presaleContributions.lamports) })
          .from(schema.presaleContributions)
          .where(eq(schema.presaleContributions.presaleId, id)),
        tx
          .select({ v: sum(schema.presaleContributions.lamports) })
          .from(schema.presaleContributions)
          .where(
            and(
              eq(schema.presaleContributions.presaleId, id),
              eq(schema.presaleContributions.wallet, wallet),
            ),
          ),
        tx
          .select({ v: sum(schema.marketingIntents.lamports) })
          .from(schema.marketingIntents)
          .where(open),
        tx
          .select({ v: sum(schema.marketingIntents.lamports) })
          .from(schema.marketingIntents)
          .where(and(open, eq(schema.marketingIntents.wallet, wallet))),
      ]);
      const refusal = checkContribution({
        state: p.state,
        startsAt: p.startsAt.getTime(),
        endsAt: p.endsAt.getTime(),
        now: now(),
        minPerWallet: p.minContributionLamports,
        maxPerWallet: p.maxContributionLamports,
        hardCap: p.hardCapLamports,
        walletCommitted: BigInt(confirmedMine?.v ?? '0') + BigInt(pendingMine?.v ?? '0'),
        totalCommitted: BigInt(confirmedAll?.v ?? '0') + BigInt(pendingAll?.v ?? '0'),
        lamports: amount,
      });
      if (refusal) throw new HttpError(REFUSAL_STATUS[refusal.code], refusal.code, refusal.message);
      return prepareIntent(tx, {
        kind: 'presale_contribution',
        refId: id,
        wallet: contributor,
        escrow: address(p.escrow),
        lamports: amount,
        tokens: 0n,
        lifetime,
        instructions: [
          getTransferSolInstruction({
            source: createNoopSigner(contributor),
            destination: address(p.escrow),
            amount: lamports(amount),
          }),
        ],
      });
    });
  }

  async function confirmContribution(id: string, signature: string) {
    await presaleRow(id);
    const intent = await confirmPayment(signature, 'presale_contribution', id, 'presale');
    const [c] = await db
      .select()
      .from(schema.presaleContributions)
      .where(eq(schema.presaleContributions.signature, intent.signature as string));
    if (!c) throw new Error('contribution not recorded');
    return {
      contribution: {
        presaleId: id,
        wallet: c.wallet,
        lamports: c.lamports.toString(),
        signature: c.signature,
        at: c.createdAt.toISOString(),
      },
      presale: await presaleSummary(id),
    };
  }

  async function planTokenReturn(id: string) {
    const row = await presaleRow(id);
    await insertPayouts(db, 'presale', id, [
      {
        key: `presale/${id}/token-return`,
        kind: 'token_return',
        recipient: row.owner,
        tokens: row.tokensForSale,
      },
    ]);
  }

  /** Decides a presale's outcome once it ended and pays what the outcome releases (idempotent; anyone may call). */
  async function finalizePresale(id: string) {
    const row = await presaleRow(id);
    if (row.state === 'pending_deposit' || row.state === 'cancelled')
      throw new HttpError(409, 'PRESALE__NOT_OPEN', 'The presale is not open');
    if (row.state === 'open') {
      const { raised } = (await raisedOf([id])).get(id) ?? { raised: 0n };
      const phase = presalePhase({
        state: row.state,
        startsAt: row.startsAt.getTime(),
        endsAt: row.endsAt.getTime(),
        raised,
        hardCap: row.hardCapLamports,
        now: now(),
      });
      if (phase !== 'ended') throw new HttpError(409, 'PRESALE__NOT_ENDED', 'The presale has not ended yet');
      const { height } = await latestLifetime();
      await reconcileIntents(id, row.escrow, height);
      const [pending] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(schema.marketingIntents)
        .where(
          and(
            eq(schema.marketingIntents.refId, id),
            eq(schema.marketingIntents.kind, 'presale_contribution'),
            eq(schema.marketingIntents.status, 'open'),
          ),
        );
      if (pending?.n)
        throw new HttpError(
          409,
          'PRESALE__SETTLING',
          'Contributions are still being confirmed; try again in a minute',
        );
      await db.transaction(async (tx) => {
        const [p] = await tx.select().from(schema.presales).where(eq(schema.presales.id, id)).for('update');
        if (p?.state !== 'open') return;
        const byWallet = await tx
          .select({
            wallet: schema.presaleContributions.wallet,
            lamports: sql<string>`sum(${schema.presaleContributions.lamports})::text`,
          })
          .from(schema.presaleContributions)
          .where(eq(schema.presaleContributions.presaleId, id))
          .groupBy(schema.presaleContributions.wallet)
          .orderBy(asc(schema.presaleContributions.wallet));
        const total = byWallet.reduce((s, w) => s + BigInt(w.lamports), 0n);
        const outcome = presaleOutcome(total, p.softCapLamports);
        const plan: Parameters<typeof insertPayouts>[3] = [];
        if (outcome === 'succeeded') {
          let allocated = 0n;
          for (const w of byWallet) {
            const tokens = tokensForContribution(BigInt(w.lamports), p.tokensPerSol);
            allocated += tokens;
            if (tokens > 0n)
              plan.push({
                key: `presale/${id}/tokens/${w.wallet}`,
                kind: 'token_allocation',
                recipient: w.wallet,
                tokens,
              });
          }
          plan.push({
            key: `presale/${id}/token-return`,
            kind: 'token_return',
            recipient: p.owner,
            tokens: p.tokensForSale - allocated,
          });
          const { feeLamports, creatorLamports } = presaleProceeds(total, BigInt(p.platformFeeBps));
          const treasury = await market.keys().treasury();
          plan.push({
            key: `presale/${id}/creator`,
            kind: 'creator_proceeds',
            recipient: p.owner,
            lamports: creatorLamports,
          });
          if (feeLamports > 0n)
            plan.push({
              key: `presale/${id}/fee`,
              kind: 'platform_fee',
              recipient: treasury.address,
              lamports: feeLamports,
            });
        } else {
          plan.push({
            key: `presale/${id}/token-return`,
            kind: 'token_return',
            recipient: p.owner,
            tokens: p.tokensForSale,
          });
        }
        await insertPayouts(tx, 'presale', id, plan);
        await tx
          .update(schema.presales)
          .set({ state: 'finalizing', outcome, finalizedAt: new Date(now()) })
          .where(eq(schema.presales.id, id));
      });
    }
    await runPayouts(id);
    const detail = await presaleDetail(id);
    return { presale: detail, payouts: detail.payouts };
  }

  /** A failed presale's contributor takes back everything it put in (once, whatever the concurrency). */
  async function claimRefund(wallet: string, id: string) {
    let row = await presaleRow(id);
    if (row.state === 'open') {
      // Ended but nobody finalized it yet: the claim does it first.
      await finalizePresale(id);
      row = await presaleRow(id);
    }
    if (row.outcome !== 'failed') {
      if (row.outcome === 'succeeded')
        throw new HttpError(
          409,
          'PRESALE__SUCCEEDED',
          'The presale succeeded; contributions are not refundable',
        );
      throw new HttpError(409, 'PRESALE__NOT_REFUNDABLE', 'The presale has no refunds');
    }
    const [mine] = await db
      .select({ v: sql<string>`coalesce(sum(${schema.presaleContributions.lamports}), 0)::text` })
      .from(schema.presaleContributions)
      .where(
        and(eq(schema.presaleContributions.presaleId, id), eq(schema.presaleContributions.wallet, wallet)),
      );
    const amount = BigInt(mine?.v ?? '0');
    if (amount === 0n)
      throw new HttpError(
        404,
        'PRESALE__NOTHING_TO_REFUND',
        'This wallet has no contribution to refund in this presale',
      );
    const key = `presale/${id}/refund/${wallet}`;
    await insertPayouts(db, 'presale', id, [
      { key, kind: 'contribution_refund', recipient: wallet, lamports: amount },
    ]);
    await runPayouts(id);
    const [payout] = await db.select().from(schema.escrowPayouts).where(eq(schema.escrowPayouts.key, key));
    if (!payout) throw new Error('refund vanished');
    return { refund: toPayout(payout), presale: await presaleSummary(id) };
  }

  /** The creator withdraws a presale nobody contributed to: its tokens go back. */
  async function cancelPresale(wallet: string, id: string) {
    const row = await presaleRow(id);
    requireOwner(row, wallet, 'presale');
    const { height } = await latestLifetime();
    await reconcileIntents(id, row.escrow, height);
    const returnTokens = await db.transaction(async (tx) => {
      const [p] = await tx.select().from(schema.presales).where(eq(schema.presales.id, id)).for('update');
      if (!p) throw notFound('presale');
      if (p.state === 'cancelled') return false;
      if (p.state !== 'open' && p.state !== 'pending_deposit')
        throw new HttpError(409, 'PRESALE__FINALIZED', 'The presale is already finalized');
      const [c] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(schema.presaleContributions)
        .where(eq(schema.presaleContributions.presaleId, id));
      const [i] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(schema.marketingIntents)
        .where(
          and(
            eq(schema.marketingIntents.refId, id),
            eq(schema.marketingIntents.kind, 'presale_contribution'),
            eq(schema.marketingIntents.status, 'open'),
          ),
        );
      if (c?.n || i?.n)
        throw new HttpError(
          409,
          'PRESALE__HAS_CONTRIBUTIONS',
          'A presale with contributions cannot be cancelled',
        );
      await tx
        .update(schema.presales)
        .set({ state: 'cancelled', finalizedAt: new Date(now()) })
        .where(eq(schema.presales.id, id));
      return p.state === 'open';
    });
    if (returnTokens) {
      await planTokenReturn(id);
      await runPayouts(id);
    }
    return presaleDetail(id);
  }

  return {
    now,
    rpc,
    escrowOf,
    tokenInfo,
    tokenOf,
    // campaigns
    toCampaigns,
    listCampaigns,
    campaignDetail,
    createCampaign,
    campaignPayment,
    confirmCampaign,
    updateCampaign,
    cancelCampaign,
    joinCampaign,
    // hires
    requestHire,
    actOnHire,
    hiresOf,
    // presales
    toPresales,
    listPresales,
    presaleDetail,
    createPresale,
    presaleDeposit,
    confirmDeposit,
    prepareContribution,
    confirmContribution,
    finalizePresale,
    claimRefund,
    cancelPresale,
  };
}
