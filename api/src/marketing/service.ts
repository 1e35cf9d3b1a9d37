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
import { type AppDeps, perApp } from '../deps';
import { type MarketService, marketService } from '../trade/service';
import {
  campaignDetail,
  campaignPayment,
  cancelCampaign,
  confirmCampaign,
  createCampaign,
  joinCampaign,
  listCampaigns,
  toCampaigns,
  updateCampaign,
} from './campaigns';
import { createMarketingContext, type MarketingContext } from './context';
import { actOnHire, hiresOf, requestHire } from './hires';
import { recordLanded } from './payins';
import {
  cancelPresale,
  claimRefund,
  confirmContribution,
  finalizePresale,
  prepareContribution,
} from './presale-funds';
import {
  confirmDeposit,
  createPresale,
  listPresales,
  presaleDeposit,
  presaleDetail,
  toPresales,
} from './presales';
import { payUnpaidReleases } from './releases';
import { tokenInfo, tokenOf } from './tokens';

/** The marketing service of one app. */
export type MarketingService = ReturnType<typeof createMarketingService>;
/** The app's one marketing service (it registers its payment indexer with the venue's chain watcher). */
export const marketingService = perApp((deps) => createMarketingService(deps, marketService(deps)));

function createMarketingService(deps: AppDeps, market: MarketService) {
  const ctx = createMarketingContext(deps, market);
  // The venue's chain watcher hands over every landed transaction: pay-ins are recorded from it.
  market.onLanded((landed) => recordLanded(ctx, landed));
  const bind =
    <A extends unknown[], R>(fn: (ctx: MarketingContext, ...args: A) => R) =>
    (...args: A): R =>
      fn(ctx, ...args);
  return {
    now: ctx.now,
    rpc: ctx.rpc,
    escrowOf: ctx.escrowOf,
    tokenInfo: bind(tokenInfo),
    tokenOf,
    // campaigns
    toCampaigns: bind(toCampaigns),
    listCampaigns: bind(listCampaigns),
    campaignDetail: bind(campaignDetail),
    createCampaign: bind(createCampaign),
    campaignPayment: bind(campaignPayment),
    confirmCampaign: bind(confirmCampaign),
    updateCampaign: bind(updateCampaign),
    cancelCampaign: bind(cancelCampaign),
    joinCampaign: bind(joinCampaign),
    // hires
    requestHire: bind(requestHire),
    actOnHire: bind(actOnHire),
    hiresOf: bind(hiresOf),
    // presales
    toPresales: bind(toPresales),
    listPresales: bind(listPresales),
    presaleDetail: bind(presaleDetail),
    createPresale: bind(createPresale),
    presaleDeposit: bind(presaleDeposit),
    confirmDeposit: bind(confirmDeposit),
    prepareContribution: bind(prepareContribution),
    confirmContribution: bind(confirmContribution),
    finalizePresale: bind(finalizePresale),
    claimRefund: bind(claimRefund),
    cancelPresale: bind(cancelPresale),
    // releases
    payUnpaidReleases: bind(payUnpaidReleases),
  };
}
