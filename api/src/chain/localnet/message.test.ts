import {
  AccountRole,
  type Address,
  appendTransactionMessageInstructions,
  compressTransactionMessageUsingAddressLookupTables,
  createTransactionMessage,
  generateKeyPairSigner,
  getAddressDecoder,
  getBase64EncodedWireTransaction,
  type Instruction,
  partiallySignTransactionMessageWithSigners,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
} from '@solana/kit';
import { describe, expect, it } from 'vitest';
import { decodeStoredWire, decodeWire } from './message';

const randomAddress = () => getAddressDecoder().decode(crypto.getRandomValues(new Uint8Array(32)));

/** Byte arrays as plain arrays, so two decodings compare by value whatever their buffer. */
const plain = (v: unknown) =>
  JSON.parse(JSON.stringify(v, (_k, x) => (x instanceof Uint8Array ? Array.from(x) : x)));

async function wire(
  version: 0 | 'legacy',
  instructions: Instruction[],
  lookups?: Record<Address, Address[]>,
) {
  const payer = await generateKeyPairSigner();
  const message = pipe(
    createTransactionMessage({ version }),
    (m) => setTransactionMessageFeePayerSigner(payer, m),
    (m) =>
      setTransactionMessageLifetimeUsingBlockhash(
        { blockhash: randomAddress() as never, lastValidBlockHeight: 100n },
        m,
      ),
    (m) => appendTransactionMessageInstructions(instructions, m),
  );
  const compressed =
    lookups && version === 0
      ? compressTransactionMessageUsingAddressLookupTables(message as never, lookups)
      : message;
  return getBase64EncodedWireTransaction(
    await partiallySignTransactionMessageWithSigners(compressed as never),
  );
}

describe('decodeStoredWire', () => {
  it('decodes legacy and v0 transactions (lookups, several signers, empty data or accounts) as decodeWire does', async () => {
    const cosigner = await generateKeyPairSigner();
    const [program, a, b, c, table] = Array.from({ length: 5 }, () => randomAddress());
    const instructions: Instruction[] = [
      {
        programAddress: program!,
        accounts: [
          { address: a!, role: AccountRole.WRITABLE },
          { address: cosigner.address, role: AccountRole.READONLY_SIGNER, signer: cosigner } as never,
          { address: b!, role: AccountRole.READONLY },
        ],
        data: new Uint8Array(300).map((_, i) => i % 256),
      },
      { programAddress: program!, accounts: [{ address: c!, role: AccountRole.WRITABLE }] },
      { programAddress: program!, data: new Uint8Array([7]) },
    ];
    const wires = [
      await wire('legacy', instructions),
      await wire(0, instructions),
      await wire(0, instructions, { [table!]: [b!, c!] }),
    ];
    for (const w of wires) {
      const reference = decodeWire(w);
      const fast = decodeStoredWire(w);
      expect(plain({ ...fast, tx: null })).toEqual(plain({ ...reference, tx: null }));
      expect(plain(fast.tx.messageBytes)).toEqual(plain(reference.tx.messageBytes));
      expect(plain(fast.tx.signatures)).toEqual(plain(reference.tx.signatures));
    }
    // The lookup table is really used by the last one (b and c come from it), so its decoding is exercised.
    expect(decodeStoredWire(wires[2]!).message).toMatchObject({
      addressTableLookups: [{ lookupTableAddress: table, readonlyIndexes: [0], writableIndexes: [1] }],
    });
  });
});
