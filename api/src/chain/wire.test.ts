import {
  AccountRole,
  type Address,
  address,
  appendTransactionMessageInstructions,
  type Blockhash,
  compileTransaction,
  createTransactionMessage,
  generateKeyPairSigner,
  getTransactionDecoder,
  getTransactionEncoder,
  type KeyPairSigner,
  partiallySignTransaction,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
  signBytes,
} from '@solana/kit';
import { base58Decode, base58Encode } from '@solpad/core/rpc';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  addSignature,
  addSignatureOffThread,
  ed25519PublicKey,
  signatureAt,
  signerIndex,
  splitWire,
  verifiesMessage,
} from './wire';

const BLOCKHASH = 'EkSnNWid2cvwEVnVx9aBqawnmiCNiDgp3gUdkDPTKN1N' as Blockhash;
const PROGRAM = address('MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr');

let signers: KeyPairSigner[] = [];
beforeAll(async () => {
  signers = await Promise.all(Array.from({ length: 4 }, () => generateKeyPairSigner()));
});

const anAddress = fc.uint8Array({ minLength: 32, maxLength: 32 }).map((b) => address(base58Encode(b)));

/** An unsigned transaction (legacy or v0) whose fee payer is signers[0] and whose other signers are `extra`. */
const aTransaction = fc
  .record({
    version: fc.constantFrom('legacy' as const, 0 as const),
    extra: fc.subarray([1, 2, 3]),
    others: fc.array(anAddress, { maxLength: 6 }),
    data: fc.uint8Array({ maxLength: 100 }),
  })
  .map(({ version, extra, others, data }) => {
    const signerAccounts = extra.map((i) => ({
      address: (signers[i] as KeyPairSigner).address,
      role: AccountRole.READONLY_SIGNER,
    }));
    const instruction = {
      programAddress: PROGRAM,
      accounts: [...signerAccounts, ...others.map((a) => ({ address: a, role: AccountRole.WRITABLE }))],
      data,
    };
    const tx = compileTransaction(
      pipe(
        createTransactionMessage({ version }),
        (m) => setTransactionMessageFeePayer((signers[0] as KeyPairSigner).address, m),
        (m) =>
          setTransactionMessageLifetimeUsingBlockhash({ blockhash: BLOCKHASH, lastValidBlockHeight: 9n }, m),
        (m) => appendTransactionMessageInstructions([instruction], m),
      ),
    );
    return { tx, signing: [0, ...extra].map((i) => signers[i] as KeyPairSigner) };
  });

const wireOf = (tx: Parameters<ReturnType<typeof getTransactionEncoder>['encode']>[0]) =>
  new Uint8Array(getTransactionEncoder().encode(tx));

describe('splitWire / addSignature', () => {
  it('sign as kit signs, on the thread or off it: the same bytes, signature for signature, legacy and v0', async () => {
    await fc.assert(
      fc.asyncProperty(aTransaction, async ({ tx, signing }) => {
        let mine: Uint8Array = wireOf(tx);
        let offThread: Uint8Array = wireOf(tx);
        for (const signer of signing) {
          const parts = splitWire(mine);
          expect(parts).not.toBeNull();
          mine = addSignature(parts as NonNullable<typeof parts>, signer);
          offThread = await addSignatureOffThread(splitWire(offThread) as NonNullable<typeof parts>, signer);
        }
        const kit = wireOf(
          await partiallySignTransaction(
            signing.map((s) => s.keyPair),
            tx,
          ),
        );
        expect(Buffer.from(mine).equals(Buffer.from(kit))).toBe(true);
        expect(Buffer.from(offThread).equals(Buffer.from(kit))).toBe(true);
      }),
      { numRuns: 60 },
    );
  });

  it('read each signer’s place and signature as kit’s decoder does, and verify only the signer’s own', async () => {
    await fc.assert(
      fc.asyncProperty(aTransaction, async ({ tx, signing }) => {
        const wire = wireOf(
          await partiallySignTransaction(
            [signing[0] as KeyPairSigner].map((s) => s.keyPair),
            tx,
          ),
        );
        const parts = splitWire(wire);
        if (!parts) throw new Error('not split');
        const decoded = getTransactionDecoder().decode(wire);
        expect(Buffer.from(parts.messageBytes).equals(Buffer.from(decoded.messageBytes))).toBe(true);
        const addresses = Object.keys(decoded.signatures);
        expect(parts.signers.map((s) => base58Encode(s))).toEqual(addresses);
        for (const [i, a] of addresses.entries()) {
          expect(signerIndex(parts, base58Decode(a) as Uint8Array)).toBe(i);
          const kitSignature = decoded.signatures[a as Address];
          expect(Buffer.from(signatureAt(parts, i))).toEqual(Buffer.from(kitSignature ?? new Uint8Array(64)));
        }
        const payer = ed25519PublicKey(base58Decode(signing[0]?.address as string) as Uint8Array);
        expect(verifiesMessage(parts, signatureAt(parts, 0), payer)).toBe(true);
        if (parts.count > 1) expect(verifiesMessage(parts, signatureAt(parts, 1), payer)).toBe(false);
        // Another key's valid signature of the same message does not pass as the payer's.
        const stranger = await signBytes(
          (signers[3] as KeyPairSigner).keyPair.privateKey,
          parts.messageBytes,
        );
        expect(verifiesMessage(parts, stranger, payer)).toBe(false);
      }),
      { numRuns: 30 },
    );
  });

  it('refuse bytes that cannot be a transaction', () => {
    fc.assert(
      fc.property(aTransaction, fc.nat(), ({ tx }, cut) => {
        const wire = wireOf(tx);
        const parts = splitWire(wire) as NonNullable<ReturnType<typeof splitWire>>;
        const header = wire.length - parts.messageBytes.length + (parts.messageBytes[0] === 0x80 ? 1 : 0);
        // Cut before the last signer key ends.
        expect(splitWire(wire.subarray(0, cut % (header + 4 + parts.count * 32)))).toBeNull();
        // A message whose signer count is not the number of signatures.
        const recounted = new Uint8Array(wire);
        recounted[header] = parts.count + 1;
        expect(splitWire(recounted)).toBeNull();
      }),
    );
    expect(splitWire(new Uint8Array())).toBeNull();
    expect(splitWire(new Uint8Array([0, 1, 0, 0, 0]))).toBeNull();
    expect(splitWire(new Uint8Array([0xff, 0xff, 0xff, 0xff]))).toBeNull();
  });

  it('refuse to sign for a key that is not one of the signers', async () => {
    const { tx } = fc.sample(aTransaction, { numRuns: 1, seed: 7 })[0] as {
      tx: Parameters<typeof wireOf>[0];
    };
    const parts = splitWire(wireOf(tx)) as NonNullable<ReturnType<typeof splitWire>>;
    const outsider = await generateKeyPairSigner();
    expect(() => addSignature(parts, outsider)).toThrow(/does not sign/);
  });
});
