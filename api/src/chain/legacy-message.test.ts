import {
  AccountRole,
  type Address,
  address,
  compileTransaction,
  createNoopSigner,
  getTransactionEncoder,
  type Instruction,
} from '@solana/kit';
import { SYSTEM_PROGRAM_ADDRESS } from '@solana-program/system';
import { TOKEN_2022_PROGRAM_ADDRESS } from '@solana-program/token-2022';
import { base58Encode } from '@solpad/core/rpc';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { stepInstruction, tradeSteps } from '../trade/tx';
import { compileLegacyUnsigned, legacyMessage } from './legacy-message';

const BLOCKHASH = 'EkSnNWid2cvwEVnVx9aBqawnmiCNiDgp3gUdkDPTKN1N';

/** Kit's wire bytes for the same message. */
function kitWire(feePayer: Address, instructions: Instruction[]): Uint8Array {
  const tx = compileTransaction(
    legacyMessage(
      createNoopSigner(feePayer),
      { blockhash: BLOCKHASH, lastValidBlockHeight: 100n },
      instructions,
    ),
  );
  return new Uint8Array(getTransactionEncoder().encode(tx));
}

const anAddress = fc.uint8Array({ minLength: 32, maxLength: 32 }).map((b) => address(base58Encode(b)));
const aRole = fc.constantFrom(
  AccountRole.READONLY,
  AccountRole.WRITABLE,
  AccountRole.READONLY_SIGNER,
  AccountRole.WRITABLE_SIGNER,
);

describe('compileLegacyUnsigned', () => {
  it('makes the bytes kit makes, for any instructions over shared accounts', () => {
    fc.assert(
      fc.property(
        fc.array(anAddress, { minLength: 2, maxLength: 12 }),
        fc.array(anAddress, { minLength: 1, maxLength: 3 }),
        fc.array(
          fc.record({
            program: fc.nat(),
            accounts: fc.array(fc.record({ at: fc.nat(), role: aRole }), { maxLength: 6 }),
            data: fc.uint8Array({ maxLength: 140 }),
          }),
          { minLength: 1, maxLength: 5 },
        ),
        ([feePayer, ...pool], programs, shapes) => {
          const accounts = [feePayer as Address, ...pool];
          const instructions: Instruction[] = shapes.map((s) => ({
            programAddress: programs[s.program % programs.length] as Address,
            accounts: s.accounts.map((a) => ({
              address: accounts[a.at % accounts.length] as Address,
              role: a.role,
            })),
            data: s.data,
          }));
          const fast = compileLegacyUnsigned(feePayer as Address, BLOCKHASH, instructions);
          expect(fast).not.toBeNull();
          expect(Buffer.from(fast?.wire ?? [])).toEqual(
            Buffer.from(kitWire(feePayer as Address, instructions)),
          );
        },
      ),
      { numRuns: 300 },
    );
  });

  it("makes a trade's bytes as kit does, buy and sell, with and without the account to create", () => {
    fc.assert(
      fc.property(
        anAddress,
        anAddress,
        anAddress,
        anAddress,
        fc.constantFrom('buy' as const, 'sell' as const),
        fc.bigInt({ min: 1n, max: 10n ** 15n }),
        fc.bigInt({ min: 0n, max: 10n ** 9n }),
        (user, mint, venue, treasury, side, amount, fee) => {
          const steps = tradeSteps({
            side,
            user,
            mint,
            venue: createNoopSigner(venue),
            treasury,
            venueSol: amount,
            treasuryFee: fee,
            userSol: amount + fee,
            tokens: amount * 3n,
            memo: `solpad curve ${side} 0d6c0b4e-3c52-4a4e-9a57-6f1a3f0f6e21`,
          });
          const instructions = steps.map(stepInstruction);
          const fast = compileLegacyUnsigned(user, BLOCKHASH, instructions);
          expect(Buffer.from(fast?.wire ?? [])).toEqual(Buffer.from(kitWire(user, instructions)));
        },
      ),
      { numRuns: 100 },
    );
  });

  it('leaves to kit what kit refuses or needs more for: a program that pays or is written, a bad blockhash', () => {
    const payer = address('9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin');
    const transfer = (to: Address): Instruction => ({
      programAddress: SYSTEM_PROGRAM_ADDRESS,
      accounts: [
        { address: payer, role: AccountRole.WRITABLE_SIGNER },
        { address: to, role: AccountRole.WRITABLE },
      ],
      data: new Uint8Array([2, 0, 0, 0]),
    });
    expect(compileLegacyUnsigned(SYSTEM_PROGRAM_ADDRESS, BLOCKHASH, [transfer(payer)])).toBeNull();
    expect(compileLegacyUnsigned(payer, BLOCKHASH, [transfer(SYSTEM_PROGRAM_ADDRESS)])).toBeNull();
    expect(
      compileLegacyUnsigned(payer, 'not a blockhash', [transfer(TOKEN_2022_PROGRAM_ADDRESS)]),
    ).toBeNull();
    expect(compileLegacyUnsigned(payer, BLOCKHASH, [transfer(TOKEN_2022_PROGRAM_ADDRESS)])).not.toBeNull();
  });
});
