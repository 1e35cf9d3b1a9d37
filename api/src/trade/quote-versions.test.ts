// The versions' transactions are built by patching a compiled message's blockhash and instruction data (the first
// quote of a wallet, token and side compiles it); each must be exactly the transaction a full compile of that
// version gives (the hash submit checks and the amounts the chain moves).
import { createNoopSigner, generateKeyPairSigner } from '@solana/kit';
import {
  applyDelta,
  curveMarket,
  initialCurveReserves,
  type Market,
  minimumWithSlippage,
  poolMarket,
  quoteBuy,
  quoteSell,
  quoteVersions,
  type TradeQuote,
} from '@solpad/core/trade';
import { describe, expect, it } from 'vitest';
import { buildQuoteVersions, instructionDataSpans } from './quote-versions';
import { prepareTransaction, tradeInstructions } from './tx';

const SOL = 1_000_000_000n;
const lifetime = { blockhash: '11111111111111111111111111111111', lastValidBlockHeight: 1_000n };

function ok(r: ReturnType<typeof quoteBuy>): TradeQuote {
  if (!r.ok) throw new Error(`refused: ${r.refusal.message}`);
  return r.quote;
}

describe('buildQuoteVersions', () => {
  it.each([
    ['a curve buy', 'curve', 'buy'],
    ['a curve sell', 'curve', 'sell'],
    ['a pool buy', 'pool', 'buy'],
    ['a pool sell', 'pool', 'sell'],
  ] as const)(
    '%s: every version of every quote is byte for byte a full compile of its amounts',
    async (_, venue, side) => {
      const [wallet, mint, vault, treasury] = await Promise.all(
        [1, 2, 3, 4].map(() => generateKeyPairSigner()),
      );
      if (!wallet || !mint || !vault || !treasury) throw new Error('keys');
      const start = curveMarket(initialCurveReserves());
      const m: Market =
        venue === 'curve'
          ? curveMarket(applyDelta(start.reserves, ok(quoteBuy(start, { solIn: 10n * SOL })).delta))
          : poolMarket(85n * SOL, 206_900_000_000_000n);
      // The wallet's second quote of this token (another blockhash, quote id and amounts) is written into the first
      // one's message: it too must be exactly a full compile.
      const rounds = [
        { lifetime, quoteId: '0b6f4f0e-7d9a-4a53-9a53-1f0c2b7e3a11', sol: SOL, tokens: 20_000_000_000_000n },
        {
          lifetime: {
            blockhash: 'GHtXQBsoZHVnNFa9YevAzFr17DJjgHXk3ycTKD5xD3Zi',
            lastValidBlockHeight: 1_150n,
          },
          quoteId: 'f3a1c2d4-1111-4a53-9a53-000000000002',
          sol: 3n * SOL,
          tokens: 7_000_000_000_000n,
        },
      ];
      for (const round of rounds) {
        const fair = ok(
          side === 'buy' ? quoteBuy(m, { solIn: round.sol }) : quoteSell(m, { tokensIn: round.tokens }),
        );
        const out = side === 'buy' ? fair.tokenAmount : fair.solAmount;
        const versions = quoteVersions(m, fair, { minOut: minimumWithSlippage(out, 1000n) });
        expect(versions.length).toBeGreaterThan(1);
        const args = {
          versions,
          wallet: wallet.address,
          mint: mint.address,
          venue,
          venueAddress: vault.address,
          treasury: treasury.address,
          feeTo: m.feeTo,
          quoteId: round.quoteId,
          lifetime: round.lifetime,
        };
        const built = buildQuoteVersions(args);
        expect(built.map((b) => b.quote)).toEqual(versions);
        for (const b of built) {
          const full = await prepareTransaction(
            createNoopSigner(wallet.address),
            round.lifetime,
            await tradeInstructions({
              side,
              user: wallet.address,
              mint: mint.address,
              venue: createNoopSigner(vault.address),
              treasury: treasury.address,
              venueSol: b.quote.venueSol,
              treasuryFee: m.feeTo === 'treasury' ? b.quote.feeLamports : 0n,
              userSol: b.quote.solAmount,
              tokens: b.quote.tokenAmount,
              memo: `solpad ${venue} ${side} ${args.quoteId}`,
            }),
          );
          expect(b.wire).toBe(full.wire);
          expect(b.messageHash).toBe(full.messageHash);
        }
        expect(new Set(built.map((b) => b.messageHash)).size).toBe(built.length);
      }
    },
  );

  it('finds every instruction of a legacy message, and refuses bytes that are not one', () => {
    // header 1/0/1, 2 accounts, blockhash, 1 instruction: program 1, accounts [0], data [7, 8, 9].
    const message = new Uint8Array([
      1,
      0,
      1,
      2,
      ...new Array(64).fill(5),
      ...new Array(32).fill(6),
      1,
      1,
      1,
      0,
      3,
      7,
      8,
      9,
    ]);
    expect(instructionDataSpans(message)).toEqual([{ offset: message.length - 3, length: 3 }]);
    expect(instructionDataSpans(message.slice(0, -1))).toBeNull();
    expect(instructionDataSpans(new Uint8Array([0x80, ...message]))).toBeNull();
  });
});
